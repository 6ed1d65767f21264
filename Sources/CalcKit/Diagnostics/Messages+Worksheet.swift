// MARK: - The catalogue: worksheets

extension Message {
  /// `replaceLines(5..<9, …)` on a worksheet of fewer lines.
  static func noSuchLines(_ first: Int, _ last: Int, count: Int) -> CalcError {
    CalcError(.syntax, "no lines \(first) to \(last) in a worksheet of \(count) lines", at: SourceRange(0, 0))
  }

  /// `rent:` with nothing after the label.
  static func emptyLabel(at range: SourceRange) -> CalcError {
    CalcError(.syntax, "a label needs a value after the colon, as in rent: 1200", at: range)
  }

  /// `3 apples 4 pears`: words around more than one number.
  static func severalReadings(_ readings: [String], at range: SourceRange) -> CalcError {
    let listed = readings.map { "'\($0)'" }.joined(separator: " or ")
    return CalcError(
      .syntax, "this line could mean \(listed): keep one number in the words, or write the expression alone", at: range)
  }

  /// `line7` on line 5 (or on line 7 itself).
  static func lineNotAbove(_ name: String, line: Int, at range: SourceRange) -> CalcError {
    CalcError(.unknownName, "\(name) is not above this line (line \(line)): a line refers only to lines above it", at: range)
  }

  /// `line2` where line 2 is text, a heading or an error.
  static func lineWithoutValue(_ name: String, at range: SourceRange) -> CalcError {
    CalcError(.unknownName, "\(name) has no value: it is text, a heading, a definition or an error", at: range)
  }

  /// `total` at the top of a block.
  static func emptyBlock(at range: SourceRange) -> CalcError {
    CalcError(.unknownName, "no values above to total: the block starts after the last blank line or heading", at: range)
  }

  /// A worksheet of more than `Worksheet.maximumLines` lines.
  static func worksheetTooLong(_ count: Int, maximum: Int) -> CalcError {
    CalcError(.tooLarge, "a worksheet of \(count) lines is more than the \(maximum) calc evaluates", at: SourceRange(0, 0))
  }
}
