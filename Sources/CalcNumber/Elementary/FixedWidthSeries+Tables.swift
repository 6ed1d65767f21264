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
    guard g >= 16, g <= maximumTableScale, !b.isZero, a >= b, a < b << 1 else { return nil }
    let bits = ElementaryTables.pointBits
    let j = Int(BigUInt.quotient((a - b) << bits, b))
    let high = a << bits, low = b * BigUInt(ElementaryTables.points + j)
    let n = limbs(forScale: g)
    guard j < ElementaryTables.points, high >= low,
      let z = FixedWidth(BigUInt.quotient((high - low) << g, high + low), count: n)
    else { return nil }
    let base = ElementaryTables.entry(ElementaryTables.logarithms, j, scale: g, count: n)
    if z.isZero { return base.bigUInt }
    guard let series = oddSeries(z, z.squared(shiftedRightBy: g), scale: g, alternating: false) else { return nil }
    return (base + series + series).bigUInt
  }
}

extension FixedWidthSeries {
  /// `sin(r / 2^scale) · 2^scale` and `cos(r / 2^scale) · 2^scale` for `0 <= r <= 2^scale`,
  /// each within 64 units, from the tables of `sin(k/256)` and `1 − cos(k/256)`
  /// (``ElementaryTables``); nil for a scale above ``maximumTableScale`` (or below 16) or a
  /// larger `r`. For `Rational.sineAndCosineSeries`.
  ///
  /// With `c = k/256` the table point at or below `x = r/2^g` and `t = x − c < 1/256`,
  /// `sin x = sin c · cos t + cos c · sin t` and `cos x = cos c · cos t − sin c · sin t`, the
  /// series of `sin t` and `cos t` taking about `g/20` terms each where that of `sin x`
  /// takes about `g/6`. Error, in units of 2^-g: `sin c` within one below, `cos c` within one
  /// above; ``sine(_:squared:scale:)`` and ``cosineSeries(_:_:scale:)`` within 4 units a
  /// term (at most 14 terms at 509 bits: 56 units); each product adds under a unit, the
  /// factors being at most 1: within 60 units for sine and cosine, 61 for the difference.
  package static func tabulatedSineAndCosine(_ r: BigUInt, scale g: Int) -> (sin: BigUInt, cos: BigUInt)? {
    let bits = ElementaryTables.pointBits
    guard g >= 16, g <= maximumTableScale, r.bitWidth <= g + 1 else { return nil }
    let n = limbs(forScale: g)
    guard let x = FixedWidth(r, count: n) else { return nil }
    let shift = g - bits
    let k = x.shiftedRight(by: shift)[0]
    guard k <= UInt64(ElementaryTables.points) else { return nil }
    let t = x.keepingLowBits(shift)
    let t2 = t.squared(shiftedRightBy: g)
    let one = FixedWidth(powerOfTwo: g, count: n)
    guard let sinT = sineSeries(t, t2, scale: g), let cosT = cosineSeries(t2, scale: g) else { return nil }
    let sinC = ElementaryTables.entry(ElementaryTables.sines, Int(k), scale: g, count: n)
    let cosC = one - ElementaryTables.entry(ElementaryTables.versines, Int(k), scale: g, count: n)
    let sin = FixedWidth.product(sinC, cosT, shiftedRightBy: g) + FixedWidth.product(cosC, sinT, shiftedRightBy: g)
    let cc = FixedWidth.product(cosC, cosT, shiftedRightBy: g), ss = FixedWidth.product(sinC, sinT, shiftedRightBy: g)
    // cos x >= 0 for x <= 1 < π/2, so cc >= ss up to the errors: clamp at zero.
    let cos = ss < cc ? cc - ss : FixedWidth(count: n)
    return (sin.bigUInt, cos.bigUInt)
  }

  /// ``sine(_:squared:scale:)`` on fixed-width operands (`x < 2^scale`, `x2 = ⌊x²/2^scale⌋`).
  static func sineSeries(_ x: FixedWidth, _ x2: FixedWidth, scale: Int) -> FixedWidth? {
    alternatingSeries(first: x, x2, scale: scale, firstFactor: 2)
  }

  /// `Σ (−1)^k t_k` with `t_0 = 2^scale`, `t_(k+1) = ⌊⌊t_k · x2 / 2^scale⌋ / ((2k+1)(2k+2))⌋`,
  /// until a term is 0: `cos(x / 2^scale) · 2^scale` when `x2 = ⌊x² / 2^scale⌋` (`x < 2^scale`),
  /// within 4 units a term, as the sine's series.
  static func cosineSeries(_ x2: FixedWidth, scale: Int) -> FixedWidth? {
    alternatingSeries(first: FixedWidth(powerOfTwo: scale, count: x2.count), x2, scale: scale, firstFactor: 1)
  }

  /// `Σ (−1)^k t_k` with `t_0 = first` and `t_(k+1) = ⌊⌊t_k · x2 / 2^scale⌋ / ((2k+f)(2k+f+1))⌋`
  /// for `f = firstFactor`, until a term is 0; nil if the sum would be negative (the terms
  /// of sin and cos below 1 decrease, so it is not).
  private static func alternatingSeries(first: FixedWidth, _ x2: FixedWidth, scale: Int, firstFactor f: UInt64) -> FixedWidth? {
    var term = first
    var plus = FixedWidth(count: first.count), minus = FixedWidth(count: first.count)
    var k: UInt64 = 0
    while !term.isZero {
      if k % 2 == 0 { plus += term } else { minus += term }
      term = FixedWidth.product(term, x2, shiftedRightBy: scale).dividing(by: (2 * k + f) * (2 * k + f + 1))
      k += 1
    }
    return minus < plus || minus == plus ? plus - minus : nil
  }
}
