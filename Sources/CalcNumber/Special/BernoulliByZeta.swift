import BigInt

// MARK: - Exact Bernoulli numbers from ζ(2j), many at once

/// The exact Stirling coefficients `c_j = B_2j/(2j(2j − 1))` for a range of `j`, from
/// Euler's formula and the theorem of von Staudt and Clausen, as Arb's `bernoulli_rev` and
/// the method of its references: `|B_2j| = 2(2j)! ζ(2j)/(2π)^(2j)`, and `D_2j · B_2j` is an
/// integer for `D_2j` the product of the primes `p` with `p − 1` dividing `2j`, so bounds of
/// `2(2j)!/(2π)^(2j) · ζ(2j) · D_2j` narrower than 1 decide the numerator. Its size is about
/// `2j log₂(j/(πe))` bits, so `ζ(2j) = Σ_{n ≤ L} n^(−2j) + T` needs only `L ≈ j/(πe)` terms.
///
/// The range is walked downward: each power `n^(−2j)` (in fixed point, bounds) becomes
/// `n^(−2j + 2)` by a product by the word `n²`, exact, and `2(2j)!/(2π)^(2j)` by one product by
/// `4π²` and a division by the word `2j(2j − 1)`: linear in the bits per base and one product
/// per number, where the tangent numbers of ``StirlingSeries`` cost the cube of the count.
/// Every value is an interval rounded outward; a numerator the bounds do not decide (never
/// seen: the guard bits make the width about `2^-16`) returns nil, and the caller takes the
/// exact table instead.
enum BernoulliByZeta {
  /// `(numerator, denominator)` of `c_j` for `j` in `range` (`range.lowerBound ≥ 2`), in
  /// order of rising `j`; nil when a bound does not decide its numerator.
  static func coefficients(
    _ range: ClosedRange<Int>, stop: CancellationToken?
  ) throws(ArithmeticError) -> [(numerator: BigInt, denominator: BigInt)]? {
    let top = range.upperBound
    let guardBits = Int(log2(Double(top + 1))) + 24
    // The bits of |N_j| = 2(2j)! ζ(2j) D_j/(2π)^(2j), and the relative bits each needs.
    func size(_ j: Int, _ d: BigUInt) -> Int {
      let twoJ = Double(2 * j)
      let log2Value = 1 + lgamma(twoJ + 1) / M_LN2 - twoJ * log2(2 * Double.pi) + Double(d.bitWidth)
      return max(Int(log2Value.rounded(.up)), 1) + 16
    }
    var denominators: [Int: BigUInt] = [:]
    for j in range { denominators[j] = staudtDenominator(2 * j) }
    // The bits at j: the most any j' ≤ j needs (the running values only lose bits going
    // down, and D_2j makes the sizes rise and fall).
    var needed: [Int: Int] = [:]
    var most = 0
    for j in range {
      most = max(most, size(j, denominators[j] ?? 1) + guardBits)
      needed[j] = most
    }
    let topBits = needed[top] ?? 0
    // 2(2j)!/(2π)^(2j) at j = top, and 4π².
    let pi = try Constants.piBounds(bits: topBits + 16, stop: stop)
    let fourPiSquared = DyadicInterval(
      lower: try pi.lower.multiplied(by: pi.lower, bits: topBits + 16, .down).scaled(byPowerOfTwo: 2),
      upper: try pi.upper.multiplied(by: pi.upper, bits: topBits + 16, .up).scaled(byPowerOfTwo: 2))
    var factorial = BigUInt(1)
    for k in 2...(2 * top) { factorial.multiply(byWord: BigUInt.Word(k)) }
    let inversePower = try DyadicInterval.one.divided(by: fourPiSquared.power(top, bits: topBits + 8), bits: topBits + 8)
    var prefactor = try inversePower.multiplied(
      by: DyadicInterval(Dyadic(significand: factorial << 1, exponent: 0, isNegative: false)), bits: topBits)
    var zeta = try DescendingZetaPowers(range: range, needed: { needed[$0] ?? topBits }, spare: guardBits)
    var result: [(numerator: BigInt, denominator: BigInt)] = []
    result.reserveCapacity(range.count)
    var j = top
    while true {
      try stop.check()
      let d = denominators[j] ?? 1
      let bits = needed[j] ?? topBits
      let value = try prefactor.positiveProduct(zeta.bounds(j: j), bits: bits)
        .multiplied(by: DyadicInterval(Dyadic(significand: d, exponent: 0, isNegative: false)), bits: bits)
      guard let n = uniqueInteger(value) else { return nil }
      let numerator = BigInt(n)
      let denominator = BigInt(d.multiplied(byWord: BigUInt.Word(2 * j * (2 * j - 1))))
      result.append((j % 2 == 1 ? numerator : -numerator, denominator))
      if j == range.lowerBound { break }
      // From j to j − 1: times 4π²/(2j(2j − 1)), and each n^(−2j) times n².
      let nextBits = needed[j - 1] ?? topBits
      prefactor = try prefactor.positiveProduct(fourPiSquared.rounded(toBits: nextBits + 8), bits: nextBits + 8)
      prefactor = DyadicInterval(
        lower: dividedByWord(prefactor.lower, UInt(2 * j * (2 * j - 1)), up: false, bits: nextBits + 8),
        upper: dividedByWord(prefactor.upper, UInt(2 * j * (2 * j - 1)), up: true, bits: nextBits + 8))
      try zeta.descend(fractionBits: nextBits)
      j -= 1
    }
    return result.reversed()
  }

