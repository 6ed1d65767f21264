import CLibEdit
import CTerminal

/// The terminal side of the session: libedit reads a line with emacs-style editing,
/// history and Tab completion. Nothing here knows what a line means.
final class LineEditor {
  /// What a read gave.
  enum Input: Equatable {
    /// A line, without its newline.
    case line(String)
    /// Ctrl-C: the line typed so far is dropped.
    case interrupted
    /// Ctrl-D on an empty line, or the input ended.
    case end
  }

  let editLine: OpaquePointer
  private let history: OpaquePointer
  private let prompt: UnsafeMutablePointer<CChar>
  /// Completes the text before the cursor; called on Tab.
  private let complete: (String) -> Completion
  /// The terminal's width, for listing completions and showing a search.
  let columns: () -> Int
  /// The lines of the history, oldest first, for Ctrl-R.
  private(set) var entries: [String] = []
  private let historySize: Int
  /// The line and cursor right after Tab completed a function with its `(`: a `(` typed
  /// next, with nothing changed in between, is taken as that one and not inserted again.
  private var completedParenthesis: (text: String, cursor: Int)?
  /// The live result under the line, when the terminal can show it (``LivePreview``).
  var live: LivePreview? {
    didSet {
      // After a resize, libedit takes the terminal's new size and draws the line again.
      live?.redrawLine = { [weak self] in
        guard let self else { return }
        el_resize(self.editLine)
        _ = calc_el_refresh(self.editLine)
      }
    }
  }

  /// Sets up libedit on standard input and output; nil if it cannot.
  ///
  /// Key bindings are emacs-style, with Ctrl-R searching the history, Ctrl-U and Ctrl-W
  /// cutting to the start of the line and the word before the cursor, and Tab completing;
  /// `~/.editrc` (or `$EDITRC`) is read last, so a user's own bindings win.
  init?(
    program: String, prompt: String, historySize: Int, columns: @escaping () -> Int,
    complete: @escaping (String) -> Completion
  ) {
    guard let editLine = calc_el_init(program) else { return nil }
    guard let history = history_init() else {
      el_end(editLine)
      return nil
    }
    guard let promptCopy = strdup(prompt) else {
      el_end(editLine)
      history_end(history)
      return nil
    }
    self.editLine = editLine
    self.history = history
    self.prompt = promptCopy
    self.complete = complete
    self.columns = columns
    self.historySize = max(1, historySize)

    calc_history_set_size(history, Int32(historySize))
    calc_history_set_unique(history, 1)
    calc_el_set_client_data(editLine, Unmanaged.passUnretained(self).toOpaque())
    calc_el_set_prompt(editLine) { editLine in
      guard let editLine, let editor = LineEditor.owner(of: editLine) else { return nil }
      return editor.prompt
    }
    calc_el_set_editor(editLine, "emacs")
    calc_el_set_signal(editLine, 1)
    Interrupt.catchInterrupts(in: editLine)
    // calc's key reader (CTerminal's, which takes Ctrl-C), with the live preview around it.
    calc_el_set_character_reader(editLine) { editLine, character in
      guard let editLine, let character, let editor = LineEditor.owner(of: editLine) else { return -1 }
      return editor.readCharacter(into: character)
    }
    calc_el_set_history(editLine, history)
    calc_el_add_function(editLine, "calc-complete", "Complete a name calc knows") { editLine, _ in
      guard let editLine, let editor = LineEditor.owner(of: editLine) else { return UInt8(CC_ERROR) }
      return editor.completeAtCursor()
    }
    calc_el_add_function(editLine, "calc-search", "Search the history") { editLine, _ in
      guard let editLine, let editor = LineEditor.owner(of: editLine) else { return UInt8(CC_ERROR) }
      return editor.searchHistory()
    }
    calc_el_add_function(editLine, "calc-open-parenthesis", "Insert ( unless Tab just did") { editLine, _ in
      guard let editLine, let editor = LineEditor.owner(of: editLine) else { return UInt8(CC_ERROR) }
      return editor.openParenthesis()
    }
    calc_el_bind(editLine, "^I", "calc-complete")
    calc_el_bind(editLine, "(", "calc-open-parenthesis")
    calc_el_bind(editLine, "^R", "calc-search")
    calc_el_bind(editLine, "^U", "vi-kill-line-prev")
    calc_el_bind(editLine, "^W", "ed-delete-prev-word")
    for (sequence, command) in LineEditor.terminalKeys {
      calc_el_bind(editLine, sequence, command)
    }
    el_source(editLine, nil)
  }

