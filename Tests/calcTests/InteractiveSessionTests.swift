import Foundation
import Testing
import TestSupport

// The interactive session, driven through a real pseudo-terminal: what a person typing
// sees. Each test has its own state directory.

/// The line shown right after the last line that ends with `input` (the echo of a line
/// typed after the prompt): the result, or the caret line of an error.
private func lineAfter(_ input: String, in screen: String) -> String? {
  let lines = screen.components(separatedBy: "\n")
  guard let index = lines.lastIndex(where: { $0.hasSuffix(input) }), index + 1 < lines.count else {
    return nil
  }
  return lines[index + 1]
}

/// A session started in a fresh state directory where `calc/NAME` already holds `data`
/// (a saved session or history of another calc); returns it and that file.
private func startedWithSaved(_ name: String, _ data: Data) throws -> (TerminalSession, URL) {
  let home = try TerminalSession.temporaryDirectory()
  let directory = home.appendingPathComponent("calc")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let file = directory.appendingPathComponent(name)
  try data.write(to: file)
  return (try TerminalSession(stateHome: home), file)
}

@Suite(
  "Interactive session", .serialized,
  .enabled(if: TerminalSession.isAvailable, "this machine cannot open a pseudo-terminal"))
struct InteractiveSessionTests {
  @Test("2+3, *2, x = ans/4, a caret error, Up; then a restart keeps x and the history")
  func mustShow() throws {
    let home = try TerminalSession.temporaryDirectory()
    do {
      let calc = try TerminalSession(stateHome: home)
        #expect(lineAfter("2+3", in: calc.enter("2+3")) == "5")
      #expect(lineAfter("*2", in: calc.enter("*2")) == "10")
      #expect(lineAfter("x = ans/4", in: calc.enter("x = ans/4")) == "2.5")
      let error = calc.enter("sqrt(")
      // The caret sits under the end of `sqrt(` as typed after the two-character prompt.
      #expect(lineAfter("sqrt(", in: error) == String(repeating: " ", count: 7) + "^", "\(error)")
      #expect(error.contains("error: expected a number after '('"), "\(error)")
      #expect(lineAfter("7*6", in: calc.enter("7*6")) == "42")
      // Up recalls the last line; Return runs it again.
      let mark = calc.mark
      calc.press(.up)
      #expect(calc.wait(for: "7*6", since: mark), "Up did not recall: \(calc.screen(since: mark))")
      let again = calc.enter("")
      #expect(again.contains("\n42\n"), "\(again)")
      calc.press(.endOfInput)
      #expect(calc.waitForExit() == 0)
    }
    let history = try String(contentsOf: home.appendingPathComponent("calc/history"), encoding: .utf8)
    // A line equal to the one before is kept once.
    #expect(history == "#calc-history 2\n2+3\n*2\nx = ans/4\nsqrt(\n7*6\n")

    let calc = try TerminalSession(stateHome: home)
    #expect(lineAfter("x", in: calc.enter("x")) == "2.5")
    #expect(lineAfter("ans+1", in: calc.enter("ans+1")) == "3.5")
    // Up goes on into the lines of the session before.
    let mark = calc.mark
    calc.press(.up)
    calc.press(.up)
    calc.press(.up)
    #expect(calc.wait(for: "7*6", since: mark), "\(calc.screen(since: mark))")
    calc.press(.killToStart)
    _ = calc.enter(":quit")
    #expect(calc.waitForExit() == 0)
  }

  @Test("In a 20-column terminal 2^200 fits in 20 characters, marked as rounded")
  func narrowTerminal() throws {
    let calc = try TerminalSession(columns: 20)
    let shown = try #require(lineAfter("2^200", in: calc.enter("2^200")))
    #expect(shown.count <= 20, "\(shown)")
    #expect(shown.hasPrefix("≈1.606938"), "\(shown)")
    #expect(shown.hasSuffix("e60"), "\(shown)")
    // COLUMNS, when set, is the width.
    let wide = try TerminalSession(columns: 20, environment: ["COLUMNS": "30"])
    let longer = try #require(lineAfter("2^200", in: wide.enter("2^200")))
    #expect(longer.count > 20 && longer.count <= 30, "\(longer)")
  }

