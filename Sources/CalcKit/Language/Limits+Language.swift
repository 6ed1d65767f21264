/// The limits of the language: how deep, how long and how many parameters. They live with
/// the language, not in the number core below it (which knows nothing of parsing), and keep
/// their public spelling on ``/CalcNumber/Limits``: `Limits.maximumNesting`.
extension Limits {
  /// The deepest nesting of parentheses, unary signs and powers the parser accepts.
  public static let maximumNesting = 256

  /// The deepest nesting of calls of functions defined in the language (`f(x) = g(x) + 1`,
  /// `f(n) = if(n < 2, n, f(n-1) + f(n-2))`): a call inside a function's body inside
  /// another's (or its own), and so on. Deeper fails with `CalcError.Kind.nestingTooDeep`,
  /// naming the function. The evaluator keeps calls on an array, not on the machine stack,
  /// so this depth is the same on any thread.
  public static let maximumCallDepth = 10_000

  /// The most parameters a function definition may have.
  public static let maximumParameters = 64

  /// The longest input, in UTF-8 bytes, the parser accepts (4 MiB).
  public static let maximumInputLength = 4 << 20
}
