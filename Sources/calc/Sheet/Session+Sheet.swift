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
      sheetLines = sheet.lines.map(\.text)
      return .output(lines.joined(separator: "\n"))
    } catch {
      return .error("error: \(error)")
    }
  }

  /// Writes the session's lines (those opened with `:sheet` and those typed since, each that
  /// gave a result) to `path` as a worksheet.
  private func saveSheet(_ path: String) -> Reply {
    let text = sheetLines.map { $0 + "\n" }.joined()
    do throws(FileSystem.Failure) {
      try FileSystem.replace(path, with: Array(text.utf8))
    } catch {
      return .error("error: " + CommandMessage.cannotSaveSheet(path, error))
    }
    return .output(CommandMessage.savedSheet(sheetLines.count, path))
  }

  /// A line the session evaluated, as a worksheet line: a line that continued from the
  /// last result (`+ 5`) refers to the line before it (`line3 + 5`).
  mutating func noteSheetLine(_ line: String, continued: Bool) {
    let trimmed = line.trimmingWhitespace
    if continued, !sheetLines.isEmpty {
      sheetLines.append("line\(sheetLines.count) " + trimmed)
    } else {
      sheetLines.append(trimmed)
    }
  }

  /// `:help worksheets`.
  static let worksheetHelp = """
    Worksheets: a file of lines, each an expression, a label (rent: 1200), words around a number
    (Groceries 120), text, # or // comments, ## headings; line3 and labels refer to lines above,
    total (or sum) and average to the block above (up to a blank line or heading).
      :sheet FILE   print the worksheet FILE, and take its labels as variables
      :save FILE    write this session's lines (and an opened worksheet's) as a worksheet
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
