import BigInt

/// Ei of a long argument (`|x| >= 1/16`) by the bit-burst, as erf's
/// (ErrorFunctionBitBurst.swift): `x = c₀ + h₁ + h₂ + …` in pieces of doubling length, Ei(c₀)
/// of the short first piece by its own series, then from each partial sum `z` to `z + h`
/// `Ei(z + h) − Ei(z) = e^z ∫₀ʰ g(u) du`, `g(u) = e^u/(z + u) = Σ g_k u^k`, and
/// `e^(z+h) = e^z · e^h`.
///
/// `(z + u) g = e^u` gives `z g_k + g_(k−1) = 1/k!`, `g₀ = 1/z`. With `u_k = g_k h^k` and
/// `φ_k = h^k/k!`, `u_(k+1) = (h/z)(φ_k/(k + 1) − u_k)` and `φ_(k+1) = h φ_k/(k + 1)`; for
/// `z = σp/2^t`, `h = σr/2^s` (`σ` the sign, `p, r >= 0`) the steps are integers over
/// `d_k = p(k + 1)2^s`: `A_k = [[−r2^t(k + 1), r2^t], [0, σpr]]` on `(u_k, φ_k)`, and the sums
/// `Σ u_i/(i + 1)` (row `[p2^s, 0]`) and `Σ φ_i = e^h` (row `[0, d_k]`), from `(u₀, φ₀) =
/// (σ2^t/p, 1)`, started as `(σ2^t, p)` and divided by `p` after.
///
/// **Tail.** `g` is analytic for `|u| < |z|`; on `|u| = |z|/2`, `|g| <= 2e^(|z|/2)/|z|`, so by
/// Cauchy's estimate `|u_k| <= (2e^(|z|/2)/|z|)·ρ^k`, `ρ = 2|h|/|z| <= 2^(5−t)` (`|z| >= 1/16`,
/// `|h| < 2^−t`), and the terms from `N` on sum to at most `(4e^(|z|/2)/|z|)·ρ^N`; those of
/// `e^h` to at most `2·2^(−tN)`.
extension ExponentialIntegral {
  /// The bits from which a long argument takes the bit-burst.
  static let burstBits = 400

  /// The least `|x|` the bit-burst takes (its pieces' series converge by `2^(5−t)` a term).
  static let burstLeast = Rational(numerator: 1, denominator: 16)

  /// Ei(x) for a long `x` with `|x| >= 1/16`, to about `bits` bits relative (absolute near
  /// its zero); nil for another `x`.
  static func burstEi(_ x: Rational, bits: Int, _ w: WorkingPrecision) throws(ArithmeticError) -> Number? {
    let a = x.magnitude
    guard a >= burstLeast, ErrorFunction.isLong(a) else { return nil }
    let negative = x.signum < 0
    let size = max(0, Int(a.log2Estimate) + 2)
    let target = bits + 40 + size
    let wk = w.withBits(target + 32)
    let L = target + 16
    let m = ErrorFunction.dyadic(a, bits: L)
    let first = 32
    let p0 = m >> (L - first)
    let c0 = Rational(numerator: negative ? -BigInt(p0) : BigInt(p0), denominator: BigInt(1) << first)
    // Ei(c₀) to `target` bits (its own routes: the split sum, the asymptotic series).
    let base = try ei(c0, bits: target, w)
    var k = try Number(c0).exponential(wk)
    var increment = Number(0)
    var t = first
    while t < L {
      try w.cancellation.check()
      let s = min(2 * t, L)
      let r = (m >> (L - s)) & ((BigUInt(1) << (s - t)) - 1)
      if !r.isZero {
        let p = m >> (L - t)
        let (e, i) = try stage(p, t: t, r, s: s, negative: negative, target: target, wk)
        increment = try increment.adding(k.multiplied(by: i, wk), wk)
        k = try k.multiplied(by: e, wk)
      }
      t = s
    }
    // |x − m/2^L| < 2^−L, and |Ei′| = e^t/|t| <= 16·e^(m/2^L)·e^(2^−L) < 32·K between them.
    let slack = try k.multiplied(by: Number(Rational(numerator: 32, denominator: BigInt(1) << L)), wk).upper
    let total = try base.adding(increment, wk)
    return total.widened(by: slack, bits: wk.bits)
  }

  /// `(e^h, ∫₀ʰ g)` for `z = σp/2^t`, `h = σr/2^s`, each within `2^−(target + 2)` (plus its
  /// roundings).
  private static func stage(
    _ p: BigUInt, t: Int, _ r: BigUInt, s: Int, negative: Bool, target: Int, _ wk: WorkingPrecision
  ) throws(ArithmeticError) -> (Number, Number) {
    // (4e^(|z|/2)/|z|)·ρ^N <= 2^−(target + 2): log2 of the factor <= 6 + 0.7214·⌈|z|⌉.
    let zCeiling = Double((p >> t) + 1)
    let factor = 7 + Int((0.721_347_520_444_481_7 * zCeiling).rounded(.up))
    let terms = max(2, (target + 2 + factor + t - 6) / (t - 5))
    let radius = Dyadic(significand: 1, exponent: -(target + 2), isNegative: false)
    let bits = wk.bits
    let h = Number(Rational(numerator: negative ? -BigInt(r) : BigInt(r), denominator: BigInt(1) << s))
    // In fixed point term by term (BitBurstFixedPoint.swift), else by exact binary splitting.
    let scale = target + 2 + BurstFixedPoint.guardBits(terms)
    if let (integralSum, exponential) = try BurstFixedPoint.eiSums(
      p: p, t: t, r: r, s: s, negative: negative, terms: terms, scale: scale, stop: wk.cancellation)
    {
      return (
        exponential.widened(by: radius, bits: bits),
        try integralSum.widened(by: radius, bits: bits).multiplied(by: h, wk)
      )
    }
    let sigma = BigInt(negative ? -1 : 1)
    let pr = BigInt(BigUInt.product(p, r))
    let r2t = BigInt(r.shiftedLeft(bits: t))
    let p2s = BigInt(p.shiftedLeft(bits: s))
    let burst = Burst(
      leaf: { k in
        let d = p2s * BigInt(k + 1)
        return Burst.Block(
          a00: -(r2t * BigInt(k + 1)), a01: r2t, a10: 0, a11: sigma * pr,
          c00: p2s, c01: 0, c10: 0, c11: d, d: d)
      }, stop: wk.cancellation)
    let column = try burst.column(terms, start: sigma << t, BigInt(p))
    // The start was scaled by p.
    let denominator = column.d * BigInt(p)
    let integralSum = ErrorFunction.fraction(column.y0, denominator, bits: bits).widened(by: radius, bits: bits)
    let exponential = ErrorFunction.fraction(column.y1, denominator, bits: bits).widened(by: radius, bits: bits)
    return (exponential, try integralSum.multiplied(by: h, wk))
  }
}
