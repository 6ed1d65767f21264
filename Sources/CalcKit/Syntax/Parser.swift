/// A recursive-descent parser from source text to an ``Expression``.
///
/// Each production is a `mutating` method named for its grammar rule (see Grammar.md);
/// nodes are appended in post-order as their subexpressions complete. Nesting is counted
/// and capped at ``Limits/maximumNesting``, so no input can exhaust the stack.
struct Parser {
  private var lexer: Lexer
  /// The current, not yet consumed, token.
  private var token: Token
  /// The token consumed last, for messages such as "expected a number after '+'".
  private var previous: Token?
  private var depth = 0
  private(set) var nodes: [Node] = []

  init(_ source: String) throws(CalcError) {
    if source.utf8.count > Limits.maximumInputLength {
      throw CalcError(
        .tooLarge, "the input is longer than \(Limits.maximumInputLength) bytes",
        at: SourceRange(Limits.maximumInputLength, source.utf8.count))
    }
    lexer = Lexer(source)
    token = try lexer.next()
  }

  private mutating func advance() throws(CalcError) {
    previous = token
    token = try lexer.next()
  }

  /// Counts one level of nesting at `range`, failing past the cap.
  private mutating func enter(_ range: SourceRange) throws(CalcError) {
    depth += 1
    if depth > Limits.maximumNesting {
      throw CalcError(
        .nestingTooDeep, "nesting is deeper than \(Limits.maximumNesting) levels", at: range)
    }
  }

  private mutating func leave() { depth -= 1 }

  /// input → expression END
  mutating func parseInput() throws(CalcError) {
    if case .end = token.kind {
      throw CalcError(.syntax, "expected an expression", at: token.range)
    }
    _ = try parseExpression()
    switch token.kind {
    case .end:
      return
    case .rightParen:
      throw CalcError(.syntax, "unmatched ')'", at: token.range)
    default:
      throw CalcError(.syntax, "expected an operator before \(token.kind.quoted)", at: token.range)
    }
  }

  /// expression → additive
  private mutating func parseExpression() throws(CalcError) -> SourceRange {
    try parseAdditive()
  }

  /// additive → multiplicative (('+' | '-') multiplicative)*
  private mutating func parseAdditive() throws(CalcError) -> SourceRange {
    var range = try parseMultiplicative()
    while true {
      let operation: Node.Operation
      switch token.kind {
      case .plus: operation = .add
      case .minus: operation = .subtract
      default: return range
      }
      try advance()
      range = range.union(try parseMultiplicative())
      nodes.append(Node(operation: operation, range: range))
    }
  }

  /// multiplicative → unary (('*' | '/') unary)*
  private mutating func parseMultiplicative() throws(CalcError) -> SourceRange {
    var range = try parseUnary()
    while true {
      let operation: Node.Operation
      switch token.kind {
      case .star: operation = .multiply
      case .slash: operation = .divide
      default: return range
      }
      try advance()
      range = range.union(try parseUnary())
      nodes.append(Node(operation: operation, range: range))
    }
  }

  /// unary → ('-' | '+') unary | power
  private mutating func parseUnary() throws(CalcError) -> SourceRange {
    let start = token.range
    switch token.kind {
    case .minus, .plus:
      let negate = token.kind == .minus
      try enter(start)
      defer { leave() }
      try advance()
      let range = start.union(try parseUnary())
      if negate { nodes.append(Node(operation: .negate, range: range)) }
      return range
    default:
      return try parsePower()
    }
  }

  /// power → primary ('^' unary)?
  ///
  /// The right operand is a `unary`, so `2^-1` is 0.5 and `2^3^2` is 2^(3^2); a sign on the
  /// left applies to the whole power, so `-2^2` is -4.
  private mutating func parsePower() throws(CalcError) -> SourceRange {
    let base = try parsePrimary()
    guard case .caret = token.kind else { return base }
    try enter(token.range)
    defer { leave() }
    try advance()
    let range = base.union(try parseUnary())
    nodes.append(Node(operation: .power, range: range))
    return range
  }

  /// primary → number | '(' expression ')'
  private mutating func parsePrimary() throws(CalcError) -> SourceRange {
    let start = token.range
    switch token.kind {
    case .number(let value):
      try advance()
      nodes.append(Node(operation: .number(Number(value)), range: start))
      return start
    case .leftParen:
      try enter(start)
      defer { leave() }
      try advance()
      if case .rightParen = token.kind {
        throw CalcError(.syntax, "expected an expression inside '()'", at: token.range)
      }
      _ = try parseExpression()
      guard case .rightParen = token.kind else {
        if case .end = token.kind {
          throw CalcError(
            .syntax, "missing ')' to close '('", at: token.range)
        }
        throw CalcError(.syntax, "expected ')' or an operator before \(token.kind.quoted)", at: token.range)
      }
      let range = start.union(token.range)
      // The parenthesised value's node stands for the parentheses too, so an error
      // about it as an operand (a zero divisor, say) points at all of `(2-2)`.
      nodes[nodes.count - 1].range = range
      try advance()
      return range
    case .identifier(let name):
      throw CalcError(.unknownName, "unknown name '\(name)'", at: start)
    default:
      throw expectedOperand()
    }
  }

  /// The error for a missing operand at the current token.
  private func expectedOperand() -> CalcError {
    let after = previous.map { " after \($0.kind.quoted)" } ?? ""
    return CalcError(.syntax, "expected a number\(after)", at: token.range)
  }
}
