import CalcKit
import Foundation
import Testing

@Suite("Formatting API")
struct FormattingTests {
  static func number(_ source: String) throws -> Number { try Calculator().evaluate(source) }

  /// (what the method gave, what it should give)
  static let typeCases: [(String, String)] = {
    var cases: [(String, String)] = []
    cases.append((1_234_567.formatted, "1,234,567"))
    cases.append((Int64(-9_007_199_254_740_993).formatted, "-9,007,199,254,740,993"))
    // No silent rounding by default: every digit of the value (up to 38 significant ones).
    cases.append((0.75.formatted, "0.75"))
    cases.append((1234.5.formatted, "1,234.5"))
    cases.append((1235.5.formatted, "1,235.5"))
    cases.append(((Decimal(string: "1234.5") ?? 0).formatted, "1,234.5"))
    cases.append(((0.1 + 0.2).formatted, "0.30000000000000004"))  // the Double's own shortest decimal
    cases.append((0.000125.formatted, "0.000125"))
    cases.append((Int.min.formatted, "-9,223,372,036,854,775,808"))
    // Rounded only when asked: half-even, 1234.5 is a tie and 4 is even.
    cases.append((1234.5.formatted(fractionDigits: 0), "1,234"))
    cases.append((1235.5.formatted(fractionDigits: 0), "1,236"))
    cases.append((1234.5678.formatted(fractionDigits: 2), "1,234.57"))
    cases.append((2.675.formatted(fractionDigits: 2), "2.68"))  // the decimal 2.675, not the binary 2.67499…
    cases.append(((0.1 + 0.2).formatted(fractionDigits: 2), "0.30"))
    cases.append((1e21.formatted, "1,000,000,000,000,000,000,000"))
    cases.append((Double.nan.formatted, "NaN"))
    cases.append((Double.infinity.formatted(fractionDigits: 2), "∞"))
    cases.append(((-Double.infinity).percentString(), "-∞"))
    let decimal = Decimal(string: "1234.5678") ?? 0
    cases.append((decimal.formatted(fractionDigits: 2), "1,234.57"))
    cases.append(((Decimal(string: "-0.001") ?? 0).formatted(fractionDigits: 2), "0.00"))  // no "-0.00"
    let rate = Decimal(string: "0.1234") ?? 0
    cases.append((rate.percentString(), "12.34%"))
    cases.append((0.12345.percentString(), "12.345%"))  // all the digits by default
    cases.append((0.12345.percentString(fractionDigits: 2), "12.34%"))  // a tie: half-even
    cases.append((0.5.percentString(), "50%"))
    cases.append((rate.percentString(withSpacing: true), "12.34 %"))
    cases.append((0.5.percentString(fractionDigits: 0), "50%"))
    cases.append((1234.5.formatted(fractionDigits: 2, locale: .deDE), "1.234,50"))
    return cases
  }()

  @Test("Every numeric type formats through the same methods", arguments: typeCases)
  func types(actual: String, expected: String) {
    #expect(actual == expected)
  }

  @Test(
    "A currency amount has its minor units, symbol or code, rounding and the locale's placement",
    arguments: [
      ("1234567.5", "KRW", CurrencyDisplay.symbol, RoundingMode.halfEven, "en_US", "₩1,234,568"),
      ("1234566.5", "KRW", .symbol, .halfEven, "en_US", "₩1,234,566"),
      ("1234566.5", "KRW", .symbol, .halfUp, "en_US", "₩1,234,567"),
      ("1234567", "KRW", .code, .halfEven, "en_US", "KRW\u{A0}1,234,567"),
      ("1234.5", "USD", .symbol, .halfEven, "en_US", "$1,234.50"),
      ("-1234.5", "USD", .symbol, .halfEven, "en_US", "-$1,234.50"),
      ("1234.5", "JPY", .symbol, .halfEven, "en_US", "¥1,234"),
      ("1234.5678", "BHD", .symbol, .halfEven, "en_US", "BHD\u{A0}1,234.568"),
      ("1234.5", "EUR", .symbol, .halfEven, "de_DE", "1.234,50\u{A0}€"),
      ("1234.5", "EUR", .symbol, .halfEven, "fr_FR", "1\u{202F}234,50\u{A0}€"),
      ("1234.5", "CHF", .symbol, .halfEven, "de_CH", "CHF\u{A0}1’234.50"),
      ("1234567", "krw", .symbol, .halfEven, "ko_KR", "₩1,234,567"),
      ("1234.5", "XYZ", .symbol, .halfEven, "en_US", "XYZ\u{A0}1,234.50"),  // unknown: as NumberFormatter
    ])
  func currencies(
    source: String, code: String, display: CurrencyDisplay, rounding: RoundingMode, locale: String,
    expected: String
  ) throws {
    let numberLocale = try #require(NumberLocale(identifier: locale))
    let value = try Self.number(source)
    #expect(value.currencyString(code: code, display: display, rounding: rounding, locale: numberLocale) == expected)
  }

