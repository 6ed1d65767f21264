import BigInt

/// The high half of a product, for fixed-point series that drop the low half anyway.
extension Limbs {
  /// Writes `S / β^d` into `r[0..<an + bn − d]`, where `S` sums the word products
  /// `a[i]·b[j]·β^(i+j)` of the columns `i + j >= d − 1` only (`β = 2^64`, `1 <= d < an + bn`;
  /// `r` must not overlap `a` or `b`). The columns left out sum to less than
  /// `Σ_(c <= d−2) (c + 1)·β^(c+2) < d·β^d`, so the result is `⌊a·b / β^d⌋` or below it by at
  /// most `d`. About half the word products of the whole product when `d` is half the columns.
  static func highProduct(
    _ a: UnsafePointer<UInt>, _ an: Int, _ b: UnsafePointer<UInt>, _ bn: Int, dropping d: Int,
    into r: UnsafeMutablePointer<UInt>
  ) {
    // t[k] is column d − 1 + k; columns d − 1 ..< an + bn: an + bn − d + 1 words.
    let tn = an + bn - d + 1
    withUnsafeTemporaryAllocation(of: UInt.self, capacity: tn) { buffer in
      guard let t = buffer.baseAddress else { return }
      t.initialize(repeating: 0, count: tn)
      for j in 0..<bn {
        let bj = b[j]
        let first = Swift.max(0, d - 1 - j)
        guard bj != 0, first < an else { continue }
        let row = t + (first + j - (d - 1))
        // The words a[first..<an] from `ap`, both walked by one index that cannot overflow
        // (wrapping arithmetic keeps the loop free of overflow checks).
        let ap = a + first
        let count = an - first
        var carry: UInt = 0
        var k = 0
        while k < count {
          let (hi, lo) = ap[k].multipliedFullWidth(by: bj)
          let (s1, o1) = lo.addingReportingOverflow(row[k])
          let (s2, o2) = s1.addingReportingOverflow(carry)
          row[k] = s2
          carry = hi &+ UInt(bit: o1) &+ UInt(bit: o2)  // hi <= 2^64 − 2
          k &+= 1
        }
        // Carry into the words above the row (below the top: the whole product fits).
        k = count
        while carry != 0, first + j - (d - 1) + k < tn {
          let (s, o) = row[k].addingReportingOverflow(carry)
          row[k] = s
          carry = UInt(bit: o)
          k += 1
        }
      }
      (r).update(from: t + 1, count: tn - 1)
      t.deinitialize(count: tn)
    }
  }
}

extension BigUInt {
  /// `⌊a·b / 2^shift⌋`, or below it by at most `⌊shift / 64⌋ + 1`: the high columns only
  /// (``Limbs/highProduct(_:_:_:_:dropping:into:)``) for operands of up to 96 words each,
  /// where the schoolbook columns are quicker than a whole Karatsuba product; the whole
  /// product above.
  static func highProduct(_ a: BigUInt, _ b: BigUInt, shift: Int) -> BigUInt {
    let d = shift / UInt.bitWidth
    let (x, y) = a.words.count >= b.words.count ? (a.limbs, b.limbs) : (b.limbs, a.limbs)
    let an = x.count, bn = y.count
    guard d >= 1, bn >= 1, an <= 96, d < an + bn else { return product(a, b).shiftedRight(bits: shift) }
    let high = [UInt](unsafeUninitializedCapacity: an + bn - d) { result, initialized in
      x.withUnsafeBufferPointer { xp in
        y.withUnsafeBufferPointer { yp in
          guard let r = result.baseAddress, let xa = xp.baseAddress, let ya = yp.baseAddress else { return }
          Limbs.highProduct(xa, an, ya, bn, dropping: d, into: r)
          initialized = an + bn - d
        }
      }
    }
    return BigUInt(limbs: high).shiftedRight(bits: shift - d * UInt.bitWidth)
  }
}
