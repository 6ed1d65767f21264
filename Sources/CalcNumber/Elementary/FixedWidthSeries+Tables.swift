import BigInt

extension FixedWidthSeries {
  /// The largest scale of the table reductions: the denominator of the arctangent's, below
  /// `2^(scale + 9)`, must fit in ``FixedWidth/capacity`` limbs.
  static let maximumTableScale = maximumScale - ElementaryTables.pointBits

  /// `atan(y / 2^scale) · 2^scale` for `0 <= y <= 2^scale`, within 56 units below, from the
  /// table of `atan(k/256)` (``ElementaryTables``); nil for a scale above
  /// ``maximumTableScale`` (or below 16) or a larger `y`. For `Rational.arctangent`.
  ///
  /// With `c = k/256` the table point at or below `x = y/2^g`, `atan x = atan c + atan t` for
  /// `t = (x − c)/(1 + x·c)`, and `0 <= t < 1/256` leaves a series of about `g/16` terms
  /// where halvings leave dozens. In integers, `k = ⌊y / 2^(g−8)⌋` and
  /// `T = ⌊(y mod 2^(g−8)) · 2^(g+8) / (2^(g+8) + y·k)⌋`, the numerator being
  /// `(y·2^8 − k·2^g)·2^g` exactly. Error, in units of 2^-g: the entry is within one unit
  /// below `atan c · 2^g`; `T` within one below `t·2^g`, which moves `atan t` by as much at
  /// most (atan's slope is at most 1); the series within 54
  /// (``oddSeries(_:_:scale:alternating:)``): within 56 units below in all.
  package static func tabulatedArctangent(_ y: BigUInt, scale g: Int) -> BigUInt? {
    let bits = ElementaryTables.pointBits
    guard g >= 16, g <= maximumTableScale, y.bitWidth <= g + 1 else { return nil }
    let n = limbs(forScale: g + bits)
    guard let x = FixedWidth(y, count: n) else { return nil }
    let shift = g - bits
    let k = x.shiftedRight(by: shift)[0]
    guard k <= UInt64(ElementaryTables.points) else { return nil }
    let base = ElementaryTables.entry(ElementaryTables.arctangents, Int(k), scale: g, count: n)
    if k == 0 {
      // t = x: the series alone.
      return oddSeries(x, x.squared(shiftedRightBy: g), scale: g, alternating: true)?.bigUInt
    }
    let denominator = FixedWidth(powerOfTwo: g + bits, count: n) + x.multiplied(by: k)
    let t = FixedWidth.quotient(x.keepingLowBits(shift), shiftedLeftBy: g + bits, dividedBy: denominator)
    if t.isZero { return base.bigUInt }
    guard let series = oddSeries(t, t.squared(shiftedRightBy: g), scale: g, alternating: true) else { return nil }
    return (base + series).bigUInt
  }
}

extension FixedWidthSeries {
  /// `ln(a/b) · 2^scale` for `1 <= a/b < 2`, within 112 units below, from the table of
  /// `ln(1 + j/256)` (``ElementaryTables``); nil for a scale above ``maximumTableScale`` (or
  /// below 16) or an `a/b` out of range. For `Rational.logarithmBounds`.
  ///
  /// With `c = 1 + j/256` the table point at or below `m = a/b`, `ln m = ln c + 2·atanh z` for
  /// `z = (m − c)/(m + c) = (256a − (256 + j)·b) / (256a + (256 + j)·b)`, below 1/513: a
  /// series of about `g/18` terms, where `|z| <= 0.172` leaves about `g/5`. Error, in units
  /// of 2^-g: the entry is within one unit below `ln c · 2^g`; `⌊z · 2^g⌋` within one below
  /// (atanh's slope is below 1.01 there), the series within 54
  /// (``oddSeries(_:_:scale:alternating:)``), doubled: within 112 units below in all.
  package static func tabulatedLogarithm(_ a: BigUInt, _ b: BigUInt, scale g: Int) -> BigUInt? {
    guard g >= 16, g <= maximumTableScale else { return nil }
    let n = limbs(forScale: g)
    guard let (j, z) = a.bitWidth <= 54 ? wordLogarithmPoint(a, b, scale: g, count: n) : logarithmPoint(a, b, scale: g, count: n)
    else { return nil }
    let base = ElementaryTables.entry(ElementaryTables.logarithms, j, scale: g, count: n)
    if z.isZero { return base.bigUInt }
    guard let series = oddSeries(z, z.squared(shiftedRightBy: g), scale: g, alternating: false) else { return nil }
    return (base + series + series).bigUInt
  }
}

