/// The reciprocal and co-functions (`sec csc cot`, `sech csch coth`), their inverses, and the
/// near-zero forms `log1p` and `expm1`, each made of the kernels of the functions it is
/// defined by: the bounds of a quotient of certain bounds are certain, and the refinement
/// loop raises the working precision until a small result's digits are decided.
extension FunctionTable {
  typealias Unary = @Sendable (Number, FunctionContext) throws(ArithmeticError) -> Number

  static func addReciprocalsAndNearZeroForms(to table: inout Registry) {
    let sin: Unary = { (x, c) throws(ArithmeticError) in try x.trigonometric(.sin, unit: c.angleUnit, c.working) }
    let cos: Unary = { (x, c) throws(ArithmeticError) in try x.trigonometric(.cos, unit: c.angleUnit, c.working) }
    let sinh: Unary = { (x, c) throws(ArithmeticError) in try x.hyperbolic(.sinh, c.working) }
    let cosh: Unary = { (x, c) throws(ArithmeticError) in try x.hyperbolic(.cosh, c.working) }
    let one: Unary = { (_, _) throws(ArithmeticError) in Number(1) }

    table["sec"] = quotient(one, cos, pole: secantPole)
    table["csc"] = quotient(one, sin, pole: cosecantPole)
    // 1/tan: exact where tan is (at the multiples of 45° in degrees); where tan is
    // undefined (90°), cos/sin, which is 0 there.
    table["cot"] = unary { (x, c) throws(ArithmeticError) in
      let tangent: Number
      do throws(ArithmeticError) {
        tangent = try x.trigonometric(.tan, unit: c.angleUnit, c.working)
      } catch {
        // At a pole of tan (or bounds that straddle one, as pi/2's do), cot is near 0.
        switch error {
        case .domain, .indeterminate: return try cos(x, c).divided(by: sin(x, c), c.working)
        default: throw error
        }
      }
      if let value = tangent.exactValue, value.isZero { throw .domain(cotangentPole) }
      return try tangent.reciprocal(c.working)
    }
    table["sech"] = quotient(one, cosh, pole: "")
    table["csch"] = quotient(one, sinh, pole: "csch is undefined at 0")
    table["coth"] = quotient(cosh, sinh, pole: "coth is undefined at 0")

    table["asec"] = inverse(.acos, outside: "asec is defined for x ≤ -1 and x ≥ 1") { x in x.magnitude < Rational(1) }
    table["acsc"] = inverse(.asin, outside: "acsc is defined for x ≤ -1 and x ≥ 1") { x in x.magnitude < Rational(1) }
    table["acot"] = unary { (x, c) throws(ArithmeticError) in
      // atan(1/x), and at 0 the limit from the right, pi/2 (as mpmath and Mathematica).
      if let value = x.exactValue, value.isZero { return try Number(0).trigonometric(.acos, unit: c.angleUnit, c.working) }
      return try x.reciprocal(c.working).trigonometric(.atan, unit: c.angleUnit, c.working)
    }
    table["asech"] = inverse(.acosh, outside: "asech is defined for 0 < x ≤ 1") { x in x.signum <= 0 || x > Rational(1) }
    table["acsch"] = inverse(.asinh, outside: "acsch is undefined at 0") { x in x.isZero }
    table["acoth"] = inverse(.atanh, outside: "acoth is defined for x < -1 and x > 1") { x in x.magnitude <= Rational(1) }

    let log1pDomain = "log1p is defined for x > -1"
    table["log1p"] = unary { (x, c) throws(ArithmeticError) in
      if let value = x.exactValue, value <= Rational(-1) { throw .domain(log1pDomain) }
      do throws(ArithmeticError) {
        return try Number(1).adding(x, c.working).logarithm(c.working)
      } catch {
        if case .domain = error { throw .domain(log1pDomain) }
        throw error
      }
    }
    table["expm1"] = unary { (x, c) throws(ArithmeticError) in
      try x.exponential(c.working).subtracting(Number(1), c.working)
    }
  }

  static let tangentPole = "tan is undefined at odd multiples of π/2 (90°)"
  static let secantPole = "sec is undefined at the odd multiples of π/2 (90°)"
  static let cosecantPole = "csc is undefined at the multiples of π (180°)"
  static let cotangentPole = "cot is undefined at the multiples of π (180°)"

  /// The reason `function` (by its canonical name) is undefined at `q`·π, an argument that
  /// is exactly that multiple of π by how it is written (`tan(pi/2)`, `sec(90°)`, `csc(2pi)`,
  /// `cot(90°)` is 0, not a pole); nil where it is defined. In radians only the way an
  /// argument is written can show it is exactly such a multiple: its value never is one.
  static func pole(of function: String, atPiMultiple q: Rational) -> String? {
    switch function {
    case "tan": return Evaluator.isOddMultipleOfHalf(q) ? tangentPole : nil
    case "sec": return Evaluator.isOddMultipleOfHalf(q) ? secantPole : nil
    case "csc": return q.isInteger ? cosecantPole : nil
    case "cot": return q.isInteger ? cotangentPole : nil
    default: return nil
    }
  }

  /// `numerator(x) / denominator(x)`; an exact zero of the denominator is the domain error
  /// `pole` (the division by zero is the function's pole, not the user's).
  private static func quotient(_ numerator: @escaping Unary, _ denominator: @escaping Unary, pole: String) -> Implementation {
    unary { (x, c) throws(ArithmeticError) in
      let below = try denominator(x, c)
      if let value = below.exactValue, value.isZero { throw .domain(pole) }
      return try numerator(x, c).divided(by: below, c.working)
    }
  }

  /// `function(1/x)` for an exact x that `isOutside` says is in the domain, and for an
  /// approximate one; outside it, and wherever `function` finds 1/x outside its own
  /// domain, the domain error `outside` (in the inverse's own words, not `function`'s).
  private static func inverse(
    _ function: Number.Hyperbolic, outside: String, _ isOutside: @escaping @Sendable (Rational) -> Bool
  ) -> Implementation {
    unary { (x, c) throws(ArithmeticError) in
      if let value = x.exactValue, isOutside(value) { throw .domain(outside) }
      do throws(ArithmeticError) {
        return try x.reciprocal(c.working).hyperbolic(function, c.working)
      } catch {
        if case .domain = error { throw .domain(outside) }
        throw error
      }
    }
  }

  private static func inverse(
    _ function: Number.Trigonometric, outside: String, _ isOutside: @escaping @Sendable (Rational) -> Bool
  ) -> Implementation {
    unary { (x, c) throws(ArithmeticError) in
      if let value = x.exactValue, isOutside(value) { throw .domain(outside) }
      do throws(ArithmeticError) {
        return try x.reciprocal(c.working).trigonometric(function, unit: c.angleUnit, c.working)
      } catch {
        if case .domain = error { throw .domain(outside) }
        throw error
      }
    }
  }
}
