import CLibEdit
import CTerminal
import CalcKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The live result: while a line is edited, its value as Return would print it, on the
/// terminal row under the line (`= 42`, `≈0.333…`), updated as keys are typed.
///
/// libedit calls calc's key reader (``LineEditor``) whenever it wants a key, after it has
/// drawn the line. Before waiting for the key, the reader hands the line to a
/// ``LiveEvaluator`` thread and waits on standard input and that thread at once: a key is
/// returned to libedit the moment it comes, a preview is drawn the moment it is ready.
/// After ``ellipsisDelay`` a quiet `…` stands for a preview still being worked out; after
/// ``budget`` the evaluation is cancelled (Return computes the line as always).
///
/// The preview row is written behind libedit's back, with relative cursor movements only,
/// and the cursor is put back where libedit left it; the row is erased before any key that
/// could make libedit redraw over it (all but a printable character that keeps the line on
/// as many rows), and before Return, so the scrollback reads exactly as without it.
final class LivePreview {
  /// The session lines are previewed in: the REPL's, after each line.
  var session: Session
  /// Whether previews are shown (`:live on|off`).
  var isOn: Bool
  /// Whether the preview is coloured.
  var colors: Bool
  /// When set, keys are read without previews (during Ctrl-R's search).
  var isPaused = false

  /// How long a preview may take before `…` stands for it.
  static let ellipsisDelay: UInt64 = 30_000_000  // nanoseconds
  /// How long a preview may take at all.
  static let budget: UInt64 = 80_000_000  // nanoseconds

  private let evaluator: LiveEvaluator
  private let promptWidth: Int
  /// The line last previewed (or being previewed).
  private var previewed: String?
  /// The evaluation under way.
  private var pending: (id: Int, token: CancellationToken, start: UInt64)?
  private var nextID = 0
  /// Whether the preview row holds something.
  private var isDrawn = false
  /// The line and cursor last coloured (-1: no bracket marked).
  private var painted: (String, Int)?
  /// The preview of ``previewed``, once worked out.
  private var lastPreview = Session.Preview.nothing
  /// Whether it holds the `…`.
  private var showsEllipsis = false
  /// When each preview was drawn, for the benchmark (`CALC_LIVE_TRACE`).
  private let trace: Int32?
  /// Draws the prompt and the line again from the start of the prompt's row, in libedit's
  /// picture of the terminal at its new size (``LineEditor`` sets it).
  var redrawLine: (() -> Void)?
  /// The end of the pipe a resize of the terminal (SIGWINCH) writes to, -1 for none.
  private let resizes: Int32
  /// The terminal's size when the line was drawn; nil between lines.
  private var screen: Size?

  /// A terminal's size.
  struct Size: Equatable {
    var columns: Int
    var rows: Int
  }

  init?(session: Session, isOn: Bool, colors: Bool, promptWidth: Int) {
    guard let evaluator = LiveEvaluator() else { return nil }
    self.evaluator = evaluator
    self.session = session
    self.isOn = isOn
    self.colors = colors
    self.promptWidth = promptWidth
    trace = Self.traceDescriptor()
    resizes = calc_catch_resizes()
  }

  /// Runs while libedit waits for a key: starts the preview of the line as it now stands,
  /// draws it when ready, and returns as soon as a key can be read (or a signal came).
  /// A resize of the terminal meanwhile draws the line and its preview again at once, for
  /// the new width (``redrawAfterResize(line:cursor:)``).
  func waitForKey(line: String, cursor: Int) {
    guard !isPaused else { return }
    if screen == nil {
      // The line was just drawn at the size libedit read when it started it.
      _ = calc_take_resizes()
      screen = size()
    }
    while true {
      if colors { paint(line: line, cursor: cursor, marksBracket: true) }
      if isOn, !startPreview(line: line, cursor: cursor) { return }
      guard wait(line: line, cursor: cursor) else { return }
      redrawAfterResize(line: line, cursor: cursor)
    }
  }

  /// Starts the preview of `line` unless it is the one previewed (then shows it again if a
  /// cursor key erased it); false when keys are already waiting.
  private func startPreview(line: String, cursor: Int) -> Bool {
    if line != previewed {
      pending?.token.cancel()
      pending = nil
      previewed = line
      lastPreview = .nothing
      // Keys already waiting (typed ahead, pasted) come first: no preview for a line
      // about to change.
      let keysWaiting = Self.inputIsWaiting(timeout: 0)
      if !Session.hasPreview(line) || keysWaiting {
        previewed = nil
        erase(line: line, cursor: cursor)
        return !keysWaiting
      }
      nextID += 1
      let token = CancellationToken()
      pending = (nextID, token, Self.now())
      evaluator.submit(
        LiveEvaluator.Request(
          id: nextID, session: session, line: line, columns: max(1, columns() - 3), token: token))
    } else if pending == nil, !isDrawn, lastPreview != .nothing {
      // The line is the same, the row was erased (a cursor key): the same preview again.
      show(lastPreview, line: line, cursor: cursor)
    }
    return true
  }

