/// Lambert W, the Bessel functions of whole order and the arithmetic–geometric mean, each a
/// kernel of the number core (`Sources/CalcNumber/Special`) that returns certain bounds.
extension FunctionTable {
  static func addLambertBessel(to table: inout Registry) {
    table["lambertw"] = function { (arguments, context) throws(ArithmeticError) in
      let branch: Number.LambertBranch
      if arguments.count == 1 {
        branch = .principal
      } else if let k = arguments[1].exactValue, k.isZero {
        branch = .principal
      } else if let k = arguments[1].exactValue, k == Rational(-1) {
        branch = .minusOne
      } else {
        throw .domain(Number.lambertBranchText)
      }
      return try arguments[0].lambertW(branch: branch, context.working)
    }
    table["besselj"] = function { (arguments, context) throws(ArithmeticError) in
      try Number.besselJ(arguments[0], arguments[1], context.working)
    }
    table["bessely"] = function { (arguments, context) throws(ArithmeticError) in
      try Number.besselY(arguments[0], arguments[1], context.working)
    }
    table["agm"] = function { (arguments, context) throws(ArithmeticError) in
      try Number.arithmeticGeometricMean(arguments[0], arguments[1], context.working)
    }
  }
}
