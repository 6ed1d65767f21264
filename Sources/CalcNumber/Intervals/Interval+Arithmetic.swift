// The four operations on intervals, rounded outward.
extension Interval {
  /// Every sum of a value of `a` and one of `b`.
  public static func + (a: Interval, b: Interval) -> Interval {
    Interval(down(a.lower + b.lower), up(a.upper + b.upper))
  }

  /// Every difference of a value of `a` and one of `b`.
  public static func - (a: Interval, b: Interval) -> Interval {
    Interval(down(a.lower - b.upper), up(a.upper - b.lower))
  }

  /// The negated values.
  public static prefix func - (a: Interval) -> Interval {
    Interval(-a.upper, -a.lower)
  }

  /// A product of two ends where 0·∞ is 0: an unbounded end stands for large finite values,
  /// and zero times any of them is zero.
  @inline(__always) private static func product(_ x: Double, _ y: Double) -> Double {
    (x == 0 || y == 0) ? 0 : x * y
  }

  /// Every product of a value of `a` and one of `b`.
  public static func * (a: Interval, b: Interval) -> Interval {
    let p = [product(a.lower, b.lower), product(a.lower, b.upper), product(a.upper, b.lower), product(a.upper, b.upper)]
    let low = p.min() ?? -.infinity
    let high = p.max() ?? .infinity
    return Interval(down(low), up(high))
  }

  /// `a / b` for a divisor that does not contain zero.
  private static func quotient(_ a: Interval, _ b: Interval) -> Interval {
    let q = [a.lower / b.lower, a.lower / b.upper, a.upper / b.lower, a.upper / b.upper]
    if q.contains(where: { $0.isNaN }) { return .whole }
    return Interval(down(q.min() ?? -.infinity), up(q.max() ?? .infinity))
  }

  /// `a / b`: defined except where the divisor is zero. A divisor that contains zero inside
  /// gives the whole line; one with zero at an end gives a ray.
  public func divided(by b: Interval) -> Enclosure {
    let a = self
    if b.lower > 0 || b.upper < 0 { return Enclosure(Interval.quotient(a, b)) }
    if b.lower == 0 && b.upper == 0 { return .nowhere }
    // The divisor touches zero: a / (0, u] or a / [l, 0).
    if b.lower == 0 || b.upper == 0 {
      let toward = b.lower == 0 ? 1.0 : -1.0
      let end = b.lower == 0 ? b.upper : b.lower
      if a.lower > 0 || a.upper < 0 {
        // The quotient has the sign of a·toward and grows without bound near zero.
        let positive = (a.lower > 0) == (toward > 0)
        let nearest = Interval.quotient(a, Interval(end)).lower
        let farthest = Interval.quotient(a, Interval(end)).upper
        let bounded = positive ? nearest : farthest
        let range = positive ? Interval(bounded, .infinity) : Interval(-.infinity, bounded)
        return Enclosure(range, definedThroughout: false, continuous: false)
      }
    }
    if a.lower > 0 || a.upper < 0, b.lower < 0, b.upper > 0 {
      // Both signs of divisor: the quotients avoid the values between a/b⁻ and a/b⁺ nearest 0,
      // (a.lower/b.lower, a.lower/b.upper) for a > 0, (a.upper/b.upper, a.upper/b.lower) for a < 0.
      let gap = a.lower > 0
        ? Enclosure.inner(a.lower / b.lower, a.lower / b.upper) : Enclosure.inner(a.upper / b.upper, a.upper / b.lower)
      return Enclosure(.whole, definedThroughout: false, continuous: false, gap: gap)
    }
    return Enclosure(.whole, definedThroughout: false, continuous: false)
  }
}
