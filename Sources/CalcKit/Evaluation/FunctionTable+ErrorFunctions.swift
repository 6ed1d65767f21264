/// The error function, its complement and inverse, and the exponential and logarithmic
/// integrals: kernels of the number core (`Sources/CalcNumber/Special`) that return certain
/// bounds at the working precision and say where each function is defined.
extension FunctionTable {
  static func addErrorFunctionsAndIntegrals(to table: inout Registry) {
    table["erf"] = unary { (x, c) throws(ArithmeticError) in try x.errorFunction(c.working) }
    table["erfc"] = unary { (x, c) throws(ArithmeticError) in try x.complementaryErrorFunction(c.working) }
    table["erfinv"] = unary { (x, c) throws(ArithmeticError) in try x.inverseErrorFunction(c.working) }
    table["Ei"] = unary { (x, c) throws(ArithmeticError) in try x.exponentialIntegral(c.working) }
    table["li"] = unary { (x, c) throws(ArithmeticError) in try x.logarithmicIntegral(c.working) }
  }
}