  @Test("Ctrl-C drops the line and the session goes on")
  func interrupt() throws {
    let calc = try TerminalSession()
    calc.type("123+")
    #expect(calc.wait(for: "123+"))
    let mark = calc.mark
    calc.press(.interrupt)
    #expect(calc.waitForPrompt(since: mark), "\(calc.screen(since: mark))")
    let reply = calc.enter("4+4")
    #expect(lineAfter("4+4", in: reply) == "8", "\(reply)")
    calc.press(.endOfInput)
    #expect(calc.waitForExit() == 0)
  }

  @Test("Ctrl-C stops a long evaluation: a clean 'cancelled' line, and variables and history are kept")
  func cancelEvaluation() throws {
    let calc = try TerminalSession()
    #expect(lineAfter("x = 7", in: calc.enter("x = 7")) == "7")
    _ = calc.enter(":precision 5000")
    // Minutes of work in a debug build, seconds in a release one.
    let slow = (1...15).map { "asin(0.\($0 + 10))" }.joined(separator: "+")
    let start = calc.mark
    calc.line(slow)
    // Wait until the evaluation has begun: libedit has given the terminal back.
    #expect(calc.wait(since: start, timeout: 10) { _ in !calc.isReadingKeys })
    let interrupted = calc.mark
    calc.press(.interrupt)
    // The prompt is back well within a second; the timeout leaves a loaded machine (a
    // whole test run on two cores, a debug build) room. An evaluation Ctrl-C did not stop
    // would run for minutes.
    #expect(calc.waitForPrompt(since: interrupted, timeout: 10), "\(calc.screen(since: interrupted).debugDescription)")
    // The terminal echoed ^C; calc goes back to the start of that line and clears it.
    let shown = calc.output(since: interrupted)
    #expect(shown.contains("\r\u{1B}[Kcancelled\r\n"), "\(shown.debugDescription)")
    #expect(lineAfter("x", in: calc.enter("x")) == "7")
    // The line is in the history, and ans was left alone.
    let mark = calc.mark
    calc.press(.up)
    calc.press(.up)
    #expect(calc.wait(for: "asin(0.11)+asin(0.12)", since: mark), "\(calc.screen(since: mark).debugDescription)")
    let killed = calc.mark
    calc.press(.killToStart)
    #expect(calc.wait(since: killed) { $0.hasSuffix("> ") })
    // (The recalled line is redrawn in pieces: only the result is matched.)
    let ans = calc.enter("ans")
    #expect(ans.hasSuffix("\n7\n> "), "\(ans.debugDescription)")
    calc.press(.endOfInput)
    #expect(calc.waitForExit() == 0)
  }

  @Test("A restored session names the settings it changed, apart from those given as options; :reset clears them")
  func restoredNotice() throws {
    let home = try TerminalSession.temporaryDirectory()
    do {
      let calc = try TerminalSession(stateHome: home)
      #expect(!calc.screen.contains("restored"), "\(calc.screen)")
      _ = calc.enter(":degrees")
      _ = calc.enter(":precision 50")
      calc.press(.endOfInput)
      #expect(calc.waitForExit() == 0)
    }
    do {
      let calc = try TerminalSession(stateHome: home)
      #expect(calc.screen.contains("\nrestored: degrees, precision 50 (:reset for the defaults)\n"), "\(calc.screen)")
      calc.press(.endOfInput)
      #expect(calc.waitForExit() == 0)
    }
    do {
      let calc = try TerminalSession(["--precision", "7"], stateHome: home)
      #expect(calc.screen.contains("\nrestored: degrees (:reset for the defaults)\n"), "\(calc.screen)")
      let reset = calc.enter(":reset")
      #expect(reset.contains("settings reset: precision 38, rounding half-even, angles in radians"), "\(reset)")
      calc.press(.endOfInput)
      #expect(calc.waitForExit() == 0)
    }
    let calc = try TerminalSession(stateHome: home)
    #expect(!calc.screen.contains("restored"), "\(calc.screen)")
    #expect(lineAfter("asin(1)*2", in: calc.enter("asin(1)*2"))?.hasPrefix("≈3.14159") == true)
  }

