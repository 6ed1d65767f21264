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

/// The logarithm's argument reduction by 7-smooth ratios (issue 40): `m = a/b` near 1 is
/// divided by a product `2^e₂·3^e₃·5^e₅·7^e₇` chosen so that the quotient `m'` is within
/// about 2^-13 of 1, and `ln m = Σ e_p ln p + 2·atanh((m' − 1)/(m' + 1))`. The series then
/// needs about a fifth of the terms it needs for `|z| <= 0.172` (at 1,000 digits about 130
/// terms instead of 680), and ln 3, ln 5, ln 7 come from a cache (``PrimeLogarithms``), as
/// ln 2 does. `m'` stays an exact fraction: the factor only multiplies `a` or `b` by small
/// powers, so nothing of the identity is approximated but the series and the constants.
///
/// The exponents come from a greedy walk, in `Double`, down the superparticular ratios
/// `(n+1)/n` whose terms have no prime factor above 7 (Størmer's theorem: these 23 for
/// `n >= 1`, from 2/1 to 4375/4374): at each ratio `r`, the nearest integer `q` to
/// `t / ln r` for the remaining `t = ln m'`, so that `|t| <= ln(r)/2` after it and, in the end,
/// `|t| <= ln(4375/4374)/2 < 1.2·10^-4`. A `Double` that strays only makes the final `z`
/// a little larger (the caller checks the series' condition on the exact `z`), never the
/// result wrong.
package enum LogarithmReduction {
  /// The `n` of the ratios `(n+1)/n`, largest ratio first (Størmer's list for 2, 3, 5, 7).
  package static let ratioDenominators = [
    1, 2, 3, 4, 5, 6, 7, 8, 9, 14, 15, 20, 24, 27, 35, 48, 49, 63, 80, 125, 224, 2_400, 4_374,
  ]

  /// The ratios `(n+1)/n`, largest first: `ln((n+1)/n)` and the exponents of 2, 3, 5, 7
  /// in `(n+1)/n`, factored here (not tabulated).
  package static let ratios: [(log: Double, exponents: [Int])] = ratioDenominators.map { n in
    let up = exponents(of: n + 1), down = exponents(of: n)
    return (log1p(1 / Double(n)), (0..<4).map { up[$0] - down[$0] })
  }

  /// The primes of the exponent vectors.
  package static let primes = [2, 3, 5, 7]

  /// The exponents of 2, 3, 5, 7 in a 7-smooth `n` (any other factor is dropped; the
  /// ratios' terms have none, which the tests check).
  package static func exponents(of n: Int) -> [Int] {
    var n = n
    return primes.map { p in
      var e = 0
      while n % p == 0 {
        n /= p
        e += 1
      }
      return e
    }
  }

  /// The exponents `[e₂, e₃, e₅, e₇]` for `m = a/b` (positive): `e₂` includes `k`, the
  /// power of two that brings `a/b` to about 1, from the widths alone; the rest from the
  /// greedy walk on `ln(a/(b·2^k))` in `Double`.
  static func exponents(_ a: BigUInt, _ b: BigUInt) -> [Int] {
    let k = a.bitWidth - b.bitWidth
    // a/b = (a >> sa)/(b >> sb) · 2^(sa − sb), each part its leading 63 bits or fewer.
    let sa = max(0, a.bitWidth - 63), sb = max(0, b.bitWidth - 63)
    let ratio = Double((a >> sa).words.first ?? 0) / Double((b >> sb).words.first ?? 1)
    var t = log(ratio) + Double(sa - sb - k) * log(2.0)
    var e = [k, 0, 0, 0]
    for (ln, vector) in ratios {
      let q = (t / ln).rounded()
      guard q != 0, let steps = Int(exactly: q) else { continue }
      t -= q * ln
      for p in 0..<4 { e[p] += steps * vector[p] }
    }
    return e
  }

  /// `a · Π_(e_p < 0) p^(−e_p)` and `b · Π_(e_p > 0) p^(e_p)`: `m' = m / Π p^(e_p)` as a
  /// fraction (powers of two as shifts).
  static func reduced(_ a: BigUInt, _ b: BigUInt, exponents e: [Int]) -> (BigUInt, BigUInt) {
    var up: BigUInt = 1, down: BigUInt = 1
    for p in 1..<4 where e[p] != 0 {
      let power = BigUInt(primes[p]).raised(to: abs(e[p]))
      if e[p] < 0 { up = BigUInt.product(up, power) } else { down = BigUInt.product(down, power) }
    }
    var a1 = BigUInt.product(a, up), b1 = BigUInt.product(b, down)
    if e[0] < 0 { a1 = a1.shiftedLeft(bits: -e[0]) } else if e[0] > 0 { b1 = b1.shiftedLeft(bits: e[0]) }
    return (a1, b1)
  }
}

