import CalcKit
import Foundation
import Testing

@testable import calc

// The live result (issue 37): what a line being typed previews as, that the preview has no
// effect, when an error shows; colour's policy and the colouring of the input line.

/// `2^n` in decimal, by doubling a digit array: a reference independent of calc's numbers.
private func powerOfTwo(_ n: Int) -> String {
  var digits = [1]  // least significant first
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

@Suite("Live preview of a line")
struct LivePreviewTests {
  @Test("A whole line previews as Return prints it")
  func value() {
    var session = Session()
    let preview = session.preview(of: "2^100", columns: 80, cancellation: nil)
    guard case .value(let text) = preview else {
      Issue.record("\(preview)")
      return
    }
    #expect(text.replacingOccurrences(of: "_", with: "") == powerOfTwo(100))
    #expect(output(session.respond(to: "2^100", columns: 80)) == text)
  }

  @Test(
    "An unfinished line previews as nothing",
    arguments: ["2+3*", "sqrt(", "(2+3", "sq", "x = ", "1/0", "2 to", "", "   ", ":precision 5", "help", "# note"])
  func unfinished(line: String) {
    #expect(Session().preview(of: line, columns: 80, cancellation: nil) == .nothing)
  }

  @Test("An error that typing more cannot mend is shown", arguments: ["2 +* 3", "nosuchname + 1", "sqrt(2))+1"])
  func error(line: String) {
    var session = Session()
    let preview = session.preview(of: line, columns: 80, cancellation: nil)
    guard case .error(let message) = preview else {
      Issue.record("\(line): \(preview)")
      return
    }
    // The message is the one Return prints.
    #expect(errorText(session.respond(to: line, columns: 80))?.contains(message) == true, "\(message)")
  }

  @Test("Assignments and definitions are previewed without being made")
  func noEffect() {
    var session = Session()
    _ = session.respond(to: "1+1", columns: 80)
    let before = session.state
    #expect(session.preview(of: "x = 5", columns: 80, cancellation: nil) == .value("5"))
    #expect(session.preview(of: "f(x) = x^2", columns: 80, cancellation: nil) != .nothing)
    #expect(session.preview(of: "*10", columns: 80, cancellation: nil) == .value("20"))
    #expect(session.state == before)
    #expect(session.calculator.variables["x"] == nil)
    #expect(session.calculator.customNames.isEmpty)
  }

  @Test("A cancelled preview is nothing")
  func cancelled() {
    let token = CancellationToken()
    token.cancel()
    #expect(Session().preview(of: "2^100", columns: 80, cancellation: token) == .nothing)
  }

  @Test(":live and :color set the session's switches; :live is saved, :color is not")
  func commands() {
    var session = Session()
    #expect(output(session.respond(to: ":live off", columns: 80)) == "live: off")
    #expect(session.live == false)
    #expect(session.state.live == false)
    #expect(session.changedSettings().contains("live off"))
    var restored = Session()
    restored.restore(session.state)
    #expect(restored.live == false)
    #expect(output(session.respond(to: ":live on", columns: 80)) == "live: on")
    #expect(session.state.live == nil)
    #expect(errorText(session.respond(to: ":live maybe", columns: 80)) != nil)
    #expect(output(session.respond(to: ":color never", columns: 80)) == "color: never")
    #expect(session.color == .never)
    #expect(errorText(session.respond(to: ":color blue", columns: 80)) != nil)
    #expect(output(session.respond(to: ":help live", columns: 80))?.contains(":live") == true)
  }
}

@Suite("Colour policy")
struct ColorPolicyTests {
  private func environment(_ values: [String: String]) -> (String) -> String? { { values[$0] } }

  @Test("never and always are what they say; auto needs a terminal, TERM not dumb, NO_COLOR empty")
  func policy() {
    let xterm = environment(["TERM": "xterm"])
    let notTerminal: Int32 = -1
    #expect(ColorPolicy(.never).colors(fd: notTerminal, environment: xterm) == false)
    #expect(ColorPolicy(.always).colors(fd: notTerminal, environment: environment(["NO_COLOR": "1"])))
    #expect(ColorPolicy(.auto).colors(fd: notTerminal, environment: xterm) == false)
    #expect(ColorPolicy.terminalCanRedraw(environment: xterm))
    #expect(ColorPolicy.terminalCanRedraw(environment: environment(["TERM": "dumb"])) == false)
    #expect(ColorPolicy.terminalCanRedraw(environment: environment([:])) == false)
  }

  @Test("The input line's colours: numbers, names, operators, unmatched and matching brackets")
  func inputColoring() {
    let plain = { (text: String) in
      text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }
    let line = "sqrt(2*(x+1) mod 3"
    let colored = InputColoring.colored(line, cursor: nil)
    #expect(plain(colored) == line)
    #expect(colored.contains(Style.name.rawValue + "sqrt"))
    #expect(colored.contains(Style.number.rawValue + "2"))
    #expect(colored.contains(Style.operator.rawValue + "mod"))
    // The first `(` has no partner; the second has one.
    #expect(colored.contains(Style.unmatched.rawValue + "(" + Style.reset + Style.number.rawValue))
    #expect(colored.components(separatedBy: Style.unmatched.rawValue).count == 2)
    // The cursor after `)` marks it and its partner.
    let marked = InputColoring.colored(line, cursor: 12)
    #expect(marked.components(separatedBy: Style.matching.rawValue).count == 3)
  }
}
