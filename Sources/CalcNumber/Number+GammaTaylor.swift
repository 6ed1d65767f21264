import BigInt

// MARK: - Γ of a short rational by the Taylor series of 1/Γ(1 + t)

extension Number {
  /// Γ(x) for a non-integer rational `x` whose denominator fits a word or is a power of two
  /// (an approximation's end), at a precision the
  /// table of ``ReciprocalGammaTable`` covers (about 1,280 digits), as Arb's
  /// `arb_hypgeom_gamma_taylor`: with `m` the integer nearest `x` and `t = x − m`
  /// (`|t| <= ½`), `Γ(1 + t)` is the reciprocal of the table's series, and
  ///
  /// * for `m >= 1`, `Γ(x) = Γ(1 + t) · (1 + t)(2 + t)…(m − 1 + t)`;
  /// * for `m <= 0`, `Γ(x) = Γ(1 + t) / (x(x + 1)…t)` (`1 − m` factors, none zero),
  ///
  /// each product exact (``shiftProduct(_:_:_:)``). nil for another argument, or for `m`
  /// past Arb's cut-offs (`70 + bits/8` above, `40 + bits/4` below: a longer product costs
  /// more than the other routes).
  static func taylorGamma(_ x: Rational, _ w: WorkingPrecision) throws(ArithmeticError) -> Number? {
    guard !x.isInteger else { return nil }
    let nearest = x.roundedToInteger(.toNearestOrAwayFromZero)
    guard let m = Int(exactly: nearest.numerator), m <= 70 + w.bits / 8, m >= -(40 + w.bits / 4) else { return nil }
    let t = try x.subtracting(nearest)
    let bits = w.bits + 16
    let denominator = t.denominator.magnitude
    let bounds: (Dyadic, Dyadic)?
    if let a = UInt(exactly: t.numerator.magnitude), let b = UInt(exactly: denominator) {
      bounds = try ReciprocalGammaTable.reciprocalGamma(
        a: a, b: b, negativeT: t.signum < 0, bits: bits, stop: w.cancellation)
    } else if denominator.trailingZeroBitCount == denominator.bitWidth - 1 {
      // A dyadic t (the end of an approximation's bounds): full products.
      bounds = try ReciprocalGammaTable.reciprocalGamma(
        numerator: t.numerator, exponent: denominator.bitWidth - 1, bits: bits, stop: w.cancellation)
    } else {
      bounds = nil
    }
    guard let (low, high) = bounds else { return nil }
    // Γ(1 + t) = 1 / (1/Γ(1 + t)), both bounds positive (1/Γ(1 + t) > ½ on |t| <= ½).
    let g = Number(
      lower: try Dyadic.one.divided(by: high, bits: bits, .down),
      upper: try Dyadic.one.divided(by: low, bits: bits, .up))
    let wide = w.with(digits: w.digits + 3)
    if m >= 1 {
      if m == 1 { return try g.adding(Number(0), w) }
      return try g.multiplied(by: shiftProduct(try t.adding(.one), m - 1, wide), w)
    }
    return try g.divided(by: shiftProduct(x, 1 - m, wide), w)
  }
}
