extension CalcError {
  /// The error as three lines: the message, the source line, and a caret (`^`, followed by
  /// `~` across the rest of the range) under the responsible text.
  ///
  /// ```
  /// error: expected a number after '+'
  ///   1+*2
  ///     ^
  /// ```
  ///
  /// Tabs and other control characters show as spaces so the caret stays aligned. A line
  /// longer than 100 characters is shown as a window of it around the caret, with `…` at
  /// the cut ends.
  ///
  /// - Parameters:
  ///   - source: the text that was evaluated.
  ///   - prefix: what precedes the message; `"error: "` by default.
  public func rendered(source: String, prefix: String = "error: ") -> String {
    let (line, caret) = Self.caretLines(source: source, range: range)
    return "\(prefix)\(message)\n  \(line)\n  \(caret)"
  }

  /// The source line (windowed when long) and the caret line beneath it.
  static func caretLines(source: String, range: SourceRange) -> (String, String) {
    // Columns are counted in Characters, which is what a terminal shows for the
    // operators and digits calc reads.
    var characters: [Character] = []
    var startColumn: Int?
    var endColumn: Int?
    var offset = 0
    for character in source {
      if startColumn == nil, offset >= range.lowerBound { startColumn = characters.count }
      if endColumn == nil, offset >= range.upperBound { endColumn = characters.count }
      let shown: Character = character.isASCII && (character.asciiValue ?? 32) < 32 ? " " : character
      characters.append(shown)
      offset += character.utf8.count
    }
    let start = startColumn ?? characters.count
    let end = max(start + 1, endColumn ?? characters.count)

    let window = 100
    var first = 0
    var last = characters.count
    if characters.count > window {
      first = max(0, min(start - window / 2, characters.count - window))
      last = min(characters.count, first + window)
    }
    var line = String(characters[first..<last])
    var lead = start - first
    if first > 0 {
      line = "…" + line
      lead += 1
    }
    if last < characters.count { line += "…" }
    let width = max(1, min(end, last + 1) - start)
    let caret = String(repeating: " ", count: lead) + "^" + String(repeating: "~", count: width - 1)
    return (line, caret)
  }
}
