import BigInt

/// The coefficients of Stirling's series for ln Γ, `B_2k / (2k(2k − 1))`, as exact
/// rationals, computed once and kept.
///
/// They come from the tangent numbers `T_k` (tan x = Σ T_k x^(2k−1)/(2k − 1)!), which the
/// recurrence of Brent and Harvey ("Fast computation of Bernoulli, tangent and secant
/// numbers", 2011) builds in O(n²) additions and small multiples of integers, no fractions:
/// `B_2k = (−1)^(k−1) 2k T_k / (4^k (4^k − 1))`, so the coefficient is
/// `(−1)^(k−1) T_k / ((2k − 1) 4^k (4^k − 1))`.
enum StirlingSeries {
  private static let cache = Locked<[Rational]>([])

  /// The first `count` coefficients (k = 1 … count): 1/12, −1/360, 1/1260, …
  static func coefficients(_ count: Int, stop: CancellationToken?) throws(ArithmeticError) -> [Rational] {
    let known = cache.withLock { $0 }
    if known.count >= count { return known }
    // Grow by half again, so a precision raised in steps computes the table a few times only.
    let n = max(count, known.count * 3 / 2, 16)
    var t = [BigUInt](repeating: 0, count: n + 1)
    t[1] = 1
    for k in 2...n { t[k] = t[k - 1].multiplied(byWord: BigUInt.Word(k - 1)) }
    for k in 2...n {
      if k & 15 == 0 { try stop.check() }
      // In place: t[j] ← (j − k + 2)·t[j] + (j − k)·t[j − 1], one temporary per step.
      for j in k...n {
        var next = t[j - 1]
        next.multiply(byWord: BigUInt.Word(j - k))
        t[j].multiply(byWord: BigUInt.Word(j - k + 2))
        t[j] += next
      }
    }
    var table: [Rational] = []
    table.reserveCapacity(n)
    for k in 1...n {
      let four = BigUInt(1) << (2 * k)
      let denominator = BigUInt.product(BigUInt.product(four, four - 1), BigUInt(2 * k - 1))
      let numerator = BigInt(t[k])
      table.append(Rational(numerator: k % 2 == 1 ? numerator : -numerator, denominator: BigInt(denominator)))
    }
    cache.withLock { if $0.count < table.count { $0 = table } }
    return table
  }
}
