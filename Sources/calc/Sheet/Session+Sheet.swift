import CalcKit

/// `:sheet FILE` and `:save FILE`: worksheets in the session (`:help worksheets`).
extension Session {
  /// The reply to `:sheet FILE` or `:save FILE`; nil for any other command.
  mutating func sheetCommand(_ name: String, _ arguments: [String], columns: Int) -> Reply? {
    guard name == "sheet" || name == "save" else { return nil }
    guard arguments.count == 1, let path = arguments.first else {
      return .error("error: " + CommandMessage.commandUsage(name, "FILE"))
    }
    return name == "sheet" ? openSheet(path, columns: columns) : saveSheet(path)
  }

  /// Prints the worksheet at `path` fitted to the terminal, makes its lines the session's
  /// (`:save` writes them back with the lines typed after), and gives the session its labels
  /// and assignments as variables.
  private mutating func openSheet(_ path: String, columns: Int) -> Reply {
    var command = SheetCommand(path: path, calculator: calculator, presentation: .plain, width: width ?? columns)
    command.rates = rates
    do {
      let (sheet, lines) = try command.evaluated()
      rates = command.rates
      if let rates = sheet.calculator.exchangeRates, calculator.exchangeRates == nil {
        calculator.exchangeRates = rates
        calculator.lastKnownRateDates = sheet.calculator.lastKnownRateDates
      }
      var currencies = calculator.variableCurrencies
      for line in sheet.lines {
        guard let value = line.value else { continue }
        for name in [line.label].compactMap({ $0 }) where (try? calculator.setVariable(name, value)) != nil {
          currencies[name] = line.currency
        }
        calculator.lastResult = value
        currencies["ans"] = line.currency
      }
      calculator.variableCurrencies = currencies
      sessionSheet.open(sheet)
      return .output(lines.joined(separator: "\n"))
    } catch {
      return .error("error: \(error)")
    }
  }

  /// Writes the session's lines (those opened with `:sheet` and those typed since, each that
  /// gave a result, with their comments, and the comments and headings typed alone) to
  /// `path` as a worksheet.
  private func saveSheet(_ path: String) -> Reply {
    let text = sessionSheet.lines.map { $0 + "\n" }.joined()
    do throws(FileSystem.Failure) {
      try FileSystem.replace(path, with: Array(text.utf8))
    } catch {
      return .error("error: " + CommandMessage.cannotSaveSheet(path, error))
    }
    return .output(CommandMessage.savedSheet(sessionSheet.lines.count, path))
  }

  /// A line calc's language does not read but a worksheet reads as a labelled value
  /// (`rent: 1200`, `Rent: $1,200`): the label becomes a variable, the line's value `ans`,
  /// and the line one of the worksheet `:save` writes. Nil for any other line (`error`, the
  /// language's own error, is then the reply).
  mutating func labelledLine(_ line: String, comment: String, error: CalcError, columns: Int) -> Reply? {
    guard error.kind == .syntax, line.contains(":"),
      let sheet = try? Worksheet(text: line, calculator: calculator), sheet.lines.count == 1,
      let read = sheet.lines.first, let label = read.label, let value = read.value, read.error == nil,
      (try? calculator.setVariable(label, value)) != nil
    else { return nil }
    calculator.variableCurrencies[label] = read.currency
    calculator.lastResult = value
    calculator.variableCurrencies["ans"] = read.currency
    sessionSheet.note(line, comment: comment, continued: false, hasValue: true)
    guard read.currency != nil, let shown = read.displayText else {
      return .output(display(value, width: displayWidth(columns: columns)))
    }
    return .output(shown + (read.rateDate.map { " · ECB \($0)" } ?? ""))
  }

  /// `:help worksheets`.
  static let worksheetHelp = """
    Worksheets: a file of lines, each an expression, a label (rent: 1200), words around a number
    (Groceries 120), text, # or // comments, ## headings; line3 and labels refer to lines above,
    total (or sum) and average to the block above (up to a blank line or heading).
      :sheet FILE   print the worksheet FILE, and take its labels as variables
      :save FILE    write this session's lines (and an opened worksheet's) as a worksheet, with
                    the comments, headings (## Food) and labels (milk: 1.15) typed
    From the shell: calc FILE, calc --sheet FILE, calc --sheet - (standard input), calc --watch FILE.
    """
}

extension SheetCommand {
  /// The worksheet read and evaluated, and the lines to print.
  mutating func evaluated() throws -> (Worksheet, [String]) {
    let text = try SheetFile.read(path)
    try evaluate(text)
    guard let sheet = sheetValue else { throw SheetError(description: CommandMessage.noSheetFile(path)) }
    return (sheet, SheetLayout(width: width, presentation: presentation).lines(sheet))
  }
}

extension Calculator.Outcome {
  /// Whether the outcome is a value a worksheet line holds (not a definition or a plot).
  var hasValue: Bool {
    switch self {
    case .value, .converted, .amount: return true
    case .definition, .plot: return false
    }
  }
}
