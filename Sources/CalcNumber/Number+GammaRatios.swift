import BigInt

// MARK: - Falling and rising factorials, the binomial coefficient of any numbers

extension Number {
  /// The most factors a falling or rising factorial, or a binomial coefficient of a
  /// non-integer, multiplies (the work budget's factorial terms / 30: 100,000 by default).
  private static func maximumFactors(_ w: WorkingPrecision) -> Int { max(1, w.budget.factorialTerms / 30) }

  /// The integer value of an exact integer that fits a word, for a count of factors.
  private static func factorCount(_ n: Rational, _ function: String, _ w: WorkingPrecision) throws(ArithmeticError) -> Int {
    let limit = maximumFactors(w)
    // `magnitude`, not `abs`: −2^63 has no Int magnitude (rising_factorial(1, -2^63) trapped).
    guard let count = Int(exactly: n.numerator), count.magnitude <= UInt(limit) else {
      throw .beyondBudget("\(function) multiplies at most \(limit) factors (the work budget)")
    }
    return count
  }

  /// `x(x + step)(x + 2·step)…`, `count` factors; exact for an exact `x`.
  private static func steppedProduct(_ x: Number, step: Int, count: Int, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    var factors: [Number] = []
    factors.reserveCapacity(count)
    for i in 0..<count { factors.append(try x.adding(Number(i * step), w)) }
    return try product(factors[...], w)
  }

  /// Whether `x` is exactly 0 or a negative integer: a pole of Γ.
  private var isGammaPole: Bool {
    guard let x = exactValue else { return false }
    return x.isInteger && x.signum <= 0
  }

  /// `Γ(a)/Γ(b)` for non-integer differences, as mpmath's `gammaprod`: 0 when only `b` is a
  /// pole, infinite (a domain error) when only `a` is.
  private static func gammaRatio(_ a: Number, _ b: Number, _ function: String, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    switch (a.isGammaPole, b.isGammaPole) {
    case (true, false): throw ArithmeticError.infiniteGammaRatio(function)
    case (false, true): return Number(0)
    default: break
    }
    return try gammaQuotient([a], [b], function, w) { () throws(ArithmeticError) in
      try a.gamma(w, name: function).divided(by: b.gamma(w, name: function), w)
    }
  }

  /// `x(x − 1)…(x − n + 1)` (mpmath's `ff`): Γ(x + 1)/Γ(x − n + 1); for a negative integer
  /// `n`, `1/((x + 1)(x + 2)…(x − n))`.
  package static func fallingFactorial(_ x: Number, _ n: Number, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    try pochhammer(x, n, falling: true, w)
  }

  /// `x(x + 1)…(x + n − 1)` (mpmath's `rf`): Γ(x + n)/Γ(x); for a negative integer `n`,
  /// `1/((x − 1)(x − 2)…(x + n))`.
  package static func risingFactorial(_ x: Number, _ n: Number, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    try pochhammer(x, n, falling: false, w)
  }

  private static func pochhammer(_ x: Number, _ n: Number, falling: Bool, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    let function = falling ? "falling_factorial" : "rising_factorial"
    let step = falling ? -1 : 1
    if let k = n.exactValue, k.isInteger {
      let count = try factorCount(k, function, w)
      if count >= 0 { return try steppedProduct(x, step: step, count: count, w) }
      // The reciprocal of the factors the other way, starting one step off x.
      let first = try x.subtracting(Number(step), w)
      let denominator = try steppedProduct(first, step: -step, count: -count, w)
      if denominator.isZero { throw ArithmeticError.infiniteGammaRatio(function) }
      return try denominator.reciprocal(w)
    }
    if falling {
      let a = try x.adding(Number(1), w)
      return try gammaRatio(a, a.subtracting(n, w), function, w)
    }
    return try gammaRatio(x.adding(n, w), x, function, w)
  }

  /// The binomial coefficient of any numbers, as numbat's and mpmath's `binomial`:
  /// Γ(n + 1)/(Γ(k + 1) Γ(n − k + 1)), with the limits at the poles. Exact for an integer
  /// `k` and a rational `n`: `n(n − 1)…(n − k + 1)/k!`; for integers of either sign,
  /// the counting identities. Today's whole numbers (`n, k ≥ 0`) go to
  /// ``binomial(_:_:_:)``.
  package static func generalBinomial(_ n: Number, _ k: Number, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    let name = "binom"
    if let a = n.exactValue, let b = k.exactValue, a.isInteger, b.isInteger {
      if a.signum >= 0 && b.signum >= 0 { return try binomial(n, k, w) }
      if b.signum >= 0 {
        // n < 0: (−1)^k binom(k − n − 1, k).
        let positive = try binomial(Number(try b.subtracting(a).subtracting(.one)), k, w)
        return b.numerator.magnitude.words.first.map { $0 & 1 == 1 } ?? false ? positive.negated : positive
      }
      // k < 0: 0 unless k ≤ n < 0, then (−1)^(n−k) binom(−k − 1, n − k).
      guard a.signum < 0, b <= a else { return Number(0) }
      let difference = try a.subtracting(b)
      let positive = try binomial(Number(try Rational(-1).subtracting(b)), Number(difference), w)
      return difference.numerator.magnitude.words.first.map { $0 & 1 == 1 } ?? false ? positive.negated : positive
    }
    if let b = k.exactValue, b.isInteger {
      if b.signum < 0 {
        // 1/Γ(k + 1) = 0, and n is not an integer (unless its bounds cannot tell).
        if case .approximate(let low, let high) = n.storage, let lowValue = low.rational, let highValue = high.rational,
          lowValue.roundedToInteger(.up) <= highValue
        {
          throw .indeterminate
        }
        return Number(0)
      }
      let count = try factorCount(b, name, w)
      let falling = try steppedProduct(n, step: -1, count: count, w)
      return try falling.divided(by: Number.product(of: b, step: 1, w), w)
    }
    // A non-integer k: at most one of the three arguments of Γ is a pole.
    let top = try n.adding(Number(1), w)
    let left = try k.adding(Number(1), w)
    let right = try n.subtracting(k, w).adding(Number(1), w)
    if top.isGammaPole { throw ArithmeticError.infiniteGammaRatio(name) }
    if left.isGammaPole || right.isGammaPole { return Number(0) }
    return try gammaQuotient([top], [left, right], name, w) { () throws(ArithmeticError) in
      try top.gamma(w, name: name).divided(by: left.gamma(w, name: name).multiplied(by: right.gamma(w, name: name), w), w)
    }
  }
}
