import Foundation
import TestSupport

/// Reads the tab-separated reference files in `Fixtures/`.
enum Fixture {
  typealias Failure = FixtureFailure

  /// The non-comment, non-blank lines of `Fixtures/<name>.tsv`, split at tabs, with
  /// 1-based line numbers; each must have `fieldCount` fields.
  static func records(_ name: String, fieldCount: Int) throws -> [(line: Int, fields: [String])] {
    try fixtureRecords(name, fieldCount: fieldCount, in: .module)
  }
}
