import CalcKit
import Foundation
import Testing

/// README.md's Swift blocks, each pasted as it is into a test, run, and what its comments
/// show checked after it. DocSnippetTests fails when a block of the README has no copy here
/// (README, "Documentation snippets"). Lines before a block define what the README takes
/// as given (the text of a downloaded file, a button).
@Suite struct ReadmeSnippetTests {
  /// For apps: rates in CalcKit (README.md).
  @Test func ratesForApps() throws {
    let dailyText = try SnippetFiles.ecbDaily()
    let ninetyDayText = try SnippetFiles.ecbHistory()
    // The block, as it is:
    let rates = try ExchangeRates(ecbXML: dailyText)              // newest day; date, base "EUR", exact rates
    try rates.convert(Number(100), from: "EUR", to: "USD")        // exactly 105.56 (2017-03-08)
    try rates.rate(of: "JPY", against: "USD")                     // 120.65/1.0556, exact
    let history = try RateHistory(ecbXML: ninetyDayText)          // every day, newest first
    if let before = history.snapshot(before: rates.date),          // 2017-03-03
       let change = rates.change(of: "USD", since: before) {
      change.difference                                            // -0.0009, exact
      change.direction(by: .default).mark                          // "" (within 0.1%)
    }
    history.lastKnownDate(of: "HRK")                               // the newest date quoting HRK
    Currency.name(ofCode: "KRW")                                   // "South Korean won"
    // What it shows:
    #expect(try rates.convert(Number(100), from: "EUR", to: "USD") == Number("105.56")!)
    #expect(try rates.rate(of: "JPY", against: "USD") == Number("120.65")! / Number("1.0556")!)
    let before = try #require(history.snapshot(before: rates.date))
    #expect(before.date == "2017-03-03")
    let change = try #require(rates.change(of: "USD", since: before))
    #expect(change.difference == Number("-0.0009")!)
    #expect(change.direction(by: .default).mark == "")
    #expect(history.lastKnownDate(of: "HRK") == "2017-03-03")
    #expect(Currency.name(ofCode: "KRW") == "South Korean won")
  }

