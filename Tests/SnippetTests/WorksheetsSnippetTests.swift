import CalcKit
import Foundation
import Testing

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// The Swift blocks of the DocC article "Worksheets" (Worksheets.md), each pasted as it is
/// into a test, run, and what its comments show checked after it (ARCHITECTURE.md, "Tests").
/// The SwiftUI block is compiled where SwiftUI is (macOS, iOS); its evaluation, the same
/// lines, is run everywhere.
@Suite struct WorksheetsSnippetTests {
  @Test("Worksheets.md's first block gives what its comments show")
  func trip() throws {
    let dailyFile = try SnippetFiles.ecbDaily()
    // The block, as it is:
    var calculator = Calculator()
    calculator.exchangeRates = try ExchangeRates(ecbXML: dailyFile)   // of 2017-03-08
    var sheet = try Worksheet(text: """
      ## Trip
      flights: 2 × $420
      hotel: 3 × 95 EUR
      total in USD
      per person: line4 / 2
      """, calculator: calculator)
    sheet.lines[1].displayText        // "840.00 USD"
    sheet.lines[3].displayText        // "≈1140.85 USD": 840 + 285 × 1.0556
    sheet.lines[3].rateDate           // "2017-03-08"
    try sheet.replaceLines(2..<3, with: "hotel: 4 × 95 EUR")
    sheet.lines[4].displayText        // "≈620.56 USD"
    sheet.lines[0].kind               // .heading
    // What it shows:
    #expect(sheet.lines[1].displayText == "840.00 USD")
    #expect(sheet.lines[3].displayText == "≈1241.13 USD")  // after the edit: 840 + 380 × 1.0556
    let before = try Worksheet(text: "flights: 2 × $420\nhotel: 3 × 95 EUR\ntotal in USD", calculator: calculator)
    #expect(before.lines[2].displayText == "≈1140.85 USD")  // before it
    #expect(sheet.lines[3].rateDate == "2017-03-08")
    #expect(sheet.lines[4].displayText == "≈620.56 USD")
    #expect(sheet.lines[0].kind == .heading)
  }

  #if canImport(SwiftUI)
    // The block, as it is:
    struct NotepadView: View {
      @State private var text = "rent: 1200\nfood: 300\ntotal"
      @State private var sheet = Worksheet()

      var body: some View {
        HStack(alignment: .top) {
          TextEditor(text: $text)
          VStack(alignment: .trailing) {
            ForEach(Array(sheet.lines.enumerated()), id: \.offset) { _, line in
              Text(line.error?.message ?? line.displayText ?? " ")
            }
          }
        }
        .task(id: text) {
          let token = CancellationToken()
          let edited = await withTaskCancellationHandler {
            await Task.detached { [sheet, text] in
              var edited = sheet
              try? edited.setText(text, cancellation: token)   // the changed lines and their readers
              return edited
            }.value
          } onCancel: {
            token.cancel()
          }
          if !Task.isCancelled { sheet = edited }
        }
      }
    }
  #endif

  @Test("The SwiftUI block's evaluation: a detached copy, cancellable by its token")
  func notepadEvaluation() async throws {
    let sheet = Worksheet()
    let text = "rent: 1200\nfood: 300\ntotal"
    let token = CancellationToken()
    let edited = await withTaskCancellationHandler {
      await Task.detached { [sheet, text] in
        var edited = sheet
        try? edited.setText(text, cancellation: token)   // the changed lines and their readers
        return edited
      }.value
    } onCancel: {
      token.cancel()
    }
    #expect(edited.lines.map { $0.error?.message ?? $0.displayText ?? " " } == ["1200", "300", "1500"])
    // A cancelled token leaves the copy as it was.
    token.cancel()
    var cancelled = edited
    #expect(throws: CalcError.self) { try cancelled.setText("rent: 1", cancellation: token) }
    #expect(cancelled.text == text)
  }

  @Test("Where SwiftUI is not (Linux), the evaluation run above is the SwiftUI block's own, line by line")
  func notepadEvaluationIsTheBlocks() throws {
    // The `.task` body of the article's SwiftUI block, from the token to the cancel.
    let article = try SnippetFiles.text("Sources/CalcKit/CalcKit.docc/Worksheets.md")
    let blocks = DocSnippetTests.swiftBlocks(in: article, file: "Worksheets.md")
    let view = try #require(blocks.first { $0.lines.contains { $0.hasPrefix("struct NotepadView") } })
    let first = try #require(view.lines.firstIndex(of: "let token = CancellationToken()"))
    let last = try #require(view.lines.lastIndex(of: "token.cancel()"))
    let task = Array(view.lines[first...(last + 1)])
    #expect(task.count >= 10)
    // This file from `func notepadEvaluation` on: outside `#if canImport(SwiftUI)`.
    let source = try SnippetFiles.text("Tests/SnippetTests/WorksheetsSnippetTests.swift")
    let start = try #require(source.range(of: "func notepadEvaluation()"))
    let end = try #require(source.range(of: "func notepadEvaluationIsTheBlocks()"))
    let run = DocSnippetTests.normalized(String(source[start.upperBound..<end.lowerBound]))
    #expect(DocSnippetTests.contains(run, task), "the evaluation differs from the block's: \(task)")
    // And the article says so.
    #expect(article.contains("Linux included"))
  }
}
