import CalcKit
import Foundation
import Testing
import TestSupport

/// Worksheets through the public API: the language's lines, results against
/// Fixtures/worksheets.tsv (scripts/make-worksheet-vectors.py, Python fractions and the ECB
/// file of 2017-03-08), edits that re-evaluate only what depends on them, cancellation, Codable.
@Suite("Worksheets")
struct WorksheetTests {
  static func calculator() throws -> Calculator {
    var calculator = Calculator()
    calculator.exchangeRates = try ExchangeRates(ecbXML: String(contentsOf: ECBFiles.daily, encoding: .utf8))
    return calculator
  }

  /// The fixture's worksheets: name → (text, expected result of each line).
  static func fixture() throws -> [String: (text: String, expected: [String])] {
    var sheets: [String: (text: String, expected: [String])] = [:]
    for record in try Fixture.records("worksheets", fieldCount: 4) {
      let fields = record.fields
      if fields[0] == "sheet" {
        sheets[fields[1]] = (fields[2].replacingOccurrences(of: "\\n", with: "\n"), [])
      } else {
        sheets[fields[1]]?.expected.append(fields[3])
      }
    }
    return sheets
  }

  static func shown(_ line: Worksheet.Line) -> String {
    if let error = line.error { return "error:\(error.kind.rawValue)" }
    return line.displayText ?? "-"
  }

  @Test("Each line's result is the reference's", arguments: ["trip", "budget"])
  func resultsMatchTheReference(name: String) throws {
    let sheet = try #require(try Self.fixture()[name])
    let worksheet = try Worksheet(text: sheet.text, calculator: Self.calculator())
    #expect(worksheet.lines.count == sheet.expected.count)
    for (line, expected) in zip(worksheet.lines, sheet.expected) {
      #expect(Self.shown(line) == expected, "\(line.text): \(line)")
    }
    #expect(worksheet.text == sheet.text)
  }

  @Test("The Trip worksheet: kinds, labels, currencies and the rates' date")
  func tripDetails() throws {
    let sheet = try #require(try Self.fixture()["trip"])
    let worksheet = try Worksheet(text: sheet.text, calculator: Self.calculator())
    let lines = worksheet.lines
    #expect(lines.map(\.kind) == [.heading, .expression, .expression, .expression, .expression])
    #expect(lines.map(\.label) == [nil, "flights", "hotel", nil, "per_person"])
    #expect(lines.map(\.currency) == [nil, "USD", "EUR", "USD", "USD"])
    #expect(lines[3].rateDate == "2017-03-08")
    // 840 + 285 × 1.0556, exactly.
    let rate = try #require(Number("1.0556"))
    #expect(lines[3].value == (try Number(840) + Number(285) * rate))
  }

  @Test("Errors name the readings and point into the line")
  func errorsPointIntoTheLine() throws {
    let worksheet = try Worksheet(text: "3 apples 4 pears\nrent: 1200\nrent: 2 +\nline9 * 2\n\nx: sum", calculator: Self.calculator())
    let ambiguous = try #require(worksheet.lines[0].error)
    #expect(ambiguous.message.contains("'3'") && ambiguous.message.contains("'4'"), "\(ambiguous)")
    let syntax = try #require(worksheet.lines[2].error)
    #expect(syntax.kind == .syntax)
    // The range is in the line as written, after the label.
    #expect(syntax.range.lowerBound >= "rent: ".utf8.count, "\(syntax)")
    let below = try #require(worksheet.lines[3].error)
    #expect(below.range == SourceRange(0, 5), "\(below)")
    #expect(below.message.contains("line9"))
    // `sum` after a label: the range is that of `sum` as written, not the rewritten name.
    let total = try #require(worksheet.lines[5].error)
    #expect(total.range == SourceRange(3, 6), "\(total)")
  }

  @Test("A one-line edit in a 10,000-line worksheet evaluates only that line and the lines that read it")
  func anEditEvaluatesOnlyItsDependents() throws {
    // Line 1 is `base: 1`; every 100th line reads it; lines 2–9,999 are independent values;
    // a last line totals the block. Editing line 1 must evaluate it, the 100 readers and the total.
    var lines = ["base: 1"]
    for index in 2...9_999 { lines.append(index % 100 == 0 ? "base * \(index)" : "item\(index): \(index)") }
    lines.append("total")
    var worksheet = try Worksheet(text: lines.joined(separator: "\n"))
    #expect(worksheet.lines.count == 10_000)
    #expect(worksheet.evaluationCount == 10_000)
    let readers = (2...9_999).filter { $0 % 100 == 0 }.count
    let before = worksheet.evaluationCount
    try worksheet.replaceLines(0..<1, with: "base: 3")
    #expect(worksheet.evaluationCount - before == 1 + readers + 1)
    #expect(worksheet.lines[99].displayText == "300")
    // An edit of an independent line evaluates it and the total alone.
    let again = worksheet.evaluationCount
    try worksheet.replaceLines(4..<5, with: "item5: 6")
    #expect(worksheet.evaluationCount - again == 2)
    // Inserting a line above `line`-free lines evaluates the new line and the total alone.
    let inserted = worksheet.evaluationCount
    try worksheet.replaceLines(1..<1, with: "extra: 10")
    #expect(worksheet.evaluationCount - inserted == 2)
    #expect(worksheet.lines.count == 10_001)
  }

