import BigInt

/// The arithmetic–geometric mean: `a₀ = a`, `g₀ = b`, `aₖ₊₁ = (aₖ + gₖ)/2`,
/// `gₖ₊₁ = √(aₖ gₖ)`, converging quadratically to `agm(a, b)`.
///
/// Certified by monotonicity: agm is increasing in each argument and
/// `agm(a, g) = agm((a + g)/2, √(ag))`, so iterating with every step rounded down keeps
/// each pair's mean below the true one, and with every step rounded up above it; after
/// the last step the smaller of a pair is a lower bound of its own mean (and so of the
/// true one), the larger an upper bound. An approximate argument contributes its lower
/// bound to the lower run and its upper bound to the upper run.
extension Number {
  static let agmDomainText = "agm(a, b) is defined for a ≥ 0 and b ≥ 0"

  /// agm(a, b) for `a, b ≥ 0`: exactly `a` when `a = b`, exactly 0 when either is 0.
  package static func arithmeticGeometricMean(
    _ a: Number, _ b: Number, _ w: WorkingPrecision
  ) throws(ArithmeticError) -> Number {
    try a.requirePositive(orZero: true, agmDomainText)
    try b.requirePositive(orZero: true, agmDomainText)
    if let x = a.exactValue, x.isZero { return Number(0) }
    if let y = b.exactValue, y.isZero { return Number(0) }
    if let x = a.exactValue, let y = b.exactValue, x == y { return a }
    let bits = max(w.kernelBits(for: a), w.kernelBits(for: b)) + 16
    let (aLow, aHigh) = a.endpoints(bits: bits)
    let (bLow, bHigh) = b.endpoints(bits: bits)
    let lower = try agmBound(max(aLow, .zero), max(bLow, .zero), bits: bits, .down, w)
    let upper = try agmBound(aHigh, bHigh, bits: bits, .up, w)
    return w.bounds(lower, upper)
  }

  /// A bound of agm(x, y) in `direction` (x, y ≥ 0), every step rounded that way.
  private static func agmBound(
    _ x: Dyadic, _ y: Dyadic, bits: Int, _ direction: RoundingDirection, _ w: WorkingPrecision
  ) throws(ArithmeticError) -> Dyadic {
    if x.isZero || y.isZero { return .zero }
    // Steps: about log2 of log2 of the ratio to bring a and g together, then about
    // log2(bits) to converge. Each step works with 16 bits more than the bound is wanted
    // to, so the roundings' noise stays below the difference the loop waits for.
    let working = bits + 16
    var a = x
    var g = y
    for step in 0..<200 {
      try w.cancellation.check()
      let difference = a.subtracting(g, bits: 64, .up).magnitude
      if difference.isZero || difference.magnitudeExponent < min(a.magnitudeExponent, g.magnitudeExponent) - bits {
        break
      }
      if step == 199 { throw .beyondBudget("agm did not converge") }
      let mean = try a.adding(g, bits: working, direction).scaled(byPowerOfTwo: -1)
      let product = try a.multiplied(by: g, bits: working, direction)
      g = product.squareRoot(bits: working, direction)
      a = mean
    }
    return direction == .down ? min(a, g) : max(a, g)
  }
}
