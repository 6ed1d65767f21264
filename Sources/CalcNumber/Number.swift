import BigInt

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
///
/// ## Numbers in Swift code
///
/// ```swift
/// let price = Number("19.99")!                 // exactly 1999/100
/// let total = try price * 3 - Number("0.97")!  // exactly 59
/// let third = try Number(1) / 3                // exactly 1/3
/// third.fractionString                         // "1/3"
/// try third * 3 == 1                           // true
/// ```
///
/// **Operators.** `+`, `-`, `*` and `/` are `throws(CalcError)`, so callers write
/// `try a + b`. They never trap: an exact result is exact up to ``Limits/maximumBits``
/// (1,000,000 digits) and a correctly rounded approximation beyond, a result beyond the
/// exponent range (``Limits/maximumBinaryExponent``) throws `CalcError.Kind.tooLarge` or
/// `CalcError.Kind.tooSmall`, and a division by zero throws
/// `CalcError.Kind.divisionByZero`. (An
/// operator that cannot fail without trapping or rounding has to throw; the named forms
/// `adding(_:)`, `subtracting(_:)`, `multiplied(by:)`, `divided(by:)` do the same
/// and read better in chains.) Prefix `-` cannot fail and does not throw. Powers are
/// `raised(to:precision:)`: exact for integer exponents, at a stated precision
/// otherwise.
///
/// **Approximations** (from `Calculator` functions such as `sqrt`, or from
/// `raised(to:precision:)`) combine by interval arithmetic: the result's bounds contain
/// the true result, rounded outward only at a precision fit for their width, and the result
/// stays an approximation (``isExact`` is false). An exact operand never makes an
/// approximate result, except that exactly zero times anything is exactly zero.
///
/// **Conversions.** `init(_ text: String)` (CalcKit) reads decimal text (`"-0.1"`, `"1e-3"`,
/// `"1_000"`) and fractions (`"1/3"`) exactly; ``fractionString`` writes the exact
/// fraction; ``fraction`` and ``intFraction`` give its parts; ``bounds`` gives an
/// approximation's. ``init(_:)-(Double)`` is a `Double`'s exact binary value, and
/// `Double(_:)` rounds correctly back (to infinity past the range); `Int(exactly:)` takes
/// integers that fit. `Foundation.Decimal` converts both ways: ``init(_:)-(Decimal)`` in,
/// ``decimalValue`` out (38 digits, NaN past the range). Where a value may not fit, the
/// failable forms say so with nil: `Double(rounding:)` and `Decimal(rounding:)` round to
/// nearest, nil past the range, for a nonzero value that would round to zero, and (for
/// `Double`) when an approximation's bounds round to two `Double`s; `Double(exactly:)` and
/// `Decimal(exactly:)` give a value only when it is exact and converts with no rounding.
///
/// **Equality and hashing.** `==` and `hashValue` compare what a `Number` holds, not the
/// true values it stands for. Exact values are equal when their values are
/// (`Number("0.50")! == Number("1/2")!`). An approximation equals only an approximation
/// with the same bounds, and never an exact value, even one inside its bounds. So one
/// computation repeated gives equal keys, but two approximations of one value computed
/// at different precisions are different keys (`sqrt(2)` at precision 38 and at 50 have
/// different bounds), and `==` is false between them. To key approximations by value, use
/// their text at a precision each of them decides (at most the precision they were
/// computed at), `decimalString(precision:rounding:)`, which is correctly rounded; to learn
/// whether two values are equal, ask ``compare(_:)``, which says `.orderedSame` only for
/// equal exact values and nil when bounds cannot tell. A `Calculator` result that the
/// identity rule takes to be a short decimal D is the exact number D (`sqrt(2)^2` is
/// exactly 2, and the same key as `Number(2)`); the same product computed with this
/// type's operators, `root * root`, stays an approximation.
///
/// **Comparison.** `<` orders every pair of numbers so that sorting works: exact values by
/// value, approximations by the midpoint of their bounds (ties by the lower bound). For an
/// approximation that order is a best estimate, not a fact about the true values; ask
/// ``compare(_:)``, which answers nil when the bounds leave the order undecided.
///
/// **Literals.** `Number` is expressible by an integer literal (`let n: Number = 42`),
/// which is exact. It is deliberately *not* expressible by a float literal: Swift hands
/// such a literal over as a `Double`, already rounded to binary, so `0.1` would arrive as
/// 0.1000000000000000055511151231257827…, and a literal that silently is not the number
/// written is what this type exists to avoid. Write `Number("0.1")!` for the decimal.
/// Nor is it expressible by a string literal: a literal initialiser cannot fail, so
/// `"abc"` would have to trap.
public struct Number: Sendable, Hashable {
  package enum Storage: Sendable, Hashable {
    case exact(Rational)
    /// `lower <= true value <= upper`, with `lower < upper` (or equal, for a point whose
    /// exponent is too wide to hold as a rational).
    indirect case approximate(lower: Dyadic, upper: Dyadic)
  }

