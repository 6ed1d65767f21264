import CalcKit

/// `:help`: a first page that fits a 24-row terminal, topics below it, and the help of
/// every word those pages list. Everything is wrapped at word boundaries to the terminal.
extension Session {
  /// The topics below `:help`, each `:help NAME`.
  static let helpTopics: [(name: String, summary: String)] = [
    ("functions", "the functions and constants"),
    ("operators", "what each operator does"),
    ("keys", "the editing keys"),
    ("settings", "the settings now and where the session is kept"),
    ("conversions", "to fraction, to hex, to 5 digits, to decimal, …"),
    ("money", "amounts such as 100 USD, and converting them"),
    ("comments", "# to the end of a line"),
    ("live", "the value shown while you type, and colour"),
  ]

  /// The operators and operator words, with what each does.
  static let operatorHelp: [(symbols: [String], help: String)] = [
    (["+"], "addition: 2+3 is 5; also a sign: +2"),
    (["-", "−"], "subtraction, or a negative sign: 5-7 is -2; -2^2 is -4, (-2)^2 is 4"),
    (["*", "×", "·"], "multiplication: 6*7 is 42"),
    (["/", "÷"], "division, exact: 1/3 is a third, not 0.333…; 1/2x is 1/(2x), 4/3 pi r^3 is (4/3)·π·r³, 6/2(1+2) an error"),
    (["//"], "floor division, as div: 7 // 2 is 3, -7 // 2 is -4"),
    (["^", "**"], "power, grouped from the right: 2^3^2 is 512; 2^-1 is 0.5; also superscripts: 2³"),
    (["%"], "after a number a percentage: 50% is 0.5, 200+10% is 220; between two numbers the remainder, as mod: 7 % 3 is 1"),
    (["mod"], "remainder, with the sign of the divisor: 7 mod 3 is 1, -7 mod 3 is 2"),
    (["of"], "percentage of: 10% of 200 is 20"),
    (["!"], "factorial: 5! is 120; of any number, gamma(x + 1): 0.5! is sqrt(pi)/2"),
    (["!!"], "double factorial: 7!! is 105"),
    (["°"], "degrees: sin(30°) is 0.5 whatever the angle setting"),
    (["deg", "rad"], "angle units after a number or ): sin(30 deg) is 0.5; atan(1) to deg is 45"),
    (["√", "∛"], "square and cube root: √16 is 4, ∛27 is 3"),
    (["Σ", "∑", "∏"], "sum and product over a range: Σ(k^2, k, 1, 100) is 338350, ∏(k, k, 1, 5) is 120; also sumover, prodover"),
    (["="], "assignment: x = 2 stores x; f(x) = x^2+1 defines a function"),
    (["==", "!=", "≠"], "equal, not equal: 1 or 0; 0.1*3 == 0.3 is 1"),
    (["<", "<=", "≤"], "less, less or equal: 2 < 3 is 1; no chains (write 1 < x and x < 5)"),
    ([">", ">=", "≥"], "greater, greater or equal: sqrt(2) > 1.4142 is 1"),
    (["not"], "logical not: not 0 is 1, not 5 is 0; not x > 5 is not (x > 5)"),
    (["and", "&"], "bitwise and of whole numbers: 6 and 3 is 2; on 1s and 0s the logical and"),
    (["or", "|"], "bitwise or: 6 or 3 is 7"),
    (["&&", "||"], "logical and, or: 1 or 0, 6 && 3 is 1; 1 == 1 && 2 == 2 is 1"),
    (["xor"], "bitwise exclusive or: 6 xor 3 is 5 (^ is always the power)"),
    (["~"], "bitwise complement: ~5 is -6"),
    (["then", "else"], "if c then a else b is if(c, a, b): only the value taken is evaluated"),
    (["shl", "<<"], "shift left: 1 shl 10 is 1024"),
    (["shr", ">>"], "shift right, floored: -8 shr 1 is -4"),
    (["plus", "minus", "times", "per"], "words for + - * / between two operands: 5 times 3 is 15"),
    (["div", "rem"], "floor division and the remainder with the dividend's sign: -7 div 2 is -4, -7 rem 2 is -1"),
    (["choose", "permute"], "5 choose 2 is 10 (also 5 nCr 2), 5 permute 2 is 20 (also 5 nPr 2)"),
    (["to", "in", "as"], "a conversion at the end of a line: 255 to hex, 1/3 to fraction; :help conversions"),
  ]

  /// The editing keys, with what each does.
  static let keyHelp: [(keys: String, help: String)] = [
    ("Left/Right", "move a character"),
    ("Ctrl-Left/Right", "move a word (also Alt-B/Alt-F)"),
    ("Home/End", "line start/end (also Ctrl-A/Ctrl-E)"),
    ("Up/Down", "the lines typed before, in this and earlier sessions"),
    ("Ctrl-R", "search them: type text, Ctrl-R for an older match, Return to run, Ctrl-G to go back"),
    ("Tab", "complete a name or command, or list the choices"),
    ("Backspace/Delete", "delete before/under the cursor"),
    ("Ctrl-K", "cut to the end of the line"),
    ("Ctrl-U", "cut to the start of the line"),
    ("Ctrl-W", "cut the word before the cursor"),
    ("Ctrl-Y", "paste what was cut"),
    ("Ctrl-L", "clear the screen"),
    ("Ctrl-C", "drop the line, or stop a calculation"),
    ("Ctrl-D", "leave (on an empty line)"),
  ]

