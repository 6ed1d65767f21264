/// A parsed expression, ready to evaluate any number of times.
///
/// ```swift
/// let calculator = Calculator()
/// let expression = try calculator.parse("(1.5+2.25)*4/3")
/// let value = try calculator.evaluate(expression)   // exactly 5
/// ```
public struct Expression: Sendable {
  /// The text the expression was parsed from; error ranges refer to it.
  public let source: String
  let nodes: [Node]

  /// Parses `source`, throwing a ``CalcError`` with the position of the first problem.
  public init(_ source: String) throws(CalcError) {
    var parser = try Parser(source)
    try parser.parseInput()
    self.source = source
    self.nodes = parser.nodes
  }
}
