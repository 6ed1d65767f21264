/// One lexical unit of the input.
///
/// A plain value (no payload to retain or release, so the parser copies tokens for free):
/// a number's value is the lexer's ``Lexer/numberValue`` and a name's text is the source in
/// its range (``Lexer/text(_:)``), both read when the parser takes the token.
struct Token: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    case number
    case identifier
    case plus, minus, star, slash, caret
    case leftParen, rightParen, comma, equals
    case percent, bang
    /// `!!`, the double factorial (written without a space between the two `!`).
    case doubleBang
    /// A run of superscript digits with an optional sign, `²` or `⁻¹`: `^` and that
    /// integer (the lexer's ``Lexer/numberValue``).
    case superscript
    /// `√` and `∛`: prefix square and cube roots.
    case squareRoot, cubeRoot
    /// `°`: an angle in degrees.
    case degree
    /// The bitwise operators `&`, `|`, `~`, `<<` and `>>`.
    case ampersand, pipe, tilde, shiftLeft, shiftRight
    /// `&&` and `||`, the logical and and or of C and spreadsheets (their two characters
    /// touching).
    case doubleAmpersand, doublePipe
    /// `//`, Python's floor division (its two characters touching).
    case doubleSlash
    /// The comparisons `==`, `!=` (or `≠`), `<`, `<=` (or `≤`), `>` and `>=` (or `≥`).
    case equalEqual, notEqual, less, lessEqual, greater, greaterEqual
    /// A currency symbol, `$ € £ ¥ ₩`: an amount of that currency with the number beside it.
    case currencySymbol
    case end
  }

  var kind: Kind
  var range: SourceRange
}

extension Token.Kind {
  /// How the token reads in a message: `'+'`, `a number`, `'sqrt'`, `the end of the input`;
  /// `name` is an identifier's text.
  func quoted(name: @autoclosure () -> String) -> String {
    switch self {
    case .number: return "a number"
    case .identifier: return "'\(name())'"
    case .plus: return "'+'"
    case .minus: return "'-'"
    case .star: return "'*'"
    case .slash: return "'/'"
    case .caret: return "'^'"
    case .leftParen: return "'('"
    case .rightParen: return "')'"
    case .comma: return "'\(name())'"  // `,`, or `;` where `,` is the decimal separator
    case .equals: return "'='"
    case .percent: return "'%'"
    case .bang: return "'!'"
    case .doubleBang: return "'!!'"
    case .superscript: return "a superscript power"
    case .squareRoot: return "'√'"
    case .cubeRoot: return "'∛'"
    case .degree: return "'°'"
    case .ampersand: return "'&'"
    case .pipe: return "'|'"
    case .tilde: return "'~'"
    case .shiftLeft: return "'<<'"
    case .shiftRight: return "'>>'"
    case .doubleAmpersand: return "'&&'"
    case .doublePipe: return "'||'"
    case .doubleSlash: return "'//'"
    case .equalEqual, .notEqual, .less, .lessEqual, .greater, .greaterEqual: return "'\(name())'"
    case .currencySymbol: return "'\(name())'"
    case .end: return "the end of the input"
    }
  }
}
