import Foundation
import Testing
import TestSupport

/// `:save` at a terminal read back with `calc FILE`; a file of plain expressions through
/// batch mode and as a worksheet; words in a locale's form through the binary.
@Suite("Worksheets: :save, batch and locales through the binary", .serialized)
struct WorksheetSaveCLITests {
  /// What `calc FILE` shows beside each line (nil for none): the output line less the
  /// line's text, when the result stands on the same line.
  static func results(_ output: [String], of lines: [String]) -> [String?] {
    var results: [String?] = []
    var index = 0
    for line in lines {
      guard index < output.count else { break }
      let shown = output[index]
      index += 1
      let rest = shown.hasPrefix(line) ? String(shown.dropFirst(line.count)) : ""
      let result = rest.trimmingCharacters(in: .whitespaces)
      results.append(result.isEmpty ? nil : result)
    }
    return results
  }

  @Test(
    ":save keeps comments, headings and labels; calc FILE shows the values the session showed",
    .enabled(if: TerminalSession.isAvailable, "this machine cannot open a pseudo-terminal"))
  func saveReadsBack() throws {
    let directory = try TerminalSession.temporaryDirectory()
    let file = directory.appendingPathComponent("shop.calc")
    let calc = try TerminalSession(columns: 80)
    let typed = [
      "## Groceries", "# the weekly shop", "bread = 3.20  # wholemeal", "milk: 1.15", "bread * 2 + milk", "* 4",
      "ans / 2",
    ]
    var shown: [String?] = []
    for line in typed {
      let screen = calc.enter(line)
      let lines = screen.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      // The line after the echo, unless it is the next prompt (a comment shows nothing).
      let after = lines.lastIndex(where: { $0.hasSuffix(line) }).flatMap { $0 + 1 < lines.count ? lines[$0 + 1] : nil }
      shown.append(after.flatMap { $0.hasPrefix(">") || $0.isEmpty ? nil : $0 })
    }
    #expect(shown[0] == nil && shown[1] == nil, "\(shown)")
    #expect(shown[2...].allSatisfy { $0?.hasPrefix("error") == false }, "\(shown)")
    let saved = calc.enter(":save \(file.path)")
    #expect(saved.contains("saved 7 lines"), "\(saved)")
    _ = calc.enter(":quit")
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(
      text == "## Groceries\n# the weekly shop\nbread = 3.20  # wholemeal\nmilk: 1.15\nbread * 2 + milk\n"
        + "line5 * 4\nline6 / 2\n", "\(text)")
    let sheet = try runCalc([file.path], environment: ["COLUMNS": "60", "PATH": "/usr/bin:/bin"])
    #expect(sheet.status == 0, "\(sheet)")
    let lines = text.split(separator: "\n").map(String.init)
    #expect(Self.results(sheet.stdoutLines, of: lines) == shown, "\(sheet)")
  }

  @Test("A file of plain expressions (the language fixture) gives the same values in batch mode and as a worksheet")
  func batchIsUnchanged() throws {
    // The fixture's expressions, less those a worksheet reads otherwise by design (comments,
    // labels, line references, totals).
    let fixture = repositoryRoot.appendingPathComponent("Tests/CalcKitTests/Fixtures/language.tsv")
    let expressions = try String(contentsOf: fixture, encoding: .utf8).split(separator: "\n")
      .filter { !$0.hasPrefix("#") }
      .compactMap { $0.split(separator: "\t").first.map(String.init) }
      .filter { expression in
        !["#", "//", ":", "sum", "total", "average", "line"].contains { expression.contains($0) }
      }
      .prefix(300)
    #expect(expressions.count == 300)
    let text = expressions.joined(separator: "\n") + "\n"
    let file = directory(text)
    let batch = try runCalc([], stdin: Array(text.utf8))
    let sheet = try runCalc([file.path], environment: ["COLUMNS": "1000", "PATH": "/usr/bin:/bin"])
    #expect(batch.stdoutLines.count == expressions.count, "\(batch)")
    let results = Self.results(sheet.stdoutLines, of: Array(expressions))
    #expect(results.count == expressions.count)
    for (index, expression) in expressions.enumerated() where index < results.count {
      // A line batch mode fails prints an empty line there, and an error under it here.
      #expect((results[index] ?? "") == batch.stdoutLines[index], "\(expression)")
    }
  }

  @Test("Words around numbers in de_DE's form through calc --input-locale de_DE FILE")
  func germanWords() throws {
    let file = directory("Lebensmittel 120,50\nMüll 30\nMiete 1.5\n")
    let result = try runCalc(
      ["--input-locale", "de_DE", file.path], environment: ["COLUMNS": "50", "PATH": "/usr/bin:/bin"])
    #expect(result.status == 1, "\(result)")
    let lines = result.stdoutLines
    #expect(lines.count == 4, "\(result)")
    // 120,50 and 30 (the fixture's words_de), then the error naming both readings of 1.5.
    #expect(lines[0].hasSuffix(" 120.5") && lines[1].hasSuffix(" 30"), "\(result)")
    #expect(lines[3].contains("1,5") && lines[3].contains("15"), "\(result)")
  }

  /// `text` in a file of a new temporary directory.
  private func directory(_ text: String) -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("calc-sheet-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("sheet.calc")
    try? text.write(to: file, atomically: true, encoding: .utf8)
    return file
  }
}
