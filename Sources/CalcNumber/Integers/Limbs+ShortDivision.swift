import BigInt

extension Limbs {
  /// The most words a dividend may have for ``BigUInt/shortQuotientAndRemainder(_:_:)``:
  /// its working copies live on the stack.
  static let shortDivisionWords = 32

  /// Knuth's long division (TAOCP vol. 2, 4.3.1, algorithm D) of `u[0..<m]` by
  /// `v[0..<n]`, `v[n - 1] != 0`, `m >= n >= 1`: writes `⌊u / v⌋` to `q[0...m-n]` and
  /// `u mod v` to `r[0..<n]`. `scratch` holds `m + n + 1` words. No allocation.
  ///
  /// Each quotient word is estimated from the top two words of the running remainder and
  /// the top word of the normalized divisor, corrected with the next divisor word (so it
  /// is at most one too large), and fixed by adding the divisor back when the subtraction
  /// goes below zero: every word, so the quotient, is exact.
  static func divide(
    _ u: UnsafePointer<UInt>, count m: Int, by v: UnsafePointer<UInt>, count n: Int,
    quotient q: UnsafeMutablePointer<UInt>, remainder r: UnsafeMutablePointer<UInt>,
    scratch: UnsafeMutablePointer<UInt>
  ) {
    precondition(n >= 1 && m >= n && v[n - 1] != 0)
    if n == 1 {
      let d = v[0]
      var rest: UInt = 0
      var i = m - 1
      while i >= 0 {
        (q[i], rest) = d.dividingFullWidth((rest, u[i]))
        i -= 1
      }
      r[0] = rest
      return
    }
    // Normalize: shift both so the divisor's top bit is set (smart shifts: by the word
    // width they give 0).
    let s = UInt(v[n - 1].leadingZeroBitCount)
    let t = UInt(UInt.bitWidth) - s
    let vn = scratch
    let un = scratch + n
    var i = n - 1
    while i > 0 {
      vn[i] = (v[i] << s) | (v[i - 1] >> t)
      i -= 1
    }
    vn[0] = v[0] << s
    un[m] = u[m - 1] >> t
    i = m - 1
    while i > 0 {
      un[i] = (u[i] << s) | (u[i - 1] >> t)
      i -= 1
    }
    un[0] = u[0] << s
    let top = vn[n - 1]
    let next = vn[n - 2]
    var j = m - n
    while j >= 0 {
      // Estimate from the top two words; the running remainder keeps un[j + n] <= top.
      var qhat: UInt
      var rhat: UInt
      var rhatOverflow = false
      if un[j + n] >= top {
        qhat = .max
        (rhat, rhatOverflow) = un[j + n - 1].addingReportingOverflow(top)
      } else {
        (qhat, rhat) = top.dividingFullWidth((un[j + n], un[j + n - 1]))
      }
      while !rhatOverflow {
        let (high, low) = qhat.multipliedFullWidth(by: next)
        guard high > rhat || (high == rhat && low > un[j + n - 2]) else { break }
        qhat -= 1
        (rhat, rhatOverflow) = rhat.addingReportingOverflow(top)
      }
      // un[j...j+n] -= qhat · vn.
      var carry: UInt = 0
      var borrow: UInt = 0
      for k in 0..<n {
        let (high, low) = qhat.multipliedFullWidth(by: vn[k])
        let (product, o) = low.addingReportingOverflow(carry)
        carry = high &+ (o ? 1 : 0)
        let (d1, b1) = un[j + k].subtractingReportingOverflow(product)
        let (d2, b2) = d1.subtractingReportingOverflow(borrow)
        un[j + k] = d2
        borrow = (b1 || b2) ? 1 : 0
      }
      let (d1, b1) = un[j + n].subtractingReportingOverflow(carry)
      let (d2, b2) = d1.subtractingReportingOverflow(borrow)
      un[j + n] = d2
      if b1 || b2 {
        // One too many: add the divisor back (the carry out cancels the borrow).
        qhat -= 1
        var c: UInt = 0
        for k in 0..<n {
          let (s1, o1) = un[j + k].addingReportingOverflow(vn[k])
          let (s2, o2) = s1.addingReportingOverflow(c)
          un[j + k] = s2
          c = (o1 || o2) ? 1 : 0
        }
        un[j + n] = un[j + n] &+ c
      }
      q[j] = qhat
      j -= 1
    }
    // The remainder, shifted back.
    for k in 0..<(n - 1) {
      r[k] = (un[k] >> s) | (un[k + 1] << t)
    }
    r[n - 1] = un[n - 1] >> s
  }
}

extension BigUInt {
  /// `⌊a / d⌋` and `a mod d` (`d > 0`) by ``Limbs/divide(_:count:by:count:quotient:remainder:scratch:)``
  /// on the stack, for a dividend of at most ``Limbs/shortDivisionWords`` words: the
  /// divisions of the elementary kernels at the usual precisions, where attaswift's long
  /// division spends its time allocating. Nil for a larger dividend (or a zero divisor).
  package static func shortQuotientAndRemainder(_ a: BigUInt, _ d: BigUInt) -> (quotient: BigUInt, remainder: BigUInt)? {
    let aw = a.words, dw = d.words
    let m = aw.count, n = dw.count
    guard n >= 1, m <= Limbs.shortDivisionWords, dw[n - 1] != 0 else { return nil }
    if m < n || (m == n && a < d) { return (0, a) }
    let capacity = 3 * m + 2 * n + 2
    return withUnsafeTemporaryAllocation(of: UInt.self, capacity: capacity) { buffer -> (BigUInt, BigUInt) in
      guard let base = buffer.baseAddress else { return a.quotientAndRemainder(dividingBy: d) }
      let u = base, v = base + m, q = v + n, r = q + (m - n + 1), scratch = r + n
      for (i, w) in aw.enumerated() { u[i] = w }
      for (i, w) in dw.enumerated() { v[i] = w }
      Limbs.divide(u, count: m, by: v, count: n, quotient: q, remainder: r, scratch: scratch)
      return (
        BigUInt(copying: UnsafeBufferPointer(start: q, count: m - n + 1)),
        BigUInt(copying: UnsafeBufferPointer(start: r, count: n))
      )
    }
  }
}
