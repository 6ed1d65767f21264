/// Why an operation on exact values could not produce a value.
///
/// The number core knows nothing of source text; the evaluator turns these into
/// `CalcError` values that point at the expression responsible.
package enum ArithmeticError: Error, Sendable, Equatable {
  /// The result is beyond the exponent range (``Limits/maximumBinaryExponent``); from an
  /// operation on exact rationals, that its exact form would exceed ``Limits/maximumBits``
  /// (the number layer then computes an approximation instead).
  case tooLarge
  /// The result is nonzero but closer to zero than the exponent range reaches; from an
  /// operation on exact rationals, that its exact form would need a denominator beyond
  /// ``Limits/maximumBits``.
  case tooSmall
  /// A division, or a negative power, of zero.
  case divisionByZero
  /// The operation is not defined for these operands; the text says why.
  case domain(String)
  /// An approximation is too close to a point where the operation changes (dividing by a
  /// value that may be zero, the floor of a value that may be an integer) to decide.
  case indeterminate
  /// The evaluation was stopped through its ``CancellationToken``.
  case cancelled
  /// The work would exceed the work budget; the text says which work.
  case beyondBudget(String)
  /// An argument too large in magnitude (beyond 2^4,194,304) for a function that has no
  /// path for such magnitudes.
  case argumentTooLarge
  /// A nonzero argument too close to zero (below 2^-4,194,304) for a function that has no
  /// path for such magnitudes.
  case argumentTooSmall
}

// MARK: - The number core's domain messages, each written once

extension ArithmeticError {
  /// `asin(2)`, `acos(-3)`: `function` is the name calc knows it by.
  static func outsideMinusOneToOne(_ function: String) -> ArithmeticError {
    .domain("\(function) is defined from -1 to 1")
  }

  /// The text of the logarithm of zero or a negative number, `ln(-1)` or `log(0)`.
  static let logarithmOfNonPositiveText = "the logarithm is defined for positive numbers only"

  /// The text of an even root of a negative number, `sqrt(-4)` or `root(-8, 4)`.
  static let evenRootOfNegativeText = "a negative number has no real root of even degree"
}

// MARK: - Γ and the functions made of it

extension ArithmeticError {
  /// `gamma(0)`, `lgamma(-3)`: `function` is the name calc knows it by.
  static func gammaPole(_ function: String) -> ArithmeticError {
    .domain("\(function) has poles at 0 and the negative integers")
  }

  /// `(-2)!`, `factorial(-1)`: `function` is `x!` or `factorial`.
  static func factorialPole(_ function: String) -> ArithmeticError {
    .domain("\(function) has poles at the negative integers")
  }

  /// `rising_factorial(3, -5)`, `binom(-2, 0.5)`: a pole of Γ above the fraction bar and none
  /// below it.
  static func infiniteGammaRatio(_ function: String) -> ArithmeticError {
    .domain("\(function) is infinite at these arguments (a pole of gamma)")
  }
}
