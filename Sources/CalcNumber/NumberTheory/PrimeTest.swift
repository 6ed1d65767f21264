import BigInt

// MARK: - Primality: proven below 2^64, Baillie–PSW above

/// The primality tests behind `isprime`, `nextprime`, `prevprime` and `factor`.
///
/// Below 2^64 the answer is proven: the strong (Miller–Rabin) test to the twelve prime bases
/// 2…37 has no composite survivor below 3.3·10^24 (Sorenson and Webster, 2015). Above 2^64
/// a "composite" answer is proven by its witness, and a "prime" answer is the Baillie–PSW
/// test's (a strong test to base 2 and a strong Lucas test with Selfridge's parameters), for
/// which no composite is known: GMP's `mpz_probab_prime_p`, PARI's `ispseudoprime` and
/// Mathematica's `PrimeQ` answer the same way.
enum PrimeTest {
  /// The primes below 2^16, by a sieve made once.
  static let smallPrimes: [UInt] = sieve(upTo: 1 << 16)

  /// The primes up to `limit` (small limits: a plain sieve).
  static func sieve(upTo limit: Int) -> [UInt] {
    guard limit >= 2 else { return [] }
    var composite = [Bool](repeating: false, count: limit + 1)
    var primes: [UInt] = []
    for i in 2...limit where !composite[i] {
      primes.append(UInt(i))
      var j = i * i
      while j <= limit {
        composite[j] = true
        j += i
      }
    }
    return primes
  }

  /// Whether `n` is prime (see the type's note on what is proven).
  static func isPrime(_ n: BigUInt, cancellation: CancellationToken? = nil) throws(ArithmeticError) -> Bool {
    if n.words.count <= 1 { return isPrime(UInt64(n.words.first ?? 0)) }
    for p in smallPrimes.prefix(300) where remainder(n, p) == 0 { return false }
    return try isBaillieProbablePrime(n, cancellation: cancellation)
  }

  /// Whether `n` (an odd number above 2^64, with no small factor) passes Baillie–PSW.
  static func isBaillieProbablePrime(_ n: BigUInt, cancellation: CancellationToken?) throws(ArithmeticError) -> Bool {
    let field = Montgomery(n)
    guard try isStrongProbablePrime(n, base: 2, field, cancellation: cancellation) else { return false }
    return try isStrongLucasProbablePrime(n, field, cancellation: cancellation)
  }

  // MARK: Machine words

  /// Whether `n` is prime, proven: the strong test to the prime bases 2…37.
  static func isPrime(_ n: UInt64) -> Bool {
    if n < 2 { return false }
    for p: UInt64 in [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37] {
      if n == p { return true }
      if n % p == 0 { return false }
    }
    if n < 41 * 41 { return true }
    let s = (n - 1).trailingZeroBitCount
    let d = (n - 1) >> UInt64(s)
    bases: for a: UInt64 in [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37] {
      var x = powerModulo(a, d, n)
      if x == 1 || x == n - 1 { continue }
      for _ in 1..<max(s, 1) {
        x = multiplyModulo(x, x, n)
        if x == n - 1 { continue bases }
      }
      return false
    }
    return true
  }

  static func multiplyModulo(_ a: UInt64, _ b: UInt64, _ m: UInt64) -> UInt64 {
    let product = a.multipliedFullWidth(by: b)
    return m.dividingFullWidth((product.high, product.low)).remainder
  }

  static func powerModulo(_ base: UInt64, _ exponent: UInt64, _ m: UInt64) -> UInt64 {
    if m == 1 { return 0 }
    var result: UInt64 = 1
    var b = base % m
    var e = exponent
    while e > 0 {
      if e & 1 == 1 { result = multiplyModulo(result, b, m) }
      b = multiplyModulo(b, b, m)
      e >>= 1
    }
    return result
  }

  /// n mod d for a one-word divisor, word by word.
  static func remainder(_ n: BigUInt, _ d: UInt) -> UInt {
    var r: UInt = 0
    for word in n.words.reversed() {
      r = d.dividingFullWidth((r, word)).remainder
    }
    return r
  }

  // MARK: The strong test and the strong Lucas test