  /// Waits for a key, drawing the preview under way when it is ready (or `…`, or nothing
  /// once the budget is spent): false when a key can be read or a Ctrl-C came, true when
  /// the terminal changed size.
  private func wait(line: String, cursor: Int) -> Bool {
    while true {
      var timeout: Int32 = -1
      if let (_, _, start) = pending {
        let elapsed = Self.now() &- start
        let limit = showsEllipsis ? Self.budget : Self.ellipsisDelay
        timeout = elapsed >= limit ? 0 : Int32((limit - elapsed + 999_999) / 1_000_000)
      }
      var descriptors = [
        pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
        pollfd(fd: pending == nil ? -1 : evaluator.wakeRead, events: Int16(POLLIN), revents: 0),
        pollfd(fd: resizes, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&descriptors, 3, timeout)
      if ready < 0 {
        // A signal: Ctrl-C is the key reader's to take; a resize shows on its pipe.
        if errno == EINTR, !Interrupt.isPending { continue }
        return false
      }
      if descriptors[2].revents != 0 {
        _ = calc_take_resizes()
        if size() != screen { return true }
      }
      if let (id, token, _) = pending {
        if descriptors[1].revents != 0, let (finishedID, preview) = evaluator.take(), finishedID == id {
          pending = nil
          lastPreview = preview
          show(preview, line: line, cursor: cursor)
          noteDrawn(id: id)
        } else if ready == 0 {
          if showsEllipsis {
            token.cancel()
            pending = nil
            noteDrawn(id: id)
          } else {
            draw("…", line: line, cursor: cursor)
            showsEllipsis = true
          }
        }
      }
      if descriptors[0].revents != 0 { return false }
    }
  }

  /// After a resize: erases the line and the preview row, has libedit draw the line again
  /// for the new width, and starts the preview again (it is shortened to the width).
  ///
  /// The cursor goes up to the prompt's row first: as many rows as the cursor was below it
  /// at the old width, or at the new one if fewer. A terminal that keeps its rows as they
  /// were (xterm) leaves the cursor where the old width put it, one that rewraps its lines
  /// (VTE, iTerm2, kitty) where the new width does; going up the fewer of the two never
  /// erases a row above the line, at worst leaving a piece of the old line above it.
  private func redrawAfterResize(line: String, cursor: Int) {
    guard let old = screen else { return }
    let new = size()
    screen = new
    let before = promptWidth + InputColoring.width(of: String(decoding: line.utf8.prefix(cursor), as: UTF8.self))
    let up = min(before / max(1, old.columns), before / max(1, new.columns))
    calc_write_output((up > 0 ? "\u{1B}[\(up)A" : "") + "\r\u{1B}[J")
    isDrawn = false
    showsEllipsis = false
    painted = nil
    redrawLine?()
    pending?.token.cancel()
    pending = nil
    previewed = nil
    lastPreview = .nothing
  }

  /// Called with each key libedit is given (nil: the read ended): erases the preview
  /// unless the key is a printable character that leaves the line on as many rows.
  func keyRead(_ key: wchar_t?, line: String, cursor: Int) {
    if key == nil || key == 0x0A || key == 0x0D {
      forget()
      // The line stays in the scrollback coloured, without the bracket's mark.
      if colors { paint(line: line, cursor: cursor, marksBracket: false) }
      painted = nil
      screen = nil
    }
    // After a control key libedit may draw the line again (Tab's list, Ctrl-L): colour it
    // again then.
    if key.map({ $0 < 0x20 || $0 == 0x7F }) ?? true { painted = nil }
    guard isDrawn else { return }
    if let key, key >= 0x20, key != 0x7F {
      let width = InputColoring.width(of: line)
      let columns = columns()
      if (promptWidth + width) / columns == (promptWidth + width + 1) / columns { return }
    }
    erase(line: line, cursor: cursor)
  }

  /// Erases the preview now (before the REPL writes, or when previews are turned off).
  func forget() {
    pending?.token.cancel()
    pending = nil
    previewed = nil
    lastPreview = .nothing
  }

  /// Writes the line again over libedit's, in colour (``InputColoring``), when it changed
  /// since: from the start of the prompt's row, wrapping at the right margin as libedit's
  /// line does, then puts the cursor back.
  private func paint(line: String, cursor: Int, marksBracket: Bool) {
    let before = String(decoding: line.utf8.prefix(cursor), as: UTF8.self)
    let state = (line, marksBracket ? before.count : -1)
    guard painted.map({ $0 != state }) ?? true else { return }
    painted = state
    guard !line.isEmpty, let layout = LineLayout(line: line, before: before, promptWidth: promptWidth, screen: size())
    else { return }
    var text = (layout.cursorRow > 0 ? "\u{1B}[\(layout.cursorRow)A" : "") + "\r\u{1B}[\(promptWidth)C"
    text += InputColoring.colored(line, cursor: marksBracket ? before.count : nil) + Style.reset
    // A line that ends at the right margin: a space after it takes the cursor to the row
    // below (where libedit's cursor went) on every terminal, whether it wraps at once or
    // only before the next character.
    if layout.endsAtMargin { text += " " }
    text += "\r"
    if layout.endRow > layout.cursorRow { text += "\u{1B}[\(layout.endRow - layout.cursorRow)A" }
    if layout.cursorColumn > 0 { text += "\u{1B}[\(layout.cursorColumn)C" }
    calc_write_output(text)
  }

  private func show(_ preview: Session.Preview, line: String, cursor: Int) {
    showsEllipsis = false
    switch preview {
    case .nothing:
      erase(line: line, cursor: cursor)
    case .value(let text):
      if text.hasPrefix("≈") {
        draw(Style.approximate.apply("≈", on: colors), plain: String(text.dropFirst()), line: line, cursor: cursor)
      } else {
        draw("= ", plain: text, line: line, cursor: cursor)
      }
    case .error(let message):
      draw(Style.error.apply("error:", on: colors) + " ", plain: message, line: line, cursor: cursor, style: .error)
    }
  }

  private func draw(_ text: String, line: String, cursor: Int) {
    draw("", plain: text, line: line, cursor: cursor)
  }

  /// Writes `marker` and `text` (cut to the terminal's width) on the row under the line.
  private func draw(_ marker: String, plain text: String, line: String, cursor: Int, style: Style = .preview) {
    let columns = columns()
    let markerWidth = Self.visibleWidth(marker)
    let room = max(1, columns - 1 - markerWidth)
    let shown = text.count > room ? String(text.prefix(max(0, room - 1))) + "…" : text
    let body = colors ? marker + style.rawValue + shown + Style.reset : marker + shown
    move(line: line, cursor: cursor, columns: columns) { down in
      String(repeating: "\n", count: down) + "\r" + body + "\u{1B}[K"
    }
    isDrawn = true
  }

  private func erase(line: String, cursor: Int) {
    showsEllipsis = false
    guard isDrawn else { return }
    move(line: line, cursor: cursor, columns: columns()) { down in "\u{1B}[\(down)B\r\u{1B}[K" }
    isDrawn = false
  }

  /// Writes what `body` makes for the row `down` rows under the cursor, then puts the
  /// cursor back.
  private func move(line: String, cursor: Int, columns: Int, _ body: (Int) -> String) {
    let width = InputColoring.width(of: line)
    let before = InputColoring.width(of: String(decoding: line.utf8.prefix(cursor), as: UTF8.self))
    let down = (promptWidth + width) / columns - (promptWidth + before) / columns + 1
    let column = (promptWidth + before) % columns
    let back = "\u{1B}[\(down)A\r" + (column > 0 ? "\u{1B}[\(column)C" : "")
    calc_write_output(body(down) + back)
  }

  /// The terminal's width as the terminal reports it (libedit's own measure).
  private func columns() -> Int {
    let reported = Int(calc_terminal_columns(STDOUT_FILENO))
    return max(10, reported > 0 ? reported : REPL.terminalColumns())
  }

  /// The terminal's size as it reports it.
  private func size() -> Size {
    let rows = Int(calc_terminal_rows(STDOUT_FILENO))
    return Size(columns: columns(), rows: rows > 0 ? rows : 24)
  }

  /// Text's width on the screen, escape sequences left out.
  private static func visibleWidth(_ text: String) -> Int {
    var width = 0
    var inEscape = false
    for scalar in text.unicodeScalars {
      if inEscape {
        if (0x40...0x7E).contains(scalar.value) && scalar != "[" { inEscape = false }
      } else if scalar == "\u{1B}" {
        inEscape = true
      } else {
        width += 1
      }
    }
    return width
  }

  static func inputIsWaiting(timeout: Int32) -> Bool {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, timeout) > 0
  }

  static func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }

  /// `CALC_LIVE_TRACE=FD`: the benchmark's descriptor, to which each drawn preview is
  /// reported as a line `preview ID NANOSECONDS`.
  private static func traceDescriptor() -> Int32? {
    guard let text = getenv("CALC_LIVE_TRACE").map({ String(cString: $0) }), let fd = Int32(text), fd > 2 else {
      return nil
    }
    return fd
  }

  private func noteDrawn(id: Int) {
    guard let trace else { return }
    let text = "preview \(id) \(Self.now())\n"
    _ = text.withCString { write(trace, $0, strlen($0)) }
  }
}
