// The statements of a line: split before parsing, each parsed as an input of its own.
extension Parser {
  /// line → input? (';' input?)*
  ///
  /// The ranges of the statements of `source` separated by `;` outside parentheses, or nil
  /// for a line with no such `;` (the common case, found by one byte scan). Calc has no
  /// string literals, so a byte scan that counts parentheses finds every separator; a `;`
  /// inside parentheses is an argument separator in a locale with a decimal comma, and an
  /// error otherwise (the parser's).
  static func statementRanges(in source: String) -> [SourceRange]? {
    var ranges: [SourceRange] = []
    var depth = 0
    var start = 0
    var offset = 0
    for byte in source.utf8 {
      switch byte {
      case UInt8(ascii: "("): depth += 1
      case UInt8(ascii: ")"): depth -= 1
      case UInt8(ascii: ";") where depth <= 0:
        ranges.append(SourceRange(start, offset))
        start = offset + 1
      default: break
      }
      offset += 1
    }
    guard !ranges.isEmpty else { return nil }
    ranges.append(SourceRange(start, offset))
    return ranges
  }
}
