import BigInt

// MARK: - Stirling's series at a long argument, each term to the precision it needs

/// The sum `Σ_{j=1}^{N} c_j z^(1−2j)` of Stirling's series for ln Γ(z), `c_j = B_2j/(2j(2j − 1))`,
/// with its remainder, for a `z` far from 0 (at least 16; Γ's long route takes it past about
/// a fifth of the working bits): the route of an inexact or long argument at thousands of
/// digits.
///
/// The terms fall from `1/(12z)` to below `2^-precision`, so term `j` is needed only to
/// `precision + log₂|term j|` bits (as Arb's `arb_gamma_stirling_eval`), and its coefficient
/// only to as many:
///
/// * while that is more than `2j − 1` times log₂ ``largestBase``, the exact `c_j` of
///   ``StirlingSeries`` (a table that costs the cube of its length, kept short by the falling
///   precision);
/// * past it, `c_j = (−1)^(j+1) · 2(2j − 2)!/(2π)^(2j) · ζ(2j)` (Euler's formula, DLMF 25.6.2),
///   with `ζ(2j) = 1 + Σ_{n=2}^{M} n^(−2j) + T` and
///   `0 ≤ T ≤ (M + 1)^(−2j) · (1 + (M + 1)/(2j − 1))` (the first omitted power and the integral
///   of `t^(−2j)` from `M + 1`). Each power `n^(−2j)` is kept in fixed point and divided by
///   `n²` from one term to the next (a division by one word: time linear in the bits, as
///   ``BernoulliRatios`` but without a power per term), and
///   `Q_j = 2(2j − 2)! z/(2πz)^(2j)` by `Q_(j+1) = Q_j · (2j)(2j − 1) · 1/(2πz)²`: one product
///   at the term's precision and one by a word.
///
/// Every quantity is an interval rounded outward at each step (``DyadicInterval``), so the
/// result encloses the sum whatever the precisions chosen; they decide only its width.
/// The remainder after `N` terms has the sign of term `N + 1` and is smaller in magnitude for
/// a real `z > 0` (DLMF 5.11.ii): the sum is widened by that term's bound, computed the same way.
///
/// Nothing is kept between calls but ``StirlingSeries``' exact table: the coefficients at
/// 100,000 digits would fill hundreds of megabytes, so they are made and used one at a time,
/// in the order of rising `j` (each running value loses precision as `j` grows, never gains).
enum StirlingSum {
  /// The most bases `n` of the sums of `n^(−2j)`.
  static let largestBase = 512

  /// An estimate of log₂ of term `j` at `z` (`|B_2j| ≤ 2 · 1.65 · (2j)!/(2π)^(2j)`): used only
  /// to choose precisions and the number of terms.
  static func log2Term(_ j: Int, log2z: Double) -> Double {
    let twoJ = Double(2 * j)
    return 2.3 + lgamma(twoJ + 1) / M_LN2 - twoJ * log2(2 * Double.pi) - log2(twoJ * (twoJ - 1))
      - (twoJ - 1) * log2z
  }

  /// The number of terms `N` for an error below `2^-precision` at `z`, or nil when the terms
  /// stop falling before (a `z` too small for the precision).
  static func termCount(log2z: Double, precision: Int) -> Int? {
    var j = 1
    var previous = Double.infinity
    while true {
      let next = log2Term(j + 1, log2z: log2z)
      if next <= -Double(precision) { return j }
      if next >= previous { return nil }
      previous = next
      j += 1
    }
  }

