import Foundation
import Testing
import TestSupport

// The live session's terminal gaps closed in issue 37's second round, through the built
// binary on a pseudo-terminal: colour (and the matching bracket's mark) on a line that wraps
// onto two rows, the line and its preview drawn again at once after a resize (SIGWINCH), and
// Tab after `:live`, `:color`.

/// Types `text` a key at a time, giving the session a moment after each, as a person does.
private func typeSlowly(_ text: String, into calc: TerminalSession) {
  for character in text {
    calc.type(String(character))
    calc.wait(timeout: 0.05) { _ in false }
  }
}

/// The SGR parameters InputColoring gives a character of `line` (no bracket marked).
private func expectedStyle(_ character: Character) -> String {
  if character.isNumber { return "36" }  // Style.number
  if character.isLetter { return "33" }  // Style.name
  if character == "(" || character == ")" { return "" }
  return "35"  // Style.operator
}

/// The rows of `calc`'s screen from the one that starts with `prefix`, replayed on a screen
/// `columns` wide that becomes `resized` wide at `mark` (when given).
private func rows(
  of calc: TerminalSession, columns: Int, from prefix: String, resizedTo resized: Int? = nil, at mark: Int = 0
) -> [String] {
  let screen = VirtualScreen(columns: columns, rows: 24)
  let all = calc.output(since: 0)
  if let resized {
    let after = calc.output(since: mark)
    screen.feed(String(decoding: all.utf8.prefix(all.utf8.count - after.utf8.count), as: UTF8.self))
    screen.resize(columns: resized)
    screen.feed(after)
  } else {
    screen.feed(all)
  }
  let rows = screen.rows
  guard let first = rows.lastIndex(where: { $0.hasPrefix(prefix) }) else { return [] }
  return Array(rows[first...])
}

@Suite(
  "Live session: wrapped lines, resizes, Tab", .serialized,
  .enabled(if: TerminalSession.isAvailable, "this machine cannot open a pseudo-terminal"))
struct LiveTerminalTests {
  @Test("A line wrapped onto two rows is coloured on both, and the bracket pair across them marked")
  func wrappedColour() throws {
    let calc = try TerminalSession(["--color", "always"], columns: 40, live: true, rows: 24)
    // 39 characters after the 2-column prompt: the `(` on the first row, its `)` on the second.
    let line = "pi*(1234567+987654321+123456789+555555)"
    typeSlowly(line, into: calc)
    calc.wait(timeout: 0.3) { _ in false }

    /// Each character of the line on the screen, with its style.
    func cells(_ calc: TerminalSession, _ line: String) -> [(character: Character, style: String)] {
      let screen = VirtualScreen(columns: 40, rows: 24)
      screen.feed(calc.output(since: 0))
      let styled = screen.styledRows
      guard let first = styled.lastIndex(where: { String($0.prefix(2 + min(4, line.count)).map(\.character)) == "> " + line.prefix(4) })
      else { return [] }
      return (0..<line.count).compactMap { index in
        let position = 2 + index
        let row = first + position / 40
        return row < styled.count ? styled[row][position % 40] : nil
      }
    }

    var shown = cells(calc, line)
    #expect(String(shown.map(\.character)) == line, "\(shown.map(\.character))")
    let open = line.firstIndex(of: "(").map { line.distance(from: line.startIndex, to: $0) } ?? -1
    for (index, character) in line.enumerated() where index < shown.count {
      // The cursor is after the last `)`: it and its `(` are marked (Style.matching).
      let expected = index == open || index == line.count - 1 ? "1;7" : expectedStyle(character)
      #expect(shown[index].style == expected, "\(index) \(character): \(shown[index].style.debugDescription)")
    }

    // Ctrl-A: the cursor at the start, no bracket beside it; a `2` typed there moves the
    // whole line along, over both rows.
    calc.type("\u{01}")
    calc.wait(timeout: 0.3) { _ in false }
    calc.type("2")
    calc.wait(timeout: 0.5) { _ in false }
    let longer = "2" + line
    shown = cells(calc, longer)
    #expect(String(shown.map(\.character)) == longer)
    for (index, character) in longer.enumerated() where index < shown.count {
      #expect(shown[index].style == expectedStyle(character), "\(index) \(character): \(shown[index].style.debugDescription)")
    }
    calc.type("\u{05}")  // Ctrl-E
    let mark = calc.mark
    calc.press(.enter)
    #expect(calc.waitForPrompt(since: mark))
    // The line stays in the scrollback coloured, without a mark.
    shown = cells(calc, longer)
    #expect(shown.count == longer.count && shown.last?.style == "", "\(shown.map(\.style))")
    calc.press(.endOfInput)
    #expect(calc.waitForExit() == 0)
  }

