import BigInt

/// Euler's constant γ = 0.5772…, as bounds, by the Brent–McMillan series summed exactly by
/// binary splitting, kept for the largest precision asked so far.
///
/// **The identity** (Brent and McMillan, "Some new algorithms for high-precision computation
/// of Euler's constant", 1980): with `a_k = (N^k/k!)²`, `V = Σ a_k` and
/// `U = Σ a_k (H_k − ln N)`, `U/V − γ = K₀(2N)/I₀(2N)`, which lies in `(0, π e^(−4N))`; so
/// `4N ≥ (b + 6) ln 2` puts it below `2^−(b+4)`.
///
/// **The tail.** For `k ≥ K ≥ 2N` the ratio `a_(k+1)/a_k = N²/(k+1)²` is at most ¼ and
/// `H_(k+1)/H_k ≤ 2`, so the omitted parts of `V` and of `Σ a_k H_k` are below `2a_K` and
/// `2a_K H_K`; with `|H_k − ln N| ≤ L = ln K + 1 + ln N` for every `k ≤ K` and `V ≥ 1`, the
/// partial quotient is within `(2L + 2L)·a_K` of `U/V`. `K` is the first with
/// `2K log₂(K/(eN)) ≥ b + 4 + log₂(4L) + 2` (`a_K ≤ (eN/K)^(2K)`, `K! ≥ (K/e)^K`; the 2 bits
/// cover the `Double` estimate many times over), so that error is below `2^−(b+6)`.
enum EulerGamma {
  private static let cache = Locked<(bits: Int, value: Number)?>(nil)

  /// Bounds of γ with an error below `2^−(w.bits)`.
  static func value(_ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    if let known = cache.withLock({ $0 }), known.bits >= w.bits { return known.value }
    let b = w.bits + 8
    let n = Int((Double(b + 6) * 0.6931471805599453 / 4).rounded(.up)) + 2
    let nd = Double(n)
    var k = 2 * n + 2
    func enough(_ k: Int) -> Bool {
      let kd = Double(k)
      let l = (log2(kd) + log2(nd)) * 0.6931471805599453 + 1
      return 2 * kd * log2(kd / (2.718281828459045 * nd)) >= Double(b + 4) + log2(4 * l) + 2
    }
    while !enough(k) { k += 1 + k / 64 }
    let n2 = BigUInt(n) * BigUInt(n)
    let parts = try split(1, k, n2: n2, stop: w.cancellation)
    // Σ_{k<K} a_k H_k / Σ_{k<K} a_k = V / (D (Q + T)).
    let numerator = parts.v
    let denominator = BigUInt.product(parts.d, parts.q + parts.t)
    let (x1, d1) = BinarySplitting.truncated(numerator, denominator, keeping: b + 64)
    let quotient = Number(
      lower: Dyadic(fraction: BigInt(x1), BigInt(d1 + 1), bits: b + 8, .down),
      upper: Dyadic(fraction: BigInt(x1 + 1), BigInt(d1), bits: b + 8, .up))
    let wk = w.with(digits: w.digits + 6)
    let logN = try Number(Rational(n)).logarithm(wk)
    let slack = Dyadic(significand: 1, exponent: -(b + 3), isNegative: false)
    let value = try quotient.subtracting(logN, wk).adding(Number(lower: slack.negated, upper: slack), wk)
    cache.withLock { if ($0?.bits ?? 0) < w.bits { $0 = (w.bits, value) } }
    return value
  }

  /// The sums of the terms `[a, b)` with ratio `p/q = N²/k²` and harmonic steps `1/k`:
  /// `T/Q = Σ_k Π_{a..k} p/q`, `C/D = Σ 1/k`, `V/(QD) = Σ_k (Π_{a..k} p/q)(Σ_{j=a}^{k} 1/j)`.
  /// Halves merge as `P = P₁P₂`, `Q = Q₁Q₂`, `D = D₁D₂`, `C = C₁D₂ + C₂D₁`,
  /// `T = T₁Q₂ + P₁T₂`, `V = V₁Q₂D₂ + P₁(C₁T₂D₂ + V₂D₁)`.
  private static func split(
    _ a: Int, _ b: Int, n2: BigUInt, stop: CancellationToken?
  ) throws(ArithmeticError) -> (p: BigUInt, q: BigUInt, d: BigUInt, c: BigUInt, t: BigUInt, v: BigUInt) {
    if b - a == 1 {
      let k = BigUInt(a)
      return (n2, k * k, k, 1, n2, n2)
    }
    if b - a >= 256 { try stop.check() }
    let m = a + (b - a) / 2
    let l = try split(a, m, n2: n2, stop: stop)
    let r = try split(m, b, n2: n2, stop: stop)
    let c = BigUInt.product(l.c, r.d) + BigUInt.product(r.c, l.d)
    let t = BigUInt.product(l.t, r.q) + BigUInt.product(l.p, r.t)
    let inner = BigUInt.product(BigUInt.product(l.c, r.t), r.d) + BigUInt.product(r.v, l.d)
    let v = BigUInt.product(BigUInt.product(l.v, r.q), r.d) + BigUInt.product(l.p, inner)
    return (BigUInt.product(l.p, r.p), BigUInt.product(l.q, r.q), BigUInt.product(l.d, r.d), c, t, v)
  }
}
