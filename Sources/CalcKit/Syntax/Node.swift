/// One node of a parsed expression.
///
/// An ``Expression`` stores its tree as an array of nodes in post-order: each node follows
/// the nodes of its operands, so evaluation is a single loop over a value stack, and no
/// shape of input (a million-term sum, say) can recurse deeply while evaluating or freeing.
struct Node: Sendable {
  enum Operation: Sendable {
    case number(Number)
    case constant(Constant)
    /// A variable or `ans`, looked up when evaluated.
    case variable(String)
    /// A call of ``Function/all``[index] on the `arguments` values before it.
    case call(function: Int, arguments: Int)
    case negate
    case add, subtract, multiply, divide, modulo, power
    /// `a + b%`: a·(1 + b/100); the right operand is already b/100.
    case addPercent
    /// `a - b%`: a·(1 − b/100).
    case subtractPercent
    /// Postfix `!`.
    case factorial
    /// Postfix `%`: x/100.
    case percent
  }

  var operation: Operation
  /// The whole subexpression this node stands for.
  var range: SourceRange
}

/// The named constants.
enum Constant: String, Sendable, CaseIterable {
  case pi, e

  /// The names that refer to each constant.
  static let names: [String: Constant] = ["pi": .pi, "π": .pi, "e": .e]
}