  @Test("After a resize the preview is drawn again at once, for the new width, under the line")
  func resize() throws {
    for (line, wide, narrow) in [("2^100", 80, 30), ("123456789*987654321+111111111", 80, 20)] {
      // What a session started at the narrow width shows for the line.
      let fresh = try TerminalSession(columns: narrow, live: true, rows: 24)
      typeSlowly(line, into: fresh)
      let prefix = "> " + line.prefix(8)
      #expect(fresh.wait { _ in rows(of: fresh, columns: narrow, from: prefix).count >= 2 + line.count / narrow })
      fresh.wait(timeout: 0.3) { _ in false }
      let expected = rows(of: fresh, columns: narrow, from: prefix)

      let calc = try TerminalSession(columns: wide, live: true, rows: 24)
      typeSlowly(line, into: calc)
      #expect(calc.wait { _ in rows(of: calc, columns: wide, from: prefix).count == 2 })
      let mark = calc.mark
      calc.resize(columns: narrow, rows: 24)
      // No key is typed: the screen must come right by itself.
      let redrawn = calc.wait(since: mark, timeout: 5) { _ in
        rows(of: calc, columns: wide, from: prefix, resizedTo: narrow, at: mark) == expected
      }
      #expect(
        redrawn,
        "expected:\n\(expected.joined(separator: "\n"))\nshown:\n\(rows(of: calc, columns: wide, from: prefix, resizedTo: narrow, at: mark).joined(separator: "\n"))"
      )
      // Return prints the result as at that width, the preview gone.
      let beforeReturn = calc.mark
      calc.press(.enter)
      #expect(calc.waitForPrompt(since: beforeReturn))
      let freshMark = fresh.mark
      fresh.press(.enter)
      #expect(fresh.waitForPrompt(since: freshMark))
      #expect(
        rows(of: calc, columns: wide, from: prefix, resizedTo: narrow, at: mark)
          == rows(of: fresh, columns: narrow, from: prefix))
      for session in [calc, fresh] {
        session.press(.endOfInput)
        #expect(session.waitForExit() == 0)
      }
    }
  }

  @Test("Tab completes :live and :color and their arguments")
  func tab() throws {
    let calc = try TerminalSession(rows: 24)
    var mark = calc.mark
    calc.type(":li")
    calc.press(.tab)
    calc.type("of")
    calc.press(.tab)
    calc.press(.enter)
    #expect(calc.wait(since: mark) { $0.contains(":live off") && $0.contains("live: off") }, "\(calc.screen(since: mark))")
    #expect(calc.waitForPrompt(since: mark))
    mark = calc.mark
    calc.type(":co")
    calc.press(.tab)
    calc.type("ne")
    calc.press(.tab)
    calc.press(.enter)
    #expect(calc.wait(since: mark) { $0.contains(":color never") && $0.contains("color: never") }, "\(calc.screen(since: mark))")
    // Ctrl-D only once libedit reads keys again: typed while the terminal is back in
    // canonical mode between lines, the kernel keeps it as an end-of-file mark that turns
    // into a NUL byte when libedit leaves canonical mode, and the session never sees it.
    #expect(calc.waitForPrompt(since: mark))
    calc.press(.endOfInput)
    #expect(calc.waitForExit() == 0)
  }
}
