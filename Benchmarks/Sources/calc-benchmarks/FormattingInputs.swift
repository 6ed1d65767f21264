import CalcKit
import Foundation

/// The values the formatting benchmarks write, made once.
struct FormattingInputs {
  /// A typical amount: 1234567.891 (exact).
  let number: Number
  /// 0.1234 (exact), for percentages.
  let fraction: Number
  /// 1/3: exact, but with no finite decimal form.
  let third: Number
  /// sqrt(2): an approximation with bounds.
  let root2: Number
  /// 1234567 (exact integer).
  let integerNumber: Number
  /// 123456789012345: too wide for a 12-character display.
  let wide: Number

  let int = 1234567
  let double = 1234567.891
  let doubleFraction = 0.1234
  let decimal: Decimal

  init() throws {
    number = Number("1234567.891")!
    fraction = Number("0.1234")!
    third = try Calculator().evaluate("1/3")
    root2 = try Calculator().evaluate("sqrt(2)")
    integerNumber = Number(1234567)
    wide = Number("123456789012345")!
    decimal = Decimal(string: "1234567.891")!
  }
}
