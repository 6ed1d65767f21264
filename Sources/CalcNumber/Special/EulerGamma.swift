import BigInt

/// Euler's constant γ = 0.5772156649…, certified.
///
/// From `E1(N) = −γ − ln N + S(N)`, `S(N) = Σ_{k≥1} (−1)^(k+1) N^k / (k · k!)` (DLMF 6.6.2),
/// and `0 < E1(N) < e^(−N)/N` (DLMF 6.8.2): with `N ≥ (bits + 2)·ln 2`, γ lies in
/// `[S(N) − ln N − 2^-(bits+2), S(N) − ln N]`. The terms of `S(N)` grow to about `e^N/N`
/// before they shrink, so the series is summed with `N·log2(e)` more bits (Sweeney's method);
/// once `k ≥ N` they decrease in magnitude and alternate, and the tail is bounded by its
/// first term. The value at the most bits asked so far is kept for every evaluation.
enum EulerGamma {
  private static let cache = Locked<(bits: Int, value: Number)?>(nil)

  /// γ to about `bits` bits (absolute: γ is about 0.58).
  static func bounds(bits: Int, stop: CancellationToken?) throws(ArithmeticError) -> Number {
    if let hit = cache.withLock({ $0 }), hit.bits >= bits { return hit.value }
    let value = try compute(bits: bits, stop: stop)
    cache.withLock { kept in
      if (kept?.bits ?? -1) < bits { kept = (bits, value) }
    }
    return value
  }

  private static func compute(bits: Int, stop: CancellationToken?) throws(ArithmeticError) -> Number {
    let n = Int((Double(bits + 4) * 0.693_147_180_559_945_3).rounded(.up)) + 1
    let wide = bits + Int(Double(n) * 1.442_695_040_888_963_4) + 32 + (n.bitWidth - n.leadingZeroBitCount)
    let big = BigInt(n)
    var term = SeriesBounds(Rational(n), bits: wide)  // N^k / k!, k = 1
    var sum = term  // Σ (−1)^(k+1) N^k/(k·k!)
    var k = 1
    let floor = Dyadic(significand: 1, exponent: -(bits + 8), isNegative: false)
    while true {
      if k & 63 == 0 { try stop.check() }
      k += 1
      term = try term.scaled(by: big, over: BigInt(k))
      let signed = try term.scaled(by: k % 2 == 0 ? -1 : 1, over: BigInt(k))
      sum = sum.adding(signed)
      if k >= n && signed.magnitudeBound < floor {
        // The next term, smaller still, bounds the alternating tail.
        sum = sum.widened(by: floor)
        break
      }
      if k > 40 * n + 1_000 { throw .beyondBudget("Euler's constant would need too many terms") }
    }
    let w = WorkingPrecision(digits: 1).withBits(bits + 16)
    let logN = try Number(Rational(n)).logarithm(w)
    let difference = try sum.number.subtracting(logN, w)
    let e1 = Dyadic(significand: 1, exponent: -(bits + 2), isNegative: false)
    return Number(lower: difference.lower.subtracting(e1, bits: bits + 16, .down), upper: difference.upper)
  }
}

extension Number {
  /// Euler's constant γ to the working precision.
  static func eulerGamma(_ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    let gamma = try EulerGamma.bounds(bits: w.bits + 8, stop: w.cancellation)
    return w.bounds(gamma.lower, gamma.upper)
  }
}
