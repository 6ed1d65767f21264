/// A recursive-descent parser from source text to a ``ParsedExpression``.
///
/// Each production is a `mutating` method named for its grammar rule (see Grammar.md);
/// nodes are appended in post-order as their subexpressions complete. Nesting is counted
/// and capped at `Limits.maximumNesting`, so no input can exhaust the stack.
struct Parser {
  private(set) var lexer: Lexer
  /// The current, not yet consumed, token.
  private(set) var token: Token
  /// The token consumed last, for messages such as "expected a number after '+'".
  var previous: Token?
  private var depth = 0
  var nodes: [Node] = []
  /// Literals too big for a node (see ``Node/Operation/bigNumber(_:)``).
  var bigNumbers: [Rational] = []
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
  private(set) var parameters: [String] = []
  /// The function and the start of its argument while an argument written without
  /// parentheses (`sin 2x`) is parsed.
  var bareArgument: (name: String, start: SourceRange)?
  /// How many `Σ(…)` or `∏(…)` terms enclose the nodes being parsed (``parseRangeForm(_:isProduct:start:)``).
  var rangeLevel = 0
  /// The conversion at the end of the line (`to hex`), if any (``parseConversion()``).
  var conversion: Conversion?
  /// Where the conversion's target is.
  var conversionRange: SourceRange?

  /// The input's length in bytes when it is over `Limits.maximumInputLength` (and so not
  /// read at all): ``parseInput()`` reports it.
  private let overlongLength: Int?

  /// A parser positioned before the first token; ``parseInput()`` reads it. (Not throwing
  /// here keeps the parser from being built twice: a throwing initialiser of a struct this
  /// size costs a copy and a destruction of it.)
  init(_ source: String, syntax: InputSyntax? = nil) {
    let length = source.utf8.count
    overlongLength = length > Limits.maximumInputLength ? length : nil
    lexer = Lexer(overlongLength == nil ? source : "", syntax: syntax)
    token = Token(kind: .end, range: SourceRange(0, 0))
    // A node per token at most: reserving avoids growing (and copying) the array.
    nodes.reserveCapacity(min(length, 1024))
  }

  mutating func advance() throws(CalcError) {
    previous = token
    token = try lexer.next()
  }

  /// Moves the lexer on to `offset` (past source the parser read itself, as the dots of
  /// `s.f.`); the next ``advance()`` reads from there.
  mutating func skipSource(to offset: Int) {
    lexer.offset = offset
  }

  /// The token after the current one, without consuming anything.
  func peek() throws(CalcError) -> Token {
    var copy = lexer
    return try copy.next()
  }

  /// Counts one level of nesting at `range`, failing past the cap.
  mutating func enter(_ range: SourceRange) throws(CalcError) {
    depth += 1
    if depth > Limits.maximumNesting {
      throw Message.nestingTooDeep(at: range)
    }
  }

  mutating func leave() { depth -= 1 }

  /// Whether the last node appended is a postfix `%`.
  private var endsInPercent: Bool {
    if case .percent? = nodes.last?.operation { return true }
    return false
  }

