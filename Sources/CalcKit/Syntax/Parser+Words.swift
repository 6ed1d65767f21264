extension Parser {
  /// word_operator → 'plus' | 'minus' | 'times' | 'per' | 'div' | 'rem' | 'choose' | 'permute' | 'nCr' | 'nPr'
  ///
  /// The word operator the current token spells at the additive level (`additive`) or
  /// the multiplicative one, when it stands between two operands: something that ends an
  /// operand before it (the caller has just parsed one) and something that starts one
  /// after it. Anywhere else the word is a name (`times = 3`, `2 times` as 2·times). A
  /// parameter of the definition being parsed is always the parameter. When a word is
  /// also a name the calculator knows (a variable, a defined function), the evaluator
  /// refuses it as reading two ways (``Evaluator/checkWord(_:at:)``).
  /// `additive` nil asks for a word of either level (where a product ends).
  func wordOperator(additive: Bool?) throws(CalcError) -> Node.Operation? {
    guard case .identifier = token.kind, let word = WordOperator(rawValue: lexer.text(token.range)),
      additive.map({ word.isAdditive == $0 }) ?? true, !parameters.contains(word.rawValue)
    else { return nil }
    var scan = lexer
    let at = token.range.lowerBound
    switch try scan.next().kind {
    case .number:
      // `times 3` is no product of a name: only the operator reads here.
      return .word(word, at: at, mayBeName: false)
    case .leftParen, .squareRoot, .cubeRoot, .currencySymbol, .minus, .plus, .tilde, .identifier:
      return .word(word, at: at, mayBeName: true)
    default:
      return nil
    }
  }
}
