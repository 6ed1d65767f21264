import BigInt

// MARK: - Fibonacci, Lucas and Catalan numbers

extension Number {
  /// The Fibonacci number F(n) of any integer n (F(−n) = (−1)^(n+1) F(n)), exact, by fast
  /// doubling.
  package func fibonacci() throws(ArithmeticError) -> Number {
    let (n, negative) = try Number.sequenceIndex(self, "fib")
    let (f, _) = Number.fibonacciPair(n)
    let value = BigInt(f)
    return Number(Rational(negative && n & 1 == 0 ? -value : value))
  }

  /// The Lucas number L(n) of any integer n (L(0) = 2, L(1) = 1, L(−n) = (−1)^n L(n)), exact.
  package func lucas() throws(ArithmeticError) -> Number {
    let (n, negative) = try Number.sequenceIndex(self, "lucas")
    // L(n) = 2F(n + 1) − F(n).
    let (f, next) = Number.fibonacciPair(n)
    let value = BigInt((next << 1) - f)
    return Number(Rational(negative && n & 1 == 1 ? -value : value))
  }

  /// The Catalan number C(n) = binom(2n, n)/(n + 1) of a whole number n, exact.
  package func catalan(_ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    let n = try wholeNumber(for: "catalan")
    guard n.signum() >= 0 else { throw .domain("catalan takes whole numbers from 0 up") }
    // C(n) has about 2n bits.
    guard let small = Int(exactly: n), small <= Limits.maximumBits / 2 else { throw Number.beyondExactLimit("catalan") }
    return try Number.binomial(Number(2 * small), Number(small), w).divided(by: Number(small + 1), w)
  }

  /// |n| of a whole number whose Fibonacci and Lucas numbers (about 0.694 |n| bits) fit the
  /// exact-size limit, and whether n is negative.
  private static func sequenceIndex(_ x: Number, _ function: String) throws(ArithmeticError) -> (Int, Bool) {
    let n = try x.wholeNumber(for: function)
    guard let small = Int(exactly: n.magnitude), small <= Limits.maximumBits * 1000 / 695 else {
      throw beyondExactLimit(function)
    }
    return (small, n.signum() < 0)
  }

  /// (F(n), F(n + 1)) by fast doubling: F(2k) = F(k)(2F(k + 1) − F(k)),
  /// F(2k + 1) = F(k)² + F(k + 1)².
  private static func fibonacciPair(_ n: Int) -> (BigUInt, BigUInt) {
    var a = BigUInt(0)  // F(k)
    var b = BigUInt(1)  // F(k + 1)
    var bit = n == 0 ? 0 : Int.bitWidth - n.leadingZeroBitCount
    while bit > 0 {
      bit -= 1
      let twice = BigUInt.product(a, (b << 1) - a)
      let odd = BigUInt.product(a, a) + BigUInt.product(b, b)
      if (n >> bit) & 1 == 1 {
        (a, b) = (odd, twice + odd)
      } else {
        (a, b) = (twice, odd)
      }
    }
    return (a, b)
  }
}
