import CalcKit

extension Session {
  /// The `:` commands: name, argument, and a line of help, in `:help`'s order.
  static let commands: [(name: String, argument: String, help: String)] = [
    ("help", "[TOPIC]", "this text, a topic, or a name's help; also help, ? NAME"),
    ("vars", "", "the functions, the variables and ans"),
    ("full", "", "the last result with all its digits"),
    ("explain", "EXPR", "how calc reads EXPR: each operation bracketed, and why"),
    ("precision", "[N]", "significant digits of results, 1-\(Limits.maximumPrecision)"),
    ("rounding", "[MODE]", RoundingMode.allCases.map(\.rawValue).joined(separator: ", ")),
    ("width", "[N|auto]", "shorten results to N columns, or to the terminal's width"),
    ("degrees", "", "trigonometric functions read and give degrees"),
    ("radians", "", "trigonometric functions read and give radians"),
    ("reset", "", "settings back to the defaults (variables stay)"),
    ("clear", "", "forget variables, functions, ans (clear: the screen)"),
    ("quit", "", "leave (also exit, quit, Ctrl-D)"),
  ]

  /// Runs a line that starts with `:`.
  mutating func command(_ line: String, columns: Int) -> Reply {
    let words = line.dropFirst().split(whereSeparator: \.isWhitespace).map(String.init)
    let name = words.first ?? ""
    if name == "explain" { return explain(line, columns: columns) }
    let arguments = Array(words.dropFirst())
    if let reply = liveCommand(name, arguments: arguments) { return reply }
    if arguments.count > 1 || (arguments.count == 1 && !["help", "precision", "rounding", "width"].contains(name)) {
      if Session.commands.contains(where: { $0.name == name }) {
        return failure(CommandMessage.commandUsage(name, Session.usage(of: name)))
      }
    }
    let argument = arguments.first
    if let reply = sheetCommand(name, arguments, columns: columns) { return reply }
    switch name {
    case "help", "h", "?":
      return .output(helpText(topic: argument, columns: columns))
    case "vars":
      return .output(variablesText(columns: columns))
    case "full":
      guard let value = calculator.lastResult else { return failure(CommandMessage.noResultYet) }
      return .output(fullText(value))
    case "precision":
      guard let argument else { return .output("precision: \(calculator.precision) significant digits") }
      guard let digits = Int(argument), (1...Limits.maximumPrecision).contains(digits) else {
        return failure(CommandMessage.precisionArgument(argument))
      }
      calculator.precision = digits
      calculator.showsExactValuesInFull = false  // a precision asked for rounds every result
      return .output("precision: \(digits) significant digits")
    case "rounding":
      guard let argument else { return .output("rounding: \(calculator.rounding.rawValue)") }
      guard let mode = RoundingMode(rawValue: argument) else {
        let modes = RoundingMode.allCases.map(\.rawValue).joined(separator: ", ")
        return failure(CommandMessage.unknownRounding(argument, modes: modes))
      }
      calculator.rounding = mode
      return .output("rounding: \(mode.rawValue)")
    case "width":
      guard let argument else { return .output(widthText(columns: columns)) }
      if argument == "auto" {
        width = nil
        return .output(widthText(columns: columns))
      }
      guard let n = Int(argument), (DisplayFormat.minimumWidth...Session.maximumWidth).contains(n) else {
        return failure(CommandMessage.widthArgument(argument, maximum: Session.maximumWidth))
      }
      width = n
      return .output(widthText(columns: columns))
    case "degrees":
      calculator.angleUnit = .degrees
      return .output("angles in degrees")
    case "radians":
      calculator.angleUnit = .radians
      return .output("angles in radians")
    case "reset":
      // Every setting of a new session's calculator, with this one's variables, ans and
      // functions (each was stored once, so each is stored again).
      let defaults = Session()
      var fresh = defaults.calculator
      fresh.variables = calculator.variables
      fresh.lastResult = calculator.lastResult
      for definition in calculator.definitions { _ = try? fresh.define(definition.source) }
      calculator = fresh
      width = defaults.width
      return .output("settings reset: " + settingsSummary)
    case "clear":
      let count = calculator.variables.count
      let functions = calculator.definitions.count
      calculator.variables = [:]
      definitions = [:]
      calculator.lastResult = nil
      calculator.removeAllDefinitions()
      let functionText = functions == 0 ? "" : ", \(functions) function\(functions == 1 ? "" : "s")"
      return .output("cleared \(count) variable\(count == 1 ? "" : "s")\(functionText) and ans")
    case "quit", "q", "exit":
      return .quit
    default:
      let known = Session.commands.map(\.name)
      let guess = known.first { $0.hasPrefix(name) && !name.isEmpty }
      let hint = guess.map { " (did you mean ':\($0)'?)" } ?? ""
      return failure(CommandMessage.unknownCommand(name, hint: hint))
    }
  }