extension FixedWidthSeries {
  /// The table point `j` of ``tabulatedLogarithm(_:_:scale:)`` and `⌊z · 2^g⌋`, or nil when
  /// `a/b` is out of range.
  private static func logarithmPoint(_ a: BigUInt, _ b: BigUInt, scale g: Int, count n: Int) -> (Int, FixedWidth)? {
    guard !b.isZero, a >= b, a < b << 1 else { return nil }
    let bits = ElementaryTables.pointBits
    let j = Int(BigUInt.quotient((a - b) << bits, b))
    let high = a << bits, low = b * BigUInt(ElementaryTables.points + j)
    guard j < ElementaryTables.points, high >= low,
      let z = FixedWidth(BigUInt.quotient((high - low) << g, high + low), count: n)
    else { return nil }
    return (j, z)
  }

  /// ``logarithmPoint(_:_:scale:count:)`` for `a` (and so `b <= a`) below 2^54, every
  /// argument calc reads as a short decimal: the same integers in machine words (`256a` and
  /// `(256 + j)·b` stay below 2^63, their sum below 2^64), without big-integer work.
  private static func wordLogarithmPoint(_ a: BigUInt, _ b: BigUInt, scale g: Int, count n: Int) -> (Int, FixedWidth)? {
    let wa = UInt64(a.words.first ?? 0), wb = UInt64(b.words.first ?? 0)
    guard b.bitWidth <= 54, wb != 0, wa >= wb, wa < wb << 1 else { return nil }
    let bits = UInt64(ElementaryTables.pointBits)
    let j = ((wa - wb) << bits) / wb
    let high = wa << bits, low = wb * (UInt64(ElementaryTables.points) + j)
    guard j < UInt64(ElementaryTables.points), high >= low else { return nil }
    // (high − low) / (high + low) < 1, so the quotient is below 2^g, inside n limbs.
    let z = FixedWidth.quotient(
      FixedWidth(high - low, count: n), shiftedLeftBy: g, dividedBy: FixedWidth(high + low, count: n))
    return (Int(j), z)
  }
}

extension FixedWidthSeries {
  /// The table point `k` at or below `x = r / 2^g` (`k/256 <= x`, `k <= 256`), the rest
  /// `t = (x − k/256) · 2^g` (below `2^g / 256`) and the limbs of the scale: nil for a scale
  /// above ``maximumTableScale`` (or below 16) or an `r` beyond `257/256 · 2^g`.
  static func tablePoint(_ r: BigUInt, scale g: Int) -> (k: Int, t: FixedWidth, limbs: Int)? {
    guard g >= 16, g <= maximumTableScale, r.bitWidth <= g + 1 else { return nil }
    let n = limbs(forScale: g)
    guard let x = FixedWidth(r, count: n) else { return nil }
    let shift = g - ElementaryTables.pointBits
    let k = x.shiftedRight(by: shift)[0]
    guard k <= UInt64(ElementaryTables.points) else { return nil }
    return (Int(k), x.keepingLowBits(shift), n)
  }

