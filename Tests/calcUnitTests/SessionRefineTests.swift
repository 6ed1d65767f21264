import CalcKit
import Foundation
import Testing

@testable import calc

// Variables that hold approximations are computed again from their definitions when the
// precision rises.

@Suite("Session approximations and precision")
struct SessionRefineTests {
  /// What a new session at `precision` shows for `source`.
  private func expected(_ source: String, precision: Int, angleUnit: AngleUnit = .radians) throws -> String {
    var session = Session()
    session.calculator.precision = precision
    session.calculator.angleUnit = angleUnit
    return try #require(output(session.respond(to: source, columns: 200)))
  }

  @Test("Raising the precision computes x = sqrt(2) again; exact and derived variables are left")
  func refine() throws {
    var session = Session()
    _ = session.respond(to: "x = sqrt(2)", columns: 200)
    _ = session.respond(to: "y = x*2", columns: 200)
    _ = session.respond(to: "q = 1/3", columns: 200)
    let y = session.calculator.variables["y"]
    let reply = output(session.respond(to: ":precision 60", columns: 200))
    #expect(reply == "precision: 60 significant digits; computed again: x")
    let shownx = try expected("sqrt(2)", precision: 60)
    #expect(output(session.respond(to: "x", columns: 200)) == shownx)
    // y was made from x: computing it again from `x*2` would use today's x, so it keeps
    // its value; q is exact.
    #expect(session.calculator.variables["y"] == y)
    #expect(session.calculator.variables["q"] == (try Calculator().evaluate("1/3")))
    // Lower, then higher again but not above 60: nothing to do.
    #expect(output(session.respond(to: ":precision 40", columns: 200)) == "precision: 40 significant digits")
    #expect(output(session.respond(to: ":precision 60", columns: 200)) == "precision: 60 significant digits")
  }

  @Test("A variable is computed again in the angle unit it was assigned in")
  func angleUnit() throws {
    var session = Session()
    _ = session.respond(to: ":degrees", columns: 200)
    _ = session.respond(to: "a = sin(1)", columns: 200)
    _ = session.respond(to: ":radians", columns: 200)
    _ = session.respond(to: ":precision 50", columns: 200)
    let showna = try expected("sin(1)", precision: 50, angleUnit: .degrees)
    #expect(output(session.respond(to: "a", columns: 200)) == showna)
  }

  @Test("Assigning again from something else forgets the definition; :clear forgets all")
  func forget() {
    var session = Session()
    _ = session.respond(to: "x = sqrt(2)", columns: 200)
    #expect(session.definitions["x"]?.source == "x = sqrt(2)")
    _ = session.respond(to: "x = 2", columns: 200)
    #expect(session.definitions["x"] == nil)
    _ = session.respond(to: "x = pi", columns: 200)
    #expect(session.definitions["x"] != nil)
    _ = session.respond(to: "f(t) = t^2", columns: 200)
    _ = session.respond(to: "z = f(pi)", columns: 200)
    #expect(session.definitions["z"] == nil)
    _ = session.respond(to: ":clear", columns: 200)
    #expect(session.definitions.isEmpty)
  }

  @Test("The definitions are saved with the session and restored with it")
  func saved() throws {
    var session = Session()
    _ = session.respond(to: "x = sqrt(2)", columns: 200)
    let data = try JSONEncoder().encode(session.state)
    let state = try JSONDecoder().decode(SessionState.self, from: data)
    try state.validate()
    var restored = Session()
    restored.restore(state)
    #expect(restored.definitions == session.definitions)
    _ = restored.respond(to: ":precision 45", columns: 200)
    let shownx = try expected("sqrt(2)", precision: 45)
    #expect(output(restored.respond(to: "x", columns: 200)) == shownx)
  }

  @Test(":reset puts every setting back and keeps the variables, ans and functions")
  func reset() {
    var session = Session()
    _ = session.respond(to: "f(t) = t + 1", columns: 80)
    _ = session.respond(to: ":precision 10", columns: 80)
    _ = session.respond(to: "x = sqrt(2)", columns: 80)
    _ = session.respond(to: ":degrees", columns: 80)
    _ = session.respond(to: ":rounding up", columns: 80)
    _ = session.respond(to: ":width 30", columns: 80)
    _ = session.respond(to: "f(2)", columns: 80)
    let reply = output(session.respond(to: ":reset", columns: 80))
    #expect(
      reply == "settings reset: precision 38, rounding half-even, angles in radians, width of the terminal; computed again: x")
    #expect(session.changedSettings().isEmpty)
    #expect(session.calculator.lastResult == Number(3))
    #expect(output(session.respond(to: "f(4)", columns: 80)) == "5")
  }

  @Test("A cancelled re-computation keeps the values and says so")
  func cancelled() {
    var session = Session()
    _ = session.respond(to: "x = sqrt(2)", columns: 200)
    let x = session.calculator.variables["x"]
    let token = CancellationToken()
    token.cancel()
    let reply = output(session.respond(to: ":precision 80", columns: 200, cancellation: token))
    #expect(reply?.contains("cancelled") == true, "\(reply ?? "")")
    #expect(session.calculator.variables["x"] == x)
    #expect(session.calculator.precision == 80)
  }
}
