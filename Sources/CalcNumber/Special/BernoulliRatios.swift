import BigInt

/// The Euler–Maclaurin coefficients `b_j = B_2j/(2j)!` as certified bounds to a chosen
/// relative precision, for the correction terms of ``HurwitzZeta``: those terms need them
/// only to the precision of the term, never exactly.
///
/// Euler's formula (DLMF 25.6.2) gives `b_j = (−1)^(j+1) · 2ζ(2j)/(2π)^(2j)`, and
///
///     ζ(2j) = Σ_{n=1}^{L} n^(−2j) + T,   0 < T ≤ L^(1−2j)/(2j − 1)
///
/// (the tail below the integral of the decreasing `t^(−2j)` from `L`), so once `2j` is large
/// against the bits wanted, `L` is small: the route is taken while `L ≤ ` ``largestBase``,
/// each power `n^(2j)` rounded outward to the bits its size leaves. Below that (the first
/// few j at a high precision) `b_j = c_j/(2j − 2)!` from the exact `c_j = B_2j/(2j(2j − 1))`
/// of ``StirlingSeries``, whose table costs the cube of its length: with the terms'
/// precision falling along the series, the exact table is a small part of the terms (at
/// 1,000 digits about 100 of 800; the whole table was needed before).
///
/// Each value is kept with its precision and reused at any precision up to it; the cache is
/// bounded (``cacheLimitBits`` bits of bounds in all; past it values are computed and not
/// kept).
enum BernoulliRatios {
  /// The largest `L` of the series route.
  static let largestBase = 48

  /// The most bits of bounds the cache keeps (about 8 MB).
  static let cacheLimitBits = 1 << 26

  private struct Entry: Sendable {
    let bits: Int
    let value: DyadicInterval
  }

  private struct Cache: Sendable {
    var entries: [Entry?] = []
    var totalBits = 0
  }

  private static let cache = Locked(Cache())

  /// Bounds of `b_j` for `j = 1 … bits.count`, each to about `bits[j − 1]` bits relative to
  /// its value (at least 16).
  static func values(bits: [Int], stop: CancellationToken?) throws(ArithmeticError) -> [DyadicInterval] {
    let count = bits.count
    if count == 0 { return [] }
    let known = cache.withLock { $0.entries }
    var result: [DyadicInterval] = []
    result.reserveCapacity(count)
    var fresh: [(Int, Entry)] = []
    // The exact coefficients the first j's need, in one table.
    var exactCount = 0
    var largestBits = 0
    for j in 1...count {
      let wanted = max(bits[j - 1], 16) + 8
      if j <= known.count, let entry = known[j - 1], entry.bits >= wanted { continue }
      largestBits = max(largestBits, wanted)
      if seriesLength(j, bits: wanted) == nil { exactCount = j }
    }
    let coefficients = exactCount > 0 ? try StirlingSeries.coefficients(exactCount, stop: stop) : []
    // (2π)^(−2j) by a running product from (2π)^(−2), each step at the most bits a later j
    // asks and the steps' roundings (one per j) to spare.
    let spare = 2 * Int(log2(Double(count + 1)).rounded(.up)) + 24
    var suffix = [Int](repeating: 0, count: count + 1)
    for j in stride(from: count, through: 1, by: -1) { suffix[j - 1] = max(suffix[j], max(bits[j - 1], 16) + 8 + spare) }
    var step = DyadicInterval.one
    var inversePower = DyadicInterval.one
    if largestBits > 0 {
      let pi = try Constants.piBounds(bits: suffix[0] + 16, stop: stop)
      let b = suffix[0] + 16
      let lowSquare = try pi.lower.multiplied(by: pi.lower, bits: b, .down).scaled(byPowerOfTwo: 2)
      let highSquare = try pi.upper.multiplied(by: pi.upper, bits: b, .up).scaled(byPowerOfTwo: 2)
      step = DyadicInterval(
        lower: try Dyadic.one.divided(by: highSquare, bits: b, .down),
        upper: try Dyadic.one.divided(by: lowSquare, bits: b, .up))
    }
    var factorial = BigUInt(1)  // (2j − 2)! for the exact route
    var factorialIndex = 0
    for j in 1...count {
      if j & 15 == 0 { try stop.check() }
      if largestBits > 0 { inversePower = try inversePower.multiplied(by: step, bits: suffix[j - 1]) }
      let wanted = max(bits[j - 1], 16) + 8
      if j <= known.count, let entry = known[j - 1], entry.bits >= wanted {
        result.append(entry.value)
        continue
      }
      let value: DyadicInterval
      if let length = seriesLength(j, bits: wanted) {
        value = try bySeries(j, length: length, bits: wanted, inversePower: inversePower)
      } else {
        while factorialIndex < 2 * j - 2 {
          factorialIndex += 1
          factorial.multiply(byWord: BigUInt.Word(factorialIndex))
        }
        let c = coefficients[j - 1]
        let d = c.denominator * BigInt(factorial)
        value = DyadicInterval(
          lower: Dyadic(fraction: c.numerator, d, bits: wanted, .down),
          upper: Dyadic(fraction: c.numerator, d, bits: wanted, .up))
      }
      result.append(value)
      fresh.append((j, Entry(bits: wanted, value: value)))
    }
    if !fresh.isEmpty {
      cache.withLock { store in
        if store.entries.count < count { store.entries += [Entry?](repeating: nil, count: count - store.entries.count) }
        for (j, entry) in fresh {
          let old = store.entries[j - 1]?.bits ?? 0
          guard entry.bits > old, store.totalBits - old + entry.bits <= cacheLimitBits else { continue }
          store.totalBits += entry.bits - old
          store.entries[j - 1] = entry
        }
      }
    }
    return result
  }

