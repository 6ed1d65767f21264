/// The word-level parts of Lehmer's gcd (``BigUInt/lehmerGCD(_:_:)``): Euclid's algorithm
/// on the leading 128 bits with an exactness test on every quotient, and the one linear
/// pass that applies the resulting cofactor matrix to the full numbers.
extension Limbs {
  /// The cofactors of `j ≥ 1` Euclidean steps known to be exact for the full numbers.
  ///
  /// With `R_0 = A`, `R_1 = B` and the steps `R_(i+1) = R_(i-1) − q_i·R_i`, each remainder
  /// is `R_i = s_i·A + t_i·B`; the signs alternate (`s_i` has the sign of `(−1)^i`, `t_i`
  /// the opposite), so magnitudes are stored. After `j` steps the new pair is
  /// `(R_j, R_(j+1))`: for even `j`, `R_j = s0·A − t0·B` and `R_(j+1) = t1·B − s1·A`; for
  /// odd `j`, the other way round.
  struct LehmerMatrix {
    var steps: Int
    var s0: UInt, t0: UInt, s1: UInt, t1: UInt
  }

  /// Euclid's algorithm on `a0 ≥ b0`, the leading 128 bits of `A ≥ B` at the same shift
  /// (`a0 = ⌊A / 2^h⌋`, `b0 = ⌊B / 2^h⌋`), keeping only the quotients that are provably
  /// the quotients of Euclid's algorithm on `A` and `B` themselves.
  ///
  /// **Why the kept quotients are exact (Jebelean's condition).** Write `A = a0·2^h + α`,
  /// `B = b0·2^h + β` with `0 ≤ α, β < 2^h`, and let `r_i = s_i·a0 + t_i·b0` be the small
  /// remainders, so that `R_i = r_i·2^h + e_i` with `e_i = s_i·α + t_i·β`. Since `s_i` and
  /// `t_i` have opposite signs, `e_i > −N_i·2^h`, where `N_i` is the magnitude of the
  /// negative one of them; so `r_(i+1) ≥ N_(i+1)` gives `R_(i+1) > 0·2^h`, i.e. `R_(i+1) ≥ 0`.
  /// Likewise `s_i − s_(i+1)` and `t_i − t_(i+1)` have opposite signs, so with `D_i` the
  /// magnitude of the negative one, `r_i − r_(i+1) ≥ D_i` gives `R_i − R_(i+1) > 0`. Then
  /// `0 ≤ R_(i+1) < R_i`, and `R_(i+1) = R_(i−1) − q_i·R_i` means `q_i = ⌊R_(i−1) / R_i⌋`:
  /// by induction every kept quotient is the true one, and the pair the matrix gives is
  /// the pair Euclid's algorithm on `A`, `B` reaches after `j` steps. The loop stops at the
  /// first step that fails the test, or whose cofactors would not fit a word.
  ///
  /// The remainders start at 128 bits and the test fails once they are near the size of
  /// the cofactors, so a matrix usually holds about 62-bit cofactors and takes about 62
  /// bits off both numbers. It is empty (`steps == 0`) when the first quotient is already
  /// too large or uncertain; the caller then divides.
  static func lehmerMatrix(_ a0: U128, _ b0: U128) -> LehmerMatrix {
    var m = LehmerMatrix(steps: 0, s0: 1, t0: 0, s1: 0, t1: 1)
    var r0 = a0, r1 = b0
    while r1 != 0 {
      var q: U128, r2: U128
      let d = r0 &- r1  // r0 > r1 after the first step; at the first, a0 ≥ b0
      if d < r1 {
        (q, r2) = (1, d)  // about 41% of quotients: no 128-bit division
      } else {
        (q, r2) = r0.quotientAndRemainder(dividingBy: r1)
      }
      guard q <= U128(UInt.max) else { break }
      let qw = UInt(q.low)
      let (qs, o1) = qw.multipliedReportingOverflow(by: m.s1)
      let (s2, o2) = m.s0.addingReportingOverflow(qs)
      let (qt, o3) = qw.multipliedReportingOverflow(by: m.t1)
      let (t2, o4) = m.t0.addingReportingOverflow(qt)
      if o1 || o2 || o3 || o4 { break }
      // Step i = steps + 1 makes index i + 1. For odd i the new index is even: t_(i+1) is the
      // negative cofactor and s_i − s_(i+1) the negative difference; for even i, the reverse.
      let even = m.steps % 2 == 0
      let negative = even ? t2 : s2
      let (difference, o5) = even ? m.s1.addingReportingOverflow(s2) : m.t1.addingReportingOverflow(t2)
      if o5 || r2 < U128(negative) || r1 - r2 < U128(difference) { break }
      (r0, r1) = (r1, r2)
      (m.s0, m.t0, m.s1, m.t1) = (m.s1, m.t1, s2, t2)
      m.steps += 1
    }
    return m
  }

