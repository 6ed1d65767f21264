import BigInt

// MARK: - The routes of Γ and ln Γ at a short exact argument

extension Number {
  /// The most terms of Stirling's series taken without shifting the argument: their
  /// Bernoulli numbers are cheap (the table is kept), and the series then costs a few
  /// dozen products.
  static let maximumDirectTerms = 160

  /// The terms Stirling's series needs at `z` for an error below `2^-(w.bits + 8)`, from
  /// `|B_2k| ≤ 2 · 1.65 · (2k)!/(2π)^2k` (an estimate: the series' tail is bounded exactly
  /// where it is summed); nil when more than ``maximumDirectTerms`` or `z` below 8.
  static func stirlingTerms(_ z: Rational, _ w: WorkingPrecision) -> Int? {
    guard z >= Rational(8) else { return nil }
    let log2z = z.log2Estimate
    let target = -Double(w.bits + 8)
    var k = 1
    while true {
      let twoK = Double(2 * k + 2)
      let log2Term = 2.3 + lgamma(twoK + 1) / M_LN2 - twoK * log2(2 * Double.pi) - log2(twoK * (twoK - 1))
        - (twoK - 1) * log2z
      if log2Term <= target { return k }
      k += 1
      if k > maximumDirectTerms { return nil }
    }
  }

  /// Whether `GammaSeries` takes a non-integer `x`: its denominator short enough that the
  /// exact sums stay small (64 bits, or 256 above the precision Stirling's route reaches),
  /// and its integer part, the factors of the shift product, at most 4 times the working
  /// bits (and a product within the exact-size limit).
  private static func seriesShift(_ x: Rational, _ w: WorkingPrecision) -> Int? {
    let denominatorBits = x.denominator.magnitude.bitWidth
    guard denominatorBits <= (w.digits > gammaMaximumDigits ? 256 : 64) else { return nil }
    let whole = x.roundedToInteger(.down)
    guard let n = Int(exactly: whole.numerator), n >= 0, n <= 4 * w.bits + 64,
      n * (x.bitWidth + 64) <= Limits.maximumBits
    else { return nil }
    return n
  }

  /// Γ(x) for a short non-integer `x > 0` by Stirling's series where a few terms do, else by
  /// ``GammaSeries`` at the fraction of `x` times the exact shift product; nil where
  /// neither applies (an argument with a long denominator).
  static func positiveGamma(_ x: Rational, _ w: WorkingPrecision) throws(ArithmeticError) -> Number? {
    if let terms = stirlingTerms(x, w) { return try lnGammaStirling(x, w, terms: terms).exponential(w) }
    guard let n = seriesShift(x, w) else { return nil }
    let wide = w.with(digits: w.digits + 3)
    let s = try x.subtracting(Rational(n))
    let base = try GammaSeries.gamma(p: s.numerator.magnitude, q: s.denominator.magnitude, wide)
    if n == 0 { return base }
    return try base.multiplied(by: shiftProduct(s, n, wide), w)
  }

  /// ln Γ(x) for a short non-integer `x > 0`, as ``positiveGamma(_:_:)``.
  static func positiveLogGamma(_ x: Rational, _ w: WorkingPrecision) throws(ArithmeticError) -> Number? {
    if let terms = stirlingTerms(x, w) { return try lnGammaStirling(x, w, terms: terms) }
    guard let n = seriesShift(x, w) else { return nil }
    let wide = w.with(digits: w.digits + 3)
    let s = try x.subtracting(Rational(n))
    let base = try GammaSeries.gamma(p: s.numerator.magnitude, q: s.denominator.magnitude, wide)
    if n == 0 { return try base.logarithm(w) }
    return try base.multiplied(by: shiftProduct(s, n, wide), wide).logarithm(w)
  }

  /// ln Γ(x) for `x` within `2^-(w.bits + 8)` of 1 or 2 (not equal), where ln Γ is about
  /// `−γ(x − 1)` or `(1 − γ)(x − 2)`, far below the bounds the other routes give.
  static func logGammaNearOneOrTwo(_ x: Rational, _ w: WorkingPrecision) throws(ArithmeticError) -> Number? {
    nil
  }
}
