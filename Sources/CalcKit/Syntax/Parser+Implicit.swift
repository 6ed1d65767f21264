// MARK: - Implicit multiplication, functions without parentheses, mixed numbers

extension Parser {
  /// product → power power*: implicit multiplication, a factor written right after
  /// another (`2pi`, `2(3+4)`, `(1+2)(3+4)`, `3x`, `2 sqrt 2`), tighter than `*` and `/`
  /// and looser than `^`: `1/2x` is 1/(2x), `2^3x` is (2^3)·x, `2x^2` is 2·x^2.
  ///
  /// A factor starts with a name, `(`, `√` or `∛`, never a number: `2 3` is an error (two
  /// numbers side by side could be 23, 2·3 or a grouped 2 3…), as is a number after a
  /// name or `)`. Inside an argument written without parentheses (`sin 2x`), a second
  /// function (`sin x cos x`) is an error naming both readings.
  ///
  /// factor_start → name | '(' | '√' | '∛' | currency_symbol | number: what starts each
  /// power after the first; a number only after a currency alone (`USD 100`, `$5`).
  ///
  /// In a divisor (right after `/`), a factor written after a space ends the divisor: the
  /// quotient is multiplied by it, left to right (`4/3 pi r^3` is (4/3)·π·r³, see
  /// ``parseMultiplicative()``); one touching it stays in the divisor (`1/2x` is 1/(2x)),
  /// but a `(` touching it reads two ways (`6/2(1+2)`: (6/2)(1+2) = 9 or 6/(2(1+2)) = 1) and
  /// is an error that names both.
  mutating func parseProduct() throws(CalcError) -> SourceRange {
    let start = token.range
    // In a divisor (right after `/`, `÷` or `//`), the nodes so far end with the dividend.
    let divisor = divisorMark()
    var range = try parsePower()
    while true {
      // A word operator between two operands ends the product: `2 times 3` is not 2·times·3.
      if case .identifier = token.kind, try wordOperator(additive: nil) != nil { return range }
      switch token.kind {
      case .leftParen, .squareRoot, .cubeRoot, .currencySymbol:
        break
      case .number where isLoneCurrency(range):
        // `USD 100`, `$5`: a currency before its amount.
        break
      case .identifier where !Names.isOperatorWord(lexer.text(token.range)):
        try checkNameFactor()
      case .number:
        throw numberAfterOperand(range)
      default:
        return range
      }
      if divisor > 0, try endsDivisor(range, dividendEnd: divisor) { return range }
      try enter(start)
      defer { leave() }
      range = range.union(try parsePower())
      nodes.append(Node(operation: .multiply, range: range))
    }
  }

  /// The count of nodes so far when the product starts right after `/`, `÷` or `//` (a
  /// divisor; the last of them is the dividend's), else 0.
  /// A sign between the operator and the divisor (`1/-2 x`) does not change that.
  @inline(never)
  func divisorMark() -> Int {
    guard let last = previous else { return 0 }
    switch last.kind {
    case .slash, .doubleSlash: return nodes.count
    case .minus, .plus:
      // The character before the sign, spaces aside: `/`, or `÷` (two bytes).
      var end = last.range.lowerBound
      while end > 0, lexer.bytes[end - 1] == UInt8(ascii: " ") || lexer.bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
      if end > 0, lexer.bytes[end - 1] == UInt8(ascii: "/") { return nodes.count }
      if end > 1, lexer.bytes[end - 2] == 0xC3, lexer.bytes[end - 1] == 0xB7 { return nodes.count }
      return 0
    default: return 0
    }
  }

  /// Whether the divisor's product `range` (after the dividend, whose nodes end before
  /// `dividendEnd`) ends before the current token, a factor: when it is written after a
  /// space (``spacedFactorAfterDivisor()``), and the quotient is multiplied by it. A `(`
  /// touching the divisor reads two ways and throws. Kept out of ``parseProduct()``, whose
  /// frame every level of nesting pays.
  @inline(never)
  mutating func endsDivisor(_ range: SourceRange, dividendEnd: Int) throws(CalcError) -> Bool {
    // A currency stays with its amount: `100 EUR / 8 USD`.
    guard !isLoneCurrency(range), !isCurrency(token) else { return false }
    if let last = previous, last.range.upperBound < token.range.lowerBound { return true }
    guard token.kind == .leftParen else { return false }
    let dividend = nodes[dividendEnd - 1].range
    let division = lexer.text(SourceRange(dividend.upperBound, range.lowerBound)).trimmingSpaces
    let factor = try parsePower()
    throw Message.divisorProductReadsTwoWays(
      dividend: short(lexer.text(dividend)), operator: division,
      divisor: short(lexer.text(range)), factor: short(lexer.text(factor)), at: factor)
  }

