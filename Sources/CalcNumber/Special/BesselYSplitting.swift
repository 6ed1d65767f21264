import BigInt

/// `Y_n(x)` for a short exact `x = p/q > 0` by binary splitting (DLMF 10.8.1):
///
///     Y_n(x) = −(1/π) (x/2)⁻ⁿ F + (2/π) (ln(x/2) + γ) J_n(x) − (1/π) ((x/2)ⁿ/n!) U,
///
/// `F = Σ_{k<n} ((n − k − 1)!/k!) (x²/4)ᵏ` (exact), `J_n(x) = ((x/2)ⁿ/n!) S` as in
/// ``BesselSplitting``, and `U = Σ_k t_k h_k` with `t_k` the terms of `S` and
/// `h_k = H_k + H_(n+k) = H_n + g_k`, `g_k = Σ_{j=1}^{k} e_j`, `e_j = (n + 2j)/(j(n + j))`:
/// `U = H_n S + W`, `W = Σ_{k≥1} t_k g_k = V/(QB)` by the binary-splitting sums with a
/// harmonic part (as ``EulerGamma``'s): `B = Π j(n + j)`, `A/B = Σ e_j`, and halves merge as
/// `A = A₁B₂ + B₁A₂`, `V = V₁Q₂B₂ + P₁(A₁B₂T₂ + B₁V₂)`.
///
/// The tails past `N`: the ratios `|t_(k+1)/t_k|` are at most 1/4 there and `g_(k+1) ≤ 2g_k`
/// (`e_j` falls, so `e_(k+1) ≤ e_1 ≤ g_k`), so the rest of `S` is below `|t_N|` and the rest of
/// `W` below `|t_N| g_N`, `g_N ≤ 2(1 + ln(n + N)) ≤ 2·bitWidth(n + N) + 2`: bounded from the
/// exact integers' sizes, proved, not estimated.
extension BesselSplitting {
  /// `Y_n(x)` for `x = p/q > 0` of at most 64 bits over 64 bits and `n <= largestOrder`, to
  /// about `bits` bits in absolute terms (`bits` includes the guard bits of the cancellation),
  /// or nil when the split sum would pass its size bound.
  static func besselY(_ n: Int, _ x: Rational, bits: Int, _ w: WorkingPrecision) throws(ArithmeticError) -> Number? {
    let stop = w.cancellation
    guard let plan = Plan(n, x, bits: bits, stepFactor: 4) else { return nil }
    let (b, last) = (plan.bits, plan.last)
    let parts = try harmonicSplit(1, last + 1, n: n, p2: BigInt(plan.p2), q2: plan.q2, stop: stop)
    try stop.check()
    // t_N = P/Q; S = 1 + T/Q ± |t_N|; W = V/(QB) ± |t_N|·(2·bitWidth(n + N) + 2).
    let tailExponent = parts.p.magnitude.bitWidth - parts.q.bitWidth + 1
    let radius = Dyadic(significand: 1, exponent: tailExponent, isNegative: false)
    let weight = Dyadic(significand: BigUInt(2 * (n + last).bitWidth + 2), exponent: tailExponent, isNegative: false)
    let s = fractionBounds(BigInt(parts.q) + parts.t, parts.q, radius: radius, bits: b)
    let weighted = fractionBounds(parts.v, BigUInt.product(parts.q, parts.b), radius: weight, bits: b)
    // H_n, (x/2)ⁿ/n!, and F/(x/2)ⁿ, exact.
    var harmonic = Rational.zero
    var scale = Rational.one
    var finite = Rational.zero
    let half = try x.multiplied(by: Rational(numerator: 1, denominator: 2))
    if n > 0 {
      for j in 1...n {
        if j & 63 == 0 { try stop.check() }
        harmonic = try harmonic.adding(Rational(numerator: 1, denominator: BigInt(j)))
        scale = try scale.multiplied(by: half).multiplied(by: Rational(numerator: 1, denominator: BigInt(j)))
      }
      // F = Σ_{k<n} e_k, e_0 = (n − 1)!, e_k = e_(k−1) (x²/4)/(k(n − k)); then F/(x/2)ⁿ.
      let r = try half.multiplied(by: half)
      var e = Rational.one
      if n > 2 { for j in 2...(n - 1) { e = try e.multiplied(by: Rational(j)) } }
      finite = e
      if n > 1 {
        for k in 1...(n - 1) {
          if k & 63 == 0 { try stop.check() }
          e = try e.multiplied(by: r).multiplied(by: Rational(numerator: 1, denominator: BigInt(k * (n - k))))
          finite = try finite.adding(e)
        }
      }
      var power = Rational.one
      for _ in 0..<n { power = try power.multiplied(by: half) }
      finite = try finite.divided(by: power)
    }
    let wk = w.withBits(b + 32)
    let pi = try Number.pi(wk)
    let gamma = try Number.eulerConstant(wk)
    let scaleNumber = Number(scale)
    let j = try scaleNumber.multiplied(by: s, wk)
    var sum = try Number(half).logarithm(wk).adding(gamma, wk).multiplied(by: j, wk).multiplied(by: Number(2), wk)
    let u = try Number(harmonic).multiplied(by: s, wk).adding(weighted, wk)
    sum = try sum.subtracting(scaleNumber.multiplied(by: u, wk), wk)
    if n > 0 { sum = try sum.subtracting(Number(finite), wk) }
    return try sum.divided(by: pi, wk)
  }

