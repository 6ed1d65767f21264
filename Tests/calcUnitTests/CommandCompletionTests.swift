import Foundation
import Testing
import TestSupport

@testable import calc

// Tab after `:` for the commands of `:help`'s later pages (issue 37): `:live`, `:color`,
// `:sheet`, `:save`, their arguments, and file names after `:sheet` and `:save`.

@Suite("Session completion of commands and their arguments")
struct CommandCompletionTests {
  @Test("The commands of the later help pages complete, with the space before their argument", arguments: [
    (":li", "ve ", [String]()),
    (":co", "lor ", []),
    (":sh", "eet ", []),
    (":sa", "ve ", []),
    (":s", "", [":sheet", ":save"]),
    (":live o", "", ["on", "off"]),
    (":live of", "f", []),
    (":color a", "", ["always", "auto"]),
    (":color n", "ever", []),
    (":colour al", "ways", []),
    (":live x", "", []),
    (":help liv", "e", []),  // a topic that is a command too, once
    (":help sav", "e", []),
  ])
  func commands(text: String, insertion: String, candidates: [String]) {
    let completion = Completion(completing: text, variables: [], files: { _ in [] })
    #expect(completion.insertion == insertion)
    #expect(completion.candidates == candidates)
  }

  @Test("Every command the session answers is among those completed")
  func everyCommand() {
    var session = Session()
    // A command the session does not know is answered "unknown command".
    let unknown = session.respond(to: ":nosuch zzz", columns: 80)
    #expect(unknown == .error("error: " + CommandMessage.unknownCommand("nosuch", hint: "")))
    for command in Completion.commands where command.name != "quit" {
      // An argument no command takes (nor can :save write to).
      let line = ":" + command.name + " /nonexistent-calc-directory/zzz"
      guard case .error(let text) = session.respond(to: line, columns: 80) else { continue }
      #expect(!text.contains("unknown command"), "\(command.name): \(text)")
    }
    let names = Completion.commands.map(\.name)
    for name in ["live", "color", "sheet", "save"] { #expect(names.contains(name)) }
  }

  @Test("After :sheet and :save, Tab completes file names: a directory with its /, hidden files when asked")
  func fileNames() throws {
    let directory = try makeTemporaryDirectory("calc-completion")
    let manager = FileManager.default
    for name in ["budget.calc", "budget-2026.calc", "notes.txt", ".hidden.calc"] {
      #expect(manager.createFile(atPath: directory.appendingPathComponent(name).path, contents: Data("1+1\n".utf8)))
    }
    try manager.createDirectory(at: directory.appendingPathComponent("sheets"), withIntermediateDirectories: false)
    let base = directory.path + "/"
    let cases: [(String, String, [String])] = [
      (":sheet " + base + "n", "otes.txt", []),
      (":save " + base + "sh", "eets/", []),
      (":sheet " + base + "bud", "get", ["budget-2026.calc", "budget.calc"]),
      (":sheet " + base + "budget.", "calc", []),
      (":sheet " + base + ".h", "idden.calc", []),
      (":sheet " + base + "zz", "", []),
      (":sheet " + base, "", ["budget-2026.calc", "budget.calc", "notes.txt", "sheets/"]),
      (":sheet " + base + "nowhere/x", "", []),
      // The command takes one word: nothing is completed after it.
      (":sheet " + base + "notes.txt n", "", []),
    ]
    for (text, insertion, candidates) in cases {
      let completion = Completion(completing: text, variables: [])
      #expect(completion.insertion == insertion, "\(text)")
      #expect(completion.candidates == candidates, "\(text)")
    }
  }

  @Test("A relative file name is looked for in the working directory")
  func relativeName() {
    var asked: [String] = []
    let completion = Completion(completing: ":sheet bu", variables: []) { directory in
      asked.append(directory)
      return [FileNames.Entry(name: "budget.calc", isDirectory: false), FileNames.Entry(name: "..", isDirectory: true)]
    }
    #expect(completion.insertion == "dget.calc")
    #expect(asked == ["."])
    let nested = Completion(completing: ":save work/s", variables: []) { directory in
      asked.append(directory)
      return [FileNames.Entry(name: "sum.calc", isDirectory: false)]
    }
    #expect(nested.insertion == "um.calc")
    #expect(asked == [".", "work/"])
  }
}
