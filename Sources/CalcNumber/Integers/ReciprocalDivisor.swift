import BigInt

/// Division by one fixed divisor, many times, through a precomputed reciprocal
/// (Barrett): each quotient costs about two fast products (``BigUInt/product(_:_:)``)
/// instead of attaswift's quadratic long division.
///
/// The divisor `d` is normalized to `D = d << shift` with the top bit of its top word set
/// (`n` words), and `R = ⌊β^2n / D⌋` (β = 2^64) is found by Newton's iteration with the
/// fast product (`R` may be a few units low). A dividend `A < β^2n` then has the quotient
/// `⌊A / D⌋` within a few units above `⌊⌊A / β^(n-1)⌋ · R / β^(n+1)⌋`, fixed by comparing
/// the remainder with `D` (and by attaswift's long division should that ever take more than
/// a few steps, so the result is exact whatever the error of `R`).
struct ReciprocalDivisor {
  /// Divisors of at most this many words (normalized) get their reciprocal from
  /// attaswift's long division, and are divided by with it too: up to a few dozen words long
  /// division costs no more than the reciprocal's products. For the decimal conversion
  /// (``DecimalChunks/directWords``) any size from about 16 to 40 does about as well, and
  /// from 64 on the conversions are slower.
  static let longDivisionWords = 24

  /// The divisor.
  let divisor: BigUInt
  /// The left shift that sets the top bit of the divisor's top word.
  let shift: Int
  /// `divisor << shift`.
  let normalized: BigUInt
  /// The number of words of `normalized`.
  let count: Int
  /// `⌊β^2n / normalized⌋` for `n = count`, or a few units below (unused when
  /// `count <= longDivisionWords`).
  let reciprocal: BigUInt

  /// Prepares division by `divisor` (which must not be 0).
  init(_ divisor: BigUInt) {
    self.init(divisor, factorOf: nil, cofactor: 0)
  }

  /// Prepares division by `divisor`, a factor of the divisor of `multiple`
  /// (`multiple.divisor = divisor·cofactor`), taking the reciprocal from `multiple`'s by one
  /// product instead of Newton's iteration: with `D' = multiple.normalized` (`m` words,
  /// shift `s'`) and `D = divisor·2^s` (`n < m` words),
  ///
  ///     β^2n / D = (β^2m / D') · cofactor · 2^s' / (β^(2m-2n) · 2^s),
  ///
  /// so `⌊R'·cofactor·2^s' / (β^(2m-2n)·2^s)⌋` is at most `⌊β^2n / D⌋` (as `R'` is at most
  /// `β^2m / D'`) and below it by at most 1 plus `c'·cofactor·2^s' / (β^(2m-2n)·2^s)`, which
  /// is under `2c' / β^(m-n)` for `R'` within `c'` units: a unit or two at most.
  /// ``DecimalChunks/Powers`` derives each level's divisor from the level above
  /// (`10^(19·2^i)` divides `10^(19·2^(i+1))` with cofactor itself). Without a `multiple`
  /// (or one too short to help), the reciprocal comes from Newton's iteration.
  init(_ divisor: BigUInt, factorOf multiple: ReciprocalDivisor?, cofactor: BigUInt) {
    precondition(!divisor.isZero, "division by zero")
    self.divisor = divisor
    let n = divisor.words.count
    shift = divisor.words[n - 1].leadingZeroBitCount
    normalized = divisor.shiftedLeft(bits: shift)
    count = n
    if n <= Self.longDivisionWords {
      reciprocal = 0
    } else if let multiple, multiple.count > n, multiple.count > Self.longDivisionWords {
      let m = multiple.count
      let scaled = BigUInt.product(multiple.reciprocal, cofactor).shiftedLeft(bits: multiple.shift)
      reciprocal = scaled.droppingLowWords(2 * (m - n)) >> shift
    } else {
      reciprocal = Self.reciprocal(of: normalized, count: n)
    }
  }

