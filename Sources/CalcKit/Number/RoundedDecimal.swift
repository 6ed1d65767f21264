import BigInt

/// A value rounded to a number of significant digits: `±digits × 10^exponent`.
///
/// `digits` has no leading or trailing zeros (zero is the single digit `"0"` with exponent 0),
/// so two equal values have equal fields.
struct RoundedDecimal: Sendable, Hashable {
  var isNegative: Bool
  /// The significant digits, ASCII `0`–`9`.
  var digits: String
  var exponent: Int
  /// Whether rounding discarded nothing, so the digits are the value itself.
  var isExact: Bool

  /// The position of the most significant digit: 0 for 1–9, 2 for 100–999, -1 for 0.1–0.99.
  var adjustedExponent: Int { exponent + digits.utf8.count - 1 }

  static let zero = RoundedDecimal(isNegative: false, digits: "0", exponent: 0, isExact: true)

  /// Whether `other` is the same number (exactness aside): two roundings of a value's
  /// bounds that agree decide its digits.
  func hasSameValue(as other: RoundedDecimal) -> Bool {
    digits == other.digits && exponent == other.exponent && isNegative == other.isNegative
  }

  /// This value times `10^power`: the point moves, the digits stay (zero stays zero).
  func scaled(byPowerOfTen power: Int) -> RoundedDecimal {
    var result = self
    if digits != "0" { result.exponent += power }
    return result
  }
}

extension Rational {
  /// This value correctly rounded to `precision` significant digits.
  ///
  /// - Precondition: `precision >= 1`.
  func rounded(toSignificantDigits precision: Int, mode: RoundingMode) -> RoundedDecimal {
    precondition(precision >= 1)
    switch storage {
    case .small(0, _):
      return .zero
    case .small(let n, 1) where precision >= 19:
      // Every machine integer has at most 19 digits: exact as it stands.
      return RoundedDecimal(integerDigits: String(n.magnitude), isNegative: n < 0, isExact: true)
    default:
      if let (coefficient, exponent) = smallTerminatingDecimal {
        let text = String(coefficient)
        if text.utf8.count <= precision {
          var result = RoundedDecimal(integerDigits: text, isNegative: signum < 0, isExact: true)
          result.exponent += exponent
          return result
        }
      }
      return roundedSlowly(precision, mode)
    }
  }

  private func roundedSlowly(_ precision: Int, _ mode: RoundingMode) -> RoundedDecimal {
    let (q, exponent, exact) = roundedCoefficient(precision, mode)
    var result = RoundedDecimal(integerDigits: String(q), isNegative: signum < 0, isExact: exact)
    result.exponent += exponent
    return result
  }

  /// The value rounded to `precision` significant digits as `±q × 10^exponent`, with
  /// `10^(precision-1) <= q < 10^precision`, and whether nothing was discarded.
  ///
  /// - Precondition: the value is not zero.
  func roundedCoefficient(
    _ precision: Int, _ mode: RoundingMode
  ) -> (q: BigUInt, exponent: Int, exact: Bool) {
    let negative = signum < 0
    let n = numerator.magnitude
    let d = denominator.magnitude
    // Choose a scale s so that 10^(p-1) <= n·10^s / d < 10^p. Start from an estimate of
    // the decimal exponent from the bit widths and correct it (at most a step or two).
    let log10of2 = 0.30102999566398119521
    var adjusted = Int((Double(n.bitWidth - d.bitWidth) * log10of2).rounded(.down))
    let lowest = BigUInt(10).power(precision - 1)
    let highest = lowest * 10
    while true {
      let scale = precision - 1 - adjusted
      let (scaledN, scaledD) =
        scale >= 0 ? (n * BigUInt(10).power(scale), d) : (n, d * BigUInt(10).power(-scale))
      var (q, r) = scaledN.quotientAndRemainder(dividingBy: scaledD)
      if q >= highest {
        adjusted += 1
        continue
      }
      if q < lowest {
        adjusted -= 1
        continue
      }
      var exponent = -scale
      let exact = r.isZero
      if !exact {
        let twice = r << 1
        let half = twice < scaledD ? -1 : (twice == scaledD ? 0 : 1)
        let odd = (q.words.first ?? 0) & 1 == 1
        if mode.incrementsMagnitude(half: half, lastDigitIsOdd: odd, negative: negative) {
          q += 1
          if q == highest {
            q = lowest
            exponent += 1
          }
        }
      }
      return (q, exponent, exact)
    }
  }

  /// This value rounded to `precision` significant digits, as an exact value.
  func rounded(toDigits precision: Int, mode: RoundingMode) -> Rational {
    if isZero { return self }
    if case .small(let n, 1) = storage, precision >= 19 { return Rational(n) }
    let (q, exponent, exact) = roundedCoefficient(precision, mode)
    if exact { return self }
    let signed = signum < 0 ? -BigInt(q) : BigInt(q)
    let power = BigInt(10).power(abs(exponent))
    return exponent >= 0
      ? Rational(signed * power) : Rational(numerator: signed, denominator: power)
  }
}

extension RoundedDecimal {
  /// A value from the decimal digits of a positive integer, with trailing zeros moved into
  /// the exponent.
  init(integerDigits: String, isNegative: Bool, isExact: Bool) {
    var utf8 = Substring(integerDigits).utf8
    var exponent = 0
    while utf8.count > 1, utf8.last == UInt8(ascii: "0") {
      utf8.removeLast()
      exponent += 1
    }
    self.init(
      isNegative: isNegative, digits: String(Substring(utf8)), exponent: exponent,
      isExact: isExact)
  }
}