  /// The integer inside bounds narrower than 1, or nil.
  private static func uniqueInteger(_ x: DyadicInterval) -> BigUInt? {
    guard x.lower.signum > 0, let low = x.lower.ceilingMagnitude, let high = x.upper.floorMagnitude, low == high else {
      return nil
    }
    return low
  }

  /// `x / d` rounded to about `bits` bits, down or up, for a positive `x` and one word `d`.
  private static func dividedByWord(_ x: Dyadic, _ d: UInt, up: Bool, bits: Int) -> Dyadic {
    let shift = max(0, bits + 64 - x.significand.bitWidth)
    let (q, inexact) = (x.significand << shift).quotientAndInexact(dividingByWord: d)
    let value = Dyadic(significand: up && inexact ? q + 1 : q, exponent: x.exponent - shift, isNegative: false)
    return value.rounded(toBits: bits, up ? .up : .down)
  }

  /// The product of the primes `p` with `p − 1` dividing `n` (von Staudt–Clausen: the
  /// denominator of `B_n`, `n` even).
  static func staudtDenominator(_ n: Int) -> BigUInt {
    var product = BigUInt(1)
    var d = 1
    while d * d <= n {
      if n % d == 0 {
        for divisor in Set([d, n / d]) where isPrime(divisor + 1) { product.multiply(byWord: BigUInt.Word(divisor + 1)) }
      }
      d += 1
    }
    return product
  }

  private static func isPrime(_ p: Int) -> Bool {
    if p < 2 { return false }
    var k = 2
    while k * k <= p {
      if p % k == 0 { return false }
      k += 1
    }
    return true
  }
}

/// The powers `n^(−2j)` for `n = 2 … L`, each in floating point with the relative bits the
/// lowest `j` that sums it needs (lower and upper significands over one exponent), stepped
/// from `j` down to `j − 1` by an exact product by `n²` and a truncation outward; summed in
/// fixed point (multiples of `2^-fractionBits`), the bases past the precision's need as a tail.
private struct DescendingZetaPowers {
  var fractionBits: Int
  var lower: [BigUInt] = []
  var upper: [BigUInt] = []
  var exponents: [Int] = []
  var precisions: [Int] = []