  /// What Home, End, Delete and Ctrl-Left/Right send in the common terminals (xterm and
  /// its kin, in both cursor modes; rxvt; tmux, screen and the Linux console), and what
  /// each does. libedit binds only the sequences the terminal's description names, and
  /// types the rest (a `~`) into the line.
  static let terminalKeys: [(sequence: String, command: String)] = {
    let escape = "\u{1B}"
    let home = ["[1~", "[7~", "[H", "OH"]
    let end = ["[4~", "[8~", "[F", "OF"]
    let delete = ["[3~"]
    let wordLeft = ["[1;5D", "[5D", "Od", "[1;3D", "\u{1B}[D"]
    let wordRight = ["[1;5C", "[5C", "Oc", "[1;3C", "\u{1B}[C"]
    // Insert, Page Up and Page Down do nothing rather than type a `~`.
    let nothing = ["[2~", "[5~", "[6~"]
    let groups: [([String], String)] = [
      (home, "ed-move-to-beg"), (end, "ed-move-to-end"), (delete, "ed-delete-next-char"),
      (wordLeft, "ed-prev-word"), (wordRight, "em-next-word"), (nothing, "ed-unassigned"),
    ]
    return groups.flatMap { sequences, command in sequences.map { (escape + $0, command) } }
  }()

  deinit {
    el_end(editLine)
    history_end(history)
    free(prompt)
  }

  private static func owner(of editLine: OpaquePointer) -> LineEditor? {
    guard let data = calc_el_client_data(editLine) else { return nil }
    return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
  }

  /// Reads a line, showing the prompt.
  func readLine() -> Input {
    completedParenthesis = nil
    var count: Int32 = 0
    Interrupt.forget()
    errno = 0
    guard let raw = el_gets(editLine, &count) else {
      // Some of libedit's modes (its own incremental search, a key sequence begun) take a
      // failed read for the end of input: the flag says it was Ctrl-C.
      return Interrupt.endedRead || (count < 0 && errno == EINTR) ? .interrupted : .end
    }
    var line = String(cString: raw)
    while line.last == "\n" || line.last == "\r\n" || line.last == "\r" { line.removeLast() }
    return .line(line)
  }

  /// Adds a line to the history Up and Ctrl-R go through (a line equal to the one before
  /// is not added again).
  func addHistory(_ line: String) {
    calc_history_enter(history, line)
    guard entries.last != line else { return }
    entries.append(line)
    if entries.count > historySize { entries.removeFirst(entries.count - historySize) }
  }

  /// One key for libedit: the live preview runs while it waits for it (``LivePreview``).
  private func readCharacter(into character: UnsafeMutablePointer<wchar_t>) -> Int32 {
    guard let live, live.isOn || live.colors, !live.isPaused, let (line, cursor) = lineAndCursor() else {
      return calc_read_character(editLine, character)
    }
    live.waitForKey(line: line, cursor: cursor)
    let result = calc_read_character(editLine, character)
    live.keyRead(result == 1 ? character.pointee : nil, line: line, cursor: cursor)
    return result
  }

  /// The text of the line and the cursor's offset in it, in bytes.
  func lineAndCursor() -> (text: String, cursor: Int)? {
    guard let info = el_line(editLine) else { return nil }
    guard let start = info.pointee.buffer else { return ("", 0) }
    let length = max(0, start.distance(to: info.pointee.lastchar))
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: length), as: UTF8.self)
    return (text, max(0, start.distance(to: info.pointee.cursor)))
  }

  /// Tab: inserts what the completion decides, or lists the names that still match.
  private func completeAtCursor() -> UInt8 {
    completedParenthesis = nil
    guard let (line, cursor) = lineAndCursor() else { return UInt8(CC_ERROR) }
    let completion = complete(String(decoding: line.utf8.prefix(cursor), as: UTF8.self))
    if !completion.insertion.isEmpty {
      el_insertstr(editLine, completion.insertion)
      if completion.insertion.hasSuffix("(") { completedParenthesis = lineAndCursor() }
      return UInt8(CC_REFRESH)
    }
    guard completion.candidates.count > 1 else { return UInt8(CC_REFRESH_BEEP) }
    calc_write_output("\n" + Completion.listing(completion.candidates, width: columns()) + "\n")
    return UInt8(CC_REDISPLAY)
  }

  /// `(`: inserted, unless it comes right after Tab completed `sqrt(`, so typing the `(`
  /// out of habit does not make it `sqrt((`.
  private func openParenthesis() -> UInt8 {
    let completed = completedParenthesis
    completedParenthesis = nil
    if let completed, let now = lineAndCursor(), now == completed { return UInt8(CC_NORM) }
    el_insertstr(editLine, "(")
    return UInt8(CC_REFRESH)
  }
}
