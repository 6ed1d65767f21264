import CalcKit
import Foundation
import Testing
import TestSupport

/// Words around a number, in calc's own form and in de_DE (`Rent: $1,200`, `Miete: 1.200 €`,
/// `Müll 30`), against Fixtures/worksheets.tsv (scripts/make-worksheet-vectors.py: Python
/// fractions and decimal, the ECB file of 2017-03-08). A line that reads two ways is an
/// error that names both readings.
@Suite("Worksheets: words and locales")
struct WorksheetWordsTests {
  /// The fixture's worksheet `name`: its text, input locale and expected results.
  static func sheet(_ name: String) throws -> (text: String, locale: String, expected: [String]) {
    var text = ""
    var locale = "-"
    var expected: [String] = []
    for record in try Fixture.records("worksheets", fieldCount: 4) where record.fields[1] == name {
      let fields = record.fields
      if fields[0] == "sheet" {
        (text, locale) = (fields[2].replacingOccurrences(of: "\\n", with: "\n"), fields[3])
      } else {
        expected.append(fields[3])
      }
    }
    return (text, locale, expected)
  }

  @Test("Each line's value, or its error naming every reading, is the reference's", arguments: ["words", "words_de"])
  func wordsAroundANumber(name: String) throws {
    let sheet = try Self.sheet(name)
    #expect(!sheet.expected.isEmpty)
    var calculator = try WorksheetTests.calculator()
    if sheet.locale != "-" { calculator.inputLocale = try #require(NumberLocale(identifier: sheet.locale)) }
    let worksheet = try Worksheet(text: sheet.text, calculator: calculator)
    #expect(worksheet.lines.count == sheet.expected.count)
    for (line, expected) in zip(worksheet.lines, sheet.expected) {
      guard expected.hasPrefix("error:") else {
        #expect(WorksheetTests.shown(line) == expected, "\(line.text): \(line)")
        continue
      }
      // `error:KIND a b`: the kind, and each reading named in the message (quoted, or as a
      // word of its own).
      let words = expected.dropFirst("error:".count).split(separator: " ").map(String.init)
      let error = try #require(line.error, "\(line.text): \(line)")
      #expect(error.kind.rawValue == words[0], "\(line.text): \(error)")
      for reading in words.dropFirst() {
        let named = error.message.contains("'\(reading)'") || error.message.contains(" \(reading) ")
        #expect(named, "\(line.text): \(error.message) names no \(reading)")
      }
      if words[0] == "syntax" { #expect(words.count > 2, "a line that reads two ways names both readings") }
    }
  }

  @Test("The same words are read in calc's own form and in de_DE, each with its own numbers")
  func localesReadTheirOwnNumbers() throws {
    var german = Calculator()
    german.inputLocale = .deDE
    // `1.200` is 1200 in de_DE, 1.2 in calc's own form; `1,5` is 1.5 in de_DE.
    let own = try Worksheet(text: "Miete 1.200\nStrom 1,5")
    let de = try Worksheet(text: "Miete 1.200\nStrom 1,5", calculator: german)
    #expect(own.lines.map(\.displayText) == ["1.2", nil])
    #expect(own.lines[1].error != nil)
    #expect(de.lines.map(\.displayText) == ["1200", "1.5"])
  }
}
