import CLibEdit
import CTerminal

/// Ctrl-R: what has been typed to search the history with, and the line it found.
///
/// The search goes back from the newest line to the first that contains the text; typing
/// more narrows it from the line found, Ctrl-R again goes on to an older one, and
/// Backspace widens it from the newest again.
struct HistorySearch: Equatable {
  /// The history, oldest first.
  let entries: [String]
  /// The text searched for.
  private(set) var pattern = ""
  /// The index in ``entries`` of the line found, if any.
  private(set) var index: Int?
  /// Whether the last search found nothing (the line found before is kept).
  private(set) var failed = false

  init(entries: [String]) {
    self.entries = entries
  }

  /// The line found.
  var match: String? { index.map { entries[$0] } }

  /// Adds a character to the text searched for.
  mutating func type(_ character: Character) {
    pattern.append(character)
    find(from: index ?? entries.count - 1)
  }

  /// Backspace: drops the last character searched for.
  mutating func erase() {
    guard !pattern.isEmpty else { return }
    pattern.removeLast()
    index = nil
    find(from: entries.count - 1)
  }

  /// Ctrl-R again: the next older line with the text.
  mutating func older() {
    guard let index else {
      find(from: entries.count - 1)
      return
    }
    find(from: index - 1)
  }

  private mutating func find(from start: Int) {
    failed = false
    guard !pattern.isEmpty else {
      index = nil
      return
    }
    var candidate = min(start, entries.count - 1)
    while candidate >= 0 {
      if entries[candidate].firstRange(of: pattern) != nil {
        index = candidate
        return
      }
      candidate -= 1
    }
    failed = true
  }

  /// The line shown while searching: `(search history) 'sq': x = sqrt(2)`.
  var status: String {
    let head = failed ? "(search history, not found) " : "(search history) "
    return head + "'\(pattern)': " + (match ?? "")
  }
}

extension LineEditor {
  /// Ctrl-R: searches the history, showing what is typed and the line it found in place
  /// of the prompt and line. Return runs the line found; Ctrl-G goes back to the line as
  /// it was; any other key (an arrow, Ctrl-A, Ctrl-E…) keeps the line found to edit and
  /// then does what it does. Ctrl-C ends the search and drops the line.
  func searchHistory() -> UInt8 {
    let original = lineText()
    var search = HistorySearch(entries: entries)
    live?.isPaused = true
    defer { live?.isPaused = false }
    while true {
      show(search.status)
      var key: wchar_t = 0
      // Ctrl-C or the end of the input: the line is over (``readLine()`` tells which).
      guard el_wgetc(editLine, &key) == 1 else { return UInt8(CC_EOF) }
      switch key {
      case 0x12: search.older()
      case 0x7F, 0x08: search.erase()
      case 0x07: return finishSearch(with: original, then: nil)
      default:
        if key >= 0x20, let scalar = Unicode.Scalar(UInt32(bitPattern: Int32(key))) {
          search.type(Character(scalar))
        } else {
          return finishSearch(with: search.match ?? original, then: key)
        }
      }
    }
  }

  /// Puts `text` in the line, and `key` back in the input to act on it.
  private func finishSearch(with text: String, then key: wchar_t?) -> UInt8 {
    calc_write_output("\r\u{1B}[K")
    replaceLine(with: text)
    if let key {
      var keys: [wchar_t] = [key, 0]
      el_wpush(editLine, &keys)
    }
    return UInt8(CC_REDISPLAY)
  }

  /// Shows `text` on the line the prompt was on, cut to fit the terminal.
  private func show(_ text: String) {
    let width = max(10, columns()) - 1
    let shown = text.count > width ? String(text.prefix(width - 1)) + "…" : text
    calc_write_output("\r\u{1B}[K" + shown)
  }

  /// The whole line being edited.
  private func lineText() -> String {
    guard let info = el_wline(editLine), let start = info.pointee.buffer else { return "" }
    let count = start.distance(to: info.pointee.lastchar)
    let scalars = UnsafeBufferPointer(start: start, count: max(0, count)).compactMap {
      Unicode.Scalar(UInt32(bitPattern: Int32($0)))
    }
    return String(String.UnicodeScalarView(scalars))
  }

  /// Replaces the whole line being edited with `text`, the cursor at its end.
  private func replaceLine(with text: String) {
    if let info = el_wline(editLine), let start = info.pointee.buffer {
      let length = start.distance(to: info.pointee.lastchar)
      let cursor = start.distance(to: info.pointee.cursor)
      el_cursor(editLine, Int32(length - cursor))
      el_deletestr(editLine, Int32(length))
    }
    el_insertstr(editLine, text)
  }
}
