import Foundation
import Testing

import CalcKit

@Suite("Concurrency")
struct ConcurrencyTests {
  /// Every nested reference vector, evaluated from 8 threads at once through one shared
  /// calculator (with variables), must give the reference answer.
  @Test("8 threads share one calculator and get every answer right")
  func sharedCalculator() throws {
    let vectors = try Fixture.records("nested", fieldCount: 2).map { ($0.fields[0], $0.fields[1]) }
    #expect(vectors.count > 1000)
    var shared = Calculator()
    shared.variables["k"] = Number(3)
    let calculator = shared
    let threads = 8
    let failures = Failures()
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      // Each thread walks the whole list from its own starting point, and also mixes in
      // expressions with a variable and a function.
      for offset in 0..<vectors.count {
        let (source, expected) = vectors[(offset + thread * 97) % vectors.count]
        let actual = (try? calculator.evaluate(source)).map(calculator.format) ?? "error"
        if actual != expected { failures.add("\(source): \(actual) != \(expected)") }
      }
      for n in 0..<200 {
        let actual = (try? calculator.evaluate("sqrt(\(n * n)) * k")).map(calculator.format) ?? "error"
        if actual != String(n * 3) { failures.add("sqrt(\(n * n)) * k: \(actual)") }
      }
    }
    let found = failures.all
    #expect(found.isEmpty, "\(found.count) wrong answers, first: \(found.prefix(5))")
  }
}

/// A lock-protected list of failure descriptions.
private final class Failures: @unchecked Sendable {
  private let lock = NSLock()
  private var items: [String] = []

  func add(_ item: String) {
    lock.lock()
    items.append(item)
    lock.unlock()
  }

  var all: [String] {
    lock.lock()
    defer { lock.unlock() }
    return items
  }
}
