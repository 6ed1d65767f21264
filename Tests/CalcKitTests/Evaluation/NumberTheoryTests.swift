import CalcKit
import Dispatch
import Foundation
import Testing

/// What the vectors cannot show: `factor`'s value and its text, the work budget, cancellation
/// and the messages of the modular functions.
@Suite("Primes, factors and modular arithmetic")
struct NumberTheoryTests {
  @Test("factor(n) is written as the factorisation; its value, and ans, are n")
  func factorValue() throws {
    var calculator = Calculator()
    guard case .converted(let converted) = try calculator.run("factor(360)") else {
      Issue.record("factor(360) is not written as a factorisation")
      return
    }
    #expect(converted.text == "2^3 × 3^2 × 5")
    #expect(converted.conversion == .factors)
    #expect(converted.isExact)
    #expect(calculator.lastResult == Number(360))
    #expect(try calculator.evaluate("ans + 1") == Number(361))
    #expect(try calculator.evaluate("factor(360) + 1") == Number(361))
    // Inside an expression it is the number; `to factors` writes any whole number so.
    guard case .converted(let again) = try calculator.run("2^3 * 45 to factors") else {
      Issue.record("to factors gave no conversion")
      return
    }
    #expect(again.text == "2^3 × 3^2 × 5")
  }

  @Test("A factorisation reads back as the number", arguments: ["360", "-12", "2^64+1", "10^18", "3^40", "600851475143"])
  func readsBack(_ source: String) throws {
    let calculator = Calculator()
    guard case .converted(let converted) = try calculator.outcome(of: "factor(\(source))") else {
      Issue.record("factor(\(source)) is not written as a factorisation")
      return
    }
    #expect(try calculator.evaluate(converted.text) == calculator.evaluate(source), "\(converted.text)")
  }

  @Test("A composite part the budget does not reach is named, never guessed")
  func budgetEnds() throws {
    var calculator = Calculator()
    calculator.workBudget = 100_000
    // Two primes of 20 digits: beyond rho, and beyond ECM's 25 curves at this budget.
    let p = "31415926535897932429"
    let q = "27182818284590452387"
    guard case .converted(let converted) = try calculator.run("factor(6 * \(p) * \(q))") else {
      Issue.record("no factorisation")
      return
    }
    let composite = try calculator.evaluate("\(p) * \(q)").fractionString ?? ""
    #expect(converted.text == "2 × 3 × \(composite) (composite, not factored within the work budget: \(composite))")
    let error = #expect(throws: CalcError.self) { try calculator.evaluate("totient(\(p) * \(q))") }
    #expect(error?.kind == .tooLarge)
    #expect(error?.message.contains("not factored within the work budget") == true, "\(String(describing: error))")
  }

  @Test("Factoring stops when the evaluation is cancelled")
  func cancellation() throws {
    let token = CancellationToken()
    // From a thread of its own: the global queue does not overcommit, so on two cores its
    // timer can wait behind other tests' evaluations until factoring has met its budget.
    Thread.detachNewThread {
      Thread.sleep(forTimeInterval: 0.3)
      token.cancel()
    }
    // A product of two 30-digit primes: far beyond what ECM finds before the cancel.
    var calculator = Calculator()
    let error = #expect(throws: CalcError.self) {
      try calculator.run("factor((10^29 + 319) * (10^30 + 57))", cancellation: token)
    }
    #expect(error?.kind == .cancelled)
  }

  @Test("The modular functions' errors name what is wrong", arguments: [
    ("invmod(3, 12)", "3 has no inverse mod 12: they share the factor 3"),
    ("powmod(2, -1, 4)", "2 has no inverse mod 4: they share the factor 2"),
    ("powmod(2, 3, 0)", "powmod's modulus must be a whole number m ≥ 1"),
    ("prevprime(2)", "prevprime is defined for n ≥ 3: no prime is below 2"),
    ("jacobi(2, 8)", "jacobi(a, n) is defined for odd whole numbers n > 0"),
    ("totient(0)", "totient is defined for whole numbers n ≥ 1"),
    ("isprime(2.5)", "isprime takes whole numbers"),
    ("factor(pi)", "factor takes whole numbers"),
  ])
  func errors(_ source: String, _ message: String) throws {
    let error = #expect(throws: CalcError.self) { try Calculator().evaluate(source) }
    #expect(error?.kind == .domain, "\(source)")
    #expect(error?.message == message, "\(source)")
  }

  @Test("primepi and prime stop at their documented limits with a message")
  func limits() throws {
    for source in ["primepi(10^12)", "prime(10^9)"] {
      let error = #expect(throws: CalcError.self) { try Calculator().evaluate(source) }
      #expect(error?.kind == .tooLarge, "\(source)")
      #expect(error?.message.contains("(the work budget)") == true, "\(source)")
    }
  }

  @Test("powmod takes an exponent of 200,000 digits (the benchmark times a million)")
  func millionDigitExponent() throws {
    // 3^(10^199999) mod 7: 3 has order 6 mod 7, 10^199999 ≡ 4 mod 6, 3^4 = 81 ≡ 4.
    #expect(try Calculator().evaluate("powmod(3, 10^199999, 7)") == Number(4))
  }
}
