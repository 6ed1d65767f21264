import BigInt

/// Word-array arithmetic under the fast integer routines (``BigUInt/product(_:_:)``,
/// ``BigUInt/squared()``, the decimal text conversions).
///
/// A number is a run of 64-bit words (limbs), least significant first, reached through
/// unsafe pointers with explicit counts: the inner loops index them without bounds checks
/// and allocate nothing. Callers own the memory and guarantee the counts.
enum Limbs {
  /// Adds `a[0..<an]` into `r[0..<rn]` (`an <= rn`), carrying as far as `rn`; returns the
  /// carry out of `r[rn - 1]` (0 or 1).
  @inline(__always)
  static func add(
    into r: UnsafeMutablePointer<UInt>, count rn: Int, _ a: UnsafePointer<UInt>, count an: Int
  ) -> UInt {
    var carry: UInt = 0
    var i = 0
    while i < an {
      let (s1, o1) = r[i].addingReportingOverflow(a[i])
      let (s2, o2) = s1.addingReportingOverflow(carry)
      r[i] = s2
      carry = UInt(bit: o1) | UInt(bit: o2)
      i += 1
    }
    while carry != 0, i < rn {
      let (s, o) = r[i].addingReportingOverflow(1)
      r[i] = s
      carry = UInt(bit: o)
      i += 1
    }
    return carry
  }

  /// Subtracts `a[0..<an]` from `r[0..<rn]` (`an <= rn`), borrowing as far as `rn`; returns
  /// the borrow out of `r[rn - 1]` (0 or 1).
  @inline(__always)
  static func subtract(
    from r: UnsafeMutablePointer<UInt>, count rn: Int, _ a: UnsafePointer<UInt>, count an: Int
  ) -> UInt {
    var borrow: UInt = 0
    var i = 0
    while i < an {
      let (d1, o1) = r[i].subtractingReportingOverflow(a[i])
      let (d2, o2) = d1.subtractingReportingOverflow(borrow)
      r[i] = d2
      borrow = UInt(bit: o1) | UInt(bit: o2)
      i += 1
    }
    while borrow != 0, i < rn {
      let (d, o) = r[i].subtractingReportingOverflow(1)
      r[i] = d
      borrow = UInt(bit: o)
      i += 1
    }
    return borrow
  }

  /// Writes `|a - b|` into `r[0..<n]`, where `a` has `n` words and `b` has `bn <= n`
  /// (zero above); returns whether `a < b`.
  @inline(__always)
  static func absoluteDifference(
    _ a: UnsafePointer<UInt>, count n: Int, _ b: UnsafePointer<UInt>, count bn: Int,
    into r: UnsafeMutablePointer<UInt>
  ) -> Bool {
    let less = compare(a, count: n, b, count: bn) < 0
    let (big, bigCount, small, smallCount) = less ? (b, bn, a, n) : (a, n, b, bn)
    r.update(from: big, count: bigCount)
    if bigCount < n { (r + bigCount).update(repeating: 0, count: n - bigCount) }
    _ = subtract(from: r, count: n, small, count: significantCount(small, smallCount))
    return less
  }

  /// -1, 0 or 1 as `a[0..<an]` is below, equal to or above `b[0..<bn]`.
  static func compare(_ a: UnsafePointer<UInt>, count an: Int, _ b: UnsafePointer<UInt>, count bn: Int) -> Int {
    let an = significantCount(a, an)
    let bn = significantCount(b, bn)
    if an != bn { return an < bn ? -1 : 1 }
    var i = an - 1
    while i >= 0 {
      if a[i] != b[i] { return a[i] < b[i] ? -1 : 1 }
      i -= 1
    }
    return 0
  }

  /// `n` less the high zero words of `a[0..<n]`.
  @inline(__always)
  static func significantCount(_ a: UnsafePointer<UInt>, _ n: Int) -> Int {
    var n = n
    while n > 0, a[n - 1] == 0 { n -= 1 }
    return n
  }
}

extension UInt {
  /// 1 for true, 0 for false, without a branch (carries are unpredictable).
  @inline(__always)
  init(bit: Bool) { self = UInt(truncatingIfNeeded: unsafeBitCast(bit, to: UInt8.self)) }
}

extension BigUInt {
  /// The words of the value, least significant first, without high zero words (empty for 0).
  var limbs: [UInt] {
    let source = words
    let n = source.count
    // Word by word: `Array(words)` goes through the generic collection copy.
    return [UInt](unsafeUninitializedCapacity: n) { buffer, initialized in
      for i in 0..<n { buffer[i] = source[i] }
      initialized = n
    }
  }

