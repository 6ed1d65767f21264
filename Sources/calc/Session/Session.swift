import CalcKit

/// What the interactive session does with a line, apart from the terminal.
///
/// It evaluates expressions and assignments, continues from the last result when a line
/// starts with a binary operator, runs the `:` commands, and keeps the settings that
/// outlive a line. ``REPL`` reads lines and prints the replies; tests drive a `Session`
/// directly.
struct Session {
  /// Evaluates lines; holds the variables, `ans`, precision, rounding and angle unit.
  var calculator: Calculator
  /// The exchange rates, read from the cache when a line names a currency.
  var rates: LineRates = {
    var rates = LineRates(offline: false, warnsWhenStale: false)
    rates.rereads = true
    return rates
  }()
  /// The width results are shortened to, or nil for the terminal's.
  var width: Int?
  /// Separators of the results shown.
  var locale: NumberLocale
  /// The files the session keeps, for `:help`.
  var files: [(role: String, path: String)] = []
  /// What the last line evaluated said besides its result (``Calculator/notices``), for
  /// standard error.
  var notices: [String] = []
  /// How the variables that hold approximations were assigned, to compute them again when
  /// the precision rises.
  var definitions: [String: VariableDefinition] = [:]
  /// Whether the line's value is shown while it is typed (`:live`, `--no-live`; saved).
  var live = true
  /// Whether output is coloured (`:color`, `--color`; not saved: the terminal decides).
  var color = ColorPolicy.Choice.auto
  /// The lines evaluated, with their comments (and a worksheet's opened with `:sheet`),
  /// for `:save` to write.
  var sessionSheet = SessionSheet()

  /// What the prompt shows; the caret under an error counts on its width.
  static let prompt = "> "

  /// The largest `:width`; wider is no longer a display.
  static let maximumWidth = 1_000

  /// The first characters that make a line continue from the last result.
  static let continuingOperators: Set<Character> = ["+", "*", "/", "^", "×", "÷"]

  /// A session starts with ``Calculator/commandLine``'s settings (exact values in full until
  /// a precision is asked for) and shows results in ``NumberLocale/input``'s form, which
  /// reads back as input.
  init(calculator: Calculator = .commandLine, width: Int? = nil, locale: NumberLocale = .input) {
    self.calculator = calculator
    self.width = width
    self.locale = locale
  }

  /// What to do after a line.
  enum Reply: Equatable {
    /// Nothing to print: the line was blank.
    case none
    /// A result or a command's output, for standard output.
    case output(String)
    /// An error, ready to print, for standard error.
    case error(String)
    /// The session ends.
    case quit
    /// Clear the terminal's screen (`clear`, as Ctrl-L does).
    case clearScreen
  }

  /// The words a line may be alone, as bc, qalc and a shell spell them, and the command
  /// each stands for: `help` (and `help NAME`, `? NAME`) is `:help`, `quit` and `exit` are
  /// `:quit`, `clear` clears the screen as in qalc and a shell (`:clear`, which forgets the
  /// variables, is never typed by accident). A name of yours wins: with a variable or
  /// function called `help`, the line `help` shows it (`:help` is still the help).
  static let plainCommands: Set<String> = ["help", "?", "quit", "exit", "clear"]

  /// Handles one line as typed after the prompt, for a terminal `columns` wide; an
  /// evaluation stops when `cancellation` is cancelled, and the reply is ``cancelled``.
  mutating func respond(to typed: String, columns: Int, cancellation: CancellationToken? = nil) -> Reply {
    notices = []
    // `1+1  # note` is `1+1`, `# note` a blank line (LineComment).
    let line = LineComment.stripped(typed)
    let trimmed = line.trimmingWhitespace
    if trimmed.isEmpty {
      // A comment or heading alone is a line of the worksheet `:save` writes.
      sessionSheet.note(comment: typed)
      return .none
    }
    if trimmed.first == ":" {
      let precision = calculator.precision
      let reply = command(trimmed, columns: columns)
      // A command that raised the precision (`:precision`, `:reset`) has the variables
      // that hold approximations computed again.
      guard calculator.precision > precision, case .output(let text) = reply else { return reply }
      return .output(text + Session.refinementNote(refineApproximations(cancellation: cancellation)))
    }
    if let reply = plainCommand(trimmed, columns: columns) { return reply }
    return evaluate(line, comment: String(decoding: typed.utf8.dropFirst(line.utf8.count), as: UTF8.self), columns: columns, cancellation: cancellation)
  }

  /// The reply to a line that is one of ``plainCommands`` alone, or `help`/`?` and one
  /// word; nil for any other line, and when the word is a name of yours.
  private func plainCommand(_ line: String, columns: Int) -> Reply? {
    let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let first = words.first, Session.plainCommands.contains(first) else { return nil }
    if calculator.variables[first] != nil || calculator.customNames.contains(where: { $0.name == first }) {
      return nil
    }
    switch (first, words.count) {
    case ("help", 1...2), ("?", 1...2): return .output(helpText(topic: words.dropFirst().first, columns: columns))
    case ("quit", 1), ("exit", 1): return .quit
    case ("clear", 1): return .clearScreen
    default: return nil
    }
  }

