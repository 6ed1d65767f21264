/// One lexical unit of the input.
struct Token: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    case number(Rational)
    case identifier(String)
    case plus, minus, star, slash, caret
    case leftParen, rightParen, comma, equals
    case percent, bang
    case end
  }

  var kind: Kind
  var range: SourceRange
}

extension Token.Kind {
  /// How the token reads in a message: `'+'`, `the number 12`, `the end of the input`.
  var quoted: String {
    switch self {
    case .number: return "a number"
    case .identifier(let name): return "'\(name)'"
    case .plus: return "'+'"
    case .minus: return "'-'"
    case .star: return "'*'"
    case .slash: return "'/'"
    case .caret: return "'^'"
    case .leftParen: return "'('"
    case .rightParen: return "')'"
    case .comma: return "','"
    case .equals: return "'='"
    case .percent: return "'%'"
    case .bang: return "'!'"
    case .end: return "the end of the input"
    }
  }
}
