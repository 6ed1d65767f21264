extension Parser {
  /// conditional → 'if' '(' expression argument_separator expression argument_separator expression ')'
  /// | 'if' expression 'then' expression 'else' expression
  ///
  /// The second form is numbat's: `if x > 0 then x else -x`; its `else` branch reaches as
  /// far as an expression can (`if c then 1 else 2 + 3` is 5 when c is 0), and
  /// `if (x > 0) then …` is this form too.
  mutating func parseConditional(start: SourceRange) throws(CalcError) -> SourceRange {
    if case .leftParen = token.kind, try !parenthesisThenFollows() {
      return try parseConditionalCall(start: start)
    }
    try enter(start)
    defer { leave() }
    let outer = bareArgument
    bareArgument = nil
    defer { bareArgument = outer }
    _ = try parseExpression()
    try expectWord("then", start: start)
    let branch = nodes.count
    nodes.append(Node(operation: .branch(skip: 0), range: start))
    _ = try parseExpression()
    try expectWord("else", start: start)
    let jump = nodes.count
    nodes.append(Node(operation: .jump(skip: 0), range: start))
    nodes[branch].operation = .branch(skip: jump - branch)
    let last = try parseExpression()
    let range = start.union(last)
    nodes[jump].operation = .jump(skip: nodes.count - jump - 1)
    nodes.append(Node(operation: .conditionalEnd, range: range))
    return range
  }

  /// Consumes `then` or `else` of `if c then a else b`, or throws the error that it is missing.
  private mutating func expectWord(_ word: StaticString, start: SourceRange) throws(CalcError) {
    guard case .identifier = token.kind, lexer.spells(token.range, word) else {
      throw Message.conditionalWordMissing("\(word)", after: quoted(token), at: token.range)
    }
    try advance()
  }

  /// Whether the `(` at the current token closes before `then`: `if (x > 0) then …`.
  private func parenthesisThenFollows() throws(CalcError) -> Bool {
    var scan = lexer
    var depth = 1
    while depth > 0 {
      let next = try scan.next()
      switch next.kind {
      case .leftParen: depth += 1
      case .rightParen: depth -= 1
      case .end: return false
      default: break
      }
    }
    let after = try scan.next()
    return after.kind == .identifier && scan.spells(after.range, "then")
  }

  /// The function form, `if(c, a, b)`.
  ///
  /// `if(c, a, b)` is `a` when `c` is not zero and `b` when it is, and only the branch taken
  /// is evaluated: `if(x > 0, 1/x, 0)` never divides by zero. The nodes are `c`, a
  /// ``Node/Operation/branch(skip:)`` over `a` and its ``Node/Operation/jump(skip:)``, `a`,
  /// the jump over `b`, `b`, and a ``Node/Operation/conditionalEnd`` whose range is the
  /// whole call, so an error about the value points at all of `if(…)`.
  private mutating func parseConditionalCall(start: SourceRange) throws(CalcError) -> SourceRange {
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
