import CalcKit
import Foundation
import Testing

/// The identity rule at a domain edge (Grammar.md, "The identity rule"): an argument whose
/// bounds hold an edge of its function's domain as tightly as the rule asks of a final
/// result is that edge, so `sqrt(sin(pi))` is 0 in every mode and `asin(cos(pi))` is −π/2;
/// an argument the input places truly outside (`sin(pi) - 1e-100`) is still an error.
///
/// `Fixtures/domain-edges.tsv` comes from `python3 scripts/make-domain-edge-vectors.py`:
/// each value from its identity, checked against mpmath's evaluation of the expression as
/// written at 120 digits and rounded in each mode by Python's `decimal`.
@Suite("Domain edges")
struct DomainEdgeTests {
  struct Vector: Sendable, CustomTestStringConvertible {
    var expression: String
    var precision: Int
    var rounding: RoundingMode
    var expected: String
    var testDescription: String { "\(expression) [\(precision), \(rounding.rawValue)] → \(expected)" }
  }

  static func vectors() throws -> [Vector] {
    try Fixture.records("domain-edges", fieldCount: 4).map { line, fields in
      let (precision, rounding) = try Fixture.settings(fields, at: 1, file: "domain-edges.tsv", line: line)
      return Vector(expression: fields[0], precision: precision, rounding: rounding, expected: fields[3])
    }
  }

  @Test("Every line of domain-edges.tsv matches, values in every mode and the errors")
  func vectors() throws {
    let vectors = try Self.vectors()
    #expect(vectors.count >= 100)
    #expect(vectors.contains { $0.expected == "domain" })
    for vector in vectors {
      let calculator = Calculator(precision: vector.precision, rounding: vector.rounding)
      let actual: String
      do {
        actual = calculator.format(try calculator.evaluate(vector.expression))
      } catch {
        actual = error.kind.rawValue
      }
      #expect(actual == vector.expected, "\(vector.testDescription)")
    }
  }
}
