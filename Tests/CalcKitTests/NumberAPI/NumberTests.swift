import Foundation
import Testing

import CalcKit

@Suite("Number: exact values, rounding and text")
struct NumberTests {
  @Test("Every rounding mode follows the General Decimal Arithmetic table at one digit", arguments: [
    // value, half-even, half-up, half-down, up, down, ceiling, floor
    ("2.5", ["2", "3", "2", "3", "2", "3", "2"]),
    ("3.5", ["4", "4", "3", "4", "3", "4", "3"]),
    ("2.4", ["2", "2", "2", "3", "2", "3", "2"]),
    ("2.6", ["3", "3", "3", "3", "2", "3", "2"]),
    ("-2.5", ["-2", "-3", "-2", "-3", "-2", "-2", "-3"]),
    ("-3.5", ["-4", "-4", "-3", "-4", "-3", "-3", "-4"]),
    ("-2.6", ["-3", "-3", "-3", "-3", "-2", "-2", "-3"]),
    ("7", ["7", "7", "7", "7", "7", "7", "7"]),
  ])
  func roundingModesAtOneDigit(value: String, expected: [String]) throws {
    let number = try #require(Number(value))
    let modes: [RoundingMode] = [.halfEven, .halfUp, .halfDown, .up, .down, .ceiling, .floor]
    for (mode, want) in zip(modes, expected) {
      #expect(number.decimalString(precision: 1, rounding: mode) == want, "\(value) \(mode)")
    }
  }

  @Test("Rounding that carries into a new digit moves the exponent")
  func carryIntoNewDigit() throws {
    let number = try #require(Number("9.96"))
    #expect(number.decimalString(precision: 2) == "10")
    #expect(number.decimalString(precision: 1) == "1e+1")
    #expect(try #require(Number("-999.5")).decimalString(precision: 3, rounding: .floor) == "-1e+3")
  }

  @Test("Plain notation for -6 <= a < precision, scientific otherwise", arguments: [
    ("1035", 38, "1035"),
    ("0.000125", 38, "0.000125"),
    ("0.000001", 38, "0.000001"),
    ("0.0000001", 38, "1e-7"),
    ("0.00000012", 38, "1.2e-7"),
    ("123456", 5, "1.2346e+5"),
    ("100000", 5, "1e+5"),
    ("10000", 5, "10000"),
    ("-12.5", 38, "-12.5"),
    ("1e50", 38, "1e+50"),
    ("1.5e-30", 38, "1.5e-30"),
    ("0", 38, "0"),
    ("-0.0", 38, "0"),
    ("1267650600228229401496703205376", 38, "1267650600228229401496703205376"),
  ])
  func notation(text: String, precision: Int, expected: String) throws {
    #expect(try #require(Number(text)).decimalString(precision: precision) == expected)
  }

  @Test("Decimal text is read exactly, in every literal form", arguments: [
    ("12", "12"), ("0.5", "0.5"), (".5", "0.5"), ("5.", "5"), ("1e-3", "0.001"),
    ("1.5E+7", "15000000"), ("1_000_000", "1000000"), ("-2.50", "-2.5"), ("+7", "7"),
    ("0.1000000000000000000000000000000000000001", "0.1000000000000000000000000000000000000001"),
  ])
  func parsesDecimalText(text: String, expected: String) throws {
    #expect(try #require(Number(text)).decimalString(precision: 100) == expected)
  }

  @Test("Text that is not a single decimal literal is rejected", arguments: [
    "", "-", "abc", "1+2", " 1", "1 ", "1__0", "1_", "_1", ".", "1e", "--1", "0x10", "1e999999999",
  ])
  func rejectsNonLiterals(text: String) {
    #expect(Number(text) == nil)
  }

  @Test("Int and Foundation.Decimal convert exactly, both ways")
  func decimalInterop() throws {
    #expect(Number(Int.max).decimalString() == String(Int.max))
    #expect(Number(Int.min).decimalString() == String(Int.min))
    let decimal = try #require(Decimal(string: "1234.5678", locale: Locale(identifier: "en_US_POSIX")))
    let number = try #require(Number(decimal))
    #expect(number.decimalString() == "1234.5678")
    #expect(number.decimalValue == decimal)
    #expect(Number(Decimal.nan) == nil)
    let third = try Calculator().evaluate("1/3")
    let rounded = third.decimalValue
    #expect(Number(rounded)?.decimalString(precision: 50) == "0.33333333333333333333333333333333333333")
    #expect(try Calculator().evaluate("10^200").decimalValue.isNaN)
  }

  @Test("Values know whether they are exact and whether the text shows them exactly")
  func exactness() throws {
    let calculator = Calculator()
    let third = try calculator.evaluate("1/3")
    #expect(third.isExact)
    #expect(!third.isExactlyShown())
    #expect(try calculator.evaluate("1/4").isExactlyShown())
    #expect(!(try calculator.evaluate("2^200").isExactlyShown(precision: 38)))
    #expect(try calculator.evaluate("2^200").isExactlyShown(precision: 61))
  }

  @Test("Numbers compare by value")
  func comparison() throws {
    let calculator = Calculator()
    #expect(try calculator.evaluate("1/3") < calculator.evaluate("0.3334"))
    #expect(try calculator.evaluate("-1/3") > calculator.evaluate("-0.3334"))
    #expect(try calculator.evaluate("2/4") == calculator.evaluate("0.5"))
    #expect(try calculator.evaluate("2^70") > calculator.evaluate("2^69*1.999"))
  }

  @Test("Precision outside the supported range is clamped, never a trap")
  func precisionClamped() throws {
    let third = try Calculator().evaluate("1/3")
    #expect(third.decimalString(precision: 0) == "0.3")
    #expect(third.decimalString(precision: -5) == "0.3")
    let huge = third.decimalString(precision: Limits.maximumPrecision + 1000)
    #expect(huge.count == Limits.maximumPrecision + 2)
  }
}
