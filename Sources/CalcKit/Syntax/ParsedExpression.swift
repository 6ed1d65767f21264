/// A parsed expression, ready to evaluate any number of times.
///
/// (Named so that it never clashes with Foundation's `Expression` when an app imports both.)
///
/// ```swift
/// var calculator = Calculator()
/// let area = try calculator.parse("pi * r^2")
/// calculator.variables["r"] = Number(2)
/// let value = try calculator.evaluate(area)   // ≈ 12.566…
/// ```
public struct ParsedExpression: Sendable {
  /// The text the expression was parsed from; error ranges refer to it.
  public let source: String
  /// The variable this line assigns to (`x` in `x = 2`), if it is an assignment.
  public let assignedName: String?
  let nodes: [Node]
  /// The literals too big for a node, which their nodes refer to by index.
  let bigNumbers: [Rational]
  /// The names of variables, which their nodes refer to by index.
  let names: [String]

  /// Parses `source`, throwing a ``CalcError`` with the position of the first problem.
  public init(_ source: String) throws(CalcError) {
    var parser = Parser(source)
    try parser.parseInput()
    self.source = source
    self.assignedName = parser.assignment?.name
    self.nodes = parser.nodes
    self.bigNumbers = parser.bigNumbers
    self.names = parser.names
  }
}
