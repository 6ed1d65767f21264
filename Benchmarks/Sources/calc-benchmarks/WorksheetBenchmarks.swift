import CalcKit

/// Worksheets (issue 39): one-line edits in a 10,000-line worksheet, each a real change
/// (two texts in turn), so that every call re-evaluates the edited line and what reads it.
enum WorksheetBenchmarks {
  static let group = "sheet/"

  /// 10,000 lines: `base: 1`, labelled values, every 100th line `base * N`, and a `total`
  /// of the block at the end when `withTotal`.
  static func sheet(withTotal: Bool) throws -> Worksheet {
    var lines = ["base: 1"]
    for index in 2...9_999 { lines.append(index % 100 == 0 ? "base * \(index)" : "item\(index): \(index)") }
    lines.append(withTotal ? "total" : "item10000: 10000")
    return try Worksheet(text: lines.joined(separator: "\n"))
  }

  /// A box for the worksheet, edited in place by each call.
  final class Box: @unchecked Sendable {
    var sheet: Worksheet
    var turn = false
    init(_ sheet: Worksheet) { self.sheet = sheet }

    /// Replaces line `index` with one of two texts in turn; the edited line's result.
    func edit(_ index: Int, _ texts: (String, String)) -> String {
      turn.toggle()
      do {
        try sheet.replaceLines(index..<(index + 1), with: turn ? texts.0 : texts.1)
      } catch {
        return "error"
      }
      return sheet.lines[index].displayText ?? "-"
    }
  }

  static func all() throws -> [Benchmark] {
    let plain = Box(try sheet(withTotal: false))
    let totalled = Box(try sheet(withTotal: true))
    let readBy99 = Box(try sheet(withTotal: false))
    return [
      Benchmark("\(group)10,000 lines, edit line 5000 (nothing reads it)", input: plain) { box in
        box.edit(4_999, ("item5000: 7", "item5000: 8"))
      },
      Benchmark("\(group)10,000 lines, edit line 5000 (the total below reads it)", input: totalled) { box in
        box.edit(4_999, ("item5000: 7", "item5000: 8"))
      },
      Benchmark("\(group)10,000 lines, edit line 1 (99 lines read it)", input: readBy99) { box in
        box.edit(0, ("base: 2", "base: 3"))
      },
    ]
  }
}
