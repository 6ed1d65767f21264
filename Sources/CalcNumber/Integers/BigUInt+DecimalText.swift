import BigInt

extension BigUInt {
  /// The decimal digits of the value (no sign; "0" for zero).
  ///
  /// Divide and conquer: the value is split by `10^(19·2^i)` (each power the square of
  /// the one below, computed once per conversion, each with a ``ReciprocalDivisor``) into
  /// chunks of 19 digits, each a word below 10^19; pieces of at most
  /// ``DecimalChunks/directWords`` words are cut into chunks by word division directly.
  package var decimalDigits: String {
    if isZero { return "0" }
    var powers = DecimalChunks.Powers()
    // The smallest level whose power squared exceeds the value.
    var level = 0
    while 2 * (powers.power(level).bitWidth - 1) < bitWidth { level += 1 }
    var chunks = [UInt](repeating: 0, count: 2 << level)
    DecimalChunks.split(self, level: level, powers: &powers, into: &chunks, at: 0)
    return DecimalChunks.text(chunks)
  }

  /// The value of a string of ASCII decimal digits (no sign), or nil if it is empty or
  /// holds anything else.
  ///
  /// Divide and conquer: chunks of 19 digits, each run of `2^(i+1)` chunks combined as
  /// `high · 10^(19·2^i) + low` with ``product(_:_:)``.
  package init?(decimalDigits text: Substring) {
    guard let chunks = DecimalChunks.chunks(of: text) else { return nil }
    var powers = DecimalChunks.Powers()
    self = DecimalChunks.join(chunks[...], powers: &powers)
  }
}

/// Base-10^19 chunks of decimal text, least significant first, and the conversions
/// between them and ``BigUInt`` behind ``BigUInt/decimalDigits`` and
/// ``BigUInt/init(decimalDigits:)``.
enum DecimalChunks {
  /// 10^19, the largest power of ten in a word.
  static let chunkBase: UInt = 10_000_000_000_000_000_000

  /// `⌊(β² − 1) / 10^19⌋ − β` (`β = 2^64`), the reciprocal of 10^19 that
  /// ``dividedByChunkBase(_:_:)`` multiplies by. 10^19 is above 2^63, so it is already
  /// normalized (its top bit set), as the method requires.
  static let chunkBaseReciprocal: UInt = {
    // (β² − 1) / d = ((β − 1 − d)·β + (β − 1)) / d + β: the first quotient is below β.
    let (q, _) = chunkBase.dividingFullWidth((UInt.max - chunkBase, UInt.max))
    return q
  }()

  /// `(u1·β + u0) / 10^19` and its remainder for `u1 < 10^19`, by one product with
  /// ``chunkBaseReciprocal`` and at most two corrections (Möller and Granlund, "Improved
  /// division by invariant integers", 2011, Algorithm 4) instead of a 128-by-64-bit
  /// division: the quotient estimate `q1` is the true quotient or one above or below it,
  /// and the remainder `r`, computed modulo β, tells which.
  @inline(__always)
  static func dividedByChunkBase(_ u1: UInt, _ u0: UInt) -> (quotient: UInt, remainder: UInt) {
    let d = chunkBase
    let (ph, pl) = chunkBaseReciprocal.multipliedFullWidth(by: u1)
    let (q0, carry) = pl.addingReportingOverflow(u0)
    var q1 = ph &+ u1 &+ 1 &+ UInt(bit: carry)
    var r = u0 &- q1 &* d
    if r > q0 {
      q1 &-= 1
      r &+= d
    }
    if r >= d {
      q1 &+= 1
      r &-= d
    }
    return (q1, r)
  }

  /// Pieces of at most this many words are cut into chunks by repeated word division
  /// (quadratic, but no products): below about this size that is cheaper than splitting by
  /// powers of ten, and for printing any size from about 64 to 192 words does about as well.
  static let directWords = 96

  /// Runs of at most this many chunks are joined by multiply-and-add on words (quadratic
  /// but no products); for parsing, as ``directWords`` for printing, any size from about 48
  /// to 96 does about as well.
  static let directChunks = 64

  /// `10^(19·2^i)` for the levels used so far, and their divisors.
  struct Powers {
    private var powers: [BigUInt] = [BigUInt(limbs: [chunkBase])]
    private var divisors: [ReciprocalDivisor?] = [nil]

    /// `10^(19·2^level)`.
    mutating func power(_ level: Int) -> BigUInt {
      while powers.count <= level {
        powers.append(powers[powers.count - 1].squared())
        divisors.append(nil)
      }
      return powers[level]
    }

