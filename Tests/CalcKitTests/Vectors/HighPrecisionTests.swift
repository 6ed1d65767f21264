import CalcKit
import Testing
import TestSupport

/// The elementary functions above the bit-burst threshold (about 1,200 digits), where the
/// kernels sum their series by binary splitting, through the calculator:
/// `Fixtures/highprecision.tsv` (`python3 scripts/make-highprecision-vectors.py`) holds values
/// from mpmath at two precisions, far from every rounding boundary, as the SHA-256 of the
/// text calc prints at 1,300–5,000 digits under a directed or nearest rounding. (The kernels
/// at more bits than the public precision allows: CalcNumberTests' `HighPrecisionKernelTests`.)
@Suite("High precision: every digit through binary splitting and bit-burst")
struct HighPrecisionTests {
  struct Vector: Sendable, CustomTestStringConvertible {
    var line: Int
    var expression: String
    var precision: Int
    var rounding: RoundingMode
    var digest: String
    var testDescription: String { "\(expression) at \(precision) digits, \(rounding.rawValue)" }
  }

  static let vectors: [Vector] = {
    // A failure to read the fixture leaves the list empty, which `fixtureLoads` reports.
    ((try? Fixture.records("highprecision", fieldCount: 5)) ?? []).compactMap { record in
      let f = record.fields
      guard let precision = Int(f[1]), let rounding = RoundingMode(rawValue: f[2]) else { return nil }
      return Vector(line: record.line, expression: f[0], precision: precision, rounding: rounding, digest: f[3])
    }
  }()

  @Test("The highprecision.tsv fixture loads and covers every function")
  func fixtureLoads() {
    #expect(Self.vectors.count >= 70, "highprecision.tsv has only \(Self.vectors.count) vectors")
    for name in ["exp(", "ln(", "sin(", "cos(", "atan(", "asin(", "acos(", "sinh(", "tanh(", "atanh(", "^"] {
      #expect(Self.vectors.contains { $0.expression.contains(name) }, "no vector for \(name)")
    }
  }

  @Test("Every digit of each highprecision.tsv value matches mpmath's", arguments: vectors)
  func vector(_ v: Vector) throws {
    let calculator = Calculator(precision: v.precision, rounding: v.rounding)
    let text = calculator.format(try calculator.evaluate(v.expression))
    #expect(SHA256.hex(Array(text.utf8)) == v.digest, "line \(v.line): \(text.prefix(40))…")
  }
}
