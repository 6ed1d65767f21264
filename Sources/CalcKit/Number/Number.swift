/// A number as calc computes it: an exact rational value, or a correctly rounded
/// approximation that knows it is one.
///
/// `+ − × ÷` and integer powers of exact numbers are exact: `1/3*3` is exactly 1. A number
/// becomes decimal text only when it is shown, rounded once to the requested significant
/// digits:
///
/// ```swift
/// let third = try Calculator().evaluate("1/3")
/// third.decimalString(precision: 5)   // "0.33333"
/// third.isExact                       // true: the value itself is exactly 1/3
/// ```
public struct Number: Sendable, Hashable {
  var value: Rational
  /// Whether this value is exact, rather than an approximation of the true result.
  ///
  /// Everything calc's operators produce from exact operands is exact. Showing an exact
  /// value can still round it (2/3 has no finite decimal form); ask
  /// ``isExactlyShown(precision:)`` for that.
  public internal(set) var isExact: Bool

  init(_ value: Rational, isExact: Bool = true) {
    self.value = value
    self.isExact = isExact
  }

  /// The exact value of an integer.
  public init(_ value: Int) {
    self.init(Rational(value))
  }

  /// Whether the value is an integer.
  public var isInteger: Bool { value.isInteger }

  /// Whether the value is zero.
  public var isZero: Bool { value.isZero }

  /// -1, 0 or 1 by the value's sign.
  public var signum: Int { value.signum }

  /// The value rounded to `precision` significant digits as plain, parseable text.
  ///
  /// Plain notation while the most significant digit's position `a` (0 for units, -1 for
  /// tenths) is in `-6 ..< precision`, scientific notation otherwise; never grouping or
  /// trailing zeros:
  ///
  /// | value | precision 38 | precision 5 |
  /// |---|---|---|
  /// | 1035 | `1035` | `1035` |
  /// | 2/3 | `0.66666666666666666666666666666666666667` | `0.66667` |
  /// | 0.000125 | `0.000125` | `0.000125` |
  /// | 123456 | `123456` | `1.2346e+5` |
  /// | 10⁻⁷ | `1e-7` | `1e-7` |
  ///
  /// - Parameters:
  ///   - precision: significant digits, clamped to `1...Limits.maximumPrecision`.
  ///   - rounding: how the last digit is rounded; half-even by default.
  public func decimalString(precision: Int = 38, rounding: RoundingMode = .halfEven) -> String {
    let p = Number.clamp(precision)
    return value.rounded(toSignificantDigits: p, mode: rounding).text(precision: p)
  }

  /// Whether ``decimalString(precision:rounding:)`` at this precision shows the value with
  /// no rounding at all (and the value is exact).
  public func isExactlyShown(precision: Int = 38) -> Bool {
    isExact && value.rounded(toSignificantDigits: Number.clamp(precision), mode: .down).isExact
  }

  static func clamp(_ precision: Int) -> Int {
    min(max(precision, 1), Limits.maximumPrecision)
  }
}

extension Number: CustomStringConvertible {
  /// The value at 38 significant digits, rounded half-even.
  public var description: String { decimalString() }
}

extension Number: Comparable {
  /// Orders numbers by value.
  public static func < (lhs: Number, rhs: Number) -> Bool { lhs.value < rhs.value }
}

extension Number: ExpressibleByIntegerLiteral {
  /// An exact integer.
  public init(integerLiteral value: Int) { self.init(value) }
}

// MARK: - Arithmetic used by the evaluator

extension Number {
  func adding(_ other: Number) throws(ArithmeticError) -> Number {
    Number(try value.adding(other.value), isExact: isExact && other.isExact)
  }

  func subtracting(_ other: Number) throws(ArithmeticError) -> Number {
    Number(try value.subtracting(other.value), isExact: isExact && other.isExact)
  }

  func multiplied(by other: Number) throws(ArithmeticError) -> Number {
    Number(try value.multiplied(by: other.value), isExact: isExact && other.isExact)
  }

  func divided(by other: Number) throws(ArithmeticError) -> Number {
    Number(try value.divided(by: other.value), isExact: isExact && other.isExact)
  }

  var negated: Number { Number(-value, isExact: isExact) }

  /// `self ^ exponent` for an integer exponent.
  func power(_ exponent: Number) throws(ArithmeticError) -> Number {
    guard exponent.value.isInteger else {
      throw .domain("the exponent must be an integer")
    }
    guard case .small(let e, 1) = exponent.value.storage else {
      // The exponent does not fit a machine word: only 0, 1 and -1 stay in range.
      switch value.storage {
      case .small(0, _):
        if exponent.signum < 0 { throw .divisionByZero }
        return Number(.zero, isExact: isExact)
      case .small(1, 1):
        return Number(.one, isExact: isExact)
      case .small(-1, 1):
        let odd = exponent.value.numerator.magnitude.words.first.map { $0 & 1 == 1 } ?? false
        return Number(odd ? Rational(-1) : .one, isExact: isExact)
      default:
        throw .tooLarge
      }
    }
    return Number(try value.power(e), isExact: isExact && exponent.isExact)
  }
}
