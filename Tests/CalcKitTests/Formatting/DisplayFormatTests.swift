import CalcKit
import Testing

@Suite("Display format")
struct DisplayFormatTests {
  /// Expected texts worked out by hand from the rules, with the digits from Python's
  /// `decimal` (for example `+Decimal(9)**81` at 7 digits is 1.966271E+77).
  @Test(
    "A display format applies its rules in order: whole, fewer places, scientific",
    arguments: [
      // 1. the whole value, grouped, when it fits
      ("1234567.89", 20, "1,234,567.89"),
      ("1234567.891", 20, "1,234,567.891"),
      ("-4.5e-120", 10, "-4.5e-120"),
      ("0", 10, "0"),
      ("2^100", 41, "1,267,650,600,228,229,401,496,703,205,376"),
      ("123456789", 10, "123456789"),  // ungrouped rather than rounded
      ("-1234567.5", 10, "-1234567.5"),
      // 2. fewer digits after the point, rounded, marked
      ("pi", 16, "≈3.1415926535898"),
      ("1/3", 10, "≈0.3333333"),
      ("-2/7", 10, "≈-0.285714"),
      ("sqrt(2)", 10, "≈1.4142136"),
      ("1234567.891", 12, "≈1,234,567.9"),
      ("9.99999999999", 10, "≈10"),
      ("1/3", 40, "≈0.3333333333333333333333333333333333333"),
      // 3. scientific notation with as many digits as fit
      ("123456789012345", 12, "≈1.234568e14"),
      ("2^200", 10, "≈1.6069e60"),
      ("9^81", 12, "≈1.966271e77"),
      ("0.000123456789", 10, "≈1.2346e-4"),
      ("1e12", 10, "1e12"),
      ("-1e-30/3", 10, "≈-3.33e-31"),
      ("2^200", 80, "≈1.6069380442589902755419620923411626025e60"),
    ])
  func rules(source: String, width: Int, expected: String) throws {
    let value = try Calculator().evaluate(source)
    let text = try DisplayFormat(width: width).string(for: value)
    #expect(text == expected)
    #expect(text.count <= width)
  }

  @Test(
    "A display format follows its locale, precision, rounding, marker and percent",
    arguments: [
      ("1234567.891", DisplayOptions(width: 12, locale: "de_DE"), "≈1.234.567,9"),
      ("1234567.5", DisplayOptions(width: 12, locale: "fr_FR"), "1\u{202F}234\u{202F}567,5"),
      ("1234567.5", DisplayOptions(width: 12, locale: "de_CH"), "1’234’567.5"),
      ("1234567.5", DisplayOptions(width: 12, locale: "en_IN"), "12,34,567.5"),
      ("1234567.5", DisplayOptions(width: 12, locale: "POSIX"), "1234567.5"),
      ("1/3", DisplayOptions(width: 20, precision: 5), "≈0.33333"),
      ("2/3", DisplayOptions(width: 10, rounding: .down), "≈0.6666666"),
      ("2/3", DisplayOptions(width: 10, rounding: .halfEven), "≈0.6666667"),
      ("1/3", DisplayOptions(width: 10, marker: ""), "0.33333333"),
      ("1/3", DisplayOptions(width: 11, percent: true), "≈33.333333%"),
      ("0.1234", DisplayOptions(width: 11, percent: true), "12.34%"),
      ("0.1234", DisplayOptions(width: 12, locale: "de_DE", percent: true), "12,34\u{A0}%"),
    ])
  func options(source: String, options: DisplayOptions, expected: String) throws {
    let value = try Calculator().evaluate(source)
    let text = try options.format().string(for: value)
    #expect(text == expected)
    #expect(text.count <= options.width)
  }

  @Test("A width below the minimum is an error, not a trap", arguments: [-1, 0, 1, 9])
  func tooNarrow(width: Int) {
    #expect(throws: DisplayFormat.WidthError.self) { try DisplayFormat(width: width) }
    #expect(throws: DisplayFormat.WidthError.self) { try DisplayFormat(width: width + 1, percent: true) }
  }

  @Test("The extremes calc can make fit the minimum width")
  func extremes() throws {
    let display = try DisplayFormat(width: DisplayFormat.minimumWidth)
    for source in [
      "-2^65535", "2^-65535", "-3*2^-65530", "-exp(45000)", "-1/exp(45000)", "-1/3*10^-19000", "9^20000",
    ] {
      let value = try Calculator().evaluate(source)
      let text = display.string(for: value)
      #expect(text.count <= DisplayFormat.minimumWidth, "\(source): \(text)")
      #expect(text.contains("e"), "\(source): \(text)")
    }
  }
}

/// One row's display settings.
struct DisplayOptions: Sendable, CustomStringConvertible {
  var width: Int
  var precision = 38
  var rounding = RoundingMode.halfEven
  var locale = "en_US"
  var marker = "≈"
  var percent = false

  func format() throws -> DisplayFormat {
    guard let numberLocale = NumberLocale(identifier: locale) else { throw Fixture.Failure(description: "no locale \(locale)") }
    return try DisplayFormat(
      width: width, precision: precision, rounding: rounding, locale: numberLocale,
      approximateMarker: marker, percent: percent)
  }

  var description: String { "width \(width) \(locale) p\(precision) \(rounding) \(percent ? "%" : "")" }
}