  /// The strong probable-prime test to `base` of an odd n > 3.
  static func isStrongProbablePrime(
    _ n: BigUInt, base: UInt, _ field: Montgomery, cancellation: CancellationToken?
  ) throws(ArithmeticError) -> Bool {
    let nMinusOne = n - 1
    let s = nMinusOne.trailingZeroBitCount
    let d = nMinusOne >> s
    var x = try field.power(field.residue(base), Array(d.words), cancellation: cancellation)
    if x == field.one || x == field.minusOne { return true }
    for _ in 1..<max(s, 1) {
      x = field.square(x)
      if x == field.minusOne { return true }
      if x == field.one { return false }
    }
    return false
  }

  /// The strong Lucas probable-prime test with Selfridge's parameters: D the first of 5,
  /// −7, 9, −11, … with Jacobi symbol (D/n) = −1, P = 1, Q = (1 − D)/4. A perfect square
  /// has no such D and is composite.
  static func isStrongLucasProbablePrime(
    _ n: BigUInt, _ field: Montgomery, cancellation: CancellationToken?
  ) throws(ArithmeticError) -> Bool {
    var d = 5
    var tries = 0
    while true {
      let j = jacobi(d, n)
      if j == -1 { break }
      if j == 0 && BigUInt(d.magnitude) != n { return false }
      tries += 1
      if tries == 20 {
        let root = n.integerSquareRoot()
        if root * root == n { return false }
      }
      d = d > 0 ? -(d + 2) : -d + 2
    }
    let q = (1 - d) / 4
    let dResidue = signedResidue(d, field)
    let qResidue = signedResidue(q, field)
    // n + 1 = k·2^s with k odd.
    let nPlusOne = n + 1
    let s = nPlusOne.trailingZeroBitCount
    let k = nPlusOne >> s
    // U_1 = 1, V_1 = P = 1, Q^1.
    var u = field.one
    var v = field.one
    var qk = qResidue
    let bits = k.bitWidth
    var steps = 0
    for bit in stride(from: bits - 2, through: 0, by: -1) {
      // Doubling: U_2m = U_m V_m, V_2m = V_m² − 2Q^m, Q^2m.
      u = field.multiply(u, v)
      v = field.subtract(field.square(v), field.add(qk, qk))
      qk = field.square(qk)
      if k[bitAt: bit] {
        // Plus one (P = 1): U_{m+1} = (U + V)/2, V_{m+1} = (D·U + V)/2.
        let newU = field.half(field.add(u, v))
        v = field.half(field.add(field.multiply(dResidue, u), v))
        u = newU
        qk = field.multiply(qk, qResidue)
      }
      steps += 1
      if steps & 255 == 0 { try cancellation.check() }
    }
    if field.isZero(u) || field.isZero(v) { return true }
    for _ in 1..<max(s, 1) {
      v = field.subtract(field.square(v), field.add(qk, qk))
      if field.isZero(v) { return true }
      qk = field.square(qk)
    }
    return false
  }

  private static func signedResidue(_ x: Int, _ field: Montgomery) -> Montgomery.Residue {
    let r = field.residue(UInt(x.magnitude))
    return x < 0 ? field.subtract(Montgomery.Residue(repeating: 0, count: field.count), r) : r
  }

  /// The Jacobi symbol (a/n) of a small a and an odd n > 0.
  static func jacobi(_ a: Int, _ n: BigUInt) -> Int {
    let m = a.magnitude
    // (a/n) = (sign/n)·(|a|/n); (−1/n) = 1 when n ≡ 1 mod 4.
    var sign = 1
    if a < 0 && n.lowWord & 3 == 3 { sign = -1 }
    if m == 0 { return n == 1 ? 1 : 0 }
    return sign * jacobi(BigInt(BigUInt(m)), n)
  }

  /// The Jacobi symbol (a/n) for an odd n > 0 (Legendre's symbol when n is prime).
  static func jacobi(_ a: BigInt, _ n: BigUInt) -> Int {
    var n = n
    var a = BigUInt((a % BigInt(n) + BigInt(n)) % BigInt(n))
    var result = 1
    while !a.isZero {
      let twos = a.trailingZeroBitCount
      a >>= twos
      let r = n.lowWord & 7
      if twos & 1 == 1 && (r == 3 || r == 5) { result = -result }
      if a.lowWord & 3 == 3 && n.lowWord & 3 == 3 { result = -result }
      swap(&a, &n)
      a %= n
    }
    return n == 1 ? result : 0
  }
}

extension BigUInt {
  /// The least significant word (0 for 0).
  var lowWord: UInt { words.first ?? 0 }
}
