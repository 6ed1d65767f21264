import CalcKit
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

  /// A precision and rounding mode read from two fields.
  static func settings(_ fields: [String], at index: Int, file: String, line: Int) throws -> (Int, RoundingMode) {
    guard let precision = Int(fields[index]) else {
      throw Failure(description: "\(file):\(line): bad precision \(fields[index])")
    }
    guard let rounding = RoundingMode(rawValue: fields[index + 1]) else {
      throw Failure(description: "\(file):\(line): bad rounding \(fields[index + 1])")
    }
    return (precision, rounding)
  }

  /// `transform` of every item, computed on all cores in chunks, in the items' order.
  static func concurrentMap<Item: Sendable>(
    _ items: [Item], chunk: Int = 16, _ transform: @Sendable (Item) -> String
  ) -> [String] {
    let results = ConcurrentResults(count: items.count)
    let chunks = (items.count + chunk - 1) / chunk
    DispatchQueue.concurrentPerform(iterations: chunks) { c in
      let range = (c * chunk)..<min(items.count, (c + 1) * chunk)
      let texts = range.map { transform(items[$0]) }
      results.lock.lock()
      for (i, text) in zip(range, texts) { results.texts[i] = text }
      results.lock.unlock()
    }
    return results.texts.map { $0 ?? "not evaluated" }
  }
}

/// Texts written by several threads under a lock (``Fixture/concurrentMap(_:chunk:_:)``).
private final class ConcurrentResults: @unchecked Sendable {
  let lock = NSLock()
  var texts: [String?]
  init(count: Int) { texts = Array(repeating: nil, count: count) }
}