  /// Use CalcKit in your app: the complete example (README.md).
  @Test func completeAppExample() throws {
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

  /// Using CalcKit (README.md).
  @Test func usingCalcKit() throws {
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

  /// Using CalcKit: `do throws(CalcError)` in a Task's closure (README.md).
  @Test func errorsInATaskClosure() async throws {
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

  /// Using CalcKit: a session, parse once (README.md).
  @Test func sessionAndParsing() throws {
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

  /// Using CalcKit: run, conversions and money (README.md).
  @Test func conversionsAndMoney() throws {
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
    // The README's figures, and Python's (scripts/make-money-text-vectors.py).
    let reference = try SnippetFiles.moneyReference("€20 + $5")
    #expect(euros.text == "≈24.74 EUR" && euros.text == reference.text)
    #expect(euros.value.fractionString == "65280/2639" && euros.value.fractionString == reference.fraction)
    #expect(euros.valueText == "24.736642667677150435771125426297840091 EUR")
    #expect(euros.valueText == calculator.format(Number(reference.fraction)!) + " EUR")
    #expect(euros.formatted(locale: .deDE) == "≈24,74 EUR")
    #expect(try calculator.evaluate("€20 + $5") == euros.value)
  }

  /// Cancelling a long evaluation (README.md).
  @Test func cancelling() async throws {
    let calculator = Calculator(precision: 100_000)
    let cancelButton = SnippetButton()  // tapped at once
    // The block, as it is:
    let task = Task.detached { try calculator.evaluate("asin(0.3)") }   // precision 100,000
    task.cancel()                                  // ends it with a .cancelled CalcError

    let token = CancellationToken()
    cancelButton.onTap { token.cancel() }          // any thread
    do {
      let value = try calculator.evaluate("asin(0.3) + asin(0.4)", cancellation: token)
    } catch where error.kind == .cancelled {
      // stopped; `calculator` is unchanged and usable
    }
    // What it shows:
    let result = await task.result
    guard case .failure(let error) = result else {
      Issue.record("a 100,000-digit asin(0.3) ended before it was cancelled")
      return
    }
    #expect((error as? CalcError)?.kind == .cancelled)
    #expect(token.isCancelled)
    do throws(CalcError) {
      _ = try calculator.evaluate("1+1", cancellation: token)
      Issue.record("the cancelled token did not stop 1+1")
    } catch {
      #expect(error.kind == .cancelled)
    }
  }

  /// Extending the language (README.md).
  @Test func extendingTheLanguage() throws {
    // The block, as it is:
    var calculator = Calculator()
    try calculator.define(function: "vat", arity: 1, help: "the price with 20% VAT") { args in
      try args[0] * Number(6) / Number(5)
    }
    try calculator.define(function: "avg", arity: 1...Int.max, help: "the arithmetic mean") { args in
      var sum = Number(0)
      for arg in args { sum = try sum + arg }
      return try sum / Number(args.count)
    }
    try calculator.define(function: "nthroot", arity: 2, help: "x^(1/n)") { args, context in
      try args[0].raised(to: try Number(1) / args[1], precision: context.precision)
    }
    try calculator.define(constant: "g", value: Number("9.80665")!, help: "standard gravity, m/s²")
    try calculator.evaluate("vat(100) + g")           // exactly 129.80665
    // What it shows:
    #expect(try calculator.evaluate("vat(100) + g") == Number("129.80665")!)
    #expect(try calculator.evaluate("avg(1, 2, 6)") == 3)
    #expect(calculator.format(try calculator.evaluate("nthroot(27, 3)")) == "3")
  }

  /// Extending the language: parse once, evaluate many (README.md).
  @Test func bindingParameters() throws {
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

  /// Numbers in Swift code (README.md).
  @Test func numbersInSwiftCode() throws {
    // The block, as it is:
    let price = Number("19.99")!                    // exactly 1999/100
    let total = try price * 3 - Number("0.97")!     // exactly 59
    let third = try Number(1) / 3                   // exactly 1/3
    third.fractionString                            // "1/3"
    try third * 3 == 1                              // true
    try Number(2).raised(to: 100)                   // exact, 31 digits
    try Number(2).raised(to: Number("1/2")!, precision: 50)   // an approximation of √2

    Number(0.1 as Double)!.fractionString           // "3602879701896397/36028797018963968"
    Double(third)                                   // 0.3333333333333333, correctly rounded
    // What it shows:
    #expect(price.fractionString == "1999/100")
    #expect(total == 59 && total.isExact)
    #expect(third.fractionString == "1/3")
    #expect(try third * 3 == 1)
    #expect(try Number(2).raised(to: 100).fractionString?.count == 31)
    let root = try Number(2).raised(to: Number("1/2")!, precision: 50)
    #expect(!root.isExact)
    #expect(Number(0.1 as Double)!.fractionString == "3602879701896397/36028797018963968")
    #expect(Double(third) == 1.0 / 3)
  }

  /// Numbers in Swift code: one value, one truth (README.md).
  @Test func oneValueOneTruth() throws {
    // The block, as it is:
    let calculator = Calculator()
    let two = try calculator.evaluate("sqrt(2)^2")          // exactly 2, by the identity rule
    two.isExact                                             // true
    two == 2                                                // true, and the same hash as Number(2)
    let root38 = try calculator.evaluate("sqrt(2)")
    let root50 = try Calculator(precision: 50).evaluate("sqrt(2)")
    root38 == root50                                        // false: other bounds, another key
    root38.decimalString(precision: 30) == root50.decimalString(precision: 30)   // true: a key by value
    root38.compare(root50)                                  // nil: the bounds overlap

    let price = Number("19.99")!
    Decimal(exactly: price)                                 // 19.99
    Decimal(exactly: try Number(1) / 3)                     // nil: 1/3 does not terminate
    Decimal(rounding: try Number(1) / 3)                    // 0.33333333333333333333333333333333333333
    let huge = try Number(10).raised(to: 200)
    Decimal(rounding: huge)                                 // nil: past Decimal's range (decimalValue is NaN)
    Double(rounding: huge)                                  // 1e+200
    Double(rounding: try huge * huge)                       // nil: past Double's range (Double(_:) is +infinity)
    // What it shows:
    #expect(two.isExact)
    #expect(two == 2)
    #expect(two.hashValue == Number(2).hashValue)
    #expect(root38 != root50)
    #expect(root38.decimalString(precision: 30) == root50.decimalString(precision: 30))
    #expect(root38.compare(root50) == nil)
    #expect(Decimal(exactly: price) == Decimal(string: "19.99"))
    #expect(Decimal(exactly: try Number(1) / 3) == nil)
    #expect(Decimal(rounding: try Number(1) / 3)?.description == "0." + String(repeating: "3", count: 38))
    #expect(Decimal(rounding: huge) == nil)
    #expect(huge.decimalValue.isNaN)
    #expect(Double(rounding: huge) == 1e200)
    #expect(Double(rounding: try huge * huge) == nil)
    #expect(Double(try huge * huge) == .infinity)
  }

  /// Numbers in Swift code: JSON (README.md).
  @Test func codableJSON() throws {
    // The block, as it is:
    struct LineItem: Codable { var price: Number; var qty: Number }
    let item = try JSONDecoder().decode(LineItem.self, from: Data(#"{"price": 19.99, "qty": "3"}"#.utf8))
    Calculator().format(try item.price * item.qty)  // "59.97"

    let encoder = JSONEncoder()
    encoder.userInfo[Number.encodingStyleKey] = Number.EncodingStyle.number
    try encoder.encode(item)  // {"price":19.99,"qty":3}; without the style {"price":"19.99","qty":"3"}
    // What it shows:
    #expect(Calculator().format(try item.price * item.qty) == "59.97")
    let numbers = String(decoding: try encoder.encode(item), as: UTF8.self)
    #expect(numbers.contains(#""price":19.99"#) && numbers.contains(#""qty":3"#), "\(numbers)")
    let strings = String(decoding: try JSONEncoder().encode(item), as: UTF8.self)
    #expect(strings.contains(#""price":"19.99""#) && strings.contains(#""qty":"3""#), "\(strings)")
  }

  /// The keypad machine (README.md).
  @Test func keypad() throws {
    // The block, as it is:
    var keypad = Keypad()                      // 9 digits, like a phone held upright
    for key: Key in [.digit(2), .add, .digit(3), .equals, .multiply, .digit(4), .equals] {
      keypad.press(key)
    }
    keypad.display                             // "20"
    keypad.press(.add); keypad.press(.multiply)
    keypad.lastOutcome                         // .rejected(.doubleOperator): state unchanged
    // What it shows:
    #expect(keypad.display == "20")
    #expect(keypad.lastOutcome == .rejected(.doubleOperator))
  }

  /// Formatting numbers for people (README.md).
  @Test func formattingForPeople() throws {
    // The block, as it is:
    1_234_567.formatted                                   // "1,234,567"
    1234.5.formatted                                      // "1,234.5": every digit, no rounding
    0.75.formatted                                        // "0.75"
    1234.5678.formatted(fractionDigits: 2)                // "1,234.57"
    1234.5.formatted(fractionDigits: 2, locale: .deDE)    // "1.234,50"
    Decimal(string: "0.1234")!.percentString()            // "12.34%"
    0.12345.percentString(fractionDigits: 2)              // "12.34%" (a tie, half-even)
    Decimal(string: "0.1234")!.percentString(withSpacing: true)   // "12.34 %"
    1234567.5.currencyString(code: "KRW")                 // "₩1,234,568" (half-even)
    1234567.5.currencyString(code: "KRW", display: .code, rounding: .halfUp)  // "KRW 1,234,568" (a no-break space)
    1234.5.currencyString(code: "USD")                    // "$1,234.50"
    // What it shows:
    #expect(1_234_567.formatted == "1,234,567")
    #expect(1234.5.formatted == "1,234.5")
    #expect(0.75.formatted == "0.75")
    #expect(1234.5678.formatted(fractionDigits: 2) == "1,234.57")
    #expect(1234.5.formatted(fractionDigits: 2, locale: .deDE) == "1.234,50")
    #expect(Decimal(string: "0.1234")!.percentString() == "12.34%")
    #expect(0.12345.percentString(fractionDigits: 2) == "12.34%")
    #expect(Decimal(string: "0.1234")!.percentString(withSpacing: true) == "12.34 %")
    #expect(1234567.5.currencyString(code: "KRW") == "₩1,234,568")
    #expect(1234567.5.currencyString(code: "KRW", display: .code, rounding: .halfUp) == "KRW\u{A0}1,234,568")
    #expect(1234.5.currencyString(code: "USD") == "$1,234.50")
  }

  /// Formatting numbers for people: DisplayFormat (README.md).
  @Test func displayFormat() throws {
    let calculator = Calculator()
    // The block, as it is:
    let display = try DisplayFormat(width: 12)            // throws below 10 characters
    display.string(for: try calculator.evaluate("123456789012345"))   // "≈1.234568e14"
    display.string(for: try calculator.evaluate("1/3"))               // "≈0.333333333"
    // What it shows:
    #expect(display.string(for: try calculator.evaluate("123456789012345")) == "≈1.234568e14")
    #expect(display.string(for: try calculator.evaluate("1/3")) == "≈0.333333333")
    #expect(throws: (any Error).self) { try DisplayFormat(width: 9) }
  }
}
