/// A function defined in the language: `f(x) = x^2 + 1` or `hyp(a, b) = sqrt(a^2 + b^2)`.
///
/// Made by ``Calculator/run(_:cancellation:)``, ``Calculator/execute(_:)`` or
/// ``Calculator/define(_:)`` from a definition line, and listed by
/// ``Calculator/definitions``. Its ``source`` is all it takes to make it again, so it is what
/// a saved session keeps.
public struct FunctionDefinition: Sendable, Equatable, CustomStringConvertible {
  /// The function's name: `f`.
  public let name: String
  /// The parameter names, in order: `["a", "b"]`.
  public let parameters: [String]
  /// The definition as written, without surrounding white space: `f(x) = x^2 + 1`.
  public let source: String
  /// The body, parsed with the parameters as slots (its ranges are offsets into `source`).
  let body: ParsedExpression

  /// The same as ``source``.
  public var description: String { source }

  /// Two definitions are equal when their text is.
  public static func == (lhs: FunctionDefinition, rhs: FunctionDefinition) -> Bool {
    lhs.source == rhs.source
  }
}
