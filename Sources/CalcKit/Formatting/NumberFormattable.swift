#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A number type with CalcKit's formatting methods: `formatted`,
/// `formatted(fractionDigits:)`, `percentString(fractionDigits:withSpacing:)` and
/// `currencyString(code:)`.
///
/// ``/CalcNumber/Number``, `Int`, `Int64`, `Double` and `Foundation.Decimal` conform. Every method
/// works from the exact value (a `Double` from the shortest decimal that reads back as
/// it, so `2.675` is 2.675) and rounds once, never through `Double` arithmetic.
///
/// Nothing is rounded unless you ask for it: without `fractionDigits`, `formatted` and
/// `percentString()` show all of the value's digits (up to 38 significant digits, like
/// ``NumberFormat/precision``), as Foundation's `formatted()` does. A currency amount uses
/// the currency's minor units.
///
/// ```swift
/// 0.75.formatted                                   // "0.75"
/// 1234.5.formatted                                 // "1,234.5"
/// 1234567.formatted                                // "1,234,567"
/// Decimal(string: "1234.5678")!.formatted(fractionDigits: 2)   // "1,234.57"
/// 0.12345.percentString()                          // "12.345%"
/// 0.12345.percentString(fractionDigits: 2)         // "12.34%" (a tie, half-even)
/// 1234567.5.currencyString(code: "KRW")            // "₩1,234,568"
/// 1234567.currencyString(code: "KRW", display: .code)   // "KRW 1,234,567"
/// ```
public protocol NumberFormattable {
  /// The exact value to format; `nil` for a value that is not a number (NaN) or infinite.
  var formattingValue: Number? { get }
}

extension NumberFormattable {
  /// Grouped, with all of the value's digits: `0.75` is `"0.75"`, `1234.5` is `"1,234.5"`.
  ///
  /// Nothing is rounded unless the value has more than 38 significant digits (such as
  /// `1/3`); then it is rounded half-even to 38 of them, in scientific notation where plain
  /// notation would have to pad with zeros (`2^200` is
  /// `"1.6069380442589902755419620923411626025e60"`). This is `NumberFormat()`; use
  /// ``formatted(fractionDigits:rounding:locale:)`` for a fixed number of digits after
  /// the point, or a ``NumberFormat`` for other settings.
  public var formatted: String {
    string(NumberFormat())
  }

  /// Grouped, with exactly `fractionDigits` digits after the point.
  ///
  /// `1234.5678.formatted(fractionDigits: 2)` is `"1,234.57"`;
  /// `1234.5.formatted(fractionDigits: 2, locale: .deDE)` is `"1.234,50"`.
  ///
  /// - Parameters:
  ///   - fractionDigits: digits after the point, exactly (zeros added, or the value
  ///     rounded); clamped to `0...Limits.maximumPrecision` (100,000).
  ///   - rounding: how the last digit shown is rounded; half-even by default.
  ///   - locale: the separators; `en_US` by default.
  public func formatted(
    fractionDigits: Int, rounding: RoundingMode = .halfEven, locale: NumberLocale = .enUS
  ) -> String {
    string(NumberFormat(fractionDigits: fractionDigits, rounding: rounding, locale: locale))
  }

  /// The value as a percentage: `0.1234` is `"12.34%"`, and `"12.34 %"` with spacing.
  ///
  /// - Parameters:
  ///   - fractionDigits: digits after the point, exactly; `nil` (the default) shows all
  ///     of the percentage's digits, as ``formatted`` does (`0.125` is `"12.5%"`).
  ///   - withSpacing: a space before `%`; `nil` follows the locale (none in `en_US`, a
  ///     no-break space in `de_DE`).
  ///   - rounding: how the last digit shown is rounded; half-even by default.
  ///   - locale: the separators and the place of `%` (`%12` in `tr_TR`); `en_US` by default.
  public func percentString(
    fractionDigits: Int? = nil, withSpacing: Bool? = nil, rounding: RoundingMode = .halfEven,
    locale: NumberLocale = .enUS
  ) -> String {
    string(
      NumberFormat(
        style: .percent, fractionDigits: fractionDigits, rounding: rounding, locale: locale,
        withSpacing: withSpacing))
  }

  /// An amount of money in an ISO 4217 currency, with its minor units: `"$1,234.50"`,
  /// `"₩1,234,568"`, `"KRW 1,234,568"`.
  ///
  /// An unknown code is written as given with 2 digits after the point (as
  /// `NumberFormatter` does); use ``Currency/init(code:)`` to validate codes first.
  ///
  /// - Parameters:
  ///   - code: an ISO 4217 code such as `"KRW"` (letter case ignored).
  ///   - display: the symbol (`₩`, the default) or the code (`KRW`).
  ///   - fractionDigits: digits after the point; the currency's minor units by default.
  ///   - rounding: half-even by default; half-up is the common choice for money.
  ///   - locale: the separators and the symbol's place (`$1,234.50`, `1.234,50 €`);
  ///     `en_US` by default.
  ///   - withSpacing: a space between symbol and number; `nil` follows the locale.
  public func currencyString(
    code: String, display: CurrencyDisplay = .symbol, fractionDigits: Int? = nil,
    rounding: RoundingMode = .halfEven, locale: NumberLocale = .enUS, withSpacing: Bool? = nil
  ) -> String {
    let currency = Currency(code: code) ?? Currency(code: code.uppercased(), minorUnits: 2, symbol: code.uppercased())
    return string(
      NumberFormat(
        style: .currency(currency, display: display), fractionDigits: fractionDigits,
        rounding: rounding, locale: locale, withSpacing: withSpacing))
  }

  /// The text for `format`, or for a value that is not a number, `NaN`, `∞` or `-∞`.
  func string(_ format: NumberFormat) -> String {
    if let value = formattingValue { return format.string(for: value) }
    if let double = self as? Double, double.isInfinite { return double < 0 ? "-∞" : "∞" }
    return "NaN"
  }
}

extension Number: NumberFormattable {
  /// The number itself.
  public var formattingValue: Number? { self }
}

extension Int: NumberFormattable {
  /// The integer's exact value.
  public var formattingValue: Number? { Number(self) }
}

extension Int64: NumberFormattable {
  /// The integer's exact value.
  public var formattingValue: Number? {
    if let small = Int(exactly: self) { return Number(small) }
    return Number(String(self))
  }
}

extension Double: NumberFormattable {
  /// The shortest decimal that reads back as this `Double` (its `description`), exactly;
  /// `nil` for NaN and infinities.
  public var formattingValue: Number? {
    guard isFinite else { return nil }
    return Number(description)
  }
}

extension Decimal: NumberFormattable {
  /// The decimal's exact value; `nil` for NaN.
  public var formattingValue: Number? { Number(self) }
}
