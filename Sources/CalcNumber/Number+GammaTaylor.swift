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
    let wide = w.with(digits: w.digits + 3)
    if m >= 1 {
      // Γ(1 + t) = 1 / (1/Γ(1 + t)), both bounds positive (1/Γ(1 + t) > ½ on |t| <= ½).
      let (gLow, gHigh) = try reciprocalBounds(low, high, bits: bits)
      let g = Number(lower: gLow, upper: gHigh)
      if m == 1 { return try g.adding(Number(0), w) }
      return try g.multiplied(by: shiftProduct(try t.adding(.one), m - 1, wide), w)
    }
    // Γ(x) = 1 / (1/Γ(1 + t) · |x(x + 1)…t|) with its sign: one product and one division
    // (the product has no zero factor: x is not an integer).
    let product = try shiftProduct(x, 1 - m, wide)
    let (pLow, pHigh) = try Number(lower: low, upper: high).multiplied(by: product.magnitude, wide)
      .endpoints(bits: wide.bits)
    guard pLow.signum > 0 else { throw .indeterminate }
    let (rLow, rHigh) = try reciprocalBounds(pLow, pHigh, bits: wide.bits)
    let magnitude = w.bounds(rLow, rHigh)
    // The factors below 0: x, …, m − 1 + t, and t itself when t < 0.
    let negativeFactors = -m + (t.signum < 0 ? 1 : 0)
    return negativeFactors % 2 == 1 ? magnitude.negated : magnitude
  }

  /// Bounds of `1/y` for `0 < a <= y <= b`, from one division: `r = 1/b` rounded down (within
  /// `2^(m − bits)` of `1/b`, `m` its magnitude exponent: `r` has at most `bits` bits), and
  /// `1/a = 1/b + (b − a)/(ab) <= r + 2^(m − bits) + (b − a)/a²`, the last term bounded in 64
  /// bits.
  static func reciprocalBounds(_ a: Dyadic, _ b: Dyadic, bits: Int) throws(ArithmeticError) -> (Dyadic, Dyadic) {
    let r = try Dyadic.one.divided(by: b, bits: bits, .down)
    let width = b.subtracting(a, bits: 64, .up)
    let a64 = a.rounded(toBits: 64, .down)
    let square = try a64.multiplied(by: a64, bits: 64, .down)
    let spread = try width.divided(by: square, bits: 64, .up)
    let unit = Dyadic(significand: 1, exponent: r.magnitudeExponent - bits, isNegative: false)
    let slack = spread.adding(unit, bits: 64, .up)
    return (r, r.adding(slack, bits: bits + 8, .up))
  }

  /// ln|v| for a value `v` of Γ (its bounds of one sign) from one logarithm: at the lower
  /// end of `|v|`, the upper end's bounded by `ln u <= ln l + (u − l)/l`
  /// (``logarithmRise(_:_:_:)``), where ``logarithm(_:)`` takes both ends below
  /// ``BitBurst/threshold`` (at 1,000 digits a logarithm costs more than Γ itself).
  static func logarithmOfGamma(_ v: Number, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    let m = v.magnitude
    guard m.lower.signum > 0 else { return try m.logarithm(w) }
    let kernel = { (x: Rational, bits: Int) throws(ArithmeticError) -> Number in
      try x.logarithmBounds(bits: bits, stop: w.cancellation)
    }
    if let once = try m.increasingFromLowerEnd(w, minimumBits: 0, kernel, rise: Number.logarithmRise) { return once }
    return try m.logarithm(w)
  }
}
