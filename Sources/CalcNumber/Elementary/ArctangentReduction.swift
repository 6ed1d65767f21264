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

/// The arctangent's argument reduction by Gaussian integers (issue 40), as Arb's: `atan y`
/// is the argument of `1 + i·y`; multiplying by `(n ∓ i)^k` turns it by `∓k·atan(1/n)`
/// exactly, and for the `n` whose `n² + 1` has no prime factor but 2, 5, 13, 17, 29 and 37
/// (Størmer's numbers for those primes, 32 of them up to 18,543) each `atan(1/n)` is an
/// integer combination of π/4 and the arguments `θ_j` of the Gaussian primes 2 + i,
/// 3 + 2i, 4 + i, 5 + 2i, 6 + i. A greedy walk down those angles (in `Double`; a stray
/// step only leaves the final argument larger, never the result wrong) brings the
/// argument below about 2.7·10^-5, where the series needs about a fifth of the terms it
/// needs after the two or three halvings (a root and a division each) it replaces.
///
/// The five `θ_j` come from the series of `atan(1/n)` for n = 268, 307, 327, 882, 18543 by
/// binary splitting and π (``Constants/pi(bits:stop:)``), through the inverse of their
/// exponent matrix (``thetaWeights``, times its determinant 39; the tests check it against
/// the factorizations made here), and are cached (``GaussianArguments``).
package enum ArctangentReduction {
  /// The Gaussian primes `a + bi` of the basis: `1 + i` (argument π/4) and the five `θ_j`.
  package static let gaussianPrimes: [(Int, Int)] = [(1, 1), (2, 1), (3, 2), (4, 1), (5, 2), (6, 1)]

  /// Størmer's numbers for 2, 5, 13, 17, 29, 37: every `n >= 1` with `n² + 1` free of other primes.
  package static let stormerNumbers = [
    1, 2, 3, 4, 5, 6, 7, 8, 12, 13, 17, 18, 21, 31, 38, 41, 43, 47, 57, 68, 70, 99, 117, 157, 191, 239,
    268, 302, 307, 327, 882, 18_543,
  ]

  /// For each Størmer number `n`, largest angle first: `atan(1/n)` in `Double` and the
  /// coefficients `c` with `atan(1/n) = c₀·π/4 + Σ_(j>=1) c_j θ_j`, from the factorization of
  /// `n + i` (``factorization(_:)``), made here.
  package static let angles: [(n: Int, angle: Double, c: [Int])] = stormerNumbers.compactMap { n in
    factorization(n).map { (n, atan(1 / Double(n)), $0) }
  }

  /// The coefficients `c` of `atan(1/n)` over π/4 and the `θ_j`: `n + i` divided by each
  /// basis prime or its conjugate while it divides (+1 or −1 to its exponent), leaving a
  /// unit `i^u`; then the whole multiple of π/4 that makes the `Double` sum equal
  /// `atan(1/n)` (the identity holds up to multiples of π/2 from the unit and of 2π, and
  /// the sums are good to 10^-14 of a π/4 step). Nil if other primes divide `n² + 1`.
  package static func factorization(_ n: Int) -> [Int]? {
    var z = (n, 1)
    var c = [Int](repeating: 0, count: gaussianPrimes.count)
    for (j, p) in gaussianPrimes.enumerated() {
      for (sign, q) in [(1, p), (-1, (p.0, -p.1))] {
        while let quotient = divided(z, by: q) {
          z = quotient
          c[j] += sign
        }
      }
    }
    guard abs(z.0) + abs(z.1) == 1 else { return nil }
    var sum = 0.0
    for j in 1..<c.count { sum += Double(c[j]) * atan2(Double(gaussianPrimes[j].1), Double(gaussianPrimes[j].0)) }
    c[0] = Int(((atan(1 / Double(n)) - sum) / (Double.pi / 4)).rounded())
    return c
  }

  /// `a / b` in the Gaussian integers, or nil if `b` does not divide `a`.
  static func divided(_ a: (Int, Int), by b: (Int, Int)) -> (Int, Int)? {
    let norm = b.0 * b.0 + b.1 * b.1
    let re = a.0 * b.0 + a.1 * b.1, im = a.1 * b.0 - a.0 * b.1  // a · conj(b)
    guard re % norm == 0, im % norm == 0 else { return nil }
    return (re / norm, im / norm)
  }

  /// The reciprocal arguments of the series that give the `θ_j`.
  package static let basis = [268, 307, 327, 882, 18_543]

  /// The series of ``basis``, each with a lower bound on `log2 n` (`n^10 > 2^num`, checked
  /// by the tests).
  package static let basisSeries: [BinarySplitting.ArctanSeries] = zip(basis, [80, 82, 83, 97, 141]).map { n, num in
    BinarySplitting.ArctanSeries(hyperbolic: BinarySplitting.ArctanhSeries(m: n, log2Bound: (num, 10)))
  }

  /// `39·θ_j = Σ_b W[j][b]·atan(1/n_b) + W[j][5]·π/4`: the inverse of the basis' exponent
  /// matrix (its rows `c_1 … c_5` of each `n_b`), times its determinant 39, with the π/4
  /// column folding in each `c_0`. The tests check `W` against ``factorization(_:)``.
  package static let thetaWeights: [[Int]] = [
    [-4, 10, -1, 3, 2, 23],
    [17, 16, 14, -3, 11, 29],
    [3, 12, 30, -12, 18, 12],
    [-5, -7, -11, -6, -17, 19],
    [2, 34, 20, -21, 38, 8],
  ]

  /// The reduced argument: `(Q, P)` with `Q + iP = (2^g + i·y) · G`, `G` the product of the
  /// steps' factors `(n ∓ i)` (small: a few hundred bits, multiplied out first, so the long
  /// operands meet it in four products), and the coefficients `K` of the angle taken off,
  /// `atan(y/2^g) = K₀·π/4 + Σ K_j θ_j + atan(P/Q)`. Nil unless `Q` is positive (the
  /// remaining angle is tiny, so not expected).
  static func reduce(_ y: BigUInt, scale g: Int) -> (q: BigInt, p: BigInt, k: [Int])? {
    let s = max(0, y.bitWidth - 63)
    var t = atan(Double((y >> s).words.first ?? 0) * pow(2.0, Double(s - g)))
    var k = [Int](repeating: 0, count: gaussianPrimes.count)
    var (gr, gi) = (BigInt(1), BigInt(0))
    for (n, angle, c) in angles {
      let steps = Int((t / angle).rounded())
      guard steps != 0 else { continue }
      t -= Double(steps) * angle
      let bn = BigInt(n)
      for _ in 0..<abs(steps) {
        // (gr + i·gi)(n − i) = (n·gr + gi) + i(n·gi − gr); (n + i) for a negative step.
        (gr, gi) = steps > 0 ? (bn * gr + gi, bn * gi - gr) : (bn * gr - gi, bn * gi + gr)
      }
      for j in 0..<k.count { k[j] += steps * c[j] }
    }
    let x = BigInt(y)
    // (2^g + i·y)(gr + i·gi)
    let re = (gr << g) - x * gi, im = (gi << g) + x * gr
    guard re.signum() > 0 else { return nil }
    return (re, im, k)
  }
}

