/// Writes a ``RoundedDecimal`` as text with a locale's separators, and measures that text
/// without writing it.
///
/// Lengths are in `Character`s (what a terminal or label shows), so a separator such as
/// U+202F counts once.
struct DecimalLayout: Sendable, Hashable {
  var locale: NumberLocale
  var usesGrouping: Bool

  init(locale: NumberLocale, usesGrouping: Bool) {
    self.locale = locale
    self.usesGrouping = usesGrouping && !locale.groupingSeparator.isEmpty && locale.groupingSize > 0
  }

  // MARK: Plain notation

  /// Digits before the point in plain notation (at least the single `0`).
  static func integerDigitCount(_ value: RoundedDecimal) -> Int {
    value.digits == "0" ? 1 : max(value.adjustedExponent + 1, 1)
  }

  /// Digits after the point in plain notation, before padding.
  static func fractionDigitCount(_ value: RoundedDecimal) -> Int {
    max(-value.exponent, 0)
  }

  /// How many grouping separators an integer part of `count` digits gets.
  func separatorCount(integerDigits count: Int) -> Int {
    guard usesGrouping, count >= locale.groupingSize + max(locale.minimumGroupingDigits, 1) else {
      return 0
    }
    let rest = count - locale.groupingSize
    let secondary = max(locale.secondaryGroupingSize, 1)
    return (rest + secondary - 1) / secondary
  }

  /// The length of ``plain(_:minimumFractionDigits:)``'s text, without the sign.
  func plainLength(_ value: RoundedDecimal, minimumFractionDigits: Int = 0) -> Int {
    let integer = DecimalLayout.integerDigitCount(value)
    let fraction = max(DecimalLayout.fractionDigitCount(value), minimumFractionDigits)
    var length = integer + separatorCount(integerDigits: integer) * locale.groupingSeparator.count
    if fraction > 0 { length += locale.decimalSeparator.count + fraction }
    return length
  }

  /// `value` in plain notation, grouped, with at least `minimumFractionDigits` digits after
  /// the point (zeros added), and a leading `-` when negative.
  func plain(_ value: RoundedDecimal, minimumFractionDigits: Int = 0) -> String {
    let digits = Array(value.digits.utf8)
    let integerCount = DecimalLayout.integerDigitCount(value)
    let fractionCount = max(DecimalLayout.fractionDigitCount(value), minimumFractionDigits)
    // The digit at plain position i (0 = leftmost integer digit) of the value's digits.
    let leading = integerCount - 1 - value.adjustedExponent  // zeros before the first digit
    func digit(at position: Int) -> UInt8 {
      let index = position - leading
      return index >= 0 && index < digits.count ? digits[index] : UInt8(ascii: "0")
    }
    var out: [UInt8] = []
    out.reserveCapacity(integerCount * 2 + fractionCount + 8)
    if value.isNegative { out.append(UInt8(ascii: "-")) }
    let separators = separatorCount(integerDigits: integerCount)
    let group = Array(locale.groupingSeparator.utf8)
    for position in 0..<integerCount {
      out.append(digit(at: position))
      let remaining = integerCount - 1 - position
      if separators > 0, remaining > 0, isGroupBoundary(remaining) { out.append(contentsOf: group) }
    }
    if fractionCount > 0 {
      out.append(contentsOf: locale.decimalSeparator.utf8)
      for position in integerCount..<(integerCount + fractionCount) {
        out.append(digit(at: position))
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Integer digits as typed (ASCII), with grouping separators: `1234567` as `1,234,567`.
  func grouped(_ integerDigits: String) -> String {
    let digits = Array(integerDigits.utf8)
    guard separatorCount(integerDigits: digits.count) > 0 else { return integerDigits }
    var out: [UInt8] = []
    out.reserveCapacity(digits.count * 2)
    for (position, digit) in digits.enumerated() {
      out.append(digit)
      let remaining = digits.count - 1 - position
      if remaining > 0, isGroupBoundary(remaining) { out.append(contentsOf: locale.groupingSeparator.utf8) }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Whether a separator goes before the last `remaining` integer digits.
  private func isGroupBoundary(_ remaining: Int) -> Bool {
    let primary = locale.groupingSize
    if remaining == primary { return true }
    let secondary = max(locale.secondaryGroupingSize, 1)
    return remaining > primary && (remaining - primary) % secondary == 0
  }

  // MARK: Scientific notation

  /// The length of ``scientific(_:)``'s text, without the sign.
  func scientificLength(_ value: RoundedDecimal) -> Int {
    let count = value.digits.utf8.count
    let mantissa = count == 1 ? 1 : count + locale.decimalSeparator.count
    return mantissa + DecimalLayout.exponentLength(value.adjustedExponent)
  }

  /// The length of `e12` or `e-120`.
  static func exponentLength(_ exponent: Int) -> Int {
    var length = exponent < 0 ? 2 : 1
    var rest = exponent.magnitude
    repeat {
      length += 1
      rest /= 10
    } while rest > 0
    return length
  }

  /// `value` as `d.ddde±N` with one digit before the separator, `e` followed by the
  /// exponent (with `-` only when negative): `1.2345679e20`, `-4.5e-120`.
  func scientific(_ value: RoundedDecimal) -> String {
    var out = value.isNegative ? "-" : ""
    let utf8 = value.digits.utf8
    let first = utf8.index(after: utf8.startIndex)
    out += Substring(utf8[..<first])
    if first != utf8.endIndex {
      out += locale.decimalSeparator
      out += Substring(utf8[first...])
    }
    out += "e"
    out += String(value.adjustedExponent)
    return out
  }
}
