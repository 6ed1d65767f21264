import BigInt

// MARK: - The shift sums of ψ and ψ⁽ⁿ⁾ at a long rational (an approximation's end)

/// At an end of an approximation (`sqrt(2)` to 10,000 digits is a fraction of 33,000-bit
/// numbers over a power of two), the shift sums `Σ_{k<N} 1/(x + k)` of ψ and
/// `Σ_{k<N} (x + k)^−s` of ψ⁽ⁿ⁾ took, for each k, an exact rational sum, two divisions for
/// bounds rounded both ways and an addition of bounds. Here ψ's sum takes three products
/// a block of terms, ψ⁽ⁿ⁾'s one power and one division a term, every rounding counted.
extension HurwitzZeta {
  /// `Σ_{k<count} 1/(x + k)` for an exact `x > 0`, to about `bits` bits relative, as
  /// `P'(x)/P(x)` for the rising factorial `P(x) = Π_{k<count} (x + k)`, block by block (as
  /// Arb's `rising2_ui`): with `Q(x) = Π_{i<m} (x + a + i)`, a polynomial of degree `m` with
  /// exact integer coefficients, `A/B ← (A·Q + B·Q')/(B·Q)`, `Q` and `Q'` summed from the
  /// powers `x^j` (j ≤ m) made once: three full products a block of ``reciprocalBlock`` terms
  /// and products by short integers, instead of a division a term.
  ///
  /// Every value is positive and every operation is a sum or product of positives, rounded
  /// down to `b` bits (each rounding costs a factor above `1 − 2^(1−b)`), so `A` and `B` are
  /// within a factor `1 − D·2^(1−b)` below their values, `D` the most roundings on a path
  /// (at most `m + size + 6` a block: `x^j` after up to `m`, then the coefficient, the
  /// block's sum and the update), and their quotient `ρ` (rounded down once more) within
  /// `ρ·(2D + 4)·2^(1−b)` of the sum (`D·2^(1−b)` is below `2^−(bits + 8)`).
  static func reciprocalSum(_ x: Rational, count: Int, bits: Int, stop: CancellationToken?) throws(ArithmeticError) -> Number {
    if count <= 0 { return Number(0) }
    let m = min(reciprocalBlock, count)
    let b = bits + 2 * (Int.bitWidth - count.leadingZeroBitCount) + 16
    let exact = Dyadic(x, bits: b, .down)
    // x^1 … x^m, each rounded down: x^j after j roundings.
    var powers = [Dyadic.one, exact]
    for _ in 1..<m { powers.append(try powers[powers.count - 1].multiplied(by: exact, bits: b, .down)) }
    var numerator = Dyadic.zero
    var denominator = Dyadic.one
    var depth = 1
    var a = 0
    while a < count {
      try stop.check()
      let size = min(m, count - a)
      // Q's coefficients: Π (x + a + i), lowest first.
      var q: [BigUInt] = [1]
      for i in 0..<size {
        let c = BigUInt(a + i)
        var next = [BigUInt](repeating: 0, count: q.count + 1)
        for (j, coefficient) in q.enumerated() {
          next[j] += coefficient * c
          next[j + 1] += coefficient
        }
        q = next
      }
      var value = Dyadic.zero
      var derivative = Dyadic.zero
      for j in 0...size {
        let term = try powers[j].multiplied(by: Dyadic(significand: q[j], exponent: 0, isNegative: false), bits: b, .down)
        value = value.adding(term, bits: b, .down)
        if j >= 1 {
          let slope = try powers[j - 1].multiplied(
            by: Dyadic(significand: q[j] * BigUInt(j), exponent: 0, isNegative: false), bits: b, .down)
          derivative = derivative.adding(slope, bits: b, .down)
        }
      }
      numerator = try numerator.multiplied(by: value, bits: b, .down)
        .adding(try denominator.multiplied(by: derivative, bits: b, .down), bits: b, .down)
      denominator = try denominator.multiplied(by: value, bits: b, .down)
      // The powers' roundings, the coefficient's, the sum's and the update's two.
      depth += m + size + 6
      a += size
    }
    let ratio = try numerator.divided(by: denominator, bits: b, .down)
    let slack = Dyadic(significand: BigUInt(2 * depth + 4), exponent: ratio.magnitudeExponent + 1 - b, isNegative: false)
    return Number(lower: ratio.subtracting(slack, bits: b + 8, .down), upper: ratio.adding(slack, bits: b + 8, .up))
  }

  /// The terms of ``reciprocalSum(_:count:bits:stop:)`` a block: its integer coefficients
  /// stay a few words long (`(a + m)^m`), each costing a product by a short integer.
  static let reciprocalBlock = 12

  /// `r^(−s)` for an exact `r > 0` over a power of two (an approximation's end) and a whole
  /// `s >= 1`, to about `bits` bits relative: `p = num^s` rounded down to `bits` bits (each of
  /// its at most `2·bitWidth(s)` products rounded down, so `p >= num^s (1 − e)`, `e =
  /// 2·bitWidth(s)·2^(1−bits)`), `q = den^s / p` rounded up (`den^s` a power of two,
  /// exact), then `r^(−s) <= q` and `r^(−s) >= q (1 − 2^(1−bits)) (1 − e)`, which is
  /// above `q − q·(4·bitWidth(s) + 2)·2^−bits`. Nil when the denominator is not a power of
  /// two.
  static func inversePowerOverPowerOfTwo(_ r: Rational, _ s: Int, bits: Int) throws(ArithmeticError) -> Number? {
    let den = r.denominator.magnitude
    let twos = den.trailingZeroBitCount
    guard s >= 1, r.signum > 0, den.bitWidth == twos + 1 else { return nil }
    let (scale, overflow) = twos.multipliedReportingOverflow(by: s)
    guard !overflow else { return nil }
    let numerator = Dyadic(significand: r.numerator.magnitude, exponent: 0, isNegative: false)
    let power = try numerator.power(UInt(s), bits: bits, .down)
    let q = try Dyadic(significand: 1, exponent: scale, isNegative: false).divided(by: power, bits: bits, .up)
    let count = 4 * (Int.bitWidth - s.leadingZeroBitCount) + 2
    let slack = Dyadic(significand: BigUInt(count), exponent: q.magnitudeExponent - bits, isNegative: false)
    return Number(lower: q.subtracting(slack, bits: bits + 8, .down), upper: q)
  }
}
