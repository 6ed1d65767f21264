import BigInt

/// π and ln 2 in fixed point by binary splitting, in time about that of a few products of
/// the result's size (times its logarithm) instead of a long division per series term.
///
/// **Binary splitting.** A series `Σ_{k<N} a(k)/b(k) · p(1)…p(k) / (q(0)…q(k))` with small
/// integer `a`, `b`, `p`, `q` is summed exactly as one fraction: for a range `[i, j)` of terms,
/// `P = Π p`, `Q = Π q`, `B = Π b` and `T` with `T / (B·Q)` the range's sum relative to its
/// first factor. Two halves `[i, m)` and `[m, j)` merge as `P = P₁P₂`, `Q = Q₁Q₂`,
/// `B = B₁B₂` and `T = B₂Q₂T₁ + B₁P₁T₂`, so the work is in products of balanced sizes near
/// the top of the recursion, done by the subquadratic ``BigUInt/product(_:_:)``. One
/// division at the end (``ReciprocalDivisor``, Newton's reciprocal) gives the fixed-point
/// value.
///
/// **Error.** Every value here is computed at `w = bits + 16` bits; the series are cut when
/// their tail is below 2^-8 units of `2^-w` (proved from the ratio of successive terms,
/// see ``chudnovskyTerms(bits:)`` and ``ArctanhSeries``), the exact fraction is rounded
/// once or twice by less than a unit (``scaledQuotient(_:_:bits:)``, ``squareRoot(_:)``),
/// and the result at `w` bits, within 27 units of `c · 2^w`, is shifted down by 16 bits:
/// the value returned is within 2 units of `c · 2^bits` (in fact in `(x - 1.001, x + 0.001)`).
package enum BinarySplitting {
  /// Extra bits of every computation, dropped at the end.
  static let guardBits = 16

  // MARK: π

  /// π · 2^bits within 2 units (`bits >= 0`): the Chudnovsky series
  /// `1/π = 12 Σ (-1)^k (6k)! (13591409 + 545140134k) / ((3k)! k!³ 640320^(3k+3/2))`, so
  /// `π = 426880 √10005 · Q / T` with `T / Q` the sum of its first `N` terms without the
  /// factor `12 / 640320^(3/2)`.
  ///
  /// At `w = bits + 16`: `s = ⌊√10005 · 2^w⌋` (relative error below 2^-(w+6)); `Q` and `T`
  /// cut to their top `w + 64` bits (relative errors below 2^-(w+63)); the series' relative
  /// error below 2^-(w+8) (``chudnovskyTerms(bits:)``); then `⌊426880 · s · Q / T⌋` is within
  /// `1 + 4·2^w·(2^-(w+6) + 2^-(w+62) + 2^-(w+7))` < 1.2 units of `π · 2^w`, and the shift by
  /// 16 bits leaves less than 1 + 2^-15 units.
  package static func pi(bits: Int, stop: CancellationToken?) throws(ArithmeticError) -> BigInt {
    precondition(bits >= 0)
    let w = bits + guardBits
    let n = chudnovskyTerms(bits: w)
    let (_, q, t) = try chudnovsky(0, n, needsP: false, stop: stop)
    // T / Q is the partial sum, between 13591409 - 1 and 13591409: T > 0.
    let s = squareRoot(BigUInt(10005).shiftedLeft(bits: 2 * w))
    try stop.check()
    let (q1, t1) = truncated(q, t.magnitude, keeping: w + 64)
    let numerator = BigUInt.product(BigUInt.product(q1, 426_880), s)
    let y = quotient(numerator, t1)
    return BigInt(y >> guardBits)
  }

  /// How many terms of the Chudnovsky series leave a relative error below 2^-(bits+8).
  ///
  /// The ratio of the terms `k + 1` and `k` is `24(6k+1)(2k+1)(6k+5) / ((k+1)³ 640320³)`
  /// (below `1728 / 640320³` < 2^-47.11) times `a(k+1)/a(k)` (at most 42), so the terms
  /// decrease in magnitude and alternate: the tail after `N` terms is below the term `N`,
  /// which is below `a(N) · 2^(-47.11 N)` < `2^30 (N+1) · 2^(-47 N)`, while the sum is
  /// above 2^23. So `47 N >= bits + 8 + 7 + log2(N+1)` suffices, and
  /// `N = (bits + 80) / 47 + 1` gives it for any `N` below 2^58.
  static func chudnovskyTerms(bits: Int) -> Int {
    (bits + 80) / 47 + 1
  }

  /// `C³ / 24` for `C = 640320`.
  private static let c3Over24 = BigUInt(10_939_058_860_032_000)

  /// P, Q and T of the Chudnovsky terms `[a, b)`: `P = Π p(k)`, `Q = Π q(k)` and
  /// `T = Σ_k (-1)^k a(k) · p(a)…p(k) · q(k+1)…q(b-1)`, with `p(k) = (6k-5)(2k-1)(6k-1)`,
  /// `q(k) = k³ C³ / 24` (`p(0) = q(0) = 1`) and `a(k) = 13591409 + 545140134k`. `P` is
  /// left 0 when `needsP` is false (the right edge of the whole range never needs it).
  private static func chudnovsky(
    _ a: Int, _ b: Int, needsP: Bool, stop: CancellationToken?
  ) throws(ArithmeticError) -> (p: BigUInt, q: BigUInt, t: BigInt) {
    try stop.check()
    if b - a == 1 {
      let k = BigUInt(a)
      let p: BigUInt
      let q: BigUInt
      if a == 0 {
        p = 1
        q = 1
      } else {
        p = BigUInt(6 * a - 5) * BigUInt(2 * a - 1) * BigUInt(6 * a - 1)
        q = k * k * k * c3Over24
      }
      let term = BigInt(p * (BigUInt(13_591_409) + BigUInt(545_140_134) * k))
      return (p, q, a & 1 == 1 ? -term : term)
    }
    let m = (a + b) / 2
    let left = try chudnovsky(a, m, needsP: true, stop: stop)
    let right = try chudnovsky(m, b, needsP: needsP, stop: stop)
    let p = needsP ? BigUInt.product(left.p, right.p) : 0
    let q = BigUInt.product(left.q, right.q)
    let t = product(right.q, left.t) + product(left.p, right.t)
    return (p, q, t)
  }

  // MARK: ln 2

  /// ln 2 · 2^bits within 2 units (`bits >= 0`), by the Machin-like formula
  /// `ln 2 = 18 atanh(1/26) - 2 atanh(1/4801) + 8 atanh(1/8749)`.
  ///
  /// At `w = bits + 16` each `atanh(1/m) · 2^w` is computed within `(x - 1 - 2^-7, x + 2^-61)`
  /// (``ArctanhSeries``), so the combination is within `(x - 27, x + 3)` and the shift by
  /// 16 bits leaves less than 1 + 2^-11 units.
  package static func ln2(bits: Int, stop: CancellationToken?) throws(ArithmeticError) -> BigInt {
    precondition(bits >= 0)
    let w = bits + guardBits
    var sum = BigInt(0)
    let terms: [(Int, ArctanhSeries)] = [(18, .m26), (-2, .m4801), (8, .m8749)]
    for (coefficient, series) in terms {
      sum += BigInt(coefficient) * BigInt(try series.value(bits: w, stop: stop))
    }
    return sum >> guardBits
  }

  /// The series `atanh(1/m) = Σ_{k>=0} 1 / ((2k+1) m^(2k+1))` for one integer `m >= 3`.
  package struct ArctanhSeries {
    /// The reciprocal argument.
    package let m: Int
    /// A lower bound `num / den` on `log2 m`, proved by `m^den > 2^num` (checked by the
    /// tests).
    package let log2Bound: (num: Int, den: Int)

    /// 26^10 = 141167095653376 > 2^47 = 140737488355328.
    package static let m26 = ArctanhSeries(m: 26, log2Bound: (47, 10))
    /// 4801^5 ≈ 2.5·10^18 > 2^61 ≈ 2.3·10^18.
    package static let m4801 = ArctanhSeries(m: 4801, log2Bound: (61, 5))
    /// 8749^100 > 2^1309 (2^13.09 ≈ 8717).
    package static let m8749 = ArctanhSeries(m: 8749, log2Bound: (1309, 100))

    /// How many terms leave a tail below 2^-(bits+8): after `N >= 1` terms the tail is below
    /// `m^-(2N+1) / ((2N+1)(1 - m^-2))` < `m^-(2N+1)`, and `(2N+1) log2 m > 2N·num/den`
    /// is at least `bits + 8` for `N = ⌈(bits + 8)·den / (2·num)⌉`.
    func terms(bits: Int) -> Int {
      let (num, den) = log2Bound
      return max(1, ((bits + 8) * den + 2 * num - 1) / (2 * num))
    }

    /// `atanh(1/m) · 2^bits` within `(x - 1 - 2^-7, x + 2^-61)`: the sum of the first `N`
    /// terms is `m · T / (B·Q)` (``split(_:_:m2:stop:)``), short of the whole by less than
    /// 2^-(bits+8), and ``scaledQuotient(_:_:bits:)`` rounds it by less than a unit and
    /// `atanh(1/m) · 2^-62` < 2^-63.
    func value(bits: Int, stop: CancellationToken?) throws(ArithmeticError) -> BigUInt {
      let n = terms(bits: bits)
      let m2 = BigUInt(m * m)
      let (b, q, t) = try Self.split(0, n, m2: m2, stop: stop)
      try stop.check()
      return scaledQuotient(t * BigUInt(m), BigUInt.product(b, q), bits: bits)
    }

    /// B, Q and T of the terms `[i, j)` of `Σ_k 1/(2k+1) · m^-(2(k-i)+2)`: `B = Π (2k+1)`,
    /// `Q = m^(2(j-i))` and `T = Σ_k B / (2k+1) · m^(2(j-1-k))`, so the range's sum is
    /// `T / (B·Q)`.
    private static func split(
      _ i: Int, _ j: Int, m2: BigUInt, stop: CancellationToken?
    ) throws(ArithmeticError) -> (b: BigUInt, q: BigUInt, t: BigUInt) {
      try stop.check()
      if j - i == 1 { return (BigUInt(2 * i + 1), m2, 1) }
      let mid = (i + j) / 2
      let left = try split(i, mid, m2: m2, stop: stop)
      let right = try split(mid, j, m2: m2, stop: stop)
      let b = BigUInt.product(left.b, right.b)
      let q = BigUInt.product(left.q, right.q)
      let t = BigUInt.product(BigUInt.product(right.b, right.q), left.t) + BigUInt.product(left.b, right.t)
      return (b, q, t)
    }
  }

  // MARK: Integer helpers

  /// `a · b` for a natural `a` and an integer `b`, by ``BigUInt/product(_:_:)``.
  private static func product(_ a: BigUInt, _ b: BigInt) -> BigInt {
    BigInt(sign: b.sign, magnitude: BigUInt.product(a, b.magnitude))
  }

  /// `a` and `b` both shifted right by the same `e` so that the smaller keeps `keeping` bits
  /// (`e = 0` if it has fewer). When `e > 0` both results are at least `2^(keeping-1)`, so
  /// each is below its exact `x / 2^e` by less than one part in `2^(keeping-1)`, and
  /// their ratio is within a factor `1 ± 2^-(keeping-2)` of `a / b`.
  static func truncated(_ a: BigUInt, _ b: BigUInt, keeping: Int) -> (BigUInt, BigUInt) {
    let e = max(0, min(a.bitWidth, b.bitWidth) - keeping)
    return e == 0 ? (a, b) : (a >> e, b >> e)
  }

  /// Bounds at `bits` bits on `1 + Σ t_k`, a series split into `P`, `Q`, `T` over its terms
  /// `t_1 … t_(N−1)` (the sum is `T/Q`), whose omitted tail is below the next term
  /// `|t_N| = |P|/Q < 2^(bw(P) − bw(Q) + 1)` (the callers prove that of their series): the
  /// quotient `(Q + T)/Q` from its leading `bits + 64` bits (``truncated(_:_:keeping:)``),
  /// rounded outward, widened by that tail. For the Bessel J and exponential-integral sums.
  static func onePlusSum(_ parts: (p: BigInt, q: BigUInt, t: BigInt), bits b: Int) -> (low: Dyadic, high: Dyadic) {
    let total = BigInt(parts.q) + parts.t
    let radius = Dyadic(
      significand: 1, exponent: parts.p.magnitude.bitWidth - parts.q.bitWidth + 1, isNegative: false)
    let (x1, d1) = truncated(total.magnitude, parts.q, keeping: b + 64)
    var low = Dyadic(fraction: BigInt(x1), BigInt(d1 + 1), bits: b, .down)
    var high = Dyadic(fraction: BigInt(x1 + 1), BigInt(d1), bits: b, .up)
    if total.signum() < 0 { (low, high) = (high.negated, low.negated) }
    return (low.subtracting(radius, bits: b, .down), high.adding(radius, bits: b, .up))
  }

  /// `⌊a / b⌋` (`b > 0`), by ``ReciprocalDivisor`` (Newton's reciprocal and the fast
  /// product) for long operands.
  static func quotient(_ a: BigUInt, _ b: BigUInt) -> BigUInt {
    ReciprocalDivisor(b).quotientAndRemainder(dividing: a).quotient
  }

  /// `y` within `(x - 1 - r·2^-62, x + r·2^-62)` of `x = r · 2^bits`, `r = a / b`: `a` and
  /// `b` cut to `bits + 64` bits (``truncated(_:_:keeping:)``), then one exact quotient.
  static func scaledQuotient(_ a: BigUInt, _ b: BigUInt, bits: Int) -> BigUInt {
    let (a1, b1) = truncated(a, b, keeping: bits + 64)
    return quotient(a1.shiftedLeft(bits: bits), b1)
  }

  /// `⌊√n⌋`, exactly: the root of `n` without its low half (by recursion, so its relative
  /// error is about `2^-(bitWidth/4)`), one Newton step `(x + ⌊n/x⌋) / 2` (which lands at
  /// or above `⌊√n⌋` from any `x > 0`, here within a unit or two), then down by one while
  /// the square exceeds `n` — by Newton's iteration from above should that take more than a
  /// few steps. attaswift's `squareRoot()` does a full long division per iteration.
  package static func squareRoot(_ n: BigUInt) -> BigUInt {
    if n.words.count <= 4 { return n.squareRoot() }
    let k = (n.bitWidth - 8) / 4
    let r0 = squareRoot(n >> (2 * k))
    // ⌊n / (r0·2^k)⌋ = ⌊⌊n / 2^k⌋ / r0⌋.
    var x = (r0.shiftedLeft(bits: k) + quotient(n >> k, r0)) >> 1
    var steps = 0
    while x.squared() > n {
      steps += 1
      if steps > 4 {
        // Not expected: Newton's iteration from above, exact whatever the start.
        while true {
          let y = (x + quotient(n, x)) >> 1
          if y >= x { return x }
          x = y
        }
      }
      x -= 1
    }
    return x
  }
}
