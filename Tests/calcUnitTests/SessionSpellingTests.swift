import CalcKit
import Testing

@testable import calc

// The spellings people bring from bc, qalc and a shell, `#` comments, and amounts in :vars
// and :help.

@Suite("Session spellings and comments")
struct SessionSpellingTests {
  @Test("help NAME and ? NAME are :help NAME; help and ? alone are :help")
  func help() {
    var session = Session()
    let sqrt = session.helpText(topic: "sqrt")
    #expect(output(session.respond(to: "help sqrt", columns: 80)) == sqrt)
    #expect(output(session.respond(to: "? sqrt", columns: 80)) == sqrt)
    #expect(output(session.respond(to: "  help  ", columns: 80)) == session.helpText(topic: nil))
    #expect(output(session.respond(to: "?", columns: 80)) == session.helpText(topic: nil))
  }

  @Test("clear clears the screen and keeps the variables; :clear forgets them")
  func clear() {
    var session = Session()
    _ = session.respond(to: "x = 2", columns: 80)
    #expect(session.respond(to: "clear", columns: 80) == .clearScreen)
    #expect(output(session.respond(to: "x", columns: 80)) == "2")
    #expect(output(session.respond(to: ":clear", columns: 80))?.hasPrefix("cleared 1 variable") == true)
  }

  @Test("quit and exit leave; with more on the line they are expressions")
  func quit() {
    var session = Session()
    #expect(session.respond(to: "quit", columns: 80) == .quit)
    #expect(session.respond(to: "exit", columns: 80) == .quit)
    #expect(session.respond(to: "quit 2", columns: 80) != .quit)
  }

  @Test("A variable or function of yours named help, clear, quit or exit wins", arguments: ["help", "clear", "quit", "exit"])
  func yoursWins(name: String) {
    var session = Session()
    _ = session.respond(to: "\(name) = 3", columns: 80)
    #expect(output(session.respond(to: name, columns: 80)) == "3")
    #expect(output(session.respond(to: ":help", columns: 80)) == session.helpText(topic: nil))
    var functions = Session()
    _ = functions.respond(to: "\(name)(x) = x+1", columns: 80)
    #expect(output(functions.respond(to: "\(name)(1)", columns: 80)) == "2")
  }

  @Test("A # at the start of a line or after a space starts a comment; 16#ff is a number")
  func comments() {
    var session = Session()
    #expect(session.respond(to: "# just a note", columns: 80) == .none)
    #expect(session.respond(to: "   #", columns: 80) == .none)
    #expect(output(session.respond(to: "1+1  # note", columns: 80)) == "2")
    #expect(output(session.respond(to: "16#ff\t# hex", columns: 80)) == "255")
    #expect(output(session.respond(to: "*2 # doubled", columns: 80)) == "510")
    #expect(output(session.respond(to: ":precision 5 # fewer", columns: 80)) == "precision: 5 significant digits")
  }

  @Test("LineComment finds the # that starts a comment and no other")
  func lineComment() {
    #expect(LineComment.stripped("1+1 # x") == "1+1 ")
    #expect(LineComment.stripped("# x") == "")
    #expect(LineComment.stripped("16#ff") == "16#ff")
    #expect(LineComment.stripped("3#0.1 #x") == "3#0.1 ")
    #expect(LineComment.stripped("π\t#x") == "π\t")
    #expect(LineComment.start(in: Array("2 16#ff".utf8)) == nil)
  }

  @Test(":vars and :help NAME show a variable's currency, as a line naming it does")
  func amountsInVars() {
    var session = Session()
    _ = session.respond(to: "price = $5", columns: 80)
    _ = session.respond(to: "n = 4", columns: 80)
    let vars = output(session.respond(to: ":vars", columns: 80)) ?? ""
    #expect(vars.contains("price = 5.00 USD"), "\(vars)")
    #expect(vars.contains("n = 4"), "\(vars)")
    #expect(vars.contains("ans = 4"), "\(vars)")
    #expect(output(session.respond(to: "price", columns: 80)) == "5.00 USD")
    #expect(output(session.respond(to: ":help price", columns: 80)) == "price: your variable, 5.00 USD")
    _ = session.respond(to: "third = price/3", columns: 80)
    let more = output(session.respond(to: ":vars", columns: 80)) ?? ""
    #expect(more.contains("third = ≈1.67 USD"), "\(more)")
    #expect(more.contains("ans = ≈1.67 USD"), "\(more)")
  }
}
