import BigInt

// MARK: - Integer and rational functions: gcd, lcm, binom, nPr, fract, sign

extension Number {
  /// The exact integer value, or a domain error naming `function`.
  package func wholeNumber(for function: String) throws(ArithmeticError) -> BigInt {
    guard let value = exactValue, value.isInteger else {
      throw .domain("\(function) takes whole numbers")
    }
    return value.numerator
  }

  /// The greatest common divisor of integers (non-negative; gcd(0, 0) = 0).
  package static func greatestCommonDivisor(_ arguments: [Number]) throws(ArithmeticError) -> Number {
    var result = BigUInt(0)
    for argument in arguments {
      let value = try argument.wholeNumber(for: "gcd").magnitude
      try Number.requireAffordableGcd(result, value, "gcd")
      result = result.isZero ? value : value.isZero ? result : Rational.gcd(result, value)
    }
    return Number(Rational(BigInt(result)))
  }

  /// The least common multiple of integers (non-negative; 0 if any argument is 0).
  package static func leastCommonMultiple(_ arguments: [Number]) throws(ArithmeticError) -> Number {
    let values = try arguments.map { (n: Number) throws(ArithmeticError) -> BigUInt in
      try n.wholeNumber(for: "lcm").magnitude
    }
    if values.contains(0) { return Number(0) }
    var result = BigUInt(1)
    for value in values {
      try Number.requireAffordableGcd(result, value, "lcm")
      result = BigUInt.product(BigUInt.quotient(result, Rational.gcd(result, value)), value)
      if result.bitWidth > Limits.maximumBits { throw Number.beyondExactLimit("lcm") }
    }
    return Number(Rational(BigInt(result)))
  }

  /// The non-negative integers `(n, k)` of `binom` and `nPr`, with `k <= n`; nil when
  /// `k > n` (the count is 0).
  private static func counting(
    _ n: Number, _ k: Number, _ function: String
  ) throws(ArithmeticError) -> (n: Int, k: Int)? {
    let (bigN, bigK) = (try n.wholeNumber(for: function), try k.wholeNumber(for: function))
    guard bigN.signum() >= 0, bigK.signum() >= 0 else {
      throw .domain("\(function) takes whole numbers from 0 up")
    }
    if bigK > bigN { return nil }
    guard let small = Int(exactly: bigN), let choose = Int(exactly: bigK), small < 1 << 52 else {
      throw beyondExactLimit(function)
    }
    return (small, choose)
  }

  /// log2 of `n! / (n − k)!` (and, less `log2 k!`, of the binomial coefficient), estimated.
  private static func log2Falling(_ n: Int, _ k: Int) -> Double {
    (lgamma(Double(n) + 1) - lgamma(Double(n - k) + 1)) / M_LN2
  }

  /// The binomial coefficient `n choose k`: 0 when `k > n`. Too large results are refused
  /// before any work.
  package static func binomial(_ n: Number, _ k: Number, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    guard let (n, k0) = try counting(n, k, "binom") else { return Number(0) }
    let k = min(k0, n - k0)
    if k == 0 { return Number(1) }
    let estimate = log2Falling(n, k) - lgamma(Double(k) + 1) / M_LN2
    guard estimate < Double(Limits.maximumBits) - 64 else { throw beyondExactLimit("binom") }
    // Beyond the budget the product trees and the exact division take too long.
    guard estimate < Double(w.budget.binomialBits) else {
      let digits = w.budget.binomialBits * 3 / 10
      throw .beyondBudget("binom's result would have more than \(WorkBudget.grouped(digits)) digits (the work budget)")
    }
    // n!/(n−k)! and k! by product trees; the quotient is exact.
    let falling = productTree(((n - k + 1)...max(n, 1)).map { BigUInt($0) }[...])
    let factorial = productTree((1...max(k, 1)).map { BigUInt($0) }[...])
    return try checkedInteger(BigUInt.quotient(falling, factorial), "binom")
  }

  /// The number of ordered selections of `k` out of `n`: `n! / (n − k)!`, 0 when `k > n`.
  package static func permutations(_ n: Number, _ k: Number) throws(ArithmeticError) -> Number {
    guard let (n, k) = try counting(n, k, "nPr") else { return Number(0) }
    guard log2Falling(n, k) < Double(Limits.maximumBits) - 64 else { throw beyondExactLimit("nPr") }
    if k == 0 { return Number(1) }
    return try checkedInteger(productTree(((n - k + 1)...n).map { BigUInt($0) }[...]), "nPr")
  }

  private static func checkedInteger(_ value: BigUInt, _ function: String) throws(ArithmeticError) -> Number {
    guard value.bitWidth <= Limits.maximumBits else { throw beyondExactLimit(function) }
    return Number(Rational(BigInt(value)))
  }

  /// Throws the work-budget error when `gcd(a, b)` is beyond ``Rational/maximumGcdBits``
  /// (Lehmer's algorithm takes time quadratic in the size).
  private static func requireAffordableGcd(
    _ a: BigUInt, _ b: BigUInt, _ function: String
  ) throws(ArithmeticError) {
    do {
      try Rational.requireAffordableGcd(a, b)
    } catch {
      throw .beyondBudget(
        "\(function) of two numbers over \(Rational.maximumGcdBits) bits is beyond the work budget")
    }
  }

  /// The error of a function computed only exactly, whose result would pass the exact-size
  /// limit: it names the limit, not a range the value may well be inside.
  package static func beyondExactLimit(_ function: String) -> ArithmeticError {
    .beyondBudget(
      "\(function)'s exact result would have more than \(Limits.maximumDigits) digits (the exact-size limit)")
  }

  /// `x − trunc(x)`: exact for an exact `x`; for an approximation, indeterminate when its
  /// bounds straddle an integer other than 0.
  package func fractionalPart() throws(ArithmeticError) -> Number {
    let whole = try integerPart(.towardZero)
    guard let integer = whole.exactValue else { throw .indeterminate }
    if integer.isZero { return self }
    let (low, high) = try requireRationalBounds()
    return Number(lower: try low.subtracting(integer), upper: try high.subtracting(integer))
  }

  /// -1, 0 or 1; indeterminate when an approximation's bounds do not fix the sign.
  package func sign() throws(ArithmeticError) -> Number {
    if let value = exactValue { return Number(value.signum) }
    guard lower.signum == upper.signum else { throw .indeterminate }
    return Number(lower.signum)
  }
}
