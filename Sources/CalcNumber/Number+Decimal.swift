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
  /// Magnitudes beyond `Decimal`'s range (those that round to 10^165 or more: 38 digits
  /// times at most 10^127) give `Decimal.nan`. Below
  /// 10^-90 or so a value has fewer digits: it is rounded half-even to a multiple of
  /// 10^-128, `Decimal`'s least exponent, so that a magnitude up to 5 × 10^-129 gives zero.
  /// Where those cases must be told apart from a value, use `Decimal(rounding:)`, which
  /// answers nil for them, or `Decimal(exactly:)`. An approximation whose bounds decide
  /// fewer than 38 digits gives those digits (never a digit the bounds do not support).
  public var decimalValue: Decimal {
    roundedDecimal ?? .nan
  }

  /// ``decimalValue``, or nil where it would be NaN (beyond `Decimal`'s range).
  package var roundedDecimal: Decimal? {
    var rounded = self.rounded(precision: 38, rounding: .halfEven)
    if rounded.digits == "0" { return 0 }
    if rounded.exponent < -128 {
      // Fewer digits: the nearest multiple of 10^-128.
      rounded = self.rounded(fractionDigits: 128, rounding: .halfEven).value
    }
    return Number.decimal(negative: rounded.isNegative, digits: rounded.digits, exponent: rounded.exponent)
  }

  /// `±digits × 10^exponent` as a `Decimal`, when it holds the value exactly: at most 38
  /// digits once zeros are added to bring an exponent above 127 into range (`10^150` is
  /// `10^23 × 10^127`), and an exponent of at least -128; nil otherwise.
  package static func decimal(negative: Bool, digits: String, exponent: Int) -> Decimal? {
    var digits = Substring(digits.drop { $0 == "0" })
    var exponent = exponent
    while digits.last == "0" {
      digits = digits.dropLast()
      exponent += 1
    }
    if digits.isEmpty { return 0 }
    var text = String(digits)
    if exponent > 127 {
      // `Decimal(sign:exponent:significand:)` would add the significand's own exponent
      // (its trailing zeros are kept as one) and overflow: the integer's full text is read
      // into the significand 10^(exponent - 127) × digits at exponent 127.
      guard digits.utf8.count + exponent - 127 <= 38 else { return nil }
      text += String(repeating: "0", count: exponent)
      exponent = 0
    }
    guard digits.utf8.count <= 38, exponent >= -128 else { return nil }
    #if canImport(FoundationEssentials)
      let parsed = Decimal(string: text)
    #else
      let parsed = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    #endif
    guard let significand = parsed else { return nil }
    let result = Decimal(sign: negative ? .minus : .plus, exponent: exponent, significand: significand)
    return result.isNaN ? nil : result
  }
}

extension Decimal {
  /// The number as a `Decimal` when it is exact and a `Decimal` holds it exactly; nil
  /// otherwise.
  ///
  /// A `Decimal` holds a value with at most 38 significant digits and a decimal exponent
  /// within -128...127: `19.99`, `1e-7`, `10^150` and `2^-10` fit; `1/3` (which does not
  /// terminate), `2^-100` (70 digits) and `10^200` do not. Approximations give nil, as in
  /// `Double(exactly:)`. The result is checked by converting it back.
  ///
  /// ```swift
  /// Decimal(exactly: Number("19.99")!)   // 19.99
  /// Decimal(exactly: try Number(1) / 3)  // nil: 1/3 does not terminate
  /// ```
  public init?(exactly number: Number) {
    guard case .exact(let value) = number.storage, let decimal = value.terminatingDecimal(maximumDigits: 200),
      let result = Number.decimal(negative: decimal.isNegative, digits: decimal.digits, exponent: decimal.exponent),
      Number(result) == number
    else { return nil }
    self = result
  }

  /// The number rounded half-even to 38 significant digits, as ``Number/decimalValue``
  /// gives it, but nil where the value does not fit a `Decimal`: a magnitude beyond its
  /// range (one that rounds to 10^165 or more, where `decimalValue` is NaN), or a value known not to be
  /// zero that would round to zero (a magnitude up to 5 × 10^-129, half of `Decimal`'s
  /// least nonzero magnitude, 10^-128).
  ///
  /// A magnitude below 10^-90 or so has fewer digits: it is the nearest multiple of
  /// 10^-128, `Decimal`'s least exponent. An approximation gives the digits its bounds decide,
  /// up to 38; one whose bounds straddle zero gives zero.
  ///
  /// ```swift
  /// Decimal(rounding: try Number(1) / 3)   // 0.33333333333333333333333333333333333333
  /// Decimal(rounding: try Number(10).raised(to: 200))   // nil: beyond Decimal's range
  /// ```
  public init?(rounding number: Number) {
    guard let result = number.roundedDecimal, !(result.isZero && number.signum != 0) else { return nil }
    self = result
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