    /// The divisor by `10^(19·2^level)`: its reciprocal by Newton's iteration for the
    /// first level asked for, and derived by one product from the level above once that
    /// exists (``ReciprocalDivisor/init(_:factorOf:cofactor:)``; the conversion asks top
    /// down). Deriving a level's reciprocal is cheaper than a Newton iteration for it, and
    /// printing a large number works out reciprocals of every level.
    mutating func divisor(_ level: Int) -> ReciprocalDivisor {
      let p = power(level)
      if let d = divisors[level] { return d }
      let d: ReciprocalDivisor
      if level + 1 < divisors.count, let above = divisors[level + 1] {
        d = ReciprocalDivisor(p, factorOf: above, cofactor: p)
      } else {
        d = ReciprocalDivisor(p)
      }
      divisors[level] = d
      return d
    }
  }

  /// Writes the `2^(level+1)` chunks of `x < 10^(19·2^(level+1))` into `chunks[at...]`
  /// (the slots must hold zeros).
  static func split(_ x: BigUInt, level: Int, powers: inout Powers, into chunks: inout [UInt], at start: Int) {
    if x.isZero { return }
    let n = x.words.count
    if n <= directWords || level == 0 {
      var words = x.limbs
      var i = start
      chunks.withUnsafeMutableBufferPointer { out in
        words.withUnsafeMutableBufferPointer { w in
          var count = n
          while count > 0 {
            // Divide w[0..<count] by 10^19 in place, keeping the remainder.
            var remainder: UInt = 0
            var k = count - 1
            while k >= 0 {
              let (q, r) = dividedByChunkBase(remainder, w[k])
              w[k] = q
              remainder = r
              k -= 1
            }
            out[i] = remainder
            i += 1
            while count > 0, w[count - 1] == 0 { count -= 1 }
          }
        }
      }
      return
    }
    let power = powers.power(level)
    // Only the top split can leave a short quotient: a value of `2^k` chunks and a few
    // more is split by `10^(19·2^k)`.
    let (high, low) =
      n - power.words.count < BigUInt.shortQuotientWords
      ? BigUInt.longQuotientAndRemainder(x, power)
      : powers.divisor(level).quotientAndRemainder(dividing: x)
    split(low, level: level - 1, powers: &powers, into: &chunks, at: start)
    split(high, level: level - 1, powers: &powers, into: &chunks, at: start + (1 << level))
  }

  /// The decimal text of chunks (least significant first, not all zero).
  static func text(_ chunks: [UInt]) -> String {
    var top = chunks.count - 1
    while top > 0, chunks[top] == 0 { top -= 1 }
    var lead = chunks[top]
    var leadDigits = 1
    while lead >= 10 { lead /= 10; leadDigits += 1 }
    let length = leadDigits + 19 * top
    return String(unsafeUninitializedCapacity: length) { bytes in
      var end = length
      for i in 0...top {
        var v = chunks[i]
        let digits = i == top ? leadDigits : 19
        for _ in 0..<digits {
          end -= 1
          bytes[end] = UInt8(truncatingIfNeeded: v % 10) &+ 0x30
          v /= 10
        }
      }
      return length
    }
  }

  /// The chunks of a string of ASCII digits, or nil if it is empty or holds anything else.
  static func chunks(of text: Substring) -> [UInt]? {
    let utf8 = text.utf8
    let count = utf8.count
    guard count > 0 else { return nil }
    var chunks = [UInt](repeating: 0, count: (count + 18) / 19)
    var valid = true
    var index = chunks.count - 1
    var inChunk = (count - 1) % 19 + 1  // digits of the top chunk
    var value: UInt = 0
    for byte in utf8 {
      let digit = byte &- 0x30
      if digit > 9 { valid = false; break }
      value = value &* 10 &+ UInt(digit)
      inChunk -= 1
      if inChunk == 0 {
        chunks[index] = value
        index -= 1
        value = 0
        inChunk = 19
      }
    }
    return valid ? chunks : nil
  }

  /// The value of chunks (least significant first).
  static func join(_ chunks: ArraySlice<UInt>, powers: inout Powers) -> BigUInt {
    let count = chunks.count
    if count <= directChunks {
      var words = [UInt](repeating: 0, count: count)
      var used = 0
      words.withUnsafeMutableBufferPointer { w in
        for chunk in chunks.reversed() {
          // w = w·10^19 + chunk
          var carry = chunk
          for k in 0..<used {
            let (hi, lo) = w[k].multipliedFullWidth(by: chunkBase)
            let (s, o) = lo.addingReportingOverflow(carry)
            w[k] = s
            carry = hi &+ UInt(bit: o)
          }
          if carry != 0 {
            w[used] = carry
            used += 1
          }
        }
      }
      return BigUInt(limbs: words)
    }
    // The largest power of two below count: high · 10^(19·2^level) + low.
    let level = Int.bitWidth - 1 - (count - 1).leadingZeroBitCount
    let half = 1 << level
    let mid = chunks.startIndex + half
    let low = join(chunks[..<mid], powers: &powers)
    let high = join(chunks[mid...], powers: &powers)
    return BigUInt.product(high, powers.power(level)) + low
  }
}
