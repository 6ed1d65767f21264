@testable import CalcKit
import CalcNumber
import Testing

/// One work budget (`Limits.workBudget`, `Calculator.workBudget`) from which every cap on work
/// derives, handed to the number core with the cancellation token.
@Suite("Work budget")
struct WorkBudgetTests {
  static func error(_ source: String, budget: Int, precision: Int = 38) throws -> CalcError {
    var calculator = Calculator()
    calculator.workBudget = budget
    calculator.precision = precision
    return try #require(throws: CalcError.self) { try calculator.evaluate(source) }
  }

  static func value(_ source: String, budget: Int) throws -> Number {
    var calculator = Calculator()
    calculator.workBudget = budget
    return try calculator.evaluate(source)
  }

  @Test("The default budget gives the documented caps")
  func defaults() throws {
    #expect(Limits.workBudget == 10_000_000)
    #expect(Calculator().workBudget == Limits.workBudget)
    #expect(Limits.maximumFunctionCalls(precision: 38) == 2_000)
    let factorial = try Self.error("3000001!", budget: Limits.workBudget)
    #expect(factorial.kind == .tooLarge)
    #expect(factorial.message == "n! is computed for n up to 3000000 (the work budget)")
  }

  @Test("Function calls per expression shrink with the budget", arguments: [100_000, 1_000_000])
  func calls(budget: Int) throws {
    let limit = max(10, budget / 10_000 * 76 / 38)
    let call = "abs(-1)+"
    #expect(try Self.value(String(repeating: call, count: limit) + "0", budget: budget) == Number(limit))
    let over = try Self.error(String(repeating: call, count: limit + 1) + "0", budget: budget)
    #expect(over.kind == .tooLarge)
    #expect(over == Message.tooManyCalls(limit: limit, precision: 38, at: over.range))
  }

  @Test("x! of an x that is not whole is Γ(x+1), counted in the same limit as 4 calls at 38 digits; n! of a whole n is not", arguments: [100_000, 1_000_000])
  func factorialsOfFractions(budget: Int) throws {
    let limit = max(10, budget / 10_000 * 76 / 38)
    #expect(WorkBudget.gammaWeight(precision: 38, limit: limit) == 4)
    // Each term is a different Γ value; the limit's worth is computed, one more is refused
    // (a literal's factorial before any work).
    let terms = (1...limit / 4 + 1).map { "0.\(100 + $0)!" }
    #expect(try !Self.value(terms.dropLast().joined(separator: "+"), budget: budget).isExact)
    let over = try Self.error(terms.joined(separator: "+"), budget: budget)
    #expect(over == Message.tooManyCalls(limit: limit, precision: 38, at: over.range))
    #expect(over.range.upperBound == terms.joined(separator: "+").utf8.count)
    // Inside a defined function too, and mixed with counted calls.
    var calculator = Calculator()
    calculator.workBudget = budget
    try calculator.define("f(x) = (x/2)!")
    let mixed = (1...limit / 2).map { "f(\(2 * $0 + 1))" }.joined(separator: "+")
    #expect(throws: CalcError.self) { try calculator.evaluate(mixed + "+" + mixed) }
    // Whole numbers' factorials are exact and not calls: far more than the limit.
    let whole = (1...limit * 3).map { "\($0 % 20)!" }.joined(separator: "+")
    #expect(try Self.value(whole, budget: budget).isExact)
  }

  @Test("Γ's weight grows with the precision as √(p/38), from 4, and never passes half the limit")
  func gammaWeights() {
    #expect(WorkBudget.gammaWeight(precision: 38, limit: 2_000) == 4)
    #expect(WorkBudget.gammaWeight(precision: 10, limit: 7_600) == 4)
    #expect(WorkBudget.gammaWeight(precision: 100, limit: 760) == 7)
    #expect(WorkBudget.gammaWeight(precision: 1_000, limit: 76) == 21)
    #expect(WorkBudget.gammaWeight(precision: 3_000, limit: 25) == 12)
    #expect(WorkBudget.gammaWeight(precision: 100_000, limit: 10) == 5)
  }

