/// A signed 128-bit integer (two's complement in a ``U128``), with exactly the operations
/// the fractions' two-word sums and products use (`Rational.wideSum`, `wideProduct`).
///
/// Stands in for the standard library's `Int128`, which needs the Swift 6.0 runtime (macOS
/// 15, iOS 18). The arithmetic traps on overflow; the `ReportingOverflow` forms do not.
/// Checked against `BigInt` in `U128Tests`.
struct I128: Hashable, Sendable, Comparable, ExpressibleByIntegerLiteral {
  /// The two's-complement bits.
  var bits: U128

  @inline(__always)
  init(bits: U128) { self.bits = bits }

  @inline(__always)
  init(_ x: Int) {
    bits = U128(high: x < 0 ? .max : 0, low: UInt64(truncatingIfNeeded: x))
  }


  @inline(__always)
  init(integerLiteral value: Int) { self.init(value) }

  /// `x`, which must be below 2^127.
  @inline(__always)
  init(_ x: U128) {
    precondition(x.high >> 63 == 0, "U128 value does not fit I128")
    bits = x
  }

  static let min = I128(bits: U128(high: 1 << 63, low: 0))

  @inline(__always)
  var isNegative: Bool { bits.high >> 63 != 0 }

  @inline(__always)
  static func < (a: I128, b: I128) -> Bool {
    a.isNegative != b.isNegative ? a.isNegative : a.bits < b.bits
  }

  /// `|self|` (2^127 for ``min``).
  @inline(__always)
  var magnitude: U128 { isNegative ? U128(high: 0, low: 0) &- bits : bits }

  /// `self` as an `Int` when it fits.
  @inline(__always)
  var exactInt: Int? {
    let low = Int(truncatingIfNeeded: bits.low)
    return bits.high == (low < 0 ? UInt64.max : 0) ? low : nil
  }

  @inline(__always)
  static prefix func - (x: I128) -> I128 {
    precondition(x != .min, "I128 negation overflows")
    return I128(bits: U128(high: 0, low: 0) &- x.bits)
  }

  /// A value of this sign and magnitude, and whether it does not fit.
  @inline(__always)
  private static func signed(_ m: U128, negative: Bool) -> (partialValue: I128, overflow: Bool) {
    let value = I128(bits: negative ? U128(high: 0, low: 0) &- m : m)
    let limit = U128(high: 1 << 63, low: 0)  // 2^127
    return (value, negative ? limit < m : !(m < limit))
  }

  @inline(__always)
  func addingReportingOverflow(_ b: I128) -> (partialValue: I128, overflow: Bool) {
    let sum = I128(bits: bits.addingReportingOverflow(b.bits).partialValue)
    // Overflow: both operands of one sign, the sum of the other.
    return (sum, isNegative == b.isNegative && sum.isNegative != isNegative)
  }

  @inline(__always)
  func multipliedReportingOverflow(by b: I128) -> (partialValue: I128, overflow: Bool) {
    let (m, o) = magnitude.multipliedReportingOverflow(by: b.magnitude)
    let (value, o2) = I128.signed(m, negative: isNegative != b.isNegative && m != U128(high: 0, low: 0))
    return (value, o || o2)
  }

  @inline(__always)
  static func + (a: I128, b: I128) -> I128 {
    let (sum, overflow) = a.addingReportingOverflow(b)
    precondition(!overflow, "I128 sum overflows")
    return sum
  }

  @inline(__always)
  static func * (a: I128, b: I128) -> I128 {
    let (product, overflow) = a.multipliedReportingOverflow(by: b)
    precondition(!overflow, "I128 product overflows")
    return product
  }

  /// The quotient truncated toward zero, as the standard integers'.
  @inline(__always)
  static func / (a: I128, b: I128) -> I128 {
    let q = a.magnitude / b.magnitude
    let (value, overflow) = signed(q, negative: a.isNegative != b.isNegative)
    precondition(!overflow, "I128 quotient overflows")
    return value
  }
}
