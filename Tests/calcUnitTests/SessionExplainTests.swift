import CalcKit
import Testing

@testable import calc

/// `:explain EXPR` (issue 37, item 5): the bracketed reading and the rules that decided it,
/// or, for a line that reads two ways, the error that names both with its caret.
@Suite("Session :explain")
struct SessionExplainTests {
  @Test(":explain 1/2x shows (1/(2·x)) and the implicit-product rule")
  func implicitProduct() {
    var session = Session()
    let text = output(session.respond(to: ":explain 1/2x", columns: 80)) ?? ""
    let lines = text.components(separatedBy: "\n")
    #expect(lines.first == "read as: (1/(2·x))", "\(text)")
    #expect(lines.dropFirst().contains { $0.contains("implicit multiplication") }, "\(text)")
  }

  @Test(":explain 6/2(1+2) names both readings, with the caret under the expression")
  func readsTwoWays() {
    var session = Session()
    guard case .error(let text) = session.respond(to: ":explain 6/2(1+2)", columns: 80) else {
      Issue.record("expected an error")
      return
    }
    #expect(text.contains("(6/2)(1+2)") && text.contains("6/(2(1+2))"), "\(text)")
    // Prompt (2 columns) + ":explain " (9) + "6/2" (3): the caret is under the `(` or before.
    let caret = text.components(separatedBy: "\n").first ?? ""
    #expect(caret.hasPrefix(String(repeating: " ", count: 11)) && caret.contains("^"), "\(text)")
  }

  @Test(":explain alone says what it takes; the variables are untouched")
  func usage() {
    var session = Session()
    guard case .error(let text) = session.respond(to: ":explain", columns: 80) else {
      Issue.record("expected an error")
      return
    }
    #expect(text.contains("takes an expression"))
    _ = session.respond(to: ":explain x = 2", columns: 80)
    #expect(session.calculator.variables["x"] == nil)
  }
}
