import BigInt

// MARK: - The rising factorial of a long positive argument by rectangular splitting

/// `x(x + 1)…(x + n − 1)` for a long `x > 0` (an approximation's end, or a rational with a long
/// denominator), as Arb's `arb_hypgeom_rising_ui_rs`: the factors are taken in blocks of `m`,
/// each block `(x + k)(x + k + 1)…(x + k + m − 1)` a polynomial in `x` with small whole
/// coefficients (made exactly, by words), evaluated on the powers `x, x², …, x^m` computed
/// once: a block costs `m` products of a full-width power by a short integer and one full
/// product, where the chain of factors costs `m` full products.
///
/// Every value is positive and every step monotone (`x > 0`, `k ≥ 0`: the coefficients are
/// not negative), so lower bounds rounded down and upper bounds rounded up at each step
/// enclose the product, whatever the precision: `bits` decides only the width (about
/// `(3n/m + 2m) · 2^-bits` relative).
enum RisingFactorialSplitting {
  /// The block length for `n` factors at `bits` (Arb's choice: 8 + 0.2 (bits − 4096)^0.4, at
  /// most √n and 60).
  static func blockLength(_ n: Int, bits: Int) -> Int {
    if n <= 16 { return min(n, 4) }
    let grown = 8 + Int(0.2 * pow(Double(max(0, bits - 4096)), 0.4))
    return max(2, min(grown, Int(Double(n).squareRoot()), 60))
  }

  /// Bounds of `x(x + 1)…(x + n − 1)` for `x > 0`, `n ≥ 1`.
  static func bounds(
    _ x: Rational, _ n: Int, bits: Int, stop: CancellationToken?
  ) throws(ArithmeticError) -> (lower: Dyadic, upper: Dyadic) {
    precondition(x.signum > 0 && n >= 1)
    let m = blockLength(n, bits: bits)
    let (xLow, xHigh) = Dyadic.bounds(x, bits: bits)
    // The powers x^0 … x^m, each end rounded its way.
    var low: [Dyadic] = [Dyadic.one, xLow]
    var high: [Dyadic] = [Dyadic.one, xHigh]
    if m >= 2 {
      for i in 2...m {
        low.append(try low[i - 1].multiplied(by: xLow, bits: bits, .down))
        high.append(try high[i - 1].multiplied(by: xHigh, bits: bits, .up))
      }
    }
    var productLow = Dyadic.one
    var productHigh = Dyadic.one
    var k = 0
    while k < n {
      try stop.check()
      let l = min(m, n - k)
      let c = coefficients(k, l)
      let blockLow = dot(c, low, bits: bits, .down)
      let blockHigh = dot(c, high, bits: bits, .up)
      productLow = try productLow.multiplied(by: blockLow, bits: bits, .down)
      productHigh = try productHigh.multiplied(by: blockHigh, bits: bits, .up)
      k += l
    }
    return (productLow, productHigh)
  }

  /// The coefficients `c_0 … c_l` of `(X + k)(X + k + 1)…(X + k + l − 1)`.
  static func coefficients(_ k: Int, _ l: Int) -> [BigUInt] {
    var c: [BigUInt] = [BigUInt(k), 1]
    if l >= 2 {
      for i in 1..<l {
        // Multiply by (X + d): c_t ← c_t · d + c_(t−1).
        let d = BigUInt.Word(k + i)
        c.append(c[c.count - 1])
        if c.count >= 3 {
          for t in stride(from: c.count - 2, through: 1, by: -1) {
            var next = c[t]
            next.multiply(byWord: d)
            next += c[t - 1]
            c[t] = next
          }
        }
        c[0].multiply(byWord: d)
      }
    }
    return c
  }

  /// `Σ c_t · p_t` for positive `p_t` (and `c_t ≥ 0`), exact and then rounded to `bits`.
  private static func dot(_ c: [BigUInt], _ p: [Dyadic], bits: Int, _ direction: RoundingDirection) -> Dyadic {
    var smallest = Int.max
    for t in 0..<c.count where !c[t].isZero && !p[t].isZero { smallest = min(smallest, p[t].exponent) }
    if smallest == Int.max { return .zero }
    var total = BigUInt(0)
    for t in 0..<c.count where !c[t].isZero && !p[t].isZero {
      let term = BigUInt.product(p[t].significand, c[t])
      total += term << (p[t].exponent - smallest)
    }
    return Dyadic(significand: total, exponent: smallest, isNegative: false).rounded(toBits: bits, direction)
  }
}
