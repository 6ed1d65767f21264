import BigInt

/// `exp`, `sin`/`cos`, `atan` and `ln` of a general fixed-point argument at high precision,
/// by the bit-burst algorithm: the argument `x · 2^bits` is cut into pieces `x = c₀ + c₁ + …`,
/// piece `j` holding the bits `L_j ..< L_(j+1)` after the point (`L₁ = 16`, then doubling),
/// so `|c_j| < 2^-L_j` while its numerator has at most `L_(j+1) − L_j` bits. Each piece's
/// series is summed exactly by binary splitting (``SeriesSplitting``): the late pieces have
/// long numerators but need few terms, so every piece costs about the same, a few products
/// of the result's size times its logarithm, and there are `log2(bits / 16)` of them.
///
/// **Error.** Every kernel works at `w = bits + 16` (``guardBits``) and keeps a written bound
/// of at most `2^11` units of `2^-w` on its error before it shifts down by 16 bits: the value
/// returned is within 2 units of `f(x) · 2^bits` (less than `2^-5` units from the work, less
/// than 1 from the final floor, and for `ln` a bound checked at run time). Pieces never
/// number more than 40 (`16 · 2^39` bits is far beyond any size cap).
package enum BitBurst {
  /// Extra bits of every kernel, dropped at the end.
  static let guardBits = 16

  /// The number of bits of the first piece.
  static let firstPieceBits = 16

  /// The working precision (`g`, with the kernels' guard bits) from which the kernels of
  /// ``Rational`` hand their series to this type and to ``SeriesSplitting``: 4,000 bits
  /// (about 1,200 digits).
  ///
  /// Near the crossover for `exp`, `ln`, `sin` and `cos` of the series summed by blocks
  /// (``RectangularSeries``); `atan` keeps its blocks to
  /// ``Rational/arctangentSeriesLimit``.
  package static let threshold = 4_000

  /// The pieces of `x / 2^bits` for `0 <= x <= 2^bits`: `(n, L)` standing for `n / 2^L`,
  /// zero pieces left out; their sum is exactly `x / 2^bits`.
  static func pieces(_ x: BigUInt, bits: Int) -> [(numerator: BigUInt, shift: Int)] {
    var result: [(BigUInt, Int)] = []
    var low = 0
    var high = min(firstPieceBits, bits)
    while low < bits {
      var n = x >> (bits - high)
      if low > 0 { n = n & ((BigUInt(1) << (high - low)) - 1) }
      if !n.isZero { result.append((n, high)) }
      low = high
      high = min(2 * high, bits)
    }
    return result
  }

  // MARK: exp

  /// `e^x · 2^bits` within 2 units for `|x| <= 1` given as `x · 2^bits`.
  ///
  /// At `w = bits + 16`: each piece's `e^(c_j)` comes from ``SeriesSplitting`` as an exact
  /// fraction `n / (d · 2^e)` of its first `N` terms (its numerator has the sign of `x`),
  /// short of the series by less than `2^-(w+8)`, a relative `2^-(w+6.5)` of a value above
  /// `1/e`. The fractions multiply into one, numerator and denominator each cut after every
  /// product to their top `w + 64` bits, the shifts moved into `e` (a relative `2^-(w+63)`
  /// each), and one quotient ends it (``SeriesSplitting/fixedPoint(_:bits:)``, within `1 + 2^-60`
  /// units). With at most 40 pieces the relative error is below `40 · (2^-6.5 + 2^-61) · 2^-w`,
  /// at most `0.45 · e < 1.3` units of a value below `e`: within 3 units at `w`.
  package static func exponential(_ x: BigInt, bits: Int, stop: CancellationToken?) throws(ArithmeticError) -> BigUInt {
    let w = bits + guardBits
    let negative = x.sign == .minus
    var numerator = BigUInt(1)
    var denominator = BigUInt(1)
    var exponent = 0
    for (n, shift) in pieces(x.magnitude.shiftedLeft(bits: guardBits), bits: w) {
      try stop.check()
      let c = SeriesSplitting.Argument(numerator: negative ? -BigInt(n) : BigInt(n), shift: shift)
      let terms = SeriesSplitting.exponentialTerms(log2Bound: c.log2Bound, bits: w)
      let f = try SeriesSplitting.exponential(c).fraction(terms: terms, stop: stop)
      numerator = BigUInt.product(numerator, f.numerator.magnitude)
      denominator = BigUInt.product(denominator, f.denominator)
      exponent += f.exponent
      // Cut each to w + 64 bits, moving the power of two into the exponent.
      let n = max(0, numerator.bitWidth - (w + 64))
      let d = max(0, denominator.bitWidth - (w + 64))
      (numerator, denominator, exponent) = (numerator >> n, denominator >> d, exponent - n + d)
    }
    try stop.check()
    let e = SeriesSplitting.fixedPoint((BigInt(numerator), denominator, exponent), bits: w).magnitude
    return e >> guardBits
  }

  // MARK: sin and cos

  /// `(sin x, cos x) · 2^bits`, each within 2 units, for `0 <= x <= 1` given as `x · 2^bits`.
  ///
  /// At `w = bits + 16`: each piece's `s_j = sin(c_j) · 2^w` comes within 2 units from
  /// ``SeriesSplitting``, and `c_j = ⌊√(2^2w − s_j²)⌋` within `1 + 2 · 2 · |s_j| / (2 |c_j|)`
  /// `<= 1 + 2 tan 1 < 5` units (√ moves by `Δ(s²) / (2√·)`). The angle sum
  /// `(S, C) ← (⌊(S c_j + C s_j) / 2^w⌋, ⌊(C c_j − S s_j) / 2^w⌋)` multiplies an error by at
  /// most `|c_j| + |s_j| <= 1 + |c_j|` (the angle) and adds at most `(|S| + |C|) · 5 + 1 < 11`
  /// units; the factors multiply to at most `e^x <= e`, so at most `3 · 11 · 40 < 2^11` units.
  static func sineAndCosine(
    _ x: BigUInt, bits: Int, stop: CancellationToken?
  ) throws(ArithmeticError) -> (sin: BigInt, cos: BigInt) {
    let w = bits + guardBits
    let one = BigInt(1) << w
    var sine = BigInt(0)
    var cosine = one
    var first = true
    for (n, shift) in pieces(x.shiftedLeft(bits: guardBits), bits: w) {
      try stop.check()
      let c = SeriesSplitting.Argument(numerator: BigInt(n), shift: shift)
      let terms = SeriesSplitting.sineTerms(log2Bound: c.log2Bound, bits: w)
      let s = try SeriesSplitting.sine(c).fixedPoint(
        terms: terms, bits: w, factor: (c.numerator, 1, shift), stop: stop)
      let co = BigInt(BinarySplitting.squareRoot((BigInt(1) << (2 * w) - BigInt.product(s, s)).magnitude))
      if first {
        (sine, cosine) = (s, co)
        first = false
      } else {
        (sine, cosine) = (
          (BigInt.product(sine, co) + BigInt.product(cosine, s)) >> w,
          (BigInt.product(cosine, co) - BigInt.product(sine, s)) >> w
        )
      }
    }
    return (sine >> guardBits, cosine >> guardBits)
  }

  // MARK: atan

  /// `atan x · 2^bits` within 2 units for `0 <= x <= 1` given as `x · 2^bits`.
  ///
  /// At `w = bits + 16`: three halvings `y ← ⌊y · 2^w / (2^w + ⌊√(2^2w + y²)⌋)⌋`
  /// (`atan y = 2 atan(y / (1 + √(1 + y²)))`, a map of slope at most 1/2 rounded twice by
  /// less than a unit each) bring `y` below `tan(π/32) < 0.1` within 4 units. Then each step
  /// takes the top `L_(j+1)` bits of `y` as `c` (`y − c < 2^-L_(j+1)`), adds `atan c` (within 2
  /// units, ``SeriesSplitting``) and moves to `y ← (y − c) / (1 + y c)`, for which
  /// `atan y = atan c + atan((y − c)/(1 + y c))` holds exactly for the *computed* `y`; the new
  /// `y`, its denominator floored (a relative `2^-w` on a value below 1) and its quotient
  /// floored, is within 2 units. So errors add instead of compounding: at most
  /// `4 + 40 · (2 + 2)` units, times `2^3` for the halvings, below `2^11`. The last step
  /// (`L = w`) takes all of `y`, leaving 0.
  package static func arctangent(_ x: BigUInt, bits: Int, stop: CancellationToken?) throws(ArithmeticError) -> BigUInt {
    let w = bits + guardBits
    let one = BigUInt(1) << w
    var y = x.shiftedLeft(bits: guardBits)
    let halvings = 3
    for _ in 0..<halvings {
      try stop.check()
      let s = BinarySplitting.squareRoot(one.shiftedLeft(bits: w) + y.squared())
      try stop.check()  // a root and a quotient at full width, each a long step
      y = BinarySplitting.quotient(y.shiftedLeft(bits: w), one + s)
    }
    var sum = BigInt(0)
    var high = min(firstPieceBits, w)
    while !y.isZero {
      try stop.check()
      let n = y >> (w - high)
      if !n.isZero {
        let c = SeriesSplitting.Argument(numerator: BigInt(n), shift: high)
        let terms = SeriesSplitting.arctangentTerms(log2Bound: c.log2Bound, bits: w)
        sum += try SeriesSplitting.arctangent(c, hyperbolic: false).fixedPoint(
          terms: terms, bits: w, factor: (c.numerator, 1, high), stop: stop)
        let rest = y - n.shiftedLeft(bits: w - high)
        if rest.isZero { break }
        try stop.check()  // the piece's series done; the quotient below is at full width
        let denominator = one + (BigUInt.product(y, n) >> high)
        y = BinarySplitting.quotient(rest.shiftedLeft(bits: w), denominator)
      }
      high = min(2 * high, w)
    }
    return (sum.magnitude << halvings) >> guardBits
  }

  // MARK: ln

  /// `ln m · 2^bits` within 2 units for `1/2 <= m <= 2` given as `m · 2^bits`, or nil should
  /// a run-time check fail (never expected; the caller then uses its series).
  ///
  /// Newton's iteration on `exp`, precision doubling: from `y ≈ ln m` (a `Double` to start),
  /// at each precision `p` (up to `w = bits + 16`) `v = m · e^(−y)` is close to 1 and
  /// `ln m = y + ln v` holds for the exact dyadic `y`, so `ln v = ln(1 + u)` by its series
  /// (a few terms, `u` being about as small as the previous step's error) gives `ln m` to
  /// `p` bits. Only the last step must be exact: there `e^(−y) · 2^w` is within 2 units
  /// (``exponential(_:bits:stop:)``), `v = ⌊m · e^(−y)⌋` within `2|m| + 1 <= 5` units, which
  /// moves `ln v` by at most `5 / (1 − 1/4) < 7` units when `|u| <= 1/4` (checked), and the
  /// series of `n` terms adds at most `2n + 2(n + 1)` (``logarithmOfOnePlus(_:bits:)``).
  /// That total is checked to be below `2^14` units, so after the shift by 16 bits the
  /// value is within 2 units.
  static func logarithm(_ m: BigUInt, bits: Int, stop: CancellationToken?) throws(ArithmeticError) -> BigInt? {
    let w = bits + guardBits
    guard w >= 120 else { return nil }
    let mw = m.shiftedLeft(bits: guardBits)
    var levels = [w]
    while let last = levels.last, last > 120 { levels.append(last / 2 + 32) }
    let top = Double(UInt64(mw >> (w - 60))) / Double(UInt64(1) << 60)
    guard top > 0 else { return nil }
    var y = BigInt(Int64((BitBurst.logarithmEstimate(top) * 0x1p52).rounded()))
    var scale = 52
    var errorUnits = 0
    for p in levels.reversed() {
      try stop.check()
      let mp = mw >> (w - p)
      let yp = y << (p - scale)
      guard yp.magnitude.bitWidth <= p else { return nil }
      let e = try exponential(-yp, bits: p, stop: stop)
      let v = BigUInt.product(mp, e) >> p
      let u = BigInt(v) - (BigInt(1) << p)
      guard u.magnitude.bitWidth <= p - 2 else { return nil }
      let (ln, terms) = logarithmOfOnePlus(u, bits: p)
      y = yp + ln
      scale = p
      errorUnits = 7 + 4 * terms + 2
    }
    guard errorUnits < 1 << 14 else { return nil }
    return y >> guardBits
  }

  /// `ln t` for `1/2 <= t <= 2` to about 12 digits, without Foundation: `2 atanh(z)` for
  /// `z = (t − 1)/(t + 1)`, `|z| <= 1/3`, by 12 terms of its series (the tail is below
  /// `z^25 < 1.2e-12`). Only Newton's starting point: its error costs the first step a few
  /// more terms of ``logarithmOfOnePlus(_:bits:)``, never a wrong digit.
  static func logarithmEstimate(_ t: Double) -> Double {
    let z = (t - 1) / (t + 1)
    let z2 = z * z
    var power = z
    var sum = 0.0
    for k in 0..<12 {
      sum += power / Double(2 * k + 1)
      power *= z2
    }
    return 2 * sum
  }

  /// `ln(1 + u) · 2^bits` for `|u| <= 1/4` given as `u · 2^bits`, and the number `n` of terms
  /// it took: within `2n + 2(n + 1)` units. The powers `|u|^k` are floored once each (an
  /// error at most `k` units, `|u| < 1`), and each term `|u|^k / k` floors once more: at most
  /// 2 units a term. The loop stops when the power floors to 0, where `|u|^(n+1)` is below
  /// `n + 2` units, and the tail `Σ_(k>n) |u|^k / k` below twice that.
  static func logarithmOfOnePlus(_ u: BigInt, bits: Int) -> (BigInt, Int) {
    let magnitude = u.magnitude
    let negative = u.sign == .minus
    var power = magnitude
    var sum = BigInt(0)
    var k = 1
    while !power.isZero {
      let term = BigInt(power / BigUInt(k))
      // u > 0: +, −, +, …; u < 0: every term of ln(1 − |u|) is negative.
      sum += (negative || k % 2 == 0) ? -term : term
      power = BigUInt.product(power, magnitude) >> bits
      k += 1
    }
    return (sum, k - 1)
  }
}