  /// `:help` (with no topic), or a topic's, or the help of one name, operator, command or
  /// key; wrapped to `columns`.
  func helpText(topic: String?, columns: Int = 80) -> String {
    let text: String
    if let topic {
      text = topicHelp(topic.hasPrefix(":") && topic.count > 1 ? String(topic.dropFirst()) : topic)
    } else {
      text = mainHelp()
    }
    return Session.wrap(text, width: columns)
  }

  private func mainHelp() -> String {
    var lines = [
      "calc: exact arithmetic. Type an expression and press Return.",
      "  2+3            5       + - * / ^ (also ** × ÷ −), % percent, ! factorial, mod",
      "  *2             10      a line starting with + * / ^ × ÷ continues from ans",
      "  x = ans/4      2.5     assign a variable; ans is always the last result",
      "  f(x) = x^2+1           define a function; f(3) is 10",
      "  sqrt(2)        ≈1.41…  ≈ marks a rounded result; :full shows all its digits",
      "",
      "Commands:",
    ]
    lines += Session.commandRows()
    if let own = ownNames { lines.append(own) }
    lines += [
      "More: :help " + Session.helpTopics.map(\.name).joined(separator: ", ")
        + ", or any name (:help mod).",
      settingsLine(),
    ]
    return lines.joined(separator: "\n")
  }

  /// The commands in two columns; `:degrees` and `:radians` share a row.
  static func commandRows() -> [String] {
    commands.compactMap { command in
      switch command.name {
      case "radians": return nil
      case "degrees": return "  " + ":degrees, :radians".padding(to: 20) + "trigonometric functions in degrees or radians"
      default: return "  " + usageHead(of: command).padding(to: 20) + command.help
      }
    }
  }

  /// `:name ARGUMENT` as the help shows it.
  static func usageHead(of command: (name: String, argument: String, help: String)) -> String {
    ":\(command.name)" + (command.argument.isEmpty ? "" : " \(command.argument)")
  }

  private func settingsLine() -> String {
    "Now: " + settingsSummary + "."
  }

  /// The built-in functions by category (the catalogue's), the other names, the constants.
  private func functionsHelp() -> String {
    let functions = BuiltIn.all.filter { $0.kind == .function }
    let primary = functions.filter { $0.aliasOf == nil }
    let categories = BuiltIn.functionCategories
    let width = (categories.map(\.count).max() ?? 0) + 4
    var lines = ["Functions:"]
    for category in categories {
      let names = primary.filter { $0.category == category }.map(\.name)
      if names.isEmpty { continue }
      lines.append("  " + (category + ":").padding(to: width) + names.joined(separator: " "))
    }
    let aliases = functions.filter { $0.aliasOf != nil }.map(\.name)
    lines.append("  " + "other names:".padding(to: width) + aliases.joined(separator: " "))
    lines.append("Constants: " + BuiltIn.all.filter { $0.kind == .constant }.map(\.name).joined(separator: " "))
    if let own = ownNames { lines.append(own) }
    lines.append("ans is the last result. :help NAME explains one (:help atan2).")
    return lines.joined(separator: "\n")
  }

  /// `Yours: f() hyp()`: the session's own functions and constants, if any.
  private var ownNames: String? {
    let own = calculator.customNames
    if own.isEmpty { return nil }
    return "Yours: " + own.map { $0.kind == .function ? "\($0.name)()" : $0.name }.joined(separator: " ")
  }

  private func operatorsHelp() -> String {
    let lines = Session.operatorHelp.map { symbols, help in
      "  " + symbols.joined(separator: " ").padding(to: 7) + help
    }
    return ([
      "Operators, loosest first: or |, xor, and &, not, == != < <= > >=, shl shr << >>, + -, * / mod of %, signs ~,",
      "a factor right after another (2pi, 2(3+4), 1/2x is 1/(2x), but 1/2 x is x/2), ^, then ! !! % ° deg rad.",
    ]
      + lines + [
        "Parentheses group: (1+2)*3 is 9. sqrt 2 and sin 2x need no parentheses; sin pi/6 is an",
        "error that shows both readings. :help NAME for a function.",
      ])
      .joined(separator: "\n")
  }

  private func keysHelp() -> String {
    (["Keys:"] + Session.keyHelp.map { keys, help in "  " + keys.padding(to: 20) + help })
      .joined(separator: "\n")
  }

