import BigInt

extension BigUInt {
  /// `⌊√self⌋` (see ``squareRootAndRemainder()``).
  package func integerSquareRoot() -> BigUInt {
    if isZero { return 0 }
    return words.count <= BigUInt.shortSquareRootWords ? shortSquareRoot() : squareRootAndRemainder().root
  }

  /// `s = ⌊√self⌋` and `self − s²`, by Zimmermann's recursive square root (the "Karatsuba
  /// square root"; Brent and Zimmermann, *Modern Computer Arithmetic*, 1.5.3): the root of
  /// the top half of the bits, then one division of about a quarter of the bits by half of
  /// them, a squaring of a quarter and at most one correction. Its cost is a few products
  /// of a quarter of the size, where Newton's iteration on the whole value pays two or three
  /// full divisions at every level.
  ///
  /// With `β = 2^m`, `self = a_h·β² + a₁·β + a₀` (`a₁, a₀ < β`) and `a_h >= β²/4`, let
  /// `s'`, `r'` be the root and remainder of `a_h` and `q`, `u` the quotient and remainder of
  /// `r'·β + a₁` by `2s'`. Then `s'·β + q` is `⌊√self⌋` or one more, and `u·β + a₀ − q²` is
  /// the remainder, or negative when it is one more. `m = ⌊(w + 1)/4⌋` for the bit width `w`
  /// keeps `a_h` at `w − 2m >= 2m − 1` bits, so `a_h >= β²/4` (then `s' >= β/2`, which bounds
  /// the error of the estimate by one unit). The final loops check both defining
  /// inequalities, so the result is `⌊√self⌋` even if an estimate were off by more.
  ///
  /// Up to ``shortSquareRootWords`` words, Newton's iteration on the stack
  /// (``shortSquareRoot()``).
  package func squareRootAndRemainder() -> (root: BigUInt, remainder: BigUInt) {
    if isZero { return (0, 0) }
    if words.count <= BigUInt.shortSquareRootWords {
      let root = shortSquareRoot()
      return (root, self - root.squared())
    }
    let m = (bitWidth + 1) / 4
    let low = BigUInt.powerOfTwo(m) - 1
    let (high, highRemainder) = (self >> (2 * m)).squareRootAndRemainder()
    let (q, u) = BigUInt.quotientAndRemainder(
      highRemainder.shiftedLeft(bits: m) | ((self >> m) & low), high.shiftedLeft(bits: 1))
    var root = high.shiftedLeft(bits: m) + q
    var rest = u.shiftedLeft(bits: m) | (self & low)  // self − root² + q²
    let qq = q.squared()
    while rest < qq, !root.isZero {
      // self − (root − 1)² = self − root² + 2·(root − 1) + 1.
      root -= 1
      rest += root.shiftedLeft(bits: 1) + 1
    }
    var remainder = rest - qq
    while remainder > root.shiftedLeft(bits: 1) {  // self >= (root + 1)²; not expected
      remainder -= root.shiftedLeft(bits: 1) + 1
      root += 1
    }
    return (root, remainder)
  }

  /// `⌊√x⌋` for `x < 2^128`: the `Double` root (within 2^-52 relatively), one Newton step
  /// in integers (which leaves it a unit or two above the root), then the defining
  /// inequalities.
  private static func squareRoot(_ x: U128) -> UInt64 {
    if x == 0 { return 0 }
    let top = U128(UInt64.max)  // ⌊√x⌋ <= 2^64 − 1; a larger s would overflow s²
    // The Double of x from its two words.
    let high = x.high, low = x.low
    let estimate = (Double(high) * 0x1p64 + Double(low)).squareRoot().rounded(.up)
    var s = estimate < 0x1p64 ? Swift.min(top, U128(UInt64(estimate))) : top
    s = Swift.min(top, Swift.max(1, (s + x / s) >> 1))
    while s * s > x { s -= 1 }
    while s < top, (s + 1) * (s + 1) <= x { s += 1 }
    return s.low  // s <= top
  }

