import CalcKit
import Foundation
import Testing
import TestSupport

@testable import calc

// `:sheet FILE` and `:save FILE` in the session's logic.

@Suite("Worksheets in the session")
struct SheetSessionTests {
  static func directory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("calc-sheet-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  @Test(":save writes the session's lines as a worksheet that evaluates to the same results")
  func saveWritesTheLines() throws {
    let file = try Self.directory().appendingPathComponent("saved.calc")
    var session = Session()
    #expect(output(session.respond(to: "rate = 7.5%", columns: 80)) == "0.075")
    #expect(output(session.respond(to: "1200 * rate", columns: 80)) == "90")
    #expect(output(session.respond(to: "+ 10", columns: 80)) == "100")
    // A line that fails is not saved, nor are commands.
    #expect(errorText(session.respond(to: "1 +", columns: 80)) != nil)
    #expect(output(session.respond(to: ":save \(file.path)", columns: 80)) == "saved 3 lines to \(file.path)")
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text == "rate = 7.5%\n1200 * rate\nline2 + 10\n")
    let sheet = try Worksheet(text: text, calculator: .commandLine)
    #expect(sheet.lines.map(\.displayText) == ["0.075", "90", "100"])
  }

  @Test(":sheet prints a worksheet, takes its labels as variables and its lines for :save")
  func sheetOpensAWorksheet() throws {
    let directory = try Self.directory()
    let file = directory.appendingPathComponent("budget.calc")
    try "rent: 1200\nfood: 300\ntotal\n".write(to: file, atomically: true, encoding: .utf8)
    var session = Session()
    let shown = try #require(output(session.respond(to: ":sheet \(file.path)", columns: 40)))
    let lines = shown.split(separator: "\n").map(String.init)
    #expect(lines.count == 3, "\(shown)")
    #expect(lines[0].hasPrefix("rent: 1200") && lines[0].hasSuffix(" 1200") && lines[0].count == 40, "\(shown)")
    #expect(lines[2].hasPrefix("total") && lines[2].hasSuffix(" 1500"), "\(shown)")
    #expect(output(session.respond(to: "rent + food", columns: 80)) == "1_500")  // the session groups digits
    #expect(output(session.respond(to: "ans / 3", columns: 80)) == "500")
    let saved = directory.appendingPathComponent("again.calc")
    #expect(output(session.respond(to: ":save \(saved.path)", columns: 80)) == "saved 5 lines to \(saved.path)")
    // `ans` is the line that gave it, as a worksheet reads it.
    #expect(try String(contentsOf: saved, encoding: .utf8) == "rent: 1200\nfood: 300\ntotal\nrent + food\nline4 / 3\n")
    // A missing file is an error, and :sheet and :save take one argument.
    #expect(errorText(session.respond(to: ":sheet \(directory.path)/none.calc", columns: 80))?.contains("no worksheet file") == true)
    #expect(errorText(session.respond(to: ":save", columns: 80)) != nil)
  }

  @Test(":save keeps comments, headings and labelled lines; the file reads back with the session's values")
  func saveKeepsCommentsHeadingsAndLabels() throws {
    let file = try Self.directory().appendingPathComponent("kept.calc")
    var session = Session()
    #expect(session.respond(to: "## Food", columns: 80) == .none)
    #expect(session.respond(to: "# the weekly shop", columns: 80) == .none)
    #expect(session.respond(to: "   ", columns: 80) == .none)
    let typed = ["bread = 3.20  # wholemeal", "milk: 1.15", "per person: (bread + milk) / 2", "ans * 4", "* 2", "f(x) = x + milk", "f(1)"]
    var shown: [String] = []
    for line in typed { shown.append(try #require(output(session.respond(to: line, columns: 80)), "\(line)")) }
    // A label names the value in the session too.
    #expect(output(session.respond(to: "milk", columns: 80)) == shown[1])
    #expect(output(session.respond(to: "per_person", columns: 80)) == shown[2])
    // Words that are not a label stay an error, and are not saved.
    #expect(errorText(session.respond(to: "Groceries 120", columns: 80)) != nil)
    _ = session.respond(to: ":save \(file.path)", columns: 80)
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text == """
      ## Food
      # the weekly shop
      bread = 3.20  # wholemeal
      milk: 1.15
      per person: (bread + milk) / 2
      line5 * 4
      line6 * 2
      f(x) = x + milk
      f(1)
      milk
      per_person

      """, "\(text)")
    let sheet = try Worksheet(text: text, calculator: .commandLine)
    let values = sheet.lines.compactMap { $0.kind == .definition ? nil : $0.displayText }
    #expect(values == shown.filter { !$0.hasPrefix("f(") } + [shown[1], shown[2]], "\(sheet.lines)")
    #expect(sheet.lines.allSatisfy { $0.error == nil })
  }

  @Test(":help worksheets describes them; the first page of :help is unchanged")
  func help() {
    let session = Session()
    #expect(session.helpText(topic: "worksheets").contains(":sheet FILE"))
    #expect(!session.helpText(topic: nil).contains(":sheet"))
  }
}
