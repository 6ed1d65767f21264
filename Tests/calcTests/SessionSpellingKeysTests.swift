import Foundation
import Testing

// First contact in the interactive session, on a real pseudo-terminal: the spellings people
// bring from bc, qalc and a shell, comments, and the `(` after a completed function.

/// The last line before the prompt that ends `reply`: the result of the line entered.
private func result(_ reply: String) -> String? {
  let lines = reply.components(separatedBy: "\n")
  guard lines.last == "> ", lines.count >= 2 else { return nil }
  return lines[lines.count - 2]
}

@Suite(
  "Session spellings, comments and the ( after Tab", .serialized,
  .enabled(if: TerminalSession.isAvailable, "this machine cannot open a pseudo-terminal"))
struct SessionSpellingKeysTests {
  @Test("Tab completes sqrt( and the ( typed next out of habit is not doubled")
  func parenthesisAfterCompletion() throws {
    let calc = try TerminalSession(stateHome: try TerminalSession.temporaryDirectory())
    let mark = calc.mark
    calc.type("sqr")
    calc.press(.tab)
    #expect(calc.wait(for: "sqrt(", since: mark), "\(calc.screen(since: mark).debugDescription)")
    calc.type("(")
    let reply = calc.enter("16)")
    #expect(result(reply) == "4", "\(reply.debugDescription)")
    // Only the one ( right after the completion is taken: a second is inserted, and so is a
    // ( typed later.
    calc.type("sqr")
    calc.press(.tab)
    #expect(calc.wait(for: "sqrt(", since: mark))
    let twice = calc.enter("((9))")
    #expect(result(twice) == "3", "\(twice.debugDescription)")
    calc.type("sqr")
    calc.press(.tab)
    #expect(calc.wait(for: "sqrt(", since: mark))
    let later = calc.enter("4*(2+2))")
    #expect(result(later) == "4", "\(later.debugDescription)")
    #expect(result(calc.enter("2*((1+2))")) == "6")
  }

  @Test("help NAME, ?, help, clear and quit work as whole lines")
  func plainCommands() throws {
    let calc = try TerminalSession(stateHome: try TerminalSession.temporaryDirectory())
    let help = calc.enter("help sqrt")
    #expect(help.contains("sqrt(…)"), "\(help.debugDescription)")
    #expect(!help.contains("is a function"), "\(help.debugDescription)")
    #expect(calc.enter("?").contains("Commands:"))
    #expect(calc.enter("help").contains("Commands:"))
    let mark = calc.mark
    _ = calc.enter("clear")
    #expect(calc.output(since: mark).contains("\u{1B}[2J"), "\(calc.output(since: mark).debugDescription)")
    #expect(result(calc.enter("1+1  # a comment")) == "2")
    calc.line("quit")
    #expect(calc.waitForExit() == 0)
  }

  @Test("a variable called help or clear wins over the spelling; :help is still the help")
  func variablesWin() throws {
    let calc = try TerminalSession(stateHome: try TerminalSession.temporaryDirectory())
    _ = calc.enter("clear = 7")
    #expect(result(calc.enter("clear")) == "7")
    _ = calc.enter("help = 3")
    #expect(result(calc.enter("help")) == "3")
    #expect(calc.enter(":help").contains("Commands:"))
  }

  @Test("an amount shows in cents, and :vars shows a variable's currency")
  func amounts() throws {
    let calc = try TerminalSession(stateHome: try TerminalSession.temporaryDirectory())
    #expect(result(calc.enter("$237.80/3")) == "≈79.27 USD")
    _ = calc.enter("price = $5")
    let vars = calc.enter(":vars")
    #expect(vars.contains("price = 5.00 USD"), "\(vars.debugDescription)")
  }
}
