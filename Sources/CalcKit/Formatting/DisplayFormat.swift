/// Writes a number into a display of fixed width, the way a calculator's screen does:
/// the whole value when it fits, else fewer digits, correctly rounded, else scientific
/// notation. Never a cut-off digit or "…".
///
/// The rules, in order:
/// 1. The value as calc shows it at ``precision`` significant digits, grouped, when it fits:
///    `1,234,567.89`. (Plain notation for magnitudes from 10⁻⁶ up to 10^precision,
///    scientific otherwise, as ``/CalcNumber/Number/decimalString(precision:rounding:)`` chooses.)
///    When the separators are all that keeps it from fitting and only scientific notation
///    would otherwise fit, the same digits without grouping (`123456789` in width 10),
///    unless scientific notation shows them all in fewer characters (`1e9`).
/// 2. Else, for a value shown in plain notation, as many digits after the point as fit,
///    rounded: `3.14159265358979` in width 16.
/// 3. Else, or when it shows more significant digits than (2), scientific notation with as
///    many significant digits as fit: `1.2345679e20`, `-4.5e-120`.
///
/// Whatever is shown is the true value rounded (in ``rounding``'s mode) at the last digit
/// shown; trailing zeros after the point are left off. A value that is approximate
/// (computed by a function, or rounded to fit) is marked with ``approximateMarker``
/// (`≈0.33333333`), and the marker counts toward the width.
///
/// ```swift
/// let display = try DisplayFormat(width: 12)
/// display.string(for: try Calculator().evaluate("123456789012345"))   // "≈1.234568e14"
/// display.string(for: try Calculator().evaluate("1234567.891"))       // "≈1,234,567.9"
/// display.string(for: try Calculator().evaluate("1/3"))               // "≈0.333333333"
/// ```
///
/// Every value whose decimal exponent has at most 5 digits (up to about 10^±99999) fits in
/// ``minimumWidth`` characters; a smaller width is an error when the format is made. A
/// value with a longer exponent (`9^9^9`, about 4e369693099) that does not fit even with one
/// digit is shown with one digit, wider than asked, never cut. The format is a value, safe to share between threads.
public struct DisplayFormat: Sendable, Hashable {
  /// The narrowest display: wide enough for the one-digit form of any value with a decimal
  /// exponent of up to 5 digits, `≈-1e-99999`.
  public static let minimumWidth = 10

  /// The most characters a result takes (marker, sign and separators included).
  public let width: Int
  /// The most significant digits ever shown; 38 by default (a calculator's precision).
  public var precision: Int
  /// How shown digits are rounded; half-even by default.
  public var rounding: RoundingMode
  /// Separators; `en_US` by default.
  public var locale: NumberLocale
  /// Whether integer digits are grouped; true by default.
  public var usesGrouping: Bool
  /// Written before a result that is not exactly the value shown; `"≈"` by default, and
  /// empty for no marker.
  public var approximateMarker: String
  /// Whether the value is shown as a percentage (0.1234 as `12.34%`, the `%` and the
  /// locale's spacing counting toward the width).
  public let percent: Bool
  /// Whether rule 1 takes every digit of an exact value whose decimal expansion
  /// terminates (as ``/CalcNumber/Number/fullDecimalString(precision:rounding:)`` writes it) rather
  /// than the value rounded to ``precision``; false by default. A value too long for the
  /// width is still shortened (and marked).
  public var showsExactValuesInFull: Bool

