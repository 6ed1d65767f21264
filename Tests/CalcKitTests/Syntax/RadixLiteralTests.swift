import CalcKit
import Testing

/// Based literals in any radix from 2 to 36 (`16#ff`), against `Fixtures/radix.tsv` (made by
/// `scripts/make-radix-vectors.py` with Python's `int(digits, radix)` and `Fraction`; format
/// `expression<TAB>expected`), conversions to a base read back, and the errors of a radix
/// or digit out of range.
@Suite("Based literals in any radix: 16#ff, 2#1011, 36#z, 0x0.8, 3#0.1")
struct RadixLiteralTests {
  @Test("Every literal of radix.tsv has Python's value exactly")
  func allVectors() throws {
    let records = try Fixture.records("radix", fieldCount: 2)
    #expect(records.count > 150)
    let calculator = Calculator()
    for record in records {
      let value = try calculator.evaluate(record.fields[0])
      #expect(value.isExact && value.fractionString == record.fields[1], "radix.tsv:\(record.line): \(record.fields[0])")
    }
  }

  @Test("What `to hex`, `to oct`, `to bin` and `to base N` write reads back as the value, when exact")
  func conversionsReadBack() throws {
    var calculator = Calculator()
    var exact = 0
    for record in try Fixture.records("radix", fieldCount: 2) where !record.fields[0].contains(" ") {
      let literal = record.fields[0]
      let target =
        literal.hasPrefix("0x") ? "hex" : literal.hasPrefix("0o") ? "oct" : literal.hasPrefix("0b") ? "bin"
        : "base " + (literal.split(separator: "#").first.map(String.init) ?? "10")
      let line = "(\(record.fields[1])) to \(target)"
      guard case .converted(let converted) = try calculator.run(line) else {
        Issue.record("\(line) is not a conversion")
        continue
      }
      guard converted.isExact else { continue }
      exact += 1
      let back = try calculator.evaluate(converted.text)
      #expect(back.isExact && back.fractionString == record.fields[1], "radix.tsv:\(record.line): \(line) → \(converted.text)")
    }
    #expect(exact > 250)
  }

  @Test("A radix outside 2…36, a digit too large, no digits, a point: syntax errors that point at them")
  func errors() {
    let cases: [(String, String, Int, Int)] = [
      ("37#1", "a based literal's radix is from 2 to 36, not 37 ('16#ff', '2#1011')", 0, 3),
      ("1#0", "a based literal's radix is from 2 to 36, not 1 ('16#ff', '2#1011')", 0, 2),
      ("16#fg", "'g' is not a base-16 digit", 4, 5),
      ("2#102", "'2' is not a base-2 digit", 4, 5),
      ("16#", "expected base-16 digits after '16#'", 0, 3),
      ("16#f.", "expected base-16 digits after '16#f.'", 0, 5),
      ("2#1.5", "'5' is not a base-2 digit", 4, 5),
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

  @Test("A locale's input reads based literals too")
  func locale() throws {
    var calculator = Calculator()
    calculator.inputLocale = .deDE
    #expect(calculator.format(try calculator.evaluate("16#ff + 1,5")) == "256.5")
  }
}
