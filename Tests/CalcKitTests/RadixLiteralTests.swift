import CalcKit
import Testing

/// Based literals in any radix from 2 to 36 (`16#ff`), against `Fixtures/radix.tsv` (made by
/// `scripts/make-radix-vectors.py` with Python's `int(digits, radix)`; format
/// `expression<TAB>expected`), and the errors of a radix or digit out of range.
@Suite("Based literals in any radix: 16#ff, 2#1011, 36#z")
struct RadixLiteralTests {
  @Test("radix.tsv: every literal has Python's value, exactly")
  func allVectors() throws {
    let records = try Fixture.records("radix", fieldCount: 2)
    #expect(records.count > 150)
    let calculator = Calculator()
    for record in records {
      let value = try calculator.evaluate(record.fields[0])
      #expect(value.isExact && value.fullDecimalString() == record.fields[1], "radix.tsv:\(record.line): \(record.fields[0])")
    }
  }

  @Test("a radix outside 2…36, a digit too large, no digits, a point: syntax errors that point at them")
  func errors() {
    let cases: [(String, String, Int, Int)] = [
      ("37#1", "a based literal's radix is from 2 to 36, not 37 ('16#ff', '2#1011')", 0, 3),
      ("1#0", "a based literal's radix is from 2 to 36, not 1 ('16#ff', '2#1011')", 0, 2),
      ("16#fg", "'g' is not a base-16 digit", 4, 5),
      ("2#102", "'2' is not a base-2 digit", 4, 5),
      ("16#", "expected base-16 digits after '16#'", 0, 3),
      ("10#9.5", "a base-10 literal is a whole number: no '.'", 4, 5),
      ("16#f__f", "'_' must stand between two digits", 4, 5),
    ]
    let calculator = Calculator()
    for (input, message, start, end) in cases {
      do throws(CalcError) {
        _ = try calculator.evaluate(input)
        Issue.record("\(input) should fail")
      } catch {
        #expect(error.kind == .syntax, "\(input)")
        #expect(error.message == message, "\(input)")
        #expect(error.range.lowerBound == start && error.range.upperBound == end, "\(input): \(error.range)")
      }
    }
  }

  @Test("a locale's input reads based literals too")
  func locale() throws {
    var calculator = Calculator()
    calculator.inputLocale = .deDE
    #expect(calculator.format(try calculator.evaluate("16#ff + 1,5")) == "256.5")
  }
}
