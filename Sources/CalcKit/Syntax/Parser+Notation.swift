// MARK: - Notation that can read two ways: `%` after an operand, the prefix roots

extension Parser {
  /// Whether `token`, a `%` after the operand at `operand`, is the modulo operator rather
  /// than a percentage. It is when an operand follows it directly (`5 % 2`, `7%(2)`): a
  /// percentage cannot be followed by one. A sign and an operand after it (`5 % -2`) read
  /// two ways, modulo or a percentage minus a number: that is the percentage, as Grammar.md
  /// always had it, only when written `5%-2` or `5% - 2` (the `%` against its number, the
  /// sign spaced alike on both sides); other spacings are an error naming both readings.
  /// `10% 200` (a percentage, then a number) is an error too.
  func percentIsModulo(after operand: SourceRange) throws(CalcError) -> Bool {
    var scan = lexer
    let percent = token
    let next = try scan.next()
    let attachedLeft = operand.upperBound == percent.range.lowerBound
    // Only for an error: the operand's text grows along a chain `5%%%…`, and copying it at
    // every sign made the chain's cost quadratic.
    var left: String { short(lexer.text(operand)) }
    if isOperandStart(next) {
      if attachedLeft && percent.range.upperBound != next.range.lowerBound {
        let right = short(lexer.text(next.range))
        throw Message.operandAfterPercentage(quoted(next), left: left, right: right, at: next.range)
      }
      return true
    }
    guard next.kind == .minus || next.kind == .plus else { return false }
    let after = try scan.next()
    guard isOperandStart(after) || after.kind == .minus || after.kind == .plus else { return false }
    let spacedBefore = next.range.lowerBound != percent.range.upperBound
    let spacedAfter = after.range.lowerBound != next.range.upperBound
    if attachedLeft && spacedBefore == spacedAfter { return false }
    let sign = lexer.text(next.range)
    let right: String
    switch after.kind {
    case .number, .identifier: right = short(lexer.text(after.range))
    default: right = "…"
    }
    throw Message.percentThenSign(sign, left: left, right: right, at: percent.range.union(next.range))
  }

  /// Whether `token` can start an operand: a number, a name other than an operator word
  /// (`mod`, `of`, `and`, `to`, …), `(`, `√` or `∛`.
  func isOperandStart(_ token: Token) -> Bool {
    switch token.kind {
    case .number, .leftParen, .squareRoot, .cubeRoot: return true
    case .identifier: return !Names.isOperatorWord(lexer.text(token.range))
    default: return false
    }
  }

  /// root → ('√' | '∛') (root | primary): `sqrt` or `cbrt` of the primary after it, one
  /// that starts with a digit, a name or `(` (`√2`,
  /// `√(x+1)`, `√√16`). A `^`, superscript, `!`, `!!`, `%` (as a percentage) or `°` right
  /// after the primary is an error: `√4^2` could be (√4)^2 or √(4^2).
  mutating func parseRoot() throws(CalcError) -> SourceRange {
    let start = token.range
    let isSquare = token.kind == .squareRoot
    let name = isSquare ? "sqrt" : "cbrt"
    guard let index = Catalogue.functionIndex(of: name) else {
      throw Message.unknownFunction(name, suggestion: "", at: start)
    }
    try enter(start)
    defer { leave() }
    try advance()
    let operand: SourceRange
    switch token.kind {
    case .squareRoot, .cubeRoot: operand = try parseRoot()
    case .number, .identifier, .leftParen: operand = try parsePrimary()
    default: throw expectedOperand()
    }
    let range = start.union(operand)
    nodes.append(Node(operation: .call(function: index, arguments: 1), range: range))
    var ambiguous: Bool
    switch token.kind {
    case .caret, .superscript, .bang, .doubleBang, .degree: ambiguous = true
    case .percent: ambiguous = !(try percentIsModulo(after: range))
    default: ambiguous = false
    }
    if ambiguous {
      let root = lexer.text(start)
      let inner = short(lexer.text(operand))
      let next = lexer.text(token.range) + (token.kind == .caret ? "…" : "")
      throw Message.rootReadsTwoWays(quoted(token), root: root, operand: inner, next: next, at: token.range)
    }
    return range
  }
}
