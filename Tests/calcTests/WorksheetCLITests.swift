import Foundation
import Testing
import TestSupport

/// `calc FILE`, `calc --sheet FILE`, `calc --sheet -` and `calc --watch FILE` through the
/// binary; the results against Tests/CalcKitTests/Fixtures/worksheets.tsv
/// (scripts/make-worksheet-vectors.py: Python fractions and the ECB file the local server
/// serves).
@Suite("Worksheets through the binary", .serialized)
struct WorksheetCLITests {
  /// The fixture's worksheet `name`: its text and each line's expected result.
  static func fixture(_ name: String) throws -> (text: String, expected: [String]) {
    let file = repositoryRoot.appendingPathComponent("Tests/CalcKitTests/Fixtures/worksheets.tsv")
    var text = ""
    var expected: [String] = []
    for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 4, fields[1] == name else { continue }
      if fields[0] == "sheet" { text = fields[2].replacingOccurrences(of: "\\n", with: "\n") } else { expected.append(fields[3]) }
    }
    return (text, expected)
  }

  static func write(_ text: String, name: String = "sheet.calc") throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("calc-sheet-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent(name)
    try text.write(to: file, atomically: true, encoding: .utf8)
    return file
  }

  @Test("The Trip worksheet prints each result in a right-hand column, with the cached rates' date once")
  func tripWorksheet() throws {
    let server = try RatesServer()
    #expect(try server.calc(["--update-rates"]).status == 0)
    let trip = try Self.fixture("trip")
    let file = try Self.write(trip.text + "\n")
    let result = try server.calc([file.path], ["COLUMNS": "60"])
    #expect(result.status == 0, "\(result)")
    let lines = result.stdoutLines
    let sheetLines = trip.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for (index, expected) in trip.expected.enumerated() {
      let line = lines[index]
      #expect(line.hasPrefix(sheetLines[index]), "\(line)")
      if expected == "-" {
        #expect(line == sheetLines[index], "\(line)")
      } else {
        // Right-aligned at column 60.
        #expect(line.hasSuffix(" " + expected) && line.count == 60, "\(line) vs \(expected)")
      }
    }
    // 840.00 USD, 285.00 EUR, ≈1140.85 USD, ≈570.42 USD (Python's fractions).
    #expect(trip.expected[1...] == ["840.00 USD", "285.00 EUR", "≈1140.85 USD", "≈570.42 USD"])
    // The rates' date, once.
    #expect(result.stdout.components(separatedBy: "2017-03-08").count == 2, "\(result)")
    #expect(lines.last == "Exchange rates: ECB reference rates of 2017-03-08")
    // The cached rates: one fetch (the update), none for the worksheet.
    #expect(server.requests.count == 2)
    // --sheet FILE and --sheet - print the same.
    #expect(try server.calc(["--sheet", file.path], ["COLUMNS": "60"]).stdout == result.stdout)
    let piped = try runCalc(
      ["--sheet", "-"], stdin: Array(trip.text.utf8), environment: server.environment(["COLUMNS": "60"]))
    #expect(piped.stdout == result.stdout, "\(piped)")
  }

  @Test("Errors go on a line of their own under the line, with a caret; the status is 1")
  func errorsOnTheirOwnLines() throws {
    let file = try Self.write("rent: 1200\nrent: 2 +\n3 apples 4 pears\nGroceries 120\n")
    let result = try runCalc([file.path], environment: ["COLUMNS": "70", "PATH": "/usr/bin:/bin"])
    #expect(result.status == 1)
    let lines = result.stdoutLines
    #expect(lines.count == 6, "\(result)")
    #expect(lines[1] == "rent: 2 +")
    #expect(lines[2].hasPrefix("         ^ "), "\(lines[2])")
    #expect(lines[4].hasPrefix("^~~~~~~~~~~~~~~~ this line could mean '3' or '4'"), "\(lines[4])")
    #expect(lines[5].hasPrefix("Groceries 120") && lines[5].hasSuffix(" 120") && lines[5].count == 70)
  }

  @Test("A file of plain expressions gives the values batch mode gives")
  func plainExpressionsMatchBatch() throws {
    let text = "1/3\n2^100\nsqrt(2)\n7 // 2\nx = 5\nx * 3\n"
    let file = try Self.write(text)
    let batch = try runCalc([], stdin: Array(text.utf8))
    let sheet = try runCalc([file.path], environment: ["COLUMNS": "100", "PATH": "/usr/bin:/bin"])
    #expect(sheet.status == 0, "\(sheet)")
    let values = sheet.stdoutLines.map { $0.split(separator: " ").last.map(String.init) ?? "" }
    #expect(values == batch.stdoutLines, "\(sheet) vs \(batch)")
  }

  @Test("A word that is an expression stays one even when a file has its name; --sheet reads the file")
  func anExpressionWinsOverAFile() throws {
    let file = try Self.write("5\n", name: "2024")
    // `calc 2024` is the number (an expression is never read as a file); `--sheet` reads it.
    let number = try runCalc(["2024"])
    #expect(number.stdout == "2024\n")
    let sheet = try runCalc(["--sheet", file.path], environment: ["COLUMNS": "20", "PATH": "/usr/bin:/bin"])
    #expect(sheet.stdout.hasPrefix("5") && sheet.stdout.hasSuffix(" 5\n"), "\(sheet)")
    let missing = try runCalc(["--sheet", file.path + ".missing"])
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("no worksheet file"), "\(missing)")
    let watchStdin = try runCalc(["--sheet", "-", "--watch"])
    #expect(watchStdin.status == 64, "\(watchStdin)")
  }

  @Test("--watch redraws within a second of the file changing")
  func watchRedraws() throws {
    guard TerminalSession.isAvailable else { return }
    let file = try Self.write("a: 2\na * 10\n")
    let calc = try TerminalSession(["--watch", file.path], columns: 40, waitsForPrompt: false)
    #expect(calc.wait(for: "20"), "\(calc.screen)")
    let mark = calc.mark
    try "a: 3\na * 10\n".write(to: file, atomically: true, encoding: .utf8)
    let start = Date()
    #expect(calc.wait(since: mark, timeout: 1) { $0.contains("30") }, "\(calc.screen)")
    #expect(Date().timeIntervalSince(start) < 1)
  }
}

/// The example worksheets in Examples/Worksheets, evaluated as `make test` runs the tests.
@Suite("Example worksheets")
struct ExampleWorksheetTests {
  @Test("Each example worksheet evaluates without an error", arguments: ["trip.calc", "budget.calc"])
  func exampleEvaluates(name: String) throws {
    let server = try RatesServer()
    #expect(try server.calc(["--update-rates"]).status == 0)
    let path = repositoryRoot.appendingPathComponent("Examples/Worksheets/\(name)").path
    let result = try server.calc(["--sheet", path], ["COLUMNS": "80"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr.isEmpty || result.stderr.contains("2017-03-08"), "\(result)")
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(result.stdoutLines.count >= lines.count - 1, "\(result)")
  }
}
