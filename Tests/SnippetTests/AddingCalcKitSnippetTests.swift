import CalcKit
import Foundation
import Testing

/// The Swift blocks of the DocC article "Adding CalcKit to an App" (AddingCalcKit.md), each pasted as it is
/// into a test, run, and what its comments show checked after it (ARCHITECTURE.md, "Tests").
/// Lines before a block define what the article takes as given.
@Suite struct AddingCalcKitSnippetTests {
  /// Adding CalcKit to an App: the complete example (AddingCalcKit.md; Examples/AppDemo runs it too).
  @Test("AddingCalcKit.md's complete app example gives what its comments show")
  func completeAppExample() throws {
    // The block, as it is:
    let calculator = Calculator()                       // 38 significant digits, half-even

    // Evaluate: exact values, correctly rounded approximations.
    let sum = try calculator.evaluate("0.1 + 0.2")
    calculator.format(sum)                              // "0.3"
    let third = try calculator.evaluate("1/3")
    third.isExact                                       // true: exactly one third
    third.decimalString(precision: 5, rounding: .up)    // "0.33334"
    calculator.format(try calculator.evaluate("sqrt(2)"))   // "1.4142135623730950488016887242096980786"

    // Errors: a kind to switch on, a message, a range, a caret, and LocalizedError.
    do throws(CalcError) {                              // works in closures too (below)
      _ = try calculator.evaluate("1/(2-2)")
    } catch {                                           // `error` is a CalcError
      error.kind                                        // .divisionByZero
      error.message                                     // "division by zero"
      print(error.rendered(source: "1/(2-2)"))
      // error: division by zero
      //   1/(2-2)
      //     ^~~~~
      (error as Error).localizedDescription             // "division by zero" (for an alert)
      error.failureReason                               // "Division by zero"
    }
    // (`1+*2` throws kind .syntax with range 2..<3, UTF-8 offsets into the source.)

    // Parse once, evaluate many times.
    var session = Calculator(precision: 20)
    let area: ParsedExpression = try session.parse("pi * r^2")
    for r in 1...3 {
      session.variables["r"] = Number(r)
      print(session.format(try session.evaluate(area)))
    }                                                   // 3.1415926535897932385, 12.566370614359172954, 28.274333882308139146
    try session.execute("rate = 7.5%")                  // a session: variables and `ans`
    session.format(try session.execute("1200 * rate"))  // "90"
    session.format(try session.evaluate("ans + 10"))    // "100"

    // A calculator keypad: forward presses, draw `display`.
    var keypad = Keypad()
    for key: Key in [.digit(2), .add, .digit(3), .equals, .multiply, .digit(4), .equals] {
      keypad.press(key)
    }
    keypad.display                                      // "20"
    keypad.press(.add); keypad.press(.multiply)
    keypad.lastOutcome                                  // .rejected(.doubleOperator)

    // Formatting for people: nothing is rounded unless you ask.
    0.75.formatted                                      // "0.75"
    1234.5.formatted                                    // "1,234.5"
    1234.5678.formatted(fractionDigits: 2)              // "1,234.57"
    1234.5.formatted(fractionDigits: 2, locale: .deDE)  // "1.234,50"
    1234.5.formatted(fractionDigits: 2, locale: NumberLocale(Locale(identifier: "de_CH")))  // "1’234.50"
    1234.5.formatted(fractionDigits: 2, locale: NumberLocale(Locale.current))   // the user's separators
    0.1234.percentString()                              // "12.34%"
    1234.5.currencyString(code: "USD")                  // "$1,234.50"
    1234567.5.currencyString(code: "KRW", rounding: .halfUp)   // "₩1,234,568"

    // Decimal and Double in and out, exactly.
    let price = Number(Decimal(string: "19.99")!)!      // exactly 1999/100
    let total = try price * 3 - Number("0.97")!
    total.decimalValue                                  // Decimal 59
    Number(0.1 as Double)!.fractionString               // "3602879701896397/36028797018963968"
    Double(try Number(1) / 3)                           // 0.3333333333333333, correctly rounded
    Double(sum)                                         // 0.3
    // What it shows:
    #expect(calculator.format(sum) == "0.3")
    #expect(third.isExact)
    #expect(third.decimalString(precision: 5, rounding: .up) == "0.33334")
    #expect(calculator.format(try calculator.evaluate("sqrt(2)")) == "1.4142135623730950488016887242096980786")
    let errorThrown = caught { () throws(CalcError) in _ = try calculator.evaluate("1/(2-2)") }
    let error = try #require(errorThrown)
    #expect(error.kind == .divisionByZero)
    #expect(error.message == "division by zero")
    #expect(error.rendered(source: "1/(2-2)") == "error: division by zero\n  1/(2-2)\n    ^~~~~")
    #expect((error as Error).localizedDescription == "division by zero")
    #expect(error.failureReason == "Division by zero")
    let syntaxThrown = caught { () throws(CalcError) in _ = try calculator.evaluate("1+*2") }
    let syntax = try #require(syntaxThrown)
    #expect(syntax.kind == .syntax && syntax.range == SourceRange(2, 3))
    var areas: [String] = []
    for r in 1...3 {
      session.variables["r"] = Number(r)
      areas.append(session.format(try session.evaluate(area)))
    }
    #expect(areas == ["3.1415926535897932385", "12.566370614359172954", "28.274333882308139146"])
    #expect(session.format(try session.evaluate("ans")) == "90")
    #expect(session.format(try session.evaluate("ans + 10")) == "100")
    #expect(keypad.display == "20")
    #expect(keypad.lastOutcome == .rejected(.doubleOperator))
    #expect(0.75.formatted == "0.75")
    #expect(1234.5.formatted == "1,234.5")
    #expect(1234.5678.formatted(fractionDigits: 2) == "1,234.57")
    #expect(1234.5.formatted(fractionDigits: 2, locale: .deDE) == "1.234,50")
    #expect(1234.5.formatted(fractionDigits: 2, locale: NumberLocale(Locale(identifier: "de_CH"))) == "1’234.50")
    #expect(0.1234.percentString() == "12.34%")
    #expect(1234.5.currencyString(code: "USD") == "$1,234.50")
    #expect(1234567.5.currencyString(code: "KRW", rounding: .halfUp) == "₩1,234,568")
    #expect(total.decimalValue == Decimal(59))
    #expect(Number(0.1 as Double)!.fractionString == "3602879701896397/36028797018963968")
    #expect(Double(try Number(1) / 3) == 1.0 / 3)
    #expect(Double(sum) == 0.3)
  }
}
