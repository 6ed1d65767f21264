import CalcKit

/// A worksheet as `calc FILE` prints it: each line as written, its result right-aligned in
/// a column at the terminal's right edge (shortened like every result to fit), an error on
/// a line of its own under the line with a caret, and the date of the exchange rates once,
/// at the end, when a line converted money.
struct SheetLayout {
  /// The width to fit, in columns.
  var width: Int
  var presentation: Presentation

  /// The lines to print for `sheet`.
  func lines(_ sheet: Worksheet) -> [String] {
    let lines = sheet.lines
    let calculator = sheet.calculator
    // The result column: as wide as the widest result, at most two fifths of the width.
    let column = max(DisplayFormat.minimumWidth, width * 2 / 5)
    let results = lines.map { result($0, calculator: calculator, column: column) }
    let resultWidth = results.map { $0?.count ?? 0 }.max() ?? 0
    var output: [String] = []
    var rateDates: [String] = []
    for (line, result) in zip(lines, results) {
      let text = line.text.replacingTabs
      if let result {
        let room = width - resultWidth - 2
        if text.count <= room {
          let padding = width - text.count - result.count
          output.append(text + String(repeating: " ", count: max(2, padding)) + result)
        } else {
          output.append(text)
          output.append(String(repeating: " ", count: max(0, width - result.count)) + result)
        }
      } else {
        output.append(text)
      }
      if let error = line.error {
        output.append(caret(under: line.text, error.range) + " " + error.message)
      }
      if let date = line.rateDate, !rateDates.contains(date) { rateDates.append(date) }
    }
    if !rateDates.isEmpty {
      output.append("")
      output.append(CommandMessage.sheetRatesDate(rateDates))
    }
    return output
  }

  /// The result of `line` as it is shown: an amount in its minor units, a number shortened
  /// to `column` characters (`--width` and the other options as they ask).
  private func result(_ line: Worksheet.Line, calculator: Calculator, column: Int) -> String? {
    guard line.kind != .definition, let value = line.value, let shown = line.displayText else { return nil }
    if line.currency != nil { return shown }
    switch presentation {
    case .plain:
      guard shown.count > column, let format = try? DisplayFormat(
        width: column, precision: calculator.precision, rounding: calculator.rounding)
      else { return shown }
      // A conversion's text (`0xff`) is kept as it is.
      return shown == calculator.format(value) ? format.string(for: value) : shown
    case .number, .display:
      return presentation.text(value, calculator: calculator)
    }
  }

  /// Spaces to the error's place in `text`, `^` under its first character and `~` under
  /// the rest.
  private func caret(under text: String, _ range: SourceRange) -> String {
    let bytes = Array(text.utf8)
    let lower = min(max(0, range.lowerBound), bytes.count)
    let upper = min(max(lower, range.upperBound), bytes.count)
    let before = String(decoding: bytes[..<lower], as: UTF8.self).replacingTabs.count
    let inside = String(decoding: bytes[lower..<upper], as: UTF8.self).count
    return String(repeating: " ", count: before) + "^" + String(repeating: "~", count: max(0, inside - 1))
  }
}

extension String {
  /// Tabs as single spaces, so that columns count.
  fileprivate var replacingTabs: String {
    String(map { $0 == "\t" ? " " : $0 })
  }
}