  /// `n/d ± radius` as bounds to `bits` bits (`d > 0`).
  private static func fractionBounds(_ n: BigInt, _ d: BigUInt, radius: Dyadic, bits b: Int) -> Number {
    let (x1, d1) = BinarySplitting.truncated(n.magnitude, d, keeping: b + 64)
    var low = Dyadic(fraction: BigInt(x1), BigInt(d1 + 1), bits: b, .down)
    var high = Dyadic(fraction: BigInt(x1 + 1), BigInt(d1), bits: b, .up)
    if n.signum() < 0 { (low, high) = (high.negated, low.negated) }
    return Number(lower: low.subtracting(radius, bits: b, .down), upper: high.adding(radius, bits: b, .up))
  }

  /// P, Q, B, A, T and V of the steps `[i, j)`.
  private static func harmonicSplit(
    _ i: Int, _ j: Int, n: Int, p2: BigInt, q2: BigUInt, stop: CancellationToken?
  ) throws(ArithmeticError) -> (p: BigInt, q: BigUInt, b: BigUInt, a: BigUInt, t: BigInt, v: BigInt) {
    if j - i == 1 {
      let q = BigUInt(4) * q2 * BigUInt(i) * BigUInt(n + i)
      let a = BigUInt(n + 2 * i)
      return (-p2, q, BigUInt(i) * BigUInt(n + i), a, -p2, -p2 * BigInt(a))
    }
    if j - i >= 64 { try stop.check() }
    let m = i + (j - i) / 2
    let l = try harmonicSplit(i, m, n: n, p2: p2, q2: q2, stop: stop)
    let r = try harmonicSplit(m, j, n: n, p2: p2, q2: q2, stop: stop)
    let a = BigUInt.product(l.a, r.b) + BigUInt.product(l.b, r.a)
    let t = BigInt.product(l.t, BigInt(r.q)) + BigInt.product(l.p, r.t)
    let inner = BigInt.product(BigInt(BigUInt.product(l.a, r.b)), r.t) + BigInt.product(BigInt(l.b), r.v)
    let v = BigInt.product(l.v, BigInt(BigUInt.product(r.q, r.b))) + BigInt.product(l.p, inner)
    return (BigInt.product(l.p, r.p), BigUInt.product(l.q, r.q), BigUInt.product(l.b, r.b), a, t, v)
  }
}