/// `θ_j · 2^bits` for the five Gaussian primes of ``ArctangentReduction``, cached as
/// ``Constants`` caches π.
package enum GaussianArguments {
  /// The five values at `bits`, each within 3 units (`bits >= 0`). At `w = bits + 16`
  /// each `atan(1/n_b)` is within 2 units (``BinarySplitting/ArctanSeries``), π/4 within 1 unit
  /// (``Constants/pi(bits:stop:)`` shifted by 2 more bits); a row of ``ArctangentReduction/thetaWeights``
  /// has absolute sum at most 123, so `39·θ_j` is within 246 units, `θ_j` (divided by 39,
  /// rounding down) within 8, and the shift by 16 bits leaves `1 + 8/2^16` units; a cached
  /// value shifted down adds one more.
  static func values(bits: Int, stop: CancellationToken?) throws(ArithmeticError) -> [BigInt] {
    precondition(bits >= 0)
    if let hit = cache.withLock({ $0 }), hit.bits >= bits {
      return hit.values.map { $0 >> (hit.bits - bits) }
    }
    let more = bits + bits / 8 + 64
    let values = try compute(bits: more, stop: stop)
    cache.withLock { entry in
      if (entry?.bits ?? -1) < more { entry = (more, values) }
    }
    return values.map { $0 >> (more - bits) }
  }

  /// The five values at `bits`, afresh (the tests' entry point).
  package static func compute(bits: Int, stop: CancellationToken?) throws(ArithmeticError) -> [BigInt] {
    let w = bits + 16
    var columns: [BigInt] = []
    for series in ArctangentReduction.basisSeries {
      columns.append(BigInt(try series.value(bits: w, stop: stop)))
    }
    columns.append(try Constants.pi(bits: w + 2, stop: stop) >> 4)
    return ArctangentReduction.thetaWeights.map { row in
      var sum = BigInt(0)
      for (weight, value) in zip(row, columns) { sum += BigInt(weight) * value }
      return (sum / 39) >> 16
    }
  }

  /// The most precise values so far, shared by every evaluation: one entry of five values,
  /// each at most an eighth more than the most bits an arctangent asked for (plus 64); the
  /// kernel asks only below ``Rational/arctangentSeriesLimit`` bits, so at most about 28 KiB.
  private static let cache = Locked<(bits: Int, values: [BigInt])?>(nil)
}

