import BigInt

/// Γ(s) for a short rational `s = p/q` in (0, 1) by the series of the lower incomplete gamma
/// function, summed exactly by binary splitting: no Bernoulli numbers, so no wall of
/// precision (Brent's method, as Arb's `arb_gamma_fmpq_outward` for high precision).
///
/// **The identity.** For `N > 0`, `Γ(s) = γ(s, N) + Γ(s, N)` with
/// `γ(s, N) = N^s e^(−N) Σ_{k≥0} N^k / (s(s + 1)…(s + k))` (DLMF 8.7.1) and
/// `0 < Γ(s, N) = ∫_N^∞ t^(s−1) e^(−t) dt ≤ N^(s−1) e^(−N) ≤ e^(−N)` for `s ≤ 1 ≤ N`.
///
/// **The bounds.** With `b` the bits asked for, `N ≥ (b + 4) ln 2` makes `Γ(s, N) ≤ 2^−(b+4)`.
/// The terms `a_k = N^k / (s)_(k+1)` are positive, and for `k ≥ K ≥ 2N` the ratio
/// `a_(k+1)/a_k = N/(s + k + 1)` is at most ½, so the tail after `K` terms is below
/// `2a_K ≤ 2q N^K / K! ≤ 2q (eN/K)^K` (`(s)_(K+1) ≥ s·K!`, `s ≥ 1/q`, `K! ≥ (K/e)^K`); `K` is
/// the first with `K log₂(K/(eN)) ≥ log₂(2Nq) + 2` (the 2 bits cover the rounding of
/// the `Double` estimate many times over), so `N^s e^(−N) · tail ≤ N e^(−N) · 2q (eN/K)^K
/// ≤ 2^−(b+6)`. Since Γ(s) ≥ 1 on (0, 1], both are relative errors: `Γ(s)` lies in
/// `E · S + [0, 2^−(b+3)]`, `E = exp(s ln N − N)` and `S` the partial sum, both as bounds.
enum GammaSeries {
  /// Bounds of Γ(p/q), `0 < p < q`, to about `w.bits` bits.
  static func gamma(p: BigUInt, q: BigUInt, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    precondition(!p.isZero && p < q)
    let b = w.bits + 16
    let n = Int((Double(b + 4) * 0.6931471805599453).rounded(.up)) + 2
    let nd = Double(n)
    let need = log2(2 * nd) + Double(q.bitWidth) + 2
    var k = max(2 * n + 2, Int(2.72 * nd))
    while Double(k) * log2(Double(k) / (2.718281828459045 * nd)) < need { k += 1 + k / 64 }
    // S = (q/p)(1 + T/Q) with T/Q = Σ_{k=1}^{K−1} Π_{i=1}^{k} Nq/(p + iq).
    let nq = BigUInt(n) * q
    let (_, bigQ, bigT) = try split(1, k, nq: nq, p: p, q: q, stop: w.cancellation)
    let numerator = BigUInt.product(q, bigQ + bigT)
    let denominator = BigUInt.product(p, bigQ)
    // Both cut to b + 64 bits by the same shift: X/D lies in [X'/(D' + 1), (X' + 1)/D'] · 1.
    let (x1, d1) = BinarySplitting.truncated(numerator, denominator, keeping: b + 64)
    let low = Dyadic(fraction: BigInt(x1), BigInt(d1 + 1), bits: b + 8, .down)
    let high = Dyadic(fraction: BigInt(x1 + 1), BigInt(d1), bits: b + 8, .up)
    let sum = Number(lower: low, upper: high)
    let wk = w.with(digits: w.digits + 16 + Int(log2(nd) * 0.302))
    let power = try weight(n: n, p: p, q: q, wk)
    let value = try power.multiplied(by: sum, wk)
    let slack = Number(lower: .zero, upper: Dyadic(significand: 1, exponent: -(b + 3), isNegative: false))
    return try value.adding(slack, wk)
  }