  package var storage: Storage

  package init(_ value: Rational) {
    storage = .exact(value)
  }

  /// An approximation known to lie in `lower...upper`; exact when the bounds meet.
  package init(lower: Dyadic, upper: Dyadic) {
    // Meeting bounds are an exact value when it is inside the exact-size limit.
    if lower == upper, let value = try? lower.rational?.checked() {
      storage = .exact(value)
    } else {
      storage = .approximate(lower: lower, upper: upper)
    }
  }

  /// An approximation known to lie in `lower...upper`, exact when the bounds meet; rational
  /// bounds are rounded outward to as many bits as their width makes meaningful (at least 64,
  /// at most ``WorkingPrecision/maximumKeptBits``), which widens them by under 1/256 of it.
  package init(lower: Rational, upper: Rational) {
    if lower == upper {
      self.init(lower)
      return
    }
    let bits = Number.keptBits(lower, upper)
    self.init(lower: Dyadic(lower, bits: bits, .down), upper: Dyadic(upper, bits: bits, .up))
  }

  /// The bits that keep rational bounds' width: their relative width's leading zeros and 8.
  package static func keptBits(_ lower: Rational, _ upper: Rational) -> Int {
    guard let width = try? upper.subtracting(lower) else { return WorkingPrecision.maximumKeptBits }
    let scale = max(lower.magnitude.log2Estimate, upper.magnitude.log2Estimate)
    let relative = scale - width.log2Estimate
    guard relative.isFinite else { return 64 }
    return min(max(Int(relative) + 8, 64), WorkingPrecision.maximumKeptBits)
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
  package var exactValue: Rational? {
    if case .exact(let value) = storage { return value }
    return nil
  }

  /// A lower bound of the true value: an approximation's own, or an exact value rounded
  /// down (itself when it is a dyadic number) to enough bits that comparing it with short
  /// numbers decides what the exact value would.
  package var lower: Dyadic {
    switch storage {
    case .exact(let value): return Dyadic(value, bits: Number.boundBits(value), .down)
    case .approximate(let lower, _): return lower
    }
  }

  /// An upper bound of the true value; see ``lower``.
  package var upper: Dyadic {
    switch storage {
    case .exact(let value): return Dyadic(value, bits: Number.boundBits(value), .up)
    case .approximate(_, let upper): return upper
    }
  }

  /// The bounds as rationals: an exact value twice, an approximation's own bounds exactly;
  /// nil for bounds beyond 2^±4,194,304 (``Dyadic/rationalExponentLimit``).
  package var rationalBounds: (lower: Rational, upper: Rational)? {
    switch storage {
    case .exact(let value): return (value, value)
    case .approximate(let lower, let upper):
      guard let low = lower.rational, let high = upper.rational else { return nil }
      return (low, high)
    }
  }

  /// ``rationalBounds``, or the error for a value beyond their reach.
  package func requireRationalBounds() throws(ArithmeticError) -> (lower: Rational, upper: Rational) {
    if let bounds = rationalBounds { return bounds }
    throw max(lower.magnitudeExponentOrZero, upper.magnitudeExponentOrZero) > 0
      ? .argumentTooLarge : .argumentTooSmall
  }

  /// The bits an exact value's bounds are rounded to: its own size and 64 more.
  package static func boundBits(_ value: Rational) -> Int {
    switch value.storage {
    case .small: return 192
    case .big(let n, let d): return n.magnitude.bitWidth + d.magnitude.bitWidth + 64
    }
  }

  /// Lower and upper bounds at `bits`: an approximation's own, an exact value's rounded
  /// outward (the value itself twice when it fits).
  package func endpoints(bits: Int) -> (lower: Dyadic, upper: Dyadic) {
    switch storage {
    case .exact(let value): return Dyadic.bounds(value, bits: bits)
    case .approximate(let lower, let upper): return (lower, upper)
    }
  }

  /// How many bits the bounds agree on, relative to the value (2^40 when exact or when they
  /// meet, 0 when they straddle zero).
  package var relativeBits: Int {
    guard case .approximate(let lower, let upper) = storage else { return 1 << 40 }
    return Number.relativeBits(lower, upper)
  }

  package static func relativeBits(_ lower: Dyadic, _ upper: Dyadic) -> Int {
    if lower.signum != upper.signum || lower.isZero { return 0 }
    let scale = max(lower.magnitudeExponent, upper.magnitudeExponent)
    if let exponent = Dyadic.widthExponent(lower, upper) {
      return exponent == Int.min ? 1 << 40 : max(0, scale - exponent)
    }
    return relativeBitsBySubtraction(lower, upper)
  }

  /// ``relativeBits(_:_:)`` by a rounded subtraction (any pair of bounds of one sign).
  static func relativeBitsBySubtraction(_ lower: Dyadic, _ upper: Dyadic) -> Int {
    let width = upper.subtracting(lower, bits: 8, .up)
    if width.isZero { return 1 << 40 }
    let scale = max(lower.magnitudeExponent, upper.magnitudeExponent)
    return max(0, scale - width.magnitudeExponent)
  }

  /// Whether the value is an integer (an approximation never is, as far as calc knows).
  public var isInteger: Bool { exactValue?.isInteger ?? false }

  /// Whether the value is exactly zero.
  public var isZero: Bool { exactValue?.isZero ?? false }

  /// -1, 0 or 1 by the value's sign; for an approximation whose bounds straddle zero, 0.
  public var signum: Int {
    if let value = exactValue { return value.signum }
    let (low, high) = (lower.signum, upper.signum)
    return low == high ? low : (low > 0 ? 1 : (high < 0 ? -1 : 0))
  }
}

extension Number: CustomStringConvertible {
  /// The value at 38 significant digits, rounded half-even.
  public var description: String { decimalString() }
}

extension Number: Comparable {
  /// A total order for sorting: exact values by value; approximations by the midpoint of
  /// their bounds, and approximations with the same midpoint (or one with the midpoint an
  /// exact value equals) by their lower bounds.
  ///
  /// Exactly one of `a < b`, `a == b`, `b < a` holds for any two numbers, so sorting,
  /// `min()` and `max()` behave. For an approximation, though, the order is a best
  /// estimate: `root * root < 2` (for `root`, an approximation of √2) may be true or false
/// whatever the true values are. Use
  /// ``compare(_:)`` to learn whether the bounds decide the order.
  public static func < (lhs: Number, rhs: Number) -> Bool {
    if let a = lhs.exactValue, let b = rhs.exactValue { return a < b }
    // Twice the midpoints, each to 64 bits more than its bounds' widths: exact for
    // approximations (whose bounds are dyadic) and for exact values that are dyadic.
    let (a, b) = (lhs.boundsSum, rhs.boundsSum)
    let order = a.compare(b)
    if order != 0 { return order < 0 }
    return lhs.lower < rhs.lower
  }

  /// `lower + upper`, exactly for dyadic bounds.
  private var boundsSum: Dyadic {
    let (l, u) = (lower, upper)
    return l.adding(u, bits: max(l.width, u.width) + 64, .down)
  }
}

extension Number: ExpressibleByIntegerLiteral {
  /// An exact integer.
  public init(integerLiteral value: Int) { self.init(value) }
}
