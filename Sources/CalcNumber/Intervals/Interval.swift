/// A closed interval of real numbers `[lower, upper]` with `Double` ends, either of which may be
/// infinite: the enclosures of calc's plots.
///
/// Every `Double` is a dyadic number, so the ends are exact numbers, and every operation rounds
/// outward: the result contains every value the operation takes on the operands. `sin` over
/// `[0, 2]` contains 1; `1/x` over an interval containing 0 is unbounded.
///
/// ```swift
/// let x = Interval(0, 2)
/// x.sine().contains(1)   // true
/// ```
///
/// The functions take their values at the ends (or at the critical points of periodic
/// functions) from calc's own certified kernels, whose bounds are proved to hold the true
/// value, rounded outward to `Double`s: no value is trusted to the C library. A certified
/// number becomes an interval with ``init(enclosing:)``.
public struct Interval: Sendable, Hashable, CustomStringConvertible {
  /// The lower end (−∞ for an interval unbounded below).
  public let lower: Double
  /// The upper end (+∞ for an interval unbounded above).
  public let upper: Double

  /// `[lower, upper]`; ends that are not numbers (NaN) or out of order give the whole line,
  /// which contains everything.
  public init(_ lower: Double, _ upper: Double) {
    if lower.isNaN || upper.isNaN || lower > upper {
      self.lower = -.infinity
      self.upper = .infinity
    } else {
      self.lower = lower
      self.upper = upper
    }
  }

  /// The single point `value`.
  public init(_ value: Double) {
    self.init(value, value)
  }

  /// The whole real line.
  public static let whole = Interval(-Double.infinity, Double.infinity)

  /// Whether `value` lies in the interval.
  public func contains(_ value: Double) -> Bool { lower <= value && value <= upper }

  /// Whether the two intervals share a point.
  public func intersects(_ other: Interval) -> Bool { lower <= other.upper && other.lower <= upper }

  /// Whether both ends are finite.
  public var isBounded: Bool { lower.isFinite && upper.isFinite }

  /// `upper − lower`, rounded up (+∞ for an unbounded interval).
  public var width: Double { Interval.up(upper - lower) }

  /// The midpoint (a finite point of the interval when it is bounded).
  public var midpoint: Double {
    guard isBounded else { return lower.isFinite ? lower : (upper.isFinite ? upper : 0) }
    let m = lower / 2 + upper / 2
    return Swift.min(Swift.max(m, lower), upper)
  }

  /// The smallest interval holding both.
  public func hull(_ other: Interval) -> Interval {
    Interval(Swift.min(lower, other.lower), Swift.max(upper, other.upper))
  }

  /// The common part, or nil when there is none.
  public func intersection(_ other: Interval) -> Interval? {
    let low = Swift.max(lower, other.lower)
    let high = Swift.min(upper, other.upper)
    return low <= high ? Interval(low, high) : nil
  }

  /// `[lower, upper]`.
  public var description: String { "[\(lower), \(upper)]" }

  // MARK: Outward rounding

  /// The next `Double` below a rounded-to-nearest result (−∞ for NaN, which only an
  /// operation on unbounded ends gives). Zero too moves (to the least subnormal): a product
  /// that underflows rounds to zero.
  @inline(__always) static func down(_ x: Double) -> Double {
    x.isNaN ? -.infinity : (x == -.infinity ? x : x.nextDown)
  }

  /// The next `Double` above a rounded-to-nearest result (+∞ for NaN).
  @inline(__always) static func up(_ x: Double) -> Double {
    x.isNaN ? .infinity : (x == .infinity ? x : x.nextUp)
  }
}

extension Interval {
  /// An interval holding π.
  public static let pi = Interval(Double.pi.nextDown, Double.pi.nextUp)

  /// An interval holding e.
  public static let e = Interval(2.718281828459045.nextDown, 2.718281828459045.nextUp)

  /// An interval holding π/180, one degree in radians.
  public static let degree = Interval(Interval.down(Double.pi / 180), Interval.up(Double.pi.nextUp / 180))

  /// An interval holding 180/π, one radian in degrees.
  public static let radian = Interval(Interval.down(180 / Double.pi.nextUp), Interval.up(180 / Double.pi))

  /// The interval of a certified number: its bounds rounded outward to `Double`s. This is how
  /// calc's certified point kernels enclose a narrow operand (a constant, a user's variable, or a
  /// function's value at one point computed by the language's evaluator).
  public init(enclosing number: Number) {
    self.init(Interval.double(number.lower, .down), Interval.double(number.upper, .up))
  }
}
