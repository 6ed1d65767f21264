import BigInt

// MARK: - The prime factorisation of a whole number

/// A whole number as the product of prime powers: its sign, its primes with their
/// exponents in increasing order, and the composite parts not split within the work
/// budget (empty when the factorisation is complete).
package struct Factorization: Sendable, Hashable {
  /// A prime and how many times it divides the number.
  package struct PrimePower: Sendable, Hashable {
    package let prime: BigUInt
    package let exponent: Int
  }

  /// −1, 0 or 1.
  package let sign: Int
  /// The prime powers, smallest prime first.
  package let primePowers: [PrimePower]
  /// Composite cofactors with their exponents that were not factored within the budget.
  package let unfactored: [PrimePower]

  /// Whether every part is a proven (below 2^64) or Baillie–PSW (above) prime.
  package var isComplete: Bool { unfactored.isEmpty }
}

/// Trial division, then Pollard–Brent rho, then Lenstra's elliptic-curve method on
/// Montgomery curves (stage 1 and a baby-step giant-step stage 2), within the work budget.
enum Factorizer {
  /// The ECM schedule: (B1, curves), as GMP-ECM's table for factors of 15, 20, 25, 30 and
  /// 35 digits; B2 is ``stage2Factor`` × B1.
  static let schedule: [(bound: Int, curves: Int)] = [
    (2_000, 25), (11_000, 90), (50_000, 300), (250_000, 700), (1_000_000, 1_800),
  ]
  static let stage2Factor = 50

  /// The most stage-1 bound summed over the curves ECM may run: the work budget's units
  /// / 32 (312,500 at the default: for a number of up to 4 words, the 25 curves of
  /// B1 = 2,000 and about 9 of 11,000, enough for most factors of 15 digits). At units / 2
  /// (every curve up to B1 = 11,000 and about 80 of 50,000) a product of two primes of 31
  /// and 34 digits ran 24 s in a release build before giving up; now about 1.5 s.
  static func curveWork(_ budget: WorkBudget) -> Int { budget.units / 32 }

  /// The factorisation of |n| with n's sign.
  static func factor(_ n: BigInt, budget: WorkBudget, cancellation: CancellationToken?) throws(ArithmeticError) -> Factorization {
    let sign = n.isZero ? 0 : n.sign == .minus ? -1 : 1
    var m = n.magnitude
    if m <= 1 { return Factorization(sign: sign, primePowers: [], unfactored: []) }
    var found: [BigUInt: Int] = [:]
    // Trial division by the primes below 2^16.
    let twos = m.trailingZeroBitCount
    if twos > 0 {
      found[2] = twos
      m >>= twos
    }
    // Each prime costs a pass over m's words, charged against the allowance (a number of a
    // million digits with no small factor is refused after a few hundred primes, where
    // dividing it by all 6,541 took seconds); a factor's powers come off in a few divisions.
    let allowance = PrimeTest.allowance(budget)
    var spent = 0
    for p in PrimeTest.smallPrimes.dropFirst() {
      if m.words.count == 1, let small = m.words.first, UInt64(p) * UInt64(p) > UInt64(small) { break }
      spent += m.words.count
      if spent > allowance {
        throw .beyondBudget(
          "factor divides numbers of up to about \(WorkBudget.grouped(allowance / PrimeTest.smallPrimes.count * 19)) digits by the primes below 65,536 (the work budget)")
      }
      if PrimeTest.remainder(m, p) == 0 {
        let (rest, e) = PrimeTest.removingFactor(m, p)
        m = rest
        found[BigUInt(p)] = e
      }
    }
    var unfactored: [BigUInt: Int] = [:]
    var pending: [(BigUInt, Int)] = m > 1 ? [(m, 1)] : []
    var work = curveWork(budget)
    while let (value, exponent) = pending.popLast() {
      try cancellation.check()
      // Below 2^32 after trial division to 2^16, or prime by the tests.
      var isPrime = value < BigUInt(1) << 32
      if !isPrime {
        try PrimeTest.requireAffordableTest(value, "factor", budget)
        isPrime = try PrimeTest.isPrime(value, cancellation: cancellation)
      }
      if isPrime {
        found[value, default: 0] += exponent
        continue
      }
      if let (root, power) = perfectPower(value) {
        pending.append((root, exponent * power))
        continue
      }
      if let d = try split(value, work: &work, cancellation: cancellation) {
        let (a, b) = (d, value / d)
        if a == b {
          pending.append((a, exponent * 2))
        } else {
          // Any shared prime is found again in each part and added up.
          pending.append((a, exponent))
          pending.append((b, exponent))
        }
      } else {
        unfactored[value, default: 0] += exponent
      }
    }
    let powers = found.keys.sorted().map { Factorization.PrimePower(prime: $0, exponent: found[$0] ?? 0) }
    let rest = unfactored.keys.sorted().map { Factorization.PrimePower(prime: $0, exponent: unfactored[$0] ?? 0) }
    return Factorization(sign: sign, primePowers: powers, unfactored: rest)
  }

