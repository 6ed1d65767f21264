// The example of CalcKit's article "Adding CalcKit to an App" (AddingCalcKit.md), checked:
// each result is compared with what the article says, and any difference makes the program
// exit 1.
//
// Foundation and CalcKit are imported together on purpose: no name clashes (CalcKit's
// parsed expression is `ParsedExpression`, not Foundation's `Expression`).
import CalcKit
import Foundation

var failures = 0
@MainActor func check<T: Equatable>(_ actual: T, _ expected: T, _ what: String) {
  if actual == expected {
    print("ok    \(what): \(actual)")
  } else {
    print("WRONG \(what): got \(actual), expected \(expected)")
    failures += 1
  }
}

// 1. Evaluate a string: an exact value, shown with all its digits.
let calculator = Calculator()  // 38 significant digits, half-even
do {
  let sum = try calculator.evaluate("0.1 + 0.2")
  check(calculator.format(sum), "0.3", "0.1 + 0.2")
  let third = try calculator.evaluate("1/3")
  check(third.isExact, true, "1/3 is exact")
  check(third.decimalString(precision: 5, rounding: .up), "0.33334", "1/3 to 5 digits, up")
  check(calculator.format(try calculator.evaluate("sqrt(2)")), "1.4142135623730950488016887242096980786", "sqrt(2)")
} catch {
  print("WRONG evaluate threw \(error.message)")
  failures += 1
}

// 2. Errors: a kind to switch on, a message, a range, the caret, and LocalizedError.
do throws(CalcError) {
  _ = try calculator.evaluate("1/(2-2)")
  print("WRONG 1/(2-2) did not throw")
  failures += 1
} catch {
  // `do throws(CalcError)`: `error` is a CalcError here and in closures alike.
  check(error.kind == .divisionByZero, true, "kind")
  check(error.message, "division by zero", "message")
  check(error.rendered(source: "1/(2-2)"), "error: division by zero\n  1/(2-2)\n    ^~~~~", "caret")
  let shown: any Error = error
  check(shown.localizedDescription, "division by zero", "localizedDescription")
  check((shown as? LocalizedError)?.failureReason ?? "", "Division by zero", "failureReason")
}
do throws(CalcError) {
  _ = try calculator.evaluate("1+*2")
} catch {
  check(error.kind == .syntax, true, "1+*2 is a syntax error")
  check(error.range.description, "2..<3", "its range (UTF-8 offsets)")
}

// 3. Parse once, evaluate many times with different variables.
do {
  var session = Calculator(precision: 20)
  let area: ParsedExpression = try session.parse("pi * r^2")
  var areas: [String] = []
  for r in 1...3 {
    session.variables["r"] = Number(r)
    areas.append(session.format(try session.evaluate(area)))
  }
  check(areas, ["3.1415926535897932385", "12.566370614359172954", "28.274333882308139146"], "pi * r^2 for r = 1, 2, 3")
  try session.execute("rate = 7.5%")
  check(session.format(try session.execute("1200 * rate")), "90", "1200 * rate (ans)")
  check(session.format(try session.evaluate("ans + 10")), "100", "ans + 10")
} catch {
  print("WRONG session threw \(error.message)")
  failures += 1
}

// 4. The keypad: forward button presses, draw `display`.
var keypad = Keypad()
for key: Key in [.digit(2), .add, .digit(3), .equals, .multiply, .digit(4), .equals] {
  keypad.press(key)
}
check(keypad.display, "20", "keypad 2+3=*4=")
keypad.press(.add)
keypad.press(.multiply)
check(keypad.lastOutcome == .rejected(.doubleOperator), true, "keypad rejects + then *")

// 5. Formatting for people: nothing rounded unless asked.
check(0.75.formatted, "0.75", "0.75.formatted")
check(1234.5.formatted, "1,234.5", "1234.5.formatted")
check(1234.5678.formatted(fractionDigits: 2), "1,234.57", "fractionDigits: 2")
check(1234.5.formatted(fractionDigits: 2, locale: .deDE), "1.234,50", "de_DE")
check(1234.5.formatted(fractionDigits: 2, locale: NumberLocale(Locale(identifier: "de_CH"))), "1’234.50", "Locale de_CH")
check(0.1234.percentString(), "12.34%", "percent")
check(1234.5.currencyString(code: "USD"), "$1,234.50", "USD")
check(1234567.5.currencyString(code: "KRW", rounding: .halfUp), "₩1,234,568", "KRW, half-up")
let here = NumberLocale(Locale.current)  // falls back to en_US when the locale has no preset
print("      Locale.current \(Locale.current.identifier) formats as \(here.identifier): \(1234.5.formatted(fractionDigits: 2, locale: here))")

// 6. Decimal and Double in and out, exactly.
do {
  let price = Number(Decimal(string: "19.99")!)!
  let total = try price * 3 - Number("0.97")!
  check(total.decimalValue, Decimal(59), "Decimal in, Decimal out")
  check(Number(0.1 as Double)!.fractionString ?? "", "3602879701896397/36028797018963968", "a Double's exact value")
  check(Double(try Number(1) / 3), 1.0 / 3, "Double out, correctly rounded")
  let fromDouble = try calculator.evaluate("0.1 + 0.2")
  check(Double(fromDouble), 0.3, "0.1 + 0.2 as a Double is 0.3")
} catch {
  print("WRONG numbers threw \(error.message)")
  failures += 1
}

