import BigInt

// MARK: - Γ and ln Γ of an approximation from one end

extension Number {
  /// An upper bound of `ψ(u) · (u − l)` for `3/2 <= l <= u`: `0 <= ψ(ξ) < ln ξ <= ln u` on
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
    guard let rise = logGammaSlopeTimesWidth(l, u) else { return nil }
    return atLower.adding(rise, bits: atLower.width + 64, .up)
  }

  /// The rise bound of Γ past its minimum: `Γ(u) <= Γ(l) · e^t <= Γ(l) · (1 + 2t)` with
  /// `t = (u − l) · ln u <= 1` (`e^t <= 1 + t + t²` there); nil for a wider argument.
  static func gammaRise(_ atLower: Dyadic, _ l: Dyadic, _ u: Dyadic) -> Dyadic? {
    guard atLower.signum > 0, let t = logGammaSlopeTimesWidth(l, u), t <= Dyadic.one else { return nil }
    let twice = t.adding(t, bits: 64, .up)
    let factor = Dyadic.one.adding(twice, bits: max(64, 64 - twice.magnitudeExponent), .up)
    return try? atLower.multiplied(by: factor, bits: atLower.width + 64, .up)
  }
}

// MARK: - The price of Stirling's route

extension WorkBudget {
  /// The most digits Γ, ln|Γ| and the factorial of an inexact argument (or a rational with a
  /// long denominator) are computed to, by Stirling's series: its table of Bernoulli numbers
  /// and its shift product cost about the cube of the digits, so `digits³ <= units × 12,500`:
  /// 5,000 digits at the default budget (`gamma(pi)` there takes a few seconds, release
  /// build; 10,000 digits would take half a minute), 1,077 at the smallest.
  package var stirlingGammaDigits: Int {
    let limit = units * 12_500
    var d = Int(pow(Double(limit), 1.0 / 3.0))
    while (d + 1) * (d + 1) * (d + 1) <= limit { d += 1 }
    while d > 1 && d * d * d > limit { d -= 1 }
    return d
  }
}
