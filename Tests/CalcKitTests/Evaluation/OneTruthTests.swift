import CalcKit
import Foundation
import Testing

/// A result shown as exactly D is the exact number D; what `==` and
/// hashing mean for approximations; conversions to `Decimal` and `Double` that say when the
/// value does not fit. Expected values: `Fixtures/identities.tsv` and
/// `Fixtures/conversions.tsv` (scripts/make-truth-vectors.py, mpmath and Python's
/// `decimal`/`fractions`).
@Suite("One value, one truth")
struct OneTruthTests {
  struct IdentityRow: Sendable, CustomTestStringConvertible {
    let line: Int
    let expression: String
    let precision: Int
    let rounding: RoundingMode
    let isExact: Bool
    let expected: String
    var testDescription: String { "\(expression) p\(precision) \(rounding.rawValue)" }
  }

  static let identityRows: [IdentityRow] = {
    guard let records = try? Fixture.records("identities", fieldCount: 5) else { return [] }
    return records.compactMap { record in
      let f = record.fields
      guard let (p, mode) = try? Fixture.settings(f, at: 1, file: "identities.tsv", line: record.line) else {
        return nil
      }
      return IdentityRow(
        line: record.line, expression: f[0], precision: p, rounding: mode, isExact: f[3] == "exact",
        expected: f[4])
    }
  }()

  @Test("The fixtures are present and read")
  func fixturesRead() throws {
    #expect(try Fixture.records("identities", fieldCount: 5).count == Self.identityRows.count)
    #expect(Self.identityRows.count > 100)
    #expect(Self.identityRows.contains { !$0.isExact })
    #expect(try Fixture.records("conversions", fieldCount: 4).count > 30)
  }

  @Test("A result the identity rule settles on D is the exact number D, in every rounding mode", arguments: identityRows)
  func identityIsExact(row: IdentityRow) throws {
    let calculator = Calculator(precision: row.precision, rounding: row.rounding)
    let value = try calculator.evaluate(row.expression)
    let shown = value.decimalString(precision: row.precision, rounding: row.rounding)
    if row.isExact {
      let d = try #require(Number(row.expected), "line \(row.line)")
      #expect(value.isExact, "line \(row.line)")
      #expect(value == d, "line \(row.line)")
      #expect(value.hashValue == d.hashValue, "line \(row.line)")
      #expect(value.compare(d) == .orderedSame, "line \(row.line)")
      // What is shown is D shown: one value, one text.
      #expect(shown == d.decimalString(precision: row.precision, rounding: row.rounding), "line \(row.line)")
    } else {
      #expect(!value.isExact, "line \(row.line)")
      #expect(shown == row.expected, "line \(row.line)")
    }
  }

  @Test("sqrt(2)^2 is 2: isExact, ==, hashing and Set membership agree with the 2 shown")
  func squareRootSquared() throws {
    let calculator = Calculator()
    let two = try calculator.evaluate("sqrt(2)^2")
    #expect(calculator.format(two) == "2")
    #expect(two.isExact)
    #expect(two == 2)
    #expect(two.fractionString == "2")
    #expect(Int(exactly: two) == 2)
    #expect(Set([two, Number(2)]).count == 1)
    #expect([Number(2): "two"][two] == "two")
    // The session's `ans` and variables hold the exact value too.
    var session = Calculator()
    _ = try session.execute("x = sqrt(2)^2")
    #expect(session.variables["x"] == 2)
    #expect(session.lastResult == 2)
  }

  @Test("A decided value near a short decimal only by a deep input stays an approximation")
  func deepInputsStayApproximate() throws {
    let calculator = Calculator()
    // Shown as 2 (the 38 digits round to it), but it is not 2, and says so.
    let near = try calculator.evaluate("sqrt(2)^2 - 1e-60")
    #expect(calculator.format(near) == "2")
    #expect(!near.isExact)
    #expect(near != 2)
    #expect(near.compare(2) == .orderedAscending)
    // Known irrational: never taken to be a short decimal.
    #expect(!(try calculator.evaluate("sqrt(2)")).isExact)
  }

  @Test("Number's own operators do not apply the identity rule: sqrt(2) * sqrt(2) stays an approximation")
  func operatorsKeepApproximations() throws {
    let root = try Calculator().evaluate("sqrt(2)")
    let square = try root * root
    #expect(!square.isExact)
    #expect(square != 2)
    #expect(square.compare(2) == nil)
    #expect(square.decimalString() == "2")
  }

  // MARK: Equality and hashing of approximations

  @Test("Approximations are equal when their bounds are: the same computation gives equal keys")
  func approximationEquality() throws {
    let a = try Calculator().evaluate("sqrt(2)")
    let b = try Calculator().evaluate("sqrt(2)")
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(Set([a, b]).count == 1)
    #expect(a.bounds == b.bounds)
  }

