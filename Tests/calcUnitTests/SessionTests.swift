import CalcKit
import Foundation
import Testing

@testable import calc

// The session's line handling, driven without a terminal: what each line means, the
// commands, the display, completion, and the files.

/// Runs lines through one session and returns each reply.
private func replies(_ lines: [String], columns: Int = 80, session: inout Session) -> [Session.Reply] {
  lines.map { session.respond(to: $0, columns: columns) }
}

@Suite("Session lines")
struct SessionLineTests {
  @Test("A line that starts with a binary operator continues from the last result")
  func continuation() {
    var session = Session()
    let lines = ["2+3", "*2", "x = ans/4", "^2", "×4", "÷5", "/ 2", "+0.5", "-1", " * 3", "**2"]
    // Each continuing line means `ans` followed by the line, evaluated independently here.
    var reference = Calculator()
    var expected: [String] = []
    for line in lines {
      let first = line.first { !$0.isWhitespace }
      let source = first.map { "+*/^×÷".contains($0) } == true ? "ans" + line : line
      let value = try? reference.execute(source)
      expected.append(value.map { reference.format($0) } ?? "error")
    }
    #expect(replies(lines, session: &session).map { output($0) ?? "error" } == expected)
    #expect(expected.prefix(3) == ["5", "10", "2.5"])
    // `-1` is a new calculation, not ans-1.
    #expect(expected[8] == "-1")
    #expect(session.calculator.variables["x"] == Number("2.5"))
  }

  @Test("With no last result a leading operator is an error under the operator", arguments: [
    ("*2", 2), ("  /5", 4), ("÷5", 2), ("^3", 2),
  ])
  func noLastResult(line: String, caretColumn: Int) throws {
    var session = Session()
    let text = try #require(errorText(session.respond(to: line, columns: 80)))
    let lines = text.components(separatedBy: "\n")
    #expect(lines.count == 2, "\(text)")
    #expect(lines[0] == String(repeating: " ", count: caretColumn) + "^", "\(text)")
    #expect(lines[1].hasPrefix("error: '") && lines[1].hasSuffix("continues from the last result, and there is none yet"))
  }

  @Test("An error's caret sits under the text as typed after the prompt", arguments: [
    ("sqrt(", 5, 6), ("1+*2", 2, 3), ("foo + 1", 0, 3), ("2 ÷ (1-1)", 4, 9),
  ])
  func caret(line: String, start: Int, end: Int) throws {
    var session = Session()
    let text = try #require(errorText(session.respond(to: line, columns: 80)))
    let caretLine = try #require(text.components(separatedBy: "\n").first)
    let prompt = Session.prompt.count
    let expected = String(repeating: " ", count: prompt + start) + "^" + String(repeating: "~", count: max(0, end - start - 1))
    #expect(caretLine == expected, "\(text)")
  }

  @Test("A continuing line's error points into the line as typed, not the hidden ans")
  func continuationCaret() throws {
    var session = Session()
    _ = session.respond(to: "7", columns: 80)
    let text = try #require(errorText(session.respond(to: "*(2+", columns: 80)))
    let caretLine = try #require(text.components(separatedBy: "\n").first)
    #expect(caretLine == String(repeating: " ", count: Session.prompt.count + 4) + "^", "\(text)")
  }

  @Test("A line too long for the terminal gets the three-line error form")
  func wrappedLineError() throws {
    var session = Session()
    let line = String(repeating: "1+", count: 30) + "*"
    let text = try #require(errorText(session.respond(to: line, columns: 40)))
    #expect(text.hasPrefix("error: "), "\(text)")
    #expect(text.components(separatedBy: "\n").count == 3)
  }

  @Test("Results fit the width, marked ≈ when rounded", arguments: [10, 12, 20, 33, 80])
  func fitsWidth(columns: Int) throws {
    var session = Session()
    for line in ["2^200", "1/3", "-sqrt(2)*10^30", "123456789012345678901234567890", "0.000000000123456789"] {
      let shown = try #require(output(session.respond(to: line, columns: columns)))
      #expect(shown.count <= columns, "\(line) in \(columns): \(shown)")
      let value = try Calculator().evaluate(line)
      // The session's form: `_` groups, which read back; exact values in full.
      let exact = try DisplayFormat(width: columns, locale: .input, showsExactValuesInFull: true).string(for: value)
      #expect(shown == exact)
    }
  }

