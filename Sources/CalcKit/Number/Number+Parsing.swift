extension Number {
  /// The exact value of decimal text: an optional sign, then a literal as calc reads it
  /// (`12`, `-0.5`, `.5`, `5.`, `1e-3`, `+1.5E+7`, `1_000_000`), with no other characters.
  ///
  /// Returns `nil` for anything else, and for values beyond ``Limits/maximumDigits``.
  public init?(_ text: String) {
    var body = Substring(text)
    var negative = false
    if let sign = body.first, sign == "-" || sign == "+" {
      negative = sign == "-"
      body = body.dropFirst()
    }
    guard let first = body.utf8.first,
      first == UInt8(ascii: ".") || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9"))
    else { return nil }
    var lexer = Lexer(String(body))
    guard case .number? = try? lexer.next().kind, case let value = lexer.numberValue,
      case .end? = try? lexer.next().kind,
      !body.utf8.contains(where: Number.isSpaceOrControl)
    else { return nil }
    self.init(negative ? -value : value)
  }
}

extension Number {
  /// Whether a UTF-8 byte is ASCII white space or a control character, or starts a
  /// non-ASCII character (the lexer skips Unicode spaces too; none belongs in a number).
  static func isSpaceOrControl(_ byte: UInt8) -> Bool {
    byte <= 0x20 || byte >= 0x7F
  }
}