  @Test("Approximations of one value at different precisions are different keys; decimal text is one key")
  func approximationsAtTwoPrecisions() throws {
    let p38 = try Calculator(precision: 38).evaluate("sqrt(2)")
    let p50 = try Calculator(precision: 50).evaluate("sqrt(2)")
    #expect(p38 != p50)
    #expect(p38.bounds != p50.bounds)
    #expect(Set([p38, p50]).count == 2)
    // Neither is equal to any exact value, not even one inside its bounds.
    let inside = p38.bounds.lowerBound
    #expect(inside.isExact)
    #expect(p38.bounds.contains(inside))
    #expect(p38 != inside)
    #expect(p38 != p38.bounds.upperBound)
    // The documented keys: a decimal text at one precision, or an exact value.
    #expect(p38.decimalString(precision: 30) == p50.decimalString(precision: 30))
    let byText = Dictionary(grouping: [p38, p50]) { $0.decimalString(precision: 30) }
    #expect(byText.count == 1)
  }

  @Test("An exact value never equals an approximation, even with bounds around it")
  func exactAgainstApproximation() throws {
    let interval = try #require(Number("1..3"))
    #expect(interval != 2)
    #expect(Number(2) != interval)
    #expect(interval.compare(2) == nil)
    #expect(try #require(Number("1..3")) == interval)
    #expect(try #require(Number("1..3")).hashValue == interval.hashValue)
  }

  // MARK: Conversions

  struct ConversionRow: Sendable, CustomTestStringConvertible {
    let line: Int
    let expression: String
    let decimalExactly: String
    let decimalRounding: String
    let doubleRounding: String
    var testDescription: String { expression }
  }

  static let conversionRows: [ConversionRow] = {
    guard let records = try? Fixture.records("conversions", fieldCount: 4) else { return [] }
    return records.map { record in
      let f = record.fields
      return ConversionRow(
        line: record.line, expression: f[0], decimalExactly: f[1], decimalRounding: f[2], doubleRounding: f[3])
    }
  }()

  /// The exact value of a `Decimal` as a fraction, for comparing with the fixture.
  static func fraction(_ decimal: Decimal?) -> String {
    guard let decimal else { return "nil" }
    guard let number = Number(decimal), let text = number.fractionString else { return "not a number" }
    return text
  }

  @Test("Decimal(exactly:), Decimal(rounding:) and Double(rounding:) match the reference", arguments: conversionRows)
  func conversions(row: ConversionRow) throws {
    let value = try Calculator(precision: 50).evaluate(row.expression)
    #expect(Self.fraction(Decimal(exactly: value)) == row.decimalExactly, "line \(row.line)")
    #expect(Self.fraction(Decimal(rounding: value)) == row.decimalRounding, "line \(row.line)")
    let double = Double(rounding: value)
    if row.doubleRounding == "nil" {
      #expect(double == nil, "line \(row.line)")
    } else {
      let expected = try #require(Double(row.doubleRounding), "line \(row.line)")
      #expect(double == expected, "line \(row.line)")
      // Where the failable form answers, the plain one agrees.
      #expect(Double(value) == expected, "line \(row.line)")
    }
    // decimalValue is Decimal(rounding:) where that fits, NaN beyond the range, zero for
    // a value too small.
    let plain = value.decimalValue
    if let rounded = Decimal(rounding: value) {
      #expect(plain == rounded, "line \(row.line)")
    } else {
      #expect(plain.isNaN || plain.isZero, "line \(row.line)")
    }
  }

  @Test("10^200 does not fit a Decimal: nil from the failable forms, NaN from decimalValue")
  func decimalOutOfRange() throws {
    let big = try Number(10).raised(to: 200)
    #expect(Decimal(exactly: big) == nil)
    #expect(Decimal(rounding: big) == nil)
    #expect(big.decimalValue.isNaN)
    let fits = try #require(Decimal(exactly: try Number(10).raised(to: 150)))
    #expect(Number(fits) == (try Number(10).raised(to: 150)))
  }

  @Test("Double(rounding:) is nil when an approximation's bounds round to two Doubles")
  func doubleUndecided() throws {
    let wide = try #require(Number("1/10..3/10"))
    #expect(!wide.isExact)
    #expect(Double(rounding: wide) == nil)
    #expect(Double(wide) == 0.2)  // the midpoint, a best estimate
    #expect(Double(exactly: wide) == nil)
    // Bounds that straddle zero within Double's zero round to zero, the value's nearest.
    let tenToThe400 = "1" + String(repeating: "0", count: 400)
    let tiny = try #require(Number("-1/\(tenToThe400)..1/\(tenToThe400)"))
    #expect(tiny.signum == 0)
    #expect(Double(rounding: tiny) == 0)
    #expect(Decimal(rounding: tiny) == 0)
  }
}