  /// `e^(r / 2^scale) · 2^scale` for `0 <= r <= 2^scale`, within 240 units below, from the
  /// table of `e^(k/256) / 4` (``ElementaryTables``); nil for a scale above
  /// ``maximumTableScale`` (or below 16) or a larger `r`. For `Rational.exponentialBounds`.
  ///
  /// With `c = k/256` the table point at or below `x = r/2^g` and `t = x − c < 1/256`,
  /// `e^x = e^c · e^t`, the series of `e^t` taking about `g/10` terms where that of `e^x`
  /// after eight halvings (and eight squarings) takes about `g/10 + 8` products and more
  /// (at 38 digits, 22 terms and 8 squarings against 12 terms and one product).
  /// Error, in units of 2^-g: the entry read at `g + 2` bits is `⌊e^c · 2^g⌋`, within one
  /// below; the series within 2 a term (at most 43 terms at 501 bits: 86 units below); the
  /// product `⌊E · S / 2^g⌋` with `E < e · 2^g` and `S < 1.004 · 2^g` loses
  /// `1.004 + 86 · e + 1 < 240` units. The result is below `e · 2^g`, inside the limbs of
  /// ``limbs(forScale:)``.
  package static func tabulatedExponential(_ r: BigUInt, scale g: Int) -> BigUInt? {
    guard let (k, t, n) = tablePoint(r, scale: g) else { return nil }
    let base = ElementaryTables.entry(ElementaryTables.quarterExponentials, k, scale: g + 2, count: n)
    if t.isZero { return base.bigUInt }
    let series = exponentialSeries(t, scale: g, count: n)
    return FixedWidth.product(base, series, shiftedRightBy: g).bigUInt
  }
}

extension FixedWidthSeries {
  /// `sin(r / 2^scale) · 2^scale` and `cos(r / 2^scale) · 2^scale` for `0 <= r <= 2^scale`,
  /// each within 94 units, from the tables of `sin(k/256)` and `1 − cos(k/256)`
  /// (``ElementaryTables``); nil for a scale above ``maximumTableScale`` (or below 16) or a
  /// larger `r`. For `Rational.sineAndCosineSeries`.
  ///
  /// With `c = k/256` the table point at or below `x = r/2^g` and `t = x − c < 1/256`,
  /// `sin x = sin c · cos t + cos c · sin t` and `cos x = cos c · cos t − sin c · sin t`, the
  /// series of `sin t` and `cos t` taking about `g/20` terms each where that of `sin x`
  /// takes about `g/6`. Error, in units of 2^-g: `sin c` within one below, `cos c` within one
  /// above; `cos t` within 4 units a term and its tail (at most 21 terms at 501 bits:
  /// 88 units) and `sin t` within 2 (``sineAndCosineOfSmall(_:_:scale:)``); each product
  /// adds under a unit, the factors being at most 1: within 94 units for the sum and for
  /// the difference. (Far inside ``FixedPoint/slack``; in practice within a few units.)
  ///
  /// Without `cosine`, the cosine is not formed (two products fewer) and is nil.
  package static func tabulatedSineAndCosine(_ r: BigUInt, scale g: Int, cosine: Bool = true) -> (sin: BigUInt, cos: BigUInt?)? {
    guard let (k, t, n) = tablePoint(r, scale: g) else { return nil }
    let t2 = t.squared(shiftedRightBy: g)
    let one = FixedWidth(powerOfTwo: g, count: n)
    guard let (sinT, cosT) = sineAndCosineOfSmall(t, t2, scale: g) else { return nil }
    let sinC = ElementaryTables.entry(ElementaryTables.sines, k, scale: g, count: n)
    let cosC = one - ElementaryTables.entry(ElementaryTables.versines, k, scale: g, count: n)
    let sin = FixedWidth.product(sinC, cosT, shiftedRightBy: g) + FixedWidth.product(cosC, sinT, shiftedRightBy: g)
    guard cosine else { return (sin.bigUInt, nil) }
    let cc = FixedWidth.product(cosC, cosT, shiftedRightBy: g), ss = FixedWidth.product(sinC, sinT, shiftedRightBy: g)
    // cos x >= 0 for x <= 1 < π/2, so cc >= ss up to the errors: clamp at zero.
    let cos = ss < cc ? cc - ss : FixedWidth(count: n)
    return (sin.bigUInt, cos.bigUInt)
  }

