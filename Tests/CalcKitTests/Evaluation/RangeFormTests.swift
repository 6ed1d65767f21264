import Foundation
import Testing

import CalcKit

/// Σ and ∏ over a range of whole numbers: the spellings, the local variable, the bounds, the
/// budget, and the errors (the values of many sums are in ProgramVectorTests, against Python).
@Suite("Sums and products over a range")
struct RangeFormTests {
  static func failure(_ source: String, _ calculator: Calculator = Calculator()) -> CalcError? {
    do {
      _ = try calculator.evaluate(source)
      return nil
    } catch {
      return error
    }
  }

  @Test("Σ(k^2, k, 1, 100) is 338350 in each spelling, and ∏(1 - 1/k^2, k, 2, 1000) exactly 1001/2000", arguments: [
    ("Σ(k^2, k, 1, 100)", "338350"), ("∑(k^2, k, 1, 100)", "338350"), ("sumover(k^2, k, 1, 100)", "338350"),
    ("∏(1 - 1/k^2, k, 2, 1000)", "1001/2000"), ("prodover(1 - 1/k^2, k, 2, 1000)", "1001/2000"),
    ("2Σ(k, k, 1, 3)", "12"), ("Σ(k, k, 1, 3)²", "36"),
  ])
  func spellings(_ source: String, _ fraction: String) throws {
    let value = try Calculator().evaluate(source)
    #expect(value.isExact)
    #expect(value.fractionString == fraction)
  }

  @Test("The variable is local: it reads no variable of its name, changes none, and is not visible after")
  func localVariable() throws {
    var calculator = Calculator()
    try calculator.run("k = 5")
    #expect(try calculator.evaluate("Σ(k, k, 1, 3)") == 6)
    #expect(try calculator.evaluate("Σ(k, k, 1, 3) + k") == 11)
    #expect(calculator.variables["k"] == Number(5))
    // The bounds are outside the term: k there is the variable.
    #expect(try calculator.evaluate("Σ(j, j, 1, k)") == 15)
    let fresh = Calculator()
    #expect(Self.failure("Σ(j, j, 1, 3) + j", fresh)?.kind == .unknownName)
    #expect(try fresh.parse("Σ(k*x, k, 1, 3)").variableNames == ["x"])
    // Inside a definition the variable shadows a parameter of its name.
    try calculator.run("f(k) = Σ(k, k, 1, 3) + k")
    #expect(try calculator.evaluate("f(100)") == 106)
    try calculator.run("t(n) = Σ(k*n, k, 1, n)")
    #expect(try calculator.evaluate("t(3)") == 18)
    // Nested: the inner bound reads the outer variable; an inner variable of the same name shadows it.
    #expect(try calculator.evaluate("Σ(Σ(j, j, 1, k), k, 1, 4)") == 20)
    #expect(try calculator.evaluate("Σ(Σ(k, k, 1, 2), k, 1, 4)") == 12)
  }

  @Test("An empty range gives the empty sum 0 and the empty product 1, without evaluating the term")
  func emptyRange() throws {
    let calculator = Calculator()
    #expect(try calculator.evaluate("Σ(k, k, 5, 4)") == 0)
    #expect(try calculator.evaluate("∏(k, k, 5, 1)") == 1)
    #expect(try calculator.evaluate("Σ(1/0, k, 1, 0)") == 0)
  }

  @Test("The bounds are exact whole numbers: another is an error at the bound", arguments: [
    ("Σ(k, k, 1.5, 3)", "the first and last values of Σ are exact whole numbers: this is not one", SourceRange(9, 12)),
    ("∏(k, k, 1, sqrt(2))", "the first and last values of ∏ are exact whole numbers: this is an approximation", SourceRange(13, 20)),
  ])
  func bounds(_ source: String, _ message: String, _ range: SourceRange) throws {
    let error = try #require(Self.failure(source))
    #expect(error.kind == .domain)
    #expect(error.message == message)
    #expect(error.range == range)
  }