  @Test("x! of an inexact argument is allowed where the limit is 10, its argument's call with it")
  func inexactFactorialAtTheSmallestLimit() throws {
    // At 1,000 digits and a budget of 100,000 units the limit is 10 calls (as at 7,600
    // digits and more at the default): sqrt (1) and Γ (5; it was 10, one too many).
    var calculator = Calculator(precision: 1_000)
    calculator.workBudget = 100_000
    let value = try calculator.format(calculator.evaluate("sqrt(2)!"))
    // Γ(1 + √2), Arb and mpmath (Fixtures/gamma-inexact.tsv).
    #expect(value.hasPrefix("1.253815480642891686696370931143874799"))
  }

  @Test("A chain x!%!%… prices each factorial of a percentage before any work", arguments: [38, 1_000])
  func factorialPercentChains(precision: Int) throws {
    let limit = Limits.maximumFunctionCalls(precision: precision)
    let weight = WorkBudget.gammaWeight(precision: precision, limit: limit)
    // The first 3! is of a whole literal; each later ! is of a percentage.
    for pairs in [limit / weight + 2, 25_000] {
      let source = "3" + String(repeating: "!%", count: pairs)
      var calculator = Calculator()
      calculator.precision = precision
      let over = try #require(throws: CalcError.self) { try calculator.evaluate(source) }
      #expect(over == Message.tooManyCalls(limit: limit, precision: precision, at: over.range))
      // The count before any work refuses it, at the first ! past the limit.
      let counted = try #require(throws: CalcError.self) {
        try Calculator.checkWork(of: ParsedExpression(source), precision: precision)
      }
      #expect(counted == over)
      #expect(over.range.upperBound == 1 + 2 * (limit / weight + 1) + 1)
      #expect(over.message.hasSuffix("which is Γ(x+1), as \(weight))"))
    }
  }

  @Test("n!, binom and the angles sin reduces shrink with the budget")
  func coreCaps() throws {
    let factorial = try Self.error("30001!", budget: 100_000)
    #expect(factorial.message == "n! is computed for n up to 30000 (the work budget)")
    let doubleFactorial = try Self.error("60001!!", budget: 100_000)
    #expect(doubleFactorial.message == "n!! is computed for n up to 60000 (the work budget)")
    let binomial = try Self.error("binom(4000, 2000)", budget: 100_000)
    #expect(binomial.message == "binom's result would have more than 600 digits (the work budget)")
    #expect(try Self.value("binom(10, 3)", budget: 100_000) == Number(120))
    let angle = try Self.error("sin(2^10000)", budget: 100_000)
    #expect(angle.kind == .tooLarge)
    #expect(angle.message.hasPrefix("sin, cos and tan take angles below 2^10000 (about 10^3010) in radians"))
    // Below the lowered cap the angle is reduced as usual: sin(2^9998) is an approximation.
    #expect(try !Self.value("sin(2^9998)", budget: 100_000).isExact)
  }

  @Test("A budget outside 100,000...Limits.workBudget is clamped", arguments: [0, -5, Int.min])
  func clampedLow(budget: Int) throws {
    let factorial = try Self.error("30001!", budget: budget)
    #expect(factorial.message == "n! is computed for n up to 30000 (the work budget)")
  }

  @Test("A budget above Limits.workBudget is the default")
  func clampedHigh() throws {
    let factorial = try Self.error("3000001!", budget: Int.max)
    #expect(factorial.message == "n! is computed for n up to 3000000 (the work budget)")
  }

  @Test("The kernels stop on the token they are handed, not on a global")
  func kernelsTakeTheToken() throws {
    let token = CancellationToken()
    token.cancel()
    // A series of 200,000 bits would take seconds; a cancelled token ends it at once.
    let exponential = try #require(throws: ArithmeticError.self) {
      try Rational(1).exponentialBounds(bits: 200_000, stop: token)
    }
    #expect(exponential == .cancelled)
    var w = WorkingPrecision(digits: 60_000)
    w.cancellation = token
    let sine = try #require(throws: ArithmeticError.self) { try Number(3).trigonometric(.sin, unit: .radians, w) }
    #expect(sine == .cancelled)
    // The same call with no token (or one not cancelled) is not stopped.
    let small = try Rational(1).exponentialBounds(bits: 64, stop: CancellationToken())
    #expect(small.lower < small.upper)
  }
}
