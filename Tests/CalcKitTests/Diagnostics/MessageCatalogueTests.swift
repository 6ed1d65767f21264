import Foundation
import Testing
import TestSupport

@testable import CalcKit

/// Every user-facing message is written once: CalcKit's errors in its catalogue
/// (Sources/CalcKit/Diagnostics/Messages*.swift), the command's in Sources/calc/Messages.swift,
/// and no message string literal twice anywhere in Sources/.
@Suite("One message catalogue")
struct MessageCatalogueTests {
  static let root = repositoryRoot

  /// Duplicates allowed, each with why (none now: the number core's domain reasons are in
  /// ArithmeticError.swift, once). An entry no longer duplicated fails the test too, so the
  /// list only shrinks.
  static let knownDuplicates: [String: String] = [:]

  /// The calls whose string is a programmer's text (a crash's reason), not a message.
  static let programmerCalls = ["precondition(", "preconditionFailure(", "assert(", "assertionFailure(", "fatalError("]

  /// The string literals of Swift `source` outside comments, as written between the quotes
  /// (interpolations kept as typed), skipping those of ``programmerCalls``.
  static func messageLiterals(in source: String) -> [String] {
    let text = Array(source.unicodeScalars)
    var literals: [String] = []
    var i = 0
    var lineStart = 0
    func starts(_ s: String, at index: Int) -> Bool {
      let scalars = Array(s.unicodeScalars)
      return index + scalars.count <= text.count && Array(text[index..<(index + scalars.count)]) == scalars
    }
    func string(_ range: Range<Int>) -> String {
      var result = String.UnicodeScalarView()
      result.append(contentsOf: text[range])
      return String(result)
    }
    while i < text.count {
      if text[i] == "\n" {
        lineStart = i + 1
        i += 1
      } else if starts("//", at: i) {
        while i < text.count && text[i] != "\n" { i += 1 }
      } else if starts("/*", at: i) {
        i += 2
        while i < text.count && !starts("*/", at: i) { i += 1 }
        i += 2
      } else if text[i] == "\"" || (text[i] == "#" && starts("#\"", at: i)) {
        var hashes = 0
        while text[i] == "#" {
          hashes += 1
          i += 1
        }
        let closing = "\"" + String(repeating: "#", count: hashes)
        let line = string(lineStart..<i)
        let isProgrammers = programmerCalls.contains { line.contains($0) }
        if starts("\"\"\"", at: i) {
          let start = i + 3
          i = start
          while i < text.count && !starts("\"\"" + closing, at: i) { i += 1 }
          if !isProgrammers { literals.append(string(start..<min(i, text.count))) }
          i += 2 + closing.unicodeScalars.count
          continue
        }
        i += 1
        let start = i
        while i < text.count && !starts(closing, at: i) && text[i] != "\n" {
          if hashes == 0 && text[i] == "\\" {
            if i + 1 < text.count && text[i + 1] == "(" {
              // An interpolation: to its closing parenthesis, over nested ones and strings.
              var depth = 1
              i += 2
              while i < text.count && depth > 0 {
                if text[i] == "(" { depth += 1 }
                if text[i] == ")" { depth -= 1 }
                if text[i] == "\"" {
                  i += 1
                  while i < text.count && text[i] != "\"" { i += text[i] == "\\" ? 2 : 1 }
                }
                i += 1
              }
              continue
            }
            i += 2
            continue
          }
          i += 1
        }
        if !isProgrammers { literals.append(string(start..<min(i, text.count))) }
        i += closing.unicodeScalars.count
      } else {
        i += 1
      }
    }
    return literals
  }

  /// Whether `literal` reads as a message: two words or more of letters once its
  /// interpolations are left out (`width \(width)` and `\(url): \(error)` do not).
  static func isMessage(_ literal: String) -> Bool {
    var plain = ""
    var depth = 0
    var scalars = literal.unicodeScalars.makeIterator()
    var previous: Unicode.Scalar?
    while let scalar = scalars.next() {
      if depth > 0 {
        if scalar == "(" { depth += 1 }
        if scalar == ")" { depth -= 1 }
      } else if previous == "\\" && scalar == "(" {
        depth = 1
        plain.removeLast()
      } else {
        plain.unicodeScalars.append(scalar)
      }
      previous = scalar
    }
    let words = plain.split(whereSeparator: \.isWhitespace).filter { $0.contains(where: \.isLetter) }
    return words.count >= 2
  }

  /// Each message literal written more than once in the Swift files under `folder`, with
  /// the files it is in.
  static func duplicates(under folder: URL) throws -> [String: [String]] {
    let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    var seen: [String: [String]] = [:]
    for file in files {
      let source = try String(contentsOf: file, encoding: .utf8)
      for literal in messageLiterals(in: source) where isMessage(literal) {
        seen[literal, default: []].append(file.lastPathComponent)
      }
    }
    return seen.filter { $0.value.count > 1 }
  }

