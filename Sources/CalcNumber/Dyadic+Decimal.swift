import BigInt

// MARK: - Decimal digits of values with a wide exponent

extension Dyadic {
  /// `floor(log10(2) × 2^128)`, for decimal exponents of binary magnitudes: with it,
  /// `floor(t × log10 2)` comes out exact or one too small for every `|t| <= 2^62`.
  private static let log10OfTwo = BigInt("102435199438739363750012109250103232700", radix: 10) ?? 0

  /// `floor(t × log10 2)`, or one less.
  package static func decimalExponent(ofBinary t: Int) -> Int {
    let product = BigInt(t) * log10OfTwo
    // An arithmetic shift floors, for either sign.
    return Int(product >> 128)
  }

  /// Whether ``roundedToDecimal(digits:mode:)`` must use exact rational arithmetic: when the
  /// exponent is small enough that `self` scaled to `p` digits could be an integer or lie
  /// exactly halfway between two (and rational arithmetic is cheap).
  package func needsExactDecimalRounding(digits p: Int) -> Bool {
    exponent >= -(2 * p + width + 8) && exponent <= 5 * width + 4 * p + 64
  }

  /// Bounds on `10^j` at `bits` bits.
  package static func powerOfTen(_ j: Int, bits: Int) throws(ArithmeticError) -> (lower: Dyadic, upper: Dyadic) {
    let ten = Dyadic(10)
    let n = UInt(j.magnitude)
    let low = try ten.power(n, bits: bits, .down)
    let high = try ten.power(n, bits: bits, .up)
    if j >= 0 { return (low, high) }
    return (try Dyadic.one.divided(by: high, bits: bits, .down), try Dyadic.one.divided(by: low, bits: bits, .up))
  }

  /// A value far from any decimal tie (see ``needsExactDecimalRounding(digits:)``) rounded to
  /// `p` significant digits by `mode`, from bounds on `|self| × 10^(p-1-k)` that are refined
  /// until they agree; nil if they still disagree at `maximumBits` (by default 2^17 bits, or
  /// four times the bits of `p` digits when that is more: a 100,000-digit rounding starts
  /// at 332,000 bits).
  package func roundedToDecimalApproximately(
    digits p: Int, mode: RoundingMode, maximumBits: Int? = nil
  ) -> RoundedDecimal? {
    let maximumBits = maximumBits ?? max(1 << 17, 4 * (p * 3322 / 1000 + 128))
    if isZero { return RoundedDecimal(isNegative: false, digits: "0", exponent: 0, isExact: true) }
    let x = magnitude
    // 10^k <= |x| < 10^(k+1) for k = k0, k0 + 1 or k0 + 2.
    var k = Dyadic.decimalExponent(ofBinary: magnitudeExponent - 1)
    var bits = p * 3322 / 1000 + 128
    let lowestDigits = Rational.powerOfTen(p - 1)
    let highestDigits = Rational.powerOfTen(p)
    let lowest = Dyadic(BigInt(lowestDigits))
    let highest = Dyadic(BigInt(highestDigits))
    while bits <= maximumBits {
      guard let scaled = try? x.scaledToDigits(p - 1 - k, bits: bits) else { return nil }
      if scaled.lower >= highest {
        k += 1
        continue
      }
      if scaled.upper < lowest {
        k -= 1
        continue
      }
      if scaled.lower >= lowest, scaled.upper < highest,
        let low = scaled.lower.integerRounded(mode, negative: isNegative),
        let high = scaled.upper.integerRounded(mode, negative: isNegative), low == high
      {
        var q = low
        var exponent = k - (p - 1)
        if q == highestDigits {
          q = lowestDigits
          exponent += 1
        }
        var result = RoundedDecimal(integerDigits: Rational.decimalDigits(q), isNegative: isNegative, isExact: false)
        result.exponent += exponent
        return result
      }
      bits *= 2
    }
    return nil
  }

  /// Bounds on `self × 10^j` for a positive `self`: `self × 5^j`, then the exact `2^j`, so a
  /// value near the edge of the exponent range is scaled without leaving it.
  private func scaledToDigits(_ j: Int, bits: Int) throws(ArithmeticError) -> (lower: Dyadic, upper: Dyadic) {
    let five = Dyadic(5)
    let n = UInt(j.magnitude)
    let low: Dyadic
    let high: Dyadic
    if j >= 0 {
      low = try multiplied(by: five.power(n, bits: bits, .down), bits: bits, .down)
      high = try multiplied(by: five.power(n, bits: bits, .up), bits: bits, .up)
    } else {
      low = try divided(by: five.power(n, bits: bits, .up), bits: bits, .down)
      high = try divided(by: five.power(n, bits: bits, .down), bits: bits, .up)
    }
    return (try low.scaled(byPowerOfTwo: j), try high.scaled(byPowerOfTwo: j))
  }

  /// A non-negative value (below 2^bits or so) rounded to an integer by `mode`; nil when it is
  /// exactly halfway or an integer (which a bound on an inexact value must not decide).
  private func integerRounded(_ mode: RoundingMode, negative: Bool) -> BigUInt? {
    if exponent >= 0 { return nil }
    let shift = -exponent
    if shift > significand.bitWidth + 1 {
      // Below one half.
      return mode.incrementsMagnitude(half: -1, lastDigitIsOdd: false, negative: negative) ? 1 : 0
    }
    let whole = significand >> shift
    let fraction = significand - (whole << shift)  // nonzero: the significand is odd
    let half = BigUInt(1) << (shift - 1)
    let order = fraction == half ? 0 : (fraction < half ? -1 : 1)
    if order == 0 { return nil }
    let odd = (whole.words.first ?? 0) & 1 == 1
    return mode.incrementsMagnitude(half: order, lastDigitIsOdd: odd, negative: negative) ? whole + 1 : whole
  }
}
