/// The limits of the language: how deep, how long and how many parameters. They live with
/// the language, not in the number core below it (which knows nothing of parsing), and keep
/// their public spelling on ``/CalcNumber/Limits``: `Limits.maximumNesting`.
extension Limits {
  /// The deepest nesting of parentheses, unary signs and powers the parser accepts.
  public static let maximumNesting = 256

  /// The deepest nesting of calls of functions that are not built in (definitions such as
  /// `f(x) = g(x) + 1`, and functions an app registered): a call inside a function's body
  /// inside another's, and so on. Deeper fails with `CalcError.Kind.nestingTooDeep`.
  public static let maximumCallDepth = 256

  /// The most parameters a function definition may have.
  public static let maximumParameters = 64

  /// The longest input, in UTF-8 bytes, the parser accepts (4 MiB).
  public static let maximumInputLength = 4 << 20
}
