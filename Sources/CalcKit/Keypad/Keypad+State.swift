extension Keypad {
  /// One number as typed: its sign, its characters (digits and at most one point; empty
  /// for a lone `−`), and whether `%` follows it.
  struct Entry: Sendable, Hashable {
    var isNegative = false
    var text = ""
    var isPercent = false

    var digitCount: Int { text.utf8.count { $0 != UInt8(ascii: ".") } }
    var hasPoint: Bool { text.utf8.contains(UInt8(ascii: ".")) }

    /// The entry in the calc language: `12.5`, `(-3)`, `10%`, `(-10)%`.
    var source: String {
      let body = text.isEmpty ? "0" : text
      return (isNegative ? "(-" + body + ")" : body) + (isPercent ? "%" : "")
    }
  }

  /// What has been entered: numbers (or a result carried on) and operators, alternating.
  enum Token: Sendable {
    case entry(Entry)
    /// The last result, continued from (`ans`), perhaps made a percentage.
    case result(Number, isPercent: Bool)
    /// A binary operator's symbol in the calc language.
    case operation(String)

    var source: String {
      switch self {
      case .entry(let entry): return entry.source
      case .result(_, let isPercent): return isPercent ? "ans%" : "ans"
      case .operation(let symbol): return symbol
      }
    }

    var isOperation: Bool {
      if case .operation = self { return true }
      return false
    }
  }

  /// Whether the keypad is taking input, showing a result, or showing an error.
  enum Phase: Sendable {
    case entering
    case result(Number)
    case error
  }

  /// The display while entering: the number being typed, or the last number before an
  /// operator, or `0`.
  func entryDisplay() -> String {
    for token in tokens.reversed() {
      switch token {
      case .entry(let entry): return text(of: entry)
      case .result(let value, false): return format.string(for: value)
      case .result(let value, true): return percentFormat.string(for: value) + "%"
      case .operation: continue
      }
    }
    return "0"
  }

  /// An entry as typed, with the locale's grouping and decimal separator.
  func text(of entry: Entry) -> String {
    let parts = entry.text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let integer = parts.first.map(String.init) ?? ""
    var out = entry.isNegative ? "-" : ""
    out += layout.grouped(integer.isEmpty ? "0" : integer)
    if parts.count == 2 { out += layout.locale.decimalSeparator + parts[1] }
    if entry.isPercent { out += "%" }
    return out
  }
}
