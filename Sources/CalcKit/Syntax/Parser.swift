/// A recursive-descent parser from source text to a ``ParsedExpression``.
///
/// Each production is a `mutating` method named for its grammar rule (see Grammar.md);
/// nodes are appended in post-order as their subexpressions complete. Nesting is counted
/// and capped at ``Limits/maximumNesting``, so no input can exhaust the stack.
struct Parser {
  private(set) var lexer: Lexer
  /// The current, not yet consumed, token.
  private(set) var token: Token
  /// The token consumed last, for messages such as "expected a number after '+'".
  private var previous: Token?
  /// The token consumed last, for extensions in other files.
  var previousToken: Token? { previous }
  private var depth = 0
  private(set) var nodes: [Node] = []
  /// Literals too big for a node (see ``Node/Operation/bigNumber(_:)``).
  private(set) var bigNumbers: [Rational] = []
  /// Variable names (see ``Node/Operation/variable(_:)``).
  private(set) var names: [String] = []
  /// The names of functions that are not built in (see ``Node/Operation/userCall(name:arguments:)``).
  private(set) var calledNames: [String] = []
  /// Each name's index in ``calledNames`` (a hostile input may call 100,000 different names).
  private var calledIndices: [String: Int] = [:]
  /// The variable an assignment stores to, and its range.
  private(set) var assignment: (name: String, range: SourceRange)?
  /// The function a definition (`f(x, y) = …`) defines, the range of its name, and its
  /// parameters: inside the body they are read as ``Node/Operation/parameter(_:)`` slots.
  private(set) var definition: (name: String, range: SourceRange, parameters: [String])?
  /// Parameter names of the definition being parsed, or of a ``Calculator/bind(_:parameters:)``.
  private var parameters: [String] = []
  /// The function and the start of its argument while an argument written without
  /// parentheses (`sin 2x`) is parsed.
  private var bareArgument: (name: String, start: SourceRange)?
  /// The conversion at the end of the line (`to hex`), if any (``parseConversion()``).
  var conversion: Conversion?
  /// Where the conversion's target is.
  var conversionRange: SourceRange?

  /// The input's length in bytes when it is over ``Limits/maximumInputLength`` (and so not
  /// read at all): ``parseInput()`` reports it.
  private let overlongLength: Int?

  /// A parser positioned before the first token; ``parseInput()`` reads it. (Not throwing
  /// here keeps the parser from being built twice: a throwing initialiser of a struct this
  /// size costs a copy and a destruction of it.)
  init(_ source: String) {
    let length = source.utf8.count
    overlongLength = length > Limits.maximumInputLength ? length : nil
    lexer = Lexer(overlongLength == nil ? source : "")
    token = Token(kind: .end, range: SourceRange(0, 0))
    // A node per token at most: reserving avoids growing (and copying) the array.
    nodes.reserveCapacity(min(length, 1024))
  }

  mutating func advance() throws(CalcError) {
    previous = token
    token = try lexer.next()
  }

