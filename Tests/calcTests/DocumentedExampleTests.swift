import Foundation
import Testing
import TestSupport

/// The command-line examples of README.md and calc.1, run through the built binary: each
/// `$ calc …` line of a README code block or a calc.1 literal display, with the lines after
/// it up to the next `$` line as what it prints. Exchange rates come from the ECB's files of
/// 2017-03-08, served by `RatesServer`, as the documents say.
///
/// Taken: one-shot lines (`$ calc ARGS`, words and quoted strings, a `# comment` after) and
/// `$ printf '…' | calc ARGS`. Left out: lines with other shell syntax (`;`, `>`, `2>`),
/// `calc --update-rates` (it prints the cache's path) and the interactive session.
@Suite("Documented examples", .serialized)
struct DocumentedExampleTests {
  /// One example: where it is, the command's arguments, its standard input and the lines
  /// it shows.
  struct Example: CustomStringConvertible {
    var place: String
    var arguments: [String]
    var input: String?
    var shown: [String]
    var description: String { place }
  }

  /// The lines of each code block of a Markdown file: ``` fences with no language.
  static func markdownBlocks(_ text: String) -> [(line: Int, lines: [String])] {
    var blocks: [(Int, [String])] = []
    var current: (Int, [String])?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if var block = current {
        if line == "```" {
          blocks.append(block)
          current = nil
        } else {
          block.1.append(String(line))
          current = block
        }
      } else if line == "```" {
        current = (index + 2, [])
      }
    }
    return blocks
  }

  /// The lines of each `.Bd -literal` display of an mdoc page, its escapes decoded.
  static func manualBlocks(_ text: String) throws -> [(line: Int, lines: [String])] {
    var blocks: [(Int, [String])] = []
    var current: (Int, [String])?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if var block = current {
        if line == ".Ed" {
          blocks.append(block)
          current = nil
        } else {
          block.1.append(try roffDecoded(String(line)))
          current = block
        }
      } else if line.hasPrefix(".Bd -literal") {
        current = (index + 2, [])
      }
    }
    return blocks
  }

  /// The characters the manual page writes as roff escapes.
  static let roffNames: [String: String] = [
    "Eu": "€", "Ye": "¥", "Po": "£", "+-": "±", "md": "⋅", "mu": "×", "di": "÷", "de": "°",
    "sr": "√", "*p": "π", "*t": "τ", "S2": "²",
  ]

  /// `line` with `\e`, `\&`, `\(dq`, `\[uXXXX]` and the named characters decoded; throws on
  /// any other escape, so that a new one is noticed rather than compared as text.
  static func roffDecoded(_ line: String) throws -> String {
    var result = ""
    var rest = Substring(line)
    while let slash = rest.firstIndex(of: "\\") {
      result += rest[..<slash]
      let escape = rest[rest.index(after: slash)...]
      if escape.hasPrefix("e") {
        result += "\\"
        rest = escape.dropFirst()
      } else if escape.hasPrefix("&") {
        rest = escape.dropFirst()
      } else if escape.hasPrefix("(dq") {
        result += "\""
        rest = escape.dropFirst(3)
      } else if escape.hasPrefix("["), let close = escape.firstIndex(of: "]") {
        let name = String(escape[escape.index(after: escape.startIndex)..<close])
        if name.hasPrefix("u"), let code = UInt32(name.dropFirst(), radix: 16), let scalar = Unicode.Scalar(code) {
          result.unicodeScalars.append(scalar)
        } else if let character = roffNames[name] {
          result += character
        } else {
          throw ExampleError(description: "an escape this test does not know: \\[\(name)] in \(line)")
        }
        rest = escape[escape.index(after: close)...]
      } else {
        throw ExampleError(description: "an escape this test does not know in \(line)")
      }
    }
    return result + rest
  }

  struct ExampleError: Error, CustomStringConvertible {
    var description: String
  }

  /// The words of a shell command line of the simple kind the documents use: bare words,
  /// "double" and 'single' quoted strings, a `#` comment at the end. Nil for anything else.
  static func words(_ command: Substring) -> [String]? {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    for character in command {
      if let open = quote {
        if character == open { quote = nil } else { word.append(character) }
        continue
      }
      switch character {
      case "\"", "'":
        quote = character
        inWord = true
      case " ":
        if inWord { words.append(word) }
        word = ""
        inWord = false
      case "#" where !inWord:
        return words
      case ";", "&", "|", "<", ">", "$", "`", "\\":
        return nil
      case "(" where !inWord:
        return nil
      default:
        word.append(character)
        inWord = true
      }
    }
    guard quote == nil else { return nil }
    if inWord { words.append(word) }
    return words
  }

  /// The examples of one document's blocks.
  static func examples(in blocks: [(line: Int, lines: [String])], file: String) -> [Example] {
    var examples: [Example] = []
    for block in blocks {
      // `$ cat NAME` shows a file a later example reads: it is written to a temporary
      // folder, and the example is given its path.
      var files: [String: String] = [:]
      var index = 0
      while index < block.lines.count {
        let line = block.lines[index]
        index += 1
        guard line.hasPrefix("$ ") else { continue }
        var shown: [String] = []
        while index < block.lines.count, !block.lines[index].hasPrefix("$ ") {
          shown.append(block.lines[index])
          index += 1
        }
        while shown.last == "" { shown.removeLast() }
        let place = "\(file):\(block.line + index - shown.count - 1): \(line)"
        var command = line.dropFirst(2)
        if command.hasPrefix("cat "), let name = words(command)?.last {
          let path = FileManager.default.temporaryDirectory.appendingPathComponent("documented-\(UUID().uuidString)-\(name)").path
          FileManager.default.createFile(atPath: path, contents: Data((shown.joined(separator: "\n") + "\n").utf8))
          files[name] = path
          continue
        }
        var input: String?
        // printf 'TEXT' | calc …: TEXT, its \n decoded, is calc's standard input.
        if command.hasPrefix("printf '"), let end = command.dropFirst(8).firstIndex(of: "'") {
          let text = command[command.index(command.startIndex, offsetBy: 8)..<end]
          let after = command[command.index(after: end)...]
          guard after.hasPrefix(" | calc") else { continue }
          input = text.replacingOccurrences(of: "\\n", with: "\n")
          command = after.dropFirst(3)
        }
        guard command == "calc" ? input != nil : command.hasPrefix("calc "),
          let words = words(command), words.first == "calc"
        else { continue }
        let arguments = words.dropFirst().map { files[$0] ?? $0 }
        if arguments.contains("--update-rates") { continue }
        examples.append(Example(place: place, arguments: arguments, input: input, shown: shown))
      }
    }
    return examples
  }

  static func documentedExamples() throws -> [Example] {
    let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let manual = try String(contentsOf: repositoryRoot.appendingPathComponent("calc.1"), encoding: .utf8)
    return examples(in: markdownBlocks(readme), file: "README.md")
      + examples(in: try manualBlocks(manual), file: "calc.1")
  }

  @Test("The examples are found, a dozen or more in each document")
  func examplesAreFound() throws {
    let examples = try Self.documentedExamples()
    #expect(examples.filter { $0.place.hasPrefix("README.md") }.count >= 12, "\(examples)")
    #expect(examples.filter { $0.place.hasPrefix("calc.1") }.count >= 30, "\(examples)")
    #expect(examples.contains { $0.input != nil })
    #expect(Self.words("calc --width 12 \"1/3\"   # a comment") == ["calc", "--width", "12", "1/3"])
    #expect(Self.words("calc '$5 + 2.50 USD'") == ["calc", "$5 + 2.50 USD"])
    #expect(Self.words("calc 2 > out") == nil)
    #expect(try Self.roffDecoded("\\[u2248]1 \\e \\[Eu]") == "≈1 \\ €")
  }

  @Test("Every example prints what the documents show")
  func examplesHold() throws {
    let server = try RatesServer()
    defer { server.stop() }
    let update = try server.calc(["--update-rates"])
    #expect(update.status == 0, "\(update)")
    for example in try Self.documentedExamples() {
      let result =
        try example.input.map { try runCalc(example.arguments, stdin: Array($0.utf8), environment: server.environment()) }
        ?? server.calc(example.arguments)
      // What a terminal shows: standard output, and standard error when calc fails (the
      // warning that the 2017 rates are old is left out when it succeeds).
      var printed = result.stdoutLines
      if result.status != 0 { printed += result.stderrLines }
      let trimmed = printed.map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
      let shown = example.shown.map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
      #expect(trimmed == shown, "\(example)\n\(result)")
    }
  }
}
