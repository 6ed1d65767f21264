/// A number as calc computes it: an exact rational value, or an approximation that knows
/// bounds on the true value.
///
/// `+ − × ÷` and integer powers of exact numbers are exact: `1/3*3` is exactly 1. Functions
/// such as `sqrt(2)` give an approximation: an interval, a few digits wider than the working
/// precision, that is guaranteed to contain the true result. A number becomes decimal text
/// only when it is shown, rounded once to the requested significant digits:
///
/// ```swift
/// let third = try Calculator().evaluate("1/3")
/// third.decimalString(precision: 5)   // "0.33333"
/// third.isExact                       // true: the value itself is exactly 1/3
/// ```
public struct Number: Sendable, Hashable {
  enum Storage: Sendable, Hashable {
    case exact(Rational)
    /// `lower <= true value <= upper`, with `lower < upper`.
    indirect case approximate(lower: Rational, upper: Rational)
  }

  var storage: Storage

  init(_ value: Rational) {
    storage = .exact(value)
  }

  /// An approximation known to lie in `lower...upper`; exact when the bounds meet.
  init(lower: Rational, upper: Rational) {
    storage = lower == upper ? .exact(lower) : .approximate(lower: lower, upper: upper)
  }

  /// The exact value of an integer.
  public init(_ value: Int) {
    self.init(Rational(value))
  }

  /// Whether this value is exact, rather than an approximation of the true result.
  ///
  /// Everything calc's operators produce from exact operands is exact. Showing an exact
  /// value can still round it (2/3 has no finite decimal form); ask
  /// ``isExactlyShown(precision:)`` for that.
  public var isExact: Bool {
    if case .exact = storage { return true }
    return false
  }

  /// The exact value, or nil for an approximation.
  var exactValue: Rational? {
    if case .exact(let value) = storage { return value }
    return nil
  }

  /// A lower bound of the true value (the value itself when exact).
  var lower: Rational {
    switch storage {
    case .exact(let value): return value
    case .approximate(let lower, _): return lower
    }
  }

  /// An upper bound of the true value (the value itself when exact).
  var upper: Rational {
    switch storage {
    case .exact(let value): return value
    case .approximate(_, let upper): return upper
    }
  }

  /// Whether the value is an integer (an approximation never is, as far as calc knows).
  public var isInteger: Bool { exactValue?.isInteger ?? false }

  /// Whether the value is exactly zero.
  public var isZero: Bool { exactValue?.isZero ?? false }

  /// -1, 0 or 1 by the value's sign; for an approximation whose bounds straddle zero, 0.
  public var signum: Int {
    let (low, high) = (lower.signum, upper.signum)
    return low == high ? low : (low > 0 ? 1 : (high < 0 ? -1 : 0))
  }
}

extension Number: CustomStringConvertible {
  /// The value at 38 significant digits, rounded half-even.
  public var description: String { decimalString() }
}

extension Number: Comparable {
  /// Orders numbers by value (approximations by the middle of their bounds).
  public static func < (lhs: Number, rhs: Number) -> Bool {
    if let a = lhs.exactValue, let b = rhs.exactValue { return a < b }
    let a = (try? lhs.lower.adding(lhs.upper)) ?? lhs.lower
    let b = (try? rhs.lower.adding(rhs.upper)) ?? rhs.lower
    return a < b
  }
}

extension Number: ExpressibleByIntegerLiteral {
  /// An exact integer.
  public init(integerLiteral value: Int) { self.init(value) }
}
