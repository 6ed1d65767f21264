/// The quadratic base cases of the fast multiplication: the product by rows of the shorter
/// operand two at a time, and the square, its cross products once by rows two at a time,
/// doubled in the pass that adds the squares of the words.
///
/// Two rows at a time load each word of the longer operand once for two word products and
/// read and write each result word once for both: 19 instructions for the two products
/// on x86-64 (a row alone took 12 a product), with wrapping adds that cannot wrap (each
/// says why) and no bounds or overflow checks in the loop.
extension Limbs {
  /// Writes `a·b` into `r[0..<an + bn]` (`an, bn >= 1`; `r` must not overlap `a` or `b`):
  /// the rows of `b` two at a time (``addProductOfTwoWords(_:_:_:_:_:)``), each word of `a`
  /// loaded once for two word products, the last row alone when `bn` is odd.
  @inline(never)  // its own function: inlined into a large caller, the word products became calls
  static func schoolbookMultiply(
    _ a: UnsafePointer<UInt>, _ an: Int, _ b: UnsafePointer<UInt>, _ bn: Int,
    into r: UnsafeMutablePointer<UInt>
  ) {
    r.update(repeating: 0, count: an)
    var j = 0
    while j &+ 1 < bn {
      addProductOfTwoWords(r + j, a, an, b[j], b[j &+ 1])
      j &+= 2
    }
    if j < bn {
      r[j &+ an] = addProductOfWord(r + j, a, an, b[j])
    }
  }

  /// Adds `a[0..<n]·y` into `r[0..<n]` (`n >= 1`) and returns the word above.
  @inline(__always)
  static func addProductOfWord(_ r: UnsafeMutablePointer<UInt>, _ a: UnsafePointer<UInt>, _ n: Int, _ y: UInt) -> UInt {
    var carry: UInt = 0
    var k = 0
    while k < n {
      let (hi, lo) = a[k].multipliedFullWidth(by: y)
      let (s1, o1) = lo.addingReportingOverflow(carry)
      let (s2, o2) = s1.addingReportingOverflow(r[k])
      r[k] = s2
      carry = hi &+ UInt(bit: o1) &+ UInt(bit: o2)  // hi <= β − 2
      k &+= 1
    }
    return carry
  }

  /// Adds `a[0..<n]·(y0 + y1·β)` into `r[0..<n]` and writes the two words above into
  /// `r[n]` and `r[n + 1]` (`n >= 1`), which it does not read.
  ///
  /// After each step the words pending for positions `k + 1` and `k + 2`, `p0 + p1·β`, are
  /// below `β²`: they are `⌊(r[k] + a[k]·(y0 + y1·β) + p) / β⌋` with each term at its
  /// largest, `⌊((β − 1) + (β − 1)(β² − 1) + (β² − 1)) / β⌋ = β² − 1`; so the sum for
  /// position `k + 2`, `h1` and the carries, fits a word and wrapping adds cannot wrap.
  @inline(__always)
  static func addProductOfTwoWords(
    _ r: UnsafeMutablePointer<UInt>, _ a: UnsafePointer<UInt>, _ n: Int, _ y0: UInt, _ y1: UInt
  ) {
    var p0: UInt = 0, p1: UInt = 0
    var k = 0
    while k < n {
      let x = a[k]
      let (h0, l0) = x.multipliedFullWidth(by: y0)
      let (h1, l1) = x.multipliedFullWidth(by: y1)
      let (s, o1) = r[k].addingReportingOverflow(l0)
      let (t, o2) = s.addingReportingOverflow(p0)
      r[k] = t
      let (u, o3) = l1.addingReportingOverflow(h0 &+ UInt(bit: o1))  // h0 <= β − 2
      let (v, o4) = u.addingReportingOverflow(p1)
      let (w, o5) = v.addingReportingOverflow(UInt(bit: o2))
      p0 = w
      p1 = h1 &+ UInt(bit: o3) &+ UInt(bit: o4) &+ UInt(bit: o5)
      k &+= 1
    }
    r[n] = p0
    r[n &+ 1] = p1
  }

  /// Writes `a²` into `r[0..<2n]` (`n >= 1`; `r` must not overlap `a`): the cross products
  /// `a[i]·a[k]`, `i < k`, once, by rows two at a time, then doubled with the squares
  /// `a[i]²` added in the same pass.
  @inline(never)  // its own function: inlined into a large caller, the word products became calls
  static func schoolbookSquare(_ a: UnsafePointer<UInt>, _ n: Int, into r: UnsafeMutablePointer<UInt>) {
    r.update(repeating: 0, count: 2 &* n)
    // Rows i and i + 1 together: a[k]·(a[i] + a[i + 1]·β) for k > i + 1 at column i + k,
    // then the one product a[i]·a[i + 1] of row i left out of that, at column 2i + 1.
    var i = 0
    while i &+ 1 < n {
      let count = n &- i &- 2
      if count > 0 {
        addProductOfTwoWords(r + (2 &* i &+ 2), a + (i &+ 2), count, a[i], a[i &+ 1])
      }
      // The cross products of rows up to i + 1 sum to below a·(a mod β^(i+2)) <
      // β^(n + i + 2): the carry stops by word n + i + 1.
      let (hi, lo) = a[i].multipliedFullWidth(by: a[i &+ 1])
      var k = 2 &* i &+ 1
      let (s0, o0) = r[k].addingReportingOverflow(lo)
      r[k] = s0
      var carry = hi &+ UInt(bit: o0)  // hi <= β − 2
      k &+= 1
      let end = n &+ i &+ 2
      while carry != 0, k < end {
        let (s, o) = r[k].addingReportingOverflow(carry)
        r[k] = s
        carry = UInt(bit: o)
        k &+= 1
      }
      i &+= 2
    }
    // Double the cross products and add the squares: words 2i and 2i + 1 at a time.
    var top: UInt = 0  // the bit shifted out of the word below
    var carry: UInt = 0
    i = 0
    while i < n {
      let w0 = r[2 &* i], w1 = r[2 &* i &+ 1]
      let d0 = (w0 << 1) | top
      let d1 = (w1 << 1) | (w0 >> 63)
      top = w1 >> 63
      let (hi, lo) = a[i].multipliedFullWidth(by: a[i])
      let (s0, o0) = d0.addingReportingOverflow(lo)
      let (t0, p0) = s0.addingReportingOverflow(carry)
      let (s1, o1) = d1.addingReportingOverflow(hi)
      let (t1, p1) = s1.addingReportingOverflow(UInt(bit: o0) | UInt(bit: p0))
      r[2 &* i] = t0
      r[2 &* i &+ 1] = t1
      carry = UInt(bit: o1) | UInt(bit: p1)
      i &+= 1
    }
  }
}