  /// Whether the current token is a factor written after a space, where a divisor's
  /// product stops (``endsDivisor(_:dividend:division:)``): `(`, `√`, `∛` or a name that is
  /// no word of the language, no word operator and no currency.
  @inline(never)
  func spacedFactorAfterDivisor() throws(CalcError) -> Bool {
    guard let last = previous, last.range.upperBound < token.range.lowerBound else { return false }
    switch token.kind {
    case .leftParen, .squareRoot, .cubeRoot: return true
    case .identifier:
      if Names.isOperatorWord(lexer.text(token.range)) || isCurrency(token) { return false }
      return try wordOperator(additive: nil) == nil
    default: return false
    }
  }

  /// Whether `token` is a currency symbol or code (`$`, `USD`).
  func isCurrency(_ token: Token) -> Bool {
    switch token.kind {
    case .currencySymbol: return true
    case .identifier: return Money.index(ofCode: lexer.text(token.range)) != nil
    default: return false
    }
  }

  /// Throws when the name at the current token, after an operand, is no factor: a second
  /// function inside an argument without parentheses (`sin x cos x`), letters touching a
  /// hexadecimal literal (`0xfg`), or an `e` touching a number (`1e`). Kept out of
  /// ``parseProduct()``, whose frame every level of nesting pays.
  @inline(never)
  func checkNameFactor() throws(CalcError) {
    if bareArgument != nil, try startsCall(token) {
      throw secondFunctionInBareArgument()
    }
    guard let number = previous, number.kind == .number, number.range.upperBound == token.range.lowerBound else { return }
    if !isDecimalLiteral(number.range) {
      // `0xfg`: letters touching a hexadecimal, octal or binary literal are a typo, not a product.
      throw Message.expectedOperator(before: quoted(token), at: token.range)
    }
    if lexer.spells(token.range, "e") || lexer.spells(token.range, "E") {
      // `1e` is an unfinished exponent as often as 1·e.
      let digits = lexer.text(number.range)
      let e = lexer.text(token.range)
      throw Message.exponentReadsTwoWays(digits: digits, e: e, at: number.range.union(token.range))
    }
  }

  /// Whether the operand at `range` is a currency alone (`USD`, `$`), the last node.
  func isLoneCurrency(_ range: SourceRange) -> Bool {
    guard let last = nodes.last, case .currency = last.operation else { return false }
    return last.range == range
  }

  /// Whether `token` (a name) starts a function call: a built-in function's name, or any
  /// name right before `(`.
  func startsCall(_ token: Token) throws(CalcError) -> Bool {
    if Catalogue.functionIndex(of: lexer.text(token.range)) != nil { return true }
    var scan = lexer
    return try scan.next().kind == .leftParen
  }

  /// The error for a number right after an operand (`2 3`, `x 2`, `(1)2`).
  func numberAfterOperand(_ operand: SourceRange) -> CalcError {
    let left = short(lexer.text(operand))
    let right = short(lexer.text(token.range))
    var oneNumber = false
    if case .number? = previous?.kind, isDigits(operand), isDigits(token.range) { oneNumber = true }
    return Message.numberAfterOperand(left, right, oneNumber: oneNumber, at: token.range)
  }

  /// Whether the literal in `range` is written in decimal (not `0x…`, `0o…`, `0b…`).
  func isDecimalLiteral(_ range: SourceRange) -> Bool {
    let text = Array(lexer.text(range).utf8)
    return !(text.count > 1 && text[0] == UInt8(ascii: "0") && [UInt8(ascii: "x"), UInt8(ascii: "o"), UInt8(ascii: "b")].contains(text[1] | 0x20))
  }