extension Rational {
  /// ``logarithmBounds(bits:stop:)`` by the reduction of ``LogarithmReduction`` and the
  /// series of `atanh` by blocks, for scales between the fixed-width loops
  /// (``FixedWidthSeries/maximumScale``) and ``logarithmSeriesLimit``; nil elsewhere, for a
  /// long fraction (more than `g` bits in all, where the exact reduced fraction would cost
  /// more than the series it saves) or if the reduced `z` is not small enough for the
  /// series by blocks (not expected).
  ///
  /// Error, in units of 2^-g: the series within `u·(m(m+1)/2 + 3m + 3)` of `atanh(z_g)`
  /// (``RectangularSeries/odd(_:squared:scale:alternating:stop:)``) for the truncated
  /// `z_g = ⌊|z|·2^g⌋`, itself within a unit of `|z|·2^g` (atanh' < 1.01 there), both
  /// doubled; each `ln p · 2^g` within 2 units (``PrimeLogarithms``, or ``Constants`` for ln 2
  /// alone), times `|e_p|`. With `m <= 64`, `g` below
  /// 8,000 bits and the exponents below a few hundred, far inside the slack of 2^56.
  /// Below this many bits (about 4,500 digits) `ln` takes the reduced series by blocks;
  /// from it on, the binary splitting of a short argument or ``BitBurst``: the crossover
  /// measured in Benchmarks/README.md, "Argument reduction by small primes" (at 3,000
  /// digits the blocks take 0.80 of the splitting's instructions, at 5,000 1.06, at 10,000 1.57).
  static let logarithmSeriesLimit = 15_000

  func reducedSeriesLogarithmBounds(bits g: Int, stop: CancellationToken?) throws(ArithmeticError) -> Number? {
    guard g > FixedWidthSeries.maximumScale, g < Rational.logarithmSeriesLimit else { return nil }
    let n = numerator.magnitude, d = denominator.magnitude
    guard n.bitWidth + d.bitWidth <= g else { return nil }
    let e = LogarithmReduction.exponents(n, d)
    guard e.allSatisfy({ abs($0) < 1 << 20 }) else { return nil }
    let (a, b) = LogarithmReduction.reduced(n, d, exponents: e)
    let negative = a < b
    let z = BigUInt.quotient((negative ? b - a : a - b).shiftedLeft(bits: g), a + b)
    var series = BigInt(0)
    if !z.isZero {
      let z2 = z.squared() >> g
      guard let sum = try RectangularSeries.odd(z, squared: z2, scale: g, alternating: false, stop: stop) else {
        return nil
      }
      series = BigInt(sum) * 2
      if negative { series.negate() }
    }
    var total = series
    if e[1] != 0 || e[2] != 0 || e[3] != 0 {
      let logs = try PrimeLogarithms.values(bits: g, stop: stop)
      for p in 0..<4 where e[p] != 0 { total += BigInt(e[p]) * logs[p] }
    } else if e[0] != 0 {
      total += BigInt(e[0]) * (try Constants.ln2(bits: g, stop: stop))
    }
    return try FixedPoint.bounds(total, bits: g)
  }
}
