import BigInt

/// `1/Γ(1 + t)` for a short rational `|t| <= ½` by its Taylor series at 0, from a table of
/// the coefficients (as Arb's `arb_hypgeom_gamma_taylor` and its `gamma_tab.c`): the series
/// of an entire function, summed by Horner's rule in fixed point where each step multiplies
/// by `t = a/b` as a word times a word over a word (no full-size product), so Γ at 1,000
/// digits costs a few hundred linear passes instead of a binary splitting and an exponential.
///
/// **The table** (``scale``, ``negative``, ``offsets``, ``words``, made by
/// `scripts/make-reciprocal-gamma-table.py` from python-flint and checked against mpmath):
/// `1/Γ(1 + t) = Σ_{k≥0} c_k t^k`, entry `k` is `E_k = ⌊|c_k| · 2^scale⌋` with the sign of
/// `c_k`, for `k < count` (720).
///
/// **The tail past the table.** By Weierstrass's product (DLMF 5.8.2),
/// `1/Γ(1 + z) = e^(γz) Π_{n≥1} (1 + z/n) e^(−z/n)`. On `|z| = R`: `|e^(γz)| <= e^(γR)`; for
/// `n <= N`, `|(1 + z/n) e^(−z/n)| <= (1 + R/n) e^(R/n)`; for every complex `w`,
/// `ln|(1 + w) e^(−w)| = ½ ln(1 + 2 Re w + |w|²) − Re w <= |w|²/2`, so the factors past `N`
/// give at most `e^(R²/(2N))` (`Σ_{n>N} 1/n² < 1/N`). With that bound `M` of `|1/Γ(1 + z)|`
/// on the circle, Cauchy's estimate `|c_k| <= M / R^k` bounds the tail past `count` terms by
/// `M (|t|/R)^count / (1 − |t|/R)`; at `R = 91`, `N = 45` and `|t| <= ½` that is below
/// `2^−4499` (``tailBits``, evaluated in `Double` with a bit to spare).
///
/// **The sum** at `s` fraction bits, `S` an integer standing for `S / 2^s`: from `S = 0`,
/// for `k = n − 1, …, 0`, `S ← trunc(S · a / b) + C_k` with `C_k = ±⌊E_k / 2^(scale − s)⌋`.
/// `C_k / 2^s` is within `2^−s + 2^−scale <= 2 · 2^−s` of `c_k` and the truncated product
/// within `2^−s` of `t · S / 2^s`, so each step adds an error below `3 · 2^−s` to one that
/// `|t| <= ½` halves: the whole error is below `6 · 2^−s`. The terms left out (`k >= n`) are
/// below `2^−(s + 1)` together: `n` is taken so that each `|c_k| |t|^k` with `n <= k < count`
/// is below `2^−(s + 12)` by `|c_k| < (E_k + 1) · 2^−scale <= 2^(bitWidth(E_k) − scale)`
/// (fewer than 1,024 of them), and the tail past the table is below `2^−(s + 4)`. So the
/// value lies within `7 · 2^−s` of `S / 2^s`: the bounds are `(S ∓ 8) / 2^s`.
enum ReciprocalGammaTable {
  /// The number of coefficients in the table.
  static var count: Int { negative.count }

  /// The most fraction bits a sum may take: 16 fewer than the table's.
  static var maximumBits: Int { scale - 16 }

  /// `−log₂` of the bound of the series' tail past ``count`` terms at `|t| <= ½` (see the
  /// type's comment), rounded down with a bit to spare.
  static let tailBits: Int = {
    let r = 91.0
    let n = 45
    // log₂ M and log₂ of the tail, in bits.
    var log2M = (0.5772156649015329 * r + r * r / (2 * Double(n))) / M_LN2
    for i in 1...n { log2M += log2(1 + r / Double(i)) + r / Double(i) / M_LN2 }
    let log2Tail = log2M + Double(count) * log2(0.5 / r) - log2(1 - 0.5 / r)
    return Int((-log2Tail).rounded(.down)) - 1
  }()

  /// The bit width of each entry `E_k`.
  static let entryBits: [Int] = (0..<count).map { k in
    var top = offsets[k + 1] - 1
    while top >= offsets[k] && words[top] == 0 { top -= 1 }
    if top < offsets[k] { return 0 }
    return 64 * (top - offsets[k]) + (64 - words[top].leadingZeroBitCount)
  }

