import ArgumentParser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether calc colours what it writes, decided as grep and ls decide it: `--color
/// always|auto|never` (and the session's `:color`), `auto` by default.
///
/// `never` and `always` are what they say. `auto` colours only a terminal that can show
/// colour: the stream is a terminal, `TERM` is set and not `dumb`, and `NO_COLOR` is unset
/// or empty (no-color.org). Any face of calc (the session, a plot) asks the same policy.
struct ColorPolicy: Equatable, Sendable {
  /// What was asked for.
  enum Choice: String, CaseIterable, Sendable, ExpressibleByArgument {
    case always, auto, never
  }

  var choice: Choice

  init(_ choice: Choice = .auto) {
    self.choice = choice
  }

  /// Whether text written to `fd` is coloured, in an environment read by `environment`.
  func colors(fd: Int32, environment: (String) -> String? = ColorPolicy.environment) -> Bool {
    switch choice {
    case .always: return true
    case .never: return false
    case .auto:
      if let noColor = environment("NO_COLOR"), !noColor.isEmpty { return false }
      return isatty(fd) != 0 && ColorPolicy.terminalCanRedraw(environment: environment)
    }
  }

  /// Whether `TERM` names a terminal that moves its cursor: set, and not `dumb`.
  static func terminalCanRedraw(environment: (String) -> String? = ColorPolicy.environment) -> Bool {
    guard let term = environment("TERM"), !term.isEmpty else { return false }
    return term != "dumb"
  }

  /// A variable of the process's environment.
  static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}

/// The colours calc writes: SGR escape sequences, each undone by ``reset``.
enum Style: String, Sendable {
  case number = "\u{1B}[36m"  // cyan
  case name = "\u{1B}[33m"  // yellow
  case `operator` = "\u{1B}[35m"  // magenta
  case unmatched = "\u{1B}[1;31m"  // bold red
  case matching = "\u{1B}[1;7m"  // bold, reversed
  case error = "\u{1B}[31m"  // red
  case approximate = "\u{1B}[33;1m"  // bold yellow, for `≈`
  case preview = "\u{1B}[2m"  // dim

  static let reset = "\u{1B}[0m"

  /// `text` in this style when `on`, else `text` as it is.
  func apply(_ text: String, on: Bool) -> String {
    on && !text.isEmpty ? rawValue + text + Style.reset : text
  }
}