  @Test("The scan finds a message written twice (a planted duplicate), and not code or comments")
  func scanFindsDuplicates() throws {
    let source = #"""
      // "a comment is not a message" and "a comment is not a message"
      throw CalcError(.syntax, "expected a number after \(quoted(token))", at: range)
      let x = "width \(width)"
      precondition(ok, "the same programmer's text")
      precondition(ok, "the same programmer's text")
      throw CalcError(.syntax, "expected a number after \(quoted(token))", at: other)
      """#
    let literals = Self.messageLiterals(in: source).filter(Self.isMessage)
    #expect(literals == Array(repeating: #"expected a number after \(quoted(token))"#, count: 2))
  }

  @Test("No message string literal is written twice in Sources/")
  func noDuplicateMessages() throws {
    let found = try Self.duplicates(under: Self.root.appendingPathComponent("Sources"))
    let unexpected = found.filter { Self.knownDuplicates[$0.key] == nil }
      .map { "\"\($0.key)\" (\($0.value.sorted().joined(separator: ", ")))" }.sorted()
    #expect(unexpected.isEmpty, "written more than once; give each one entry in a catalogue: \(unexpected.joined(separator: "; "))")
    let gone = Self.knownDuplicates.keys.filter { found[$0] == nil }.sorted()
    #expect(gone.isEmpty, "no longer duplicated; remove from knownDuplicates: \(gone.joined(separator: "; "))")
  }

  /// Where `file`'s text constructs a message outside a catalogue: `CalcError(` and then a
  /// kind (`.syntax`), or any of `patterns`; as `file:line`.
  static func constructions(in file: URL, patterns: [String]) throws -> [String] {
    let text = try String(contentsOf: file, encoding: .utf8)
    var found: [String] = []
    var lineNumber = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
      if patterns.contains(where: { line.contains($0) }) { found.append("\(file.lastPathComponent):\(lineNumber)") }
    }
    // `CalcError(` with its kind on the next line.
    var rest = text[...]
    while let call = rest.range(of: "CalcError(") {
      let after = rest[call.upperBound...].drop(while: \.isWhitespace)
      if after.first == ".", rest[call.upperBound...].first?.isWhitespace == true {
        found.append("\(file.lastPathComponent):\(text[..<call.lowerBound].count(where: { $0 == "\n" }) + 1)")
      }
      rest = rest[call.upperBound...]
    }
    return found
  }

  @Test("CalcKit builds its errors in its catalogue")
  func errorsComeFromTheCatalogue() throws {
    var outside: [String] = []
    let base = Self.root.appendingPathComponent("Sources/CalcKit")
    let files = try #require(FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil))
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" && !$0.path.contains("Diagnostics/Messages") }
    for file in files { outside += try Self.constructions(in: file, patterns: ["CalcError(."]) }
    #expect(outside.isEmpty, "errors written outside the catalogue: \(outside.sorted().joined(separator: ", "))")
  }

  @Test("The command writes its messages in its catalogue (Sources/calc/Messages.swift)")
  func commandMessagesComeFromItsCatalogue() throws {
    var outside: [String] = []
    let base = Self.root.appendingPathComponent("Sources/calc")
    // The help texts (Session+Help*.swift) are the session's manual, not messages.
    let files = try #require(FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil))
      .compactMap { $0 as? URL }
      .filter { $0.pathExtension == "swift" && $0.lastPathComponent != "Messages.swift" && !$0.lastPathComponent.hasPrefix("Session+Help") }
    #expect(files.count >= 20)
    let patterns = ["CalcError(.", "ValidationError(\"", "\"calc: ", "return failure(\"", "Unavailable(description: \""]
    for file in files { outside += try Self.constructions(in: file, patterns: patterns) }
    #expect(outside.isEmpty, "messages written outside the command's catalogue: \(outside.sorted().joined(separator: ", "))")
  }

  @Test("The currency symbols the language reads are the Currency table's")
  func currencySymbolsFromTheTable() {
    #expect(Money.symbols.count == Money.symbolCodes.count)
    for (symbol, code, _) in Money.symbols {
      #expect(Currency(code: code)?.symbol == symbol)
      #expect(Money.code(ofSymbol: symbol) == code)
    }
    #expect(Money.symbols.map(\.symbol) == ["$", "€", "£", "¥", "₩"])
  }

  @Test("Catalogue entries carry their kinds", arguments: [
    (Message.numberTooLong(at: SourceRange(0, 1)), CalcError.Kind.tooLarge),
    (Message.unmatchedClosingParenthesis(at: SourceRange(0, 1)), .syntax),
    (Message.tooManyCalls(limit: 2000, precision: 38, at: SourceRange(0, 1)), .tooLarge),
    (Message.noRate(for: "HRK", date: "2026-11-20", lastKnown: "2022-12-30", at: SourceRange(0, 1)), .money),
  ])
  func kinds(error: CalcError, kind: CalcError.Kind) {
    #expect(error.kind == kind)
  }
}
