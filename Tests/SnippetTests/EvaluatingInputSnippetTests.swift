import CalcKit
import Foundation
import Testing

/// The Swift blocks of the DocC article "Evaluating What Users Type" (EvaluatingInput.md), each pasted as it is
/// into a test, run, and what its comments show checked after it (ARCHITECTURE.md, "Tests").
/// Lines before a block define what the article takes as given.
@Suite struct EvaluatingInputSnippetTests {
  /// Evaluating What Users Type: evaluate and errors (EvaluatingInput.md).
  @Test("EvaluatingInput.md's evaluate-and-errors block gives what its comments show")
  func usingCalcKit() throws {
    // The block, as it is:
    let calculator = Calculator()                    // precision 38, half-even
    let value = try calculator.evaluate("123+456*2")
    print(calculator.format(value))                  // 1035

    let third = try calculator.evaluate("1/3")
    third.isExact                                    // true: exactly one third
    third.decimalString(precision: 5, rounding: .up) // "0.33334"
    third.decimalValue                               // Foundation.Decimal, 38 digits

    do throws(CalcError) {
      _ = try calculator.evaluate("1+*2")
    } catch {
      error.kind                                     // .syntax
      error.message                                  // "expected a number after '+'"
      error.range                                    // 2..<3 (UTF-8 offsets)
      print(error.rendered(source: "1+*2"))          // message, line and caret
    }
    // What it shows:
    #expect(calculator.format(value) == "1035")
    #expect(third.isExact)
    #expect(third.decimalString(precision: 5, rounding: .up) == "0.33334")
    #expect(third.decimalValue.description == "0." + String(repeating: "3", count: 38))
    let errorThrown = caught { () throws(CalcError) in _ = try calculator.evaluate("1+*2") }
    let error = try #require(errorThrown)
    #expect(error.kind == .syntax)
    #expect(error.message == "expected a number after '+'")
    #expect(error.range == SourceRange(2, 3))
    #expect(error.rendered(source: "1+*2") == "error: expected a number after '+'\n  1+*2\n    ^")
  }

  /// Evaluating What Users Type: `do throws(CalcError)` in a Task's closure (EvaluatingInput.md).
  @Test("EvaluatingInput.md's do throws(CalcError) in a Task's closure catches the typed error")
  func errorsInATaskClosure() async throws {
    let calculator = Calculator()
    // The block, as it is:
    let input = "1/(2-2)"                            // what the user typed
    let task = Task {
      do throws(CalcError) {
        return calculator.format(try calculator.evaluate(input))
      } catch {
        return "\(error.message) at \(error.range)"   // a CalcError: kind, message, range
      }
    }
    await task.value                                 // "division by zero at 2..<7"
    // What it shows:
    #expect(await task.value == "division by zero at 2..<7")
  }

  /// Evaluating What Users Type: a session, parse once (EvaluatingInput.md).
  @Test("EvaluatingInput.md's session and parse-once block gives what its comments show")
  func sessionAndParsing() throws {
    // The block, as it is:
    var session = Calculator(precision: 20, angleUnit: .degrees)
    try session.execute("rate = 7.5%")              // stores rate; ans = 0.075
    try session.execute("1200 * rate")              // ans = 90
    session.format(try session.evaluate("ans + 10"))    // "100"

    let area = try session.parse("pi * r^2")       // parse once …
    session.variables["r"] = Number(2)
    session.format(try session.evaluate(area))      // … evaluate many times: "12.566370614359172954"
    try session.evaluate("sqrt(2)").isExact         // false: an approximation, correctly rounded
    // What it shows:
    #expect(session.format(try session.evaluate("rate")) == "0.075")
    #expect(session.format(try session.evaluate("ans + 10")) == "100")
    #expect(session.format(try session.evaluate(area)) == "12.566370614359172954")
    #expect(try !session.evaluate("sqrt(2)").isExact)
  }

  /// Evaluating What Users Type: run, conversions and money (EvaluatingInput.md).
  @Test("EvaluatingInput.md's conversions and money block gives what its comments show")
  func conversionsAndMoney() throws {
    let dailyFileText = try SnippetFiles.ecbDaily()
    // The block, as it is:
    var calculator = Calculator()
    if case .converted(let half) = try calculator.run("1/3 + 1/6 to fraction") {
      half.text                                      // "1/2"; half.value is the Number
    }
    try calculator.convert(Number(255), to: .base(16))   // "0xff"

    calculator.exchangeRates = try ExchangeRates(ecbXML: dailyFileText)  // eurofxref-daily.xml
    if case .amount(let dollars) = try calculator.run("100 EUR to USD") {
      dollars.text                                   // "105.56 USD" (rates of 2017-03-08)
      dollars.rateDate                               // "2017-03-08": show it beside the amount
    }
    if case .amount(let euros) = try calculator.outcome(of: "€20 + $5") {
      euros.text                                     // "≈24.74 EUR": the euro's 2 minor units
      euros.value.fractionString                     // "65280/2639", exactly 20 + 5/1.0556
      euros.valueText                                // "24.736642667677150435771125426297840091 EUR"
      euros.formatted(locale: .deDE)                 // "≈24,74 EUR"
    }
    try calculator.evaluate("€20 + $5")              // the same Number, without its currency
    // What it shows:
    guard case .converted(let half) = try calculator.outcome(of: "1/3 + 1/6 to fraction") else {
      Issue.record("not a conversion")
      return
    }
    #expect(half.text == "1/2")
    #expect(try calculator.convert(Number(255), to: .base(16)) == "0xff")
    guard case .amount(let dollars) = try calculator.outcome(of: "100 EUR to USD"),
      case .amount(let euros) = try calculator.outcome(of: "€20 + $5")
    else {
      Issue.record("not amounts")
      return
    }
    #expect(dollars.text == "105.56 USD")
    #expect(dollars.rateDate == "2017-03-08")
    // The article's figures, and Python's (scripts/make-money-text-vectors.py).
    let reference = try SnippetFiles.moneyReference("€20 + $5")
    #expect(euros.text == "≈24.74 EUR" && euros.text == reference.text)
    #expect(euros.value.fractionString == "65280/2639" && euros.value.fractionString == reference.fraction)
    #expect(euros.valueText == "24.736642667677150435771125426297840091 EUR")
    #expect(euros.valueText == calculator.format(Number(reference.fraction)!) + " EUR")
    #expect(euros.formatted(locale: .deDE) == "≈24,74 EUR")
    #expect(try calculator.evaluate("€20 + $5") == euros.value)
  }

  /// Evaluating What Users Type: input in the user's locale (EvaluatingInput.md).
  @Test("EvaluatingInput.md's locale input block reads the user's numbers as its comments show")
  func readmeLocaleInput() throws {
    // The block, as it is:
    var calculator = Calculator()
    calculator.inputLocale = .deDE                           // or NumberLocale(Locale.current)
    try calculator.evaluate("1,5+1")                         // 2.5
    try calculator.evaluate("max(1.234,5; 2)")               // 1234.5
    // "1.5" throws: a syntax error at the '.', "write 1,5 for the decimal or 15 for the whole number"
    // What it shows:
    #expect(try calculator.evaluate("1,5+1") == Number("2.5")!)
    #expect(try calculator.evaluate("max(1.234,5; 2)") == Number("1234.5")!)
    let reader = calculator
    let error = try #require(caught { () throws(CalcError) in _ = try reader.evaluate("1.5") })
    #expect(error.kind == .syntax)
    #expect(error.range == SourceRange(1, 2))
    #expect(error.message.contains("write 1,5 for the decimal or 15 for the whole number"))
  }
}
