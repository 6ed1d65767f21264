import Foundation
import Testing

/// Every ```swift block of README.md and of the DocC articles (`Sources/CalcKit/CalcKit.docc`)
/// must be found, as it is, in a test file of this folder, where it is compiled and run and
/// what it shows is checked (ARCHITECTURE.md, "Tests").
///
/// "As it is" means line by line, ignoring indentation and blank lines; the block's
/// `import` lines are left out (each test file imports the modules at its top).
@Suite struct DocSnippetTests {
  @Test("Every Swift block of README.md and the DocC articles is compiled here as it is")
  func everyDocumentedBlockIsCompiledHere() throws {
    let blocks = try SnippetFiles.documentationFiles().flatMap { try DocSnippetTests.swiftBlocks(in: $0) }
    // README.md has 2 blocks and the DocC articles 31: a count far below means the
    // extraction broke, not that the documentation shrank.
    #expect(blocks.count >= 20, "only \(blocks.count) swift blocks found")
    let compiled = try SnippetFiles.snippetTestFiles().map { try DocSnippetTests.normalized(SnippetFiles.text($0)) }
    var missing: [String] = []
    for block in blocks where !compiled.contains(where: { DocSnippetTests.contains($0, block.lines) }) {
      missing.append("\(block.file):\(block.line) (\(block.lines.first ?? "empty"))")
    }
    let report = missing.joined(separator: "\n")
    #expect(
      missing.isEmpty, "swift blocks with no compiled copy in Tests/SnippetTests (paste each into a test there):\n\(report)")
  }

  @Test("The extraction finds Swift blocks and ignores blocks of other languages")
  func theExtractionFindsBlocksAndIgnoresOthers() {
    let markdown = """
      Text.
      ```swift
      import CalcKit

        let x = 1   // one
      ```
      ```
      $ calc 1+1
      ```
      """
    let blocks = DocSnippetTests.swiftBlocks(in: markdown, file: "t.md")
    #expect(blocks.count == 1)
    #expect(blocks.first?.lines == ["let x = 1   // one"])
    #expect(blocks.first?.line == 2)
    #expect(DocSnippetTests.contains(["a", "let x = 1   // one", "b"], ["let x = 1   // one"]))
    #expect(!DocSnippetTests.contains(["let x = 1"], ["let x = 1   // one"]))
  }

  /// A ```swift block: where it starts, and its lines as compared.
  struct Block {
    var file: String
    var line: Int
    var lines: [String]
  }

  static func swiftBlocks(in path: String) throws -> [Block] {
    swiftBlocks(in: try SnippetFiles.text(path), file: path)
  }

  static func swiftBlocks(in markdown: String, file: String) -> [Block] {
    var blocks: [Block] = []
    var current: Block?
    var body: [String] = []
    for (index, raw) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if var block = current {
        if line == "```" {
          block.lines = normalized(body.joined(separator: "\n"))
          blocks.append(block)
          current = nil
        } else {
          body.append(String(raw))
        }
      } else if line == "```swift" {
        current = Block(file: file, line: index + 1, lines: [])
        body = []
      }
    }
    return blocks
  }

  /// The lines compared: trimmed, without blank lines and `import` lines.
  static func normalized(_ text: String) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("import ") }
  }

  /// Whether `lines` holds `block` as consecutive lines.
  static func contains(_ lines: [String], _ block: [String]) -> Bool {
    guard !block.isEmpty, block.count <= lines.count else { return block.isEmpty }
    return (0...(lines.count - block.count)).contains { start in
      lines[start..<(start + block.count)].elementsEqual(block)
    }
  }
}
