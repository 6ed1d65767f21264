import ArgumentParser

// MARK: - The command's messages: shipped rates and worksheets

extension CommandMessage {
  /// No cache and no network: the rates compiled into calc are used, with their date.
  static func usingShippedRates(_ date: String, daysAgo days: Int) -> String {
    "calc: no exchange rates cached and none fetched: using the rates shipped with calc, of \(date) (\(days) days ago); run `calc --update-rates` for current ones"
  }
}

extension CommandMessage {
  static let watchStandardInput = ValidationError("--watch reads a file again when it changes; it cannot watch standard input (--sheet -).")
  static let sheetWithExpression = ValidationError("--sheet takes a file (or - for standard input) instead of an expression; give one or the other.")
  static let sheetWithKeys = ValidationError("--sheet evaluates a worksheet; --keys presses keys: give one or the other.")
  static let watchWithoutSheet = ValidationError("--watch needs a worksheet file: calc --watch FILE or calc --sheet FILE --watch.")

  static func noSheetFile(_ path: String) -> String {
    "no worksheet file \(path)"
  }

  static func cannotReadSheet(_ path: String, _ error: Error) -> String {
    "cannot read the worksheet \(path): \(error)"
  }

  /// The line under a worksheet that names the rates its conversions used, once.
  static func sheetRatesDate(_ dates: [String]) -> String {
    "Exchange rates: ECB reference rates of \(dates.joined(separator: ", "))"
  }
}

extension CommandMessage {
  static func cannotSaveSheet(_ path: String, _ error: Error) -> String {
    "cannot write the worksheet \(path): \(error)"
  }

  static func savedSheet(_ count: Int, _ path: String) -> String {
    "saved \(count) line\(count == 1 ? "" : "s") to \(path)"
  }
}
