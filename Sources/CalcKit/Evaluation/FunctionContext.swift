/// What a function an app registers with `define(function:arity:help:_:)`
/// is told besides its arguments.
///
/// Arguments may be approximations (`sqrt(2)`), and the calculator evaluates the whole
/// expression again at a higher working precision when the bounds of the result do not
/// decide its digits. A function that computes an approximation of its own should make it
/// good to ``precision`` significant digits, for instance with
/// `Number.raised(to:precision:)`; exact arithmetic needs nothing from the context.
///
/// The evaluator hands the same context to the built-in functions.
public struct FunctionContext: Sendable {
  /// The working precision of this round: its digits, the exact-size limit, the work
  /// budget and the cancellation token.
  let working: WorkingPrecision
  /// The working precision of this round, in significant digits: a dozen or more beyond
  /// the calculator's ``Calculator/precision``, and higher in each retry.
  public var precision: Int { working.digits }
  /// The angle unit the calculator's trigonometric functions use.
  public let angleUnit: AngleUnit
}
