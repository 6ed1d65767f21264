import CalcKit
import Foundation
import Testing
import TestSupport

@testable import calc

// Functions defined in the language, in the session's logic: the echo, :vars, :help,
// completion and the saved state (the binary's batch and one-shot mode are in calcTests'
// FunctionCLITests).

@Suite("Functions in the session")
struct FunctionSessionTests {
  @Test("Definitions echo, are listed by :vars and :help, and :clear forgets them")
  func session() throws {
    var session = Session()
    #expect(output(session.respond(to: "f(x) = x^2 + 1", columns: 80)) == "f(x) = x^2 + 1")
    #expect(output(session.respond(to: "f(3)", columns: 80)) == "10")
    #expect(output(session.respond(to: "x = 2", columns: 80)) == "2")
    #expect(output(session.respond(to: "hyp(a, b) = sqrt(a^2 + b^2)", columns: 80)) == "hyp(a, b) = sqrt(a^2 + b^2)")
    #expect(output(session.respond(to: "*2", columns: 80)) == "4")  // ans is still x's 2
    #expect(output(session.respond(to: ":vars", columns: 80)) == "f(x) = x^2 + 1\nhyp(a, b) = sqrt(a^2 + b^2)\nx = 2\nans = 4")
    let help = try #require(output(session.respond(to: ":help", columns: 80)))
    #expect(help.contains("Yours: f() hyp()"))
    #expect(output(session.respond(to: ":help hyp", columns: 80)) == "hyp(a, b) = sqrt(a^2 + b^2)   (yours, 2 arguments)")
    let error = try #require(errorText(session.respond(to: "f(1, 2)", columns: 80)))
    #expect(error == "  ^" + String(repeating: "~", count: 6) + "\nerror: f takes 1 argument, got 2")
    #expect(output(session.respond(to: ":clear", columns: 80)) == "cleared 1 variable, 2 functions and ans")
    #expect(session.calculator.definitions.isEmpty)
  }

  @Test("Tab completes defined functions with their '('")
  func completion() {
    var calculator = Calculator()
    _ = try? calculator.run("hypot(a, b) = sqrt(a^2 + b^2)")
    let completion = Completion(completing: "2*hy", variables: ["x"], names: calculator.names)
    #expect(completion.insertion == "pot(")
    let help = Completion(completing: ":help hyp", variables: [], names: calculator.names)
    #expect(help.insertion == "ot")
  }

  @Test("Functions survive a restart: saved as their definitions, restored exactly")
  func stateRoundTrip() throws {
    var session = Session()
    for line in ["k = 3", "f(x) = k*x^2 + 1", "g(a, b) = f(a) - f(b)", "h() = g(2, 1) * 2"] {
      _ = session.respond(to: line, columns: 80)
    }
    let directory = try makeTemporaryDirectory().path
    let file = StateFile(path: directory + "/session.json")
    #expect(file.write(session.state) == nil)
    let text = try String(contentsOfFile: file.path, encoding: .utf8)
    #expect(text.contains(#""f(x) = k*x^2 + 1""#))
    let (loaded, warning, _) = file.load()
    #expect(warning == nil)
    #expect(loaded == session.state)
    var restored = Session()
    restored.restore(try #require(loaded))
    #expect(restored.calculator.definitions == session.calculator.definitions)
    #expect(output(restored.respond(to: "h()", columns: 80)) == "18")
  }

  @Test("Recursive functions survive a restart, and call each other after it")
  func recursiveRoundTrip() throws {
    var session = Session()
    for line in ["odd(n) = if(n == 0, 0, even(n-1))", "even(n) = if(n == 0, 1, odd(n-1))", "f(n) = if(n<2, n, f(n-1)+f(n-2))"] {
      _ = session.respond(to: line, columns: 80)
    }
    let directory = try makeTemporaryDirectory().path
    let file = StateFile(path: directory + "/session.json")
    #expect(file.write(session.state) == nil)
    let (loaded, warning, _) = file.load()
    #expect(warning == nil)
    var restored = Session()
    restored.restore(try #require(loaded))
    #expect(restored.calculator.definitions == session.calculator.definitions)
    #expect(restored.calculator.definitions.count == 3)
    #expect(output(restored.respond(to: "f(15) + even(10) + odd(10)", columns: 80)) == "611")
  }

  @Test("A state file from before functions were saved still loads")
  func oldStateFile() throws {
    let directory = try makeTemporaryDirectory().path
    let file = StateFile(path: directory + "/session.json")
    let old = #"{"version": 1, "precision": 38, "rounding": "half-even", "angleUnit": "radians", "variables": {"x": "5/2"}, "ans": "5/2"}"#
    try Data(old.utf8).write(to: URL(fileURLWithPath: file.path))
    let (loaded, warning, _) = file.load()
    #expect(warning == nil)
    let state = try #require(loaded)
    #expect(state.functions == nil)
    var session = Session()
    session.restore(state)
    #expect(output(session.respond(to: "x*2", columns: 80)) == "5")
  }

  @Test("Impossible saved functions set the file aside", arguments: [
    #"["1+1"]"#, #"["f(x) ="]"#, #"["x(t) = t"]"#,
  ])
  func damagedFunctions(functions: String) throws {
    let directory = try makeTemporaryDirectory().path
    let file = StateFile(path: directory + "/session.json")
    let text = #"{"version": 1, "precision": 38, "rounding": "half-even", "angleUnit": "radians", "variables": {"x": "1"}, "functions": "#
      + functions + "}"
    try Data(text.utf8).write(to: URL(fileURLWithPath: file.path))
    let (state, warning, _) = file.load()
    #expect(state == nil)
    #expect(warning?.contains("is damaged (function") == true, "\(warning ?? "no warning")")
  }
}
