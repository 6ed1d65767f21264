import BigInt

// MARK: - isprime, nextprime, prevprime, prime, primepi, factor, totient, sigma, numdivisors

extension Number {
  /// The whole number this is, or the domain error "`function` takes whole numbers".
  private func integer(_ function: String) throws(ArithmeticError) -> BigInt {
    try wholeNumber(for: function)
  }

  /// The whole number this is, at least `minimum`, or the domain error `reason`.
  private func integer(_ function: String, atLeast minimum: Int, _ reason: String) throws(ArithmeticError) -> BigInt {
    let n = try integer(function)
    guard n >= BigInt(minimum) else { throw .domain(reason) }
    return n
  }

  /// 1 if this whole number is prime, else 0 (negative numbers, 0 and 1 are not prime).
  /// Proven below 2^64; above, a prime answer is Baillie–PSW's (see ``PrimeTest``).
  package func isPrime(_ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    let n = try integer("isprime")
    guard n.sign == .plus else { return Number(0) }
    // A small factor answers at once at any size; otherwise the test is priced first.
    if n.magnitude.words.count > 1, PrimeTest.hasSmallFactor(n.magnitude) { return Number(0) }
    try PrimeTest.requireAffordableTest(n.magnitude, "isprime", w.budget)
    return Number(try PrimeTest.isPrime(n.magnitude, cancellation: w.cancellation) ? 1 : 0)
  }

  /// The least prime above this whole number.
  package func nextPrime(_ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    let n = try integer("nextprime")
    if n < 2 { return Number(2) }
    var candidate = n.magnitude + 1
    if candidate.lowWord & 1 == 0 { candidate += 1 }
    return try Number.primeSearch(from: candidate, step: 2, "nextprime", w)
  }

  /// The greatest prime below this whole number, which must be above 2.
  package func previousPrime(_ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    let n = try integer("prevprime", atLeast: 3, "prevprime is defined for n ≥ 3: no prime is below 2")
    if n == 3 { return Number(2) }
    var candidate = n.magnitude - 1
    if candidate.lowWord & 1 == 0 { candidate -= 1 }
    return try Number.primeSearch(from: candidate, step: -2, "prevprime", w)
  }

  /// The first prime among `start`, `start + step`, … (odd numbers ≥ 3), within the budget:
  /// each candidate without a small factor is charged half the price of a Baillie–PSW test
  /// (a composite almost always fails its first, strong test), and the search stops with the
  /// budget error once the charges pass ``PrimeTest/allowance(_:)`` (about a second; a
  /// search near 10^300000 ran for minutes, and one near 2^3000 for 20 s).
  private static func primeSearch(
    from start: BigUInt, step: Int, _ function: String, _ w: WorkingPrecision
  ) throws(ArithmeticError) -> Number {
    var candidate = start
    let allowance = PrimeTest.allowance(w.budget)
    let price = max(1, PrimeTest.cost(start) / 2)
    var spent = 0
    var tested = 0
    while true {
      tested += 1
      if candidate.words.count <= 1 || !PrimeTest.hasSmallFactor(candidate) {
        if candidate.words.count > 1 {
          spent += price
          if spent > allowance {
            throw .beyondBudget(
              "\(function) tested \(WorkBudget.grouped(tested)) numbers without finding a prime (the work budget)")
          }
        }
        if try PrimeTest.isPrime(candidate, cancellation: w.cancellation) {
          return Number(Rational(BigInt(candidate)))
        }
      }
      if step > 0 { candidate += BigUInt(step) } else { candidate -= BigUInt(-step) }
    }
  }

  /// The largest x `primepi` counts to: the budget's units × 100 (10^9 at the default).
  package static func primeCountLimit(_ budget: WorkBudget) -> Int { budget.units * 100 }

  /// The largest k `prime` finds the k-th prime of: the budget's units × 5 (5·10^7 at
  /// the default, whose prime is 982,451,653).
  package static func primeIndexLimit(_ budget: WorkBudget) -> Int { budget.units * 5 }

  /// π(x): the number of primes ≤ x, for x up to ``primeCountLimit(_:)``.
  package func primeCount(_ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    let x = try integer("primepi")
    if x < 2 { return Number(0) }
    let limit = Number.primeCountLimit(w.budget)
    guard let small = Int(exactly: x), small <= limit else {
      throw .beyondBudget("primepi counts primes up to \(WorkBudget.grouped(limit)) (the work budget)")
    }
    return Number(try PrimeSieve.count(upTo: small, cancellation: w.cancellation))
  }