// 7. Conversions and money: what a line ends with, and amounts with rates the app fetched.
do {
  var session = Calculator()
  if case .converted(let half) = try session.run("1/3 + 1/6 to fraction") {
    check(half.text, "1/2", "to fraction")
  } else {
    check(false, true, "to fraction gives .converted")
  }
  check(try session.convert(Number(255), to: .base(16)), "0xff", "convert to hex")
  // Rates as an app would parse them from the ECB's file; here, two of 2017-03-08.
  session.exchangeRates = ExchangeRates(
    date: "2017-03-08", rates: ["USD": Number("1.0556")!, "KRW": Number("1216.36")!])
  if case .amount(let dollars) = try session.run("100 EUR to USD") {
    check(dollars.text, "105.56 USD", "100 EUR to USD")
    check(dollars.rateDate ?? "", "2017-03-08", "the rates' date")
  } else {
    check(false, true, "100 EUR to USD gives .amount")
  }
} catch {
  print("WRONG conversions threw \(error.message)")
  failures += 1
}

// 8. Money keeps its currency: `€20 + $5` with the ECB's reference rates of the file the
// repository ships (Tests/CalcKitTests/Fixtures/ecb), as an app would parse the file it
// downloaded. The rates are dated, and the date is printed with the amount.
do {
  let file = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Tests/CalcKitTests/Fixtures/ecb/eurofxref-daily-2017-03-08.xml")
  var wallet = Calculator()
  wallet.exchangeRates = try ExchangeRates(ecbXML: String(contentsOf: file, encoding: .utf8))
  if case .amount(let euros) = try wallet.outcome(of: "€20 + $5") {
    // ≈: 20 + 5/1.0556 euros has more digits than the euro's two minor units.
    check(euros.text, "≈24.74 EUR", "€20 + $5 with the ECB's rates of \(euros.rateDate ?? "no date")")
    check(euros.rateDate ?? "", "2017-03-08", "the rates' date")
    let exact = try wallet.evaluate("20 + 5/1.0556")
    check(euros.value == exact, true, "the exact value beside the text, 20 + 5/1.0556")
  } else {
    check(false, true, "€20 + $5 gives .amount")
  }
} catch {
  print("WRONG money threw \(error)")
  failures += 1
}

// 9. JSON from a server: a price as a JSON number, a quantity as a string, both exact.
do {
  struct LineItem: Codable {
    var price: Number
    var qty: Number
  }
  let json = #"{"price": 19.99, "qty": "3"}"#
  let item = try JSONDecoder().decode(LineItem.self, from: Data(json.utf8))
  check(Calculator().format(try item.price * item.qty), "59.97", "price * qty from JSON")
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys]
  encoder.userInfo[Number.encodingStyleKey] = Number.EncodingStyle.number
  check(String(decoding: try encoder.encode(item), as: UTF8.self), #"{"price":19.99,"qty":3}"#, "JSON numbers out")
} catch {
  print("WRONG JSON threw \(error)")
  failures += 1
}

// 10. Cancellation by default: an evaluation in a Task stops when the task is cancelled,
// with no token. 100,000 digits of asin(0.3) take seconds (tens of seconds in a debug
// build); the task is cancelled 200 ms in. Only the cancellation is checked: the latency
// (from task.cancel() to the task's end) depends on the machine, and is printed.
do {
  let precise = Calculator(precision: 100_000)
  let clock = ContinuousClock()
  // Detached: a plain Task made here would run on the main actor, as this code does, and
  // hold it for the whole evaluation (the cancellation could only come afterwards).
  let task = Task.detached { () throws(CalcError) -> Number in try precise.evaluate("asin(0.3)") }
  try? await Task.sleep(for: .milliseconds(200))
  let cancelledAt = clock.now
  task.cancel()
  let result = await task.result
  let latency = clock.now - cancelledAt
  if case .failure(let error) = result, (error as? CalcError)?.kind == .cancelled {
    check(true, true, "Task.cancel() stops a 100,000-digit asin(0.3)")
    let milliseconds = Double(latency.components.attoseconds) / 1e15 + Double(latency.components.seconds) * 1e3
    print("      it returned \(String(format: "%.1f", milliseconds)) ms after task.cancel()")
  } else {
    check(false, true, "Task.cancel() stops a 100,000-digit asin(0.3) (got \(result))")
  }
}

// 10. Input as the user's locale writes it: a decimal comma in de_DE, with ';' between
// arguments; a point that is neither reading is an error at the point. And the keypad's
// iOS-style operators, a choice (rejecting is the default).
do {
  var german = Calculator()
  german.inputLocale = .deDE  // or NumberLocale(Locale.current)
  check(german.format(try german.evaluate("1,5+1")), "2.5", "1,5+1 in de_DE")
  check(german.format(try german.evaluate("max(1.234,5; 2)")), "1234.5", "max(1.234,5; 2) in de_DE")
  do {
    _ = try german.evaluate("1.5")
    check(false, true, "1.5 in de_DE is an error")
  } catch {
    check(error.range.description, "1..<2", "1.5 in de_DE: the error is at the point")
  }
  var ios = Keypad(operatorPolicy: .replace)
  for key: Key in [.digit(5), .add, .multiply, .equals] { ios.press(key) }
  check(ios.display, "25", "iOS keypad 5+×= (× replaces +, = uses 5 again)")
} catch {
  print("WRONG locale input threw \(error.message)")
  failures += 1
}

if failures > 0 {
  print("\(failures) wrong")
  exit(1)
}
print("AppDemo: every result as expected")
