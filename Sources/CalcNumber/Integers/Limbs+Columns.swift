/// The column-by-column (product-scanning) kernel under the high half-product
/// (``highProduct(_:_:_:_:dropping:into:)``): each result word is its column's word
/// products summed in a three-word accumulator and written once, so the columns below
/// the ones asked for cost nothing.
///
/// The inner loop walks `a` up and a reversed copy of `b` up with one index, alternating
/// two accumulators (each a chain of `mul`, `add`, `adc`, `adc`, which the compiler keeps
/// apart instead of summing the products pairwise first): 15 instructions for two word
/// products on x86-64.
extension Limbs {
  /// Adds `x·y` into the three-word accumulator `(c0, c1, c2)`.
  ///
  /// Wrapping arithmetic that cannot wrap: `hi <= β − 2` (`β = 2^64`), so `hi` plus a
  /// carry fits; `c2` counts the carries out of `c1`, at most one a product.
  @inline(__always)
  static func accumulate(_ x: UInt, _ y: UInt, _ c0: inout UInt, _ c1: inout UInt, _ c2: inout UInt) {
    let (hi, lo) = x.multipliedFullWidth(by: y)
    let (s0, o0) = c0.addingReportingOverflow(lo)
    let (s1, o1) = c1.addingReportingOverflow(hi &+ UInt(bit: o0))
    c0 = s0
    c1 = s1
    c2 &+= UInt(bit: o1)
  }

  /// Adds `Σ x[k]·y[k]` for `k < count` into `(c0, c1, c2)` (`count >= 0`), the even `k`
  /// in it directly and the odd ones through a second accumulator added at the end.
  @inline(__always)
  static func accumulateDot(
    _ x: UnsafePointer<UInt>, _ y: UnsafePointer<UInt>, _ count: Int,
    _ c0: inout UInt, _ c1: inout UInt, _ c2: inout UInt
  ) {
    var d0: UInt = 0, d1: UInt = 0, d2: UInt = 0
    // A negative index counting up to 0 serves both pointers and the loop test.
    let xe = x + count, ye = y + count
    var k = -count
    while k < -1 {
      accumulate(xe[k], ye[k], &c0, &c1, &c2)
      accumulate(xe[k &+ 1], ye[k &+ 1], &d0, &d1, &d2)
      k &+= 2
    }
    if k < 0 { accumulate(xe[k], ye[k], &c0, &c1, &c2) }
    let (s0, o0) = c0.addingReportingOverflow(d0)
    let (s1, o1) = c1.addingReportingOverflow(d1)
    let (t1, p1) = s1.addingReportingOverflow(UInt(bit: o0))
    c0 = s0
    c1 = t1
    c2 = c2 &+ d2 &+ UInt(bit: o1) &+ UInt(bit: p1)
  }

  /// Writes the columns `first...` of `a·b` with their carries into `r` (`an, bn >= 1`,
  /// `0 <= first <= an + bn − 2`; `r` must not overlap `a` or `b`): `⌊S / β^first⌋` into
  /// `r[0..<an + bn − first]`, where `S` sums the word products `a[i]·b[j]·β^(i+j)` with
  /// `i + j >= first`; or, when `dropFirst`, `⌊S / β^(first + 1)⌋` into
  /// `r[0..<an + bn − first − 1]`.
  @inline(never)  // its own function: inlined into a large caller, the word products became calls
  static func columnProduct(
    _ a: UnsafePointer<UInt>, _ an: Int, _ b: UnsafePointer<UInt>, _ bn: Int,
    from first: Int, dropFirst: Bool, into r: UnsafeMutablePointer<UInt>
  ) {
    withUnsafeTemporaryAllocation(of: UInt.self, capacity: bn) { buffer in
      guard let reversed = buffer.baseAddress else { return }
      // reversed[bn − 1 − j] = b[j]: column c is Σ a[i]·reversed[bn − 1 − c + i], both
      // indices rising with i.
      for j in 0..<bn { (reversed + (bn &- 1 &- j)).initialize(to: b[j]) }
      var c0: UInt = 0, c1: UInt = 0, c2: UInt = 0
      let top = an &+ bn &- 1  // one past the last column
      var c = first
      var out = r
      while c < top {
        let low = c < bn ? 0 : c &- (bn &- 1)
        let high = c < an ? c : an &- 1
        accumulateDot(a + low, reversed + (bn &- 1 &- c &+ low), high &- low &+ 1, &c0, &c1, &c2)
        if c != first || !dropFirst {
          out.pointee = c0
          out += 1
        }
        (c0, c1, c2) = (c1, c2, 0)
        c &+= 1
      }
      // What is left is below β: the product is below β^(an + bn).
      out.pointee = c0
      reversed.deinitialize(count: bn)
    }
  }

}
