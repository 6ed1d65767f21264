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
}
