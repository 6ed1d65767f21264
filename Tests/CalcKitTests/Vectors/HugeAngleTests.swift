import CalcKit
import Foundation
import Testing

/// sin, cos and tan of huge angles in radians, up to the work budget's limit of 2^1,000,000:
/// reducing such an angle by π/2 needs π to as many bits as the angle has, which binary
/// splitting makes cheap.
///
/// `Fixtures/huge-angles.tsv` comes from `python3 scripts/make-huge-angle-vectors.py`: mpmath
/// at the angle's bits plus 256 and plus 640 (both must agree), rounded in each mode by
/// Python's `decimal`. Each expression is evaluated once, at the highest precision it is
/// listed with, and formatted in every mode and precision, as an app would.
@Suite("Huge angles")
struct HugeAngleTests {
  struct Vector: Sendable {
    var expression: String
    var precision: Int
    var rounding: RoundingMode
    var expected: String
  }

  static func vectors() throws -> [Vector] {
    try Fixture.records("huge-angles", fieldCount: 4).map { line, fields in
      let (precision, rounding) = try Fixture.settings(fields, at: 1, file: "huge-angles.tsv", line: line)
      return Vector(expression: fields[0], precision: precision, rounding: rounding, expected: fields[3])
    }
  }

  @Test("Every line of huge-angles.tsv gives the reference's digits")
  func vectors() throws {
    let vectors = try Self.vectors()
    #expect(vectors.count >= 200)
    let expressions = Array(Set(vectors.map(\.expression))).sorted()
    #expect(expressions.count >= 18)
    var byExpression: [String: Result<Number, CalcError>] = [:]
    for expression in expressions {
      let precision = vectors.filter { $0.expression == expression }.map(\.precision).max() ?? 38
      byExpression[expression] = Result { () throws(CalcError) -> Number in
        try Calculator(precision: precision).evaluate(expression)
      }
    }
    for vector in vectors {
      let calculator = Calculator(precision: vector.precision, rounding: vector.rounding)
      let actual: String
      switch byExpression[vector.expression] {
      case .success(let value): actual = calculator.format(value)
      case .failure(let error): actual = error.kind.rawValue
      case nil: actual = "missing"
      }
      #expect(actual == vector.expected, "\(vector.expression) [\(vector.precision), \(vector.rounding.rawValue)]")
    }
  }

  @Test("Angles from 2^1,000,000 up are beyond the work budget, before any work")
  func beyondTheLimit() {
    for source in ["sin(2^1000000)", "cos(-2^1000001)", "tan(1e400000)"] {
      let error = #expect(throws: CalcError.self) { try Calculator().evaluate(source) }
      #expect(error?.kind == .tooLarge, "\(source)")
      #expect(error?.message.hasPrefix("sin, cos and tan take angles below 2^1000000 (about 10^301030) in radians") == true, "\(source)")
    }
  }
}
