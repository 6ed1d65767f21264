import BigInt

/// Ei's power series for a short exact argument, summed exactly by binary splitting:
/// `Σ_{k≥1} x^k/(k·k!) = x · Σ_{k≥1} t_k`, `t_1 = 1`, `t_k = t_(k−1) · x(k − 1)/k²`
/// (DLMF 6.6.1).
///
/// With `x = p/q`, the first `N` terms are `1 + T/Q` for the binary-splitting sums of the
/// steps `p(k − 1) / (q k²)`, `k = 2 … N` (`P = Π p(k − 1)`, `Q = Π q k²`,
/// `T = T₁Q₂ + P₁T₂`): one exact fraction, made in the time of a few products of its size
/// instead of a division of the full width a term. `N` is at least the first count with
/// `2|x| ≤ N + 1`, so that every later ratio `|x|k/(k + 1)²` is below 1/2 and the tail is
/// below `|t_N| = |P|/Q`, bounded from the exact integers' sizes: proved, not estimated.
extension ExponentialIntegral {
  /// The largest exact sum, in bits, relative to the bits asked (past it the term-by-term
  /// series is as quick).
  static let splittingSizeFactor = 48.0

  /// Whether `x` is short enough for the split sum at `bits`: at most 64 bits over at most
  /// 64 bits, and the sum within its size bound.
  static func splits(_ x: Rational, bits: Int) -> Bool {
    guard x.numerator.magnitude.bitWidth <= 64, x.denominator.magnitude.bitWidth <= 64 else { return false }
    let n = estimatedTerms(x.magnitude.doubleValue, bits: bits)
    let stepBits = Double(x.numerator.magnitude.bitWidth + x.denominator.magnitude.bitWidth) + 3 * log2(Double(n + 2)) + 2
    return Double(n) * stepBits <= splittingSizeFactor * Double(bits + 64) && n < 4_000_000
  }

  /// Whether Ei of `x` may pass ``WorkBudget/termSeriesDigits``: an exact `x` of at most 64
  /// bits over 64 bits, past the series' region (the asymptotic series, each term linear in
  /// the bits) or within it with a split sum inside its size bound.
  static func isShort(_ x: Rational?, _ w: WorkingPrecision) -> Bool {
    guard let x, x.numerator.magnitude.bitWidth <= 64, x.denominator.magnitude.bitWidth <= 64 else { return false }
    let a = x.magnitude
    if a > Rational(numerator: BigInt(w.bits + 40) * 3, denominator: 4) { return true }
    let cancellation = x.signum < 0 ? Int(2.9 * a.doubleValue) : 0
    return splits(x, bits: w.bits + 64 + cancellation)
  }

  /// About how many terms make `|t_N|` below `2^−bits` with `2|x| ≤ N + 1` (an estimate for
  /// the route's choice; the sum checks its bound exactly).
  private static func estimatedTerms(_ a: Double, bits: Int) -> Int {
    let l2 = log2(max(a, 1e-300))
    var log = 0.0
    var k = 1
    while k < 4_000_000 {
      k += 1
      log += l2 + log2(Double(k - 1)) - 2 * log2(Double(k))
      if log < -Double(bits) && 2 * a <= Double(k + 1) { return k }
    }
    return k
  }

  /// `Σ_{k≥1} x^k/(k·k!)` as bounds to about `bits` bits absolute (times `max(1, |x|)`).
  static func splitSum(_ x: Rational, bits: Int, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    let stop = w.cancellation
    let p = x.numerator
    let q = x.denominator.magnitude
    let b = bits + 8
    var n = max(2, estimatedTerms(x.magnitude.doubleValue, bits: b))
    // At least the exact condition on the ratios: 2|p| ≤ q(N + 1).
    while BigUInt(2) * p.magnitude > q * BigUInt(n + 1) { n += n / 8 + 1 }
    let parts = try split(2, n + 1, p: p, q: q, stop: stop)
    try stop.check()
    let (low, high) = BinarySplitting.onePlusSum(parts, bits: b)
    // Times x, exactly.
    let xd = Number(lower: low, upper: high)
    return try xd.multiplied(by: Number(x), w.withBits(b + 64))
  }

  /// P, Q and T of the steps `[i, j)`.
  private static func split(
    _ i: Int, _ j: Int, p: BigInt, q: BigUInt, stop: CancellationToken?
  ) throws(ArithmeticError) -> (p: BigInt, q: BigUInt, t: BigInt) {
    if j - i == 1 {
      let top = p * BigInt(i - 1)
      return (top, q * BigUInt(i) * BigUInt(i), top)
    }
    if j - i >= 64 { try stop.check() }
    let m = i + (j - i) / 2
    let l = try split(i, m, p: p, q: q, stop: stop)
    let r = try split(m, j, p: p, q: q, stop: stop)
    return (
      BigInt.product(l.p, r.p), BigUInt.product(l.q, r.q),
      BigInt.product(l.t, BigInt(r.q)) + BigInt.product(l.p, r.t)
    )
  }
}