  @Test("setText finds the changed lines itself; line references follow insertions")
  func setTextDiffsAndLineReferencesFollowPositions() throws {
    var worksheet = try Worksheet(text: "10\n20\nline2 * 3")
    #expect(worksheet.lines[2].displayText == "60")
    let before = worksheet.evaluationCount
    try worksheet.setText("10\n25\nline2 * 3")
    #expect(worksheet.evaluationCount - before == 2)
    #expect(worksheet.lines[2].displayText == "75")
    // A line inserted above: `line2` is now the new line.
    try worksheet.setText("10\n7\n25\nline2 * 3")
    #expect(worksheet.lines[3].displayText == "21")
  }

  @Test("A cancelled token stops the evaluation and leaves the worksheet as it was")
  func cancellationLeavesTheWorksheetAsItWas() throws {
    var worksheet = try Worksheet(text: "a: 1\na + 1")
    let token = CancellationToken()
    token.cancel()
    #expect(throws: CalcError.self) { try worksheet.replaceLines(0..<1, with: "a: 5", cancellation: token) }
    #expect(worksheet.text == "a: 1\na + 1")
    #expect(worksheet.lines[1].displayText == "2")
  }

  @Test("Codable keeps the text and the settings, and decoding evaluates again")
  func codableRoundTrip() throws {
    var calculator = try Self.calculator()
    calculator.precision = 12
    calculator.inputLocale = .deDE
    let worksheet = try Worksheet(text: "a: 1,5\na / 7\n100 EUR to USD", calculator: calculator)
    let data = try JSONEncoder().encode(worksheet)
    let decoded = try JSONDecoder().decode(Worksheet.self, from: data)
    #expect(decoded.lines == worksheet.lines)
    #expect(decoded.calculator.precision == 12)
    #expect(decoded.lines[1].displayText == worksheet.lines[1].displayText)
    #expect(decoded.lines[2].displayText == "105.56 USD")
  }

  @Test("Its text read again gives the same lines, also when the last ones are blank", arguments: [
    "1", "", "1\n", "1\n\n", "\n\n", "a: 2\n\n# end\n\n\n", "x = 3\r\nx + 1\r\n\r\n",
  ])
  func textRoundTrip(_ source: String) throws {
    let worksheet = try Worksheet(text: source)
    let again = try Worksheet(text: worksheet.text)
    #expect(again.lines.map(\.text) == worksheet.lines.map(\.text), "\(source.debugDescription) → \(worksheet.text.debugDescription)")
    let decoded = try JSONDecoder().decode(Worksheet.self, from: JSONEncoder().encode(worksheet))
    #expect(decoded.lines == worksheet.lines)
  }

  @Test("A bad line range is an error, not a crash")
  func badRangeIsAnError() throws {
    var worksheet = try Worksheet(text: "1\n2")
    #expect(throws: CalcError.self) { try worksheet.replaceLines(1..<5, with: "x") }
    #expect(worksheet.lines.count == 2)
  }
}

@Suite("Worksheets: bounds")
struct WorksheetBoundsTests {
  @Test("Alternating values and totals add each line once per pass (no quadratic work), and agree with a sum")
  func manyTotalsStayLinear() throws {
    // 4,000 lines: `k` and `total` in turn; the k-th total is 1 + 2 + … + k = k(k+1)/2.
    var lines: [String] = []
    for k in 1...2_000 { lines += ["\(k)", "total"] }
    let start = ContinuousClock.now
    let sheet = try Worksheet(text: lines.joined(separator: "\n"))
    #expect(ContinuousClock.now - start < .seconds(60))
    for k in [1, 2, 1_000, 2_000] {
      #expect(sheet.lines[2 * k - 1].displayText == String(k * (k + 1) / 2))
    }
  }

  @Test("A worksheet of more lines than the maximum is an error, and the worksheet is unchanged")
  func tooManyLines() throws {
    var sheet = try Worksheet(text: "1")
    let text = String(repeating: "1\n", count: Worksheet.maximumLines + 1)
    #expect(throws: CalcError.self) { try sheet.setText(text) }
    #expect(sheet.lines.count == 1)
  }
}
