extension Number {
  /// The value rounded to `precision` significant digits as plain, parseable text.
  ///
  /// Plain notation while the most significant digit's position `a` (0 for units, -1 for
  /// tenths) is in `-6 ..< precision`, scientific notation otherwise; never grouping or
  /// trailing zeros:
  ///
  /// | value | precision 38 | precision 5 |
  /// |---|---|---|
  /// | 1035 | `1035` | `1035` |
  /// | 2/3 | `0.66666666666666666666666666666666666667` | `0.66667` |
  /// | 0.000125 | `0.000125` | `0.000125` |
  /// | 123456 | `123456` | `1.2346e+5` |
  /// | 10⁻⁷ | `1e-7` | `1e-7` |
  ///
  /// An approximation is shown as its true value rounded, when its bounds are close enough to
  /// decide every digit (``Calculator`` works at higher precision until they are). When
  /// they are not, fewer digits are shown rather than a wrong one; see Grammar.md.
  ///
  /// - Parameters:
  ///   - precision: significant digits, clamped to `1...Limits.maximumPrecision`.
  ///   - rounding: how the last digit is rounded; half-even by default.
  public func decimalString(precision: Int = 38, rounding: RoundingMode = .halfEven) -> String {
    let p = Number.clamp(precision)
    // A machine-word integer has at most 19 digits: at 19 or more it shows as it is.
    if p >= 19, case .exact(let value) = storage, case .small(let n, 1) = value.storage {
      return String(n)
    }
    return rounded(precision: p, rounding: rounding).text(precision: p)
  }

  /// Whether ``decimalString(precision:rounding:)`` at this precision shows the value with
  /// no rounding at all (and the value is exact).
  public func isExactlyShown(precision: Int = 38) -> Bool {
    guard let value = exactValue else { return false }
    return value.rounded(toSignificantDigits: Number.clamp(precision), mode: .down).isExact
  }

  /// The rounded digits of the true value at `precision`, if the bounds decide them.
  func decided(precision: Int, rounding: RoundingMode) -> RoundedDecimal? {
    switch storage {
    case .exact(let value):
      return value.rounded(toSignificantDigits: precision, mode: rounding)
    case .approximate(let lower, let upper):
      let low = lower.rounded(toSignificantDigits: precision, mode: rounding)
      let high = upper.rounded(toSignificantDigits: precision, mode: rounding)
      guard low.hasSameValue(as: high) else { return nil }
      return RoundedDecimal(
        isNegative: low.isNegative, digits: low.digits, exponent: low.exponent, isExact: false)
    }
  }

  /// What is shown: the decided digits; else zero if the bounds straddle it; else the
  /// nearest value with as many digits as the bounds decide (fewer than asked, or up to
  /// three more when the value may lie exactly on a tie); else one digit of the midpoint.
  func rounded(precision: Int, rounding: RoundingMode) -> RoundedDecimal {
    if let result = decided(precision: precision, rounding: rounding) { return result }
    // Bounds of different signs decide no digit: the value may be zero.
    if signum == 0 { return RoundedDecimal(isNegative: false, digits: "0", exponent: 0, isExact: false) }
    // The bounds agree on about as many digits as their roundings share; try those.
    let low = lower.rounded(toSignificantDigits: precision, mode: .halfEven)
    let high = upper.rounded(toSignificantDigits: precision, mode: .halfEven)
    var shared = 0
    if low.adjustedExponent == high.adjustedExponent {
      shared = zip(low.digits.utf8, high.digits.utf8).prefix { $0 == $1 }.count
    }
    for digits in stride(from: min(shared + 1, precision), through: max(1, shared - 2), by: -1) {
      if let result = decided(precision: digits, rounding: rounding) { return result }
    }
    // A value that may sit exactly on a tie (2.5 computed as bounds around it) is decided
    // only with a digit more: show that digit rather than guess the tie's direction.
    for digits in (precision + 1)...(precision + 3) {
      if let result = decided(precision: digits, rounding: rounding) { return result }
    }
    var middle = (try? lower.adding(upper).multiplied(by: Rational(numerator: 1, denominator: 2)))
      ?? lower
    if middle.isZero { middle = upper }
    var result = middle.rounded(toSignificantDigits: 1, mode: .halfEven)
    result.isExact = false
    return result
  }

  static func clamp(_ precision: Int) -> Int {
    min(max(precision, 1), Limits.maximumPrecision)
  }
}
