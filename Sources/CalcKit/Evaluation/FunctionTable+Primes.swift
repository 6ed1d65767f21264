/// Primes, factors and modular arithmetic (`isprime`, `factor`, `powmod`, …): whole numbers
/// only, computed exactly by the number-theory kernels of CalcNumber (NumberTheory/).
extension FunctionTable {
  static func addPrimesAndModularArithmetic(to table: inout Registry) {
    table["isprime"] = unary { (n, c) throws(ArithmeticError) in try n.isPrime(c.working) }
    table["nextprime"] = unary { (n, c) throws(ArithmeticError) in try n.nextPrime(c.working) }
    table["prevprime"] = unary { (n, c) throws(ArithmeticError) in try n.previousPrime(c.working) }
    table["prime"] = unary { (k, c) throws(ArithmeticError) in try k.kthPrime(c.working) }
    table["primepi"] = unary { (x, c) throws(ArithmeticError) in try x.primeCount(c.working) }
    // The value is n: a line that is a call of factor is written as the factorisation
    // (Calculator+Factors.swift).
    table["factor"] = unary { (n, _) throws(ArithmeticError) in try n.factorValue() }
    table["powmod"] = function { (arguments, context) throws(ArithmeticError) in
      try Number.modularPower(arguments[0], arguments[1], arguments[2], context.working)
    }
    table["invmod"] = function { (arguments, _) throws(ArithmeticError) in
      try Number.modularInverse(arguments[0], arguments[1])
    }
    table["mod"] = function { (arguments, context) throws(ArithmeticError) in
      try arguments[0].modulo(arguments[1], context.working)
    }
    table["isqrt"] = unary { (n, _) throws(ArithmeticError) in try n.integerSquareRoot() }
    table["totient"] = unary { (n, c) throws(ArithmeticError) in try n.totient(c.working) }
    table["sigma"] = function { (arguments, context) throws(ArithmeticError) in
      try Number.divisorSum(arguments[0], arguments.count > 1 ? arguments[1] : Number(1), name: "sigma", context.working)
    }
    table["numdivisors"] = unary { (n, c) throws(ArithmeticError) in
      try Number.divisorSum(n, Number(0), name: "numdivisors", c.working)
    }
    table["jacobi"] = function { (arguments, _) throws(ArithmeticError) in
      try Number.jacobiSymbol(arguments[0], arguments[1])
    }
  }
}
