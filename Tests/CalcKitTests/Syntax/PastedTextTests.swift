import CalcKit
import Testing

/// Text pasted from web pages, typeset documents and spreadsheets (Grammar.md, "Pasted
/// text"): vulgar fractions, the minus sign U+2212 in exponents, digit grouping with
/// no-break and thin spaces, and commas outside parentheses. Expected values:
/// `Fixtures/pasted.tsv` (scripts/make-pasted-text-vectors.py, from the Unicode Character
/// Database and Python's own number formatting and `fractions`).
@Suite("Pasted text")
struct PastedTextTests {
  struct Row: Sendable, CustomTestStringConvertible {
    let line: Int
    let expression: String
    let expected: String
    var testDescription: String { "pasted.tsv:\(line) \(expression.debugDescription)" }
  }

  static let rows: [Row] = {
    guard let records = try? Fixture.records("pasted", fieldCount: 2) else { return [] }
    return records.map { Row(line: $0.line, expression: $0.fields[0], expected: $0.fields[1]) }
  }()

  @Test("The fixture is present and covers fractions, grouping, exponents and errors")
  func fixtureRead() throws {
    #expect(try Fixture.records("pasted", fieldCount: 2).count == Self.rows.count)
    #expect(Self.rows.count > 150)
    #expect(Self.rows.contains { $0.expected.hasPrefix("error:") })
    #expect(Self.rows.contains { $0.expression.unicodeScalars.contains("\u{00A0}") })
    #expect(Self.rows.contains { $0.expression.unicodeScalars.contains("\u{2212}") })
  }

  @Test("Each pasted form reads as the number it shows, or fails as the fixture says", arguments: rows)
  func reads(row: Row) throws {
    let calculator = Calculator()
    if row.expected.hasPrefix("error:") {
      let error = #expect(throws: CalcError.self) { try calculator.evaluate(row.expression) }
      #expect(error?.kind.rawValue == String(row.expected.dropFirst("error:".count)))
      return
    }
    let expected = try #require(Number(row.expected))
    let value = try calculator.evaluate(row.expression)
    #expect(value.isExact)
    #expect(value == expected)
  }

  @Test("A grouped number's range is the whole literal, spaces and commas included")
  func rangeCoversGrouping() throws {
    let calculator = Calculator()
    // The error is at the name after the number, which starts past every group.
    let error = #expect(throws: CalcError.self) { try calculator.evaluate("1,234,567 + nope") }
    #expect(error?.range.lowerBound == 12)
    #expect(error?.range.upperBound == 16)
  }
}
