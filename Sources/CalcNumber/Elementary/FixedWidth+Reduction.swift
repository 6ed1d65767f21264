/// The operations of the table reductions (``FixedWidthSeries/tabulatedArctangent(_:scale:)``)
/// on ``FixedWidth`` values: small multiples, low bits, a quotient, and table entries.
extension FixedWidth {
  /// `value` in `count` limbs.
  init(_ value: UInt64, count: Int) {
    self.init(count: count)
    withLimbs { $0[0] = value }
  }

  /// `⌊entry / 2^shift⌋` of the entry of `words` limbs (least significant first) that
  /// starts at `table[start]`, in `count` limbs; stops if it does not fit.
  init(_ table: [UInt64], start: Int, words: Int, shiftedRightBy shift: Int, count: Int) {
    precondition(shift >= 0 && start >= 0 && start + words <= table.count)
    self.init(count: count)
    let skip = shift / 64
    let bits = UInt64(shift % 64)
    withLimbs { r in
      var k = 0
      while skip + k < words {
        let i = start + skip + k
        let next = skip + k + 1 < words ? table[i + 1] : 0
        let limb = bits == 0 ? table[i] : (table[i] >> bits) | (next << (64 - bits))
        if k < count { r[k] = limb } else { precondition(limb == 0, "FixedWidth entry out of range") }
        k += 1
      }
    }
  }

  /// `self · m`, exactly; stops if it does not fit.
  func multiplied(by m: UInt64) -> FixedWidth {
    var r = self
    let n = count
    let carry = r.withLimbs { rl -> UInt64 in
      var carry: UInt64 = 0
      for i in 0..<n {
        let (high, low) = rl[i].multipliedFullWidth(by: m)
        let (sum, o) = low.addingReportingOverflow(carry)
        rl[i] = sum
        carry = high &+ (o ? 1 : 0)
      }
      return carry
    }
    precondition(carry == 0, "FixedWidth product out of range")
    return r
  }

  /// `self mod 2^bits` (`bits >= 0`).
  func keepingLowBits(_ bits: Int) -> FixedWidth {
    precondition(bits >= 0)
    var r = self
    let n = count
    r.withLimbs { rl in
      for i in 0..<n {
        let low = 64 * i
        if low >= bits {
          rl[i] = 0
        } else if bits - low < 64 {
          rl[i] &= (1 << UInt64(bits - low)) - 1
        }
      }
    }
    return r
  }

  /// `⌊a · 2^shift / d⌋` (`shift >= 0`, `d > 0`, both of the same ``count``), by
  /// ``Limbs/divide(_:count:by:count:quotient:remainder:scratch:)`` on the stack: exact.
  /// Stops if the quotient does not fit.
  static func quotient(_ a: FixedWidth, shiftedLeftBy shift: Int, dividedBy d: FixedWidth) -> FixedWidth {
    precondition(a.count == d.count && shift >= 0 && !d.isZero)
    let n = a.count
    let dn = (d.bitWidth + 63) / 64
    // u = a · 2^shift in m words.
    let m = n + shift / 64 + 1
    var result = FixedWidth(count: n)
    if a.isZero { return result }
    withUnsafeTemporaryAllocation(of: UInt.self, capacity: 3 * m + 3 * dn + 2) { buffer in
      guard let base = buffer.baseAddress else { preconditionFailure("no stack buffer") }
      base.initialize(repeating: 0, count: 3 * m + 3 * dn + 2)
      let u = base, v = base + m, q = v + dn, r = q + m, scratch = r + dn
      let skip = shift / 64, bits = UInt(shift % 64)
      a.withLimbs { al in
        for i in 0..<n {
          let limb = UInt(al[i])
          u[i + skip] |= limb << bits
          if bits != 0 { u[i + skip + 1] |= limb >> (64 - bits) }
        }
      }
      d.withLimbs { dl in
        for i in 0..<dn { v[i] = UInt(dl[i]) }
      }
      var um = m
      while um > 1, u[um - 1] == 0 { um -= 1 }
      if um < dn { return }  // a · 2^shift < d: the quotient is 0
      Limbs.divide(u, count: um, by: v, count: dn, quotient: q, remainder: r, scratch: scratch)
      result.withLimbs { rl in
        for i in 0...(um - dn) {
          if i < n { rl[i] = UInt64(q[i]) } else { precondition(q[i] == 0, "FixedWidth quotient out of range") }
        }
      }
    }
    return result
  }
}
