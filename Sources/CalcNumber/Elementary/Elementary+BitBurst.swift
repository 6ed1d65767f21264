import BigInt

/// The high-precision paths of the kernels in ExpLog.swift and Trig.swift, from
/// ``BitBurst/threshold`` bits on: a short rational argument sums its series directly by
/// binary splitting (``SeriesSplitting``); any other goes through ``BitBurst``. Each returns
/// the kernel's usual bounds `(v ± slack) / 2^g` (``FixedPoint``), `v` being within a few
/// units of the true value, far inside the slack.
extension Rational {
  /// Whether numerator and denominator are short enough for a direct series (at most 256
  /// bits each): the numbers of its binary splitting then grow by a few hundred bits a term.
  var isShortForSeries: Bool {
    numerator.magnitude.bitWidth <= 256 && denominator.magnitude.bitWidth <= 256
  }

  /// `e^self` for a short `0 < self <= 1` at `g` bits: its Taylor series, no reduction
  /// (within 2 units, ``SeriesSplitting``). Nil for any other value.
  func shortExponentialBounds(bits g: Int, stop: CancellationToken?) throws(ArithmeticError) -> Number? {
    guard signum > 0, isShortForSeries, self <= .one else { return nil }
    let x = SeriesSplitting.Argument(numerator: numerator, denominator: denominator.magnitude)
    let terms = SeriesSplitting.exponentialTerms(log2Bound: x.log2Bound, bits: g)
    let e = try SeriesSplitting.exponential(x).fixedPoint(terms: terms, bits: g, stop: stop)
    return try FixedPoint.bounds(e, bits: g)
  }

  /// `ln(2^k · m)` at `g` bits for `m` (this value) in `[17/24, 17/12]`: `k · ln 2` (within
  /// `2|k|` units) plus `ln m` — for a short `m`, `2 atanh(z)` with `z = (m−1)/(m+1)`,
  /// `|z| <= 0.172`, by its series (within 4 units); else ``BitBurst/logarithm(_:bits:stop:)``
  /// of `⌊m · 2^g⌋` (within 2 units, and the floor moves `ln` by less than `1/m < 1.5`
  /// units). Nil if the latter's check fails.
  func reducedLogarithmBounds(k: Int, bits g: Int, stop: CancellationToken?) throws(ArithmeticError) -> Number? {
    let ln: BigInt
    if isShortForSeries {
      let n = numerator.magnitude
      let d = denominator.magnitude
      let z = SeriesSplitting.Argument(
        numerator: n < d ? -BigInt(d - n) : BigInt(n - d), denominator: n + d)
      if z.numerator.isZero { return try FixedPoint.bounds(BigInt(k) * (try Constants.ln2(bits: g, stop: stop)), bits: g) }
      let terms = SeriesSplitting.arctangentTerms(log2Bound: z.log2Bound, bits: g)
      ln = 2 * (try SeriesSplitting.arctangent(z, hyperbolic: true).fixedPoint(
        terms: terms, bits: g, factor: (z.numerator, z.denominator, 0), stop: stop))
    } else {
      guard let value = try BitBurst.logarithm(FixedPoint.scaled(self, bits: g), bits: g, stop: stop) else { return nil }
      ln = value
    }
    let total = ln + BigInt(k) * (try Constants.ln2(bits: g, stop: stop))
    return try FixedPoint.bounds(total, bits: g)
  }

  /// `(sin, cos)` of a short `|self| <= 1` at `g` bits, and the leading zeros of `|self| · 2^g`:
  /// the sine series times `x` (within 2 units, ``SeriesSplitting``) and the cosine as
  /// `⌊√(2^2g − s²)⌋` (within `1 + 2 tan 1 < 5` units, as in
  /// ``BitBurst/sineAndCosine(_:bits:stop:)``). Nil for any other value.
  func shortSineAndCosineBounds(
    bits g: Int, stop: CancellationToken?
  ) throws(ArithmeticError) -> ((sin: Number, cos: Number), zeros: Int)? {
    guard isShortForSeries, magnitude <= .one else { return nil }
    let x = SeriesSplitting.Argument(numerator: numerator, denominator: denominator.magnitude)
    let terms = SeriesSplitting.sineTerms(log2Bound: x.log2Bound, bits: g)
    let s = try SeriesSplitting.sine(x).fixedPoint(
      terms: terms, bits: g, factor: (x.numerator, x.denominator, 0), stop: stop)
    let c = BinarySplitting.squareRoot((BigInt(1) << (2 * g) - BigInt.product(s, s)).magnitude)
    let zeros = max(0, g - FixedPoint.scaled(magnitude, bits: g).bitWidth)
    return (
      (
        try FixedPoint.bounds(s, bits: g).clamped(toMagnitude: 1),
        try FixedPoint.bounds(BigInt(c), bits: g).clamped(toMagnitude: 1)
      ), zeros
    )
  }

  /// `atan(self)` at `g` bits: ``BitBurst/arctangent(_:bits:stop:)`` of `|x|` or, for
  /// `|x| > 1`, `π/2 − atan(1/|x|)` (π within 2 units, so `π/2` within 2 as well), within 4
  /// units in all.
  func bitBurstArctangentBounds(bits g: Int, stop: CancellationToken?) throws(ArithmeticError) -> Number {
    let large = magnitude > .one
    let y = large ? FixedPoint.scaled(try magnitude.reciprocal, bits: g) : FixedPoint.scaled(magnitude, bits: g)
    try stop.check()  // the scaling is a long division at this precision
    var result = BigInt(try BitBurst.arctangent(y, bits: g, stop: stop))
    if large { result = (try Constants.pi(bits: g, stop: stop) >> 1) - result }
    if signum < 0 { result.negate() }
    return try FixedPoint.bounds(result, bits: g)
  }
}