  private func settingsHelp() -> String {
    var lines = [
      settingsLine(),
      "Settings, variables, functions and ans are kept between sessions; options given when",
      "calc starts win. :reset puts the settings back to the defaults (precision 38,",
      "rounding half-even, radians, the terminal's width); :clear forgets the variables.",
    ]
    for file in files { lines.append("\(file.role): \(file.path)") }
    return lines.joined(separator: "\n")
  }

  private func topicHelp(_ topic: String) -> String {
    switch topic {
    case "functions", "constants": return functionsHelp()
    case "operators", "operator": return operatorsHelp()
    case "keys", "key": return keysHelp()
    case "settings", "files": return settingsHelp()
    case "commands":
      return (["Commands:"] + Session.commandRows() + [Session.plainCommandsHelp]).joined(separator: "\n")
    case "conversions", "conversion": return Session.conversionsHelp
    case "money", "currency", "currencies": return Session.moneyHelp
    case "comments": return Session.commentHelp
    case "plot", "plots": return Session.plotHelp
    case "live", "color", "colour": return Session.liveHelp
    case "worksheets", "worksheet", "sheet", "save": return Session.worksheetHelp
    default: break
    }
    if let builtIn = calculator.names.first(where: { $0.name == topic }) {
      if builtIn.origin == .defined { return "\(builtIn.summary)   (yours, \(builtIn.arguments))" }
      let call = builtIn.kind == .function ? "\(builtIn.name)(…), \(builtIn.arguments)" : builtIn.name
      // `mod` is an operator and a function: the help says both.
      if let entry = Session.operatorHelp.first(where: { $0.symbols.contains(topic) }) {
        return entry.symbols.joined(separator: " ") + ": " + entry.help + "\n\(call): \(builtIn.summary)"
      }
      return "\(call): \(builtIn.summary)"
    }
    if let command = Session.commands.first(where: { $0.name == topic }) {
      return Session.usageHead(of: command) + ": \(command.help)"
    }
    if let entry = Session.operatorHelp.first(where: { $0.symbols.contains(topic) }) {
      return entry.symbols.joined(separator: " ") + ": " + entry.help
    }
    let key = topic.lowercased()
    if let entry = Session.keyHelp.first(where: { $0.keys.lowercased().split(separator: "/").contains(Substring(key))
      || $0.keys.lowercased() == key || $0.help.lowercased().firstRange(of: "(also \(key)") != nil })
    {
      return entry.keys + ": " + entry.help
    }
    if let variable = calculator.variables[topic] {
      return "\(topic): your variable, \(shown(topic, value: variable, width: 40))"
    }
    switch topic {
    case "ans": return "ans: the last result; a line starting with + * / ^ × ÷ continues from it"
    case "help", "?":
      return ":help [TOPIC]: " + (Session.commands.first { $0.name == "help" }?.help ?? "")
        + "; also help, help NAME, ? and ? NAME"
    case "exit", "quit": return "\(topic): leave the session (also :quit, Ctrl-D)"
    case "comment", "#": return Session.commentHelp
    default: return "nothing is called '\(topic)'; :help lists the commands and topics"
    }
  }

  /// `text` with each line longer than `width` broken at spaces, the lines it continues
  /// on indented two more than it; a word longer than a line is cut.
  static func wrap(_ text: String, width: Int) -> String {
    let width = max(width, 20)
    var lines: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      guard line.count > width else {
        lines.append(String(line))
        continue
      }
      let leading = line.prefix(while: { $0 == " " }).count
      var indent = String(repeating: " ", count: min(leading + 2, width / 3))
      var current = ""
      var rest = line[...]
      // A row of a table (a gap of two spaces or more after its first column) keeps the
      // first column on a line of its own and the text below it.
      if let gap = line.dropFirst(leading).firstRange(of: "  ") {
        let head = line[..<gap.lowerBound]
        if head.count <= width {
          lines.append(String(head))
          indent = String(repeating: " ", count: min(leading + 4, width / 3))
          rest = line[gap.lowerBound...].drop(while: { $0 == " " })
          current = indent
        }
      }
      for (spaces, word) in words(of: rest) {
        if current.trimmingWhitespace.isEmpty {
          current = (current.isEmpty ? String(spaces) : current) + word
          continue
        }
        if current.count + spaces.count + word.count <= width {
          current += spaces + word
        } else {
          lines.append(current)
          current = indent + word
        }
        while current.count > width {
          lines.append(String(current.prefix(width)))
          current = indent + current.dropFirst(width)
        }
      }
      lines.append(current)
    }
    return lines.joined(separator: "\n")
  }

  /// The words of `line`, each with the spaces before it.
  private static func words(of line: Substring) -> [(spaces: Substring, word: Substring)] {
    var result: [(Substring, Substring)] = []
    var rest = line[...]
    while !rest.isEmpty {
      let spaces = rest.prefix(while: { $0 == " " })
      rest = rest.dropFirst(spaces.count)
      let word = rest.prefix(while: { $0 != " " })
      rest = rest.dropFirst(word.count)
      if !word.isEmpty { result.append((spaces, word)) }
    }
    return result
  }
}
