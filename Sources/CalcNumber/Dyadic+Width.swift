import BigInt

extension Dyadic {
  /// The most words ``widthExponent(_:_:)`` aligns on the stack; wider pairs take the
  /// general subtraction.
  static let widthWords = 64

  /// The magnitude exponent of `upper − lower` rounded up to 8 bits (`Int.min` when they are
  /// equal), for bounds of one sign, neither zero: what `upper.subtracting(lower, bits: 8,
  /// .up).magnitudeExponent` gives, from one aligned subtraction on the stack instead of
  /// three shifted copies and a rounding. Nil when the aligned values would pass
  /// ``widthWords`` words, or `upper < lower`.
  ///
  /// With `e` the smaller exponent, the difference of the magnitudes is `D · 2^e` exactly;
  /// rounded up to 8 bits it is as long as `D`, or one bit longer when its top 8 bits are
  /// all ones and a bit below them is set.
  static func widthExponent(_ lower: Dyadic, _ upper: Dyadic) -> Int? {
    // |hi| − |lo| = upper − lower for bounds of one sign.
    let (hi, lo) = upper.isNegative ? (lower, upper) : (upper, lower)
    let e = min(hi.exponent, lo.exponent)
    let sa = hi.exponent - e, sb = lo.exponent - e
    let hw = hi.significand.bitWidth + sa, lw = lo.significand.bitWidth + sb
    if hw < lw { return nil }
    let n = hw / UInt.bitWidth + 1
    guard n <= widthWords else { return nil }
    let a = hi.significand.words, b = lo.significand.words
    return withUnsafeTemporaryAllocation(of: UInt.self, capacity: n) { buffer -> Int? in
      guard let d = buffer.baseAddress else { return nil }
      d.initialize(repeating: 0, count: n)
      // Word i of x · 2^s, for the words of x.
      func word(_ x: BigUInt.Words, _ s: Int, _ i: Int) -> UInt {
        let skip = s / UInt.bitWidth, up = s % UInt.bitWidth
        let j = i - skip
        let low = j >= 0 && j < x.count ? x[j] : 0
        if up == 0 { return low }
        let below = j - 1 >= 0 && j - 1 < x.count ? x[j - 1] : 0
        return (low << up) | (below >> (UInt.bitWidth - up))
      }
      var borrow = false
      for i in 0..<n {
        let (d1, o1) = word(a, sa, i).subtractingReportingOverflow(word(b, sb, i))
        let (d2, o2) = d1.subtractingReportingOverflow(borrow ? 1 : 0)
        d[i] = d2
        borrow = o1 || o2
      }
      if borrow { return nil }
      var top = n - 1
      while top >= 0, d[top] == 0 { top -= 1 }
      if top < 0 { return Int.min }
      let length = top * UInt.bitWidth + UInt.bitWidth - d[top].leadingZeroBitCount
      if length <= 8 { return e + length }
      // The 8 bits from length − 8 up, and whether any bit below them is set.
      let start = length - 8
      let first = start / UInt.bitWidth, offset = start % UInt.bitWidth
      var eight = d[first] >> offset
      if offset > UInt.bitWidth - 8, first + 1 < n { eight |= d[first + 1] << (UInt.bitWidth - offset) }
      eight &= 0xFF
      var below = offset > 0 && d[first] & ((1 << offset) - 1) != 0
      var i = 0
      while !below, i < first {
        below = d[i] != 0
        i += 1
      }
      return e + length + (below && eight == 0xFF ? 1 : 0)
    }
  }
}