  @Test("Too many terms for the work budget is refused at once, naming the cap")
  func tooManyTerms() throws {
    let started = Date()
    let error = try #require(Self.failure("Σ(k, k, 1, 10^12)"))
    #expect(Date().timeIntervalSince(started) < 5)
    #expect(error.kind == .tooLarge)
    #expect(
      error.message
        == "Σ over 1,000,000,000,000 terms: the work budget (10,000,000 steps) allows at most 5,000,000 terms of this one")
    var small = Calculator()
    small.workBudget = 100_000
    #expect(try small.evaluate("Σ(k, k, 1, 50000)") == 1_250_025_000)
    #expect(Self.failure("Σ(k, k, 1, 50001)", small)?.kind == .tooLarge)
    #expect(Self.failure("Σ(k, k, 1, 10^100)", small)?.message.hasPrefix("Σ over 1e+100 terms") == true)
  }

  @Test("Approximate terms: the sum is the same as written out; their calls count against the cap")
  func approximateTerms() throws {
    let calculator = Calculator()
    let sum = try calculator.evaluate("Σ(sqrt(k), k, 1, 5)")
    #expect(!sum.isExact)
    #expect(calculator.format(sum) == calculator.format(try calculator.evaluate("sqrt(1)+sqrt(2)+sqrt(3)+sqrt(4)+sqrt(5)")))
    let error = try #require(Self.failure("Σ(sin(k), k, 1, 3000)", calculator))
    #expect(error.kind == .tooLarge)
    #expect(error.message.hasPrefix("more than 2000 function calls and powers in one expression at precision 38"))
    var low = Calculator()
    low.precision = 10
    #expect(try low.evaluate("Σ(sin(k), k, 1, 3000)").isExact == false)
  }

  @Test("sum and product with four arguments that read as a range are an error naming both readings", arguments: [
    (
      "sum(k^2, k, 1, 100)",
      "sum(term, k, a, b) reads two ways: write sumover(term, k, a, b) for the sum over k from a to b, or sum(term, (k), a, b) for the sum of the four values"
    ),
    (
      "product(1 + x, 1, 10, x)",
      "product(term, a, b, x) (qalc's order) reads two ways: write prodover(term, x, a, b) for the product over x from a to b, or product(term, a, b, (x)) for the product of the four values"
    ),
  ])
  func readsTwoWays(_ source: String, _ message: String) throws {
    var calculator = Calculator()
    try calculator.run("k = 2")
    try calculator.run("x = 3")
    let error = try #require(Self.failure(source, calculator))
    #expect(error.kind == .syntax)
    #expect(error.message == message)
    #expect(error.range == SourceRange(0, source.utf8.count))
    // In parentheses the name is a value, and the call is the variadic one.
    #expect(try calculator.evaluate("sum(k^2, (k), 1, 100)") == 107)
  }

  @Test("Malformed range forms are errors that say what to write", arguments: [
    ("Σ(k, 2, 1, 3)", CalcError.Kind.syntax, "the second argument of Σ is the name of its variable, as k in Σ(k^2, k, 1, 100); found a number"),
    ("Σ(k, k+1, 1, 3)", .syntax, "the second argument of Σ is the name of its variable, as k in Σ(k^2, k, 1, 100); found 'k' followed by '+'"),
    ("Σ(k, k, 1)", .wrongArgumentCount, "Σ takes 4 arguments (the term, its variable, the first and the last value: Σ(k^2, k, 1, 100)), got 3"),
    ("sumover(k, k, 1, 2, 3)", .wrongArgumentCount, "sumover takes 4 arguments (the term, its variable, the first and the last value: sumover(k^2, k, 1, 100)), got 5"),
    ("Σ 3", .syntax, "Σ takes its arguments in parentheses: Σ(k^2, k, 1, 100)"),
    ("Σ(pi, pi, 1, 2)", .invalidAssignment, "'pi' is a constant and cannot be the variable of Σ"),
    ("∏(k, sqrt, 1, 2)", .invalidAssignment, "'sqrt' is a function and cannot be the variable of ∏"),
  ])
  func malformed(_ source: String, _ kind: CalcError.Kind, _ message: String) throws {
    let error = try #require(Self.failure(source))
    #expect(error.kind == kind)
    #expect(error.message == message)
  }

  @Test("Terms are plain numbers")
  func money() throws {
    let error = try #require(Self.failure("Σ(k USD, k, 1, 3)"))
    #expect(error.kind == .money)
  }

  @Test("sumover and prodover are built-in names: they cannot be assigned or defined")
  func reserved() throws {
    var calculator = Calculator()
    #expect(throws: CalcError.self) { try calculator.run("sumover = 3") }
    #expect(throws: CalcError.self) { try calculator.run("prodover(x) = x") }
    #expect(BuiltIn.all.contains { $0.name == "sumover" })
  }
}
