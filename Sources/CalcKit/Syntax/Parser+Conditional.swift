extension Parser {
  /// conditional → 'if' '(' expression argument_separator expression argument_separator expression ')'
  ///
  /// `if(c, a, b)` is `a` when `c` is not zero and `b` when it is, and only the branch taken
  /// is evaluated: `if(x > 0, 1/x, 0)` never divides by zero. The nodes are `c`, a
  /// ``Node/Operation/branch(skip:)`` over `a` and its ``Node/Operation/jump(skip:)``, `a`,
  /// the jump over `b`, `b`, and a ``Node/Operation/conditionalEnd`` whose range is the
  /// whole call, so an error about the value points at all of `if(…)`.
  mutating func parseConditional(start: SourceRange) throws(CalcError) -> SourceRange {
    let open = token.range
    try enter(open)
    defer { leave() }
    try advance()
    let outer = bareArgument
    bareArgument = nil
    defer { bareArgument = outer }
    _ = try parseExpression()
    try expectConditionalSeparator(open, start: start, parsed: 1)
    let branch = nodes.count
    nodes.append(Node(operation: .branch(skip: 0), range: start))
    _ = try parseExpression()
    try expectConditionalSeparator(open, start: start, parsed: 2)
    let jump = nodes.count
    nodes.append(Node(operation: .jump(skip: 0), range: start))
    nodes[branch].operation = .branch(skip: jump - branch)
    _ = try parseExpression()
    if case .comma = token.kind {
      try wrongConditionalCount(open, start: start, parsed: 3)
    }
    let range = start.union(try expectClosing(open))
    nodes[jump].operation = .jump(skip: nodes.count - jump - 1)
    nodes.append(Node(operation: .conditionalEnd, range: range))
    return range
  }

  /// Consumes the separator after argument `parsed` of `if`; with a `)` there instead, the
  /// error that `if` takes 3 arguments.
  private mutating func expectConditionalSeparator(
    _ open: SourceRange, start: SourceRange, parsed: Int
  ) throws(CalcError) {
    if case .comma = token.kind {
      try advance()
      return
    }
    if case .rightParen = token.kind {
      throw Message.wrongArgumentCount("if", takes: "3 arguments", got: parsed, at: start.union(token.range))
    }
    _ = try expectClosing(open)
  }

  /// Reads the arguments after the third of `if` to its `)`, and throws the error that
  /// names how many there are.
  private mutating func wrongConditionalCount(
    _ open: SourceRange, start: SourceRange, parsed: Int
  ) throws(CalcError) {
    var count = parsed
    while case .comma = token.kind {
      try advance()
      _ = try parseExpression()
      count += 1
    }
    let range = start.union(try expectClosing(open))
    throw Message.wrongArgumentCount("if", takes: "3 arguments", got: count, at: range)
  }
}
