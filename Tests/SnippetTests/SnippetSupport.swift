import CalcKit
import Foundation

/// The repository's files, found from this source file's place in it.
enum SnippetFiles {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The repository's root folder.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The text of `path`, relative to the repository's root.
  static func text(_ path: String) throws -> String {
    let url = root.appendingPathComponent(path)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
      throw Failure(description: "cannot read \(url.path)")
    }
    return text
  }

  /// README.md and the DocC catalog's articles, relative to the root.
  static func documentationFiles() throws -> [String] {
    let catalog = "Sources/CalcKit/CalcKit.docc"
    let articles = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path)
      .filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
    return ["README.md"] + articles
  }

  /// The Swift files of Tests/SnippetTests, relative to the root.
  static func snippetTestFiles() throws -> [String] {
    let folder = "Tests/SnippetTests"
    return try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
      .filter { $0.hasSuffix(".swift") }.sorted().map { "\(folder)/\($0)" }
  }

  /// The ECB's daily file of 2017-03-08 and its 90-day history, as the library's tests have them.
  static func ecbDaily() throws -> String { try text("Tests/CalcKitTests/Fixtures/ecb/eurofxref-daily-2017-03-08.xml") }
  static func ecbHistory() throws -> String { try text("Tests/CalcKitTests/Fixtures/ecb/eurofxref-hist-90d-2017-03-03.xml") }

  /// A row of `Tests/CalcKitTests/Fixtures/money-text.tsv` (Python's reference): the exact
  /// value as a fraction, the code and the text of `expression`.
  static func moneyReference(_ expression: String) throws -> (fraction: String, code: String, text: String) {
    let rows = try text("Tests/CalcKitTests/Fixtures/money-text.tsv").split(separator: "\n")
      .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    guard let row = rows.first(where: { $0.count == 4 && $0[0] == expression }) else {
      throw Failure(description: "no row for \(expression) in money-text.tsv")
    }
    return (row[1], row[2], row[3])
  }
}

/// The error `body` throws, or nil.
func caught(_ body: () throws(CalcError) -> Void) -> CalcError? {
  do throws(CalcError) {
    try body()
    return nil
  } catch {
    return error
  }
}

/// A stand-in for a UI's button in the snippets: `onTap` runs the action at once, as if
/// the user tapped before the work began.
struct SnippetButton {
  func onTap(_ action: @escaping @Sendable () -> Void) { action() }
}