  /// The token after the current one, without consuming anything.
  func peek() throws(CalcError) -> Token {
    var copy = lexer
    return try copy.next()
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

  /// Whether the last node appended is a postfix `%`.
  private var endsInPercent: Bool {
    if case .percent? = nodes.last?.operation { return true }
    return false
  }

  /// input → (NAME '(' (NAME (',' NAME)*)? ')' '=' expression | NAME '=' expression | expression) conversion? END
  mutating func parseInput() throws(CalcError) {
    if let overlongLength {
      throw CalcError(
        .tooLarge, "the input is longer than \(Limits.maximumInputLength) bytes",
        at: SourceRange(Limits.maximumInputLength, overlongLength))
    }
    token = try lexer.next()
    if case .end = token.kind {
      throw CalcError(.syntax, "expected an expression", at: token.range)
    }
    if case .identifier = token.kind, let header = definitionHeader() {
      try parseDefinitionHeader(header)
    } else if case .identifier = token.kind, case .equals = try peek().kind {
      let name = lexer.text(token.range)
      try Names.checkAssignable(name, at: token.range)
      assignment = (name, token.range)
      try advance()
      try advance()
      if case .end = token.kind {
        throw CalcError(.syntax, "expected a value after '='", at: token.range)
      }
    }
    _ = try parseExpression()
    if case .identifier = token.kind, Names.conversionWords.contains(lexer.text(token.range)) {
      if let definition {
        throw CalcError(
          .syntax, "a definition cannot convert its result: define \(definition.name), then convert a call of it",
          at: token.range)
      }
      try parseConversion()
    }
    switch token.kind {
    case .end:
      return
    case .rightParen:
      throw CalcError(.syntax, "unmatched ')'", at: token.range)
    case .equals:
      throw CalcError(
        .syntax, "'=' assigns to a name, as in x = 2; it cannot follow an expression",
        at: token.range)
    default:
      throw CalcError(.syntax, "expected an operator before \(quoted(token))", at: token.range)
    }
  }

  /// The parameters of a definition, when the input starts `NAME '(' (NAME (',' NAME)*)? ')' '='`
  /// (the current token is the NAME); nil when it does not, and the input is read as an
  /// expression.
  private func definitionHeader() -> [(name: String, range: SourceRange)]? {
    var scan = lexer
    do {
      guard case .leftParen = try scan.next().kind else { return nil }
      var parameters: [(name: String, range: SourceRange)] = []
      var next = try scan.next()
      if case .rightParen = next.kind {} else {
        while true {
          guard case .identifier = next.kind else { return nil }
          parameters.append((scan.text(next.range), next.range))
          next = try scan.next()
          if case .rightParen = next.kind { break }
          guard case .comma = next.kind else { return nil }
          next = try scan.next()
        }
      }
      guard case .equals = try scan.next().kind else { return nil }
      return parameters
    } catch {
      return nil
    }
  }

  /// Reads `NAME '(' parameters ')' '='` of a definition, checking the names, and leaves the
  /// current token at the start of the body.
  private mutating func parseDefinitionHeader(_ header: [(name: String, range: SourceRange)]) throws(CalcError) {
    let name = lexer.text(token.range)
    let nameRange = token.range
    try Names.checkDefinable(name, at: nameRange)
    var seen: Set<String> = []
    for parameter in header {
      try Names.checkParameter(parameter.name, at: parameter.range)
      guard seen.insert(parameter.name).inserted else {
        throw CalcError(.syntax, "'\(parameter.name)' is a parameter twice", at: parameter.range)
      }
    }
    if header.count > Limits.maximumParameters {
      throw CalcError(
        .tooLarge, "a function takes at most \(Limits.maximumParameters) parameters",
        at: header[Limits.maximumParameters].range)
    }
    parameters = header.map(\.name)
    definition = (name, nameRange, parameters)
    // NAME '(' and then each parameter with its ',' or the ')', then '='.
    for _ in 0..<(2 + max(header.count * 2, 1) + 1) { try advance() }
    if case .end = token.kind {
      throw CalcError(.syntax, "expected the function's body after '='", at: token.range)
    }
  }

  /// expression → bitwise
  mutating func parseExpression() throws(CalcError) -> SourceRange {
    try parseBitwise(.or)
  }

  /// The levels of the bitwise operators, loosest first: `|`/`or`, `xor`, `&`/`and`, then
  /// the shifts `<<`/`shl` and `>>`/`shr`, each left-associative, all below `+` and `-`.
  enum BitwiseLevel: Int {
    case or, xor, and, shift
  }

  /// or → xor (('|' | 'or') xor)*; xor → and ('xor' and)*; and → shift (('&' | 'and') shift)*;
  /// shift → additive (('<<' | 'shl' | '>>' | 'shr') additive)*
  private mutating func parseBitwise(_ level: BitwiseLevel) throws(CalcError) -> SourceRange {
    func operand(_ parser: inout Parser) throws(CalcError) -> SourceRange {
      guard let tighter = BitwiseLevel(rawValue: level.rawValue + 1) else { return try parser.parseAdditive() }
      return try parser.parseBitwise(tighter)
    }
    var range = try operand(&self)
    while let operation = bitwiseOperation(at: level) {
      try advance()
      range = range.union(try operand(&self))
      nodes.append(Node(operation: operation, range: range))
    }
    return range
  }

  /// The bitwise operation of `level` the current token spells, if any.
  private func bitwiseOperation(at level: BitwiseLevel) -> Node.Operation? {
    switch (level, token.kind) {
    case (.or, .pipe): return .bitOr
    case (.and, .ampersand): return .bitAnd
    case (.shift, .shiftLeft): return .shiftLeft
    case (.shift, .shiftRight): return .shiftRight
    case (_, .identifier):
      switch level {
      case .or: return lexer.spells(token.range, "or") ? .bitOr : nil
      case .xor: return lexer.spells(token.range, "xor") ? .bitXor : nil
      case .and: return lexer.spells(token.range, "and") ? .bitAnd : nil
      case .shift:
        if lexer.spells(token.range, "shl") { return .shiftLeft }
        return lexer.spells(token.range, "shr") ? .shiftRight : nil
      }
    default: return nil
    }
  }

  /// additive → multiplicative (('+' | '-') multiplicative)*
  ///
  /// When the right operand ends in a postfix `%`, `a + b%` means a·(1 + b/100).
  private mutating func parseAdditive() throws(CalcError) -> SourceRange {
    var range = try parseMultiplicative()
    while true {
      let isAddition: Bool
      switch token.kind {
      case .plus: isAddition = true
      case .minus: isAddition = false
      default: return range
      }
      try advance()
      range = range.union(try parseMultiplicative())
      let operation: Node.Operation =
        endsInPercent
        ? (isAddition ? .addPercent : .subtractPercent) : (isAddition ? .add : .subtract)
      nodes.append(Node(operation: operation, range: range))
    }
  }

  /// multiplicative → unary (('*' | '/' | 'mod' | '%' | 'of') unary)*
  ///
  /// `of` may only follow a percentage: `10% of 200` is 20. A `%` reaches here only when
  /// ``parsePostfix()`` left it as a modulo (see ``percentIsModulo(after:)``).
  private mutating func parseMultiplicative() throws(CalcError) -> SourceRange {
    var range = try parseUnary()
    while true {
      let operation: Node.Operation
      switch token.kind {
      case .star: operation = .multiply
      case .slash: operation = .divide
      case .percent: operation = .modulo
      case .identifier where lexer.spells(token.range, "mod"): operation = .modulo
      case .identifier where lexer.spells(token.range, "of"):
        guard endsInPercent else {
          throw CalcError(.syntax, "'of' follows a percentage, as in 10% of 200", at: token.range)
        }
        operation = .multiply
      default: return range
      }
      try advance()
      range = range.union(try parseUnary())
      nodes.append(Node(operation: operation, range: range))
    }
  }

  /// unary → ('-' | '+' | '~' | 'not') unary | product
  ///
  /// `~x` and `not x` are the bitwise complement, −x − 1.
  private mutating func parseUnary() throws(CalcError) -> SourceRange {
    let start = token.range
    let operation: Node.Operation?
    switch token.kind {
    case .minus: operation = .negate
    case .plus: operation = nil
    case .tilde: operation = .bitNot
    case .identifier where lexer.spells(token.range, "not"): operation = .bitNot
    default: return try parseProduct()
    }
    try enter(start)
    defer { leave() }
    try advance()
    let range = start.union(try parseUnary())
    if let operation { nodes.append(Node(operation: operation, range: range)) }
    return range
  }

  /// product → power (power)*: implicit multiplication, a factor written right after
  /// another (`2pi`, `2(3+4)`, `(1+2)(3+4)`, `3x`, `2 sqrt 2`), tighter than `*` and `/`
  /// and looser than `^`: `1/2x` is 1/(2x), `2^3x` is (2^3)·x, `2x^2` is 2·x^2.
  ///
  /// A factor starts with a name, `(`, `√` or `∛`, never a number: `2 3` is an error (two
  /// numbers side by side could be 23, 2·3 or a grouped 2 3…), as is a number after a
  /// name or `)`. Inside an argument written without parentheses (`sin 2x`), a second
  /// function (`sin x cos x`) is an error naming both readings.
  private mutating func parseProduct() throws(CalcError) -> SourceRange {
    let start = token.range
    var range = try parsePower()
    while true {
      switch token.kind {
      case .leftParen, .squareRoot, .cubeRoot, .currencySymbol:
        break
      case .number where isLoneCurrency(range):
        // `USD 100`, `$5`: a currency before its amount.
        break
      case .identifier where !Names.isOperatorWord(lexer.text(token.range)):
        if bareArgument != nil, try startsCall(token) {
          throw secondFunctionInBareArgument()
        }
        if let number = previous, number.kind == .number, number.range.upperBound == token.range.lowerBound,
          !isDecimalLiteral(number.range)
        {
          // `0xfg`: letters touching a hexadecimal, octal or binary literal are a typo, not a product.
          throw CalcError(.syntax, "expected an operator before \(quoted(token))", at: token.range)
        }
        if let number = previous, number.kind == .number, number.range.upperBound == token.range.lowerBound,
          lexer.spells(token.range, "e") || lexer.spells(token.range, "E")
        {
          // `1e` is an unfinished exponent as often as 1·e.
          let digits = lexer.text(number.range)
          let e = lexer.text(token.range)
          throw CalcError(
            .syntax,
            "'\(digits)\(e)' reads two ways: write \(digits)\(e)1 (or another exponent) for scientific notation, or \(digits) \(e) or \(digits)*\(e) for \(digits)·e",
            at: number.range.union(token.range))
        }
      case .number:
        throw numberAfterOperand(range)
      default:
        return range
      }
      try enter(start)
      defer { leave() }
      range = range.union(try parsePower())
      nodes.append(Node(operation: .multiply, range: range))
    }
  }

  /// Whether the operand at `range` is a currency alone (`USD`, `$`), the last node.
  private func isLoneCurrency(_ range: SourceRange) -> Bool {
    guard let last = nodes.last, case .currency = last.operation else { return false }
    return last.range == range
  }

  /// Whether `token` (a name) starts a function call: a built-in function's name, or any
  /// name right before `(`.
  private func startsCall(_ token: Token) throws(CalcError) -> Bool {
    if Function.index(of: lexer.text(token.range)) != nil { return true }
    var scan = lexer
    return try scan.next().kind == .leftParen
  }

  /// The error for a number right after an operand (`2 3`, `x 2`, `(1)2`).
  private func numberAfterOperand(_ operand: SourceRange) -> CalcError {
    let left = short(lexer.text(operand))
    let right = short(lexer.text(token.range))
    var hint = "write \(left)*\(right) to multiply"
    if case .number? = previous?.kind, isDigits(operand), isDigits(token.range) {
      hint += ", or \(left)\(right) for one number"
    }
    return CalcError(.syntax, "a number right after \(left): \(hint)", at: token.range)
  }

  /// Whether the literal in `range` is written in decimal (not `0x…`, `0o…`, `0b…`).
  private func isDecimalLiteral(_ range: SourceRange) -> Bool {
    let text = Array(lexer.text(range).utf8)
    return !(text.count > 1 && text[0] == UInt8(ascii: "0") && [UInt8(ascii: "x"), UInt8(ascii: "o"), UInt8(ascii: "b")].contains(text[1] | 0x20))
  }

  /// Whether the source in `range` is plain decimal digits.
  private func isDigits(_ range: SourceRange) -> Bool {
    let text = lexer.text(range)
    return !text.isEmpty && text.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
  }

  /// The error for a function name inside the argument of a function written without
  /// parentheses, `sin x cos x`.
  private func secondFunctionInBareArgument() -> CalcError {
    let (name, argumentStart) = bareArgument ?? ("", token.range)
    let argument = short(lexer.text(SourceRange(argumentStart.lowerBound, previous?.range.upperBound ?? token.range.lowerBound)))
    let rest = "\(lexer.text(token.range))…"
    return CalcError(
      .syntax,
      "\(quoted(token)) inside the argument of \(name) reads two ways: write \(name)(\(argument)) \(rest) or \(name)(\(argument) \(rest))",
      at: token.range)
  }

  /// power → postfix (superscript | '^' exponent)?; exponent → ('-' | '+') exponent | power
  ///
  /// The right operand may carry signs, so `2^-1` is 0.5 and `2^3^2` is 2^(3^2), but not an
  /// implicit product: `2^3x` is (2^3)·x. A sign on the left applies to the whole power, so
  /// `-2^2` is -4. A superscript (`2²`, `x⁻¹`) is `^` and
  /// its integer; another `^`, `!`, `°` or superscript after it is an error, not a guess.
  private mutating func parsePower() throws(CalcError) -> SourceRange {
    let base = try parsePostfix()
    if case .superscript = token.kind {
      let exponentRange = token.range
      appendNumber(lexer.numberValue, at: exponentRange)
      try advance()
      let range = base.union(exponentRange)
      nodes.append(Node(operation: .power, range: range))
      switch token.kind {
      case .caret, .superscript, .bang, .doubleBang, .degree:
        let base = lexer.text(SourceRange(base.lowerBound, exponentRange.upperBound))
        let next = lexer.text(token.range) + (token.kind == .caret ? "…" : "")
        throw CalcError(
          .syntax, "\(quoted(token)) after a superscript power: write (\(short(base)))\(next)",
          at: token.range)
      default:
        return range
      }
    }
    guard case .caret = token.kind else { return base }
    try enter(token.range)
    defer { leave() }
    try advance()
    let range = base.union(try parseExponent())
    nodes.append(Node(operation: .power, range: range))
    return range
  }

  /// exponent → ('-' | '+') exponent | power
  private mutating func parseExponent() throws(CalcError) -> SourceRange {
    let start = token.range
    switch token.kind {
    case .minus, .plus:
      let negate = token.kind == .minus
      try enter(start)
      defer { leave() }
      try advance()
      let range = start.union(try parseExponent())
      if negate { nodes.append(Node(operation: .negate, range: range)) }
      return range
    default:
      return try parsePower()
    }
  }

  /// postfix → primary ('!' | '!!' | '%' | '°')*
  ///
  /// `n!!` is the double factorial; a factorial of a factorial needs parentheses (`(4!)!`):
  /// `4! !` and `4!!!` are errors. `°` follows a number or `)`.
  private mutating func parsePostfix() throws(CalcError) -> SourceRange {
    var range = try parsePrimary()
    var afterFactorial = false
    while true {
      let operation: Node.Operation
      switch token.kind {
      case .bang, .doubleBang:
        if afterFactorial {
          throw CalcError(
            .syntax,
            "\(quoted(token)) after a factorial: write (\(short(lexer.text(range))))\(lexer.text(token.range)) for a factorial of it; n!! is the double factorial",
            at: token.range)
        }
        operation = token.kind == .bang ? .factorial : .doubleFactorial
      case .percent:
        if try percentIsModulo(after: range) { return range }
        operation = .percent
      case .degree:
        switch previous?.kind {
        case .number?, .rightParen?: operation = .degrees
        default:
          throw CalcError(.syntax, "'°' follows a number or ')', as in 30° or (x)°", at: token.range)
        }
      default: return range
      }
      afterFactorial = operation.isFactorial || operation.isDoubleFactorial
      range = range.union(token.range)
      try advance()
      nodes.append(Node(operation: operation, range: range))
    }
  }

  /// Whether `token`, a `%` after the operand at `operand`, is the modulo operator rather
  /// than a percentage. It is when an operand follows it directly (`5 % 2`, `7%(2)`): a
  /// percentage cannot be followed by one. A sign and an operand after it (`5 % -2`) read
  /// two ways, modulo or a percentage minus a number: that is the percentage, as Grammar.md
  /// always had it, only when written `5%-2` or `5% - 2` (the `%` against its number, the
  /// sign spaced alike on both sides); other spacings are an error naming both readings.
  /// `10% 200` (a percentage, then a number) is an error too.
  private func percentIsModulo(after operand: SourceRange) throws(CalcError) -> Bool {
    var scan = lexer
    let percent = token
    let next = try scan.next()
    let attachedLeft = operand.upperBound == percent.range.lowerBound
    let left = short(lexer.text(operand))
    if isOperandStart(next) {
      if attachedLeft && percent.range.upperBound != next.range.lowerBound {
        let right = short(lexer.text(next.range))
        throw CalcError(
          .syntax,
          "\(quoted(next)) after a percentage: write \(left)% of \(right) for a percentage of it, or \(left) mod \(right) for the remainder",
          at: next.range)
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
    throw CalcError(
      .syntax,
      "'%' then '\(sign)' reads two ways: write \(left) mod \(sign)\(right) for the remainder, or (\(left)%) \(sign) \(right) for the percentage",
      at: percent.range.union(next.range))
  }

  /// Whether `token` can start an operand: a number, a name other than an operator word
  /// (`mod`, `of`, `and`, `to`, …), `(`, `√` or `∛`.
  private func isOperandStart(_ token: Token) -> Bool {
    switch token.kind {
    case .number, .leftParen, .squareRoot, .cubeRoot: return true
    case .identifier: return !Names.isOperatorWord(lexer.text(token.range))
    default: return false
    }
  }

  /// `text` for a message: as typed when short, else `…`.
  private func short(_ text: String) -> String {
    text.utf8.count <= 24 && !text.contains(where: \.isNewline) ? text : "…"
  }

  /// Appends a literal's node.
  private mutating func appendNumber(_ value: Rational, at range: SourceRange) {
    if case .small(let n, let d) = value.storage {
      nodes.append(Node(operation: .number(n, d), range: range))
    } else {
      bigNumbers.append(value)
      nodes.append(Node(operation: .bigNumber(bigNumbers.count - 1), range: range))
    }
  }

  /// primary → number | NAME '(' arguments ')' | NAME | '(' expression ')'
  private mutating func parsePrimary() throws(CalcError) -> SourceRange {
    let start = token.range
    switch token.kind {
    case .number:
      if let mixed = try mixedNumber() { return mixed }
      let value = lexer.numberValue
      try advance()
      appendNumber(value, at: start)
      return start
    case .squareRoot, .cubeRoot:
      return try parseRoot()
    case .currencySymbol:
      let symbol = lexer.text(start)
      try advance()
      guard let code = Money.code(ofSymbol: symbol), let index = Money.index(ofCode: code) else {
        throw CalcError(.syntax, "unexpected character '\(symbol)'", at: start)
      }
      nodes.append(Node(operation: .currency(index), range: start))
      return start
    case .leftParen:
      try enter(start)
      defer { leave() }
      try advance()
      if case .rightParen = token.kind {
        throw CalcError(.syntax, "expected an expression inside '()'", at: token.range)
      }
      let outer = bareArgument
      bareArgument = nil
      _ = try parseExpression()
      bareArgument = outer
      let range = try expectClosing(start)
      // The parenthesised value's node stands for the parentheses too, so an error
      // about it as an operand (a zero divisor, say) points at all of `(2-2)`.
      nodes[nodes.count - 1].range = range
      return range
    case .identifier:
      return try parseName(lexer.text(start), at: start)
    default:
      throw expectedOperand()
    }
  }

  /// root → ('√' | '∛') (root | primary): `sqrt` or `cbrt` of the primary after it (`√2`,
  /// `√(x+1)`, `√√16`). A `^`, superscript, `!`, `!!`, `%` (as a percentage) or `°` right
  /// after the primary is an error: `√4^2` could be (√4)^2 or √(4^2).
  private mutating func parseRoot() throws(CalcError) -> SourceRange {
    let start = token.range
    let isSquare = token.kind == .squareRoot
    let name = isSquare ? "sqrt" : "cbrt"
    guard let index = Function.index(of: name) else {
      throw CalcError(.unknownName, "unknown function '\(name)'", at: start)
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
      throw CalcError(
        .syntax,
        "\(quoted(token)) after \(root)\(inner) reads two ways: write (\(root)\(inner))\(next) or \(root)(\(inner)\(next))",
        at: token.range)
    }
    return range
  }

  /// The name of a constant, a variable, a parameter, or a function call.
  ///
  /// A call of a name that is not a built-in function is resolved when it is evaluated (a
  /// definition or a function the app registered may supply it); its argument count is
  /// checked then.
  private mutating func parseName(_ name: String, at start: SourceRange) throws(CalcError) -> SourceRange {
    try advance()
    if case .leftParen = token.kind, let index = Money.index(ofCode: name) {
      // `USD (1+2)`: a currency before its amount, not a call.
      nodes.append(Node(operation: .currency(index), range: start))
      return start
    }
    if case .leftParen = token.kind {
      guard let index = Function.index(of: name) else {
        if Names.keywords.contains(name) || Constant.names[name] != nil || name == "ans" {
          throw CalcError(.syntax, "'\(name)' is not a function", at: start)
        }
        return try parseCall(nil, index: calledNameIndex(name), start: start)
      }
      return try parseCall(Function.all[index], index: index, start: start)
    }
    if let slot = parameters.firstIndex(of: name) {
      nodes.append(Node(operation: .parameter(slot), range: start))
      return start
    }
    if let index = Function.index(of: name) {
      return try parseBareCall(Function.all[index], index: index, start: start)
    }
    if Names.isOperatorWord(name) {
      throw CalcError(.syntax, Names.operatorWordMisplaced(name), at: start)
    }
    if let constant = Constant.names[name] {
      nodes.append(Node(operation: .constant(constant), range: start))
    } else if let index = Money.index(ofCode: name) {
      nodes.append(Node(operation: .currency(index), range: start))
    } else {
      names.append(name)
      nodes.append(Node(operation: .variable(names.count - 1), range: start))
    }
    return start
  }

  /// bareCall → NAME bareArgument; bareArgument → ('-' | '+') bareArgument | product
  ///
  /// A function of one argument written without parentheses: `sqrt 2`, `sin pi`, `ln 2x`.
  /// The argument is an implicit product with its powers (`sin 2x^2` is sin(2x^2)) and
  /// ends at the first operator: `sqrt 2 + 1` is sqrt(2) + 1.
  private mutating func parseBareCall(_ function: Function, index: Int, start: SourceRange) throws(CalcError) -> SourceRange {
    let name = function.name
    guard try startsBareArgument(token) else {
      throw CalcError(.syntax, "'\(name)' is a function: write \(name)(…)", at: start)
    }
    guard function.arity.contains(1) else {
      throw CalcError(
        .wrongArgumentCount, "\(name) takes \(function.arityDescription): write \(name)(…) with them", at: start)
    }
    try enter(start)
    defer { leave() }
    let outer = bareArgument
    bareArgument = (name, token.range)
    defer { bareArgument = outer }
    let argument = try parseBareArgument()
    let range = start.union(argument)
    nodes.append(Node(operation: .call(function: index, arguments: 1), range: range))
    // `sin pi/6` could be sin(pi)/6 or sin(pi/6): say so rather than pick one.
    let continues: Bool
    switch token.kind {
    case .star, .slash: continues = true
    case .percent: continues = try percentIsModulo(after: range)
    case .identifier: continues = lexer.spells(token.range, "mod")
    default: continues = false
    }
    if continues {
      let inner = short(lexer.text(argument))
      let next = lexer.text(token.range)
      throw CalcError(
        .syntax,
        "\(quoted(token)) after \(name) \(inner) reads two ways: write \(name)(\(inner)) \(next) … or \(name)(\(inner) \(next) …)",
        at: token.range)
    }
    return range
  }

  /// mixed → INTEGER INTEGER '/' INTEGER: a mixed number, `2 1/3` = 7/3, when the current
  /// token is a whole number written in digits, then (after a space) a proper fraction of
  /// two more; nil (nothing consumed) when the input does not start so. Where it would
  /// read two ways (`6/2 1/3`, `2 1/3^2`, `2 1/3x`) it is an error naming both readings.
  private mutating func mixedNumber() throws(CalcError) -> SourceRange? {
    let wholeToken = token
    guard isDigits(wholeToken.range) else { return nil }
    var scan = lexer
    let whole = lexer.numberValue
    let numeratorToken = try scan.next()
    guard numeratorToken.kind == .number, isDigits(numeratorToken.range) else { return nil }
    let numerator = scan.numberValue
    guard try scan.next().kind == .slash else { return nil }
    let denominatorToken = try scan.next()
    guard denominatorToken.kind == .number, isDigits(denominatorToken.range) else { return nil }
    let denominator = scan.numberValue
    guard numerator < denominator, !denominator.isZero else { return nil }
    let range = wholeToken.range.union(denominatorToken.range)
    let text = lexer.text(range)
    switch previous?.kind {
    case nil, .leftParen?, .comma?, .plus?, .minus?, .equals?: break
    default:
      throw CalcError(
        .syntax,
        "\(text) after \(previous.map(quoted) ?? "") reads two ways: write (\(text)) for the mixed number, or \(lexer.text(wholeToken.range))*\(lexer.text(numeratorToken.range))/\(lexer.text(denominatorToken.range)) for a product",
        at: range)
    }
    let after = try scan.next()
    switch after.kind {
    case .caret, .superscript, .bang, .doubleBang, .degree, .percent, .leftParen, .identifier, .squareRoot, .cubeRoot:
      if after.kind == .identifier && Names.isOperatorWord(scan.text(after.range)) { break }
      throw CalcError(
        .syntax,
        "\(quoted(after)) after the mixed number \(text) reads two ways: write (\(text))\(scan.text(after.range))… or \(lexer.text(wholeToken.range)) + \(lexer.text(numeratorToken.range))/\(lexer.text(denominatorToken.range))\(scan.text(after.range))…",
        at: after.range)
    default: break
    }
    guard let value = try? whole.adding(Rational(numerator: numerator.numerator, denominator: denominator.numerator)).checked() else {
      throw CalcError(.tooLarge, "this number is out of range (more than \(Limits.maximumDigits) digits)", at: range)
    }
    for _ in 0..<4 { try advance() }
    appendNumber(value, at: range)
    return range
  }

  private mutating func parseBareArgument() throws(CalcError) -> SourceRange {
    let start = token.range
    switch token.kind {
    case .minus, .plus:
      let negate = token.kind == .minus
      try enter(start)
      defer { leave() }
      try advance()
      let range = start.union(try parseBareArgument())
      if negate { nodes.append(Node(operation: .negate, range: range)) }
      return range
    default:
      return try parseProduct()
    }
  }

  /// Whether `token` can start the argument of a function written without parentheses:
  /// an operand (``isOperandStart(_:)``), or a sign spaced from the name and touching what
  /// follows it (`sin -x`; `sqrt + 1` and `sin - 1` stay errors).
  private func startsBareArgument(_ token: Token) throws(CalcError) -> Bool {
    guard token.kind == .minus || token.kind == .plus else { return isOperandStart(token) }
    guard let name = previous, name.range.upperBound < token.range.lowerBound else { return false }
    var scan = lexer
    let next = try scan.next()
    return next.range.lowerBound == token.range.upperBound && isOperandStart(next)
  }

  /// The index of `name` in ``calledNames``, added if new.
  private mutating func calledNameIndex(_ name: String) -> Int {
    if let index = calledIndices[name] { return index }
    calledNames.append(name)
    calledIndices[name] = calledNames.count - 1
    return calledNames.count - 1
  }

  /// call → NAME '(' (expression (',' expression)*)? ')'
  ///
  /// `function` is the built-in function `index` refers to, or nil for a call by name
  /// (``calledNames``[index]).
  private mutating func parseCall(_ function: Function?, index: Int, start: SourceRange) throws(CalcError) -> SourceRange {
    let open = token.range
    try enter(open)
    defer { leave() }
    try advance()
    let outer = bareArgument
    bareArgument = nil
    defer { bareArgument = outer }
    var count = 0
    if case .rightParen = token.kind {} else {
      while true {
        _ = try parseExpression()
        count += 1
        guard case .comma = token.kind else { break }
        try advance()
      }
    }
    let range = start.union(try expectClosing(open))
    guard let function else {
      nodes.append(Node(operation: .userCall(name: index, arguments: count), range: range))
      return range
    }
    guard function.arity.contains(count) else {
      throw CalcError(
        .wrongArgumentCount, "\(function.name) takes \(function.arityDescription), got \(count)",
        at: range)
    }
    nodes.append(Node(operation: .call(function: index, arguments: count), range: range))
    return range
  }

  /// Consumes the `)` that closes the `(` at `open`; returns the range from `open` to it.
  private mutating func expectClosing(_ open: SourceRange) throws(CalcError) -> SourceRange {
    guard case .rightParen = token.kind else {
      if case .end = token.kind {
        throw CalcError(.syntax, "missing ')' to close '('", at: token.range)
      }
      if case .identifier = token.kind, Names.conversionWords.contains(lexer.text(token.range)) {
        throw CalcError(
          .syntax, "a conversion ('\(lexer.text(token.range)) …') goes at the end of the line, outside parentheses",
          at: token.range)
      }
      throw CalcError(.syntax, "expected ')' or an operator before \(quoted(token))", at: token.range)
    }
    let range = open.union(token.range)
    try advance()
    return range
  }

  /// How `token` reads in a message.
  private func quoted(_ token: Token) -> String {
    token.kind.quoted(name: lexer.text(token.range))
  }

  /// The error for a missing operand at the current token.
  private func expectedOperand() -> CalcError {
    let after = previous.map { " after \(quoted($0))" } ?? ""
    return CalcError(.syntax, "expected a number\(after)", at: token.range)
  }
}
