import ArgumentParser
import CalcKit

/// `calc FILE`, `calc --sheet FILE`, `calc --sheet -` and `--watch`: worksheets.
///
/// `calc WORD` reads the file WORD as a worksheet only when WORD is one argument that names
/// an existing regular file and does not evaluate as an expression (`calc 2024` with a file
/// `2024` is the number 2024; `--sheet 2024` reads the file). Anything else is an
/// expression, as before.
extension Calc {
  /// The worksheet the command line asks for: `--sheet`'s file (`-` for standard input),
  /// or the one word that names a file and is not an expression; nil for anything else.
  func worksheetSource(_ words: [String], calculator: Calculator) -> String? {
    if let sheet { return sheet }
    guard words.count == 1, let word = words.first, SheetFile.isRegularFile(word) else { return nil }
    if (try? calculator.evaluate(LineComment.stripped(word))) != nil { return nil }
    return word
  }

  /// Checks the worksheet options' combinations (called from ``validate()``).
  func validateSheet() throws {
    if watch, sheet == "-" { throw CommandMessage.watchStandardInput }
    if sheet != nil, !expressionWords.isEmpty { throw CommandMessage.sheetWithExpression }
    if sheet != nil, keys != nil { throw CommandMessage.sheetWithKeys }
  }

  /// Prints the worksheet at `path` (`-`: standard input), and with `--watch` again each
  /// time the file changes, until interrupted.
  func runSheet(_ path: String, calculator: Calculator, presentation: Presentation) throws {
    var command = SheetCommand(
      path: path, calculator: calculator, presentation: presentation, width: width ?? SheetCommand.terminalColumns())
    command.rates.offline = offline
    do {
      if watch {
        try command.watch()
      } else if !(try command.printOnce()) {
        throw ExitCode(1)
      }
    } catch let error as SheetError {
      RateStore.warn(CommandMessage.failure(error.description))
      throw ExitCode(1)
    }
  }
}
