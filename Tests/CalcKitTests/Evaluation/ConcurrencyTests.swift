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

/// The race of the keypad calculator app calc grew from, repeated on purpose: 20 (and then 400) threads format one value with
/// different settings at once. A shared, reconfigured NumberFormatter gave some threads
/// the other threads' digit counts; a value-type format cannot.
@Suite("Concurrent formatting")
struct ConcurrentFormattingTests {
  /// Each task: a format and what it must give, worked out before any thread starts.
  static func tasks() throws -> [(String, @Sendable () -> String)] {
    let value = try #require(Number("1234.56789"))
    let third = try Calculator().evaluate("1/3")
    let big = try Calculator().evaluate("123456789012345")
    let deDE = try #require(NumberLocale(identifier: "de_DE"))
    let display12 = try DisplayFormat(width: 12)
    let display20 = try DisplayFormat(width: 20, locale: .frFR)
    return [
      ("1,235", { value.formatted(fractionDigits: 0) }),
      ("1,234.57", { value.formatted(fractionDigits: 2) }),
      ("1,234.5679", { value.formatted(fractionDigits: 4) }),
      ("1.234,568", { value.formatted(fractionDigits: 3, locale: deDE) }),
      ("123,456.789%", { value.percentString() }),
      ("123,456.79%", { value.percentString(fractionDigits: 2) }),
      ("$1,234.57", { value.currencyString(code: "USD") }),
      ("\u{20A9}1,235", { value.currencyString(code: "KRW") }),
      ("KRW\u{A0}1,235", { value.currencyString(code: "KRW", display: .code) }),
      ("BHD\u{A0}1,234.568", { value.currencyString(code: "BHD") }),
      ("1,234.56", { value.formatted(fractionDigits: 2, rounding: .down) }),
      ("\u{2248}0.333333333", { display12.string(for: third) }),
      ("\u{2248}1.234568e14", { display12.string(for: big) }),
      ("123\u{202F}456\u{202F}789\u{202F}012\u{202F}345", { display20.string(for: big) }),
      ("1,234.56789", { NumberFormat().string(for: value) }),
      ("1,234.57", { 1234.56789.formatted(fractionDigits: 2) }),
      ("1,234.56789", { 1234.56789.formatted }),
      ("1,235", { 1234.56789.formatted(fractionDigits: 0) }),
      ("1,234,567", { 1_234_567.formatted }),
      ("1,234,567.00", { Int64(1_234_567).formatted(fractionDigits: 2) }),
    ]
  }

  @Test("Every thread gets its own settings' answer", arguments: [20, 400])
  func racingSettings(iterations: Int) throws {
    let tasks = try Self.tasks()
    // Sequentially first: the expectations hold on one thread.
    for (expected, format) in tasks { #expect(format() == expected) }
    let failures = Failures()
    DispatchQueue.concurrentPerform(iterations: iterations) { i in
      for round in 0..<50 {
        let (expected, format) = tasks[(i * 7 + round) % tasks.count]
        let actual = format()
        if actual != expected { failures.add("thread \(i): \(actual) != \(expected)") }
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