  /// The value of the words in `buffer` (least significant first; high zero words
  /// allowed), copied into an array first: attaswift's initializer from any sequence of
  /// words is generic and not specialized for a buffer, which makes it slow.
  init(copying buffer: UnsafeBufferPointer<UInt>) {
    self.init(words: Array(buffer))
  }

  /// The value of `limbs` (least significant first; high zero words allowed).
  init(limbs: [UInt]) {
    self.init(words: limbs)
  }

  /// `self · 2^bits` (`bits >= 0`), written in one pass: attaswift's `<<` grows its array
  /// a word at a time, which copies quadratically on large values.
  func shiftedLeft(bits: Int) -> BigUInt {
    if bits == 0 || isZero { return self }
    let source = words
    let n = source.count
    let skip = bits / UInt.bitWidth, up = bits % UInt.bitWidth
    var shifted = [UInt](repeating: 0, count: skip + n + 1)
    var low: UInt = 0
    for i in 0..<n {
      let w = source[i]
      shifted[skip + i] = up == 0 ? w : (w << up) | low
      low = up == 0 ? 0 : w >> (UInt.bitWidth - up)
    }
    shifted[skip + n] = low
    return BigUInt(limbs: shifted)
  }

  /// `⌊self / 2^bits⌋` (`bits >= 0`), written in one pass (attaswift's `>>` writes its
  /// result a word at a time through a growing subscript).
  func shiftedRight(bits: Int) -> BigUInt {
    if bits == 0 || isZero { return self }
    let source = words
    let n = source.count
    let skip = bits / UInt.bitWidth, down = bits % UInt.bitWidth
    guard skip < n else { return 0 }
    let count = n - skip
    return BigUInt(limbs: [UInt](unsafeUninitializedCapacity: count) { buffer, initialized in
      for i in 0..<count {
        let w = source[skip + i]
        let high = down == 0 || skip + i + 1 >= n ? 0 : source[skip + i + 1] << (UInt.bitWidth - down)
        buffer[i] = (w >> down) | high
      }
      initialized = count
    })
  }

  /// `2^bits` (`bits >= 0`).
  static func powerOfTwo(_ bits: Int) -> BigUInt {
    var words = [UInt](repeating: 0, count: bits / UInt.bitWidth + 1)
    words[bits / UInt.bitWidth] = 1 << (bits % UInt.bitWidth)
    return BigUInt(limbs: words)
  }

  /// `⌊self / β^count⌋` (β = 2^64): the words from `count` up.
  func droppingLowWords(_ count: Int) -> BigUInt {
    count <= 0 ? self : shiftedRight(bits: count * UInt.bitWidth)
  }
}

extension BigUInt {
  /// `⌊self / 2^bits⌋`, plus one when `incrementing`, with its trailing zero bits removed,
  /// and how many there were: the new significand of a rounded ``Dyadic`` in one array,
  /// where a shift, an increment and a normalizing shift make three. `self` must be at least
  /// `2^bits` (the result is not zero).
  func shiftedRightOdd(bits: Int, incrementing: Bool) -> (BigUInt, zeros: Int) {
    let source = words
    let n = source.count
    let skip = bits / UInt.bitWidth, down = bits % UInt.bitWidth
    precondition(bits >= 0 && skip < n)
    let count = n - skip
    var zeros = 0
    let result = [UInt](unsafeUninitializedCapacity: count + 1) { buffer, initialized in
      for i in 0..<count {
        let w = source[skip + i]
        let high = down == 0 || skip + i + 1 >= n ? 0 : source[skip + i + 1] << (UInt.bitWidth - down)
        buffer[i] = (w >> down) | high
      }
      buffer[count] = 0
      var used = count + 1
      if incrementing {
        var i = 0
        while i < used {
          let (sum, overflow) = buffer[i].addingReportingOverflow(1)
          buffer[i] = sum
          if !overflow { break }
          i += 1
        }
      }
      // Strip the trailing zero bits: whole words, then bits.
      var first = 0
      while first < used - 1, buffer[first] == 0 { first += 1 }
      let bitsDown = buffer[first].trailingZeroBitCount % UInt.bitWidth
      zeros = first * UInt.bitWidth + bitsDown
      var k = 0
      for i in first..<used {
        let high = bitsDown == 0 || i + 1 >= used ? 0 : buffer[i + 1] << (UInt.bitWidth - bitsDown)
        buffer[k] = (buffer[i] >> bitsDown) | high
        k += 1
      }
      used = k
      while used > 1, buffer[used - 1] == 0 { used -= 1 }
      initialized = used
    }
    return (BigUInt(words: result), zeros)
  }
}
