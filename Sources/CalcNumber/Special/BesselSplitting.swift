import BigInt

/// `J_n(x)` for a short exact `x = p/q > 0` by binary splitting (DLMF 10.2.2):
///
///     J_n(x) = (x/2)ⁿ/n! · S,   S = Σ_{k≥0} t_k,   t_0 = 1,   t_k = t_(k−1) · (−p²) / (4q² k (n + k)).
///
/// The first `N + 1` terms are `1 + T/Q` for the binary-splitting sums of the steps
/// `k = 1 … N` (`P = Π (−p²)`, `Q = Π 4q²k(n + k)`, `T = T₁Q₂ + P₁T₂`): one exact fraction,
/// made in the time of a few products of its size, where the term-by-term series costs a
/// division of the full width a term (`besselj(0, 1)` at 100,000 digits: 12,800 terms).
/// `N` is at least the first count past which the ratio of consecutive terms,
/// `p² / (4q²(k + 1)(n + k + 1))`, is at most 1/4 in magnitude: the rest of the alternating
/// sum, its terms falling, is then smaller than `|t_N| = |P|/Q`, bounded from the exact
/// integers' sizes, so the bound is proved, not estimated.
enum BesselSplitting {
  /// The largest order the route takes (`(x/2)ⁿ/n!` is then an exact fraction of at most
  /// about 660,000 bits).
  static let largestOrder = 1_000

  /// The largest exact sum, in bits, relative to the bits asked (past it the term-by-term
  /// series is as quick).
  static let sizeFactor = 48.0

  /// `J_n(x)` for `x = p/q > 0` of at most 64 bits over 64 bits and `n <= largestOrder`,
  /// within about `2^-bits` of its value in absolute terms times `(x/2)ⁿ/n!`; nil when the
  /// split sum would pass its size bound.
  static func besselJ(_ n: Int, _ x: Rational, bits: Int, _ w: WorkingPrecision) throws(ArithmeticError) -> Number? {
    let stop = w.cancellation
    guard let plan = Plan(n, x, bits: bits, stepFactor: 2) else { return nil }
    let (p, q, b, last) = (plan.p, plan.q, plan.bits, plan.last)
    let parts = try split(1, last + 1, n: n, p2: BigInt(plan.p2), q2: plan.q2, stop: stop)
    try stop.check()
    let (low, high) = BinarySplitting.onePlusSum(parts, bits: b)
    // (x/2)ⁿ/n!, exact.
    var scale = Rational.one
    if n > 0 {
      var numerator = BigUInt(1)
      var denominator = BigUInt(1)
      for j in 1...n {
        if j & 255 == 0 { try stop.check() }
        numerator *= p
        denominator *= 2 * q * BigUInt(j)
      }
      scale = Rational(numerator: BigInt(numerator), denominator: BigInt(denominator))
    }
    let wk = w.withBits(b)
    return try Number(lower: low, upper: high).multiplied(by: Number(scale), wk)
  }

  /// About how many terms make `|t_N|` below `2^−bits` with the ratios past it at most 1/4
  /// (an estimate for the route's choice; the sum checks its bound exactly).
  /// What both binary-splitting routes (`J_n` and `Y_n`) settle before summing, for
  /// `x = p/q > 0` of at most 64 bits over 64 bits and `0 <= n <= largestOrder`: the working
  /// bits `bits + 16`, `p²`, `q²`, and the last step `N`, at least the count ``terms(_:_:bits:)``
  /// estimates and at least the exact condition on the ratios, `p² <= q²(N + 1)(n + N + 1)`.
  /// nil when the split sum would pass its size bound: `N` steps of about
  /// `stepFactor · (bitWidth(q) + 1 + log₂(N + n + 2))` bits each (2 for `J`'s products,
  /// 4 for `Y`'s, which carry the harmonic part too) past ``sizeFactor`` times the bits.
  struct Plan {
    let p: BigUInt
    let q: BigUInt
    let p2: BigUInt
    let q2: BigUInt
    let bits: Int
    let last: Int

    init?(_ n: Int, _ x: Rational, bits: Int, stepFactor: Int) {
      let p = x.numerator.magnitude
      let q = x.denominator.magnitude
      guard x.signum > 0, n >= 0, n <= largestOrder, p.bitWidth <= 64, q.bitWidth <= 64 else { return nil }
      let b = bits + 16
      let count = terms(n, x.doubleValue, bits: b)
      let factor = Double(stepFactor)
      let stepBits = factor * Double(q.bitWidth + 1) + factor * log2(Double(count + n + 2))
      guard Double(count) * stepBits <= sizeFactor * Double(b + 64), count < 4_000_000 else { return nil }
      let p2 = p * p
      let q2 = q * q
      var last = max(count, 1)
      while p2 > q2 * BigUInt(last + 1) * BigUInt(n + last + 1) { last += last / 8 + 1 }
      (self.p, self.q, self.p2, self.q2, self.bits, self.last) = (p, q, p2, q2, b, last)
    }
  }

  static func terms(_ n: Int, _ x: Double, bits: Int) -> Int {
    let r = x * x / 4
    let l2 = log2(max(r, 1e-300))
    var log = 0.0
    var k = 0
    while k < 4_000_000 {
      k += 1
      log += l2 - log2(Double(k)) - log2(Double(n + k))
      if log < -Double(bits) && 4 * r <= Double(k + 1) * Double(n + k + 1) { return k }
    }
    return k
  }

  /// P, Q and T of the steps `[i, j)`.
  private static func split(
    _ i: Int, _ j: Int, n: Int, p2: BigInt, q2: BigUInt, stop: CancellationToken?
  ) throws(ArithmeticError) -> (p: BigInt, q: BigUInt, t: BigInt) {
    if j - i == 1 {
      let q = BigUInt(4) * q2 * BigUInt(i) * BigUInt(n + i)
      return (-p2, q, -p2)
    }
    if j - i >= 64 { try stop.check() }
    let m = i + (j - i) / 2
    let l = try split(i, m, n: n, p2: p2, q2: q2, stop: stop)
    let r = try split(m, j, n: n, p2: p2, q2: q2, stop: stop)
    let qr = BigInt(r.q)
    return (
      BigInt.product(l.p, r.p), BigUInt.product(l.q, r.q),
      BigInt.product(l.t, qr) + BigInt.product(l.p, r.t)
    )
  }
}
