/// A prime `p = c·2^s + 1` with `2^61 < p < 2^62`, and Montgomery arithmetic modulo it:
/// the field of the number-theoretic transforms behind ``Limbs/nttMultiply(_:_:_:_:into:)``.
///
/// Residues are words in `0..<p`. ``multiply(_:_:)`` is Montgomery's product
/// `a·b·2⁻⁶⁴ mod p` (two full-width word products and no division); constants that multiply
/// (twiddle factors, scale factors) are stored times `2^64 mod p` so that the product comes
/// out plain. Since `p < 2^62`, sums of two residues never overflow a word.
struct NTTPrime {
  /// The prime.
  let p: UInt
  /// `p⁻¹ mod 2^64`.
  let inverse: UInt
  /// `2^128 mod p`: ``multiply(_:_:)`` by it turns `x` into its Montgomery form `x·2^64`.
  let montgomerySquare: UInt
  /// A generator of the multiplicative group modulo `p`.
  let generator: UInt
  /// `s`: `2^s` divides `p - 1`, the longest transform this prime supports.
  let twoAdicity: Int

  /// The three primes of the transform, with generators found (and primality checked)
  /// by Miller–Rabin and trial factoring of `c` in Python when this file was written:
  /// `p = c·2^40 + 1` for `c` = 4,194,240 (`2^46 | p - 1`), 4,194,238 (`2^41`) and
  /// 4,194,180 (`2^42`). Their product is about `2^185.99`.
  static let transformPrimes = [
    NTTPrime(4_611_615_649_683_210_241, generator: 11, twoAdicity: 46),
    NTTPrime(4_611_613_450_659_954_689, generator: 3, twoAdicity: 41),
    NTTPrime(4_611_549_678_985_543_681, generator: 19, twoAdicity: 42),
  ]

  init(_ p: UInt, generator: UInt, twoAdicity: Int) {
    self.p = p
    self.generator = generator
    self.twoAdicity = twoAdicity
    // Newton's iteration for the inverse modulo 2^64: each step doubles the correct low
    // bits (p·p ≡ 1 mod 8 to start with, 3 bits).
    var x = p
    for _ in 0..<5 { x = x &* (2 &- p &* x) }
    inverse = x
    let r = p.dividingFullWidth((1, 0)).remainder  // 2^64 mod p
    montgomerySquare = p.dividingFullWidth(r.multipliedFullWidth(by: r)).remainder
  }

  /// `a·b·2⁻⁶⁴ mod p`, in `0..<p`, for `a·b < p·2^64` (for instance `a, b < p`, or `a < 2^64`
  /// and `b < p`). With `m = lo·p⁻¹ mod 2^64`, `a·b - m·p` is divisible by 2^64 and its
  /// quotient is `hi - ⌊m·p / 2^64⌋`, in `(-p, p)`.
  @inline(__always)
  func multiply(_ a: UInt, _ b: UInt) -> UInt {
    let (hi, lo) = a.multipliedFullWidth(by: b)
    let mp = (lo &* inverse).multipliedFullWidth(by: p).high
    let (d, borrow) = hi.subtractingReportingOverflow(mp)
    return borrow ? d &+ p : d
  }

  /// `a·b·2⁻⁶⁴ mod p` as a value in `(0, 2p)` (congruent, not fully reduced), for
  /// `a·b < p·2^64` (for instance `a < 4p` and `b < p`): ``multiply(_:_:)`` plus `p`
  /// instead of its conditional correction (Harvey's lazy reduction).
  @inline(__always)
  func multiplyLazy(_ a: UInt, _ b: UInt) -> UInt {
    let (hi, lo) = a.multipliedFullWidth(by: b)
    let mp = (lo &* inverse).multipliedFullWidth(by: p).high
    return hi &- mp &+ p
  }

  /// `x` less `2p` if it is at least `2p`: from `0..<4p` to `0..<2p`.
  @inline(__always)
  func reduceBelowTwice(_ x: UInt) -> UInt {
    let twice = p &+ p
    return x >= twice ? x &- twice : x
  }

  /// `a + b mod p` for `a, b < p`.
  @inline(__always)
  func add(_ a: UInt, _ b: UInt) -> UInt {
    let s = a &+ b
    return s >= p ? s &- p : s
  }

  /// `a - b mod p` for `a, b < p`.
  @inline(__always)
  func subtract(_ a: UInt, _ b: UInt) -> UInt {
    let (d, borrow) = a.subtractingReportingOverflow(b)
    return borrow ? d &+ p : d
  }

  /// `x mod p` for any word: `x - ⌊x / 2^62⌋·p` is below `2^62 + 3·(2^62 - p) < 2p`.
  @inline(__always)
  func reduce(_ x: UInt) -> UInt {
    let d = x &- (x >> 62) &* p
    return d >= p ? d &- p : d
  }

  /// The Montgomery form `x·2^64 mod p` of `x < 2^64`.
  func montgomery(_ x: UInt) -> UInt { multiply(x, montgomerySquare) }

  /// `base^e` in Montgomery form, for `base` in Montgomery form.
  func power(_ base: UInt, _ e: UInt) -> UInt {
    var result = montgomery(1), b = base, e = e
    while e > 0 {
      if e & 1 == 1 { result = multiply(result, b) }
      b = multiply(b, b)
      e >>= 1
    }
    return result
  }

  /// `x⁻¹·2^64 mod p` (the Montgomery form of the inverse) for `x mod p != 0`, by Fermat.
  func inverseMontgomery(_ x: UInt) -> UInt { power(montgomery(reduce(x)), p - 2) }

  /// The twiddle factors of a transform of length `n` (a power of two, `2 <= n <= 2^s`), in
  /// Montgomery form: `table[h + j] = ω_{2h}^j` for each level `h = 1, 2, 4, ..., n/2` and
  /// `j < h`, where `ω_{2h}` is a primitive `2h`-th root of unity (its inverse if `inverse`).
  /// Each level's factors are contiguous, in the order the butterflies use them.
  func twiddles(_ n: Int, inverse: Bool) -> [UInt] {
    let half = n / 2
    var root = power(montgomery(generator), (p - 1) / UInt(n))
    if inverse { root = power(root, UInt(n - 1)) }
    return [UInt](unsafeUninitializedCapacity: n) { table, initialized in
      table[0] = 0
      var w = montgomery(1)
      for j in 0..<half {
        table[half + j] = w
        w = multiply(w, root)
      }
      // ω_{2h} = ω_{4h}², so the lower levels take every other factor of the one above.
      var h = half / 2
      while h >= 1 {
        for j in 0..<h { table[h + j] = table[2 * h + 2 * j] }
        h /= 2
      }
      initialized = n
    }
  }
}