  private func failure(_ message: String) -> Reply { .error("error: " + message) }

  /// How many spaces and tabs end `line`, in UTF-8 bytes.
  private func trailingSpaces(_ line: String) -> Int {
    line.utf8.reversed().prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
  }

  /// `:explain EXPR`: the expression fully bracketed as calc reads it and the rules of
  /// Grammar.md's "Precedence and associativity" that decided it; for an expression that
  /// reads two ways (`6/2(1+2)`), the error that names both readings, with its caret.
  private func explain(_ line: String, columns: Int) -> Reply {
    guard let start = line.range(of: "explain")?.upperBound else { return failure(CommandMessage.explainUsage) }
    let expression = String(line[start...]).trimmingCharacters(in: .whitespaces)
    guard !expression.isEmpty else { return failure(CommandMessage.explainUsage) }
    do {
      let parsed = try calculator.parse(expression)
      var lines = ["read as: " + parsed.bracketedReading]
      lines += parsed.readingRules.map { "  " + $0 }
      return .output(lines.joined(separator: "\n"))
    } catch {
      // The caret goes under the expression as typed after ':explain '.
      var located = error
      let offset = line.utf8.count - expression.utf8.count - trailingSpaces(line)
      located.range = SourceRange(error.range.lowerBound + offset, error.range.upperBound + offset)
      return .error(rendered(located, typed: line, columns: columns))
    }
  }

  private static func usage(of name: String) -> String {
    let argument = commands.first { $0.name == name }?.argument ?? ""
    return argument.isEmpty ? "no argument" : "at most one argument: :\(name) \(argument)"
  }

  private func widthText(columns: Int) -> String {
    if let width { return "width: \(width) columns" }
    return "width: the terminal's (\(displayWidth(columns: columns)) columns)"
  }

  /// One line per function (its definition), then per variable, then `ans`, each value
  /// shortened to what is left of the width.
  func variablesText(columns: Int) -> String {
    var entries = calculator.variables.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    if let ans = calculator.lastResult { entries.append(("ans", ans)) }
    let functions = calculator.definitions.map(\.source)
    if entries.isEmpty && functions.isEmpty { return "no variables yet; assign one with x = 2" }
    let width = displayWidth(columns: columns)
    return (functions
      + entries.map { name, value in
        "\(name) = \(shown(name, value: value, width: width - name.count - 3))"
      }).joined(separator: "\n")
  }

  /// A variable's value (or `ans`'s) as a line naming it shows it: an amount of money with
  /// its currency (`price = $5` shows `5.00 USD`), else the number shortened to `width`.
  func shown(_ name: String, value: Number, width: Int) -> String {
    if calculator.variableCurrencies[name] != nil {
      var reader = calculator
      if case .amount(let amount)? = try? reader.run(name) { return display(amount) }
    }
    return display(value, width: width)
  }

  /// The value with every digit when it has finitely many (up to the largest precision),
  /// else rounded to ``Calculator/precision`` significant digits and marked `≈`; an
  /// exponent is written as the session's results write it (`e9030`, `e-7`).
  func fullText(_ value: Number) -> String {
    if value.isExactlyShown(precision: Limits.maximumPrecision) {
      return Session.displayExponent(value.decimalString(precision: Limits.maximumPrecision))
    }
    return "≈" + Session.displayExponent(calculator.format(value))
  }

  /// `text` with the `+` of a positive exponent left off, as the display forms write it
  /// (`1.5e+40` becomes `1.5e40`; both read back as the same number).
  static func displayExponent(_ text: String) -> String {
    guard let e = text.firstIndex(of: "e"), text[text.index(after: e)...].first == "+" else { return text }
    var result = text
    result.remove(at: result.index(after: e))
    return result
  }
}

extension String {
  /// The string followed by spaces up to `width` characters (unchanged when longer).
  func padding(to width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
