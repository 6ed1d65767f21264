import CalcKit
import Testing

@testable import calc

// `:help`: a first page for a 24-row terminal, topics below it, every word they list
// explained, and wrapping at word boundaries.

private func help(_ topic: String = "", columns: Int = 80) -> String {
  var session = Session()
  return output(session.respond(to: ":help \(topic)", columns: columns)) ?? ""
}

@Suite("Session help")
struct SessionHelpTests {
  @Test(":help fits a 24-row, 80-column terminal with the prompt after it")
  func firstPage() {
    let lines = help().components(separatedBy: "\n")
    #expect(lines.count <= 23, "\(lines.count) lines")
    for line in lines { #expect(line.count <= 80, "\(line)") }
    for topic in Session.helpTopics { #expect(help().contains(topic.name), "\(topic.name)") }
  }

  @Test(
    "Every page wraps at word boundaries in a narrow terminal",
    arguments: ["", "functions", "operators", "keys", "settings", "commands"], [30, 44])
  func narrow(topic: String, columns: Int) {
    let wide = help(topic, columns: 200)
    let narrow = help(topic, columns: columns)
    for line in narrow.components(separatedBy: "\n") { #expect(line.count <= columns, "\(line)") }
    // The same words in the same order: none was cut.
    let words = { (text: String) in text.split(whereSeparator: \.isWhitespace) }
    #expect(words(narrow) == words(wide), "\(narrow)")
  }

  @Test("Every word the help lists has help of its own")
  func everyWord() {
    var words = BuiltIn.all.map(\.name) + Session.commands.map(\.name) + Session.commands.map { ":" + $0.name }
    words += Session.operatorHelp.flatMap(\.symbols) + BuiltIn.operatorWords
    words += Session.helpTopics.map(\.name) + ["ans", "help", "exit", "Ctrl-R", "Home", "Tab", "ctrl-c"]
    for word in words {
      let text = help(word)
      #expect(!text.isEmpty && !text.contains("nothing is called"), "\(word): \(text)")
    }
    #expect(help("mod").hasPrefix("mod: remainder"))
    #expect(help("%").contains("7 % 3 is 1"))
    #expect(help("gcd").hasPrefix("gcd(…)"))
    #expect(help("frobnicate").contains("nothing is called 'frobnicate'"))
  }

  @Test(":help functions lists every built-in function once, under its category")
  func functionsByCategory() {
    let text = help("functions", columns: 200)
    let names = text.split(whereSeparator: { $0.isWhitespace })
    for builtIn in BuiltIn.all where builtIn.kind == .function {
      #expect(names.filter { $0 == builtIn.name }.count == 1, "\(builtIn.name)")
      if builtIn.aliasOf == nil {
        let line = text.split(separator: "\n").first { $0.split(separator: " ").contains(Substring(builtIn.name)) }
        #expect(line?.contains(builtIn.category + ":") == true, "\(builtIn.name) under \(builtIn.category)")
      }
    }
    #expect(text.contains("trigonometric:") && text.contains("other names:"))
    // Every category that holds a function is listed (one with none yet is skipped).
    let used = BuiltIn.functionCategories.filter { category in BuiltIn.all.contains { $0.category == category } }
    #expect(used.count >= 9 && used.allSatisfy { text.contains($0 + ":") })
  }

  @Test(":help plot names every function a plot draws, wrapped to the terminal")
  func plotFunctions() {
    let text = help("plot", columns: 60)
    for line in text.components(separatedBy: "\n") { #expect(line.count <= 60, "\(line)") }
    let words = Set(text.split(whereSeparator: { $0.isWhitespace || $0 == "," || $0 == ":" }).map(String.init))
    for name in Plot.functionNames { #expect(words.contains(name), "\(name)") }
  }

  @Test("A variable of the session has help too")
  func variable() {
    var session = Session()
    _ = session.respond(to: "rate = 7.5%", columns: 80)
    #expect(output(session.respond(to: ":help rate", columns: 80)) == "rate: your variable, 0.075")
  }

  @Test("Long words are cut only when they cannot fit a line")
  func longWord() {
    let text = Session.wrap("Session: /a/very/long/path/to/the/session/file.json", width: 20)
    for line in text.components(separatedBy: "\n") { #expect(line.count <= 20, "\(line)") }
    #expect(text.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: " ", with: "")
      == "Session:/a/very/long/path/to/the/session/file.json")
  }
}
