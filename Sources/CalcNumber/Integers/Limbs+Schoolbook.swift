/// The quadratic base cases of the fast multiplication: full-width word products summed
/// row by row, the squaring variant computing each cross product once.
extension Limbs {
  /// Writes `a·b` into `r[0..<an + bn]` (`an, bn >= 1`; `r` must not overlap `a` or `b`).
  static func schoolbookMultiply(
    _ a: UnsafePointer<UInt>, _ an: Int, _ b: UnsafePointer<UInt>, _ bn: Int,
    into r: UnsafeMutablePointer<UInt>
  ) {
    // The first row is written, the others are added.
    let b0 = b[0]
    var carry: UInt = 0
    for i in 0..<an {
      let (hi, lo) = a[i].multipliedFullWidth(by: b0)
      let (s, o) = lo.addingReportingOverflow(carry)
      r[i] = s
      carry = hi &+ UInt(bit: o)
    }
    r[an] = carry
    for j in 1..<max(bn, 1) {
      let bj = b[j]
      let row = r + j
      carry = 0
      if bj != 0 {
        for i in 0..<an {
          let (hi, lo) = a[i].multipliedFullWidth(by: bj)
          let (s1, o1) = lo.addingReportingOverflow(row[i])
          let (s2, o2) = s1.addingReportingOverflow(carry)
          row[i] = s2
          // hi <= 2^64 - 2, so adding both carries cannot overflow.
          carry = hi &+ UInt(bit: o1) &+ UInt(bit: o2)
        }
      }
      row[an] = carry
    }
  }

  /// Writes `a²` into `r[0..<2n]` (`n >= 1`; `r` must not overlap `a`): the products
  /// `a[i]·a[j]` for `i < j` once, doubled, plus the squares `a[i]²`.
  static func schoolbookSquare(_ a: UnsafePointer<UInt>, _ n: Int, into r: UnsafeMutablePointer<UInt>) {
    r.update(repeating: 0, count: 2 * n)
    if n > 1 {
      for i in 0..<(n - 1) {
        let ai = a[i]
        let row = r + (2 * i + 1)  // row[k] is word i + (i + 1 + k)
        var carry: UInt = 0
        if ai != 0 {
          let rest = a + (i + 1)
          for k in 0..<(n - 1 - i) {
            let (hi, lo) = rest[k].multipliedFullWidth(by: ai)
            let (s1, o1) = lo.addingReportingOverflow(row[k])
            let (s2, o2) = s1.addingReportingOverflow(carry)
            row[k] = s2
            carry = hi &+ UInt(bit: o1) &+ UInt(bit: o2)
          }
        }
        row[n - 1 - i] = carry  // word i + n, not yet written
      }
      // Double the cross products.
      var top: UInt = 0
      for k in 0..<(2 * n) {
        let w = r[k]
        r[k] = (w << 1) | top
        top = w >> 63
      }
    }
    // Add the squares on the diagonal.
    var carry: UInt = 0
    for i in 0..<n {
      let (hi, lo) = a[i].multipliedFullWidth(by: a[i])
      let (s0, o0) = r[2 * i].addingReportingOverflow(lo)
      let (t0, p0) = s0.addingReportingOverflow(carry)
      r[2 * i] = t0
      let c = UInt(bit: o0) | UInt(bit: p0)
      let (s1, o1) = r[2 * i + 1].addingReportingOverflow(hi)
      let (t1, p1) = s1.addingReportingOverflow(c)
      r[2 * i + 1] = t1
      carry = UInt(bit: o1) | UInt(bit: p1)
    }
  }
}
