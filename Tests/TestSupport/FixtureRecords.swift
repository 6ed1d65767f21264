import Foundation

/// A reference file that cannot be read as its test expects.
package struct FixtureFailure: Error, CustomStringConvertible {
  package var description: String
  package init(description: String) { self.description = description }
}

/// The non-comment, non-blank lines of `Fixtures/<name>.tsv` in `bundle` (a test target's
/// `Bundle.module`), split at tabs, with 1-based line numbers; each must have `fieldCount`
/// fields. Each test target with fixtures reads them through this (its `Fixture.records`).
package func fixtureRecords(
  _ name: String, fieldCount: Int, in bundle: Bundle
) throws -> [(line: Int, fields: [String])] {
  guard let url = bundle.url(forResource: name, withExtension: "tsv", subdirectory: "Fixtures")
  else { throw FixtureFailure(description: "fixture Fixtures/\(name).tsv is missing from the test bundle") }
  let text = try String(contentsOf: url, encoding: .utf8)
  var records: [(line: Int, fields: [String])] = []
  // `isNewline` also covers "\r\n", which is a single Character in Swift.
  let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
  for (index, line) in lines.enumerated() {
    if line.isEmpty || line.hasPrefix("#") { continue }
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    guard fields.count == fieldCount else {
      throw FixtureFailure(description: "\(name).tsv:\(index + 1): expected \(fieldCount) tab-separated fields")
    }
    records.append((index + 1, fields))
  }
  return records
}
