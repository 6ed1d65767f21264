import BigInt

/// ζ(s) for a whole `s ≥ 2` by Borwein's algorithm, the sum taken exactly by binary
/// splitting: the route of `zeta` at the integers to 100,000 digits.
///
/// **The identity** (P. Borwein, "An efficient algorithm for the Riemann zeta function",
/// 2000, Algorithm 2). With the shifted Chebyshev polynomial `p_n(x) = T_n(1 − 2x)`
/// (`|p_n| ≤ 1` on [0, 1], `D = p_n(−1) = T_n(3) ≥ (3 + √8)^n / 2`) and
/// `η(s) = Σ_{k≥1} (−1)^(k−1) k^(−s) = 1/Γ(s) ∫_0^1 (−ln x)^(s−1)/(1 + x) dx`,
///
///     η(s) = S/D + E,   S = Σ_{i=1}^{n} T_i H_i,   D = Σ_{i=0}^{n} T_i,
///     E = 1/(D Γ(s)) ∫_0^1 p_n(x) (−ln x)^(s−1)/(1 + x) dx,
///
/// where `T_0 = 1`, `T_i = T_(i−1) · 2(n + i − 1)(n − i + 1) / (i(2i − 1))` (the integers
/// `n (n+i−1)! 4^i / ((n−i)! (2i)!)`, the steps of Borwein's `d_k`) and
/// `H_i = Σ_{k=1}^{i} (−1)^(k−1) k^(−s)`. Since `|p_n| ≤ 1` and `1/(1 + x) ≤ 1`,
/// `|E| ≤ 1/D` for every real `s > 0`; the bounds are widened by `2/D` (the check against
/// mpmath in scripts/make-zeta-vectors.py covers every vector). Then
/// `ζ(s) = η(s) · 2^(s−1)/(2^(s−1) − 1)`, an exact factor.
///
/// **The sum** `S/D = V/(D_H (Q + T))` is one fraction, made by the same binary splitting as
/// Euler's γ (``EulerGamma``), with the harmonic steps `±1/k^s` in place of `1/k`; its size is
/// about `s · log2(n!)` bits, so the route is taken above ``splittingBits`` while that is
/// at most ``maximumSumBits`` (`zeta(3)` and `zeta(5)` at 100,000 digits: 15 and 19 million
/// bits); below it, or for a larger s, the sum in the other order
/// (``directValue(s:bits:stop:)``), one short division per term, while its estimated word
/// operations stay below ``maximumDirectCost``. Bounds are kept for the largest precision asked of each `s`
/// (at most ``cacheSize`` of them, the cache emptied when full).
enum BorweinZeta {
  /// The largest exact sum, in bits (about a second of products at 100,000 digits).
  static let maximumSumBits = 40_000_000

  /// How many values of s the cache keeps.
  static let cacheSize = 16

  private static let cache = Locked<[Int: (bits: Int, value: Number)]>([:])

  /// `log2(3 + √8)`: each term of the sum adds this many bits.
  private static let bitsPerTerm = 2.543_106_606_327_5

  /// The number of terms for an error below `2^−(bits+3)` relative to η ≥ 1/2.
  static func terms(bits: Int) -> Int {
    Int((Double(bits + 6) / bitsPerTerm).rounded(.up)) + 2
  }

  /// The estimated size of the exact sum for `s` at `bits` bits: `s · log2(n!)` and the
  /// products of the steps.
  static func sumBits(s: Int, bits: Int) -> Double {
    let n = Double(terms(bits: bits))
    let logFactorial = lgamma(n + 1) / M_LN2
    return Double(s) * logFactorial + 4 * n * log2(n + 1)
  }

  /// The estimated word operations of ``directValue(s:bits:stop:)``: `n` divisions of about
  /// `bits` bits by `k^s`, and `n` steps of `T`.
  static func directCost(s: Int, bits: Int) -> Double {
    let n = Double(terms(bits: bits + s + 8))
    let words = Double(bits + s + 64) / 64
    return n * words * (4 + Double(s) * log2(n + 1) / 64)
  }

  /// The most word operations of the direct sum (about 2 s).
  static let maximumDirectCost = 4e9

