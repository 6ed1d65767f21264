/// `:live on|off` and `:color always|auto|never`: the live result under the line being
/// typed, and colour (``ColorPolicy``). The REPL reads both after each line.
extension Session {
  /// The help of both, for `:help live` (and `:help color`).
  static let liveHelp = """
    Live result: while you type, the line's value shows under it (= 42, ≈0.333…) as
    Return would print it; nothing while the line is unfinished (2+3*), an error
    only once typing more cannot mend it, … while it takes longer (Return computes
    it as always). Assignments and definitions are previewed without being made;
    exchange rates are never fetched for it.
      :live [on|off]              show it or not (kept; --no-live: this run only)
      :color [always|auto|never]  colour the line, previews, errors (also --color);
                                  auto: a terminal, not with TERM=dumb or NO_COLOR
    """

  /// The reply to `:live` or `:color` (also `:colour`); nil for any other command.
  mutating func liveCommand(_ name: String, arguments: [String]) -> Reply? {
    switch name {
    case "live":
      guard arguments.count <= 1 else {
        return .error("error: " + CommandMessage.commandUsage(name, "at most one argument: :live on|off"))
      }
      if let argument = arguments.first {
        switch argument {
        case "on": live = true
        case "off": live = false
        default: return .error("error: " + CommandMessage.liveArgument(argument))
        }
      }
      return .output("live: " + (live ? "on" : "off"))
    case "color", "colour":
      guard arguments.count <= 1 else {
        return .error("error: " + CommandMessage.commandUsage(name, "at most one argument: :color always|auto|never"))
      }
      if let argument = arguments.first {
        guard let choice = ColorPolicy.Choice(rawValue: argument) else {
          return .error("error: " + CommandMessage.colorArgument(argument))
        }
        color = choice
      }
      return .output("color: " + color.rawValue)
    default:
      return nil
    }
  }
}