  @Test("A higher --precision at start computes saved approximations again")
  func refineAtStart() throws {
    let home = try TerminalSession.temporaryDirectory()
    do {
      let calc = try TerminalSession(stateHome: home)
      _ = calc.enter("x = sqrt(2)")
      calc.press(.endOfInput)
      #expect(calc.waitForExit() == 0)
    }
    let calc = try TerminalSession(["--precision", "60"], stateHome: home)
    #expect(calc.screen.contains("precision 60; computed again: x\n"), "\(calc.screen)")
    let shown = try #require(lineAfter("x", in: calc.enter("x")))
    // Sixty digits of √2 (however the display groups them).
    #expect(shown.filter(\.isNumber) == "141421356237309504880168872420969807856967187537694807317668", "\(shown)")
    calc.press(.endOfInput)
    #expect(calc.waitForExit() == 0)
  }

  @Test("A damaged session file is set aside with a warning and start-up goes on")
  func corruptState() throws {
    let (calc, state) = try startedWithSaved("session.json", Data("{ \"version\": 1, \"precision\": ".utf8))
    #expect(calc.screen.contains("is damaged (not JSON)"), "\(calc.screen)")
    #expect(FileManager.default.fileExists(atPath: state.path + ".damaged"))
    #expect(lineAfter("y = 6*7", in: calc.enter("y = 6*7")) == "42")
    _ = calc.enter(":quit")
    #expect(calc.waitForExit() == 0)
    // The new state was saved, with permissions 0600.
    let attributes = try FileManager.default.attributesOfItem(atPath: state.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    let saved = try String(contentsOf: state, encoding: .utf8)
    #expect(saved.contains("\"y\" : \"42\""), "\(saved)")
  }

  @Test("An older session whose variable is built in now keeps it under a new name; nothing is set aside")
  func upgradedState() throws {
    let text = #"{"version": 1, "precision": 38, "rounding": "half-even", "angleUnit": "radians", "variables": {"mean": "5", "y": "7"}}"#
    let (calc, state) = try startedWithSaved("session.json", Data(text.utf8))
    #expect(calc.screen.contains("your variable mean is now mean_saved"), "\(calc.screen)")
    #expect(!calc.screen.contains("damaged"), "\(calc.screen)")
    #expect(lineAfter("y", in: calc.enter("y")) == "7")
    #expect(lineAfter("mean_saved", in: calc.enter("mean_saved")) == "5")
    #expect(!FileManager.default.fileExists(atPath: state.path + ".damaged"))
    _ = calc.enter(":quit")
    #expect(calc.waitForExit() == 0)
  }

  @Test("The session file of calc's first REPL (Fixtures/session-v1-A.json) restores through the binary")
  func firstSavedForm() throws {
    let fixture = repositoryRoot.appendingPathComponent("Tests/calcUnitTests/Fixtures/session-v1-A.json")
    let (calc, state) = try startedWithSaved("session.json", Data(contentsOf: fixture))
    #expect(calc.screen.contains("your variable mean is now mean_saved"), "\(calc.screen)")
    #expect(lineAfter("y", in: calc.enter("y")) == "7")
    #expect(lineAfter("mean_saved", in: calc.enter("mean_saved")) == "5")
    #expect(lineAfter("mean(1, 2)", in: calc.enter("mean(1, 2)")) == "1.5")
    _ = calc.enter(":quit")
    #expect(calc.waitForExit() == 0)
    #expect(!FileManager.default.fileExists(atPath: state.path + ".damaged"))
    let saved = try String(contentsOf: state, encoding: .utf8)
    #expect(saved.contains("\"mean_saved\" : \"5\"") && saved.contains("\"y\" : \"7\""), "\(saved)")
  }

  @Test("A session file from a newer calc is byte for byte the same after a session")
  func newerState() throws {
    let text = #"{"version": 7, "precision": 38, "variables": {"z": "1"}, "future": true}"# + "\n"
    let (calc, state) = try startedWithSaved("session.json", Data(text.utf8))
    #expect(calc.screen.contains("written by a newer calc (format version 7)"), "\(calc.screen)")
    #expect(lineAfter("w = 6*7", in: calc.enter("w = 6*7")) == "42")
    _ = calc.enter(":quit")
    #expect(calc.waitForExit() == 0)
    #expect(try String(contentsOf: state, encoding: .utf8) == text)
    #expect(!FileManager.default.fileExists(atPath: state.path + ".damaged"))
  }

  @Test(
    "Two sessions at once on one state directory lose nothing: a = 111 in one, b = 222 in the other, a third has both",
    arguments: [true, false])
  func twoSessionsAtOnce(firstLeavesFirst: Bool) throws {
    let home = try TerminalSession.temporaryDirectory()
    let first = try TerminalSession(stateHome: home)
    let second = try TerminalSession(stateHome: home)
    #expect(lineAfter("a = 111", in: first.enter("a = 111")) == "111")
    #expect(lineAfter("b = 222", in: second.enter("b = 222")) == "222")
    // The first saves again after a change of its own; b stays in the file.
    #expect(lineAfter("c = 3", in: first.enter("c = 3")) == "3")
    // Both change x: the later keeps its value and says so, once.
    #expect(lineAfter("x = 1", in: first.enter("x = 1")) == "1")
    let conflict = second.enter("x = 2")
    #expect(lineAfter("x = 2", in: conflict) == "2")
    #expect(
      conflict.contains("note: 'x' was also changed in another calc session; keeping this session's value\n"),
      "\(conflict)")
    let again = second.enter("x = 4")
    #expect(!again.contains("note:"), "\(again)")
    // Each session keeps its own values while it runs.
    #expect(second.enter("a").contains("unknown"))
    for calc in firstLeavesFirst ? [first, second] : [second, first] {
      calc.press(.endOfInput)
      #expect(calc.waitForExit() == 0)
    }
    let third = try TerminalSession(stateHome: home)
    #expect(lineAfter("a + b", in: third.enter("a + b")) == "333", "\(third.screen)")
    #expect(lineAfter("c", in: third.enter("c")) == "3")
    #expect(lineAfter("x", in: third.enter("x")) == "4")
    third.press(.endOfInput)
    #expect(third.waitForExit() == 0)
    // Both sessions' lines are in the history.
    let history = try String(contentsOf: home.appendingPathComponent("calc/history"), encoding: .utf8)
    #expect(history.contains("\na = 111\n") && history.contains("\nb = 222\n"), "\(history)")
  }

