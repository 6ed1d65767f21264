/// One node of a parsed expression.
///
/// An ``Expression`` stores its tree as an array of nodes in post-order: each node follows
/// the nodes of its operands, so evaluation is a single loop over a value stack, and no
/// shape of input (a million-term sum, say) can recurse deeply while evaluating or freeing.
struct Node: Sendable {
  enum Operation: Sendable {
    case number(Number)
    case negate
    case add, subtract, multiply, divide, power
  }

  var operation: Operation
  /// The whole subexpression this node stands for.
  var range: SourceRange
}
