import CalcKit
import Testing

/// Comparisons, `not` and `if(c, a, b)` against `Fixtures/conditions.tsv` (made by
/// `scripts/make-condition-vectors.py` with Python's `fractions` and mpmath). Format:
/// `expression<TAB>expected`, where expected is what ``Calculator/format(_:)`` shows at
/// precision 38, half-even, or `error: KIND`.
@Suite("Comparisons and conditions")
struct ConditionVectorTests {
  @Test("Every line of conditions.tsv gives the reference's result")
  func allVectors() throws {
    let records = try Fixture.records("conditions", fieldCount: 2)
    #expect(records.count > 1000)
    let calculator = Calculator()
    for record in records {
      let (source, expected) = (record.fields[0], record.fields[1])
      if expected.hasPrefix("error: ") {
        do throws(CalcError) {
          let value = try calculator.evaluate(source)
          Issue.record("conditions.tsv:\(record.line): \(source) gave \(value), not an error")
        } catch {
          #expect(error.kind.rawValue == expected.dropFirst(7), "conditions.tsv:\(record.line): \(source): \(error)")
        }
        continue
      }
      do throws(CalcError) {
        let value = try calculator.evaluate(source)
        #expect(calculator.format(value) == expected, "conditions.tsv:\(record.line): \(source)")
      } catch {
        Issue.record("conditions.tsv:\(record.line): \(source): \(error)")
      }
    }
  }

  @Test("A comparison gives an exact 1 or 0, in every rounding mode")
  func exactResults() throws {
    for rounding in RoundingMode.allCases {
      let calculator = Calculator(rounding: rounding)
      let yes = try calculator.evaluate("sqrt(2)^2 == 2")
      #expect(yes == Number(1) && yes.isExact, "\(rounding)")
      let no = try calculator.evaluate("sqrt(2) > 1.5")
      #expect(no == Number(0) && no.isExact, "\(rounding)")
    }
  }

  @Test("Only the branch taken is evaluated, also inside a defined function")
  func onlyTheBranchTaken() throws {
    var calculator = Calculator()
    try calculator.execute("f(x) = if(x > 1000, x*0.2, 0)")
    #expect(calculator.format(try calculator.evaluate("f(2000)")) == "400")
    #expect(calculator.format(try calculator.evaluate("f(10)")) == "0")
    try calculator.execute("g(x) = if(x == 0, 1, sin(x)/x)")
    #expect(calculator.format(try calculator.evaluate("g(0)")) == "1")
    // An error in the branch taken is reported where it is.
    let error = #expect(throws: CalcError.self) { try Calculator().evaluate("if(1, 1/0, 2)") }
    #expect(error?.kind == .divisionByZero)
    #expect(error?.range == SourceRange(8, 9))  // the zero divisor
  }

  @Test("Values close to their comparison are decided by refining, equal ones by the identity rule")
  func refined() throws {
    let calculator = Calculator()
    #expect(try calculator.evaluate("sqrt(2)^2 - 1e-60 < 2") == Number(1))
    #expect(try calculator.evaluate("sqrt(2)^2 - 1e-60 == 2") == Number(0))
    #expect(try calculator.evaluate("pi == 4*atan(1)") == Number(1))
    #expect(try calculator.evaluate("if(sin(pi) - 1e-100, 1, 2)") == Number(1))
    #expect(try calculator.evaluate("if(sin(pi), 1, 2)") == Number(2))
    // A condition the input places next to zero stays nonzero, however close.
    #expect(try calculator.evaluate("not (sin(pi) + 1e-300)") == Number(0))
  }

  @Test("Chained comparisons name both readings")
  func chained() throws {
    let error = #expect(throws: CalcError.self) { try Calculator().evaluate("1 < x < 5") }
    #expect(error?.kind == .syntax)
    #expect(error?.message.contains("(a < b) < c") == true)
    #expect(error?.message.contains("a < b and b < c") == true)
    #expect(error?.range == SourceRange(6, 7))
  }

  @Test("not is logical; ~ stays the bitwise complement")
  func logicalNot() throws {
    let calculator = Calculator()
    #expect(try calculator.evaluate("not 0") == Number(1))
    #expect(try calculator.evaluate("not 5") == Number(0))
    #expect(try calculator.evaluate("not 1 > 2") == Number(1))
    #expect(try calculator.evaluate("~5") == Number(-6))
    #expect(try calculator.evaluate("not sqrt(2)") == Number(0))
  }

  @Test("Amounts compare in one currency; an amount and a plain number do not compare")
  func money() throws {
    let calculator = Calculator()
    #expect(try calculator.evaluate("$5 > $4") == Number(1))
    #expect(try calculator.evaluate("$5 == 5 USD") == Number(1))
    let error = #expect(throws: CalcError.self) { try calculator.evaluate("$5 > 4") }
    #expect(error?.kind == .money)
  }
}
