import BigInt

// MARK: - erfinv

/// How erfinv is computed: a guess from the asymptotic form or `x·√π/2`, Newton's method on
/// certified values of erf (or, for |x| > 1/2, of erfc against the exact `1 − |x|`, so that
/// `erfinv(1 − 1e-30)` loses nothing) at doubling precision, and then a proof: bounds `y ± δ`
/// with `erf(y − δ) < |x| < erf(y + δ)` by certified bounds of erf, which, as erf
/// increases, hold erfinv(|x|) between them. A proof that fails is `indeterminate`.
extension Number {
  static let erfinvDomainText = "erfinv is defined for -1 < x < 1"

  /// erfinv(x), the inverse of erf, for −1 < x < 1.
  package func inverseErrorFunction(_ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    // Below 1/2 the Newton steps and the proof take erf of an argument below 1/2 by
    // rectangular splitting: to calc's largest precision; above it erfc term by term.
    if !ErrorFunction.isBelowHalf(self) { try Number.requireBitBurstPrecision(w, "erfinv", InverseErrorFunction.capText) }
    let one = Dyadic.one
    if let x = exactValue {
      if x.isZero { return Number(0) }
      if x.magnitude >= Rational.one { throw .domain(Number.erfinvDomainText) }
      // Near ±1 the kernel works with 1 − |x| exactly (only comparing and subtracting it),
      // so a long x such as 1 − 1e-400000 stays exact; its approximation would reach 1.
      let half = Rational(numerator: 1, denominator: 2)
      if x.magnitude <= half, Number.isWiderThanNeeded(x, w) {
        return try w.approximation(of: x).inverseErrorFunction(w)
      }
    } else {
      if lower >= one || upper <= one.negated { throw .domain(Number.erfinvDomainText) }
      if upper >= one || lower <= one.negated { throw .indeterminate }
    }
    return try increasing(w) { x, bits throws(ArithmeticError) in try InverseErrorFunction.erfinv(x, bits: bits, w) }
  }
}

enum InverseErrorFunction {
  /// Where erfinv's cap applies.
  static let capText = " for |x| ≥ 1/2"

  static func erfinv(_ x: Rational, bits: Int, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    if x.isZero { return Number(0) }
    let a = x.magnitude
    if a >= Rational.one { throw .domain(Number.erfinvDomainText) }
    let q = try Rational.one.subtracting(a)
    let complement = q < Rational(numerator: 1, denominator: 2)
    // The guess: erfc(y) ≈ e^(−y²)/(y√π) for |x| near 1, erf(y) ≈ 2y/√π near 0.
    var y: Rational
    if complement {
      let l = -q.log2Estimate * 0.693_147_180_559_945_3
      var guess = l.squareRoot()
      for _ in 0..<8 { guess = max(0.3, l - log2(guess * 1.772_453_850_905_516) * 0.693_147_180_559_945_3).squareRoot() }
      y = Dyadic(significand: BigUInt(UInt64(guess * 0x1p52)), exponent: -52, isNegative: false).rational ?? .zero
    } else {
      // |x|·√π/2 as an exact product: a tiny x (1e-100) keeps its size, where a Double scaled
      // by 2^52 became 0 and Newton's steps from 2^-40 cancelled every bit of the answer.
      let factor = Dyadic(significand: BigUInt(UInt64(0.886_226_925_452_758 * 0x1p52)), exponent: -52, isNegative: false)
      y = try a.multiplied(by: factor.rational ?? .one)
    }
    if y.isZero { y = Rational(numerator: 1, denominator: 1 << 40) }
    // Newton's method: first to about 50 bits, then doubling the bits each step, to half
    // the bits for a long result (an interval Newton step at the full bits then doubles
    // them and proves the bounds: ErfInverseNewton.swift), else to the full bits.
    let goal = bits >= 512 ? bits / 2 + 64 : bits + 40
    var precision = 64
    var steps = 0
    while true {
      try w.cancellation.check()
      let (next, change) = try newton(y, a, q, complement, bits: precision, w)
      y = next
      steps += 1
      if precision == 64 {
        if change < 50 && steps < 40 { continue }
        if change < 50 { break }
      }
      if precision >= goal { break }
      precision = min(2 * precision, goal)
    }
    if goal < bits + 40 {
      if let proved = try intervalNewton(y, a, q, complement, bits: bits, w) {
        return x.signum < 0 ? proved.negated : proved
      }
      // Not proved (not expected): on to the full bits and the proof by brackets.
      while precision < bits + 40 {
        try w.cancellation.check()
        precision = min(2 * precision, bits + 40)
        y = try newton(y, a, q, complement, bits: precision, w).0
      }
    }
    // The proof.
    var shift = bits + 8
    for _ in 0..<3 {
      let delta = try y.multiplied(by: Rational(numerator: 1, denominator: BigInt(1) << shift))
      let low = try y.subtracting(delta)
      let high = try y.adding(delta)
      if try brackets(low, high, a, q, complement, bits: shift + 16, w) {
        let bounds = Number(lower: Dyadic(low, bits: bits + 16, .down), upper: Dyadic(high, bits: bits + 16, .up))
        return x.signum < 0 ? bounds.negated : bounds
      }
      shift -= 24
    }
    throw .indeterminate
  }

