import Foundation
import Testing
import TestSupport

/// Grammar.md is the parser's truth: the productions its EBNF blocks define are exactly the
/// ones the parser's and the lexer's doc comments define (`primary → …`), no more and no fewer.
@Suite("Grammar.md and the parser name the same productions")
struct GrammarTests {
  static let root = repositoryRoot

  /// The names a doc comment line defines: each `name →` in it (`or → …; xor → …`).
  static func definedNames(inDocLine line: Substring) -> [String] {
    var names: [String] = []
    let parts = line.components(separatedBy: "→")
    for part in parts.dropLast() {
      let name = String(part.reversed().drop(while: { $0 == " " }).prefix(while: { $0.isLetter || $0 == "_" }).reversed())
      if !name.isEmpty, name.allSatisfy({ $0.isASCII }) { names.append(name) }
    }
    return names
  }

  /// Every production defined in the doc comments (`///`) of Sources/CalcKit/Syntax's
  /// `Parser*.swift` and `Lexer*.swift`, with the files that define it.
  static func parserProductions() throws -> [String: [String]] {
    let folder = root.appendingPathComponent("Sources/CalcKit/Syntax")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { ($0.hasPrefix("Parser") || $0.hasPrefix("Lexer")) && $0.hasSuffix(".swift") }
    var productions: [String: [String]] = [:]
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") {
        let trimmed = line.drop(while: { $0 == " " })
        guard trimmed.hasPrefix("///") else { continue }
        for name in definedNames(inDocLine: trimmed.dropFirst(3)) { productions[name, default: []].append(file) }
      }
    }
    return productions
  }

  /// Every production Grammar.md's ```ebnf blocks define: a line starting `name =`.
  static func grammarProductions() throws -> Set<String> {
    let text = try String(contentsOf: root.appendingPathComponent("Grammar.md"), encoding: .utf8)
    var productions: Set<String> = []
    var inBlock = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inBlock = line == "```ebnf"
        continue
      }
      guard inBlock else { continue }
      let name = line.prefix(while: { $0.isLetter || $0 == "_" })
      if !name.isEmpty, line.dropFirst(name.count).drop(while: { $0 == " " }).hasPrefix("=") {
        productions.insert(String(name))
      }
    }
    return productions
  }

  @Test("Both sides define productions (the extraction finds them)")
  func extractionFindsProductions() throws {
    #expect(try Self.parserProductions().count >= 30)
    #expect(try Self.grammarProductions().count >= 30)
  }

  @Test("Every production of the parser's doc comments is in Grammar.md's EBNF")
  func parserInGrammar() throws {
    let grammar = try Self.grammarProductions()
    let missing = try Self.parserProductions().filter { !grammar.contains($0.key) }
      .map { "\($0.key) (\($0.value.sorted().joined(separator: ", ")))" }.sorted()
    #expect(missing.isEmpty, "defined in the parser's doc comments, missing from Grammar.md: \(missing.joined(separator: "; "))")
  }

  @Test("Every production of Grammar.md's EBNF is in the parser's doc comments")
  func grammarInParser() throws {
    let parser = try Self.parserProductions()
    let missing = try Self.grammarProductions().filter { parser[$0] == nil }.sorted()
    #expect(missing.isEmpty, "defined in Grammar.md, missing from the parser's doc comments: \(missing.joined(separator: ", "))")
  }
}
