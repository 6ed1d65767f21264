import BigInt

/// Euler's constant γ = 0.5772156649…, by the Brent–McMillan formula (Brent and McMillan,
/// "Some new algorithms for high-precision computation of Euler's constant", Math. Comp.
/// 34 (1980)): for a whole n ≥ 1,
///
///     γ = U/V − K₀(2n)/I₀(2n),   U = Σ_{k≥0} (nᵏ/k!)² (H_k − ln n),   V = Σ_{k≥0} (nᵏ/k!)²,
///
/// with `0 < K₀(2n)/I₀(2n) < π e^(−4n)`. The sums stop at `N ≥ 4.97n`; beyond it every
/// term of V is at most 1/16 of the one before (`n²/(k+1)² ≤ 1/16`) and every term of U at
/// most 1/8 (`H_k − ln n` is positive there and at most doubles), so the omitted tails are
/// positive and below the last terms kept, which bound them. Every step rounds outward
/// (``DyadicInterval``): γ's bounds are certain.
extension Number {
  /// The bounds of γ computed so far at the most bits, shared by every evaluation.
  private static let eulerGammaCache = Locked<(bits: Int, value: DyadicInterval)?>(nil)

  /// γ to the working precision.
  package static func eulerGamma(_ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    let bounds = try eulerGammaBounds(bits: w.bits + 8, w)
    return w.bounds(bounds.lower, bounds.upper)
  }

  /// Bounds of γ about `bits` bits tight.
  static func eulerGammaBounds(bits: Int, _ w: WorkingPrecision) throws(ArithmeticError) -> DyadicInterval {
    if let hit = eulerGammaCache.withLock({ $0 }), hit.bits >= bits { return hit.value }
    // π e^(−4n) < 2^(2 − 5.77n) below 2^−(bits + 4).
    let n = (bits + 6) * 100 / 577 + 1
    let count = (n * 4_972 + 999) / 1_000 + 1
    // Guard bits for the roundings of every step and the cancellation in U.
    let p = bits + 2 * (Int.bitWidth - count.leadingZeroBitCount) + 32
    let logN = try Number(n).logarithm(precision(w, bits: p + 16)).interval(bits: p)
    let nSquared = n * n
    var b = DyadicInterval.one
    var a = logN.negated
    var u = a
    var v = b
    for k in 1...count {
      if k & 63 == 0 { try w.cancellation.check() }
      // B_k = B_{k−1} n²/k²; A_k = (A_{k−1} n²/k + B_k)/k = B_k (H_k − ln n).
      b = try b.multiplied(by: nSquared, bits: p).divided(by: k, bits: p).divided(by: k, bits: p)
      a = try a.multiplied(by: nSquared, bits: p).divided(by: k, bits: p).adding(b, bits: p).divided(by: k, bits: p)
      u = u.adding(a, bits: p)
      v = v.adding(b, bits: p)
    }
    // The tails: positive, below the last terms.
    u.upper = u.upper.adding(a.magnitudeBound, bits: p, .up)
    v.upper = v.upper.adding(b.magnitudeBound, bits: p, .up)
    var gamma = try u.divided(by: v, bits: p)
    let correction = Dyadic(significand: 1, exponent: 2 - 577 * n / 100, isNegative: false)
    gamma.lower = gamma.lower.subtracting(correction, bits: p, .down)
    let result = gamma
    eulerGammaCache.withLock { cached in
      if (cached?.bits ?? -1) < bits { cached = (bits, result) }
    }
    return result
  }
}
