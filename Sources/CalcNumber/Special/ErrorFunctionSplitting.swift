import BigInt

/// erf's series of positive terms for a short exact argument, summed exactly by binary
/// splitting: `erf(a) = (2/√π) a e^(−a²) S`, `S = Σ_{n≥0} t_n`, `t_0 = 1`,
/// `t_n = t_(n−1) · 2a²/(2n + 1)` (DLMF 7.6.2).
///
/// With `a = p/q`, the first `N` terms are `1 + T/Q` for the binary-splitting sums of the
/// steps `2p² / (q²(2n + 1))`, `n = 1 … N − 1` (`P = Π 2p²`, `Q = Π q²(2n + 1)`,
/// `T = T₁Q₂ + P₁T₂`): one exact fraction, made in the time of a few products of its size
/// instead of a division per term. `N` is the first with `4a² ≤ 2N + 3` (so every later
/// ratio is at most 1/2) and `t_N` below `2^−(bits + 8)` (`S ≥ 1`); the tail is then below
/// `2 t_N`, and `t_N = P·2p²/(Q·q²(2N + 1))` is bounded from the exact integers' sizes, so
/// the bound is proved, not estimated.
extension ErrorFunction {
  /// The largest exact sum, in bits, relative to the bits asked (past it the term-by-term
  /// series is as quick).
  static let splittingSizeFactor = 48.0

  /// Whether the split sum of `a = p/q` to `bits` bits stays within its size bound.
  static func splits(_ a: Rational, _ square: Rational, bits: Int) -> Bool {
    let terms = estimatedTerms(square.doubleValue, bits: bits)
    let stepBits = Double(2 * a.denominator.bitWidth) + log2(2 * terms + 3) + 1
    return terms * stepBits <= splittingSizeFactor * Double(bits + 64) && terms < 4_000_000
  }

  /// About how many terms make `t_N < 2^−(bits + 8)` (an estimate for the route's choice;
  /// the sum itself checks its bound exactly).
  private static func estimatedTerms(_ x2: Double, bits: Int) -> Double {
    // log2 t_n = Σ log2(2x²/(2k + 1)); past its peak (k ≈ x²) it falls.
    let goal = -Double(bits + 8)
    let l2 = log2(max(2 * x2, 1e-300))
    var log = 0.0
    var n = 0.0
    while n < 4_000_000 {
      n += 1
      log += l2 - log2(2 * n + 1)
      if log < goal && 4 * x2 <= 2 * n + 3 { return n + 1 }
    }
    return n
  }

  /// `S` as bounds `[1 + T/Q, 1 + T/Q + 2t_N]` to about `bits` bits.
  static func splitSum(_ a: Rational, _ square: Rational, bits: Int, stop: CancellationToken?) throws(ArithmeticError) -> Number {
    let p2 = BigUInt(2) * a.numerator.magnitude * a.numerator.magnitude
    let q2 = a.denominator.magnitude * a.denominator.magnitude
    var n = Int(estimatedTerms(square.doubleValue, bits: bits))
    // At least the exact condition on the ratios.
    while BigUInt(4) * a.numerator.magnitude * a.numerator.magnitude > BigUInt(2 * n + 3) * q2 { n += n / 8 + 1 }
    let parts: (p: BigUInt, q: BigUInt, t: BigUInt)
    if n <= 1 {
      parts = (1, 1, 0)
    } else {
      parts = try split(1, n, p2: p2, q2: q2, stop: stop)
    }
    try stop.check()
    let total = parts.q + parts.t
    let b = bits + 8
    let (x1, d1) = BinarySplitting.truncated(total, parts.q, keeping: b + 64)
    // t_N = P·2p²/(Q·q²(2N + 1)); the tail is below 2 t_N < 2^(bw(P·2p²) − bw(Q·q²(2N+1)) + 2).
    let top = parts.p * p2
    let bottom = parts.q * q2 * BigUInt(2 * n + 1)
    let radius = Dyadic(significand: 1, exponent: top.bitWidth - bottom.bitWidth + 2, isNegative: false)
    let low = Dyadic(fraction: BigInt(x1), BigInt(d1 + 1), bits: b, .down)
    let high = Dyadic(fraction: BigInt(x1 + 1), BigInt(d1), bits: b, .up).adding(radius, bits: b, .up)
    return Number(lower: low, upper: high)
  }

  /// P, Q and T of the steps `[i, j)`.
  private static func split(
    _ i: Int, _ j: Int, p2: BigUInt, q2: BigUInt, stop: CancellationToken?
  ) throws(ArithmeticError) -> (p: BigUInt, q: BigUInt, t: BigUInt) {
    if j - i == 1 { return (p2, q2 * BigUInt(2 * i + 1), p2) }
    if j - i >= 64 { try stop.check() }
    let m = i + (j - i) / 2
    let l = try split(i, m, p2: p2, q2: q2, stop: stop)
    let r = try split(m, j, p2: p2, q2: q2, stop: stop)
    return (
      BigUInt.product(l.p, r.p), zeroStrippedProduct(l.q, r.q),
      zeroStrippedProduct(l.t, r.q) + BigUInt.product(l.p, r.t)
    )
  }

  /// `x·y`, their low zero bits (a dyadic argument's powers of two in `Q`) taken out before
  /// the product and put back after it.
  static func zeroStrippedProduct(_ x: BigUInt, _ y: BigUInt) -> BigUInt {
    if x.isZero || y.isZero { return 0 }
    let zx = x.trailingZeroBitCount
    let zy = y.trailingZeroBitCount
    if zx + zy < 256 { return BigUInt.product(x, y) }
    return BigUInt.product(x >> zx, y >> zy) << (zx + zy)
  }
}