  /// Values of at most this many words take ``shortSquareRoot()`` (the bound of the stack
  /// divisions' comfortable range, as ``ReciprocalDivisor/longDivisionWords``). Up to this
  /// size Newton's iteration does less work than the recursive root (`atan` at 38 digits
  /// takes roots of 12 words), and on the stack, without allocations, far less than it does
  /// on `BigUInt` values.
  static let shortSquareRootWords = 24

  /// `⌊√self⌋` for a value of at most ``shortSquareRootWords`` words: Newton's iteration
  /// from above, `x → ⌊(x + ⌊self / x⌋) / 2⌋`, on words in one stack buffer (no allocation
  /// until the result). From above it decreases strictly until it reaches the root, so it
  /// stops at the first step that does not decrease.
  ///
  /// The start: with `self = top · 4^d + low` (`top` of 127 or 128 bits, `low < 4^d`), the
  /// root is below `√(top + 1) · 2^d <= (⌊√top⌋ + 1) · 2^d`, about 64 correct bits, so three
  /// or four steps double them to the root's width.
  private func shortSquareRoot() -> BigUInt {
    let m = words.count
    let w = bitWidth
    if w <= 128 { return BigUInt(limbs: [UInt(BigUInt.squareRoot(wide128))]) }
    let d = (w - 127) / 2
    let start = U128(BigUInt.squareRoot((self >> (2 * d)).wide128)) + 1  // at most 2^64
    let source = words
    // u: self (m); x, y: the iterates (m + 1 each); q: the quotient (m + 1); r: the
    // remainder (m + 1); scratch for the division (2m + 2).
    return withUnsafeTemporaryAllocation(of: UInt.self, capacity: 7 * m + 6) { buffer -> BigUInt in
      guard let base = buffer.baseAddress else { return squareRoot() }  // not expected
      base.initialize(repeating: 0, count: 7 * m + 6)
      let u = base, x = u + m, y = x + (m + 1), q = y + (m + 1), r = q + (m + 1), scratch = r + (m + 1)
      for i in 0..<m { u[i] = source[i] }
      // x = start · 2^d, start = s0 + s1·2^64 with s1 <= 1.
      let s0 = UInt(start.low), s1 = UInt(start.high)
      let skip = d / UInt.bitWidth, b = d % UInt.bitWidth
      x[skip] = s0 << b
      x[skip + 1] = b == 0 ? s1 : (s0 >> (UInt.bitWidth - b)) | (s1 << b)
      if b > 0, skip + 2 <= m { x[skip + 2] = s1 >> (UInt.bitWidth - b) }
      var xn = Limbs.significantCount(x, m + 1)
      while true {
        // y = ⌊(x + ⌊u / x⌋) / 2⌋
        let qn = m - xn + 1
        Limbs.divide(u, count: m, by: x, count: xn, quotient: q, remainder: r, scratch: scratch)
        y.update(from: x, count: xn)
        (y + xn).update(repeating: 0, count: m + 1 - xn)
        _ = Limbs.add(into: y, count: m + 1, q, count: qn)
        for i in 0..<m { y[i] = (y[i] >> 1) | (y[i + 1] << (UInt.bitWidth - 1)) }
        y[m] >>= 1
        let yn = Limbs.significantCount(y, m + 1)
        if Limbs.compare(y, count: yn, x, count: xn) >= 0 {
          return BigUInt(copying: UnsafeBufferPointer(start: x, count: xn))
        }
        x.update(from: y, count: m + 1)
        xn = yn
      }
    }
  }

  /// The value as a `U128`, for a value of at most 128 bits.
  private var wide128: U128 {
    let w = words
    return w.isEmpty ? 0 : U128(w[0]) | (w.count > 1 ? U128(w[1]) << 64 : 0)
  }
}
