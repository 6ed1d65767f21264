import CalcKit
import Testing

/// A block's totals after edits: a worksheet edited line by line shows what the same text
/// evaluated afresh shows (the reference here is the worksheet's own full evaluation, whose
/// values the fixture tests check against Python). The totals notice a change by the stamps
/// of their block's lines, never by a hash.
@Suite("Worksheets: totals after edits")
struct WorksheetTotalsTests {
  /// The lines as a fresh worksheet of the same text has them.
  static func fresh(_ sheet: Worksheet) throws -> [Worksheet.Line] {
    // `text` read again has the same lines (a last blank line included).
    try Worksheet(text: sheet.text, calculator: sheet.calculator).lines
  }

  @Test("Removing a block end merges two blocks: the total adds the lines of both")
  func removingABlockEndMergesBlocks() throws {
    var sheet = try Worksheet(text: "5\n\n1\n2\ntotal")
    #expect(sheet.lines[4].displayText == "3")
    // Remove the blank line and `1`: the block is now 5 and 2, as many lines as before.
    try sheet.replaceLines(1..<3, with: "")
    #expect(sheet.text == "5\n2\ntotal")
    #expect(sheet.lines[2].displayText == "7")
    // Remove a line of the block: the total follows.
    try sheet.replaceLines(0..<1, with: "")
    #expect(sheet.lines[1].displayText == "2")
    // A heading in place of nothing splits the block again.
    try sheet.replaceLines(1..<1, with: "## Below")
    #expect(sheet.lines[2].error?.kind == .unknownName, "\(sheet.lines[2])")
  }

  @Test("A line of the block losing its value, and another gaining one, in one edit")
  func membershipChangesInOneEdit() throws {
    var sheet = try Worksheet(text: "a: 4\nb: a + 1\nc: 10\ntotal\naverage")
    #expect(sheet.lines[3].displayText == "19")
    // `a` becomes text: `b` loses its value; `c` is unchanged.
    try sheet.replaceLines(0..<1, with: "Notes")
    #expect(sheet.lines[3].displayText == "10")
    #expect(sheet.lines[4].displayText == "10")
    try sheet.replaceLines(0..<1, with: "a: 2")
    #expect(sheet.lines[3].displayText == "15")
    #expect(sheet.lines[4].displayText == "5")
    #expect(sheet.lines == (try Self.fresh(sheet)))
  }

  @Test(
    "Random edits: every line is what a fresh evaluation of the text gives",
    arguments: [0x2545_f491_4f6c_dd1d, 0x9e37_79b9_7f4a_7c15, 0x0123_4567_89ab_cdef] as [UInt64])
  func randomEditsMatchAFreshEvaluation(seed: UInt64) throws {
    let pool = [
      "1", "2.5", "x = 3", "x * 2", "a: 4", "a + 1", "total", "sum", "average", "", "## Heading",
      "line2 + 1", "line5", "Notes here", "Groceries 12", "b: total * 2", "b - 1", "1/3", "7 // 2", "3 apples 4 pears",
    ]
    // A fixed linear congruential generator: the same edits on every run.
    var state = seed
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var sheet = try Worksheet(text: (0..<12).map { _ in pool[next(pool.count)] }.joined(separator: "\n"))
    for step in 0..<300 {
      let count = sheet.lines.count
      let lower = next(count + 1)
      let upper = min(count, lower + next(3))
      let inserted = (0..<next(3)).map { _ in pool[next(pool.count)] }
      let text = inserted.joined(separator: "\n")
      if inserted.isEmpty && lower == upper { continue }
      if inserted.isEmpty {
        try sheet.replaceLines(lower..<upper, with: "")
      } else if inserted == [""] {
        // One blank line: `replaceLines` reads "" as no lines, so insert it with its neighbour.
        try sheet.replaceLines(lower..<upper, with: "\n1")
      } else {
        try sheet.replaceLines(lower..<upper, with: text)
      }
      if sheet.lines.isEmpty { try sheet.setText("1") }
      let expected = try Self.fresh(sheet)
      #expect(sheet.lines == expected, "step \(step): \(sheet.text.debugDescription)")
      if sheet.lines != expected { break }
    }
  }
}