  /// An amount as the session shows it: with its currency's minor units (`105.56 USD`,
  /// `≈99 JPY`), `≈` when they round it; as the conversion wrote it when the line asked for
  /// another (`to fraction`). CalcKit's rule (``MoneyAmount/formatted(locale:usesGrouping:)``),
  /// in the session's locale. `:full` (on `ans`) shows every digit.
  func display(_ amount: MoneyAmount) -> String {
    amount.formatted(locale: locale)
  }

  /// The reply to an evaluation stopped by Ctrl-C; nothing was stored.
  static let cancelled = Reply.error("cancelled")

  /// The width results are shortened to: ``width`` if set, else the terminal's, at least
  /// `DisplayFormat.minimumWidth`.
  func displayWidth(columns: Int) -> Int {
    min(max(width ?? columns, DisplayFormat.minimumWidth), Session.maximumWidth)
  }

  /// `value` shortened to `width` characters, with `≈` when it is not exactly the value:
  /// text that reads back as the value shown once the `≈` is dropped.
  func display(_ value: Number, width: Int) -> String {
    let format = try? DisplayFormat(
      width: max(width, DisplayFormat.minimumWidth), precision: calculator.precision,
      rounding: calculator.rounding, locale: locale,
      showsExactValuesInFull: calculator.showsExactValuesInFull)
    return format?.string(for: value) ?? calculator.format(value)
  }

  private mutating func evaluate(_ line: String, comment: String, columns: Int, cancellation: CancellationToken?)
    -> Reply
  {
    // `*2` after a result means `ans*2`, as a keypad's operator after `=` does.
    var source = line
    var shift = 0
    if let first = line.first(where: { !$0.isWhitespace }), Session.continuingOperators.contains(first) {
      guard calculator.lastResult != nil else {
        let start = line.utf8.count - line.drop(while: { $0.isWhitespace }).utf8.count
        let error = CommandMessage.nothingToContinue(first, at: SourceRange(start, start + String(first).utf8.count))
        return .error(rendered(error, typed: line, columns: columns))
      }
      source = "ans" + line
      shift = 3
    }
    rates.prepare(&calculator, for: source)
    do {
      let outcome = try calculator.run(source, cancellation: cancellation)
      notices = calculator.notices
      sessionSheet.note(line, comment: comment, continued: shift != 0, hasValue: outcome.hasValue)
      if case .plot(let request) = outcome {
        do {
          return .output(try PlotOutput(color: ColorPolicy(color)).drawn(request, columns: columns, cancellation: cancellation))
        } catch {
          return .error("error: \(error)")
        }
      }
      if shift == 0, case .value(let value) = outcome { noteAssignment(source, value: value) }
      return .output(text(of: outcome, columns: columns))
    } catch {
      if error.kind == .cancelled { return Session.cancelled }
      if let reply = labelledLine(line, comment: comment, error: error, columns: columns) { return reply }
      var located = rates.explained(error)
      located.range = SourceRange(
        max(0, error.range.lowerBound - shift), max(0, error.range.upperBound - shift))
      return .error(rendered(located, typed: line, columns: columns))
    }
  }

  /// What a line's outcome prints: a value shortened to the display width, a conversion as
  /// it wrote it, an amount with its rate date, a definition's source.
  func text(of outcome: Calculator.Outcome, columns: Int) -> String {
    switch outcome {
    case .value(let value):
      return display(value, width: displayWidth(columns: columns))
    case .converted(let converted):
      return (converted.isExact ? "" : "≈") + converted.text
    case .amount(let amount):
      let date = amount.rateDate.map { " · ECB \($0)" } ?? ""
      return display(amount) + date
    case .definition(let definition):
      return definition.source
    case .plot(let request):
      return "plot " + request.labels.joined(separator: ", ")
    }
  }

  /// The error with its caret under the line as it stands on the screen after the prompt;
  /// when that line wrapped or holds characters that move the caret, the error's own
  /// three-line form instead.
  func rendered(_ error: CalcError, typed line: String, columns: Int) -> String {
    let promptWidth = Session.prompt.count
    let characters = line.count
    let plain = line.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }
    guard plain, promptWidth + characters < columns else { return error.rendered(source: line) }
    let start = Session.column(ofUTF8Offset: error.range.lowerBound, in: line)
    let end = max(start + 1, Session.column(ofUTF8Offset: error.range.upperBound, in: line))
    let caret = String(repeating: " ", count: promptWidth + start) + "^"
      + String(repeating: "~", count: end - start - 1)
    return caret + "\nerror: " + error.message
  }

  /// The character column of a UTF-8 offset into `line` (its end for offsets past it).
  static func column(ofUTF8Offset offset: Int, in line: String) -> Int {
    var bytes = 0
    var column = 0
    for character in line {
      if bytes >= offset { return column }
      bytes += character.utf8.count
      column += 1
    }
    return column
  }
}

extension StringProtocol {
  /// The text without leading and trailing white space.
  var trimmingWhitespace: String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