  @Test("Blank lines do nothing; exit, quit and :quit end the session", arguments: ["exit", "quit", ":quit", ":q", " exit "])
  func quitting(line: String) {
    var session = Session()
    #expect(session.respond(to: "   ", columns: 80) == .none)
    #expect(session.respond(to: line, columns: 80) == .quit)
  }
}

@Suite("Session commands")
struct SessionCommandTests {
  @Test(":precision, :rounding, :width, :degrees and :radians change how lines are answered")
  func settings() throws {
    var session = Session()
    #expect(output(session.respond(to: ":precision 5", columns: 80)) == "precision: 5 significant digits")
    #expect(output(session.respond(to: "2/3", columns: 80)) == "≈0.66667")
    #expect(output(session.respond(to: ":rounding down", columns: 80)) == "rounding: down")
    #expect(output(session.respond(to: "2/3", columns: 80)) == "≈0.66666")
    #expect(output(session.respond(to: ":width 12", columns: 80)) == "width: 12 columns")
    #expect(output(session.respond(to: ":precision 38", columns: 80)) != nil)
    #expect(output(session.respond(to: "123456789012345", columns: 80)) == "≈1.234567e14")
    #expect(output(session.respond(to: ":width auto", columns: 80)) == "width: the terminal's (80 columns)")
    #expect(output(session.respond(to: ":degrees", columns: 80)) == "angles in degrees")
    #expect(output(session.respond(to: "sin(30)", columns: 80)) == "0.5")
    #expect(output(session.respond(to: ":radians", columns: 80)) == "angles in radians")
    #expect(output(session.respond(to: "sin(0)", columns: 80)) == "0")
    #expect(session.calculator.precision == 38 && session.calculator.rounding == .down)
  }

  @Test("Bad command arguments are errors that change nothing", arguments: [
    ":precision 0", ":precision 100001", ":precision x", ":rounding sideways", ":width 9", ":width 1001",
    ":width wide", ":vars x", ":clear all", ":precision 1 2", ":frobnicate", ":",
  ])
  func badArguments(line: String) throws {
    var session = Session()
    let before = session.state
    let text = try #require(errorText(session.respond(to: line, columns: 80)))
    #expect(text.hasPrefix("error: "), "\(text)")
    #expect(session.state == before)
  }

  @Test("An unknown command suggests one that starts the same way")
  func suggestion() throws {
    var session = Session()
    #expect(errorText(session.respond(to: ":prec 5", columns: 80))?.contains("did you mean ':precision'?") == true)
  }

  @Test(":vars lists variables and ans; :clear forgets them")
  func variables() {
    var session = Session()
    #expect(output(session.respond(to: ":vars", columns: 80)) == "no variables yet; assign one with x = 2")
    _ = replies(["rate = 7.5%", "b = 1/3", "2+2"], session: &session)
    let listed = output(session.respond(to: ":vars", columns: 30))
    let third = (try? DisplayFormat(width: 30 - 4).string(for: try Calculator().evaluate("1/3"))) ?? "?"
    #expect(listed == "b = \(third)\nrate = 0.075\nans = 4")
    #expect(output(session.respond(to: ":clear", columns: 80)) == "cleared 2 variables and ans")
    #expect(session.calculator.variables.isEmpty && session.calculator.lastResult == nil)
  }

  @Test(":full shows every digit when there are finitely many, else the precision's worth")
  func full() throws {
    var session = Session()
    #expect(errorText(session.respond(to: ":full", columns: 80)) == "error: there is no result yet")
    _ = session.respond(to: "2^200", columns: 20)
    // 2^200 by doubling decimal digits, independently of calc's arithmetic.
    var digits = [1]
    for _ in 0..<200 {
      var carry = 0
      for index in digits.indices {
        let doubled = digits[index] * 2 + carry
        digits[index] = doubled % 10
        carry = doubled / 10
      }
      if carry > 0 { digits.append(carry) }
    }
    let power = digits.reversed().map(String.init).joined()
    #expect(output(session.respond(to: ":full", columns: 20)) == power)
    _ = session.respond(to: "1/3", columns: 80)
    #expect(output(session.respond(to: ":full", columns: 80)) == "≈0." + String(repeating: "3", count: 38))
    _ = session.respond(to: "1/1024", columns: 80)
    #expect(output(session.respond(to: ":full", columns: 80)) == "0.0009765625")
  }

