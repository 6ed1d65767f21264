import BigInt

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

extension Rational {
  /// ``exponentialBounds(bits:stop:)`` for `0 < self < 1024` by the logarithm's 7-smooth
  /// ratios run the other way (issue 40): `x = Σ e_p ln p + r` with `0 <= r < 2.4·10^-4`,
  /// so `e^x = 2^e₂·3^e₃·5^e₅·7^e₇ · e^r`, the product exact (small integers, the power of
  /// two a shift) and `e^r` a short series by blocks without the halvings and squarings a
  /// longer `r` needs. The exponents come from the greedy walk of
  /// ``LogarithmReduction/ratios`` with each step rounded down (and `10^-9` held back), so
  /// the `Double` remainder stays positive; the exact `r` is checked (nil if negative, not
  /// expected). For scales between the fixed-width loops (``FixedWidthSeries/maximumScale``)
  /// and ``BitBurst/threshold``, a fraction of at most `g` bits in all, and an argument above
  /// 1 or constants already cached; nil elsewhere.
  ///
  /// Error, in units of 2^-g: `r` is computed at `G = g + 16` bits, each `ln p` within 2
  /// units (``Constants/ln2(bits:stop:)``, ``PrimeLogarithms``) times `|e_p|` (below 2^13 in
  /// all for `x < 1024`: about 1,480 for the 2s), so `⌊r·2^G⌋ / 2^16` is within 2 units of
  /// `r·2^g` and `e^r` moves by at most 2·e^r < 3 units; the series is low by at most
  /// `U = u·(m(m+1)/2 + 3m + 3)` (``RectangularSeries/exponential(_:scale:stop:)``); the
  /// product by `up/(down·2^s)`, below 2, doubles those and its floor adds one: within
  /// `2U + 7` units, far inside the slack of 2^56.
  func reducedSeriesExponentialBounds(bits g: Int, stop: CancellationToken?) throws(ArithmeticError) -> Number? {
    guard g > FixedWidthSeries.maximumScale, g < BitBurst.threshold, signum > 0, self < Rational(1_024) else {
      return nil
    }
    let wide = g + 16
    // Up to 1 the plain series needs no constant at all: the reduction pays for its four
    // series (about eleven calls' savings at 1,000 digits) only once they are cached, by a
    // logarithm or an earlier exponential of a larger argument. Above 1 both need ln 2.
    guard self > .one || PrimeLogarithms.isCached(bits: wide) else { return nil }
    let n = numerator.magnitude, d = denominator.magnitude
    guard n.bitWidth + d.bitWidth <= g else { return nil }
    let sn = max(0, n.bitWidth - 63), sd = max(0, d.bitWidth - 63)
    var t = Double((n >> sn).words.first ?? 0) / Double((d >> sd).words.first ?? 1) * pow(2.0, Double(sn - sd))
    var e = [0, 0, 0, 0]
    for (ln, vector) in LogarithmReduction.ratios {
      let q = ((t - 1e-9) / ln).rounded(.down)
      guard q >= 1, let steps = Int(exactly: q) else { continue }
      t -= q * ln
      for p in 0..<4 { e[p] += steps * vector[p] }
    }
    var r = BigInt(FixedPoint.scaled(self, bits: wide))
    var up: BigUInt = 1, down: BigUInt = 1
    if e[1] != 0 || e[2] != 0 || e[3] != 0 {
      let logs = try PrimeLogarithms.values(bits: wide, stop: stop)
      if e[0] != 0 { r -= BigInt(e[0]) * logs[0] }
      for p in 1..<4 where e[p] != 0 {
        r -= BigInt(e[p]) * logs[p]
        let power = BigUInt(LogarithmReduction.primes[p]).raised(to: abs(e[p]))
        if e[p] > 0 { up = BigUInt.product(up, power) } else { down = BigUInt.product(down, power) }
      }
    } else if e[0] != 0 {
      r -= BigInt(e[0]) * (try Constants.ln2(bits: wide, stop: stop))
    }
    guard r.signum() >= 0 else { return nil }
    guard let series = try RectangularSeries.exponential(r.magnitude >> 16, scale: g, stop: stop) else { return nil }
    // up/(down·2^s) in (1/2, 2): the value stays about 2^g, its error a few units.
    let s = up.bitWidth - down.bitWidth
    let scaled = BigUInt.product(series, up)
    let value = s >= 0
      ? BigUInt.quotient(scaled, down.shiftedLeft(bits: s)) : BigUInt.quotient(scaled.shiftedLeft(bits: -s), down)
    return try FixedPoint.bounds(BigInt(value), bits: g, shift: e[0] + s)
  }
}
