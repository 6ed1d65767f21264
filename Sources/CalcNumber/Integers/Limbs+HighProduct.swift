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
    // Columns d − 1 ... with their carries, column d − 1 itself dropped: ⌊S / β^d⌋.
    columnProduct(a, an, b, bn, from: d - 1, dropFirst: true, into: r)
  }
}

extension BigUInt {
  /// The longest operands ``highProduct(_:_:shift:)`` takes by columns: half the columns of
  /// two 256-word operands cost about 263,000 instructions against 310,000 for the whole
  /// product (320 words: 405,000 against 445,000).
  static let highProductWords = 256

  /// `⌊a·b / 2^shift⌋`, or below it by at most `⌊shift / 64⌋ + 1`: the high columns only
  /// (``Limbs/highProduct(_:_:_:_:dropping:into:)``) for operands of up to
  /// ``highProductWords`` words each, where the columns are quicker than a whole Karatsuba
  /// or Toom-3 product; the whole product above.
  static func highProduct(_ a: BigUInt, _ b: BigUInt, shift: Int) -> BigUInt {
    let d = shift / UInt.bitWidth
    let (x, y) = a.words.count >= b.words.count ? (a.limbs, b.limbs) : (b.limbs, a.limbs)
    let an = x.count, bn = y.count
    guard d >= 1, bn >= 1, an <= highProductWords, d < an + bn else { return product(a, b).shiftedRight(bits: shift) }
    let high = [UInt](unsafeUninitializedCapacity: an + bn - d) { result, initialized in
      x.withUnsafeBufferPointer { xp in
        y.withUnsafeBufferPointer { yp in
          guard let r = result.baseAddress, let xa = xp.baseAddress, let ya = yp.baseAddress else { return }
          let count = an + bn - d
          Limbs.highProduct(xa, an, ya, bn, dropping: d, into: r)
          // The bits of the shift below a word, in place: shifting the BigUInt would read
          // its words back one call each.
          let bits = shift - d * UInt.bitWidth
          if bits > 0 {
            for i in 0..<(count - 1) { r[i] = (r[i] >> bits) | (r[i + 1] << (UInt.bitWidth - bits)) }
            r[count - 1] >>= bits
          }
          initialized = count
        }
      }
    }
    return BigUInt(limbs: high)
  }
}
