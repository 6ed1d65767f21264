import CalcKit
import Foundation
import Testing

/// The Swift blocks of the DocC article "Extending the Language" (ExtendingTheLanguage.md), each pasted as it is
/// into a test, run, and what its comments show checked after it (ARCHITECTURE.md, "Tests").
/// Lines before a block define what the article takes as given.
@Suite struct ExtendingTheLanguageSnippetTests {
  /// Extending the Language: functions and constants from Swift (ExtendingTheLanguage.md).
  @Test("ExtendingTheLanguage.md's functions and constants from Swift work as its comments show")
  func extendingTheLanguage() throws {
    // The block, as it is:
    var calculator = Calculator()
    try calculator.define(function: "vat", arity: 1, help: "the price with 20% VAT") { args in
      try args[0] * Number(6) / Number(5)
    }
    try calculator.define(function: "total", arity: 1...Int.max, help: "the sum of the arguments") { args in
      var sum = Number(0)
      for arg in args { sum = try sum + arg }
      return sum
    }
    try calculator.define(function: "rootof", arity: 2, help: "x^(1/n)") { args, context in
      try args[0].raised(to: try Number(1) / args[1], precision: context.precision)
    }
    try calculator.define(constant: "g", value: Number("9.80665")!, help: "standard gravity, m/s²")
    try calculator.evaluate("vat(100) + g")           // exactly 129.80665
    // What it shows:
    #expect(try calculator.evaluate("vat(100) + g") == Number("129.80665")!)
    #expect(try calculator.evaluate("total(1, 2, 6)") == 9)
    #expect(calculator.format(try calculator.evaluate("rootof(27, 3)")) == "3")
  }

  /// Extending the Language: parse once, evaluate many (ExtendingTheLanguage.md).
  @Test("ExtendingTheLanguage.md's parse-once-evaluate-many block gives what its comments show")
  func bindingParameters() throws {
    let calculator = Calculator()
    // The block, as it is:
    let parsed = try calculator.parse("x^2 + 1")
    parsed.variableNames                              // ["x"]
    parsed.functionNames                              // [] (for "sqrt(f(x))": ["sqrt", "f"])
    let f = try calculator.bind(parsed, parameters: ["x"])
    try f.evaluate(Number(3))                         // 10
    try f.evaluate([Number(2)])                       // 5
    try calculator.evaluate(parsed, binding: ["x": Number(4)])   // 17, one-off
    // What it shows:
    #expect(parsed.variableNames == ["x"])
    #expect(parsed.functionNames.isEmpty)
    #expect(try calculator.parse("sqrt(f(x))").functionNames == ["sqrt", "f"])
    #expect(try f.evaluate(Number(3)) == 10)
    #expect(try f.evaluate([Number(2)]) == 5)
    #expect(try calculator.evaluate(parsed, binding: ["x": Number(4)]) == 17)
  }
}
