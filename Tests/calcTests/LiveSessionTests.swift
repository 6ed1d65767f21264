import Foundation
import Testing
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// The live result and colour (issue 37), through a real pseudo-terminal at 80×24: the value
// shows under the line before Return, an unfinished line shows nothing, the screen after
// Return is the screen without the live result, NO_COLOR and a pipe write no colour, and a
// preview that takes long never delays a key's echo.

/// `2^n` in decimal, by doubling a digit array: a reference independent of calc's numbers.
private func powerOfTwo(_ n: Int) -> String {
  var digits = [1]
  for _ in 0..<n {
    var carry = 0
    for index in digits.indices {
      let doubled = digits[index] * 2 + carry
      digits[index] = doubled % 10
      carry = doubled / 10
    }
    if carry > 0 { digits.append(carry) }
  }
  return digits.reversed().map(String.init).joined()
}

/// Whether `text` holds an SGR (colour) escape sequence, `ESC [ … m`.
private func hasColor(_ text: String) -> Bool {
  text.range(of: "\u{1B}\\[[0-9;]*m", options: .regularExpression) != nil
}

/// Types `text` a key at a time, giving the session a moment after each, as a person does.
private func typeSlowly(_ text: String, into calc: TerminalSession) {
  for character in text {
    calc.type(String(character))
    calc.wait(timeout: 0.06) { _ in false }
  }
}

@Suite(
  "Live result in the session", .serialized,
  .enabled(if: TerminalSession.isAvailable, "this machine cannot open a pseudo-terminal"))
