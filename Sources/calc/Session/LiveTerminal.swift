import CalcKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the session's terminal can do with the live result and colour, and the colours of
/// what the REPL prints.
enum LiveTerminal {
  /// Whether a row under the line can be drawn and erased: standard input and output are
  /// terminals, and `TERM` names one that moves its cursor (not `dumb`).
  static var canRedraw: Bool {
    isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0 && ColorPolicy.terminalCanRedraw()
  }

  /// The live preview (and the colouring of the line) for a session at this terminal; nil
  /// when it cannot redraw. `showsLive` is false with `--no-live`.
  static func preview(for session: Session, showsLive: Bool) -> LivePreview? {
    guard canRedraw else { return nil }
    return LivePreview(
      session: session, isOn: showsLive && session.live, colors: colors(session), promptWidth: Session.prompt.count)
  }

  /// Gives the preview the session as it is after a line (its variables, settings,
  /// `:live` and `:color`).
  static func update(_ live: LivePreview?, with session: Session, showsLive: Bool) {
    guard let live else { return }
    live.session = session
    live.isOn = showsLive && session.live
    live.colors = colors(session)
  }

  /// Whether standard output is coloured.
  static func colors(_ session: Session) -> Bool {
    ColorPolicy(session.color).colors(fd: STDOUT_FILENO)
  }

  /// Whether standard error is coloured: only when standard output is too, so `calc | cat`
  /// writes no colour anywhere.
  static func colorsErrors(_ session: Session) -> Bool {
    colors(session) && ColorPolicy(session.color).colors(fd: STDERR_FILENO)
  }

  /// A reply as printed: the `≈` that starts a line marked.
  static func colored(output text: String, on: Bool) -> String {
    OutputColors.marked(output: text, on: on)
  }

  /// An error as printed: `error:` and the caret line under the input in red.
  static func colored(error text: String, on: Bool) -> String {
    OutputColors.marked(error: text, prefix: "error:", on: on)
  }
}