  /// Why a display format could not be made.
  public struct WidthError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The width asked for.
    public let width: Int
    /// The smallest width allowed: ``DisplayFormat/minimumWidth``, plus the percent sign.
    public let minimum: Int
    /// "width N is too small: results need at least 10 characters".
    public var description: String {
      "width \(width) is too small: results need at least \(minimum) characters"
    }
  }

  /// Creates a display format.
  ///
  /// - Throws: ``WidthError`` when `width` is below ``minimumWidth`` (plus the length of
  ///   the percent sign and its spacing, for a percentage).
  public init(
    width: Int, precision: Int = 38, rounding: RoundingMode = .halfEven,
    locale: NumberLocale = .enUS, usesGrouping: Bool = true, approximateMarker: String = "≈",
    percent: Bool = false, showsExactValuesInFull: Bool = false
  ) throws(WidthError) {
    let minimum = DisplayFormat.minimumWidth + (percent ? 1 + locale.percentSpacing.count : 0)
    guard width >= minimum else { throw WidthError(width: width, minimum: minimum) }
    self.init(
      checkedWidth: width, precision: precision, rounding: rounding, locale: locale,
      usesGrouping: usesGrouping, approximateMarker: approximateMarker, percent: percent,
      showsExactValuesInFull: showsExactValuesInFull)
  }

  /// A format whose width the caller has checked against the minimum.
  init(
    checkedWidth width: Int, precision: Int, rounding: RoundingMode, locale: NumberLocale,
    usesGrouping: Bool, approximateMarker: String, percent: Bool, showsExactValuesInFull: Bool = false
  ) {
    self.percent = percent
    self.showsExactValuesInFull = showsExactValuesInFull
    self.width = width
    self.precision = precision
    self.rounding = rounding
    self.locale = locale
    self.usesGrouping = usesGrouping
    self.approximateMarker = approximateMarker
  }

  /// `number` in at most ``width`` characters.
  public func string(for number: Number) -> String {
    guard percent else { return digits(for: number, width: width, scale: 0) }
    let spacing = locale.percentSpacing
    let room = width - 1 - spacing.count
    let digits = digits(for: number, width: room, scale: 2)
    return locale.percentSignFirst ? "%" + spacing + digits : digits + spacing + "%"
  }

  /// `number × 10^scale` (scaled by moving the point of rounded digits, so exactly) in at
  /// most `width` characters.
  private func digits(for number: Number, width: Int, scale: Int) -> String {
    let fit = Fit(format: self, number: number, width: width, scale: scale)
    let layout = fit.layout
    let shown = fit.shown
    let isPlain = shown.usesPlainNotation(precision: fit.notationPrecision)
    // 1. The whole value, as calc shows it.
    let full = isPlain ? layout.plainLength(shown) : layout.scientificLength(shown)
    if fit.length(full, shown) <= width {
      return fit.text(isPlain ? layout.plain(shown) : layout.scientific(shown), shown)
    }
    // 2 and 3. Shortened: rounded to fewer digits, so marked unless nothing was lost.
    let science = fit.scientific()
    let plain = isPlain ? fit.shortenedPlain() : nil
    if isPlain, plain == nil {
      // Only scientific notation would fit: the whole value ungrouped is better, if it fits
      // and is no longer than the same digits in scientific notation (`1e9` stays).
      var ungrouped = layout
      ungrouped.usesGrouping = false
      let length = fit.length(ungrouped.plainLength(shown), shown)
      let exactScience = science.flatMap { $0.isExact ? fit.length(layout.scientificLength($0), $0) : nil }
      if length <= width, length <= exactScience ?? .max {
        return fit.text(ungrouped.plain(shown), shown)
      }
    }
    if let plain, plain.significantDigits >= (science?.digits.utf8.count ?? 0) {
      return fit.text(layout.plain(plain.value), plain.value)
    }
    if let science { return fit.text(layout.scientific(science), science) }
    // Not even one digit fits: an exponent of more than 5 digits (`9^9^9`, about
    // 4e369693099) in a narrow width. The one-digit form is shown, wider than asked, rather
    // than a wrong number.
    let one = number.rounded(precision: 1, rounding: rounding).scaled(byPowerOfTen: scale)
    return fit.text(layout.scientific(one), one)
  }
}

