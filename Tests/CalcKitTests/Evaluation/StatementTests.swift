import CalcKit
import Testing

/// `Calculator.run` of a line with statements separated by `;`.
@Suite("Statements on one line")
struct StatementTests {
  /// The value of an outcome that has one.
  private func value(_ outcome: Calculator.Outcome) -> Number? {
    if case .value(let number) = outcome { return number }
    return nil
  }

  @Test("Statements run in order; the outcome is the last one's")
  func inOrder() throws {
    var calculator = Calculator()
    #expect(value(try calculator.run("x = 3; x^2")) == Number(9))
    #expect(calculator.variables["x"] == Number(3))
    #expect(calculator.lastResult == Number(9))
    #expect(value(try calculator.run("2; ans*5")) == Number(10))
    #expect(value(try calculator.run("f(t) = t + 1; f(4)")) == Number(5))
    #expect(value(try calculator.run("y = 1;;")) == Number(1))
  }

  @Test("An error stops the line at its statement, located in the whole line")
  func errors() throws {
    var calculator = Calculator()
    let error = #expect(throws: CalcError.self) { try calculator.run("z = 4; 1/0; z = 5") }
    #expect(error?.kind == .divisionByZero)
    #expect(error?.range == SourceRange(9, 10))
    #expect(calculator.variables["z"] == Number(4))
  }

  @Test("A syntax error anywhere on the line stops it before any statement runs")
  func syntaxFirst() throws {
    var calculator = Calculator()
    let error = #expect(throws: CalcError.self) { try calculator.run("z = 4; 2 ?; z = 5") }
    #expect(error?.kind == .syntax)
    #expect(error?.range == SourceRange(9, 10))
    #expect(calculator.variables["z"] == nil)
  }

  @Test("A single expression reads no ';', nor does a parenthesis hold one")
  func notInExpressions() throws {
    for source in ["2; 4", "(1; 2)"] {
      let error = #expect(throws: CalcError.self) { try Calculator().evaluate(source) }
      #expect(error?.kind == .syntax)
      #expect(error?.message == "';' separates statements on a line (x = 3; x^2), not parts of one expression")
    }
    var calculator = Calculator()
    let inside = #expect(throws: CalcError.self) { try calculator.run("max(1; 2)") }
    #expect(inside?.range == SourceRange(5, 6))
  }

  @Test("In a locale with a decimal comma, ';' in parentheses separates arguments")
  func locale() throws {
    var calculator = Calculator()
    calculator.inputLocale = NumberLocale(identifier: "de_DE")
    #expect(value(try calculator.run("max(1,5; 2); 3,5")) == Number("3.5")!)
    #expect(calculator.lastResult == Number("3.5")!)
  }
}
