import Foundation
import Testing

// The editing keys of the interactive session, typed on a real pseudo-terminal as the
// common terminals send them.

/// The line shown right after the last line that ends with `input`.
private func lineAfter(_ input: String, in screen: String) -> String? {
  let lines = screen.components(separatedBy: "\n")
  guard let index = lines.lastIndex(where: { $0.hasSuffix(input) }), index + 1 < lines.count else {
    return nil
  }
  return lines[index + 1]
}

/// The last line before the prompt that ends `reply`: the result of the line entered (the
/// echo of a line edited with cursor keys is redrawn in pieces, so it is not matched).
private func result(_ reply: String) -> String? {
  let lines = reply.components(separatedBy: "\n")
  guard lines.last == "> ", lines.count >= 2 else { return nil }
  return lines[lines.count - 2]
}

private let escape = "\u{1B}"

@Suite(
  "Session keys", .serialized,
  .enabled(if: TerminalSession.isAvailable, "this machine cannot open a pseudo-terminal"))
struct SessionKeysTests {
  @Test(
    "Home and End move to the ends of the line in every terminal's sequence",
    arguments: [
      ("[1~", "[4~"),  // tmux, screen, the Linux console
      ("[7~", "[8~"),  // rxvt
      ("[H", "[F"),  // xterm
      ("OH", "OF"),  // xterm in application cursor mode
    ])
  func homeAndEnd(home: String, end: String) throws {
    let calc = try TerminalSession()
    calc.type("+3" + escape + home + "2" + escape + end + "*2")
    let reply = calc.enter("")
    #expect(result(reply) == "8", "\(reply.debugDescription)")
    #expect(!reply.contains("~"), "\(reply.debugDescription)")
  }

  @Test("Delete removes the character under the cursor")
  func delete() throws {
    let calc = try TerminalSession()
    calc.type("912+1" + escape + "[1~" + escape + "[3~")
    let reply = calc.enter("")
    #expect(result(reply) == "13", "\(reply.debugDescription)")
  }

  @Test(
    "Ctrl-Left and Ctrl-Right move by words",
    arguments: [("[1;5D", "[1;5C"), ("[5D", "[5C"), ("Od", "Oc")])
  func words(left: String, right: String) throws {
    let calc = try TerminalSession()
    // Back to the start of 4, type 1; on past its end, type 0: 2*3+140.
    calc.type("2*3+4" + escape + left + "1" + escape + right + "0")
    let reply = calc.enter("")
    #expect(result(reply) == "146", "\(reply.debugDescription)")
  }

  @Test("Insert, Page Up and Page Down type nothing")
  func inertKeys() throws {
    let calc = try TerminalSession()
    calc.type("1+" + escape + "[2~" + escape + "[5~" + escape + "[6~" + "2")
    let reply = calc.enter("")
    #expect(result(reply) == "3", "\(reply.debugDescription)")
  }

  @Test("Ctrl-R shows what it searches for and the line found; Return runs it")
  func search() throws {
    let calc = try TerminalSession()
    _ = calc.enter("x = sqrt(16)")
    _ = calc.enter("y = 3")
    _ = calc.enter("z = sqrt(81)")
    var mark = calc.mark
    calc.type("\u{12}")
    #expect(calc.wait(for: "(search history) '':", since: mark), "\(calc.screen(since: mark).debugDescription)")
    calc.type("sqrt")
    #expect(calc.wait(for: "'sqrt': z = sqrt(81)", since: mark), "\(calc.screen(since: mark).debugDescription)")
    // Ctrl-R again: the next older line.
    calc.type("\u{12}")
    #expect(calc.wait(for: "'sqrt': x = sqrt(16)", since: mark), "\(calc.screen(since: mark).debugDescription)")
    let reply = calc.enter("")
    #expect(lineAfter("> x = sqrt(16)", in: reply) == "4", "\(reply.debugDescription)")
    // A key that is not text ends the search and keeps the line found to edit: Ctrl-E,
    // then +1.
    mark = calc.mark
    calc.type("\u{12}")
    #expect(calc.wait(for: "(search history)", since: mark))
    calc.type("y =")
    #expect(calc.wait(for: "'y =': y = 3", since: mark), "\(calc.screen(since: mark).debugDescription)")
    calc.type("\u{05}+1")
    let edited = calc.enter("")
    #expect(result(edited) == "4", "\(edited.debugDescription)")
  }

  @Test("Ctrl-C during a search drops the line and the session goes on")
  func interruptSearch() throws {
    let calc = try TerminalSession()
    _ = calc.enter("x = 5")
    let mark = calc.mark
    calc.type("\u{12}")
    #expect(calc.wait(for: "(search history)", since: mark))
    calc.type("x")
    #expect(calc.wait(for: "'x': x = 5", since: mark), "\(calc.screen(since: mark).debugDescription)")
    let interrupted = calc.mark
    calc.press(.interrupt)
    #expect(calc.waitForPrompt(since: interrupted), "\(calc.screen(since: interrupted).debugDescription)")
    let reply = calc.enter("x+1")
    #expect(lineAfter("x+1", in: reply) == "6", "\(reply.debugDescription)")
    calc.press(.endOfInput)
    #expect(calc.waitForExit() == 0)
  }

  @Test("Ctrl-G ends a search with the line as it was")
  func cancelSearch() throws {
    let calc = try TerminalSession()
    _ = calc.enter("40+2")
    let mark = calc.mark
    calc.type("7*")
    calc.type("\u{12}")
    #expect(calc.wait(for: "(search history)", since: mark))
    calc.type("40")
    #expect(calc.wait(for: "'40': 40+2", since: mark))
    calc.type("\u{07}6")
    let reply = calc.enter("")
    #expect(result(reply) == "42", "\(reply.debugDescription)")
  }

  @Test("Tab after a command's first letters completes it with the space before its argument")
  func completeCommand() throws {
    let calc = try TerminalSession()
    let mark = calc.mark
    calc.type(":rou")
    calc.press(.tab)
    #expect(calc.wait(for: ":rounding ", since: mark), "\(calc.screen(since: mark).debugDescription)")
    let reply = calc.enter("up")
    #expect(result(reply) == "rounding: up", "\(reply.debugDescription)")
  }

  @Test("Ctrl-C after a completion listing drops the line and the session goes on")
  func interruptAfterListing() throws {
    let calc = try TerminalSession()
    let mark = calc.mark
    calc.type("s")
    calc.press(.tab)
    #expect(calc.wait(for: "sqrt", since: mark), "\(calc.screen(since: mark).debugDescription)")
    let interrupted = calc.mark
    calc.press(.interrupt)
    #expect(calc.waitForPrompt(since: interrupted), "\(calc.screen(since: interrupted).debugDescription)")
    let reply = calc.enter("2+2")
    #expect(lineAfter("2+2", in: reply) == "4", "\(reply.debugDescription)")
    calc.press(.endOfInput)
    #expect(calc.waitForExit() == 0)
  }
}
