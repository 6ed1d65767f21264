/// Why an operation on exact values could not produce a value.
///
/// The number core knows nothing of source text; the evaluator turns these into
/// ``CalcError`` values that point at the expression responsible.
enum ArithmeticError: Error, Sendable, Equatable {
  /// The exact result would exceed ``Limits/maximumBits``.
  case tooLarge
  /// The exact result, or the bounds of an approximation, would need a denominator beyond
  /// ``Limits/maximumBits``: the value is nonzero but too close to zero to hold.
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
}
