import ArgumentParser
import CalcKit

/// Reads a worksheet file, evaluates it and prints it (``SheetLayout``); with `--watch`,
/// polls the file and redraws when it changes.
struct SheetCommand {
  var path: String
  var calculator: Calculator
  var presentation: Presentation
  var width: Int
  /// Loaded when a line converts money.
  var rates = LineRates(offline: false, warnsWhenStale: true)
  private var sheet: Worksheet?
  /// The worksheet last evaluated.
  var sheetValue: Worksheet? { sheet }

  init(path: String, calculator: Calculator, presentation: Presentation, width: Int) {
    self.path = path
    self.calculator = calculator
    self.presentation = presentation
    self.width = max(20, width)
  }

  /// The terminal's width: `COLUMNS`, what standard output reports, else 80.
  static func terminalColumns() -> Int {
    REPL.terminalColumns()
  }

  /// Prints the worksheet once; false when a line has an error.
  mutating func printOnce() throws -> Bool {
    let text = try SheetFile.read(path)
    try evaluate(text)
    guard let sheet else { return false }
    var output = OutputBuffer(fileDescriptor: 1)
    for line in SheetLayout(width: width, presentation: presentation).lines(sheet) { output.append(line + "\n") }
    output.flush()
    return sheet.lines.allSatisfy { $0.error == nil }
  }

  /// Evaluates `text`: the changed lines of the worksheet already read, and with exchange
  /// rates loaded (cache, fetch or shipped) when a line needs them.
  mutating func evaluate(_ text: String) throws {
    var sheet = self.sheet ?? Worksheet(calculator: calculator)
    do {
      try sheet.setText(text)
      if sheet.calculator.exchangeRates == nil,
        sheet.lines.contains(where: { $0.error.map { SheetCommand.needsRates($0) } ?? false })
      {
        var calculator = sheet.calculator
        rates.load(&calculator)
        if calculator.exchangeRates != nil {
          sheet.calculator = calculator
          try sheet.reevaluate()
        }
      }
    } catch {
      throw SheetError(description: "\(error)")
    }
    self.sheet = sheet
  }

  /// Whether `error` is a conversion that found no rates loaded.
  static func needsRates(_ error: CalcError) -> Bool {
    LineRates.needsRates(error)
  }

  /// Prints the worksheet, then polls the file every 100 ms and prints it again (the
  /// screen cleared first) when its modification time or size changes; runs until
  /// interrupted.
  mutating func watch() throws {
    var stamp = SheetFile.stamp(path)
    redraw()
    while true {
      usleep(100_000)
      let now = SheetFile.stamp(path)
      guard now != stamp else { continue }
      stamp = now
      redraw()
    }
  }

  /// Clears the screen and prints the worksheet, or why the file cannot be read.
  private mutating func redraw() {
    var output = OutputBuffer(fileDescriptor: 1)
    output.append("\u{1B}[H\u{1B}[2J")
    output.flush()
    do {
      _ = try printOnce()
    } catch {
      RateStore.warn(CommandMessage.failure("\(error)"))
    }
  }
}

/// Why a worksheet could not be printed: a file that cannot be read, a cancelled evaluation.
struct SheetError: Error, CustomStringConvertible {
  var description: String
}

/// The worksheet file: read whole (16 MiB at most), or standard input for `-`.
enum SheetFile {
  static func read(_ path: String) throws(SheetError) -> String {
    let bytes: [UInt8]?
    do throws(FileSystem.Failure) {
      bytes = path == "-" ? try FileSystem.readAll(STDIN_FILENO, atMost: 16 << 20) : try FileSystem.read(path)
    } catch {
      throw SheetError(description: CommandMessage.cannotReadSheet(path, error))
    }
    guard let bytes else { throw SheetError(description: CommandMessage.noSheetFile(path)) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether `path` names a regular file (following links).
  static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }

  /// The file's modification time and size, to notice a change; nil when it is missing.
  static func stamp(_ path: String) -> [Int]? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return [Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), Int(info.st_size), Int(info.st_ino)]
  }
}
