import Foundation
import Testing
import TestSupport

/// The number core is a module of its own below the language: the package graph gives it
/// no way to reach the parser or the evaluator, and its sources import nothing of calc's.
@Suite("Layers")
struct LayerTests {
  static let root = repositoryRoot

  /// The text of `.target(name: "NAME", ...)` in Package.swift, up to the next target.
  static func target(_ name: String) throws -> Substring {
    let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let pieces = manifest.components(separatedBy: ".target(").dropFirst()
    let piece = try #require(pieces.first { $0.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("name: \"\(name)\"") })
    return Substring(piece.components(separatedBy: ".testTarget(")[0])
  }

  @Test("CalcNumber depends on BigInt and swift-atomics alone; CalcKit depends on CalcNumber")
  func packageGraph() throws {
    let number = try Self.target("CalcNumber")
    let quoted = number.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    #expect(quoted == ["CalcNumber", "BigInt", "BigInt", "Atomics", "swift-atomics"], "CalcNumber's target: \(quoted)")
    let kit = try Self.target("CalcKit")
    #expect(kit.contains("\"CalcNumber\""))
  }

  @Test("No source of CalcNumber imports a module of calc's or names the language's types")
  func sourcesStayBelow() throws {
    let folder = Self.root.appendingPathComponent("Sources/CalcNumber")
    let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    #expect(files.count >= 20)
    // No task-local either: the work budget and the cancellation token are handed down
    // in WorkingPrecision.
    let forbidden = ["import CalcKit", "Calculator(", "Evaluator.", "Lexer(", "Parser(", "Node.", "@TaskLocal"]
    for file in files {
      let code = try String(contentsOf: file, encoding: .utf8)
        .split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        .joined(separator: "\n")
      for word in forbidden {
        #expect(!code.contains(word), "\(file.lastPathComponent) uses \(word)")
      }
    }
  }

  /// The Swift files under `Sources/PATH`, each as its lines of code: comment lines and
  /// comments at the end of a line left out.
  static func codeLines(under path: String) throws -> [(file: String, lines: [Substring])] {
    let folder = root.appendingPathComponent("Sources/" + path)
    let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    return try files.map { file in
      let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        .map { line in line.range(of: " //").map { line[..<$0.lowerBound] } ?? line }
      return (file.lastPathComponent, lines)
    }
  }

  /// The names of the types (and type aliases) declared in `lines`, nested ones too.
  static func declaredTypes(in lines: [Substring]) -> Set<String> {
    let keywords: Set<Substring> = ["struct", "enum", "class", "protocol", "typealias", "actor"]
    var names: Set<String> = []
    for line in lines {
      let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
      for (keyword, name) in zip(words, words.dropFirst()) where keywords.contains(keyword) {
        names.insert(String(name))
      }
    }
    return names
  }

  /// Whether `line` names `word` as a whole word.
  static func names(_ line: Substring, _ word: String) -> Bool {
    line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).contains { $0 == word }
  }

  @Test("The syntax and the catalogue of the language name no type of the evaluation layer")
  func syntaxBelowEvaluation() throws {
    let evaluation = try Self.codeLines(under: "CalcKit/Evaluation")
    let types = evaluation.reduce(into: Set<String>()) { $0.formUnion(Self.declaredTypes(in: $1.lines)) }
    // The extraction finds the evaluation layer's own types.
    #expect(types.isSuperset(of: ["Calculator", "Evaluator", "FunctionTable", "FunctionContext"]))
    for folder in ["CalcKit/Syntax", "CalcKit/Language"] {
      let files = try Self.codeLines(under: folder)
      #expect(files.count >= 3, "\(folder) has Swift files")
      for (file, lines) in files {
        for line in lines {
          for type in types where Self.names(line, type) {
            Issue.record("\(folder)/\(file): a line of code names \(type), a type of Evaluation: \(line)")
          }
        }
      }
    }
  }

  @Test("The layer check finds a type of the evaluation layer named in a line of code")
  func layerCheckFindsAUse() {
    let lines: [Substring] = ["struct Probe {}", "  enum Inner: Sendable {", "/// Calculator in a comment"]
    #expect(Self.declaredTypes(in: lines) == ["Probe", "Inner"])
    #expect(Self.names("let x = Calculator()", "Calculator"))
    #expect(!Self.names("let calculatorView = 1", "Calculator"))
  }
}