  /// ``sine(_:squared:scale:)`` on fixed-width operands (`x < 2^scale`, `x2 = ⌊x²/2^scale⌋`):
  /// `Σ (−1)^k t_k` with `t_0 = x` and `t_(k+1) = ⌊⌊t_k · x2 / 2^scale⌋ / ((2k+2)(2k+3))⌋`,
  /// until a term is 0; nil if the sum would be negative (the terms of sin below 1
  /// decrease, so it is not).
  static func sineSeries(_ x: FixedWidth, _ x2: FixedWidth, scale: Int) -> FixedWidth? {
    var term = x
    var plus = FixedWidth(count: x.count), minus = FixedWidth(count: x.count)
    var k: UInt64 = 0
    while !term.isZero {
      if k % 2 == 0 { plus += term } else { minus += term }
      term = FixedWidth.product(term, x2, shiftedRightBy: scale).dividing(by: (2 * k + 2) * (2 * k + 3))
      k += 1
    }
    return minus < plus || minus == plus ? plus - minus : nil
  }
}

extension FixedWidthSeries {
  /// `sin(t / 2^scale) · 2^scale` within 2 units and `cos(t / 2^scale) · 2^scale` within 4
  /// units a term, for `0 <= t < 2^scale / 256` and `t2 = ⌊t² / 2^scale⌋`; nil if a sum
  /// would be negative (the terms decrease, so it is not).
  ///
  /// One recurrence serves both series, so each term costs one product, not two: the
  /// cosine's terms are `c_0 = 2^scale`, `c_j = ⌊⌊c_(j−1) · t2 / 2^scale⌋ / ((2j−1)(2j))⌋`
  /// until one is 0, each low by less than 4 units as the sine's terms of
  /// ``sine(_:squared:scale:)`` are; the sine's, without their factor `t`,
  /// are `s_j = ⌊c_j / (2j+1)⌋`, since `u^(2j)/(2j+1)! = (u^(2j)/(2j)!) / (2j+1)`; and
  /// `sin = ⌊t · Σ(−1)^j s_j / 2^scale⌋`. Error, in units of 2^-scale: each `c_j` is within
  /// 4 units, so each `s_j` within 4/3 + 1 < 4 and the sum, with
  /// its tail, within `4(N + 1)` for `N` terms, as the cosine; multiplied by `t / 2^scale`
  /// below 1/256 that is under one unit (`N <= 21`), and the last product adds under one.
  static func sineAndCosineOfSmall(
    _ t: FixedWidth, _ t2: FixedWidth, scale: Int
  ) -> (sin: FixedWidth, cos: FixedWidth)? {
    let n = t.count
    var c = FixedWidth(powerOfTwo: scale, count: n)
    var cosPlus = FixedWidth(count: n), cosMinus = FixedWidth(count: n)
    var sinPlus = FixedWidth(count: n), sinMinus = FixedWidth(count: n)
    var j: UInt64 = 0
    while !c.isZero {
      let s = j == 0 ? c : c.dividing(by: 2 * j + 1)
      if j % 2 == 0 {
        cosPlus += c
        sinPlus += s
      } else {
        cosMinus += c
        sinMinus += s
      }
      j += 1
      c = FixedWidth.product(c, t2, shiftedRightBy: scale).dividing(by: (2 * j - 1) * (2 * j))
    }
    guard cosMinus < cosPlus || cosMinus == cosPlus, sinMinus < sinPlus || sinMinus == sinPlus else { return nil }
    return (FixedWidth.product(t, sinPlus - sinMinus, shiftedRightBy: scale), cosPlus - cosMinus)
  }
}
