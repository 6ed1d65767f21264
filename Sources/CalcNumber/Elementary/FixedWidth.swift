import BigInt

/// A natural number of at most ``capacity`` 64-bit limbs, stored inline: no heap, no
/// reference counting. The series kernels of the elementary functions run on it at the
/// everyday precisions (up to about 500 bits), where attaswift's `BigUInt` spends most of
/// its time allocating and releasing arrays of three or four words.
///
/// Every operand of one computation has the same ``count`` of limbs, enough for the
/// largest value the computation holds; the operations are those of the `BigUInt` loops
/// they replace and truncate the same way (`floor`), so a kernel on this type returns the
/// very integers its `BigUInt` loop would:
///
/// | operation                                  | result                         | error         |
/// |--------------------------------------------|--------------------------------|---------------|
/// | ``product(_:_:shiftedRightBy:)``            | `⌊a · b / 2^s⌋`                | below 1 unit  |
/// | ``dividing(by:)``                          | `⌊a / d⌋` for `0 < d < 2^64`   | below 1 unit  |
/// | ``shiftedRight(by:)``                      | `⌊a / 2^s⌋`                    | below 1 unit  |
/// | `+`, `-`                                   | exact                          | none          |
///
/// A result that would not fit in ``count`` limbs (or a difference below zero) is a
/// programming error and stops the program: the kernels size ``count`` so it cannot happen.
///
/// On a platform whose `UInt` is not 64 bits wide (watchOS on arm64_32) ``init(_:count:)``
/// returns nil and the kernels leave the work to `BigUInt`.
package struct FixedWidth: Sendable {
  /// The most limbs a value can have: 512 bits.
  package static let capacity = 8

  private typealias Storage = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
  private typealias WideStorage = (Storage, Storage)

  /// The limbs, least significant first; those from ``count`` up are zero.
  private var storage: Storage = (0, 0, 0, 0, 0, 0, 0, 0)

  /// How many limbs the value may use, 1...``capacity``.
  package let count: Int

  /// Zero in `count` limbs.
  package init(count: Int) {
    precondition(count >= 1 && count <= FixedWidth.capacity)
    self.count = count
  }

  /// `2^k` in `count` limbs (`0 <= k < 64 · count`).
  package init(powerOfTwo k: Int, count: Int) {
    self.init(count: count)
    precondition(k >= 0 && k < 64 * count)
    withLimbs { $0[k / 64] = 1 << UInt64(k % 64) }
  }

  /// `value` in `count` limbs, or nil if it does not fit (or `UInt` is not 64 bits wide).
  package init?(_ value: BigUInt, count: Int) {
    guard UInt.bitWidth == 64, count >= 1, count <= FixedWidth.capacity else { return nil }
    let words = value.words
    guard words.count <= count else { return nil }
    self.init(count: count)
    withLimbs { limbs in
      for (i, word) in words.enumerated() { limbs[i] = UInt64(word) }
    }
  }

  /// The value as a `BigUInt`.
  package var bigUInt: BigUInt {
    var words = [UInt](repeating: 0, count: count)
    withLimbs { limbs in
      for i in 0..<count { words[i] = UInt(truncatingIfNeeded: limbs[i]) }
    }
    return BigUInt(words: words)
  }

  /// The limb at `index` (0 beyond ``count``).
  package subscript(index: Int) -> UInt64 {
    guard index >= 0 && index < count else { return 0 }
    return withLimbs { $0[index] }
  }

  /// The number of bits up to the highest set one (0 for zero).
  package var bitWidth: Int {
    withLimbs { limbs in
      var i = count - 1
      while i >= 0 {
        if limbs[i] != 0 { return 64 * i + 64 - limbs[i].leadingZeroBitCount }
        i -= 1
      }
      return 0
    }
  }

  package var isZero: Bool {
    withLimbs { limbs in
      for i in 0..<count where limbs[i] != 0 { return false }
      return true
    }
  }

  /// Runs `body` on the limbs (``capacity`` of them; those from ``count`` up are zero).
  @inline(__always)
  func withLimbs<R>(_ body: (UnsafeBufferPointer<UInt64>) -> R) -> R {
    withUnsafeBytes(of: storage) { body($0.bindMemory(to: UInt64.self)) }
  }

  @inline(__always)
  mutating func withLimbs<R>(_ body: (UnsafeMutableBufferPointer<UInt64>) -> R) -> R {
    withUnsafeMutableBytes(of: &storage) { body($0.bindMemory(to: UInt64.self)) }
  }

  /// `a + b`, exactly (both of the same ``count``).
  package static func + (a: FixedWidth, b: FixedWidth) -> FixedWidth {
    precondition(a.count == b.count)
    var r = a
    let n = a.count
    let carry = r.withLimbs { rl in
      b.withLimbs { bl in
        guard let x = rl.baseAddress, let y = bl.baseAddress else { return false }
        var carry = false
        var i = 0
        while i < n {
          let (s1, o1) = x[i].addingReportingOverflow(y[i])
          let (s2, o2) = s1.addingReportingOverflow(carry ? 1 : 0)
          x[i] = s2
          carry = o1 || o2
          i &+= 1
        }
        return carry
      }
    }
    precondition(!carry, "FixedWidth sum out of range")
    return r
  }

  /// `a - b`, exactly, for `a >= b` (both of the same ``count``).
  package static func - (a: FixedWidth, b: FixedWidth) -> FixedWidth {
    precondition(a.count == b.count)
    var r = a
    let borrow = r.withLimbs { rl in
      b.withLimbs { bl in
        var borrow = false
        for i in 0..<a.count {
          let (d1, o1) = rl[i].subtractingReportingOverflow(bl[i])
          let (d2, o2) = d1.subtractingReportingOverflow(borrow ? 1 : 0)
          rl[i] = d2
          borrow = o1 || o2
        }
        return borrow
      }
    }
    precondition(!borrow, "FixedWidth difference below zero")
    return r
  }

  package static func += (a: inout FixedWidth, b: FixedWidth) { a = a + b }

  /// Whether `a < b` (both of the same ``count``).
  package static func < (a: FixedWidth, b: FixedWidth) -> Bool {
    precondition(a.count == b.count)
    return a.withLimbs { al in
      b.withLimbs { bl in
        var i = a.count - 1
        while i >= 0 {
          if al[i] != bl[i] { return al[i] < bl[i] }
          i -= 1
        }
        return false
      }
    }
  }

  /// `⌊a · b / 2^shift⌋` (`shift >= 0`, both of the same ``count``; the result must fit).
  ///
  /// The full product (up to 2 · ``capacity`` limbs) is formed by schoolbook
  /// multiplication with `multipliedFullWidth`, then shifted: the only error is the
  /// truncation of the bits shifted out, below one unit.
  package static func product(_ a: FixedWidth, _ b: FixedWidth, shiftedRightBy shift: Int) -> FixedWidth {
    precondition(a.count == b.count && shift >= 0)
    let n = a.count
    var wide: WideStorage = ((0, 0, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 0, 0, 0))
    withUnsafeMutableBytes(of: &wide) { raw in
      guard let w = raw.baseAddress?.assumingMemoryBound(to: UInt64.self) else { return }
      a.withLimbs { al in
        b.withLimbs { bl in
          guard let x = al.baseAddress, let y = bl.baseAddress else { return }
          // The high limbs that are zero add nothing: skip them. Indices stay below 16,
          // so the wrapping arithmetic (no overflow checks in the inner loop) is exact.
          var an = n
          while an > 0 && x[an &- 1] == 0 { an &-= 1 }
          var bn = n
          while bn > 0 && y[bn &- 1] == 0 { bn &-= 1 }
          var i = 0
          while i < an {
            let ai = x[i]
            if ai != 0 {
              var carry: UInt64 = 0
              var j = 0
              while j < bn {
                let (high, low) = ai.multipliedFullWidth(by: y[j])
                let (s1, o1) = low.addingReportingOverflow(w[i &+ j])
                let (s2, o2) = s1.addingReportingOverflow(carry)
                w[i &+ j] = s2
                // high <= 2^64 − 2, so adding two carries cannot wrap.
                carry = high &+ UInt64(UInt(bit: o1)) &+ UInt64(UInt(bit: o2))
                j &+= 1
              }
              w[i &+ bn] = carry
            }
            i &+= 1
          }
        }
      }
    }
    return FixedWidth(wide: &wide, shiftedRightBy: shift, count: n)
  }

  /// `⌊a² / 2^shift⌋`: ``product(_:_:shiftedRightBy:)`` of `a` by itself.
  package func squared(shiftedRightBy shift: Int) -> FixedWidth {
    FixedWidth.product(self, self, shiftedRightBy: shift)
  }

  /// The limbs of `⌊wide / 2^shift⌋` in `count` limbs, where `wide` holds a product of two
  /// values of `count` limbs (so nothing from limb `2 · count` up); stops if it does not fit.
  private init(wide: inout WideStorage, shiftedRightBy shift: Int, count n: Int) {
    self.init(count: n)
    let used = 2 &* n
    let skip = shift / 64
    let bits = UInt64(shift % 64)
    let overflow = withUnsafeMutableBytes(of: &wide) { raw in
      guard let w = raw.baseAddress?.assumingMemoryBound(to: UInt64.self) else { return true }
      return withLimbs { rl in
        guard let r = rl.baseAddress else { return true }
        // Limb k of the result is bits `shift + 64k ..< shift + 64(k + 1)` of the product
        // (indices below 16: wrapping arithmetic is exact).
        var i = skip
        var k = 0
        if bits == 0 {
          while k < n && i < used {
            r[k] = w[i]
            k &+= 1
            i &+= 1
          }
        } else {
          while k < n && i < used {
            let next = i &+ 1 < used ? w[i &+ 1] : 0
            r[k] = (w[i] >> bits) | (next << (64 &- bits))
            k &+= 1
            i &+= 1
          }
        }
        // Whatever lies above the n limbs kept must be zero.
        let kept = shift + 64 * n
        if kept >= 64 * used { return false }
        if kept % 64 != 0 && w[kept / 64] >> UInt64(kept % 64) != 0 { return true }
        var j = (kept + 63) / 64
        while j < used {
          if w[j] != 0 { return true }
          j &+= 1
        }
        return false
      }
    }
    precondition(!overflow, "FixedWidth product out of range")
  }

  /// `⌊self / d⌋` for `0 < d < 2^64`, one `dividingFullWidth` per limb.
  package func dividing(by d: UInt64) -> FixedWidth {
    precondition(d != 0)
    var r = self
    let n = count
    r.withLimbs { rl in
      guard let x = rl.baseAddress else { return }
      var remainder: UInt64 = 0
      var i = n &- 1
      // The high limbs below d give a zero quotient limb and pass on as the remainder.
      while i >= 0 && remainder == 0 && x[i] < d {
        remainder = x[i]
        x[i] = 0
        i &-= 1
      }
      while i >= 0 {
        (x[i], remainder) = d.dividingFullWidth((remainder, x[i]))
        i &-= 1
      }
    }
    return r
  }

  /// `⌊self / 2^shift⌋` (`shift >= 0`).
  package func shiftedRight(by shift: Int) -> FixedWidth {
    precondition(shift >= 0)
    var r = FixedWidth(count: count)
    let skip = shift / 64
    let bits = UInt64(shift % 64)
    withLimbs { sl in
      r.withLimbs { rl in
        for k in 0..<count where skip + k < count {
          let next = skip + k + 1 < count ? sl[skip + k + 1] : 0
          rl[k] = bits == 0 ? sl[skip + k] : (sl[skip + k] >> bits) | (next << (64 - bits))
        }
      }
    }
    return r
  }
}

extension FixedWidth: Equatable {
  package static func == (a: FixedWidth, b: FixedWidth) -> Bool {
    guard a.count == b.count else { return false }
    return a.withLimbs { al in
      b.withLimbs { bl in
        for i in 0..<a.count where al[i] != bl[i] { return false }
        return true
      }
    }
  }
}
