import BigInt

extension Rational {
  /// This value correctly rounded to a multiple of `10^-fractionDigits`.
  ///
  /// Zero (including a negative value rounded to zero) has no sign.
  ///
  /// - Precondition: `fractionDigits >= 0`.
  package func rounded(toFractionDigits fractionDigits: Int, mode: RoundingMode) -> RoundedDecimal {
    precondition(fractionDigits >= 0)
    if case .small(let n, let d) = storage, fractionDigits < Rational.powersOfTen.count,
      let result = Rational.smallRounded(n, d, fractionDigits, mode)
    {
      return result
    }
    let negative = signum < 0
    let scaled = numerator.magnitude * BigUInt(10).raised(to: fractionDigits)
    let d = denominator.magnitude
    var (q, r) = scaled.quotientAndRemainder(dividingBy: d)
    if !r.isZero {
      let twice = r << 1
      let half = twice < d ? -1 : (twice == d ? 0 : 1)
      let odd = (q.words.first ?? 0) & 1 == 1
      if mode.incrementsMagnitude(half: half, lastDigitIsOdd: odd, negative: negative) { q += 1 }
    }
    return RoundedDecimal(fixedPoint: q.decimalText, fractionDigits: fractionDigits, isNegative: negative, isExact: r.isZero)
  }

  /// The machine-word case of ``rounded(toFractionDigits:mode:)``; nil if it overflows.
  private static func smallRounded(
    _ n: Int, _ d: Int, _ fractionDigits: Int, _ mode: RoundingMode
  ) -> RoundedDecimal? {
    let divisor = UInt(d)
    let product = n.magnitude.multipliedFullWidth(by: powersOfTen[fractionDigits])
    guard product.high < divisor else { return nil }
    var (q, r) = divisor.dividingFullWidth(product)
    if r != 0 {
      // r < d <= Int.max, so 2r does not overflow.
      let twice = r << 1
      let half = twice < divisor ? -1 : (twice == divisor ? 0 : 1)
      if mode.incrementsMagnitude(half: half, lastDigitIsOdd: q & 1 == 1, negative: n < 0) {
        let (next, overflow) = q.addingReportingOverflow(1)
        guard !overflow else { return nil }
        q = next
      }
    }
    return RoundedDecimal(fixedPoint: String(q), fractionDigits: fractionDigits, isNegative: n < 0, isExact: r == 0)
  }

  /// `10^0 … 10^19`, every power of ten a `UInt` holds.
  package static let powersOfTen: [UInt] = {
    var powers: [UInt] = [1]
    while powers.count < 20 { powers.append(powers[powers.count - 1] * 10) }
    return powers
  }()

  /// The exact decimal digits of a machine-word value whose decimal expansion ends within
  /// 19 digits after the point: `(coefficient, exponent)` with value `±coefficient × 10^exponent`.
  ///
  /// Most values calc reads (`1234.56`) and many it computes are like this, and need no
  /// big-integer work to show.
  package var smallTerminatingDecimal: (coefficient: UInt, exponent: Int)? {
    guard case .small(let n, let d) = storage else { return nil }
    if d == 1 { return (n.magnitude, 0) }
    for k in 1..<Rational.powersOfTen.count {
      let power = Rational.powersOfTen[k]
      guard power % UInt(d) == 0 else { continue }
      let (product, overflow) = n.magnitude.multipliedReportingOverflow(by: power / UInt(d))
      return overflow ? nil : (product, -k)
    }
    return nil
  }
}

extension RoundedDecimal {
  /// A value from the digits of `coefficient × 10^-fractionDigits`, trailing zeros dropped.
  package init(fixedPoint coefficient: String, fractionDigits: Int, isNegative: Bool, isExact: Bool) {
    self.init(integerDigits: coefficient, isNegative: isNegative, isExact: isExact)
    if digits == "0" {
      self.isNegative = false
    } else {
      exponent -= fractionDigits
    }
  }
}

extension Number {
  /// The true value rounded to a multiple of `10^-fractionDigits` when the bounds decide
  /// it; else rounded at the finest position above that they decide (so fewer digits
  /// show), or as ``rounded(precision:rounding:)`` decides near a tie.
  ///
  /// Returns the rounded value and the position it was decided at (digits after the point
  /// that may be shown, zeros included): `fractionDigits` for exact values.
  package func rounded(fractionDigits: Int, rounding: RoundingMode) -> (value: RoundedDecimal, decided: Int) {
    switch storage {
    case .exact(let value):
      return (value.rounded(toFractionDigits: fractionDigits, mode: rounding), fractionDigits)
    case .approximate:
      guard let (lower, upper) = rationalBounds else {
        // Beyond 2^±4,194,304: far below half a unit of any place shown (0, or one unit
        // where the mode rounds away from zero), or far too large for fixed places (its
        // one significant digit).
        let one = rounded(precision: 1, rounding: rounding)
        guard one.adjustedExponent < 0 else { return (one, 0) }
        let away = rounding.incrementsMagnitude(half: -1, lastDigitIsOdd: false, negative: one.isNegative)
        let value = away
          ? RoundedDecimal(isNegative: one.isNegative, digits: "1", exponent: -fractionDigits, isExact: false)
          : RoundedDecimal(isNegative: false, digits: "0", exponent: 0, isExact: false)
        return (value, fractionDigits)
      }
      for f in stride(from: fractionDigits, through: max(0, fractionDigits - 40), by: -1) {
        let low = lower.rounded(toFractionDigits: f, mode: rounding)
        let high = upper.rounded(toFractionDigits: f, mode: rounding)
        if low.hasSameValue(as: high) {
          var result = low
          result.isExact = false
          return (result, f)
        }
      }
      let magnitude = rounded(precision: 1, rounding: rounding).adjustedExponent
      let value = rounded(precision: max(1, magnitude + 1 + fractionDigits), rounding: rounding)
      return (value, max(0, -value.exponent))
    }
  }
}