  /// Whether a route fits its bound for `s` at `bits` bits (for `s` beyond 64 and `bits/16`
  /// the plain sum `Σ_{k<2^16} k^(−s)` and its tail are quicker, and taken instead).
  static func fits(s: Int, bits: Int) -> Bool {
    guard s >= 2 && (s <= 64 || s <= bits / 16) else { return false }
    return directCost(s: s, bits: bits) <= maximumDirectCost || splits(s: s, bits: bits)
  }

  /// Whether the binary-splitting route fits (and is preferred: at high precision and small s).
  static func splits(s: Int, bits: Int) -> Bool {
    bits > splittingBits && s <= 1_000 && sumBits(s: s, bits: bits + s + 8) <= Double(maximumSumBits)
  }

  /// Above this many bits the exact split sum is quicker than the direct one for small s.
  static let splittingBits = 40_000

  /// ζ(s) with an error below about `2^−bits` relative to it (and to ζ(s) − 1: the bits
  /// are raised by s), by the split sum or the direct one, kept for the largest
  /// precision asked of each s.
  static func value(s: Int, bits: Int, stop: CancellationToken?) throws(ArithmeticError) -> Number {
    if let known = cache.withLock({ $0[s] }), known.bits >= bits { return known.value }
    let value = try splits(s: s, bits: bits)
      ? splitValue(s: s, bits: bits, stop: stop) : directValue(s: s, bits: bits, stop: stop)
    cache.withLock {
      if ($0[s]?.bits ?? 0) < bits {
        if $0.count >= cacheSize { $0.removeAll() }
        $0[s] = (bits, value)
      }
    }
    return value
  }

  /// ζ(s) by the exact split sum.
  static func splitValue(s: Int, bits: Int, stop: CancellationToken?) throws(ArithmeticError) -> Number {
    let b = bits + s + 8
    let n = terms(bits: b)
    let parts = try split(1, n + 1, n: n, s: s, stop: stop)
    try stop.check()
    let qt = parts.q + parts.t
    let denominator = BigUInt.product(parts.d, qt)
    guard parts.v.signum() > 0 else { throw .indeterminate }
    let (x1, d1) = BinarySplitting.truncated(parts.v.magnitude, denominator, keeping: b + 64)
    // |E| ≤ 1/D with D = (Q + T)/Q; 2Q/(Q + T) < 2^(bw(Q) − bw(Q + T) + 2).
    let radius = Dyadic(significand: 1, exponent: parts.q.bitWidth - qt.bitWidth + 2, isNegative: false)
    let low = Dyadic(fraction: BigInt(x1), BigInt(d1 + 1), bits: b + 8, .down).subtracting(radius, bits: b + 8, .down)
    let high = Dyadic(fraction: BigInt(x1 + 1), BigInt(d1), bits: b + 8, .up).adding(radius, bits: b + 8, .up)
    // ζ = η · 2^(s−1)/(2^(s−1) − 1).
    let power = BigInt(1) << (s - 1)
    return Number(
      lower: try low.multiplied(by: Dyadic(fraction: power, power - 1, bits: b + 8, .down), bits: b + 8, .down),
      upper: try high.multiplied(by: Dyadic(fraction: power, power - 1, bits: b + 8, .up), bits: b + 8, .up))
  }