struct LiveSessionTests {
  @Test("Typing 2^100 shows its value on the screen before Return; Return prints it once")
  func valueBeforeReturn() throws {
    let calc = try TerminalSession(live: true, rows: 24)
    let expected = powerOfTwo(100)
    let mark = calc.mark
    typeSlowly("2^100", into: calc)
    #expect(
      calc.wait(since: mark) { $0.replacingOccurrences(of: "_", with: "").contains(expected) },
      "\(calc.output(since: mark).debugDescription)")
    let screen = VirtualScreen(columns: 80, rows: 24)
    screen.feed(calc.output(since: 0))
    let rows = screen.rows
    let line = rows.firstIndex { $0.hasPrefix("> 2^100") }
    #expect(line != nil, "\(rows)")
    if let line {
      #expect(rows[line + 1].replacingOccurrences(of: "_", with: "") == "= " + expected, "\(rows)")
    }
    let beforeReturn = calc.mark
    calc.press(.enter)
    #expect(calc.waitForPrompt(since: beforeReturn))
    let after = VirtualScreen(columns: 80, rows: 24)
    after.feed(calc.output(since: 0))
    let shown = after.rows.filter { $0.replacingOccurrences(of: "_", with: "").contains(expected) }
    #expect(shown.count == 1, "the result once, the preview gone: \(after.rows)")
    calc.press(.endOfInput)
    #expect(calc.waitForExit() == 0)
  }

  @Test("2+3* shows no error, and the value of 2+3 under it is erased")
  func unfinishedLine() throws {
    let calc = try TerminalSession(live: true, rows: 24)
    let mark = calc.mark
    typeSlowly("2+3", into: calc)
    #expect(calc.wait(since: mark) { $0.contains("= 5") })
    let star = calc.mark
    calc.type("*")
    // The row under the line is erased (cursor down, clear to its end) once `2+3*` is
    // worked out; nothing else appears.
    #expect(calc.wait(since: star) { _ in calc.output(since: star).contains("\r\u{1B}[K") })
    calc.wait(timeout: 0.3) { _ in false }
    #expect(!calc.screen(since: star).contains("error"), "\(calc.output(since: star).debugDescription)")
    let screen = VirtualScreen(columns: 80, rows: 24)
    screen.feed(calc.output(since: 0))
    let line = screen.rows.firstIndex { $0.hasPrefix("> 2+3*") }
    // Nothing under the line: the screen ends with it, or the row after it is blank.
    let rows = screen.rows
    #expect(line.map { $0 + 1 >= rows.count || rows[$0 + 1].isEmpty } == true, "\(rows)")
    calc.press(.killToStart)
    calc.press(.endOfInput)
    #expect(calc.waitForExit() == 0)
  }

  @Test("After Return the screen is exactly what it is with --no-live, long and wrapped lines too")
  func sameScrollback() throws {
    let lines = [
      "2^100", "x = 3", "1/3", "2+3*4", "sqrt(2)*x", "2 +* 3",
      "123456789*987654321+111111111*222222222+333333333*444444444+5/7-sqrt(3)*2+ln(10)*exp(2)-1/9",
    ]
    var screens: [[String]] = []
    for live in [true, false] {
      let calc = try TerminalSession(live: live, rows: 24)
      for line in lines {
        let mark = calc.mark
        typeSlowly(line, into: calc)
        calc.press(.enter)
        #expect(calc.waitForPrompt(since: mark))
      }
      let screen = VirtualScreen(columns: 80, rows: 24)
      screen.feed(calc.output(since: 0))
      screens.append(screen.rows)
      calc.press(.endOfInput)
      #expect(calc.waitForExit() == 0)
    }
    #expect(screens[0] == screens[1], "live:\n\(screens[0].joined(separator: "\n"))\nnot:\n\(screens[1].joined(separator: "\n"))")
    #expect(screens[0].contains { $0.replacingOccurrences(of: "_", with: "") == powerOfTwo(100) })
  }

  @Test("Lines pasted at once leave the same screen as with --no-live")
  func paste() throws {
    var screens: [[String]] = []
    for live in [true, false] {
      let calc = try TerminalSession(live: live, rows: 24)
      let mark = calc.mark
      calc.type("6*7\r½ + ¼\r1,234.5 - 1234 + 1e−3\r2^10")
      #expect(calc.wait(since: mark) { $0.contains("0.501") })
      // The last line, not ended, shows its value under it once the paste is read.
      if live { #expect(calc.wait(since: mark) { $0.contains("= 1_024") }) }
      calc.press(.enter)
      #expect(calc.wait(since: mark) { $0.hasSuffix("1_024\n> ") || $0.hasSuffix("1_024\r\n> ") })
      let screen = VirtualScreen(columns: 80, rows: 24)
      screen.feed(calc.output(since: 0))
      // Keys that arrive before libedit reads are echoed by the terminal itself, which may
      // leave a blank row, in either mode: rows are compared without blank ones.
      screens.append(screen.rows.filter { !$0.isEmpty })
      calc.press(.endOfInput)
      #expect(calc.waitForExit() == 0)
    }
    #expect(screens[0] == screens[1], "live:\n\(screens[0].joined(separator: "\n"))\nnot:\n\(screens[1].joined(separator: "\n"))")
  }

  @Test("NO_COLOR=1 writes no colour; --color always does; TERM=dumb shows no live result")
  func colour() throws {
    let plain = try TerminalSession(environment: ["NO_COLOR": "1"], live: true, rows: 24)
    var mark = plain.mark
    typeSlowly("sqrt(2)+1/0", into: plain)
    plain.press(.enter)
    #expect(plain.wait(since: mark) { $0.contains("division by zero") && $0.hasSuffix("> ") })
    #expect(!hasColor(plain.output(since: 0)), "\(plain.output(since: 0).debugDescription)")

    let colored = try TerminalSession(["--color", "always"], environment: ["NO_COLOR": "1"], live: true, rows: 24)
    mark = colored.mark
    typeSlowly("1/3", into: colored)
    colored.press(.enter)
    #expect(colored.wait(since: mark) { $0.contains("0.333") && $0.hasSuffix("> ") })
    #expect(hasColor(colored.output(since: mark)), "\(colored.output(since: mark).debugDescription)")

    let dumb = try TerminalSession(environment: ["TERM": "dumb"], live: true, rows: 24)
    mark = dumb.mark
    typeSlowly("6*7", into: dumb)
    dumb.wait(timeout: 0.3) { _ in false }
    #expect(!dumb.screen(since: mark).contains("42"), "\(dumb.output(since: mark).debugDescription)")
    #expect(!hasColor(dumb.output(since: 0)))
  }

  @Test("calc | cat writes no escape sequence")
  func pipe() throws {
    let calc = try TerminalSession(live: true, rows: 24, throughCat: true)
    typeSlowly("sqrt(2)+1/0", into: calc)
    calc.press(.enter)
    typeSlowly("2^100", into: calc)
    calc.press(.enter)
    let expected = powerOfTwo(100)
    #expect(calc.wait { $0.replacingOccurrences(of: "_", with: "").contains(expected) && $0.contains("division by zero") })
    calc.press(.endOfInput)
    #expect(calc.waitForExit() == 0)
    #expect(!calc.output(since: 0).contains("\u{1B}"), "\(calc.output(since: 0).debugDescription)")
  }

  @Test("A preview that would take a minute never delays the next key's echo")
  func slowPreview() throws {
    let calc = try TerminalSession(["--precision", "100000"], live: true, rows: 24)
    let typed = calc.mark
    typeSlowly("asin(0.3)", into: calc)
    // Its preview is not ready within the budget: a quiet `…` stands for it.
    #expect(calc.wait(since: typed) { $0.contains("…") })
    // The preview of asin(0.3) at 100,000 digits runs (a minute in a debug build) and is
    // cancelled; the key typed now is echoed at once. The bound is generous: it only has
    // to be far below the evaluation's time.
    let mark = calc.mark
    let start = Date()
    calc.type("+")
    #expect(calc.wait(since: mark, timeout: 20) { $0.contains("+") })
    #expect(Date().timeIntervalSince(start) < 5, "echo after \(Date().timeIntervalSince(start)) s")
    calc.press(.killToStart)
    calc.press(.endOfInput)
    #expect(calc.waitForExit() == 0)
  }

  @Test(":live off is kept with the settings; --no-live turns it off for one run only")
  func liveOff() throws {
    let home = try TerminalSession.temporaryDirectory()
    do {
      let calc = try TerminalSession(stateHome: home, live: true, rows: 24)
      #expect(calc.enter(":live off").contains("live: off"))
      let mark = calc.mark
      typeSlowly("6*7", into: calc)
      calc.wait(timeout: 0.3) { _ in false }
      #expect(!calc.screen(since: mark).contains("42"))
      calc.press(.enter)
      #expect(calc.wait(since: mark) { $0.contains("42") })
      #expect(calc.waitForPrompt(since: mark))
      calc.press(.endOfInput)
      #expect(calc.waitForExit() == 0)
    }
    let again = try TerminalSession(stateHome: home, live: true, rows: 24)
    #expect(again.wait { $0.contains("restored: live off") }, "\(again.screen)")
    again.press(.endOfInput)
    #expect(again.waitForExit() == 0)
  }
}