extension Rational {
  /// `atan(y / 2^g) · 2^g` for `0 <= y <= 2^g` by the reduction of ``ArctangentReduction``
  /// and the series by blocks, for scales between the fixed-width loops
  /// (``FixedWidthSeries/maximumScale``) and ``arctangentSeriesLimit``; nil elsewhere, or if
  /// the reduced argument is not small enough for the series by blocks (not expected).
  ///
  /// Error, in units of 2^-g: `w = ⌊|P|·2^g / Q⌋` is within a unit of `|P/Q|·2^g`, the
  /// series within `u·(m(m+1)/2 + 3m + 3)` of `atan(w/2^g)·2^g`
  /// (``RectangularSeries/odd(_:squared:scale:alternating:stop:)``), π/4 within 2 units a
  /// unit of `K₀` and each `θ_j` within 3 a unit of `K_j` (``GaussianArguments``): with the
  /// exponents of the greedy walk (a few hundred at most) far inside the slack of 2^56.
  static func reducedSeriesArctangent(_ y: BigUInt, bits g: Int, stop: CancellationToken?) throws(ArithmeticError) -> BigInt? {
    guard g > FixedWidthSeries.maximumScale, g < arctangentSeriesLimit, y.bitWidth <= g + 1 else { return nil }
    guard let (q, p, k) = ArctangentReduction.reduce(y, scale: g) else { return nil }
    let w = BigUInt.quotient(p.magnitude.shiftedLeft(bits: g), q.magnitude)
    var total = BigInt(0)
    if !w.isZero {
      let w2 = w.squared() >> g
      guard let sum = try RectangularSeries.odd(w, squared: w2, scale: g, alternating: true, stop: stop) else {
        return nil
      }
      total = p.signum() < 0 ? -BigInt(sum) : BigInt(sum)
    }
    if k[0] != 0 { total += BigInt(k[0]) * (try Constants.pi(bits: g, stop: stop) >> 2) }
    if k.dropFirst().contains(where: { $0 != 0 }) {
      let theta = try GaussianArguments.values(bits: g, stop: stop)
      for j in 1..<k.count where k[j] != 0 { total += BigInt(k[j]) * theta[j - 1] }
    }
    return total
  }
}