/// One number being fitted into a width.
private struct Fit {
  let format: DisplayFormat
  let number: Number
  let width: Int
  /// The shown value is `number × 10^scale`.
  let scale: Int
  let layout: DecimalLayout
  /// The value as calc shows it at the format's precision (or in full).
  let shown: RoundedDecimal
  /// The precision plain or scientific notation is chosen at for ``shown``.
  let notationPrecision: Int

  init(format: DisplayFormat, number: Number, width: Int, scale: Int) {
    self.format = format
    self.number = number
    self.width = width
    self.scale = scale
    layout = DecimalLayout(locale: format.locale, usesGrouping: format.usesGrouping)
    let p = Number.clamp(format.precision)
    if format.showsExactValuesInFull {
      let (value, notation) = number.fullyShown(precision: p, rounding: format.rounding)
      shown = value.scaled(byPowerOfTen: scale)
      notationPrecision = notation
    } else {
      shown = number.rounded(precision: p, rounding: format.rounding).scaled(byPowerOfTen: scale)
      notationPrecision = p
    }
  }

  var approximateMarker: String { format.approximateMarker }
  var locale: NumberLocale { format.locale }
  var rounding: RoundingMode { format.rounding }

  /// The length of a value's text of `digitsLength` characters with sign and marker.
  func length(_ digitsLength: Int, _ value: RoundedDecimal) -> Int {
    digitsLength + (value.isNegative ? 1 : 0) + (value.isExact ? 0 : approximateMarker.count)
  }

  func text(_ digits: String, _ value: RoundedDecimal) -> String {
    value.isExact ? digits : approximateMarker + digits
  }

  /// The value in plain notation, rounded to as many digits after the point as fit;
  /// nil if the integer part doesn't fit or nothing nonzero would show.
  func shortenedPlain() -> (value: RoundedDecimal, significantDigits: Int)? {
    let integer = DecimalLayout.integerDigitCount(shown)
    let integerLength = integer + layout.separatorCount(integerDigits: integer) * locale.groupingSeparator.count
    let room = width - approximateMarker.count - (shown.isNegative ? 1 : 0) - integerLength
    guard room >= 0 else { return nil }
    let available = room - locale.decimalSeparator.count
    var f = min(max(available, 0), DecimalLayout.fractionDigitCount(shown))
    while f >= 0 {
      let value = number.rounded(fractionDigits: f + scale, rounding: rounding).value.scaled(byPowerOfTen: scale)
      if value.digits == "0" { return nil }
      if length(layout.plainLength(value), value) <= width {
        return (value, value.adjustedExponent + 1 + f)
      }
      f -= 1
    }
    return nil
  }

  /// The value in scientific notation with as many significant digits as fit; nil if not
  /// even one does.
  func scientific() -> RoundedDecimal? {
    let sign = shown.isNegative ? 1 : 0
    var exponent = shown.adjustedExponent
    var k = shown.digits.utf8.count
    while true {
      let room = width - approximateMarker.count - sign - DecimalLayout.exponentLength(exponent)
      let fitting = room >= 1 + locale.decimalSeparator.count + 1 ? room - locale.decimalSeparator.count : min(room, 1)
      k = min(k, fitting)
      guard k >= 1 else { return nil }
      let value = significant(k).scaled(byPowerOfTen: scale)
      if length(layout.scientificLength(value), value) <= width { return value }
      // Rounding carried into a longer exponent (9.99e99 to 1e100): try again.
      exponent = value.adjustedExponent
      k -= 1
    }
  }

  /// The value rounded to at most `k` significant digits, as many as its bounds decide.
  private func significant(_ k: Int) -> RoundedDecimal {
    for digits in stride(from: k, through: 1, by: -1) {
      if let value = number.decided(precision: digits, rounding: rounding) { return value }
    }
    var one = number.rounded(precision: 1, rounding: rounding)
    one.digits = String(one.digits.prefix(1))
    return one
  }
}