/// A terminal screen, enough of one to replay calc's output: printable characters with
/// wrapping at the right margin (deferred, as xterm does), CR, LF (scrolling at the
/// bottom), BS, and the CSI sequences libedit and calc write (cursor moves, erasing,
/// inserting and deleting characters); the colour (SGR parameters) each character was
/// written in is kept beside it. A resize keeps the rows as they are, cut or widened, as
/// xterm does.
final class VirtualScreen {
  private(set) var columns: Int
  let height: Int
  private var cells: [[Character]]
  /// The SGR parameters each cell was written with ("" for none).
  private var styles: [[String]]
  private var style = ""
  private var row = 0
  private var column = 0
  private var pendingWrap = false
  /// The rows scrolled off the top.
  private var scrolled: [[Character]] = []

  init(columns: Int, rows: Int) {
    self.columns = columns
    height = rows
    cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    styles = Array(repeating: Array(repeating: "", count: columns), count: rows)
  }

  /// The screen rows (not those scrolled off), each cell with its SGR parameters.
  var styledRows: [[(character: Character, style: String)]] {
    zip(cells, styles).map { row, styles in zip(row, styles).map { ($0, $1) } }
  }

  /// The terminal made `newColumns` wide: each row cut or widened, the cursor kept in it.
  func resize(columns newColumns: Int) {
    cells = cells.map { row in
      row.count >= newColumns ? Array(row.prefix(newColumns)) : row + Array(repeating: " ", count: newColumns - row.count)
    }
    styles = styles.map { row in
      row.count >= newColumns ? Array(row.prefix(newColumns)) : row + Array(repeating: "", count: newColumns - row.count)
    }
    scrolled = scrolled.map { Array($0.prefix(newColumns)) }
    columns = newColumns
    column = min(column, newColumns - 1)
    pendingWrap = false
  }