  /// ζ(s) by the sum in its other order, `S = Σ_{k=1}^{n} (−1)^(k−1) e_k/k^s` with the integers
  /// `e_k = Σ_{i=k}^{n} T_i` (Borwein's `d_n − d_(k−1)`), walked down from `T_n = 2^(2n−1)` by
  /// exact divisions (`T_(k−1) = T_k · k(2k − 1)/(2(n + k − 1)(n − k + 1))`), each term
  /// `⌊e_k 2^G / k^s⌋` a division by the short `k^s`: time linear in the bits per term, no
  /// full products, for any `s` (the route at moderate precision and for the larger `s`).
  /// The `n` floors lose less than `n` units of `2^−G`, and `S ≥ D/2 − 1`
  /// (η ≥ 1/2, `|S/D − η| ≤ 1/D`), so `G = log2 n + 16` bits more than `D`'s are plenty;
  /// the bound is taken from the integers' sizes.
  static func directValue(s: Int, bits: Int, stop: CancellationToken?) throws(ArithmeticError) -> Number {
    let b = bits + s + 8
    let n = terms(bits: b)
    let g = 16 + (Int.bitWidth - n.leadingZeroBitCount)
    // T_k 2^G (exact: T_(k−1) is an integer, so T_(k−1) 2^G is too), and e_k 2^G.
    var t = BigUInt(1) << (2 * n - 1 + g)
    var e = BigUInt(0)
    var sum = BigInt(0)
    let wordLimit = UInt(1) << 62
    for k in stride(from: n, through: 1, by: -1) {
      if k & 15 == 0 { try stop.check() }
      e += t
      // ⌊e/k^s⌋ by successive divisions by powers of k that fit in a word
      // (⌊⌊x/a⌋/b⌋ = ⌊x/(ab)⌋).
      var term = e
      var remaining = s
      while remaining > 0 {
        var power = UInt(k)
        var used = 1
        while used < remaining && power <= wordLimit / UInt(k) {
          power *= UInt(k)
          used += 1
        }
        term = term.quotient(dividingByWord: power)
        remaining -= used
      }
      if k & 1 == 1 { sum += BigInt(term) } else { sum -= BigInt(term) }
      t.multiply(byWord: UInt(k * (2 * k - 1)))
      t = t.quotient(dividingByWord: UInt(2 * (n + k - 1) * (n - k + 1)))
    }
    // t is now T_0 2^G = 2^G.
    let d = e + t
    guard sum.signum() > 0 else { throw .indeterminate }
    // S·2^G within n units: [sum − n, sum + n] / (D·2^G), and |E| ≤ 1/D.
    let scaledD = BigInt(d)
    let slack = BigInt(n) + (BigInt(1) << g) * 2
    let low = Dyadic(fraction: sum - slack, scaledD, bits: b + 8, .down)
    let high = Dyadic(fraction: sum + slack, scaledD, bits: b + 8, .up)
    let power = BigInt(1) << (s - 1)
    return Number(
      lower: try low.multiplied(by: Dyadic(fraction: power, power - 1, bits: b + 8, .down), bits: b + 8, .down),
      upper: try high.multiplied(by: Dyadic(fraction: power, power - 1, bits: b + 8, .up), bits: b + 8, .up))
  }

  /// The terms `[a, b)`: steps `p/q = 2(n + j − 1)(n − j + 1)/(j(2j − 1))`, harmonic steps
  /// `c_j/d_j = (−1)^(j−1)/j^s`; `T/Q = Σ_k Π_{a..k} p/q`, `C/D = Σ c_j/d_j`,
  /// `V/(QD) = Σ_k (Π_{a..k} p/q)(Σ_{j=a}^{k} c_j/d_j)`, merged as in ``EulerGamma``:
  /// `P = P₁P₂`, `Q = Q₁Q₂`, `D = D₁D₂`, `C = C₁D₂ + C₂D₁`, `T = T₁Q₂ + P₁T₂`,
  /// `V = V₁Q₂D₂ + P₁(C₁T₂D₂ + V₂D₁)`.
  private static func split(
    _ a: Int, _ b: Int, n: Int, s: Int, stop: CancellationToken?
  ) throws(ArithmeticError) -> (p: BigUInt, q: BigUInt, d: BigUInt, c: BigInt, t: BigUInt, v: BigInt) {
    if b - a == 1 {
      let j = a
      let p = BigUInt(2 * (n + j - 1)) * BigUInt(n - j + 1)
      let q = BigUInt(j) * BigUInt(2 * j - 1)
      let d = BigUInt(j).power(s)
      let c = BigInt(j & 1 == 1 ? 1 : -1)
      return (p, q, d, c, p, c * BigInt(p))
    }
    if b - a >= 64 { try stop.check() }
    let m = a + (b - a) / 2
    let l = try split(a, m, n: n, s: s, stop: stop)
    let r = try split(m, b, n: n, s: s, stop: stop)
    let c = signed(l.c, r.d) + signed(r.c, l.d)
    let t = BigUInt.product(l.t, r.q) + BigUInt.product(l.p, r.t)
    let inner = signed(signed(l.c, r.t), r.d) + signed(r.v, l.d)
    let v = signed(l.v, BigUInt.product(r.q, r.d)) + signed(inner, l.p)
    return (BigUInt.product(l.p, r.p), BigUInt.product(l.q, r.q), BigUInt.product(l.d, r.d), c, t, v)
  }

  /// `x · y` for an integer `x` and a natural `y`, by ``BigUInt/product(_:_:)``.
  private static func signed(_ x: BigInt, _ y: BigUInt) -> BigInt {
    BigInt(sign: x.sign, magnitude: BigUInt.product(x.magnitude, y))
  }
}
