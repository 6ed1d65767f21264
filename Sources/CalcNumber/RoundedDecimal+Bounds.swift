import BigInt

extension Rational {
  /// The size from which ``rounded(toSignificantDigits:mode:)`` first tries bounds: below it
  /// one division by a power of ten costs little; above it (a million-digit integer) that
  /// division, quadratic in the size, is slow.
  package static let boundedRoundingBits = 20_000

  /// This value rounded to `p` digits from two dyadic bounds of a few more bits, when they
  /// round alike; nil when they do not (the value lies too near a rounding boundary), for the
  /// exact division to decide, or when the value fits the bounds' bits.
  ///
  /// Rounding is monotone, so a value strictly between two bounds that round to the same
  /// digits rounds to them too.
  package func roundedFromBounds(_ p: Int, _ mode: RoundingMode) -> RoundedDecimal? {
    let bits = p * 3322 / 1000 + 64
    let (lower, upper) = Dyadic.bounds(self, bits: bits)
    if lower == upper {
      // The value itself: rounded from its own bounds when far from every decimal tie;
      // otherwise its rounding would come back here.
      guard !lower.needsExactDecimalRounding(digits: p),
        var result = lower.roundedToDecimalApproximately(digits: p, mode: mode)
      else { return nil }
      result.isExact = isExactly(result)
      return result
    }
    guard let low = lower.roundedToDecimal(digits: p, mode: mode),
      let high = upper.roundedToDecimal(digits: p, mode: mode), low.hasSameValue(as: high)
    else { return nil }
    var result = low
    result.isExact = isExactly(low)
    return result
  }

  /// Whether `self` is exactly `r`'s value: a test of 2-adic valuations settles almost every
  /// case, and cross products (no division) the rest.
  package func isExactly(_ r: RoundedDecimal) -> Bool {
    guard let digits = BigUInt(decimalText: r.digits[...]), !digits.isZero else { return isZero }
    if (r.isNegative ? -1 : 1) != signum { return false }
    let n = numerator.magnitude
    let d = denominator.magnitude
    // v2(n/d) against v2(digits × 10^e): a cheap test that settles almost every case.
    let selfTwos = n.trailingZeroBitCount - d.trailingZeroBitCount
    if selfTwos != digits.trailingZeroBitCount + r.exponent { return false }
    // n × 10^-e = digits × d (e < 0), or n = digits × 10^e × d (e >= 0).
    let power = Rational.powerOfTen(Int(r.exponent.magnitude))
    return r.exponent < 0
      ? BigUInt.product(n, power) == BigUInt.product(digits, d)
      : n == BigUInt.product(BigUInt.product(digits, power), d)
  }
}
