import CalcKit
import Foundation
import Testing

/// A lowered exact-size limit (`Calculator.maximumExactDigits`): exact values beyond it
/// become approximations and the result is still the true value correctly rounded.
/// `Fixtures/exact-limit.tsv` comes from `python3 scripts/make-exact-limit-vectors.py`
/// (Python's exact integers and fractions, rounded by `decimal` and by integers).
@Suite("Exact-size limit")
struct ExactLimitTests {
  struct Vector: Sendable {
    var expression: String
    var limit: Int
    var expected: String
    var isExact: Bool
  }

  static func vectors() throws -> [Vector] {
    try Fixture.records("exact-limit", fieldCount: 4).map { line, fields in
      guard let limit = Int(fields[1]) else {
        throw Fixture.Failure(description: "exact-limit.tsv:\(line): bad limit \(fields[1])")
      }
      return Vector(expression: fields[0], limit: limit, expected: fields[2], isExact: fields[3] == "exact")
    }
  }

  @Test("Every line of exact-limit.tsv gives the value, exact or an approximation as the limit says")
  func vectors() throws {
    let vectors = try Self.vectors()
    #expect(vectors.count >= 10)
    #expect(vectors.contains(where: \.isExact) && vectors.contains { !$0.isExact })
    for vector in vectors {
      var calculator = Calculator()
      calculator.maximumExactDigits = vector.limit
      let value = try calculator.evaluate(vector.expression)
      let text = calculator.format(value)
      let exact = value.isExact
      #expect(text == vector.expected, "\(vector.expression) with \(vector.limit) digits")
      #expect(exact == vector.isExact, "\(vector.expression) with \(vector.limit) digits")
    }
  }

  @Test("The default is Limits.maximumDigits; values outside 1...maximumDigits are clamped")
  func defaultsAndClamping() throws {
    var calculator = Calculator()
    #expect(calculator.maximumExactDigits == Limits.maximumDigits)
    let big = try calculator.evaluate("2^100000")
    let bigIsExact = big.isExact
    #expect(bigIsExact)
    calculator.maximumExactDigits = 0  // clamped to 1 digit: 4 bits, so 15 is exact and 17 not
    let fifteen = try calculator.evaluate("15")
    let fifteenIsExact = fifteen.isExact
    #expect(fifteenIsExact)
    let seventeen = try calculator.evaluate("17")
    let seventeenIsExact = seventeen.isExact
    #expect(!seventeenIsExact)
    #expect(calculator.format(seventeen) == "17")
    calculator.maximumExactDigits = 5_000_000  // clamped to the default
    let again = try calculator.evaluate("2^3000000")
    let againIsExact = again.isExact
    #expect(againIsExact)
  }
}
