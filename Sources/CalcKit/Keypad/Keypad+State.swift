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

  /// What has been entered: numbers (entries, a result carried on, recalled memory, or
  /// closed groups) and operators, alternating, with `(` where a number could start.
  enum Token: Sendable, Hashable {
    case entry(Entry)
    /// The last result, continued from (`ans`), perhaps made a percentage.
    case result(Number, isPercent: Bool)
    /// A value recalled from the memory, written as an exact literal, perhaps made a
    /// percentage.
    case recalled(Number, isPercent: Bool)
    /// A binary operator's symbol in the calc language.
    case operation(String)
    /// `(`; a negative group is written `(-(`.
    case open(isNegative: Bool)
    /// `)`, with the value of its group (sign included) for the display.
    case close(Number, isPercent: Bool)

    var isOperation: Bool {
      if case .operation = self { return true }
      return false
    }

    /// Whether the token ends a number, so an operator or `)` may follow.
    var endsOperand: Bool {
      switch self {
      case .entry(let entry): !entry.text.isEmpty
      case .result, .recalled, .close: true
      case .operation, .open: false
      }
    }
  }

  /// Tokens in the calc language. A `)` closing a negative group is written `))`; groups
  /// still open are left open. A percentage before `+` or `-` is written `10%*1`: on the
  /// keypad, as on the iOS Calculator, `10% + 5%` is 10% increased by 5% (0.105), where
  /// the language adds two percentages as percentage points (Grammar.md).
  static func source(of tokens: some Sequence<Token>) -> String {
    var out = ""
    var negativeGroups: [Bool] = []
    for token in tokens {
      switch token {
      case .entry(let entry): out += entry.source
      case .result(_, let isPercent): out += isPercent ? "ans%" : "ans"
      case .recalled(let value, let isPercent): out += literal(value) + (isPercent ? "%" : "")
      case .operation(let symbol):
        if symbol == "+" || symbol == "-", out.hasSuffix("%") { out += "*1" }
        out += symbol
      case .open(let isNegative):
        negativeGroups.append(isNegative)
        out += isNegative ? "(-(" : "("
      case .close(_, let isPercent):
        out += negativeGroups.popLast() == true ? "))" : ")"
        if isPercent { out += "%" }
      }
    }
    return out
  }

  /// A value as calc source that evaluates to exactly it: `12`, `(-12)`, `(5/2)`.
  static func literal(_ value: Number) -> String {
    guard case .exact(let rational) = value.storage else {
      // Keypads hold exact values only (decoding refuses others); written to 60 digits
      // should one ever appear.
      return "(" + value.decimalString(precision: 60) + ")"
    }
    let text = rational.fractionText
    return text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) ? text : "(" + text + ")"
  }

  /// The index of the innermost `(` not yet closed, if any.
  var innermostOpenGroup: Int? {
    var depth = 0
    for index in tokens.indices.reversed() {
      switch tokens[index] {
      case .close: depth += 1
      case .open:
        if depth == 0 { return index }
        depth -= 1
      default: continue
      }
    }
    return nil
  }

  /// The index of the `(` a `)` at `index` closes.
  func openingIndex(ofCloseAt index: Int) -> Int? {
    var depth = 0
    for candidate in stride(from: index, through: 0, by: -1) {
      switch tokens[candidate] {
      case .close: depth += 1
      case .open:
        depth -= 1
        if depth == 0 { return candidate }
      default: continue
      }
    }
    return nil
  }

  /// Whether the keypad is taking input, showing a result, or showing an error.
  enum Phase: Sendable, Hashable {
    case entering
    case result(Number)
    case error
  }

  /// What `=` repeats after a result: an operator and its right operand (`+2`, `×(1+2)`).
  struct Repeat: Sendable, Hashable {
    var symbol: String
    var operand: [Token]
  }

  /// What the screen shows in the current phase.
  func screen() -> String {
    switch phase {
    case .entering: entryDisplay()
    case .result(let value): format.string(for: value)
    case .error: "Error"
    }
  }

  /// The display while entering: the number being typed, or the last number (a group's
  /// value after `)`) before an operator or `(`, or `0`.
  func entryDisplay() -> String {
    for token in tokens.reversed() {
      switch token {
      case .entry(let entry): return text(of: entry)
      case .result(let value, let isPercent), .recalled(let value, let isPercent), .close(let value, let isPercent):
        return isPercent ? percentFormat.string(for: value) + "%" : format.string(for: value)
      case .operation, .open: continue
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
