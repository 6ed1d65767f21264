import BigInt

/// Certain bounds `lower...upper` on a real value, kept to `bits` significant bits with every
/// rounding outward: the running term and sum of the special functions' series.
///
/// Each step is a multiplication by an exact integer and a division by another, so a term
/// costs time linear in `bits` (a full multiplication of two approximations would cost
/// their product); the bounds hold the true value however many steps are taken, and
/// widen by about one unit in the last place per step.
struct SeriesBounds: Sendable {
  var lower: Dyadic
  var upper: Dyadic
  let bits: Int

  /// The exact rational `x` rounded outward to `bits`.
  init(_ x: Rational, bits: Int) {
    lower = Dyadic(x, bits: bits, .down)
    upper = Dyadic(x, bits: bits, .up)
    self.bits = bits
  }

  init(lower: Dyadic, upper: Dyadic, bits: Int) {
    self.lower = lower
    self.upper = upper
    self.bits = bits
  }

  static func zero(bits: Int) -> SeriesBounds { SeriesBounds(lower: .zero, upper: .zero, bits: bits) }

  /// `self × p / q` for integers `p` and `q > 0`.
  func scaled(by p: BigInt, over q: BigInt) throws(ArithmeticError) -> SeriesBounds {
    let factor = Dyadic(p)
    let divisor = Dyadic(q)
    let a = try lower.multiplied(by: factor).divided(by: divisor, bits: bits, p.signum() >= 0 ? .down : .up)
    let b = try upper.multiplied(by: factor).divided(by: divisor, bits: bits, p.signum() >= 0 ? .up : .down)
    return p.signum() >= 0 ? SeriesBounds(lower: a, upper: b, bits: bits) : SeriesBounds(lower: b, upper: a, bits: bits)
  }

  /// `self + other`.
  func adding(_ other: SeriesBounds) -> SeriesBounds {
    SeriesBounds(
      lower: lower.adding(other.lower, bits: bits, .down), upper: upper.adding(other.upper, bits: bits, .up), bits: bits)
  }

  /// `self` widened by `±radius` (`radius >= 0`).
  func widened(by radius: Dyadic) -> SeriesBounds {
    SeriesBounds(
      lower: lower.subtracting(radius, bits: bits, .down), upper: upper.adding(radius, bits: bits, .up), bits: bits)
  }

  /// The larger magnitude of the two bounds.
  var magnitudeBound: Dyadic { max(lower.magnitude, upper.magnitude) }

  var number: Number { Number(lower: lower, upper: upper) }
}

extension WorkingPrecision {
  /// This precision at about `bits` bits (``bits`` is the digits' bits and 32).
  func withBits(_ bits: Int) -> WorkingPrecision {
    with(digits: max(digits, (bits - 32) * 1000 / 3322 + 1))
  }
}

extension Number {
  /// `f` applied to a number, where `f` is decreasing: bounds of `f(upper)` and `f(lower)`.
  func decreasing(
    _ w: WorkingPrecision, _ f: (Rational, Int) throws(ArithmeticError) -> Number
  ) throws(ArithmeticError) -> Number {
    try negated.increasing(w) { x, bits throws(ArithmeticError) in try f(-x, bits) }
  }
}
