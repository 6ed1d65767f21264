import Foundation

extension Number {
  /// The exact value of a `Foundation.Decimal`; `nil` for NaN.
  ///
  /// Foundation's `Decimal` is an interchange format here: calc reads its exact value and
  /// does its own arithmetic.
  public init?(_ decimal: Decimal) {
    if decimal.isNaN { return nil }
    if let exact = Number.smallValue(of: decimal) {
      self = exact
      return
    }
    var value = decimal
    let text = NSDecimalString(&value, Locale(identifier: "en_US_POSIX"))
    guard let number = Number(text) else { return nil }
    self = number
  }

  /// The value as a `Foundation.Decimal`, rounded half-even to 38 significant digits.
  ///
  /// Magnitudes beyond `Decimal`'s range (about 10^165) give `Decimal.nan`; magnitudes too
  /// small for it round to fewer digits, and to zero below about 10^-166.
  public var decimalValue: Decimal {
    var rounded = self.rounded(precision: 38, rounding: .halfEven)
    if rounded.digits == "0" { return 0 }
    if rounded.exponent < -128 {
      let keep = rounded.digits.utf8.count - (-128 - rounded.exponent)
      guard keep >= 1 else { return 0 }
      rounded = self.rounded(precision: keep, rounding: .halfEven)
    }
    if rounded.exponent < -128 { return 0 }
    guard rounded.exponent <= 127,
      let significand = Decimal(string: rounded.digits, locale: Locale(identifier: "en_US_POSIX"))
    else { return .nan }
    return Decimal(
      sign: rounded.isNegative ? .minus : .plus, exponent: rounded.exponent,
      significand: significand)
  }
}

extension Number {
  /// The value of a `Decimal` whose significand fits 63 bits and whose exponent is within
  /// ±18, read from its public parts (much faster than its text); nil otherwise.
  static func smallValue(of decimal: Decimal) -> Number? {
    let significand = decimal.significand
    let magnitude = NSDecimalNumber(decimal: significand).uint64Value
    // The conversion is confirmed, not trusted.
    guard magnitude <= UInt64(Int.max), Decimal(magnitude) == significand,
      (-18...18).contains(decimal.exponent)
    else { return nil }
    let n = decimal.sign == .minus ? -Int(magnitude) : Int(magnitude)
    let power = Int(Rational.powersOfTen[abs(decimal.exponent)])
    if decimal.exponent < 0 { return Rational.reduced(n, power).map(Number.init) }
    let (product, overflow) = n.multipliedReportingOverflow(by: power)
    return overflow ? nil : Number(product)
  }
}
