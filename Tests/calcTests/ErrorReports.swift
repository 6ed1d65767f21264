import Testing

// Small helpers for reading calc's error reports.
//
// An error is three lines on standard error:
//
//     error: division by zero        (or `line N: division by zero` in batch mode)
//       1/0                          two spaces, then the input
//         ^                          two spaces, then `^` and `~` under the culprit

/// The error report calc writes for `message` at `source`, the caret line given without
/// its two-space indent.
func errorReport(_ message: String, _ source: String, _ caret: String, prefix: String = "error: ")
  -> String
{
  "\(prefix)\(message)\n  \(source)\n  \(caret)\n"
}

/// One error report split into its parts, or `nil` if `lines` is not shaped like one.
struct ErrorReport: CustomStringConvertible {
  /// The first line, e.g. `error: division by zero`.
  var headline: String
  /// The shown source, without the two-space indent.
  var source: String
  /// The caret line, without the two-space indent.
  var caret: String

  init?(_ lines: some Collection<String>) {
    let lines = Array(lines)
    guard lines.count == 3, lines[1].hasPrefix("  "), lines[2].hasPrefix("  ") else { return nil }
    headline = lines[0]
    source = String(lines[1].dropFirst(2))
    caret = String(lines[2].dropFirst(2))
  }

  /// The column of `^`, counted in Characters from the start of the shown source.
  var caretColumn: Int? {
    guard caret.allSatisfy({ " ^~".contains($0) }), let index = caret.firstIndex(of: "^") else {
      return nil
    }
    return caret.distance(from: caret.startIndex, to: index)
  }

  /// How many columns the caret marks: `^` plus the `~` after it.
  var caretWidth: Int {
    caret.drop(while: { $0 == " " }).count
  }

  /// The character of the shown source right above `^`; `nil` when `^` is past its end.
  var characterAboveCaret: Character? {
    guard let column = caretColumn else { return nil }
    let characters = Array(source)
    return column < characters.count ? characters[column] : nil
  }

  /// The shown source text under the whole caret (`^~~~`).
  var textUnderCaret: String? {
    guard let column = caretColumn else { return nil }
    let characters = Array(source)
    guard column <= characters.count else { return nil }
    return String(characters[column..<min(characters.count, column + caretWidth)])
  }

  var description: String { "\(headline)\n  \(source)\n  \(caret)" }
}

/// `count` copies of `text` joined together.
func repeated(_ text: String, _ count: Int) -> String {
  String(repeating: text, count: count)
}
