import BigInt

// MARK: - Γ and ln Γ of an approximation from one end

extension Number {
  /// An upper bound of `ψ(u) · (u − l)` for `1497/1024 <= l <= u`: `0 <= ψ(ξ) < ln ξ <= ln u` on
  /// `[l, u]` (ψ increases, is positive past Γ's minimum at 1.4616…, and `ψ(y) < ln y − 1/(2y)`
  /// for `y > 0`, DLMF 5.9.13's consequence as in Alzer, "On some inequalities for the gamma
  /// and psi functions", 1997), and `ln u < 0.75 · m` for `u < 2^m`.
  private static func logGammaSlopeTimesWidth(_ l: Dyadic, _ u: Dyadic) -> Dyadic? {
    let width = u.subtracting(l, bits: 64, .up)
    let m = max(u.magnitudeExponent, 1)
    let logBound = Dyadic(significand: BigUInt(3 * m), exponent: -2, isNegative: false)
    return try? width.multiplied(by: logBound, bits: 64, .up)
  }

  /// The rise bound of ln Γ past its minimum: `ln Γ(u) <= ln Γ(l) + (u − l) · ln u`.
  static func logGammaRise(_ atLower: Dyadic, _ l: Dyadic, _ u: Dyadic) -> Dyadic? {
    plus(atLower, logGammaSlopeTimesWidth(l, u))
  }

  /// The rise bound of Γ past its minimum: `Γ(u) <= Γ(l) · e^t <= Γ(l) · (1 + 2t)` with
  /// `t = (u − l) · ln u <= 1` (`e^t <= 1 + t + t²` there); nil for a wider argument.
  static func gammaRise(_ atLower: Dyadic, _ l: Dyadic, _ u: Dyadic) -> Dyadic? {
    timesExponential(atLower, logGammaSlopeTimesWidth(l, u))
  }

  /// An upper bound of `value + t`; nil when `t` is.
  private static func plus(_ value: Dyadic, _ t: Dyadic?) -> Dyadic? {
    guard let t else { return nil }
    return value.adding(t, bits: value.width + 64, .up)
  }

  /// An upper bound of `value · e^t`, `value · (1 + 2t)`, for a positive `value` and
  /// `0 <= t <= 1` (`e^t <= 1 + t + t²` there); nil for a larger `t` (or none).
  private static func timesExponential(_ value: Dyadic, _ t: Dyadic?) -> Dyadic? {
    guard value.signum > 0, let t, t <= Dyadic.one else { return nil }
    if t.isZero { return value }
    let twice = t.adding(t, bits: 64, .up)
    let factor = Dyadic.one.adding(twice, bits: max(64, 64 - twice.magnitudeExponent), .up)
    return try? value.multiplied(by: factor, bits: value.width + 64, .up)
  }
}

// MARK: - Γ and ln Γ of an approximation below the minimum, from the upper end

extension Number {
  /// 1496/1024 = 1.4609…, below Γ's minimum at 1.4616…: on `(0, 1496/1024]` Γ and ln Γ
  /// decrease.
  static let beforeMinimum = Dyadic(significand: 1496, exponent: -10, isNegative: false)

  /// 1497/1024 = 1.4619…, past Γ's minimum at 1.4616…: from there Γ and ln Γ increase (ψ > 0).
  static let afterMinimum = Dyadic(significand: 1497, exponent: -10, isNegative: false)

  /// An upper bound of `|ψ| · (u − l)` on `[l, u]` for `0 < l <= u <= 1496/1024`:
  /// `ψ(x) = ψ(x + 1) − 1/x` (DLMF 5.5.2) and `ψ(x + 1) >= ψ(1) = −γ` (ψ increases on
  /// `(0, ∞)`), so `0 < −ψ(x) <= 1/x + γ <= 1/l + 37/64` (γ = 0.5772… < 37/64).
  private static func logGammaFallTimesWidth(_ l: Dyadic, _ u: Dyadic) -> Dyadic? {
    guard l.signum > 0 else { return nil }
    let width = u.subtracting(l, bits: 64, .up)
    guard let inverse = try? Dyadic.one.divided(by: l.rounded(toBits: 64, .down), bits: 64, .up) else { return nil }
    let slope = inverse.adding(Dyadic(significand: 37, exponent: -6, isNegative: false), bits: 64, .up)
    return try? width.multiplied(by: slope, bits: 64, .up)
  }

  /// The fall bound of ln Γ below its minimum: `ln Γ(l) <= ln Γ(u) + (u − l) · (1/l + γ)`.
  static func logGammaFall(_ atUpper: Dyadic, _ l: Dyadic, _ u: Dyadic) -> Dyadic? {
    plus(atUpper, logGammaFallTimesWidth(l, u))
  }

  /// The fall bound of Γ below its minimum: `Γ(l) <= Γ(u) · e^t <= Γ(u) · (1 + 2t)` with
  /// `t = (u − l) · (1/l + γ) <= 1` (`e^t <= 1 + t + t²` there); nil for a wider argument.
  static func gammaFall(_ atUpper: Dyadic, _ l: Dyadic, _ u: Dyadic) -> Dyadic? {
    timesExponential(atUpper, logGammaFallTimesWidth(l, u))
  }

  /// A function decreasing on this approximation (`0 < lower <= upper`) from one kernel
  /// call, as ``increasingFromLowerEnd(_:minimumBits:_:rise:)`` the other way: `f` at the
  /// upper end, and the lower end's value bounded by `fall(atUpper, lower, upper)`. Nil for
  /// an exact value, an upper end too wide for a rational, or when `fall` gives nil.
  func decreasingFromUpperEnd(
    _ w: WorkingPrecision, _ f: (Rational, Int) throws(ArithmeticError) -> Number,
    fall: (Dyadic, Dyadic, Dyadic) -> Dyadic?
  ) throws(ArithmeticError) -> Number? {
    guard case .approximate(let lower, let upper) = storage, let high = upper.rational else { return nil }
    let atUpper = try f(high, w.kernelBits(for: self))
    guard let top = fall(atUpper.upper, lower, upper) else { return nil }
    return w.bounds(atUpper.lower, top)
  }
}

// MARK: - The price of Stirling's route

extension WorkBudget {
  /// The most digits Γ, ln|Γ| and the factorial of an inexact argument (or a rational with a
  /// long denominator) are computed to, by Stirling's series (``Number/longGamma(_:_:logarithm:)``):
  /// its terms, each a product at its own precision, and the exact Bernoulli numbers from ζ
  /// cost a little less than the cube of the digits, so `digits³ <= units × 10^8`: 100,000
  /// digits (calc's most) at the default budget, 21,544 at the smallest. `gamma(sqrt(2))`
  /// takes 0.32 s at 5,000 digits, 1.3 s at 10,000, 6.5 s at 20,000 and 68 s at 50,000
  /// (release build; Arb 0.04, 0.15, 0.71 and 6.0 s).
  package var stirlingGammaDigits: Int { WorkBudget.root(units * 100_000_000, 3) }
}