  /// The k-th prime (`prime(1)` = 2), for k up to ``primeIndexLimit(_:)``.
  package func kthPrime(_ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    let k = try integer("prime", atLeast: 1, "prime(k) is defined for whole numbers k ≥ 1")
    let limit = Number.primeIndexLimit(w.budget)
    guard let index = Int(exactly: k), index <= limit else {
      throw .beyondBudget("prime(k) is found for k up to \(WorkBudget.grouped(limit)) (the work budget)")
    }
    // p_k < k(ln k + ln ln k) for k ≥ 6 (Rosser and Schoenfeld).
    let ln = { (x: Double) in log2(x) * 0.693_147_180_559_945_3 }
    let bound = index < 6 ? 13 : Int(Double(index) * (ln(Double(index)) + ln(ln(Double(index))))) + 1
    guard let p = try PrimeSieve.prime(index, limit: bound, cancellation: w.cancellation) else {
      throw .indeterminate
    }
    return Number(p)
  }

  /// The prime factorisation of this whole number within the work budget.
  package func factorization(_ w: WorkingPrecision) throws(ArithmeticError) -> Factorization {
    try Factorizer.factor(try integer("factor"), budget: w.budget, cancellation: w.cancellation)
  }

  /// `factor(n)`'s value: n itself, once it is known to be a whole number (the
  /// factorisation is how a line that is a call of `factor` is written).
  package func factorValue() throws(ArithmeticError) -> Number {
    _ = try integer("factor")
    return self
  }

  /// The complete factorisation of this whole number n ≥ 1 for `function`, or the budget
  /// error naming the part not factored.
  private func completeFactorization(_ function: String, _ w: WorkingPrecision) throws(ArithmeticError) -> Factorization {
    let n = try integer(function, atLeast: 1, "\(function) is defined for whole numbers n ≥ 1")
    let factors = try Factorizer.factor(n, budget: w.budget, cancellation: w.cancellation)
    if let part = factors.unfactored.first {
      throw .beyondBudget(
        "\(function) needs the prime factors of n, and its composite factor \(part.prime.decimalText) was not factored within the work budget")
    }
    return factors
  }

  /// Euler's totient φ(n): the numbers from 1 to n coprime to n.
  package func totient(_ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    var result = BigUInt(1)
    for power in try completeFactorization("totient", w).primePowers {
      // calc's powers and products: attaswift's `power` and `*` are schoolbook, and
      // totient(10^999999) took 8 s in them.
      result = BigUInt.product(result, BigUInt.product(power.prime - 1, power.prime.raised(to: power.exponent - 1)))
    }
    return Number(Rational(BigInt(result)))
  }

  /// σ_k(n): the sum of the k-th powers of the divisors of n (k = 1: their sum; k = 0:
  /// their number), for whole k ≥ 0.
  package static func divisorSum(_ n: Number, _ k: Number, name: String, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    let power = try k.integer(name, atLeast: 0, "\(name)(n, k) is defined for whole numbers k ≥ 0")
    let factors = try n.completeFactorization(name, w)
    guard let e = Int(exactly: power) else { throw Number.beyondExactLimit(name) }
    var result = BigUInt(1)
    for p in factors.primePowers {
      guard p.prime.bitWidth * e * (p.exponent + 1) <= w.exactBits else { throw Number.beyondExactLimit(name) }
      if e == 0 {
        result *= BigUInt(p.exponent + 1)
        continue
      }
      let q = p.prime.raised(to: e)
      // 1 + q + … + q^a = (q^(a+1) − 1)/(q − 1).
      result = BigUInt.product(result, BigUInt.quotient(q.raised(to: p.exponent + 1) - 1, q - 1))
      guard result.bitWidth <= w.exactBits else { throw Number.beyondExactLimit(name) }
    }
    return Number(Rational(BigInt(result)))
  }

  /// ⌊√n⌋ of a whole number n ≥ 0.
  package func integerSquareRoot() throws(ArithmeticError) -> Number {
    let n = try integer("isqrt", atLeast: 0, "isqrt is defined for whole numbers n ≥ 0")
    return Number(Rational(BigInt(n.magnitude.integerSquareRoot())))
  }

  /// The Jacobi symbol (a/n) for a whole a and an odd whole n > 0.
  package static func jacobiSymbol(_ a: Number, _ n: Number) throws(ArithmeticError) -> Number {
    let top = try a.integer("jacobi")
    let bottom = try n.integer("jacobi")
    guard bottom.sign == .plus, bottom.magnitude.lowWord & 1 == 1 else {
      throw .domain("jacobi(a, n) is defined for odd whole numbers n > 0")
    }
    return Number(PrimeTest.jacobi(top, bottom.magnitude))
  }
}
