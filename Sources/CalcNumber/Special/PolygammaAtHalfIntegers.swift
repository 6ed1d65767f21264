import BigInt

/// ψ^(n) at the positive integers and half-integers from the constants, without the
/// Euler–Maclaurin formula (so at any precision to 100,000 digits):
///
/// * `ψ(m) = −γ + Σ_{k=1}^{m−1} 1/k` and
///   `ψ(m + 1/2) = −γ − 2 ln 2 + Σ_{k=1}^{m} 2/(2k − 1)` (DLMF 5.4.14, 5.4.15), γ from the one
///   kernel (``Number/eulerConstant(_:)``), for m up to ``digammaLargest``;
/// * for n ≥ 1, `ψ^(n)(m) = (−1)^(n+1) n! (ζ(n+1) − Σ_{k=1}^{m−1} k^(−n−1))` and
///   `ψ^(n)(m + 1/2) = (−1)^(n+1) n! ((2^(n+1) − 1) ζ(n+1) − Σ_{k=1}^{m} (k − 1/2)^(−n−1))`
///   (DLMF 25.11.12 with ζ(s, 1/2) = (2^s − 1) ζ(s)), ζ by ``BorweinZeta``, for m up to
///   ``polygammaLargest`` (the difference cancels about n·log2 m bits, computed wider).
///
/// The finite sums are exact fractions, summed by halves.
extension Number {
  /// The largest m of ψ(m) and ψ(m + 1/2) by the finite sum.
  static let digammaLargest = 10_000
  /// The largest m of ψ^(n)(m) and ψ^(n)(m + 1/2), n ≥ 1, by the finite sum.
  static let polygammaLargest = 64

  /// ψ^(n)(x) for x > 0 a whole number or a half-integer within the bounds above, or nil.
  static func polygammaAtHalfInteger(_ n: Int, _ x: Rational, _ w: WorkingPrecision) throws(ArithmeticError) -> Number? {
    let half = x.denominator == 2
    guard x.isInteger || half else { return nil }
    // x = m or x = m + 1/2.
    guard let m = Int(exactly: half ? (x.numerator - 1) / 2 : x.numerator) else { return nil }
    if n == 0 {
      guard m <= digammaLargest else { return nil }
      let wk = w.with(digits: w.digits + 10)
      let gamma = try Number.eulerConstant(wk)
      if half {
        let sum = try oddReciprocalSum(1, m + 1, power: 1, scale: 2, wk)
        let ln2 = try Number(2).logarithm(wk)
        let value = try sum.subtracting(gamma, wk)
          .subtracting(ln2.multiplied(by: Number(2), wk), wk)
        return w.bounds(value.lower, value.upper)
      }
      let sum = try reciprocalSum(1, m, power: 1, wk)
      let value = try sum.subtracting(gamma, wk)
      return w.bounds(value.lower, value.upper)
    }
    guard m <= polygammaLargest else { return nil }
    let s = n + 1
    // ζ(s) − (the sum) is about m^(−n)/n (or (m + 1/2)^(−n)): that many bits more.
    let lost = Int((Double(n) * log2(Double(m + 1))).rounded(.up)) + 16
    let bits = w.bits + lost
    guard BorweinZeta.fits(s: s, bits: bits) else { return nil }
    let zeta = try BorweinZeta.value(s: s, bits: bits, stop: w.cancellation)
    let wk = w.with(bits: bits + 16)
    let scaled: Number
    let sum: Number
    if half {
      let factor = (BigInt(1) << s) - 1
      scaled = try zeta.multiplied(by: Number(Rational(factor)), wk)
      // Σ (k − 1/2)^(−s) = 2^s Σ (2k − 1)^(−s).
      sum = try oddReciprocalSum(1, m + 1, power: s, scale: BigUInt(1) << s, wk)
    } else {
      scaled = zeta
      sum = try reciprocalSum(1, m, power: s, wk)
    }
    let factorial = try Number.product(of: Rational(n), step: 1, wk)
    let value = try scaled.subtracting(sum, wk).multiplied(by: factorial, wk)
    let signed = n % 2 == 0 ? value.negated : value
    return w.bounds(signed.lower, signed.upper)
  }

  /// `Σ_{k=a}^{b−1} k^(−power)`, summed exactly, rounded outward at `wk`.
  private static func reciprocalSum(_ a: Int, _ b: Int, power: Int, _ wk: WorkingPrecision) throws(ArithmeticError) -> Number {
    let (p, q) = try fractionSum(a, b, power: power, odd: false, stop: wk.cancellation)
    return p.isZero ? Number(0) : wk.bounds(fraction: BigInt(p), BigInt(q))
  }

  /// `scale · Σ_{k=a}^{b−1} (2k − 1)^(−power)`, summed exactly, rounded outward at `wk`.
  private static func oddReciprocalSum(
    _ a: Int, _ b: Int, power: Int, scale: BigUInt, _ wk: WorkingPrecision
  ) throws(ArithmeticError) -> Number {
    let (p, q) = try fractionSum(a, b, power: power, odd: true, stop: wk.cancellation)
    return p.isZero ? Number(0) : wk.bounds(fraction: BigInt(p * scale), BigInt(q))
  }

  /// The sum of `1/j^power` (j = k, or 2k − 1 when `odd`) for k in `[a, b)` as `p/q`, by halves.
  private static func fractionSum(
    _ a: Int, _ b: Int, power: Int, odd: Bool, stop: CancellationToken?
  ) throws(ArithmeticError) -> (BigUInt, BigUInt) {
    if b <= a { return (0, 1) }
    if b - a == 1 { return (1, BigUInt(odd ? 2 * a - 1 : a).power(power)) }
    if b - a >= 64 { try stop.check() }
    let m = a + (b - a) / 2
    let l = try fractionSum(a, m, power: power, odd: odd, stop: stop)
    let r = try fractionSum(m, b, power: power, odd: odd, stop: stop)
    return (BigUInt.product(l.0, r.1) + BigUInt.product(r.0, l.1), BigUInt.product(l.1, r.1))
  }
}