  /// An approximation of `⌊β^2n / d⌋` for a normalized `d` of `n` words, at most that
  /// and at most a few units below it: a reciprocal of the top half by recursion, then one
  /// Newton step `x + x·(β^2n - d·x) / β^2n`, which never overshoots.
  static func reciprocal(of d: BigUInt, count n: Int) -> BigUInt {
    let power = BigUInt.powerOfTwo(128 * n)
    if n <= longDivisionWords { return power / d }
    let h = n / 2 + 1
    let low = 64 * (n - h)
    let top = d.droppingLowWords(n - h)  // h words, normalized
    let topReciprocal = reciprocal(of: top, count: h)  // ≈ β^2h / top, h + 1 words
    // x = topReciprocal · β^(n-h) = (β^2n / d)(1 - ε) with |ε| < 4 / β^h; the step
    // below makes it (β^2n / d)(1 - ε²), less than one unit low, plus rounding.
    let dx = BigUInt.product(d, topReciprocal).shiftedLeft(bits: low)
    let x = topReciprocal.shiftedLeft(bits: low)
    // e = |β^2n - d·x| < 4·β^(2n-h); its low n - 1 words move x·e / β^2n by under a unit.
    let dropped = n - 1
    if dx <= power {
      let e = (power - dx).droppingLowWords(dropped)
      return x + BigUInt.product(topReciprocal, e).droppingLowWords(n + h - dropped)
    } else {
      let e = (dx - power).droppingLowWords(dropped)
      let step = BigUInt.product(topReciprocal, e).droppingLowWords(n + h - dropped) + 2
      return step < x ? x - step : 0
    }
  }

  /// `⌊a / divisor⌋` and `a mod divisor`.
  func quotientAndRemainder(dividing a: BigUInt) -> (quotient: BigUInt, remainder: BigUInt) {
    let n = count
    if let short = BigUInt.shortQuotientAndRemainder(a, divisor) { return short }
    if n <= Self.longDivisionWords || a < divisor {
      return a.quotientAndRemainder(dividingBy: divisor)
    }
    let x = a.shiftedLeft(bits: shift)
    let xn = x.words.count
    if xn <= 2 * n {
      let (q, r) = divideNormalized(x)
      return (q, r >> shift)
    }
    // Longer dividends: long division with "digits" of n words, each step a Barrett step
    // on a dividend below normalized · β^n.
    var words = [UInt](repeating: 0, count: xn)
    var r = BigUInt()
    let blocks = (xn + n - 1) / n
    let source = x.limbs
    for block in stride(from: blocks - 1, through: 0, by: -1) {
      let start = block * n, end = min(xn, start + n)
      var digit = Array(source[start..<end])  // r · β^n + the block
      digit.append(contentsOf: repeatElement(0, count: n - (end - start)))
      digit.append(contentsOf: r.words)
      let current = BigUInt(limbs: digit)
      let (q, rest) = divideNormalized(current)
      for (i, w) in q.words.enumerated() where start + i < xn { words[start + i] = w }
      r = rest
    }
    return (BigUInt(limbs: words), r >> shift)
  }

  /// Quotient and remainder of `x < β^2n` by `normalized`.
  private func divideNormalized(_ x: BigUInt) -> (BigUInt, BigUInt) {
    let n = count
    // q0 = ⌊⌊x / β^(n-1)⌋ · R / β^(n+1)⌋ is at most ⌊x / D⌋ and a few units below it.
    var q = BigUInt.product(x.droppingLowWords(n - 1), reciprocal).droppingLowWords(n + 1)
    let qd = BigUInt.product(q, normalized)
    guard qd <= x else { return x.quotientAndRemainder(dividingBy: normalized) }  // not expected
    var r = x - qd
    var steps = 0
    while r >= normalized {
      r -= normalized
      q += 1
      steps += 1
      if steps > 12 {  // not expected; stays exact
        let (more, rest) = r.quotientAndRemainder(dividingBy: normalized)
        return (q + more, rest)
      }
    }
    return (q, r)
  }
}
