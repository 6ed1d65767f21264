import BigInt

/// ψ at a positive rational with a small denominator by Gauss's digamma theorem (DLMF
/// 5.4.19), without the Euler–Maclaurin formula (so at any precision to 100,000 digits):
///
///     ψ(r/m) = −γ − ln(2m) − (π/2) cot(πr/m) + 2 Σ_{k=1}^{⌊(m−1)/2⌋} cos(2πkr/m) ln sin(πk/m)
///
/// for `0 < r < m`, and `ψ(j + r/m) = ψ(r/m) + Σ_{i<j} 1/(i + r/m)` (DLMF 5.5.2), the finite
/// sum one exact fraction. γ is the one kernel (``Number/eulerConstant(_:)``); the cosines,
/// sines and logarithms are calc's certified elementary functions of exact multiples of π.
/// The Euler–Maclaurin formula needs a table of Bernoulli numbers growing as the cube of the
/// precision (`digamma(1/3)` at 3,000 digits took 1.2 s); this takes a few elementary
/// functions.
extension Number {
  /// The largest denominator m of the theorem's route (it takes about m/2 cosines and
  /// logarithms).
  static let digammaLargestDenominator = 64

  /// ψ(x) for `x = j + r/m > 0`, `3 <= m <= ` ``digammaLargestDenominator``,
  /// `j <= ` ``digammaLargest``, or nil.
  static func digammaAtRational(_ x: Rational, _ w: WorkingPrecision) throws(ArithmeticError) -> Number? {
    guard x.signum > 0, let m = Int(exactly: x.denominator), m >= 3, m <= digammaLargestDenominator,
      let n = Int(exactly: x.numerator)
    else { return nil }
    let j = n / m
    let r = n % m
    guard j <= digammaLargest, r > 0 else { return nil }
    // Guard digits for the roundings of about m terms and the cancellation near ψ's zero
    // (the refinement loop raises the digits when the bounds do not decide).
    let wk = w.with(digits: w.digits + 12)
    let pi = try Number.pi(wk)
    let gamma = try Number.eulerConstant(wk)
    // −γ − ln(2m) − (π/2) cot(πr/m).
    var value = try gamma.negated.subtracting(Number(2 * m).logarithm(wk), wk)
    let tangent = try Number(Rational(numerator: BigInt(r), denominator: BigInt(m))).multiplied(by: pi, wk)
      .trigonometric(.tan, unit: .radians, wk)
    value = try value.subtracting(pi.divided(by: tangent.multiplied(by: Number(2), wk), wk), wk)
    if m >= 3 {
      for k in 1...((m - 1) / 2) {
        try wk.cancellation.check()
        let cosineAngle = Rational(numerator: BigInt(2 * k * r % (2 * m)), denominator: BigInt(m))
        let cosine = try Number(cosineAngle).multiplied(by: pi, wk).trigonometric(.cos, unit: .radians, wk)
        let sine = try Number(Rational(numerator: BigInt(k), denominator: BigInt(m))).multiplied(by: pi, wk)
          .trigonometric(.sin, unit: .radians, wk)
        let term = try cosine.multiplied(by: sine.logarithm(wk), wk).multiplied(by: Number(2), wk)
        value = try value.adding(term, wk)
      }
    }
    if j > 0 {
      // Σ_{i<j} 1/(i + r/m) = Σ m/(r + m·i), exactly.
      let (p, q) = try shiftSum(0, j, r: r, m: m, stop: wk.cancellation)
      value = try value.adding(Number(Rational(numerator: BigInt(p * BigUInt(m)), denominator: BigInt(q))), wk)
    }
    return w.bounds(value.lower, value.upper)
  }

  /// `Σ_{i=a}^{b−1} 1/(r + m·i)` as `p/q`, by halves (`r + m·i` must fit a word).
  static func shiftSum(
    _ a: Int, _ b: Int, r: Int, m: Int, stop: CancellationToken?
  ) throws(ArithmeticError) -> (BigUInt, BigUInt) {
    if b - a == 1 { return (1, BigUInt(r + m * a)) }
    if b - a >= 64 { try stop.check() }
    let h = a + (b - a) / 2
    let l = try shiftSum(a, h, r: r, m: m, stop: stop)
    let u = try shiftSum(h, b, r: r, m: m, stop: stop)
    return (BigUInt.product(l.0, u.1) + BigUInt.product(u.0, l.1), BigUInt.product(l.1, u.1))
  }
}
