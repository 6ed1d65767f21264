import CalcKit
import Testing

/// Rounding to places, `round`, `floor`, `ceil` and `trunc` of two arguments, against
/// `Fixtures/places.tsv` (made by `scripts/make-places-vectors.py` with Python's
/// `fractions` and `decimal`, which must agree). Format:
/// `expression<TAB>precision<TAB>rounding<TAB>expected`.
@Suite("Rounding to places: round, floor, ceil and trunc to n decimals")
struct PlacesVectorTests {
  @Test("Every line of places.tsv gives the reference's value exactly")
  func allVectors() throws {
    let records = try Fixture.records("places", fieldCount: 4)
    #expect(records.count > 400)
    for record in records {
      let f = record.fields
      let (precision, rounding) = try Fixture.settings(f, at: 1, file: "places.tsv", line: record.line)
      let calculator = Calculator(precision: precision, rounding: rounding)
      let value = try calculator.evaluate(f[0])
      #expect(calculator.format(value) == f[3], "places.tsv:\(record.line): \(f[0])")
      #expect(value.isExact, "places.tsv:\(record.line): \(f[0]) is exact")
    }
  }

  @Test("The places must be a whole number; with one argument, rounding is to an integer")
  func placesArgument() throws {
    let calculator = Calculator()
    for name in ["round", "floor", "ceil", "trunc"] {
      do throws(CalcError) {
        _ = try calculator.evaluate("\(name)(2, 0.5)")
        Issue.record("\(name)(2, 0.5) should fail")
      } catch {
        #expect(error.kind == .domain)
        #expect(error.message == "\(name)'s second argument must be a whole number of decimals")
      }
    }
    #expect(calculator.format(try calculator.evaluate("floor(-2.5)")) == "-3")
    #expect(calculator.format(try calculator.evaluate("ceil(-2.5)")) == "-2")
    #expect(calculator.format(try calculator.evaluate("trunc(-2.5)")) == "-2")
  }
}