  /// (r, k) with r^k = n for the largest k ≥ 2, or nil. n has no prime factor below 2^16,
  /// so k < bits/16.
  static func perfectPower(_ n: BigUInt) -> (BigUInt, Int)? {
    let bits = n.bitWidth
    var k = bits / 16
    while k >= 2 {
      let root = integerRoot(n, k)
      if root.power(k) == n { return (root, k) }
      k -= 1
    }
    return nil
  }

  /// ⌊n^(1/k)⌋ by Newton's iteration from above.
  static func integerRoot(_ n: BigUInt, _ k: Int) -> BigUInt {
    if k == 1 || n < 2 { return n }
    var x = BigUInt(1) << ((n.bitWidth + k - 1) / k)
    while true {
      let y = (BigUInt(k - 1) * x + n / x.power(k - 1)) / BigUInt(k)
      if y >= x { return x }
      x = y
    }
  }

  /// A proper factor of the odd composite `n`, or nil when the budget ran out first.
  static func split(_ n: BigUInt, work: inout Int, cancellation: CancellationToken?) throws(ArithmeticError) -> BigUInt? {
    let field = Montgomery(n)
    // A product costs the square of the words: beyond 3 words (57 digits) each curve and
    // each rho step counts for more.
    let scale = (n.words.count * n.words.count + 8) / 9
    // Rho finds factors up to about 12 digits quickly; a word-sized n has none above 10^10.
    let rhoSteps = n.words.count == 1 ? 1 << 24 : max(1 << 10, (1 << 17) / scale)
    for c in UInt(1)...3 {
      if let d = try rho(n, field, c: c, steps: rhoSteps, cancellation: cancellation) { return d }
    }
    var sigma: UInt = 6
    for (bound, curves) in schedule {
      for _ in 0..<curves {
        guard work >= bound * scale else { return nil }
        work -= bound * scale
        try cancellation.check()
        if let d = try ellipticCurve(n, field, sigma: sigma, bound: bound, cancellation: cancellation) { return d }
        sigma += 1
      }
    }
    return nil
  }

  // MARK: Pollard–Brent rho

  static func rho(_ n: BigUInt, _ field: Montgomery, c: UInt, steps: Int, cancellation: CancellationToken?) throws(ArithmeticError) -> BigUInt? {
    let constant = field.residue(c)
    func f(_ x: Montgomery.Residue) -> Montgomery.Residue { field.add(field.square(x), constant) }
    var y = field.residue(UInt(2))
    var x = y
    var ys = y
    var q = field.one
    var g = BigUInt(1)
    var r = 1
    var done = 0
    let batch = 128
    while g == 1 {
      x = y
      for _ in 0..<r { y = f(y) }
      var k = 0
      while k < r && g == 1 {
        ys = y
        for _ in 0..<min(batch, r - k) {
          y = f(y)
          q = field.multiply(q, field.subtract(x, y))
        }
        g = BigUInt(words: q).greatestCommonDivisor(with: n)
        k += batch
      }
      done += 2 * r
      r *= 2
      try cancellation.check()
      if g == 1 && done > steps { return nil }
    }
    if g == n {
      // Back up to the step where the product first met the factor.
      repeat {
        ys = f(ys)
        g = BigUInt(words: field.subtract(x, ys)).greatestCommonDivisor(with: n)
      } while g == 1
    }
    return g == n ? nil : g
  }

  // MARK: The elliptic-curve method

  /// A point (X : Z) of a Montgomery curve By² = x³ + Ax² + x, x = X/Z.
  struct Point {
    var x: Montgomery.Residue
    var z: Montgomery.Residue
  }

  /// The curve's (A + 2)/4 as the fraction a24/c24, so that no inverse is needed.
  struct Curve {
    let field: Montgomery
    let a24: Montgomery.Residue
    let c24: Montgomery.Residue

    func double(_ p: Point) -> Point {
      let s = field.square(field.add(p.x, p.z))
      let d = field.square(field.subtract(p.x, p.z))
      let t = field.subtract(s, d)
      let dc = field.multiply(d, c24)
      return Point(x: field.multiply(s, dc), z: field.multiply(t, field.add(dc, field.multiply(a24, t))))
    }

    /// p + q given p − q.
    func add(_ p: Point, _ q: Point, difference: Point) -> Point {
      let u = field.multiply(field.subtract(p.x, p.z), field.add(q.x, q.z))
      let v = field.multiply(field.add(p.x, p.z), field.subtract(q.x, q.z))
      let sum = field.square(field.add(u, v))
      let diff = field.square(field.subtract(u, v))
      return Point(x: field.multiply(difference.z, sum), z: field.multiply(difference.x, diff))
    }