  @Test("A history file from before format versions is recalled, and written again as version 2")
  func upgradedHistory() throws {
    let (calc, history) = try startedWithSaved("history", Data("6*7\nsqrt(2)\n".utf8))
    #expect(!calc.screen.contains("calc:"), "\(calc.screen)")
    #expect(try String(contentsOf: history, encoding: .utf8) == "#calc-history 2\n6*7\nsqrt(2)\n")
    let mark = calc.mark
    calc.press(.up)
    calc.press(.up)
    #expect(calc.wait(for: "6*7", since: mark), "\(calc.screen(since: mark).debugDescription)")
    let killed = calc.mark
    calc.press(.killToStart)
    #expect(calc.wait(since: killed) { $0.hasSuffix("> ") })
    #expect(lineAfter("1+1", in: calc.enter("1+1")) == "2")
    calc.press(.endOfInput)
    #expect(calc.waitForExit() == 0)
    #expect(try String(contentsOf: history, encoding: .utf8) == "#calc-history 2\n6*7\nsqrt(2)\n1+1\n")
  }

  @Test("A history file from a newer calc is byte for byte the same after a session")
  func newerHistory() throws {
    let text = "#calc-history 3\n{\"line\": \"6*7\"}\n"
    let (calc, history) = try startedWithSaved("history", Data(text.utf8))
    #expect(calc.screen.contains("written by a newer calc (format version 3)"), "\(calc.screen)")
    #expect(lineAfter("1+1", in: calc.enter("1+1")) == "2")
    calc.press(.endOfInput)
    #expect(calc.waitForExit() == 0)
    #expect(try String(contentsOf: history, encoding: .utf8) == text)
    #expect(!FileManager.default.fileExists(atPath: history.path + ".damaged"))
  }