  /// Bounds of `E = N^s e^(−N)`, `s = p/q`, with a relative error of about `2^−(w.bits)`.
  ///
  /// For a denominator of at most 12 (and a numerator of a word), without a logarithm or an exponential of a
  /// full-precision argument (at 1,000 digits those two cost several times the whole
  /// series): `N^s = (N^(1/q))^p`, the root of the integer `N` by
  /// ``Rational/rootBounds(_:bits:)`` and its `p`-th power by squaring, and `e^N` by squaring
  /// from the bounds of `e` (the short series of `exp(1)`). Each power of bounds is rounded
  /// outward at every step (``Dyadic/power(_:bits:_:)``), with `log₂ p` resp. `log₂ N` more
  /// bits for the relative errors that `p` resp. `N` factors and their roundings add up.
  /// Else `exp(s ln N − N)`, whose argument near −N needs `log₂ N` more bits.
  static func weight(n: Int, p: BigUInt, q: BigUInt, _ wk: WorkingPrecision) throws(ArithmeticError) -> Number {
    // The root's cost grows with q times the bits (it works on numbers of q·bits bits): a
    // short denominator only (1/3, 7.3, 1/7), else the logarithm and exponential.
    guard let exponent = UInt(exactly: p), let k = Int(exactly: q), k <= 12, k * wk.bits <= 2_000_000 else {
      let s = Number(Rational(numerator: BigInt(p), denominator: BigInt(q)))
      let big = Number(Rational(n))
      return try s.multiplied(by: big.logarithm(wk), wk).subtracting(big, wk).exponential(wk)
    }
    let bits = wk.bits + 2 * (Int.bitWidth - n.leadingZeroBitCount) + (UInt.bitWidth - exponent.leadingZeroBitCount) + 16
    let base: Number
    if k >= 2 {
      base = try Rational(n).rootBounds(k, bits: bits)
    } else {
      base = Number(Rational(n))
    }
    try wk.cancellation.check()
    let low = try base.lower.power(exponent, bits: bits, .down)
    let high = try base.upper.power(exponent, bits: bits, .up)
    let e = try Number(1).exponential(wk.with(digits: bits * 1000 / 3322 + 2))
    let count = UInt(n)
    let eLow = try e.lower.power(count, bits: bits, .down)
    let eHigh = try e.upper.power(count, bits: bits, .up)
    return Number(
      lower: try low.divided(by: eHigh, bits: bits, .down),
      upper: try high.divided(by: eLow, bits: bits, .up))
  }

  /// `P`, `Q`, `T` of the terms `[a, b)`: `P = (Nq)^(b−a)`, `Q = Π (p + iq)` and
  /// `T / Q = Σ_{k=a}^{b−1} Π_{i=a}^{k} Nq/(p + iq)`; halves merge as `P = P₁P₂`,
  /// `Q = Q₁Q₂`, `T = T₁Q₂ + P₁T₂`.
  private static func split(
    _ a: Int, _ b: Int, nq: BigUInt, p: BigUInt, q: BigUInt, stop: CancellationToken?
  ) throws(ArithmeticError) -> (p: BigUInt, q: BigUInt, t: BigUInt) {
    if b - a <= 16 {
      // The terms one by one, each merged as a range of one term `(Nq, p + kq, Nq)`:
      // `T ← T·(p + kq) + P·Nq`, `P ← P·Nq`, `Q ← Q·(p + kq)`, from the empty range (1, 1, 0).
      var (pp, qq, tt) = (BigUInt(1), BigUInt(1), BigUInt(0))
      for k in a..<b {
        let factor = p + BigUInt(k) * q
        tt = tt * factor + pp * nq
        pp = pp * nq
        qq = qq * factor
      }
      return (pp, qq, tt)
    }
    if b - a >= 256 { try stop.check() }
    let m = a + (b - a) / 2
    let left = try split(a, m, nq: nq, p: p, q: q, stop: stop)
    let right = try split(m, b, nq: nq, p: p, q: q, stop: stop)
    let t = BigUInt.product(left.t, right.q) + BigUInt.product(left.p, right.t)
    return (BigUInt.product(left.p, right.p), BigUInt.product(left.q, right.q), t)
  }
}
