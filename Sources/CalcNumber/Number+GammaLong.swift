import BigInt

// MARK: - Γ and ln Γ of a long argument past the Taylor table

extension Number {
  /// The working bits from which a long argument (an approximation's end, or a rational
  /// with a long denominator) takes ``longPositiveLogGamma(_:_:)``; below them the exact
  /// Stirling table of ``lnGammaStirling(_:_:terms:)`` costs little.
  static let longStirlingBits = 2_000

  /// The shift of Stirling's route: `z = x + r` at least `β` times the working bits, with
  /// Arb's `β` (`arb_hypgeom_gamma_stirling_choose_param`): 0.17 to 32,768 bits, 0.20 to
  /// 131,072, 0.24 above. A larger `z` needs fewer terms and a longer rising factorial.
  static func longStirlingShift(_ x: Rational, bits: Int) throws(ArithmeticError) -> (z: Rational, r: Int) {
    let beta = bits <= 32_768 ? 0.17 : (bits <= 131_072 ? 0.20 : 0.24)
    let threshold = Rational(max(16, Int(beta * Double(bits))))
    if x >= threshold { return (x, 0) }
    let count = try threshold.subtracting(x).roundedToInteger(.up)
    guard let r = Int(exactly: count.numerator) else { throw .argumentTooLarge }
    return (try x.adding(Rational(r)), r)
  }

  /// ln Γ(x) for an exact `x > 0` of any length: `ln Γ(z) − ln(x(x + 1)…(x + r − 1))` with
  /// `z = x + r` (``longStirlingShift(_:bits:)``), ln Γ(z) by Stirling's series with its
  /// coefficients to each term's precision (``StirlingSum``) and the rising factorial by
  /// rectangular splitting (``RisingFactorialSplitting``). With `exponential`, Γ(x) instead:
  /// `e^(ln Γ(z))` divided by the rising factorial.
  static func longPositiveGamma(_ x: Rational, _ w: WorkingPrecision, logarithm: Bool) throws(ArithmeticError) -> Number {
    let (z, r) = try longStirlingShift(x, bits: w.bits)
    let log2z = z.log2Estimate
    // ln Γ(z) is about z ln z: that many more bits keep w.bits after the point.
    let integerBits = log2z + log2(max(log2z, 1)) + 2
    let wk = w.with(digits: w.digits + Int(integerBits * 0.302) + 6)
    let half = Rational(numerator: 1, denominator: 2)
    let zn = Number(z)
    let halfLogTwoPi = try Number.pi(wk).multiplied(by: Number(2), wk).logarithm(wk).multiplied(by: Number(half), wk)
    let main = try Number(z.subtracting(half)).multiplied(by: zn.logarithm(wk), wk).subtracting(zn, wk)
      .adding(halfLogTwoPi, wk)
    let precision = w.bits + 12
    let zBounds = DyadicInterval(z, bits: precision + Int(integerBits) + 16)
    let series = try StirlingSum.sum(zBounds, log2z: log2z, precision: precision, stop: w.cancellation)
    let lnGammaZ = try main.adding(Number(lower: series.lower, upper: series.upper), wk)
    if r == 0 { return logarithm ? lnGammaZ : try lnGammaZ.exponential(w) }
    let bits = w.bits + 2 * Int(log2(Double(r))) + 24
    let (low, high) = try RisingFactorialSplitting.bounds(x, r, bits: bits, stop: w.cancellation)
    let rising = Number(lower: low, upper: high)
    if logarithm {
      let wide = w.with(digits: w.digits + Int(log2(Double(r) * (log2z + 1)) * 0.302) + 3)
      return try lnGammaZ.subtracting(rising.logarithm(wide), w)
    }
    return try lnGammaZ.exponential(w.with(digits: w.digits + 3)).divided(by: rising, w)
  }

  /// Γ(x) or ln|Γ(x)| of a long non-integer `x` by ``longPositiveGamma(_:_:logarithm:)``,
  /// through the reflection `|Γ(x)| = π/(|sin πx| Γ(1 − x))` for `x < 0` (`sin πx` of the
  /// exact fraction of `x`; Γ's sign is `(−1)^(⌊−x⌋ + 1)`).
  static func longGamma(_ x: Rational, _ w: WorkingPrecision, logarithm: Bool) throws(ArithmeticError) -> Number {
    if x.signum > 0 { return try longPositiveGamma(x, w, logarithm: logarithm) }
    let wide = w.with(digits: w.digits + 5)
    let (sine, positive) = try sineOfPiTimes(x, wide)
    let reflected = try longPositiveGamma(Rational.one.subtracting(x), wide, logarithm: true)
    let value = try Number.pi(wide).logarithm(wide).subtracting(sine.logarithm(wide), wide).subtracting(reflected, wide)
    if logarithm { return try value.adding(Number(0), w) }
    let magnitude = try value.exponential(w)
    return positive ? magnitude : magnitude.negated
  }
}