  /// One Newton step at `bits` and how many bits of y it changed by (the new y's leading
  /// bits that the step left alone).
  static func newton(
    _ y: Rational, _ a: Rational, _ q: Rational, _ complement: Bool, bits: Int, _ w: WorkingPrecision
  ) throws(ArithmeticError) -> (Rational, Int) {
    let wk = w.withBits(bits + 16)
    // The slope (√π/2)e^(y²) to about half the bits and more: it multiplies a residual of
    // about 2^(−bits/2), and the step only guesses (the proof comes after). y² rounded to
    // those bits: e^ of an approximation takes the general route, where the exact square of
    // a long y took the exact series.
    let slopeBits = bits / 2 + 64
    let ws = w.withBits(slopeBits)
    let square = try Number(y).multiplied(by: Number(y), ws)
    let slope = try Number.pi(ws).squareRoot(ws).multiplied(by: square.exponential(ws), ws)
      .multiplied(by: Number(Rational(numerator: 1, denominator: 2)), ws)
    let residual: Number
    if complement {
      // y + (erfc(y) − q)·(√π/2)·e^(y²)
      residual = try ErrorFunction.erfc(y, bits: bits + 16, w).subtracting(Number(q), wk).negated
    } else {
      residual = try ErrorFunction.erf(y, bits: bits + 16, w).subtracting(Number(a), wk)
    }
    let step = try residual.multiplied(by: slope, wk)
    let next = try Number(y).subtracting(step, wk)
    let middle = try Dyadic.exactSum(next.lower, next.upper).scaled(byPowerOfTwo: -1).rounded(toBits: bits, .down)
    guard let value = middle.rational, value.signum > 0 else { throw .indeterminate }
    let stepSize = step.magnitude.upper
    let change = stepSize.isZero ? Int.max : Int(y.log2Estimate.rounded(.down)) - stepSize.magnitudeExponent
    return (value, change)
  }

  /// Whether erf(low) < a < erf(high) (for `complement`: erfc(low) > q > erfc(high)).
  private static func brackets(
    _ low: Rational, _ high: Rational, _ a: Rational, _ q: Rational, _ complement: Bool, bits: Int, _ w: WorkingPrecision
  ) throws(ArithmeticError) -> Bool {
    if complement {
      guard let below = try ErrorFunction.erfc(low, bits: bits, w).lower.rational,
        let above = try ErrorFunction.erfc(high, bits: bits, w).upper.rational
      else { return false }
      return below > q && above < q
    }
    guard let below = try ErrorFunction.erf(low, bits: bits, w).upper.rational,
      let above = try ErrorFunction.erf(high, bits: bits, w).lower.rational
    else { return false }
    return below < a && above > a
  }
}