  @Test(":full writes its exponent as the results do: e8999, not e+8999")
  func fullExponent() throws {
    var session = Session()
    let shown = try #require(output(session.respond(to: "10^9000/3", columns: 80)))
    let full = try #require(output(session.respond(to: ":full", columns: 80)))
    #expect(shown.hasSuffix("e8999") && full.hasSuffix("e8999") && !full.contains("+"), "\(shown) \(full)")
    _ = session.respond(to: "1/3*1e-20", columns: 80)
    #expect(output(session.respond(to: ":full", columns: 80))?.hasSuffix("e-21") == true)
    #expect(Session.displayExponent("1.5e+40") == "1.5e40")
    #expect(Session.displayExponent("-2e-7") == "-2e-7")
    #expect(Session.displayExponent("12345") == "12345")
  }

  @Test("A result too close to zero to hold is called too small", arguments: ["2^-(2^63)", "exp(-4e18)", "1e-99999999999999999999"])
  func tooSmall(line: String) throws {
    var session = Session()
    let text = try #require(errorText(session.respond(to: line, columns: 80)))
    #expect(text.contains("too small") && !text.contains("too large"), "\(text)")
  }

  @Test(":help lists every function, constant and command; :help NAME explains one")
  func help() throws {
    var session = Session()
    let text = try #require(output(session.respond(to: ":help", columns: 80)))
    let functions = try #require(output(session.respond(to: ":help functions", columns: 80)))
    let keys = try #require(output(session.respond(to: ":help keys", columns: 80)))
    for builtIn in BuiltIn.all { #expect(functions.contains(builtIn.name), "\(builtIn.name)") }
    for command in Session.commands { #expect(text.contains(":" + command.name), "\(command.name)") }
    for key in ["Up/Down", "Ctrl-R", "Tab", "Ctrl-C", "Ctrl-D"] { #expect(keys.contains(key), "\(key)") }
    let sqrt = try #require(BuiltIn.all.first { $0.name == "sqrt" })
    #expect(output(session.respond(to: ":help sqrt", columns: 80)) == "sqrt(…), \(sqrt.arguments): \(sqrt.summary)")
    #expect(output(session.respond(to: ":help :width", columns: 80))?.hasPrefix(":width [N|auto]: ") == true)
    #expect(output(session.respond(to: "help", columns: 80)) == text)
  }
}

@Suite("Session completion")
struct CompletionTests {
  @Test("Tab completes the word before the cursor", arguments: [
    ("sq", "rt(", [String]()),
    ("2*sq", "rt(", []),
    ("lo", "g", ["log", "log10", "log1p", "log2"]),
    ("log", "", ["log", "log10", "log1p", "log2"]),
    ("my", "rate", []),
    ("1+myr", "ate", []),
    ("an", "", ["and", "ans"]),
    ("mo", "d(", []),  // mod is a function too: mod(a, b)
    ("zz", "", []),
    ("3+", "", []),
    (":pr", "ecision ", []),
    (":rou", "nding ", []),
    (":rounding", " ", []),
    (":cl", "ear", []),
    (":help fun", "ctions", []),
    (":", "", Completion.commands.map { ":" + $0.name }),
    (":rounding half-", "", ["half-even", "half-up", "half-down"]),
    (":rounding ce", "iling", []),
    (":width a", "uto", []),
    (":help sq", "rt", []),
  ])
  func completes(text: String, insertion: String, candidates: [String]) {
    let completion = Completion(completing: text, variables: ["myrate", "x"])
    #expect(completion.insertion == insertion)
    #expect(completion.candidates == candidates)
  }

  @Test("Candidates are listed in columns down, within the width")
  func listing() {
    let names = ["log", "log10", "log2", "ln", "lcm"]
    let text = Completion.listing(names, width: 20)
    #expect(text == "log    log2   lcm\nlog10  ln")
    for line in Completion.listing(BuiltIn.all.map(\.name), width: 40).split(separator: "\n") {
      #expect(line.count <= 40)
    }
  }
}

@Suite("Session notices")
struct SessionNoticeTests {
  @Test("Assigning a name bc gives a meaning to leaves a notice for standard error, once")
  func bcName() {
    var session = Session()
    #expect(session.respond(to: "scale = 20", columns: 80) == .output("20"))
    #expect(session.notices.count == 1)
    #expect(session.notices.first?.contains(":precision N") == true)
    _ = session.respond(to: ":help", columns: 80)
    #expect(session.notices.isEmpty)
    _ = session.respond(to: "scale = 5", columns: 80)
    #expect(session.notices.isEmpty)
  }
}