  /// Writes `p = α·a − β·b` and `q = γ·b − δ·a` into `p[0..<n]` and `q[0..<n]`, where `a`
  /// and `b` have `n` words (`b` zero-padded); one pass, four word products per word, no
  /// allocation. Returns false when either result is negative or needs more than `n`
  /// words (which a matrix of exact quotients never gives; the caller then divides).
  static func lehmerCombine(
    _ a: UnsafePointer<UInt>, _ b: UnsafePointer<UInt>, count n: Int,
    _ alpha: UInt, _ beta: UInt, _ gamma: UInt, _ delta: UInt,
    p: UnsafeMutablePointer<UInt>, q: UnsafeMutablePointer<UInt>
  ) -> Bool {
    // Each product sum carries separately (hi ≤ 2^64 − 2, so hi + 1 cannot overflow); the
    // difference of the two carries a borrow.
    var pa: UInt = 0, pb: UInt = 0, pBorrow: UInt = 0
    var qb: UInt = 0, qa: UInt = 0, qBorrow: UInt = 0
    var i = 0
    while i < n {
      let ai = a[i], bi = b[i]
      let (h1, l1) = alpha.multipliedFullWidth(by: ai)
      let (x1, c1) = l1.addingReportingOverflow(pa)
      pa = h1 &+ UInt(bit: c1)
      let (h2, l2) = beta.multipliedFullWidth(by: bi)
      let (y1, c2) = l2.addingReportingOverflow(pb)
      pb = h2 &+ UInt(bit: c2)
      let (w1, d1) = x1.subtractingReportingOverflow(y1)
      let (w2, d2) = w1.subtractingReportingOverflow(pBorrow)
      pBorrow = UInt(bit: d1) | UInt(bit: d2)
      p[i] = w2

      let (h3, l3) = gamma.multipliedFullWidth(by: bi)
      let (x3, c3) = l3.addingReportingOverflow(qb)
      qb = h3 &+ UInt(bit: c3)
      let (h4, l4) = delta.multipliedFullWidth(by: ai)
      let (y4, c4) = l4.addingReportingOverflow(qa)
      qa = h4 &+ UInt(bit: c4)
      let (v1, e1) = x3.subtractingReportingOverflow(y4)
      let (v2, e2) = v1.subtractingReportingOverflow(qBorrow)
      qBorrow = UInt(bit: e1) | UInt(bit: e2)
      q[i] = v2
      i += 1
    }
    // The word above, pa − pb − borrow, lies in (−2^64, 2^64): zero exactly when the result
    // is in [0, β^n).
    return pa &- pb &- pBorrow == 0 && qb &- qa &- qBorrow == 0
  }

  /// Bits `h..<h + 128` of `a[0..<n]` (zero above the top word).
  @inline(__always)
  static func bits128(_ a: UnsafePointer<UInt>, count n: Int, at h: Int) -> U128 {
    let w = h / UInt.bitWidth, s = h % UInt.bitWidth
    let w0 = w < n ? a[w] : 0
    let w1 = w + 1 < n ? a[w + 1] : 0
    let w2 = w + 2 < n ? a[w + 2] : 0
    let low = U128(w0) | U128(w1) << 64
    if s == 0 { return low }
    return low >> s | U128(w2) << (128 - s)
  }
}
