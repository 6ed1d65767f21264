import BigInt

// MARK: - Quotients of Γ beyond the exponent range, by logarithms

extension Number {
  /// `Γ(a₁)…Γ(aₘ) / (Γ(b₁)…Γ(bₙ))` as `±exp(Σ ln|Γ(aᵢ)| − Σ ln|Γ(bⱼ)|)`: for the binomial
  /// coefficient, the rising and falling factorials and β when one of the Γ is beyond the
  /// exponent range though the quotient is not (`binom(10^50, 1/3)` is about 5.2·10^16,
  /// `Γ(10^50 + 1)` about 10^(4.96·10^51)). No argument may be a pole.
  ///
  /// ln Γ(x) is about x ln x: its bits before the point are lost to the cancellation, so the
  /// logarithms are taken with that many more digits. The sign is the product of the signs
  /// of the Γ (``gammaSign``); bounds that straddle a pole leave it undecided.
  static func gammaQuotientByLogarithms(
    _ numerators: [Number], _ denominators: [Number], _ name: String, _ w: WorkingPrecision
  ) throws(ArithmeticError) -> Number {
    var size = 1
    var negative = false
    for x in numerators + denominators {
      size = max(size, x.lower.magnitudeExponentOrZero, x.upper.magnitudeExponentOrZero)
      if try gammaSign(x) < 0 { negative.toggle() }
    }
    // |x ln x| < 2^(size + log₂ size + 1) for |x| < 2^size.
    let integerBits = size + (Int.bitWidth - size.leadingZeroBitCount) + 8
    let wide = w.with(digits: w.digits + integerBits * 302 / 1000 + 8)
    var logarithm = Number(0)
    for x in numerators { logarithm = try logarithm.adding(x.logGamma(wide, name: name), wide) }
    for x in denominators { logarithm = try logarithm.subtracting(x.logGamma(wide, name: name), wide) }
    let magnitude = try logarithm.exponential(w)
    return negative ? magnitude.negated : magnitude
  }

  /// The sign of Γ(x) for an `x` that is not a pole: 1 for x > 0; for x < 0, −1 when
  /// `floor(x)` is odd (Γ is negative on (−1, 0), positive on (−2, −1), …). Bounds that hold
  /// 0 or a negative integer are indeterminate.
  private static func gammaSign(_ x: Number) throws(ArithmeticError) -> Int {
    if x.lower.signum > 0 { return 1 }
    guard x.upper.signum < 0, let low = x.lower.rational, let high = x.upper.rational else { throw .indeterminate }
    let floor = low.roundedToInteger(.down)
    // Bounds in (floor, floor + 1): a lower bound at an integer may be the pole itself.
    guard low != floor, high.roundedToInteger(.down) == floor else { throw .indeterminate }
    let odd = (floor.numerator.magnitude.words.first ?? 0) & 1 == 1
    return odd ? -1 : 1
  }

  /// `compute()`, or when it finds a Γ beyond the exponent range (`tooLarge`, `tooSmall`) or
  /// past the budget (`beyondBudget`: (n − 1)! of a whole n past the factorial terms), the
  /// same quotient by logarithms (which say so in turn if they cannot either).
  static func gammaQuotient(
    _ numerators: [Number], _ denominators: [Number], _ name: String, _ w: WorkingPrecision,
    _ compute: () throws(ArithmeticError) -> Number
  ) throws(ArithmeticError) -> Number {
    do {
      return try compute()
    } catch {
      switch error {
      case .tooLarge, .tooSmall, .beyondBudget: return try gammaQuotientByLogarithms(numerators, denominators, name, w)
      default: throw error
      }
    }
  }
}
