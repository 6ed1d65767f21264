import BigInt

/// Bounds `lower ≤ x ≤ upper` of a real number, each endpoint rounded outward at every
/// step: the arithmetic of the special-function series (``Number/besselJ(order:_:)``,
/// the Bessel series), where most steps multiply or divide by a small integer and
/// so cost time linear in the bits instead of a full multiplication.
struct DyadicInterval: Sendable {
  var lower: Dyadic
  var upper: Dyadic

  init(lower: Dyadic, upper: Dyadic) {
    self.lower = lower
    self.upper = upper
  }

  /// The point `x`.
  init(_ x: Dyadic) {
    self.init(lower: x, upper: x)
  }

  /// The exact rational `x`, rounded outward to `bits`.
  init(_ x: Rational, bits: Int) {
    let (lower, upper) = Dyadic.bounds(x, bits: bits)
    self.init(lower: lower, upper: upper)
  }

  static let zero = DyadicInterval(Dyadic.zero)
  static let one = DyadicInterval(Dyadic.one)

  var negated: DyadicInterval { DyadicInterval(lower: upper.negated, upper: lower.negated) }

  /// An upper bound of |x| over the interval.
  var magnitudeBound: Dyadic { max(lower.magnitude, upper.magnitude) }

  /// `[-m, m]` for `m` the magnitude bound of this interval: a tail of unknown sign.
  var symmetricHull: DyadicInterval {
    let m = magnitudeBound
    return DyadicInterval(lower: m.negated, upper: m)
  }

  /// Whether every value of the interval is positive.
  var isPositive: Bool { lower.signum > 0 }

  /// The exact midpoint and a radius bound, the interval being inside `midpoint ± radius`.
  func midpointAndRadius() -> (midpoint: Dyadic, radius: Dyadic) {
    // Exact: both endpoints are dyadic.
    let sum = Dyadic.exactSum(lower, upper)
    let midpoint = (try? sum.scaled(byPowerOfTwo: -1)) ?? lower
    let radius = max(
      upper.subtracting(midpoint, bits: 64, .up), midpoint.subtracting(lower, bits: 64, .up))
    return (midpoint, radius)
  }

  func adding(_ other: DyadicInterval, bits: Int) -> DyadicInterval {
    DyadicInterval(
      lower: lower.adding(other.lower, bits: bits, .down), upper: upper.adding(other.upper, bits: bits, .up))
  }

  func subtracting(_ other: DyadicInterval, bits: Int) -> DyadicInterval {
    adding(other.negated, bits: bits)
  }

  /// `x · m` for an integer `m`.
  func multiplied(by m: Int, bits: Int) throws(ArithmeticError) -> DyadicInterval {
    let factor = Dyadic(m)
    let a = try lower.multiplied(by: factor, bits: bits, m >= 0 ? .down : .up)
    let b = try upper.multiplied(by: factor, bits: bits, m >= 0 ? .up : .down)
    return m >= 0 ? DyadicInterval(lower: a, upper: b) : DyadicInterval(lower: b, upper: a)
  }

  /// `x / d` for an integer `d > 0`.
  func divided(by d: Int, bits: Int) throws(ArithmeticError) -> DyadicInterval {
    let divisor = Dyadic(d)
    return DyadicInterval(
      lower: try lower.divided(by: divisor, bits: bits, .down), upper: try upper.divided(by: divisor, bits: bits, .up))
  }

  /// `x · y`.
  func multiplied(by other: DyadicInterval, bits: Int) throws(ArithmeticError) -> DyadicInterval {
    if lower.signum >= 0 && other.lower.signum >= 0 {
      return DyadicInterval(
        lower: try lower.multiplied(by: other.lower, bits: bits, .down),
        upper: try upper.multiplied(by: other.upper, bits: bits, .up))
    }
    var low: Dyadic?
    var high: Dyadic?
    for a in [lower, upper] {
      for b in [other.lower, other.upper] {
        let p = try a.multiplied(by: b, bits: bits, .down)
        let q = try a.multiplied(by: b, bits: bits, .up)
        if low.map({ p < $0 }) ?? true { low = p }
        if high.map({ q > $0 }) ?? true { high = q }
      }
    }
    return DyadicInterval(lower: low ?? .zero, upper: high ?? .zero)
  }

  /// `x / y` for a `y` of one sign.
  func divided(by other: DyadicInterval, bits: Int) throws(ArithmeticError) -> DyadicInterval {
    guard other.lower.signum * other.upper.signum > 0 else { throw .indeterminate }
    let reciprocal = DyadicInterval(
      lower: try Dyadic.one.divided(by: other.upper, bits: bits, .down),
      upper: try Dyadic.one.divided(by: other.lower, bits: bits, .up))
    return try multiplied(by: reciprocal, bits: bits)
  }

  /// `x^n` for `n ≥ 0` and a positive interval.
  func power(_ n: Int, bits: Int) throws(ArithmeticError) -> DyadicInterval {
    DyadicInterval(
      lower: try lower.power(UInt(n), bits: bits, .down), upper: try upper.power(UInt(n), bits: bits, .up))
  }

  /// The interval widened by `radius` on each side.
  func widened(by radius: Dyadic, bits: Int) -> DyadicInterval {
    DyadicInterval(lower: lower.subtracting(radius, bits: bits, .down), upper: upper.adding(radius, bits: bits, .up))
  }

  /// The interval as a number at the working precision `w`.
  func number(_ w: WorkingPrecision) -> Number { w.bounds(lower, upper) }
}

extension Number {
  /// This number's bounds as an interval: an exact value rounded outward to `bits`.
  func interval(bits: Int) -> DyadicInterval {
    let (lower, upper) = endpoints(bits: bits)
    return DyadicInterval(lower: lower, upper: upper)
  }
}
