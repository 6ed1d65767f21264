extension Parser {
  /// Whether `name` is a spelling of the sum (false) or the product (true) over a range: `Σ`
  /// (U+03A3), `∑` (U+2211) and `sumover` are the sum, `∏` (U+220F) and `prodover` the
  /// product. Nil for any other name (checked on its first byte first: this runs for every
  /// name read).
  static func rangeForm(_ name: String) -> Bool? {
    guard let first = name.utf8.first, first == UInt8(ascii: "s") || first == UInt8(ascii: "p") || first >= 0xC0 else {
      return nil
    }
    switch name {
    case "Σ", "∑", "sumover": return false
    case "∏", "prodover": return true
    default: return nil
    }
  }

  /// range_form → ( 'Σ' | '∑' | 'sumover' | '∏' | 'prodover' ) '(' expression argument_separator name
  /// argument_separator expression argument_separator expression ')'
  ///
  /// `Σ(term, k, a, b)`: the sum of `term` for k = a, a + 1, …, b; `∏` the product. The
  /// variable `k` is local to the term: inside it, every `k` (a name the term would read as a
  /// variable or a parameter) is a ``Node/Operation/local(_:)`` of this form's nesting level,
  /// so it neither reads nor changes a variable `k`, and is not visible after.
  ///
  /// The term is written first but evaluated after the bounds, once per value: the nodes are
  /// `a`, `b`, a ``Node/Operation/rangeStart(product:body:)``, the term's nodes, and a
  /// ``Node/Operation/rangeEnd(product:body:)`` whose range is the whole call.
  mutating func parseRangeForm(_ symbol: String, isProduct: Bool, start: SourceRange) throws(CalcError) -> SourceRange {
    guard case .leftParen = token.kind else {
      throw Message.rangeFormWithoutParentheses(symbol, at: start)
    }
    let open = token.range
    try enter(open)
    defer { leave() }
    try advance()
    let outer = bareArgument
    bareArgument = nil
    defer { bareArgument = outer }
    if case .rightParen = token.kind {
      throw Message.rangeArgumentCount(symbol, got: 0, at: start.union(token.range))
    }
    let level = rangeLevel
    let bodyStart = nodes.count
    rangeLevel += 1
    _ = try parseExpression()
    rangeLevel -= 1
    try expectRangeSeparator(symbol, open, start: start, parsed: 1)

    guard case .identifier = token.kind else {
      throw Message.rangeVariableExpected(symbol, found: quoted(token), at: token.range)
    }
    let variable = lexer.text(token.range)
    try checkRangeVariable(variable, symbol: symbol, at: token.range)
    try advance()
    switch token.kind {
    case .comma, .rightParen: break
    default: throw Message.rangeVariableExpected(symbol, found: "'\(variable)' followed by \(quoted(token))", at: token.range)
    }
    try expectRangeSeparator(symbol, open, start: start, parsed: 2)
    let bodyEnd = nodes.count
    for index in bodyStart..<bodyEnd {
      switch nodes[index].operation {
      case .variable(let name) where names[name] == variable:
        nodes[index].operation = .local(level)
      case .parameter(let slot) where parameters[slot] == variable:
        nodes[index].operation = .local(level)
      default: break
      }
    }

    _ = try parseExpression()
    try expectRangeSeparator(symbol, open, start: start, parsed: 3)
    _ = try parseExpression()
    var count = 4
    while case .comma = token.kind {
      try advance()
      _ = try parseExpression()
      count += 1
    }
    let range = start.union(try expectClosing(open))
    if count != 4 { throw Message.rangeArgumentCount(symbol, got: count, at: range) }

    // The bounds before the term, which is evaluated once per value of the variable.
    let body = Array(nodes[bodyStart..<bodyEnd])
    let bounds = Array(nodes[bodyEnd...])
    nodes.removeSubrange(bodyStart...)
    nodes += bounds
    nodes.append(Node(operation: .rangeStart(product: isProduct, body: body.count), range: range))
    nodes += body
    nodes.append(Node(operation: .rangeEnd(product: isProduct, body: body.count), range: range))
    return range
  }

  /// Consumes the separator after argument `parsed` of a range form; with a `)` there
  /// instead, the error that it takes 4 arguments.
  private mutating func expectRangeSeparator(
    _ symbol: String, _ open: SourceRange, start: SourceRange, parsed: Int
  ) throws(CalcError) {
    if case .comma = token.kind {
      try advance()
      return
    }
    if case .rightParen = token.kind {
      throw Message.rangeArgumentCount(symbol, got: parsed, at: start.union(token.range))
    }
    _ = try expectClosing(open)
  }

  /// Throws unless `name` may be the variable of a range form: a calc name that is not a
  /// built-in function or constant, `ans`, a word of the language or a currency code.
  private func checkRangeVariable(_ name: String, symbol: String, at range: SourceRange) throws(CalcError) {
    guard Names.isName(name) else {
      throw Message.rangeVariableExpected(symbol, found: "'\(name)'", at: range)
    }
    let what: String
    if let reserved = Names.reservedKind(of: name) {
      what = reserved
    } else if Money.index(ofCode: name) != nil {
      what = "a currency code"
    } else {
      return
    }
    throw Message.rangeVariableNotName(name, is: what, symbol: symbol, at: range)
  }

  /// Whether a call of `function` is checked by ``checkRangeCall(_:starts:range:)``: `sum`
  /// and `product`, whose four-argument calls may be meant as another calculator's sum or
  /// product over a range.
  static func mayReadAsRange(_ function: FunctionEntry) -> Bool {
    function.canonicalName == "sum" || function.canonicalName == "product"
  }

  /// Throws when the call of `sum` or `product` just parsed, with arguments starting at the
  /// nodes `starts`, reads two ways: four arguments, the second (Maxima's and Sage's
  /// `sum(k^2, k, 1, 100)`) or the fourth (qalc's `sum(k^2, 1, 100, k)`) a bare name that
  /// the first argument also reads. `sum(k^2, (k), 1, 100)` is the sum of four values.
  mutating func checkRangeCall(_ function: FunctionEntry, starts: [Int], range: SourceRange) throws(CalcError) {
    guard starts.count == 4 else { return }
    func bareName(_ argument: Int) -> String? {
      let end = argument + 1 < starts.count ? starts[argument + 1] : nodes.count
      guard end - starts[argument] == 1 else { return nil }
      let node = nodes[starts[argument]]
      let name: String
      switch node.operation {
      case .variable(let index): name = names[index]
      case .parameter(let slot): name = parameters[slot]
      default: return nil
      }
      // `(k)` is the value of k: its node's range holds the parentheses.
      return node.range.upperBound - node.range.lowerBound == name.utf8.count ? name : nil
    }
    func termReads(_ name: String) -> Bool {
      nodes[starts[0]..<starts[1]].contains { node in
        switch node.operation {
        case .variable(let index): return names[index] == name
        case .parameter(let slot): return parameters[slot] == name
        default: return false
        }
      }
    }
    for (argument, qalcOrder) in [(1, false), (3, true)] {
      if let name = bareName(argument), termReads(name) {
        throw Message.rangeCallReadsTwoWays(function.name, variable: name, qalcOrder: qalcOrder, at: range)
      }
    }
  }
}