  /// Every row, scrolled off and on the screen, without trailing spaces; the empty rows at
  /// the bottom left off.
  var rows: [String] {
    var all = (scrolled + cells).map { String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
    while all.last?.isEmpty == true { all.removeLast() }
    return all
  }

  func feed(_ text: String) {
    var characters = Array(text)[...]
    while let character = characters.popFirst() {
      switch character {
      case "\u{1B}":
        guard characters.first == "[" else {
          _ = characters.popFirst()
          continue
        }
        characters.removeFirst()
        var parameters = ""
        while let next = characters.first, !("@"..."~").contains(next) {
          parameters.append(next)
          characters.removeFirst()
        }
        guard let final = characters.popFirst() else { return }
        control(final, parameters)
      case "\r", "\r\n":
        column = 0
        pendingWrap = false
        if character == "\r\n" { lineFeed() }
      case "\n": lineFeed()
      case "\u{08}":
        column = max(0, column - 1)
        pendingWrap = false
      case "\u{07}": break
      default:
        if pendingWrap {
          column = 0
          lineFeed()
          pendingWrap = false
        }
        cells[row][column] = character
        styles[row][column] = style
        if column == columns - 1 { pendingWrap = true } else { column += 1 }
      }
    }
  }

  private func lineFeed() {
    pendingWrap = false
    if row == height - 1 {
      scrolled.append(cells.removeFirst())
      cells.append(Array(repeating: " ", count: columns))
      styles.removeFirst()
      styles.append(Array(repeating: "", count: columns))
    } else {
      row += 1
    }
  }

  private func control(_ final: Character, _ parameters: String) {
    let numbers = parameters.split(separator: ";").map { Int($0) ?? 0 }
    let n = max(1, numbers.first ?? 1)
    switch final {
    case "A": row = max(0, row - n); pendingWrap = false
    case "B": row = min(height - 1, row + n); pendingWrap = false
    case "C": column = min(columns - 1, column + n); pendingWrap = false
    case "D": column = max(0, column - n); pendingWrap = false
    case "G": column = min(columns - 1, n - 1); pendingWrap = false
    case "H":
      row = min(height - 1, max(1, numbers.first ?? 1) - 1)
      column = min(columns - 1, max(1, numbers.count > 1 ? numbers[1] : 1) - 1)
      pendingWrap = false
    case "K":
      let from = numbers.first ?? 0
      let range = from == 1 ? 0..<(column + 1) : from == 2 ? 0..<columns : column..<columns
      for index in range {
        cells[row][index] = " "
        styles[row][index] = ""
      }
    case "J" where numbers.first == 2:
      cells = Array(repeating: Array(repeating: " ", count: columns), count: height)
      styles = Array(repeating: Array(repeating: "", count: columns), count: height)
    case "J":
      for index in column..<columns {
        cells[row][index] = " "
        styles[row][index] = ""
      }
      for below in (row + 1)..<height {
        cells[below] = Array(repeating: " ", count: columns)
        styles[below] = Array(repeating: "", count: columns)
      }
    case "P":
      for _ in 0..<n where column < columns {
        cells[row].remove(at: column)
        cells[row].append(" ")
        styles[row].remove(at: column)
        styles[row].append("")
      }
    case "@":
      for _ in 0..<n where column < columns {
        cells[row].insert(" ", at: column)
        cells[row].removeLast()
        styles[row].insert("", at: column)
        styles[row].removeLast()
      }
    case "m":
      // calc starts each coloured span with its whole style and ends it with a reset.
      style = parameters == "0" ? "" : parameters
    default: break  // h and l (modes)
    }
  }
}
