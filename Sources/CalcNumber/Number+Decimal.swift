import BigInt
// FoundationEssentials where there is one (Linux): `Decimal` without the internationalisation
// (ICU) that Foundation brings, which calc does not need.
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
    #if canImport(FoundationEssentials)
      // FoundationEssentials' description is plain text with a point, in every locale.
      let text = decimal.description
    #else
      var value = decimal
      let text = NSDecimalString(&value, Locale(identifier: "en_US_POSIX"))
    #endif
    guard let value = Rational(decimalText: text) else { return nil }
    self.init(value)
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
    #if canImport(FoundationEssentials)
      let significand = rounded.exponent <= 127 ? Decimal(string: rounded.digits) : nil
    #else
      let significand =
        rounded.exponent <= 127 ? Decimal(string: rounded.digits, locale: Locale(identifier: "en_US_POSIX")) : nil
    #endif
    guard let significand else { return .nan }
    return Decimal(
      sign: rounded.isNegative ? .minus : .plus, exponent: rounded.exponent,
      significand: significand)
  }
}

extension Number {
  /// The value of a `Decimal` whose significand fits 63 bits and whose exponent is within
  /// ±18, read from its public parts (much faster than its text); nil otherwise.
  package static func smallValue(of decimal: Decimal) -> Number? {
    let significand = decimal.significand
    #if canImport(FoundationEssentials)
      // No NSDecimalNumber here: the significand's text (at most 20 digits when it fits).
      guard let magnitude = UInt64(significand.description) else { return nil }
    #else
      let magnitude = NSDecimalNumber(decimal: significand).uint64Value
    #endif
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

extension Rational {
  /// Reads `Decimal`'s text: `[-]digits[.digits][e[±]digits]`, at most 200 digits and an
  /// exponent within ±400 (a `Decimal` has 38 digits and an exponent within ±128); nil
  /// for anything else.
  package init?(decimalText text: String) {
    var rest = Substring(text)
    var exponent = 0
    if let e = rest.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      guard let value = Int(rest[rest.index(after: e)...]), value.magnitude <= 400 else { return nil }
      exponent = value
      rest = rest[..<e]
    }
    let negative = rest.first == "-"
    if negative { rest = rest.dropFirst() }
    var digits = ""
    var sawPoint = false
    for c in rest {
      if c == "." && !sawPoint {
        sawPoint = true
      } else if let ascii = c.asciiValue, ascii >= 48, ascii <= 57 {
        digits.append(c)
        if sawPoint { exponent -= 1 }
      } else {
        return nil
      }
    }
    guard !digits.isEmpty, digits.count <= 200, let magnitude = BigInt(digits, radix: 10) else { return nil }
    let n = negative ? -magnitude : magnitude
    let ten = BigInt(BigUInt(10).raised(to: abs(exponent)))
    self = exponent >= 0 ? Rational(n * ten) : Rational(numerator: n, denominator: ten)
  }
}