  /// At `j` = `top`: `needed(j)` the fraction bits of ζ(2j) at each `j` of `range`.
  init(range: ClosedRange<Int>, needed: (Int) -> Int, spare: Int) throws(ArithmeticError) {
    let top = range.upperBound
    fractionBits = needed(top)
    let count = range.map { DescendingZetaPowers.baseCount($0, needed($0)) }.max() ?? 1
    for n in 2..<(2 + count) {
      // The relative bits of n^(−2j) wherever it is summed: f_j − 2j log₂ n.
      var bits = 64
      for j in range where DescendingZetaPowers.baseCount(j, needed(j)) + 1 >= n {
        bits = max(bits, needed(j) - Int(Double(2 * j) * log2(Double(n))) + spare)
      }
      let power = BigUInt(n).raised(to: 2 * top)
      let shift = bits + power.bitWidth
      let (q, r) = BigUInt.quotientAndRemainder(BigUInt(1) << shift, power)
      lower.append(q)
      upper.append(r.isZero ? q : q + 1)
      exponents.append(-shift)
      precisions.append(bits)
    }
  }

  /// The bases `n = 2 … L` for an error below `2^-f`: `L^(1−2j)/(2j − 1) ≤ 2^-f`.
  static func baseCount(_ j: Int, _ f: Int) -> Int {
    let l = Int(pow(2, min(Double(f + 2) / Double(2 * j - 1), 30)).rounded(.up))
    return max(1, l - 1)
  }

  /// From `j` to `j − 1`, summed next at `f` fraction bits.
  mutating func descend(fractionBits f: Int) throws(ArithmeticError) {
    fractionBits = f
    for i in 0..<lower.count {
      let square = BigUInt.Word((i + 2) * (i + 2))
      lower[i].multiply(byWord: square)
      upper[i].multiply(byWord: square)
      let excess = upper[i].bitWidth - precisions[i] - 64
      if excess > 0 {
        lower[i] >>= excess
        upper[i] = (upper[i] >> excess) + 1
        exponents[i] += excess
      }
    }
  }

  /// Bounds of `ζ(2j)` from the bases kept and the tail past them, at `j` (the current step):
  /// only the bases `2 … L(j)` are summed, and
  /// `Σ_{n > L} n^(−2j) ≤ (L + 1)^(−2j) (1 + (L + 1)/(2j − 1))`.
  func bounds(j: Int) throws(ArithmeticError) -> DyadicInterval {
    let keep = min(lower.count, DescendingZetaPowers.baseCount(j, fractionBits))
    var low = BigUInt(1) << fractionBits
    var high = low
    for i in 0..<keep {
      let e = exponents[i] + fractionBits
      if e >= 0 {
        low += lower[i] << e
        high += upper[i] << e
      } else {
        low += lower[i] >> (-e)
        high += (upper[i] >> (-e)) + 1
      }
    }
    let next = keep + 2
    let tail = try Dyadic.one.divided(
      by: Dyadic(next).power(UInt(2 * j), bits: 40, .down), bits: 40, .up)
    let factor = Dyadic.one.adding(
      try Dyadic(next).divided(by: Dyadic(2 * j - 1), bits: 40, .up), bits: 40, .up)
    let tailBound = try tail.multiplied(by: factor, bits: 40, .up).scaled(byPowerOfTwo: fractionBits)
    high += (tailBound.ceilingMagnitude ?? 0) + 1
    return DyadicInterval(
      lower: Dyadic(significand: low, exponent: -fractionBits, isNegative: false),
      upper: Dyadic(significand: high, exponent: -fractionBits, isNegative: false))
  }
}

extension Dyadic {
  /// `⌈|x|⌉`, or nil past 2^30 bits of shift.
  fileprivate var ceilingMagnitude: BigUInt? {
    if exponent >= 0 { return significand << exponent }
    let shift = -exponent
    let floor = significand >> shift
    return (floor << shift) == significand ? floor : floor + 1
  }

  /// `⌊|x|⌋`.
  fileprivate var floorMagnitude: BigUInt? {
    if exponent >= 0 { return significand << exponent }
    return significand >> (-exponent)
  }
}

extension DyadicInterval {
  /// The interval rounded outward to `bits`.
  fileprivate func rounded(toBits bits: Int) -> DyadicInterval {
    DyadicInterval(lower: lower.rounded(toBits: bits, .down), upper: upper.rounded(toBits: bits, .up))
  }
}
