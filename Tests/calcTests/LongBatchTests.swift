import CalcKit
import Testing

/// A long batch, where lines that stand on their own are worked out on all processors
/// first: every output line, error and exit status must be what evaluating the lines one
/// at a time in order gives. The reference is the library's own `execute`, line by line.
@Suite("Long batch")
struct LongBatchTests {
  /// Lines that depend on each other (assignments, variables, `ans`) mixed with lines
  /// that stand alone, errors and blank lines, in a fixed pseudo-random order.
  static func lines(count: Int) -> [String] {
    let kinds = [
      "x = %d", "x*2+%d", "ans+%d", "%d/7", "2^%d", "", "1/(%d-%d)", "sqrt(%d)", "ans*ans-%d",
      "y = ans/%d", "y+x", "  %d + 0.5  ", "%d%% of 80", "unknown + %d", "-%d", "ans",
    ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    return (0..<count).map { index in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let kind = kinds[Int(state >> 33) % kinds.count]
      let n = String(Int(state >> 40) % 50)
      return kind.replacingOccurrences(of: "%d", with: n).replacingOccurrences(of: "%%", with: "%")
        + (index % 97 == 0 ? "\r" : "")
    }
  }

  @Test("Output, errors and status equal one-at-a-time evaluation", arguments: [300, 5_000])
  func sameAsInOrder(count: Int) throws {
    let lines = LongBatchTests.lines(count: count)
    var calculator = Calculator()
    calculator.showsExactValuesInFull = true  // calc's rule without --precision
    var expected: [String] = []
    var failures: [Int] = []
    for (index, raw) in lines.enumerated() {
      let line = raw.hasSuffix("\r") ? String(raw.dropLast()) : raw
      if line.allSatisfy(\.isWhitespace) {
        expected.append("")
        continue
      }
      do {
        expected.append(calculator.format(try calculator.execute(line)))
      } catch {
        expected.append("")
        failures.append(index + 1)
      }
    }
    let result = try runCalc([], stdin: lines.joined(separator: "\n") + "\n")
    #expect(result.stdoutLines == expected)
    let reported = result.stderrLines.filter { $0.hasPrefix("line ") }.compactMap {
      Int($0.dropFirst(5).prefix { $0 != ":" })
    }
    #expect(reported == failures)
    #expect(result.status == (failures.isEmpty ? 0 : 1))
    #expect(!failures.isEmpty && expected.contains("") && expected.count == count)
  }
}
