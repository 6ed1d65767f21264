import BigInt

extension BigUInt {
  /// The greatest common divisor of `a` and `b` by Lehmer's algorithm (0 when both are 0).
  ///
  /// Euclid's algorithm replaces `(x, y)` by `(y, x mod y)`; each step costs a division of
  /// the whole numbers, yet almost every quotient is a single small word decided by the
  /// leading bits alone. Lehmer's algorithm runs Euclid on the leading 128 bits of `x` and
  /// `y` in machine arithmetic, keeping only the quotients proved equal to the true ones
  /// (Jebelean's condition, see ``Limbs/lehmerMatrix(_:_:)``), and tracks the cofactors
  /// `s, t` of those steps; one linear pass (``Limbs/lehmerCombine(_:_:count:_:_:_:_:p:q:)``)
  /// then computes the pair Euclid would have reached, `s·x + t·y` and `s'·x + t'·y`, with
  /// four word products per word. A pass takes about 62 bits off both numbers, where a
  /// division step by attaswift takes about 1.7 bits at the price of a division.
  ///
  /// When no quotient can be certified (the leading bits of `y` are too small, so the
  /// quotient is large, or the leading bits leave it open), one ordinary division step is
  /// taken. Either way the pair stays `x > y ≥ 0` with the gcd unchanged, since each step
  /// is a step of Euclid's algorithm; when `x` fits two words the binary gcd of
  /// ``Rational/binaryGCD(_:_:)`` finishes in machine words.
  ///
  /// The numbers live in four word buffers allocated once (the pair and the next pair,
  /// swapped after each pass); nothing is allocated per step except in the division steps.
  /// The time is still quadratic, but with a constant about 20 times smaller than
  /// attaswift's `%` loop.
  package static func lehmerGCD(_ a: BigUInt, _ b: BigUInt) -> BigUInt {
    var (x, y) = a >= b ? (a, b) : (b, a)
    if y.isZero { return x }
    // An unbalanced pair: one division first, so that the buffers are of y's size. calc's
    // division (a Newton reciprocal beyond a few words): attaswift's long division costs
    // the product of the sizes, 4 s for 2,750,000 bits by 305,000 (`23391!/38^523391`).
    if x.words.count > y.words.count + 1 {
      (x, y) = (y, BigUInt.quotientAndRemainder(x, y).remainder)
      if y.isZero { return x }
    }
    let n = x.words.count
    if n <= 2 { return Rational.big(Rational.binaryGCD(Rational.wide(x), Rational.wide(y))) }
    return withUnsafeTemporaryAllocation(of: UInt.self, capacity: 4 * n) { buffer -> BigUInt in
      guard let base = buffer.baseAddress else { return euclid(x, y) }  // not expected: capacity > 0
      base.initialize(repeating: 0, count: 4 * n)
      var xp = base, yp = base + n, up = base + 2 * n, vp = base + 3 * n
      for (i, w) in x.words.enumerated() { xp[i] = w }
      for (i, w) in y.words.enumerated() { yp[i] = w }
      var xn = n
      var yn = Limbs.significantCount(yp, n)
      while yn > 0 {
        if xn <= 2 {
          let g = Rational.binaryGCD(Limbs.bits128(xp, count: xn, at: 0), Limbs.bits128(yp, count: yn, at: 0))
          return Rational.big(g)
        }
        let h = xn * UInt.bitWidth - xp[xn - 1].leadingZeroBitCount - 128
        let m = Limbs.lehmerMatrix(Limbs.bits128(xp, count: xn, at: h), Limbs.bits128(yp, count: yn, at: h))
        var combined = false
        if m.steps > 0 {
          // y's words above yn are zero already: every buffer is written over the full
          // length of the pair it receives, and the pair only shrinks.
          let (p, q) = m.steps % 2 == 0 ? (up, vp) : (vp, up)
          // Even steps: x' = s0·x − t0·y, y' = t1·y − s1·x; odd: y' = s1·x − t1·y, x' = t0·y − s0·x.
          let (alpha, beta, gamma, delta) =
            m.steps % 2 == 0 ? (m.s0, m.t0, m.t1, m.s1) : (m.s1, m.t1, m.t0, m.s0)
          if Limbs.lehmerCombine(xp, yp, count: xn, alpha, beta, gamma, delta, p: p, q: q),
            Limbs.compare(up, count: xn, vp, count: xn) > 0
          {
            swap(&xp, &up)
            swap(&yp, &vp)
            combined = true
          }
        }
        if !combined {
          // One step of Euclid's algorithm by division.
          let big = BigUInt(copying: UnsafeBufferPointer(start: xp, count: xn))
          let small = BigUInt(copying: UnsafeBufferPointer(start: yp, count: yn))
          let r = BigUInt.quotientAndRemainder(big, small).remainder
          xp.update(repeating: 0, count: n)
          yp.update(repeating: 0, count: n)
          for (i, w) in small.words.enumerated() { xp[i] = w }
          for (i, w) in r.words.enumerated() { yp[i] = w }
        }
        xn = Limbs.significantCount(xp, xn)
        yn = Limbs.significantCount(yp, xn)
      }
      return BigUInt(copying: UnsafeBufferPointer(start: xp, count: xn))
    }
  }

  /// Euclid's algorithm with attaswift's `%`: the reference Lehmer's algorithm replaces.
  static func euclid(_ a: BigUInt, _ b: BigUInt) -> BigUInt {
    var (x, y) = (a, b)
    while !y.isZero { (x, y) = (y, x % y) }
    return x
  }
}