  /// The `L` of the series route for `b_j` to `bits` bits (`L^(1−2j)/(2j − 1) ≤ 2^−(bits + 2)`,
  /// `ζ(2j)` being at least 1), or nil past ``largestBase``. A Double estimate with a bit to
  /// spare: the tail itself is bounded exactly in ``bySeries(_:length:bits:inversePower:)``.
  static func seriesLength(_ j: Int, bits: Int) -> Int? {
    let e = Double(2 * j - 1)
    let needed = (Double(bits) + 3 - log2(e)) / e
    if needed > log2(Double(largestBase)) { return nil }
    return max(2, Int(pow(2, needed).rounded(.up)))
  }

  /// `b_j` by `ζ(2j) = Σ_{n ≤ L} n^(−2j) + T` and bounds of `(2π)^(−2j)`.
  private static func bySeries(
    _ j: Int, length: Int, bits: Int, inversePower: DyadicInterval
  ) throws(ArithmeticError) -> DyadicInterval {
    let twoJ = 2 * j
    let sumBits = bits + 16
    var low = Dyadic.one
    var high = Dyadic.one
    if length >= 2 {
      for n in 2...length {
        // n^(−2j), about 2^−(2j log2 n): the bits below 2^−sumBits are not needed.
        let size = Int(Double(twoJ) * log2(Double(n)))
        if size > sumBits + 8 {
          // Below the sum's last bit: n^(−2j) < 2^(1−size) widens the upper bound only.
          high = high.adding(Dyadic(significand: 1, exponent: 1 - size, isNegative: false), bits: sumBits, .up)
          continue
        }
        let termBits = max(sumBits - size, 0) + 16
        let base = Dyadic(n)
        let powerLow = try base.power(UInt(twoJ), bits: termBits, .down)
        let powerHigh = try base.power(UInt(twoJ), bits: termBits, .up)
        low = low.adding(try Dyadic.one.divided(by: powerHigh, bits: termBits, .down), bits: sumBits, .down)
        high = high.adding(try Dyadic.one.divided(by: powerLow, bits: termBits, .up), bits: sumBits, .up)
      }
    }
    // The tail T ≤ L^(1−2j)/(2j − 1), from a lower bound of L^(2j−1)·(2j − 1).
    let tailDenominator = try Dyadic(length).power(UInt(twoJ - 1), bits: 40, .down)
      .multiplied(by: Dyadic(twoJ - 1), bits: 40, .down)
    high = high.adding(try Dyadic.one.divided(by: tailDenominator, bits: 40, .up), bits: sumBits, .up)
    let lower = try low.multiplied(by: inversePower.lower, bits: bits, .down).scaled(byPowerOfTwo: 1)
    let upper = try high.multiplied(by: inversePower.upper, bits: bits, .up).scaled(byPowerOfTwo: 1)
    let magnitude = DyadicInterval(lower: lower, upper: upper)
    return j % 2 == 1 ? magnitude : magnitude.negated
  }
}
