import CalcKit
import Testing

/// Inputs the fuzzer (`scripts/fuzz.sh`, Fuzz/README.md) found crashing, hanging or slow,
/// and inputs at the documented caps: each must end with its value or a `CalcError` of
/// the expected kind (no timing is asserted; the cases stay fast even in a debug build).
///
/// `Fixtures/fuzz.tsv`: `input<TAB>precision<TAB>rounding<TAB>angle<TAB>expected`, where
/// expected is `= text` (the value as ``Calculator/format(_:)`` writes it) or an error kind
/// (`too-large`). In the input, `\t`, `\n`, `\\` and `\xHH` (a byte; invalid UTF-8 is
/// repaired as `String(decoding:as:)` does) are escapes, and `\[N]text\]` is `text` N times.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var line: Int
    var input: String
    var precision: Int
    var rounding: RoundingMode
    var angleUnit: AngleUnit
    var expected: String
    var testDescription: String {
      let shown = input.count > 40 ? String(input.prefix(37)) + "…" : input
      return "fuzz.tsv:\(line) \(shown.debugDescription)"
    }
  }

  static let cases: [Case] = (try? load()) ?? []

  static func load() throws -> [Case] {
    try Fixture.records("fuzz", fieldCount: 5).map { line, fields in
      let (precision, rounding) = try Fixture.settings(fields, at: 1, file: "fuzz.tsv", line: line)
      guard let angleUnit = AngleUnit(rawValue: fields[3]) else {
        throw Fixture.Failure(description: "fuzz.tsv:\(line): bad angle unit \(fields[3])")
      }
      return Case(
        line: line, input: try unescape(fields[0]), precision: precision, rounding: rounding,
        angleUnit: angleUnit, expected: fields[4])
    }
  }

  @Test("The fixture loads and is not empty")
  func fixtureLoads() throws {
    #expect(try !FuzzRegressionTests.load().isEmpty)
  }

  @Test("Each input ends with its value or the expected kind of error", arguments: cases)
  func endsWithValueOrError(_ fuzzCase: Case) {
    var calculator = Calculator(
      precision: fuzzCase.precision, rounding: fuzzCase.rounding, angleUnit: fuzzCase.angleUnit)
    let outcome: String
    do {
      let value = try calculator.execute(fuzzCase.input)
      outcome = "= " + calculator.format(value)
      // What the fuzzer also does with a value: display forms must not trap.
      _ = (try? DisplayFormat(width: 12))?.string(for: value)
      _ = NumberFormat(fractionDigits: 2).string(for: value)
    } catch {
      #expect(0 <= error.range.lowerBound && error.range.upperBound <= fuzzCase.input.utf8.count)
      outcome = error.kind.rawValue
    }
    #expect(outcome == fuzzCase.expected)
  }

  /// The input with its escapes replaced.
  static func unescape(_ field: String) throws -> String {
    var bytes: [UInt8] = []
    var repeatStart: Int?
    var repeatCount = 0
    var utf8 = Array(field.utf8)[...]
    while let byte = utf8.popFirst() {
      guard byte == UInt8(ascii: "\\"), let kind = utf8.popFirst() else {
        bytes.append(byte)
        continue
      }
      switch kind {
      case UInt8(ascii: "t"): bytes.append(9)
      case UInt8(ascii: "n"): bytes.append(10)
      case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\"))
      case UInt8(ascii: "x"):
        guard utf8.count >= 2, let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
        else { throw Fixture.Failure(description: "fuzz.tsv: bad \\x escape in \(field)") }
        bytes.append(value)
        utf8 = utf8.dropFirst(2)
      case UInt8(ascii: "["):
        guard let close = utf8.firstIndex(of: UInt8(ascii: "]")),
          let count = Int(String(decoding: utf8[..<close], as: UTF8.self))
        else { throw Fixture.Failure(description: "fuzz.tsv: bad \\[N] in \(field)") }
        repeatStart = bytes.count
        repeatCount = count
        utf8 = utf8[(close + 1)...]
      case UInt8(ascii: "]"):
        guard let start = repeatStart else {
          throw Fixture.Failure(description: "fuzz.tsv: \\] without \\[N] in \(field)")
        }
        let text = bytes[start...]
        for _ in 1..<max(repeatCount, 1) { bytes += text }
        if repeatCount == 0 { bytes.removeSubrange(start...) }
        repeatStart = nil
      default:
        throw Fixture.Failure(description: "fuzz.tsv: unknown escape in \(field)")
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
