import BigInt

// MARK: - The beta function

extension Number {
  /// The beta function `B(a, b) = Γ(a)Γ(b)/Γ(a + b)`, with the limits at the poles as
  /// mpmath's `beta`:
  ///
  /// * exact when one argument is a whole number n ≥ 1: `B(a, n) = (n − 1)!/(a(a + 1)…(a + n − 1))`
  ///   (a pole where a factor is 0);
  /// * 0 when neither is an integer and a + b is 0 or a negative integer (1/Γ(a + b) = 0);
  /// * a pole when a or b is 0 or a negative integer otherwise;
  /// * else Γ's kernels, the quotient of certain bounds; for arguments whose Γ is beyond
  ///   the exponent range (or a whole argument past the factorial budget),
  ///   `±exp(ln|Γ(a)| + ln|Γ(b)| − ln|Γ(a + b)|)` with the digits the logarithms' size costs.
  package static func beta(_ a: Number, _ b: Number, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    // The product of n factors, within the budget rising_factorial has; past it, Γ.
    let limit = max(1, w.budget.factorialTerms / 30)
    if let n = b.positiveWholeValue, n <= limit { return try betaOfWhole(a, n, w) }
    if let n = a.positiveWholeValue, n <= limit { return try betaOfWhole(b, n, w) }
    if let x = a.exactValue, x.isInteger, x.signum <= 0 { throw ArithmeticError.betaPole }
    if let y = b.exactValue, y.isInteger, y.signum <= 0 { throw ArithmeticError.betaPole }
    let sum = try a.adding(b, w)
    if let s = sum.exactValue, s.isInteger, s.signum <= 0 { return Number(0) }
    // Γ beyond the exponent range, or (n − 1)! of a whole n past the factorial budget: the
    // logarithms, with the signs of the Γ.
    return try gammaQuotient([a, b], [sum], "beta", w) { () throws(ArithmeticError) in
      try a.gamma(w, name: "beta").multiplied(by: b.gamma(w, name: "beta"), w).divided(by: sum.gamma(w, name: "beta"), w)
    }
  }

  /// `B(a, n) = (n − 1)!/(a(a + 1)…(a + n − 1))` for a whole n ≥ 1.
  private static func betaOfWhole(_ a: Number, _ n: Int, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    let rising = try risingFactorial(a, Number(n), w)
    if rising.isZero { throw ArithmeticError.betaPole }
    return try product(of: Rational(n - 1), step: 1, w).divided(by: rising, w)
  }

  /// The value of an exact whole number from 1 that fits a word.
  private var positiveWholeValue: Int? {
    guard let x = exactValue, x.isInteger, x.signum > 0 else { return nil }
    return Int(exactly: x.numerator)
  }
}
