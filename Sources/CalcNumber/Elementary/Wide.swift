import BigInt

/// The elementary functions of dyadic values whose exponent is too wide to hold as a rational
/// (beyond 2^±4,194,304): the magnitudes the exponent range allows beyond that, such as
/// `ln(9^9^9)` or `sqrt(exp(100000000))`.
extension Dyadic {
  /// Bounds on `ln(self)` for a positive value: `ln(m · 2^-w) + t · ln 2` with `self = m · 2^(t-w)`
  /// and `m · 2^-w` in [1/2, 1).
  package func logarithmBounds(bits: Int, stop: CancellationToken?) throws(ArithmeticError) -> Number {
    precondition(signum > 0)
    let w = significand.bitWidth
    let t = exponent + w
    let mantissa = Rational(reducedNumerator: BigInt(significand), denominator: BigInt(1) << w)
    let tBits = UInt.bitWidth - t.magnitude.leadingZeroBitCount
    let g = bits + 2 * tBits + FixedPoint.guardBits
    let lnMantissa = try mantissa.logarithmBounds(bits: g, stop: stop)
    // ln 2 · 2^g is within 2 units (``Constants/ln2(bits:stop:)``): t times that is below
    // 2^(tBits + 1) units, well inside the slack of 2^(tBits + log2(g) + 4) units.
    let product = BigInt(t) * (try Constants.ln2(bits: g, stop: stop))
    let slack = BigInt(1) << (tBits + (UInt.bitWidth - UInt(g).leadingZeroBitCount) + 4)
    let low = try Dyadic(product - slack, exponent: 0).scaled(byPowerOfTwo: -g)
    let high = try Dyadic(product + slack, exponent: 0).scaled(byPowerOfTwo: -g)
    let b = bits + tBits + 16
    return Number(
      lower: lnMantissa.lower.adding(low, bits: b, .down), upper: lnMantissa.upper.adding(high, bits: b, .up))
  }

  /// Bounds on `e^self` for an exponent too wide for a rational: beyond the exponent range
  /// for a huge `|self|`, about `1 + self` for a tiny one (`1 + x <= e^x <= 1 + x + x²`, and
  /// the square is far below the last bit).
  package func wideExponentialBounds(bits: Int) throws(ArithmeticError) -> Number {
    if magnitudeExponent > 0 { throw isNegative ? .tooSmall : .tooLarge }
    return Number(
      lower: Dyadic.one.adding(self, bits: bits, .down), upper: Dyadic.one.adding(self, bits: bits, .up))
  }

  /// Bounds on the `k`-th root (`k` odd for a negative value): `(m · 2^r)^(1/k) · 2^q` for
  /// `self = m · 2^(k·q + r)`, the integer root of a significand shifted to `bits` bits.
  package func wideRootBounds(_ k: Int, bits: Int) throws(ArithmeticError) -> Number {
    if isZero { return Number(0) }
    let r = ((exponent % k) + k) % k
    let q = (exponent - r) / k
    // (m · 2^r · 2^(k·s))^(1/k) has about (width + r)/k + s bits: at least bits + 2.
    let s = max(0, bits + 2 - (significand.bitWidth + r) / k)
    let n = significand << (r + k * s)
    let root = FixedPoint.root(n, k)
    let exact = root.raised(to: k) == n
    let low = Dyadic(significand: root, exponent: q - s, isNegative: false)
    let high = exact ? low : Dyadic(significand: root + 1, exponent: q - s, isNegative: false)
    if isNegative { return Number(lower: high.negated, upper: low.negated) }
    return Number(lower: low, upper: high)
  }
}
