/// The Riemann zeta function, the beta function, and the digamma and polygamma functions:
/// kernels of the number core (`Sources/CalcNumber/Special`) that return certain bounds, or
/// exact values where the mathematics gives them (`zeta(-1)` is -1/12, `beta(2, 3)` is 1/12).
extension FunctionTable {
  static func addZetaBetaAndPolygamma(to table: inout Registry) {
    table["zeta"] = unary { (s, c) throws(ArithmeticError) in try s.zeta(c.working) }
    table["beta"] = function { (arguments, c) throws(ArithmeticError) in
      try Number.beta(arguments[0], arguments[1], c.working)
    }
    table["digamma"] = unary { (x, c) throws(ArithmeticError) in try x.digamma(c.working) }
    table["polygamma"] = function { (arguments, c) throws(ArithmeticError) in
      try arguments[1].polygamma(arguments[0], c.working)
    }
  }
}
