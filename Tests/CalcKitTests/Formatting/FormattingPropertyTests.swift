import CalcKit
import Testing
import TestSupport

@Suite("Formatting properties")
struct FormattingPropertyTests {
  static let locales = ["en_US", "de_DE", "fr_FR", "de_CH", "en_IN"]

  /// Thousands of random values (decimals of up to 40 digits, fractions, ties, runs of
  /// nines, function results) in random widths, locales, precisions and rounding modes:
  /// the text never exceeds the width, and it reads back as the true value rounded at the
  /// last digit shown, marked with `≈` exactly when it is not the value itself.
  @Test("Display text fits its width and is the value rounded at its last digit")
  func displayReadsBack() throws {
    var random = SeededRandom(seed: 20261121)
    var failures: [String] = []
    for _ in 0..<3000 {
      let source = RandomValue.source(&random)
      let width = Int.random(in: 10...45, using: &random)
      let locale = try #require(NumberLocale(identifier: Self.locales.randomElement(using: &random)!))
      let rounding = RoundingMode.allCases.randomElement(using: &random)!
      let precision = Bool.random(using: &random) ? 38 : Int.random(in: 1...40, using: &random)
      let display = try DisplayFormat(width: width, precision: precision, rounding: rounding, locale: locale)
      let value = try Calculator().evaluate(source)
      let text = display.string(for: value)
      let context = "\(source) width \(width) \(locale.identifier) p\(precision) \(rounding): \(text)"
      if text.count > width { failures.append("too long: \(context)") }
      if let problem = try ReadBack.check(text, of: value, source: source, rounding: rounding, locale: locale) {
        failures.append("\(problem): \(context)")
      }
    }
    #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
  }

  /// The same over fixed digits after the point: exactly that many digits, and the value
  /// rounded at the last of them.
  @Test("formatted(fractionDigits:) shows exactly those digits, correctly rounded")
  func fixedReadsBack() throws {
    var random = SeededRandom(seed: 7)
    var failures: [String] = []
    for _ in 0..<2000 {
      let source = RandomValue.source(&random, exactOnly: true)
      let digits = Int.random(in: 0...12, using: &random)
      let locale = try #require(NumberLocale(identifier: Self.locales.randomElement(using: &random)!))
      let rounding = RoundingMode.allCases.randomElement(using: &random)!
      let value = try Calculator().evaluate(source)
      let text = value.formatted(fractionDigits: digits, rounding: rounding, locale: locale)
      let context = "\(source) \(digits) digits \(locale.identifier) \(rounding): \(text)"
      let fraction = text.split(separator: Character(locale.decimalSeparator), omittingEmptySubsequences: false)
      let shownDigits = fraction.count == 2 ? fraction[1].count : 0
      if shownDigits != digits { failures.append("shows \(shownDigits) digits: \(context)") }
      if let problem = try ReadBack.check(text, of: value, source: source, rounding: rounding, locale: locale, marked: false) {
        failures.append("\(problem): \(context)")
      }
    }
    #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
  }
}

/// Random calc expressions for values of every kind.
enum RandomValue {
  static func source(_ random: inout SeededRandom, exactOnly: Bool = false) -> String {
    let sign = Bool.random(using: &random) ? "-" : ""
    let exponent = Int.random(in: -40...40, using: &random)
    switch Int.random(in: 0..<(exactOnly ? 5 : 6), using: &random) {
    case 0, 1:
      return sign + digits(&random, count: Int.random(in: 1...40, using: &random)) + "e\(exponent)"
    case 2:
      // A tie at some digit: ...5 exactly.
      return sign + digits(&random, count: Int.random(in: 1...20, using: &random)) + "5e\(exponent)"
    case 3:
      // A run of nines: rounding carries into a new digit (and maybe a longer exponent).
      let nines = String(repeating: "9", count: Int.random(in: 1...45, using: &random))
      return sign + nines + "e\(exponent)"
    case 4:
      let p = digits(&random, count: Int.random(in: 1...25, using: &random))
      let q = digits(&random, count: Int.random(in: 1...12, using: &random))
      return "\(sign)\(p)/\(q == "0" ? "7" : q)*10^\(exponent)"
    default:
      let n = Int.random(in: 2...99, using: &random)
      let function = ["sqrt", "ln", "exp", "sin", "atan"].randomElement(using: &random)!
      return "\(sign)\(function)(\(n))*10^\(exponent / 2)"
    }
  }

  static func digits(_ random: inout SeededRandom, count: Int) -> String {
    let first = Int.random(in: 1...9, using: &random)
    var text = String(first)
    for _ in 1..<max(count, 1) { text += String(Int.random(in: 0...9, using: &random)) }
    return text
  }
}

/// Reads a formatted number back and checks it against the value.
enum ReadBack {
  /// A description of what is wrong with `text` as `value` rounded at its last digit, or
  /// nil if nothing is. `marked`: whether inexact text must carry (and only inexact text
  /// may carry) the `≈` marker.
  static func check(
    _ text: String, of value: Number, source: String, rounding: RoundingMode, locale: NumberLocale,
    marked: Bool = true
  ) throws -> String? {
    var body = Substring(text)
    let hasMarker = body.first == "≈"
    if hasMarker { body = body.dropFirst() }
    var plain = ""
    for character in body {
      if String(character) == locale.groupingSeparator { continue }
      plain += String(character) == locale.decimalSeparator ? "." : String(character)
    }
    guard let shown = Number(plain) else { return "does not read back" }
    // The position of the last digit shown.
    let parts = plain.split(separator: "e")
    let mantissa = parts[0]
    let exponent = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
    let fractionDigits = mantissa.split(separator: ".").dropFirst().first?.count ?? 0
    let last = exponent - fractionDigits
    // The true value: exact, or 120 digits of an approximation (a tie within 10^-100 of
    // a shown digit is not among these inputs).
    let truth = value.isExact ? value : try #require(Number(try Calculator(precision: 120).evaluate(source).decimalString(precision: 120)))
    var calculator = Calculator()
    calculator.variables = ["v": truth, "d": shown, "u": try #require(Number("1e\(last)"))]
    func evaluate(_ expression: String) throws -> Number { try calculator.evaluate(expression) }
    if marked, value.isExact, hasMarker != (try evaluate("v - d") != 0) {
      return hasMarker ? "marked but exact" : "rounded but not marked"
    }
    if marked, !value.isExact, !hasMarker { return "approximate but not marked" }
    let error = try evaluate("abs(v) - abs(d)")  // > 0: shown is smaller in magnitude
    let distance = try evaluate("abs(v - d)")
    let unit = try evaluate("u")
    let half = try evaluate("u/2")
    let sameSide = try evaluate("v*d") >= 0
    let isTie = distance == half
    let lastDigit = mantissa.last.flatMap { $0.wholeNumberValue } ?? 0
    let ok: Bool
    switch rounding {
    case .halfEven: ok = distance < half || (isTie && lastDigit % 2 == 0)
    case .halfUp: ok = distance < half || (isTie && error < 0)
    case .halfDown: ok = distance < half || (isTie && error > 0)
    case .down: ok = distance < unit && error >= 0 && sameSide
    case .up: ok = distance < unit && error <= 0 && sameSide
    case .ceiling: ok = try distance < unit && evaluate("d - v") >= 0
    case .floor: ok = try distance < unit && evaluate("v - d") >= 0
    }
    return ok ? nil : "not \(rounding)-rounded at 1e\(last)"
  }
}