  @Test(
    "Each locale preset has its separators, grouping sizes, minimum grouping digits and percent placement",
    arguments: [
      ("en_US", "1234567.5", "1,234,567.5", "12.5%"),
      ("de_DE", "1234567.5", "1.234.567,5", "12,5\u{A0}%"),
      ("fr_FR", "1234567.5", "1\u{202F}234\u{202F}567,5", "12,5\u{A0}%"),
      ("de_CH", "1234567.5", "1’234’567.5", "12.5%"),
      ("en_IN", "1234567.5", "12,34,567.5", "12.5%"),
      ("es_ES", "1234.5", "1234,5", "12,5\u{A0}%"),
      ("es_ES", "12345.5", "12.345,5", "12,5\u{A0}%"),
      ("tr_TR", "1234.5", "1.234,5", "%12,5"),
      ("POSIX", "1234567.5", "1234567.5", "12.5%"),
    ])
  func locales(identifier: String, source: String, grouped: String, percent: String) throws {
    let locale = try #require(NumberLocale(identifier: identifier))
    let value = try Self.number(source)
    #expect(NumberFormat(locale: locale).string(for: value) == grouped)
    #expect(NumberFormat(style: .percent, locale: locale).string(for: try Self.number("0.125")) == percent)
  }

  @Test("Locale identifiers are found with hyphens or as bare languages; unknown ones are not")
  func identifiers() {
    #expect(NumberLocale(identifier: "de-DE") == .deDE)
    #expect(NumberLocale(identifier: "de") == .deDE)
    #expect(NumberLocale(identifier: "DE_de") == .deDE)
    #expect(NumberLocale(identifier: "C") == .posix)
    #expect(NumberLocale(identifier: "xx_YY") == nil)
    #expect(NumberLocale.availableIdentifiers.count >= 35)
    #expect(NumberLocale.enUS.identifier == "en_US")
  }

  @Test("Currencies have ISO 4217's minor units", arguments: [("KRW", 0), ("JPY", 0), ("USD", 2), ("EUR", 2), ("BHD", 3), ("KWD", 3), ("CLF", 4)])
  func minorUnits(code: String, units: Int) throws {
    #expect(try #require(Currency(code: code)).minorUnits == units)
    #expect(try #require(Currency(code: code.lowercased())).code == code)
  }

  @Test("Unknown and non-currency codes are not currencies", arguments: ["XYZ", "XXX", "XAU", "US", ""])
  func unknownCodes(code: String) {
    #expect(Currency(code: code) == nil)
  }

  @Test("Without fraction digits, a number is shown with its own digits")
  func fullDigits() throws {
    #expect(NumberFormat().string(for: try Self.number("1/3")) == "0." + String(repeating: "3", count: 38))
    #expect(NumberFormat().string(for: try Self.number("2^200")) == "1.6069380442589902755419620923411626025e60")
    #expect(NumberFormat(precision: 5).string(for: try Self.number("2/3")) == "0.66667")
    #expect(NumberFormat(usesGrouping: false).string(for: try Self.number("1234567")) == "1234567")
  }

  @Test("Huge values and approximations format with every digit asked and without a trap")
  func extremes() throws {
    let big = try Self.number("2^1000").formatted(fractionDigits: 0)
    #expect(big.count == 302 + 100)
    #expect(big.hasPrefix("10,715,086,071,862,673"))
    // By default at most 38 significant digits, so a huge value is scientific.
    #expect(try Self.number("2^1000").formatted == "1.0715086071862673209484250490600018106e301")
    #expect(try Self.number("1/3").formatted == "0." + String(repeating: "3", count: 38))
    #expect(try Self.number("sqrt(2)").formatted(fractionDigits: 2) == "1.41")
    #expect(try Self.number("-sqrt(2)").formatted(fractionDigits: 10, rounding: .floor) == "-1.4142135624")
    #expect(try Self.number("pi").percentString(fractionDigits: 3) == "314.159%")
    // A percentage moves the point of the rounded digits: exact even at the size cap.
    #expect(try Self.number("2^65535").percentString(fractionDigits: 0).hasSuffix("00%"))
  }
}
