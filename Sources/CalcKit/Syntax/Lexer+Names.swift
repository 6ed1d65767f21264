extension ParsedExpression {
  /// `source` with every name in it that is a key of `names` (a variable, a function, a
  /// parameter: whatever it names) written as that key's value; nil when `source` does not
  /// lex. Names are found as the lexer finds them, so the digits of `36#mean` or `1e5` are
  /// never a name and `2mean` holds one.
  ///
  /// For the command's saved sessions, which keep a name a later calc made built in under a
  /// new one and must rename its uses (Tests: SessionFileTests).
  package static func renaming(_ names: [String: String], in source: String) -> String? {
    var lexer = Lexer(source)
    var bytes: [UInt8] = []
    var copied = 0
    let utf8 = Array(source.utf8)
    while true {
      guard let token = try? lexer.next() else { return nil }
      if token.kind == .end { break }
      guard token.kind == .identifier, let new = names[lexer.text(token.range)] else { continue }
      bytes += utf8[copied..<token.range.lowerBound]
      bytes += Array(new.utf8)
      copied = token.range.upperBound
    }
    bytes += utf8[copied...]
    return String(decoding: bytes, as: UTF8.self)
  }
}