  /// Whether the source in `range` is plain decimal digits.
  func isDigits(_ range: SourceRange) -> Bool {
    lexer.isDigits(range)
  }

  /// The error for a function name inside the argument of a function written without
  /// parentheses, `sin x cos x`.
  func secondFunctionInBareArgument() -> CalcError {
    let (name, argumentStart) = bareArgument ?? ("", token.range)
    let argument = short(lexer.text(SourceRange(argumentStart.lowerBound, previous?.range.upperBound ?? token.range.lowerBound)))
    let rest = "\(lexer.text(token.range))…"
    return Message.secondFunctionInBareArgument(
      quoted(token), function: name, argument: argument, rest: rest, at: token.range)
  }

  /// bare_call → name bare_argument; bare_argument → ('-' | '+') bare_argument | product
  ///
  /// A function of one argument written without parentheses: `sqrt 2`, `sin pi`, `ln 2x`.
  /// The argument is an implicit product with its powers (`sin 2x^2` is sin(2x^2)) and
  /// ends at the first operator: `sqrt 2 + 1` is sqrt(2) + 1.
  mutating func parseBareCall(_ function: FunctionEntry, index: Int, start: SourceRange) throws(CalcError) -> SourceRange {
    let name = function.name
    guard try startsBareArgument(token) else {
      throw Message.functionWithoutArgument(name, at: start)
    }
    guard function.arity.contains(1) else {
      throw Message.bareCallNeedsParentheses(name, takes: function.arityDescription, at: start)
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
      throw Message.bareArgumentReadsTwoWays(quoted(token), function: name, argument: inner, next: next, at: token.range)
    }
    return range
  }

  mutating func parseBareArgument() throws(CalcError) -> SourceRange {
    try parseSigned { (parser: inout Parser) throws(CalcError) in try parser.parseProduct() }
  }

  /// Whether `token` can start the argument of a function written without parentheses:
  /// an operand (``isOperandStart(_:)``), or a sign spaced from the name and touching what
  /// follows it (`sin -x`; `sqrt + 1` and `sin - 1` stay errors).
  func startsBareArgument(_ token: Token) throws(CalcError) -> Bool {
    guard token.kind == .minus || token.kind == .plus else { return isOperandStart(token) }
    guard let name = previous, name.range.upperBound < token.range.lowerBound else { return false }
    var scan = lexer
    let next = try scan.next()
    return next.range.lowerBound == token.range.upperBound && isOperandStart(next)
  }

  /// mixed_number → decimal decimal '/' decimal: a mixed number, `2 1/3` = 7/3, when the current
  /// token is a whole number written in digits, then (after a space) a proper fraction of
  /// two more; nil (nothing consumed) when the input does not start so. Where it would
  /// read two ways (`6/2 1/3`, `2 1/3^2`, `2 1/3x`) it is an error naming both readings.
  mutating func mixedNumber() throws(CalcError) -> SourceRange? {
    let wholeToken = token
    guard lexer.isWhitespaceThenDigit(after: wholeToken.range.upperBound), isDigits(wholeToken.range) else {
      return nil
    }
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
      throw Message.mixedNumberAfter(
        text, previous: previous.map(quoted) ?? "",
        product: "\(lexer.text(wholeToken.range))*\(lexer.text(numeratorToken.range))/\(lexer.text(denominatorToken.range))",
        at: range)
    }
    let after = try scan.next()
    switch after.kind {
    case .caret, .superscript, .bang, .doubleBang, .degree, .percent, .leftParen, .identifier, .squareRoot, .cubeRoot:
      if after.kind == .identifier && Names.isOperatorWord(scan.text(after.range)) { break }
      throw Message.afterMixedNumber(
        quoted(after), text: text, next: scan.text(after.range),
        sum: "\(lexer.text(wholeToken.range)) + \(lexer.text(numeratorToken.range))/\(lexer.text(denominatorToken.range))",
        at: after.range)
    default: break
    }
    guard let value = try? whole.adding(Rational(numerator: numerator.numerator, denominator: denominator.numerator)).checked() else {
      throw Message.numberTooLong(at: range)
    }
    for _ in 0..<4 { try advance() }
    appendNumber(value, at: range)
    return range
  }
}
