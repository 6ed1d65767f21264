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