  /// Bounds of `1/Γ(1 + t)`, `t = ±a/b` (`0 < a <= b/2`), to at least `bits` fraction bits
  /// (`bits <= maximumBits`); nil where `UInt` is not 64 bits wide (the table's words).
  ///
  /// The sum takes `s >= bits` fraction bits with `scale − s` a multiple of 64, so each
  /// `C_k` is entry `k` without its low words, and runs in place on one array of words:
  /// the magnitude of `S` and its sign.
  static func reciprocalGamma(
    a: UInt, b: UInt, negativeT: Bool, bits: Int, stop: CancellationToken?
  ) throws(ArithmeticError) -> (Dyadic, Dyadic)? {
    guard UInt.bitWidth == 64, a > 0, a <= b / 2, bits >= 8, bits <= maximumBits, bits + 4 <= tailBits else {
      return nil
    }
    let skip = (scale - bits) / 64
    let s = scale - 64 * skip
    // log₂|t| from above (the Double's error is far below the margin).
    let log2t = log2(Double(a)) - log2(Double(b)) + 1e-9
    let limit = -Double(s + 12)
    var n = count
    while n > 1 && Double(entryBits[n - 1] - scale) + Double(n - 1) * log2t <= limit { n -= 1 }
    // |S| < 2^(s + 2) (every partial sum of Horner's rule is below 1.3 in magnitude), and
    // S · a one word more.
    let length = s / 64 + 3
    var magnitude = [UInt](repeating: 0, count: length)
    var negativeSum = false
    // S · a / b = S · (a · 2^l) / (b · 2^l), the divisor's top bit set for ``WordDivisor``.
    let l = b.leadingZeroBitCount
    let (factor, divisor) = (a << l, WordDivisor(b << l))
    for k in stride(from: n - 1, through: 0, by: -1) {
      if k & 63 == 0 { try stop.check() }
      magnitude.withUnsafeMutableBufferPointer { m in
        // S ← trunc(S · a / b): the magnitude times a, then divided by b from the top.
        var carry: UInt = 0
        for i in 0..<length {
          let (high, low) = m[i].multipliedFullWidth(by: factor)
          let (sum, overflow) = low.addingReportingOverflow(carry)
          m[i] = sum
          carry = high &+ (overflow ? 1 : 0)
        }
        var remainder: UInt = 0
        var i = length - 1
        while i >= 0 {
          (m[i], remainder) = divisor.divide(remainder, m[i])
          i -= 1
        }
      }
      if negativeT { negativeSum.toggle() }
      negativeSum = add(k, skip: skip, to: &magnitude, negative: negativeSum)
    }
    let sum = BigInt(sign: negativeSum ? .minus : .plus, magnitude: BigUInt(limbs: magnitude))
    let slack = BigInt(8)
    return (Dyadic(sum - slack, exponent: -s), Dyadic(sum + slack, exponent: -s))
  }

  /// Adds `C_k` (entry `k` without its `skip` low words, with its sign) to the value of
  /// sign `negative` and magnitude `m`, in place; the sign of the sum.
  private static func add(_ k: Int, skip: Int, to m: inout [UInt], negative: Bool) -> Bool {
    m.withUnsafeMutableBufferPointer { m in add(k, skip: skip, to: m, negative: negative) }
  }

  /// ``add(_:skip:to:negative:)`` on words in place: entry word `skip + i` to `m[i]`.
  static func add(_ k: Int, skip: Int, to m: UnsafeMutableBufferPointer<UInt>, negative: Bool) -> Bool {
    let start = offsets[k] + skip
    let end = offsets[k + 1]
    if start >= end { return negative }
    let count = end - start
    return words.withUnsafeBufferPointer { e in
      if negative == self.negative[k] {
        var carry = false
        for i in 0..<m.count {
          let word = i < count ? UInt(e[start + i]) : 0
          if i >= count && !carry { break }
          let (s1, o1) = m[i].addingReportingOverflow(word)
          let (s2, o2) = s1.addingReportingOverflow(carry ? 1 : 0)
          m[i] = s2
          carry = o1 || o2
        }
        return negative
      }
      // Opposite signs: the smaller magnitude from the larger.
      var entryLarger = false
      var i = m.count - 1
      while i >= 0 {
        let word = i < count ? UInt(e[start + i]) : 0
        if word != m[i] {
          entryLarger = word > m[i]
          break
        }
        i -= 1
      }
      var borrow = false
      for i in 0..<m.count {
        let word = i < count ? UInt(e[start + i]) : 0
        let (x, y) = entryLarger ? (word, m[i]) : (m[i], word)
        let (d1, o1) = x.subtractingReportingOverflow(y)
        let (d2, o2) = d1.subtractingReportingOverflow(borrow ? 1 : 0)
        m[i] = d2
        borrow = o1 || o2
      }
      return entryLarger ? !negative : negative
    }
  }
}

/// Division of two words by one fixed word `d` with its top bit set, by a precomputed
/// reciprocal (Möller and Granlund, "Improved division by invariant integers", 2011,
/// algorithm 4): two products and a few corrections instead of a hardware or library
/// division of 128 bits by 64.
private struct WordDivisor {
  let d: UInt
  /// `⌊(β² − 1) / d⌋ − β`, β = 2^64.
  let v: UInt

  init(_ d: UInt) {
    precondition(d.leadingZeroBitCount == 0)
    self.d = d
    v = d.dividingFullWidth((~d, UInt.max)).quotient
  }

  /// `(⌊(u1 · β + u0) / d⌋, remainder)` for `u1 < d`.
  @inline(__always) func divide(_ u1: UInt, _ u0: UInt) -> (UInt, UInt) {
    var (q1, q0) = v.multipliedFullWidth(by: u1)
    let (sum, carry) = q0.addingReportingOverflow(u0)
    q0 = sum
    q1 = q1 &+ u1 &+ 1 &+ (carry ? 1 : 0)
    var r = u0 &- q1 &* d
    if r > q0 {
      q1 = q1 &- 1
      r = r &+ d
    }
    if r >= d {
      q1 = q1 &+ 1
      r = r &- d
    }
    return (q1, r)
  }
}
