import Foundation
import Testing
import TestSupport

/// Text pasted at the session's prompt (issue 37, item 4), through a real pseudo-terminal:
/// several lines at once are evaluated one by one, as batch mode does, and pasted forms
/// read (Grammar.md, "Pasted text").
@Suite(
  "Pasting into the session", .serialized,
  .enabled(if: TerminalSession.isAvailable, "this machine cannot open a pseudo-terminal"))
struct PasteSessionTests {
  @Test("Three lines pasted at once give three results, in order, and the prompt returns")
  func severalLines() throws {
    let calc = try TerminalSession()
    #expect(calc.waitForPrompt())
    let mark = calc.mark
    // One write, as a terminal delivers a paste (libedit reads it line by line).
    calc.type("6*7\r½ + ¼\r1,234.5 - 1234 + 1e−3\r")
    #expect(calc.wait(since: mark) { $0.contains("0.501") }, "\(calc.output(since: mark).debugDescription)")
    let lines = calc.screen(since: mark).components(separatedBy: "\n").map {
      $0.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    let results = ["42", "0.75", "0.501"]
    let positions = results.map { result in lines.firstIndex(of: result) }
    #expect(positions.allSatisfy { $0 != nil }, "\(lines)")
    let found = positions.compactMap { $0 }
    #expect(found == found.sorted(), "results in the order pasted: \(lines)")
    // The prompt is back after the last result before the session is left.
    #expect(calc.wait(since: mark) { $0.hasSuffix("0.501\n> ") || $0.hasSuffix("0.501\r\n> ") })
    calc.press(.endOfInput)
    #expect(calc.waitForExit() == 0)
  }
}
