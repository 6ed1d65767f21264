import BigInt

/// erf's series of positive terms for a long argument `a` with `a² < 1/4`, by rectangular
/// splitting (``RectangularSeries/factorialSeries(_:scale:terms:alternating:stop:divisor:)``):
/// `erf(a) = (2/√π) a e^(−a²) S`, `S = Σ_{k≥0} w^k / (3·5⋯(2k + 1))`, `w = 2a² < 1/2`
/// (DLMF 7.6.2).
///
/// Term by term, each term of a long `a = p/q` costs a product and a division of the full
/// width (`erfinv(0.3)` at 10,000 digits took 8.5 s in its Newton steps); here the powers of
/// `w` cost `m ≈ √N` products and the `N` terms only divisions by small integers.
///
/// Error, in units of `2^-scale`: `r = ⌊w · 2^scale⌋` is low by under a unit, which lowers
/// `S` by under 2 (`dS/dw < 1.5` for `w < 1/2`); the blocks are low by at most
/// `u·(m(m + 1)/2 + 3m + 3)` (as ``RectangularSeries/exponential(_:scale:stop:)``: every
/// divisor here, `2k + 1 ≥ 3`, is at least its `k`, and the carried sum is below
/// `e^(1/2) · 2^scale`), `u = ⌊scale/64⌋ + 1`, `m <= 64`: under `4,096·u`; the omitted
/// tail, its first term below `2^-(scale + 2)` and each next below a sixth of the one
/// before, under a unit. So `S ∈ [L, L + 4,096·u + 4]` units.
extension ErrorFunction {
  /// The bits from which the rectangular sum replaces the term-by-term one.
  static let rectangularBits = 600

  /// Whether `a² < 1/4` (so `w = 2a² < 1/2`).
  static func isRectangular(_ square: Rational) -> Bool {
    square < Rational(numerator: 1, denominator: 4)
  }

  /// Whether `x` lies within (−1/2, 1/2): erf of it, and erfinv of it (whose result is then
  /// below 0.48), go on to calc's largest precision by the rectangular sum.
  static func isBelowHalf(_ x: Number) -> Bool {
    let half = Dyadic(significand: 1, exponent: -1, isNegative: false)
    return max(x.lower.magnitude, x.upper.magnitude) < half
  }

  /// `S` as bounds to about `bits` bits (`S ≥ 1`).
  static func rectangularSum(_ square: Rational, bits: Int, stop: CancellationToken?) throws(ArithmeticError) -> Number? {
    let scale = bits + 32
    // r = ⌊2a² · 2^scale⌋.
    let numerator = BigUInt(2) * square.numerator.magnitude
    let r = BinarySplitting.quotient(numerator.shiftedLeft(bits: scale), square.denominator.magnitude)
    guard r.bitWidth <= scale - 1 else { return nil }
    // N: the least count with w^N / (3·5⋯(2N+1)) below 2^-(scale + 2).
    let zeros = scale - r.bitWidth
    var terms = 1
    var log2Term = 0.0
    while log2Term > -Double(scale + 2) {
      log2Term -= Double(zeros) + log2(Double(2 * terms + 1))
      terms += 1
    }
    let series = try RectangularSeries.factorialSeries(r, scale: scale, terms: terms, alternating: false, stop: stop) { k in
      UInt(2 * k + 1)
    }
    guard let low = series else { return nil }
    let u = scale / 64 + 1
    let high = low + BigUInt(4_096 * u + 4)
    return Number(
      lower: Dyadic(significand: low, exponent: -scale, isNegative: false),
      upper: Dyadic(significand: high, exponent: -scale, isNegative: false))
  }
}