  /// Bounds of `Σ_{j=1}^{N} c_j z^(1−2j) + R` for the interval `z` (positive, at least 16),
  /// within about `2^-precision` of the true sum.
  static func sum(
    _ z: DyadicInterval, log2z: Double, precision: Int, stop: CancellationToken?
  ) throws(ArithmeticError) -> DyadicInterval {
    guard z.lower >= Dyadic(16), let count = termCount(log2z: log2z, precision: precision) else {
      throw .indeterminate
    }
    let guardBits = Int(log2(Double(count + 2))) + 12
    // The bits of term j, relative to its value (term count + 1: the remainder's bound).
    let bits = (1...count + 1).map { j in
      max(32, min(precision, precision + Int(log2Term(j, log2z: log2z).rounded(.up)))) + guardBits
    }
    let sumBits = precision + guardBits
    let limit = log2(Double(largestBase))
    // The coefficients up to `exact` from the exact table.
    var exact = 0
    for j in 1...count + 1 where Double(bits[j - 1] + 3) / Double(2 * j - 1) > limit { exact = j }
    let table = exact > 0 ? try exactCoefficients(exact, stop: stop) : []

    let top = bits[0] + 8
    let u = try DyadicInterval.one.divided(by: z.multiplied(by: z, bits: top), bits: top)
    var power = try DyadicInterval.one.divided(by: z, bits: top)  // z^(1−2j)
    var total = DyadicInterval.zero
    var zeta = ZetaPowers()
    var q = DyadicInterval.zero  // Q_j
    var y = DyadicInterval.zero  // 1/(2πz)²
    for j in 1...count + 1 {
      if j & 15 == 0 { try stop.check() }
      let b = bits[j - 1]
      let term: DyadicInterval
      if j <= exact {
        if j > 1 { power = try power.positiveProduct(u.rounded(bits: b), bits: b) }
        let (numerator, denominator) = table[j - 1]
        let c = DyadicInterval(
          lower: Dyadic(fraction: numerator, denominator, bits: b, .down),
          upper: Dyadic(fraction: numerator, denominator, bits: b, .up))
        let magnitude = try (c.lower.signum >= 0 ? c : c.negated).positiveProduct(power, bits: b)
        term = c.lower.signum >= 0 ? magnitude : magnitude.negated
      } else {
        if j == exact + 1 {
          if j > 1 { power = try power.positiveProduct(u.rounded(bits: b), bits: b) }
          // Q_j = 2(2j − 2)!/(2π)^(2j) · z^(1−2j), and 1/(2πz)² for the next ones.
          let inverse = try inverseFourPiSquared(bits: b + 8, stop: stop)
          y = try inverse.multiplied(by: u, bits: b)
          var factorial = BigUInt(1)
          if j >= 2 { for k in 2...(2 * j - 2) { factorial.multiply(byWord: BigUInt.Word(k)) } }
          let scale = DyadicInterval(Dyadic(significand: factorial << 1, exponent: 0, isNegative: false))
          q = try inverse.power(j, bits: b).multiplied(by: scale, bits: b).multiplied(by: power, bits: b)
          zeta = try ZetaPowers(j: j, fractionBits: b + 8, largest: largestBase)
        } else {
          let k = 2 * (j - 1)
          q = try q.multiplied(by: k * (k - 1), bits: b).positiveProduct(y.rounded(bits: b), bits: b)
          try zeta.advance(fractionBits: b + 8)
        }
        // Q_j ζ(2j) = Q_j + Q_j (ζ(2j) − 1), the second about 2^(−2j) of the first.
        let small = max(b - 2 * j + 8, 24)
        let value = try q.adding(q.multiplied(by: zeta.boundsLessOne(j: j), bits: small), bits: b)
        term = j % 2 == 1 ? value : value.negated
      }
      if j == count + 1 {
        // The remainder: within the first omitted term.
        let r = term.magnitudeBound
        return DyadicInterval(
          lower: total.lower.subtracting(r, bits: sumBits, .down), upper: total.upper.adding(r, bits: sumBits, .up))
      }
      total = total.adding(term, bits: sumBits)
    }
    return total
  }

  /// The first coefficients that take ``StirlingSeries``' table of tangent numbers (its cost,
  /// the cube of its length, is small there); past them ``BernoulliByZeta``.
  static let tableLength = 64

  /// The most bits of numerators the cache of ``BernoulliByZeta``'s coefficients keeps
  /// (about 16 MB): past it they are made again for each call.
  static let cacheLimitBits = 1 << 27

  private static let cache = Locked<[(numerator: BigInt, denominator: BigInt)]>([])

  /// The exact `c_1 … c_count` as numerators and denominators.
  static func exactCoefficients(
    _ count: Int, stop: CancellationToken?
  ) throws(ArithmeticError) -> [(numerator: BigInt, denominator: BigInt)] {
    let head = min(count, tableLength)
    var result = try StirlingSeries.coefficients(head, stop: stop).prefix(head).map { (numerator: $0.numerator, denominator: $0.denominator) }
    if count <= tableLength { return result }
    let known = cache.withLock { $0 }
    if known.count >= count - tableLength { return result + known.prefix(count - tableLength) }
    if let rest = try BernoulliByZeta.coefficients((tableLength + 1)...count, stop: stop) {
      let bits = rest.reduce(0) { $0 + $1.numerator.magnitude.bitWidth + $1.denominator.magnitude.bitWidth }
      if bits <= cacheLimitBits { cache.withLock { if $0.count < rest.count { $0 = rest } } }
      result += rest
      return result
    }
    return try StirlingSeries.coefficients(count, stop: stop).prefix(count).map { (numerator: $0.numerator, denominator: $0.denominator) }
  }

  /// Bounds of `1/(4π²)`.
  private static func inverseFourPiSquared(bits: Int, stop: CancellationToken?) throws(ArithmeticError) -> DyadicInterval {
    let pi = try Constants.piBounds(bits: bits + 8, stop: stop)
    let low = try pi.lower.multiplied(by: pi.lower, bits: bits + 8, .down).scaled(byPowerOfTwo: 2)
    let high = try pi.upper.multiplied(by: pi.upper, bits: bits + 8, .up).scaled(byPowerOfTwo: 2)
    return DyadicInterval(
      lower: try Dyadic.one.divided(by: high, bits: bits, .down), upper: try Dyadic.one.divided(by: low, bits: bits, .up))
  }
}