    /// k·p by the Montgomery ladder (k ≥ 1).
    func multiply(_ p: Point, by k: UInt) -> Point {
      if k == 1 { return p }
      var r0 = p
      var r1 = double(p)
      let top = UInt.bitWidth - k.leadingZeroBitCount - 1
      for bit in stride(from: top - 1, through: 0, by: -1) {
        if (k >> UInt(bit)) & 1 == 1 {
          r0 = add(r1, r0, difference: p)
          r1 = double(r1)
        } else {
          r1 = add(r0, r1, difference: p)
          r0 = double(r0)
        }
      }
      return r0
    }
  }

  /// One curve of Suyama's family (parameter `sigma`), stage 1 to `bound` and stage 2 to
  /// ``stage2Factor`` × `bound`: a proper factor of n, or nil.
  static func ellipticCurve(
    _ n: BigUInt, _ field: Montgomery, sigma: UInt, bound: Int, cancellation: CancellationToken?
  ) throws(ArithmeticError) -> BigUInt? {
    let s = field.residue(sigma)
    let u = field.subtract(field.square(s), field.residue(UInt(5)))
    let v = field.add(field.add(s, s), field.add(s, s))
    let u3 = field.multiply(field.square(u), u)
    let v3 = field.multiply(field.square(v), v)
    let vMinusU = field.subtract(v, u)
    let a24 = field.multiply(field.multiply(field.square(vMinusU), vMinusU), field.add(field.add(field.add(u, u), u), v))
    var c24 = field.multiply(u3, v)
    for _ in 0..<4 { c24 = field.add(c24, c24) }
    // A degenerate curve (a zero denominator) may itself show a factor.
    let g0 = BigUInt(words: c24).greatestCommonDivisor(with: n)
    if g0 != 1 { return g0 == n ? nil : g0 }
    let curve = Curve(field: field, a24: a24, c24: c24)
    var p = Point(x: u3, z: v3)
    // Stage 1: multiply by every prime power up to the bound, a word of them at a time.
    var multiplier: UInt = 1
    var steps = 0
    for prime in primes(upTo: bound) {
      var q = prime
      while q <= UInt(bound) / prime { q *= prime }
      if multiplier.multipliedReportingOverflow(by: q).overflow {
        p = curve.multiply(p, by: multiplier)
        multiplier = q
        steps += 1
        if steps & 15 == 0 { try cancellation.check() }
      } else {
        multiplier *= q
      }
    }
    p = curve.multiply(p, by: multiplier)
    var g = BigUInt(words: p.z).greatestCommonDivisor(with: n)
    if g == n { return nil }
    if g != 1 { return g }
    // Stage 2: q·P for the primes q up to the second bound, as m·D ± j, accumulating
    // X(mD·P)·Z(j·P) − X(j·P)·Z(mD·P), which is 0 mod p when p divides the point's order.
    let d = 210
    var baby: [Point] = []  // j·P for odd j < D/2 coprime to D, in order
    var babyIndex: [Int] = []
    let twoP = curve.double(p)
    var previous = p
    var current = curve.add(twoP, p, difference: p)  // 3P
    if gcdInt(1, d) == 1 {
      baby.append(p)
      babyIndex.append(1)
    }
    var j = 3
    while j < d / 2 {
      if gcdInt(j, d) == 1 {
        baby.append(current)
        babyIndex.append(j)
      }
      let next = curve.add(current, twoP, difference: previous)
      previous = current
      current = next
      j += 2
    }
    let giant = curve.multiply(p, by: UInt(d))
    var m = max(1, bound / d)
    var r = curve.multiply(p, by: UInt(m * d))
    var t = m > 1 ? curve.multiply(p, by: UInt((m - 1) * d)) : p
    if m == 1 { t = Point(x: field.one, z: field.residue(UInt(0))) }
    var accumulated = field.one
    let limit = bound * stage2Factor
    while m * d - d / 2 <= limit {
      for point in baby {
        let term = field.subtract(field.multiply(r.x, point.z), field.multiply(point.x, r.z))
        accumulated = field.multiply(accumulated, term)
      }
      let next = curve.add(r, giant, difference: t)
      t = r
      r = next
      m += 1
      if m & 63 == 0 { try cancellation.check() }
    }
    _ = babyIndex
    g = BigUInt(words: accumulated).greatestCommonDivisor(with: n)
    return g == 1 || g == n ? nil : g
  }

  private static func gcdInt(_ a: Int, _ b: Int) -> Int {
    var (a, b) = (a, b)
    while b != 0 { (a, b) = (b, a % b) }
    return a
  }

  /// The primes up to `bound` (up to 2^16 from the table, beyond by a sieve).
  static func primes(upTo bound: Int) -> [UInt] {
    if bound <= 1 << 16 { return PrimeTest.smallPrimes.prefix { $0 <= UInt(bound) } }
    return PrimeTest.sieve(upTo: bound)
  }
}