  @Test("A history file that went missing is a warning; a first run is not")
  func missingHistory() throws {
    let home = try TerminalSession.temporaryDirectory()
    do {
      let calc = try TerminalSession(stateHome: home)
      #expect(!calc.screen.contains("calc: "), "\(calc.screen)")
      #expect(lineAfter("1+1", in: calc.enter("1+1")) == "2")
      calc.press(.endOfInput)
      #expect(calc.waitForExit() == 0)
    }
    try FileManager.default.removeItem(at: home.appendingPathComponent("calc/history"))
    let calc = try TerminalSession(stateHome: home)
    #expect(calc.screen.contains("history file") && calc.screen.contains("was missing"), "\(calc.screen)")
    #expect(lineAfter("2+2", in: calc.enter("2+2")) == "4")
    calc.press(.endOfInput)
    #expect(calc.waitForExit() == 0)
  }

  @Test("--no-state neither restores nor saves the session")
  func noState() throws {
    let home = try TerminalSession.temporaryDirectory()
    do {
      let calc = try TerminalSession(stateHome: home)
      #expect(lineAfter("x = 5", in: calc.enter("x = 5")) == "5")
      calc.press(.endOfInput)
      #expect(calc.waitForExit() == 0)
    }
    do {
      let calc = try TerminalSession(["--no-state"], stateHome: home)
      let reply = calc.enter("x")
      #expect(reply.contains("unknown name 'x'") || reply.contains("'x'"), "\(reply)")
      #expect(lineAfter("x = 9", in: calc.enter("x = 9")) == "9")
      calc.press(.endOfInput)
      #expect(calc.waitForExit() == 0)
    }
    let calc = try TerminalSession(stateHome: home)
    #expect(lineAfter("x", in: calc.enter("x")) == "5")
    calc.press(.endOfInput)
    #expect(calc.waitForExit() == 0)
  }

  @Test("Tab completes function and variable names")
  func completion() throws {
    let calc = try TerminalSession()
    calc.type("sq")
    calc.press(.tab)
    #expect(calc.wait(for: "sqrt("))
    #expect(lineAfter("16)", in: calc.enter("16)")) == "4")
    _ = calc.enter("rate = 7.5%")
    calc.type("1000*ra")
    calc.press(.tab)
    #expect(calc.wait(for: "1000*rate"))
    _ = calc.enter("")
    #expect(lineAfter("1000*rate", in: calc.screen) == "75")
    calc.press(.endOfInput)
    #expect(calc.waitForExit() == 0)
  }

  @Test("Settings given as options win over saved ones; commands change them")
  func settings() throws {
    let home = try TerminalSession.temporaryDirectory()
    do {
      let calc = try TerminalSession(stateHome: home)
      #expect(calc.enter(":precision 5").contains("precision: 5 significant digits"))
      #expect(lineAfter("2/3", in: calc.enter("2/3")) == "≈0.66667")
      _ = calc.enter(":degrees")
      #expect(lineAfter("sin(30)", in: calc.enter("sin(30)")) == "0.5")
      calc.press(.endOfInput)
      #expect(calc.waitForExit() == 0, "\(calc.screen.debugDescription)")
    }
    let calc = try TerminalSession(["--precision", "3"], stateHome: home)
    #expect(lineAfter("2/3", in: calc.enter("2/3")) == "≈0.667")
    #expect(lineAfter("cos(60)", in: calc.enter("cos(60)")) == "0.5")
    calc.press(.endOfInput)
    #expect(calc.waitForExit() == 0)
  }
}
