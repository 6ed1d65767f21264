import BigInt

/// Euler's constant γ = 0.5772156649… (for Y_n; `eulerConstant`, so as not to clash with other
/// copies), by the Brent–McMillan formula (Brent and McMillan,
/// "Some new algorithms for high-precision computation of Euler's constant", Math. Comp.
/// 34 (1980)): for a whole n ≥ 1,
///
///     γ = U/V − K₀(2n)/I₀(2n),   U = Σ_{k≥0} B_k (H_k − ln n),   V = Σ_{k≥0} B_k,   B_k = (nᵏ/k!)²,
///
/// with `0 < K₀(2n)/I₀(2n) < π e^(−4n)`.
///
/// How the bounds are certain:
/// * The sums stop at `N ≥ 4.97n`. Beyond it every term of V is at most 1/16 of the one
///   before (`n²/(k+1)² ≤ 1/16`) and every term of U at most 1/8 (`H_k − ln n` is positive
///   there and at most doubles), so the omitted tails are positive and below the last
///   terms kept, which bound them.
/// * The sums are worked out in fixed point, scaled by 2^p, with
///   `b_k = ⌊b_{k−1} n²/k²⌋` and `a_k = trunc((a_{k−1} n² + k b_k)/k²)` (`A_k = B_k (H_k − ln n)`
///   satisfies `A_k = (A_{k−1} n² + k B_k)/k²`). Each division loses less than one unit, and
///   a unit lost at step j is scaled by `B_k/B_j ≤ max(B_k, 1)` by step k (`B_j ≥ 1` for
///   `j ≤ n`, and B decreases past n). So `b_k` is within `k·max(B_k, 1)` units of
///   `B_k 2^p`, and `a_k` within `2k·max(B_k, 1)` and the error of ln n times `B_k`; summed,
///   V is within `N(V + N)` units and U within `2N(V + N) + δ V`, δ the units of ln n's
///   error. γ's bounds are the quotients of the ends of these intervals.
extension Number {
  /// The bounds of γ computed so far at the most bits, shared by every evaluation.
  private static let eulerConstantCache = Locked<(bits: Int, value: DyadicInterval)?>(nil)

  /// γ to the working precision.
  package static func eulerConstant(_ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    let bounds = try eulerConstantBounds(bits: w.bits + 8, w)
    return w.bounds(bounds.lower, bounds.upper)
  }

  /// Bounds of γ about `bits` bits tight.
  static func eulerConstantBounds(bits: Int, _ w: WorkingPrecision) throws(ArithmeticError) -> DyadicInterval {
    if let hit = eulerConstantCache.withLock({ $0 }), hit.bits >= bits { return hit.value }
    // π e^(−4n) < 2^(2 − 5.77n) below 2^−(bits + 4).
    let n = (bits + 6) * 100 / 577 + 1
    let count = (n * 4_972 + 999) / 1_000 + 1
    let countBits = Int.bitWidth - count.leadingZeroBitCount
    let p = bits + 2 * countBits + 24
    let log = try Number(n).logarithm(precision(w, bits: p + 32))
    let logLow = fixedPoint(log.lower, p, .down)
    let logError = fixedPoint(log.upper, p, .up) - logLow
    let nSquared = BigInt(n * n)
    var b = BigInt(1) << p
    var a = -logLow
    var u = a
    var v = b
    for k in 1...count {
      if k & 63 == 0 { try w.cancellation.check() }
      let kSquared = BigInt(k * k)
      b = (b * nSquared) / kSquared
      a = (a * nSquared + b * BigInt(k)) / kSquared
      u += a
      v += b
    }
    // V ≤ 2v/2^p + 1 (its error is far below half of it), in units of the value 1.
    let bigN = BigInt(count)
    let vBound = (v >> (p - 1)) + 2
    let vError = bigN * (vBound + bigN)
    let uError = 2 * bigN * (vBound + bigN) + logError * vBound
    // The tails: positive, below the last terms (and their errors).
    let uLow = u - uError
    let uHigh = u + uError + a.magnitudeBigInt + uError
    let vLow = v - vError
    let vHigh = v + vError + b + vError
    guard uLow.signum() > 0, vLow.signum() > 0 else { throw .indeterminate }
    let correction = Dyadic(significand: 1, exponent: 2 - 577 * n / 100, isNegative: false)
    let lower = Dyadic(fraction: uLow, vHigh, bits: p, .down).subtracting(correction, bits: p, .down)
    let upper = Dyadic(fraction: uHigh, vLow, bits: p, .up)
    let result = DyadicInterval(lower: lower, upper: upper)
    eulerConstantCache.withLock { cached in
      if (cached?.bits ?? -1) < bits { cached = (bits, result) }
    }
    return result
  }

  /// `⌊x · 2^p⌋` or `⌈x · 2^p⌉` for `x ≥ 0`.
  private static func fixedPoint(_ x: Dyadic, _ p: Int, _ direction: RoundingDirection) -> BigInt {
    let shift = x.exponent + p
    if shift >= 0 { return BigInt(x.significand << shift) }
    let floor = x.significand >> -shift
    let exact = floor << -shift == x.significand
    return BigInt(direction == .up && !exact ? floor + 1 : floor)
  }
}

extension BigInt {
  /// |self|, as a BigInt.
  fileprivate var magnitudeBigInt: BigInt { BigInt(magnitude) }
}