/// The powers `n^(−2j)` for `n = 2 … M + 1` in fixed point (multiples of `2^-fractionBits`),
/// lower and upper bounds, stepped from `j` to `j + 1` by a division by `n²`; the bases whose
/// power has fallen below two units are dropped (the last one kept bounds the tail).
private struct ZetaPowers {
  var fractionBits = 0
  var lower: [BigUInt] = []
  var upper: [BigUInt] = []
  /// The bases summed are 2…M; base M + 1 (index M − 1) bounds the tail.
  var m = 1

  init() {}

  /// The powers at `j`, `M` the bases the precision needs (at most `largest`).
  init(j: Int, fractionBits f: Int, largest: Int) throws(ArithmeticError) {
    fractionBits = f
    let needed = Int(pow(2, min(Double(f + 3) / Double(2 * j - 1), 20)).rounded(.up))
    m = max(1, min(largest, needed))
    let one = BigUInt(1) << f
    for n in 2...(m + 1) {
      let power = BigUInt(n).raised(to: 2 * j)
      let (quotient, remainder) = BigUInt.quotientAndRemainder(one, power)
      lower.append(quotient)
      upper.append(remainder.isZero ? quotient : quotient + 1)
    }
  }

  /// From `j` to `j + 1`, at `fractionBits` no more than before.
  mutating func advance(fractionBits f: Int) throws(ArithmeticError) {
    let shift = fractionBits - f
    let rescale = shift >= 64
    if rescale { fractionBits = f }
    for i in 0..<lower.count {
      let square = UInt(i + 2) * UInt(i + 2)
      var low = lower[i]
      var high = upper[i]
      if rescale {
        low >>= shift
        high = (high >> shift) + 1
      }
      lower[i] = low.quotient(dividingByWord: square)
      let (q, nonzero) = high.quotientAndInexact(dividingByWord: square)
      upper[i] = nonzero ? q + 1 : q
    }
    // Drop a base whose power is below two units: the next base down bounds the tail.
    while m >= 2, upper[m - 2] <= BigUInt(2) {
      m -= 1
      lower.removeLast()
      upper.removeLast()
    }
  }

  /// Bounds of `ζ(2j) − 1`.
  func boundsLessOne(j: Int) -> DyadicInterval {
    var low = BigUInt(0)
    var high = BigUInt(0)
    for i in 0..<(m - 1) {
      low += lower[i]
      high += upper[i]
    }
    // The tail past M: at most s(1 + (M + 1)/(2j − 1)), s the bound of (M + 1)^(−2j).
    let s = upper[m - 1]
    let (share, _) = s.multiplied(byWord: BigUInt.Word(m + 1)).quotientAndInexact(dividingByWord: UInt(2 * j - 1))
    high += s + share + 1
    return DyadicInterval(
      lower: Dyadic(significand: low, exponent: -fractionBits, isNegative: false),
      upper: Dyadic(significand: high, exponent: -fractionBits, isNegative: false))
  }
}

extension DyadicInterval {
  /// The interval rounded outward to `bits`.
  fileprivate func rounded(bits: Int) -> DyadicInterval {
    DyadicInterval(lower: lower.rounded(toBits: bits, .down), upper: upper.rounded(toBits: bits, .up))
  }

  /// `x · y` for intervals of non-negative values in one full product: the lower ends'
  /// product rounded down to `bits`, and above it `uu' − ll' = u(u' − l') + l'(u − l) ≤
  /// u w' + u' w` (`w`, `w'` the widths) and the rounding's unit, bounded in 64 bits.
  func positiveProduct(_ other: DyadicInterval, bits: Int) throws(ArithmeticError) -> DyadicInterval {
    guard lower.signum >= 0, other.lower.signum >= 0 else { return try multiplied(by: other, bits: bits) }
    let low = try lower.multiplied(by: other.lower, bits: bits, .down)
    let w = upper.subtracting(lower, bits: 64, .up)
    let w2 = other.upper.subtracting(other.lower, bits: 64, .up)
    let a = try upper.rounded(toBits: 64, .up).multiplied(by: w2, bits: 64, .up)
    let b = try other.upper.rounded(toBits: 64, .up).multiplied(by: w, bits: 64, .up)
    var spread = a.adding(b, bits: 64, .up)
    if !low.isZero {
      spread = spread.adding(Dyadic(significand: 1, exponent: low.magnitudeExponent - bits + 1, isNegative: false), bits: 64, .up)
    }
    return DyadicInterval(lower: low, upper: low.adding(spread, bits: bits, .up))
  }
}
