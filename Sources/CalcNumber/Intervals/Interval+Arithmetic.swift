// The four operations on intervals, rounded outward.
extension Interval {
  /// Every sum of a value of `a` and one of `b`.
  public static func + (a: Interval, b: Interval) -> Interval {
    Interval(sum(a.lower, b.lower).down, sum(a.upper, b.upper).up)
  }

  /// Every difference of a value of `a` and one of `b`.
  public static func - (a: Interval, b: Interval) -> Interval {
    Interval(sum(a.lower, -b.upper).down, sum(a.upper, -b.lower).up)
  }

  /// The negated values.
  public static prefix func - (a: Interval) -> Interval {
    Interval(-a.upper, -a.lower)
  }

  /// Every product of a value of `a` and one of `b`.
  public static func * (a: Interval, b: Interval) -> Interval {
    let p = [product(a.lower, b.lower), product(a.lower, b.upper), product(a.upper, b.lower), product(a.upper, b.upper)]
    var low = Double.infinity
    var high = -Double.infinity
    for bounds in p {
      low = Swift.min(low, bounds.down)
      high = Swift.max(high, bounds.up)
    }
    return Interval(low, high)
  }

  // MARK: Directed rounding by error-free transformations

  /// Bounds of a result `r` rounded to nearest whose rounding error has the sign of `error`
  /// (the exact value is r + error): r itself on the side the error does not point to.
  @inline(__always) static func directed(_ r: Double, error: Double) -> (down: Double, up: Double) {
    if error == 0 { return (r, r) }
    return error > 0 ? (r, r.nextUp) : (r.nextDown, r)
  }

  /// Bounds of a result that overflowed or is NaN.
  @inline(__always) static func outOfRange(_ r: Double, exactOperands: Bool) -> (down: Double, up: Double) {
    if r.isNaN { return (-.infinity, .infinity) }
    if !exactOperands { return (r, r) }  // an infinite operand: the result is that infinity
    return r > 0 ? (.greatestFiniteMagnitude, .infinity) : (-.infinity, -.greatestFiniteMagnitude)
  }

  /// Lower and upper bounds of a + b (exact when the sum is): Knuth's two-sum.
  @inline(__always) static func sum(_ a: Double, _ b: Double) -> (down: Double, up: Double) {
    let s = a + b
    guard s.isFinite else { return outOfRange(s, exactOperands: a.isFinite && b.isFinite) }
    let bb = s - a
    let error = (a - (s - bb)) + (b - bb)
    return directed(s, error: error)
  }

  /// Lower and upper bounds of a · b, where 0 · ∞ is 0 (an unbounded end stands for large
  /// finite values, and zero times any of them is zero).
  @inline(__always) static func product(_ a: Double, _ b: Double) -> (down: Double, up: Double) {
    if a == 0 || b == 0 { return (0, 0) }
    let p = a * b
    guard p.isFinite else { return outOfRange(p, exactOperands: a.isFinite && b.isFinite) }
    if p == 0 {
      // Underflow: the exact product is nonzero, of the operands' sign.
      return (a < 0) != (b < 0) ? (-Double.leastNonzeroMagnitude, 0) : (0, Double.leastNonzeroMagnitude)
    }
    // Far below 1 the product's error may underflow: widen by a unit instead.
    if Swift.abs(p) < 0x1p-960 { return (p.nextDown, p.nextUp) }
    return directed(p, error: (-p).addingProduct(a, b))
  }

  /// Lower and upper bounds of a / b for b ≠ 0.
  @inline(__always) static func quotientBounds(_ a: Double, _ b: Double) -> (down: Double, up: Double) {
    let q = a / b
    guard q.isFinite else { return outOfRange(q, exactOperands: a.isFinite && b.isFinite) }
    if !a.isFinite || !b.isFinite { return (q, q) }
    if q == 0 {
      if a == 0 { return (0, 0) }
      return (a < 0) != (b < 0) ? (-Double.leastNonzeroMagnitude, 0) : (0, Double.leastNonzeroMagnitude)
    }
    // a − q·b, exactly (when no underflow), has the sign of (a/b − q)·b.
    let remainder = a.addingProduct(-q, b)
    if Swift.abs(q) < 0x1p-960 || Swift.abs(a) < 0x1p-960 { return (q.nextDown, q.nextUp) }
    return directed(q, error: b > 0 ? remainder : -remainder)
  }

  /// `a / b` for a divisor that does not contain zero.
  private static func quotient(_ a: Interval, _ b: Interval) -> Interval {
    let q = [quotientBounds(a.lower, b.lower), quotientBounds(a.lower, b.upper), quotientBounds(a.upper, b.lower),
             quotientBounds(a.upper, b.upper)]
    var low = Double.infinity
    var high = -Double.infinity
    for bounds in q {
      low = Swift.min(low, bounds.down)
      high = Swift.max(high, bounds.up)
    }
    return Interval(low, high)
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
