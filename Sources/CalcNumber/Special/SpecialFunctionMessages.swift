// MARK: - ζ, β and the polygamma functions: the number core's domain messages, each written once

extension ArithmeticError {
  /// `zeta(1)`.
  static let zetaPole = ArithmeticError.domain("zeta has a pole at 1")

  /// `beta(0, 2)`, `beta(-1, 0.5)`, `beta(-2, 3)`.
  static let betaPole = ArithmeticError.domain(
    "beta(a, b) has poles where a or b is 0 or a negative integer, except where the other is a whole number n ≥ 1 and a + b ≤ 0")

  /// `polygamma(-1, 2)`, `polygamma(0.5, 2)`.
  static let polygammaOrder = ArithmeticError.domain("polygamma(n, x) takes a whole number n ≥ 0")

  /// `polygamma(20000, 1)`.
  static let polygammaOrderLimitText = "polygamma(n, x) is computed for n up to \(Number.polygammaMaximumOrder)"

  /// `polygamma(2000, -0.5)`.
  static let polygammaReflectedLimitText =
    "polygamma(n, x) of a negative x is computed for n up to \(Number.polygammaMaximumReflectedOrder)"
}