  /// input → definition | (name '=')? expression conversion? END
  mutating func parseInput() throws(CalcError) {
    if let overlongLength {
      throw Message.inputTooLong(at: SourceRange(Limits.maximumInputLength, overlongLength))
    }
    token = try lexer.next()
    if case .end = token.kind {
      throw Message.expectedExpression(at: token.range)
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
        throw Message.expectedValueAfterEquals(at: token.range)
      }
    }
    _ = try parseExpression()
    if case .identifier = token.kind, Names.conversionWords.contains(lexer.text(token.range)) {
      if let definition {
        throw Message.definitionCannotConvert(definition.name, at: token.range)
      }
      try parseConversion()
    }
    switch token.kind {
    case .end:
      return
    case .rightParen:
      throw Message.unmatchedClosingParenthesis(at: token.range)
    case .equals:
      throw Message.equalsAfterExpression(at: token.range)
    default:
      throw Message.expectedOperator(before: quoted(token), at: token.range)
    }
  }

  /// The parameters of a definition, when the input starts `NAME '(' (NAME (',' NAME)*)? ')' '='`
  /// (the current token is the NAME); nil when it does not, and the input is read as an
  /// expression.
  func definitionHeader() -> [(name: String, range: SourceRange)]? {
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

  /// definition → name '(' (name (argument_separator name)*)? ')' '=' expression END
  ///
  /// Reads the header, `name '(' parameters ')' '='`, checking the names, and leaves the
  /// current token at the start of the body (which ``parseInput()`` reads).
  mutating func parseDefinitionHeader(_ header: [(name: String, range: SourceRange)]) throws(CalcError) {
    let name = lexer.text(token.range)
    let nameRange = token.range
    try Names.checkDefinable(name, at: nameRange)
    var seen: Set<String> = []
    for parameter in header {
      try Names.checkParameter(parameter.name, at: parameter.range)
      guard seen.insert(parameter.name).inserted else {
        throw Message.parameterTwice(parameter.name, at: parameter.range)
      }
    }
    if header.count > Limits.maximumParameters {
      throw Message.tooManyParameters(at: header[Limits.maximumParameters].range)
    }
    parameters = header.map(\.name)
    definition = (name, nameRange, parameters)
    // NAME '(' and then each parameter with its ',' or the ')', then '='.
    for _ in 0..<(2 + max(header.count * 2, 1) + 1) { try advance() }
    if case .end = token.kind {
      throw Message.expectedBody(at: token.range)
    }
  }

  /// expression → or (the loosest bitwise level)
  mutating func parseExpression() throws(CalcError) -> SourceRange {
    try parseLevels(from: .or)
  }

  /// The levels below `+` and `-`, loosest first: `|`/`or`, `xor`, `&`/`and`, the prefix
  /// `not`, the comparisons, then the shifts `<<`/`shl` and `>>`/`shr`. The binary ones are
  /// left-associative, except the comparisons, which do not chain.
  enum Level: Int, Comparable {
    case or, xor, and, negation, comparison, shift

    static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
  }

  /// or → xor (('|' | 'or') xor)*; xor → and ('xor' and)*; and → negation (('&' | 'and') negation)*;
  /// negation → 'not' negation | comparison; comparison → shift (comparison_operator shift)?;
  /// comparison_operator → '==' | '!=' | '≠' | '<' | '<=' | '≤' | '>' | '>=' | '≥';
  /// shift → additive (('<<' | 'shl' | '>>' | 'shr') additive)*
  ///
  /// The operators of `level` and every tighter level down to `additive`, by precedence
  /// climbing: one frame for all six levels (a frame for each made a deeply nested input
  /// overflow a thread's stack before the nesting cap stopped it).
  ///
  /// `not x` is 1 when x is 0 and 0 otherwise, looser than the comparisons (as in
  /// Python): `not x > 5` is not (x > 5); the bitwise complement is `~`. A comparison is 1
  /// when it holds, else 0. Comparisons do not chain: `1 < x < 5` reads two ways (C's
  /// (1 < x) < 5, Python's 1 < x and x < 5) and is an error that names both.
  mutating func parseLevels(from level: Level) throws(CalcError) -> SourceRange {
    var range: SourceRange
    if level <= .negation, case .identifier = token.kind, lexer.spells(token.range, "not") {
      let start = token.range
      try enter(start)
      defer { leave() }
      try advance()
      range = start.union(try parseLevels(from: .negation))
      nodes.append(Node(operation: .logicalNot, range: range))
    } else {
      range = try parseAdditive()
    }
    var compared: Comparison?
    while let (operation, operatorLevel) = binaryOperation(), operatorLevel >= level {
      if let first = compared, case .compare(let second) = operation {
        throw Message.chainedComparison(first.symbol, second.symbol, at: token.range)
      }
      try advance()
      // The right operand holds only tighter operators (left-associative); after `and` it
      // may start with `not`, after a comparison it may not (as in Python).
      if operatorLevel == .shift {
        range = range.union(try parseAdditive())
      } else {
        range = range.union(try parseLevels(from: Level(rawValue: operatorLevel.rawValue + 1) ?? .shift))
      }
      nodes.append(Node(operation: operation, range: range))
      if case .compare(let comparison) = operation { compared = comparison } else { compared = nil }
    }
    return range
  }

  /// The binary operation the current token spells below `+ -`, and its level, if any.
  ///
  /// Always inlined: called on the parser while a mutating method has it, an outlined call
  /// would copy the whole parser at every operand.
  @inline(__always)
  func binaryOperation() -> (Node.Operation, Level)? {
    switch token.kind {
    case .pipe: return (.bitOr, .or)
    case .ampersand: return (.bitAnd, .and)
    case .doublePipe: return (.logicalOr, .or)
    case .doubleAmpersand: return (.logicalAnd, .and)
    case .shiftLeft: return (.shiftLeft, .shift)
    case .shiftRight: return (.shiftRight, .shift)
    case .identifier:
      if lexer.spells(token.range, "or") { return (.bitOr, .or) }
      if lexer.spells(token.range, "xor") { return (.bitXor, .xor) }
      if lexer.spells(token.range, "and") { return (.bitAnd, .and) }
      if lexer.spells(token.range, "shl") { return (.shiftLeft, .shift) }
      if lexer.spells(token.range, "shr") { return (.shiftRight, .shift) }
      return nil
    default:
      return comparison(token.kind).map { (.compare($0), .comparison) }
    }
  }

  /// The comparison a token spells, if any.
  func comparison(_ kind: Token.Kind) -> Comparison? {
    switch kind {
    case .equalEqual: return .equal
    case .notEqual: return .notEqual
    case .less: return .less
    case .lessEqual: return .lessOrEqual
    case .greater: return .greater
    case .greaterEqual: return .greaterOrEqual
    default: return nil
    }
  }

  /// additive → multiplicative (('+' | '-' | 'plus' | 'minus') multiplicative)*
  ///
  /// When the right operand ends in a postfix `%`, `a + b%` means a·(1 + b/100); when both
  /// operands end in one, `a% + b%` adds percentage points, a/100 + b/100.
  mutating func parseAdditive() throws(CalcError) -> SourceRange {
    var range = try parseMultiplicative()
    while true {
      let isAddition: Bool
      switch token.kind {
      case .plus: isAddition = true
      case .minus: isAddition = false
      case .identifier:
        guard let operation = try wordOperator(additive: true) else { return range }
        try advance()
        range = range.union(try parseMultiplicative())
        nodes.append(Node(operation: operation, range: range))
        continue
      default: return range
      }
      let left = nodes.count
      try advance()
      range = range.union(try parseMultiplicative())
      nodes.append(Node(operation: additiveOperation(isAddition, leftEnd: left), range: range))
    }
  }

  /// `+` or `-` after the left operand whose nodes end before `leftEnd`: `a + b%` when
  /// only the right operand ends in `%`, and plain `+` for percentage points (kept out of
  /// ``parseAdditive()``, whose frame every level of nesting pays).
  @inline(never)
  func additiveOperation(_ isAddition: Bool, leftEnd: Int) -> Node.Operation {
    var leftIsPercentage = false
    if leftEnd > 0, case .percent = nodes[leftEnd - 1].operation { leftIsPercentage = true }
    if endsInPercent && !leftIsPercentage { return isAddition ? .addPercent : .subtractPercent }
    return isAddition ? .add : .subtract
  }

  /// multiplicative → unary (('*' | '/' | 'mod' | '%' | 'of' | 'times' | 'per' | 'div' | 'rem'
  /// | 'choose' | 'permute' | 'nCr' | 'nPr') unary)*
  ///
  /// `of` may only follow a percentage: `10% of 200` is 20. A `%` reaches here only when
  /// ``parsePostfix()`` left it as a modulo (see ``percentIsModulo(after:)``).
  ///
  /// A factor written after a space in a divisor multiplies the quotient, left to right as
  /// the explicit operators would: `4/3 pi r^3` is (4/3)·π·r³, `1/2 x` is x/2; a factor
  /// touching it stays in the divisor, `1/2x` is 1/(2x) (see ``parseProduct()``).
  mutating func parseMultiplicative() throws(CalcError) -> SourceRange {
    var range = try parseUnary()
    while true {
      let operation: Node.Operation
      switch token.kind {
      case .star: operation = .multiply
      case .slash: operation = .divide
      case .doubleSlash:
        // `//` is Python's floor division, calc's `div`.
        operation = .word(.div, at: token.range.lowerBound, mayBeName: false)
      case .percent: operation = .modulo
      case .identifier where lexer.spells(token.range, "mod"): operation = .modulo
      case .identifier where lexer.spells(token.range, "of"):
        guard endsInPercent else {
          throw Message.ofWithoutPercentage(at: token.range)
        }
        operation = .multiply
      case .identifier:
        guard let word = try wordOperator(additive: false) else { return range }
        operation = word
      default: return range
      }
      try advance()
      range = range.union(try parseUnary())
      nodes.append(Node(operation: operation, range: range))
      // `4/3 pi r^3`: the divisor's product stopped before a factor after a space, which
      // multiplies the quotient (see ``parseProduct()``).
      try multiplySpacedFactors(&range)
    }
  }

  /// unary → ('-' | '+' | '~') unary | product
  ///
  /// `~x` is the bitwise complement, −x − 1.
  mutating func parseUnary() throws(CalcError) -> SourceRange {
    let start = token.range
    let operation: Node.Operation?
    switch token.kind {
    case .minus: operation = .negate
    case .plus: operation = nil
    case .tilde: operation = .bitNot
    default: return try parseProduct()
    }
    try enter(start)
    defer { leave() }
    try advance()
    let range = start.union(try parseUnary())
    if let operation { nodes.append(Node(operation: operation, range: range)) }
    return range
  }

  /// power → postfix (superscript | '^' exponent)?; exponent → ('-' | '+') exponent | power
  ///
  /// The right operand may carry signs, so `2^-1` is 0.5 and `2^3^2` is 2^(3^2), but not an
  /// implicit product: `2^3x` is (2^3)·x. A sign on the left applies to the whole power, so
  /// `-2^2` is -4. A superscript (`2²`, `x⁻¹`) is `^` and
  /// its integer; another `^`, `!`, `°` or superscript after it is an error, not a guess.
  mutating func parsePower() throws(CalcError) -> SourceRange {
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
        throw Message.afterSuperscript(quoted(token), base: short(base), next: next, at: token.range)
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
  mutating func parseExponent() throws(CalcError) -> SourceRange {
    try parseSigned { (parser: inout Parser) throws(CalcError) in try parser.parsePower() }
  }

  /// Signs, each counted as a level of nesting, before what `operand` parses: the shared
  /// form of `exponent` (a power after `^`) and `bare_argument` (the argument of `sin -x`).
  mutating func parseSigned(
    _ operand: (inout Parser) throws(CalcError) -> SourceRange
  ) throws(CalcError) -> SourceRange {
    let start = token.range
    guard token.kind == .minus || token.kind == .plus else { return try operand(&self) }
    let negate = token.kind == .minus
    try enter(start)
    defer { leave() }
    try advance()
    let range = start.union(try parseSigned(operand))
    if negate { nodes.append(Node(operation: .negate, range: range)) }
    return range
  }

  /// postfix → primary ('!' | '!!' | '%' | '°')*
  ///
  /// `n!!` is the double factorial; a factorial of a factorial needs parentheses (`(4!)!`):
  /// `4! !` and `4!!!` are errors. `°` follows a number or `)`.
  mutating func parsePostfix() throws(CalcError) -> SourceRange {
    var range = try parsePrimary()
    var afterFactorial = false
    while true {
      let operation: Node.Operation
      switch token.kind {
      case .bang, .doubleBang:
        if afterFactorial { throw factorialOfFactorial(range) }
        operation = token.kind == .bang ? .factorial : .doubleFactorial
      case .percent:
        if try percentIsModulo(after: range) { return range }
        operation = .percent
      case .degree:
        // `°` follows a number or `)`.
        operation = try degreeOperation()
      case .identifier:
        // `30 deg`, `(pi/2) rad`: an angle unit, as `°` is.
        guard isAngleUnit() else { return range }
        operation = angleUnit()
      default: return range
      }
      afterFactorial = operation.isFactorial || operation.isDoubleFactorial
      range = range.union(token.range)
      try advance()
      nodes.append(Node(operation: operation, range: range))
    }
  }

  /// `text` for a message: as typed when short, else `…`.
  func short(_ text: String) -> String {
    text.utf8.count <= 24 && !text.contains(where: \.isNewline) ? text : "…"
  }

  /// Appends a literal's node.
  mutating func appendNumber(_ value: Rational, at range: SourceRange) {
    if case .small(let n, let d) = value.storage {
      nodes.append(Node(operation: .number(n, d), range: range))
    } else {
      bigNumbers.append(value)
      nodes.append(Node(operation: .bigNumber(bigNumbers.count - 1), range: range))
    }
  }

  /// primary → mixed_number | number | root | currency | call | bare_call | name | '(' expression ')'
  ///
  /// currency → currency_code | currency_symbol: a currency alone is a unit, multiplied by
  /// the number beside it (`100 USD`, `$5`, `(2+3)€`); a symbol must stand beside one.
  mutating func parsePrimary() throws(CalcError) -> SourceRange {
    let start = token.range
    switch token.kind {
    case .number:
      if let mixed = try mixedNumber() { return mixed }
      let value = lexer.numberValue
      let scale = lexer.numberScale
      try advance()
      appendNumber(value, at: start)
      if scale != 0 {
        // Beyond the exact-size limit by its exponent: significand × 10^scale, evaluated
        // as that product and power.
        appendNumber(Rational(10), at: start)
        appendNumber(Rational(scale), at: start)
        nodes.append(Node(operation: .power, range: start))
        nodes.append(Node(operation: .multiply, range: start))
      }
      return start
    case .squareRoot, .cubeRoot:
      return try parseRoot()
    case .currencySymbol:
      let symbol = lexer.text(start)
      let isSuffix: Bool
      switch previous?.kind {
      case .number?, .rightParen?, .identifier?: isSuffix = true
      default: isSuffix = false
      }
      try advance()
      guard let code = Money.code(ofSymbol: symbol), let index = Money.index(ofCode: code) else {
        throw Message.unexpectedCharacter(symbol, at: start)
      }
      // A symbol stands beside its amount: `€5`, `(2+3)€`, `5 €`; alone it is a typo.
      if !isSuffix && token.kind != .number && token.kind != .leftParen {
        throw Message.symbolAlone(symbol, at: start)
      }
      nodes.append(Node(operation: .currency(index), range: start))
      return start
    case .leftParen:
      try enter(start)
      defer { leave() }
      try advance()
      if case .rightParen = token.kind {
        throw Message.emptyParentheses(at: token.range)
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
      throw try expectedOperandOrHint()
    }
  }

  /// The name of a constant, a variable, a parameter, a currency code, or a function call.
  ///
  /// currency_code → 'A'…'Z' 'A'…'Z' 'A'…'Z': a code calc knows (``Money/index(ofCode:)``).
  ///
  /// A call of a name that is not a built-in function is resolved when it is evaluated (a
  /// definition or a function the app registered may supply it); its argument count is
  /// checked then.
  mutating func parseName(_ name: String, at start: SourceRange) throws(CalcError) -> SourceRange {
    try advance()
    if name == "if" {
      if case .end = token.kind { throw Message.conditionalWithoutParentheses(at: start) }
      return try parseConditional(start: start)
    }
    if let isProduct = Parser.rangeForm(name) {
      return try parseRangeForm(name, isProduct: isProduct, start: start)
    }
    if case .leftParen = token.kind, let index = Money.index(ofCode: name) {
      // `USD (1+2)`: a currency before its amount, not a call.
      nodes.append(Node(operation: .currency(index), range: start))
      return start
    }
    if case .leftParen = token.kind {
      guard let index = Catalogue.functionIndex(of: name) else {
        if Names.keywords.contains(name) || Catalogue.constant(named: name) != nil || name == "ans" {
          throw Message.notAFunction(name, at: start)
        }
        return try parseCall(nil, index: calledNameIndex(name), start: start)
      }
      return try parseCall(Catalogue.functions[index], index: index, start: start)
    }
    if let slot = parameters.firstIndex(of: name) {
      nodes.append(Node(operation: .parameter(slot), range: start))
      return start
    }
    if let index = Catalogue.functionIndex(of: name) {
      return try parseBareCall(Catalogue.functions[index], index: index, start: start)
    }
    if Names.isOperatorWord(name) {
      throw Message.operatorWordMisplaced(name, at: start)
    }
    if let constant = Catalogue.constant(named: name) {
      nodes.append(Node(operation: .constant(constant), range: start))
    } else if let index = Money.index(ofCode: name) {
      nodes.append(Node(operation: .currency(index), range: start))
    } else {
      names.append(name)
      nodes.append(Node(operation: .variable(names.count - 1), range: start))
    }
    return start
  }

  /// The index of `name` in ``calledNames``, added if new.
  mutating func calledNameIndex(_ name: String) -> Int {
    if let index = calledIndices[name] { return index }
    calledNames.append(name)
    calledIndices[name] = calledNames.count - 1
    return calledNames.count - 1
  }

  /// call → name '(' (expression (argument_separator expression)*)? ')'
  ///
  /// `function` is the built-in function `index` refers to, or nil for a call by name
  /// (``calledNames``[index]).
  mutating func parseCall(_ function: FunctionEntry?, index: Int, start: SourceRange) throws(CalcError) -> SourceRange {
    let open = token.range
    try enter(open)
    defer { leave() }
    try advance()
    let outer = bareArgument
    bareArgument = nil
    defer { bareArgument = outer }
    var count = 0
    let mayReadAsRange = function.map(Parser.mayReadAsRange) ?? false
    var starts: [Int] = []
    if case .rightParen = token.kind {} else {
      while true {
        if mayReadAsRange { starts.append(nodes.count) }
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
    if mayReadAsRange { try checkRangeCall(function, starts: starts, range: range) }
    guard function.arity.contains(count) else {
      if count < function.arity.lowerBound, let comma = decimalComma(in: range) {
        // `atan2(1,5)` in de_DE: one argument, 1.5.
        throw Message.wrongArgumentCountDecimalComma(
          function.name, takes: function.arityDescription, got: count, syntax: lexer.syntax, at: comma)
      }
      throw Message.wrongArgumentCount(function.name, takes: function.arityDescription, got: count, at: range)
    }
    nodes.append(Node(operation: .call(function: index, arguments: count), range: range))
    return range
  }

  /// The first `,` in `range` when `,` is the decimal separator (so each one stands in a
  /// number), for the error of a call with too few arguments.
  func decimalComma(in range: SourceRange) -> SourceRange? {
    guard lexer.syntax.hasDecimalComma else { return nil }
    let comma = lexer.bytes[range.lowerBound..<range.upperBound].firstIndex(of: UInt8(ascii: ","))
    return comma.map { SourceRange($0, $0 + 1) }
  }

  /// Consumes the `)` that closes the `(` at `open`; returns the range from `open` to it.
  mutating func expectClosing(_ open: SourceRange) throws(CalcError) -> SourceRange {
    guard case .rightParen = token.kind else {
      if case .end = token.kind {
        throw Message.missingClosingParenthesis(at: token.range)
      }
      if case .identifier = token.kind, Names.conversionWords.contains(lexer.text(token.range)) {
        throw Message.conversionInsideParentheses(lexer.text(token.range), at: token.range)
      }
      throw Message.expectedClosingOrOperator(before: quoted(token), at: token.range)
    }
    let range = open.union(token.range)
    try advance()
    return range
  }

  /// The error for a missing operand at the current token; for `!0`, C's logical not
  /// (which binds tighter than calc's `not`), what to write instead. Kept out of
  /// ``parsePrimary()``, whose frame every level of nesting pays.
  @inline(never)
  func expectedOperandOrHint() throws(CalcError) -> CalcError {
    guard token.kind == .bang else { return expectedOperand() }
    let operand = try peek()
    let text = operand.kind == .end ? "x" : short(lexer.text(operand.range))
    return Message.bangBeforeOperand(text, at: token.range)
  }

  /// The error for `4! !`, `4!!!`: a factorial of a factorial needs parentheses.
  @inline(never)
  func factorialOfFactorial(_ range: SourceRange) -> CalcError {
    Message.factorialOfFactorial(
      quoted(token), operand: short(lexer.text(range)), next: lexer.text(token.range), at: token.range)
  }

  /// `°` after a number or `)`; after anything else an error.
  @inline(never)
  func degreeOperation() throws(CalcError) -> Node.Operation {
    switch previous?.kind {
    case .number?, .rightParen?: return .degrees
    default: throw Message.misplacedDegree(at: token.range)
    }
  }

  /// Whether the current token is an angle unit after a number or `)` (`30 deg`).
  @inline(never)
  func isAngleUnit() -> Bool {
    guard case .identifier = token.kind, previous?.kind == .number || previous?.kind == .rightParen else { return false }
    guard lexer.spells(token.range, "rad") || lexer.spells(token.range, "deg") else { return false }
    return !parameters.contains(lexer.text(token.range))
  }

  /// The angle unit the current token spells (``isAngleUnit()``).
  @inline(never)
  func angleUnit() -> Node.Operation {
    .angleUnit(radians: lexer.spells(token.range, "rad"), at: token.range.lowerBound)
  }

  /// After a divisor whose product stopped before a factor written after a space
  /// (``spacedFactorAfterDivisor()``), that factor's product multiplies the quotient.
  @inline(never)
  mutating func multiplySpacedFactors(_ range: inout SourceRange) throws(CalcError) {
    guard try spacedFactorAfterDivisor() else { return }
    range = range.union(try parseUnary())
    nodes.append(Node(operation: .multiply, range: range))
  }

  /// How `token` reads in a message.
  func quoted(_ token: Token) -> String {
    token.kind.quoted(name: lexer.text(token.range))
  }

  /// The error for a missing operand at the current token.
  func expectedOperand() -> CalcError {
    Message.expectedNumber(after: previous.map(quoted), at: token.range)
  }
}
