import CalcKit
import Testing

/// Lines whose refinement keeps the exact value of a costly part across its rounds
/// (`2^7000 % 3^4000` in `(2^7000 % 3^4000) % pi`), against `Fixtures/exact-parts.tsv`
/// (made by `scripts/make-exact-part-vectors.py`: Python's integers and mpmath at two
/// precisions). Format: `expression<TAB>precision<TAB>rounding<TAB>expected`. The lines
/// include the places where a kept value must not stand for another: the branches of `if`,
/// the terms of Σ, a part used twice.
@Suite("Exact parts kept across refinement rounds")
struct ExactPartTests {
  @Test("Every line of exact-parts.tsv gives the reference's value, in every rounding mode")
  func allVectors() throws {
    let records = try Fixture.records("exact-parts", fieldCount: 4)
    #expect(records.count >= 150)
    for record in records {
      let (precision, rounding) = try Fixture.settings(record.fields, at: 1, file: "exact-parts.tsv", line: record.line)
      let calculator = Calculator(precision: precision, rounding: rounding)
      let source = record.fields[0]
      do throws(CalcError) {
        let value = try calculator.evaluate(source)
        #expect(calculator.format(value) == record.fields[3], "exact-parts.tsv:\(record.line): \(source)")
      } catch {
        Issue.record("exact-parts.tsv:\(record.line): \(source): \(error)")
      }
    }
  }

  @Test("A line evaluated twice gives the same value: nothing is kept between evaluations")
  func freshEachTime() throws {
    var calculator = Calculator()
    try calculator.execute("a = 2^7000")
    let first = try calculator.evaluate("(a % 3^4000) % pi")
    try calculator.execute("a = 2^7001")
    let second = try calculator.evaluate("(a % 3^4000) % pi")
    #expect(first != second)
    #expect(try calculator.evaluate("(2^7001 % 3^4000) % pi") == second)
  }
}
