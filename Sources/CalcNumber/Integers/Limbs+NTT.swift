/// Multiplication by number-theoretic transforms, for the largest operands.
///
/// The words of each operand are the coefficients of a polynomial in `β = 2^64`; the
/// product's coefficients `c_i = Σ a_j·b_(i-j)` are each below `min(an, bn)·(β - 1)²`. They
/// are computed modulo three primes `p_1, p_2, p_3` near `2^62` (``NTTPrime``) by cyclic
/// convolutions of a power-of-two length `N >= an + bn` (so nothing wraps around): a forward
/// transform of each operand, a pointwise product, an inverse transform. As long as
/// `min(an, bn)·(β - 1)² < p_1·p_2·p_3 ≈ 2^185.99`, the Chinese remainder theorem (Garner's
/// form) gives each `c_i` exactly, and adding them up with carries gives the product.
///
/// Bounds: the coefficient bound holds for `min(an, bn) < 2^57`; the primes have roots of
/// unity of order up to `2^41`, so the transform length is limited to
/// ``nttMaximumLength`` = `2^40` words, which ``nttFits(_:)`` checks (longer products stay
/// with Toom-3; no memory holds such operands today anyway).
///
/// The forward transform is decimation in frequency (natural order in, bit-reversed out) and
/// the inverse decimation in time (bit-reversed in, natural out), so no permutation is
/// needed. `O(N log N)` word operations against Toom-3's `O(N^1.465)`: the largest powers,
/// factorials and products, and π at the largest precisions, do far less work with it than
/// with Toom-3 alone.
extension Limbs {
  /// From this many words in the shorter operand, `multiply` uses the transform when the
  /// product fills at least 70% of the power-of-two transform length (``nttPays(_:_:threshold:anyFill:)``).
  ///
  /// From about this size a transform that the product fills does less work than the
  /// Toom-3 dispatch, and the lead grows with the size; a product that fills less of its
  /// length pays for the empty part, so it stays with Toom-3 up to ``nttAnyFillThreshold``.
  static let nttThreshold = 2000

  /// From this many words in the shorter operand, `multiply` uses the transform whatever
  /// the fill: a product just above a power of two pays for a transform of twice its
  /// length, which does less work than Toom-3 only from about this size.
  static let nttAnyFillThreshold = 4500

  /// From this many words, `square` uses the transform when the square fills 70% of its
  /// length: from about this size it does less work than the Toom-3 square, as for
  /// ``nttThreshold``.
  static let nttSquareThreshold = 2000

  /// From this many words, `square` uses the transform whatever the fill: a transform of
  /// twice the square's length does less work than the Toom-3 square only from about this
  /// size, as for ``nttAnyFillThreshold``.
  static let nttSquareAnyFillThreshold = 4500

  /// The longest transform (in words of the product): `2^40`, within the primes' two-adic
  /// orders (41, 42 and 46) and far within the coefficient bound (`min(an, bn) < 2^57`).
  static let nttMaximumLength = 1 << 40

  /// Whether a product of `count` words is within ``nttMaximumLength``.
  static func nttFits(_ count: Int) -> Bool { count <= nttMaximumLength }

  /// The transform length for a product of `count` words: the least power of two at least
  /// `count` (and at least 2).
  static func nttLength(_ count: Int) -> Int {
    var n = 2
    while n < count { n *= 2 }
    return n
  }

  /// Whether `multiply` should take the transform for an `an`×`bn` product (`an >= bn`):
  /// from `threshold` words in `bn` when the product fills at least 70% of its transform
  /// length, from `anyFill` words whatever the fill (a product just above a power of two
  /// pays for a transform of twice its length), and only within ``nttMaximumLength``.
  static func nttPays(_ an: Int, _ bn: Int, threshold: Int, anyFill: Int) -> Bool {
    guard bn >= threshold, nttFits(an + bn) else { return false }
    return bn >= anyFill || 10 * (an + bn) >= 7 * nttLength(an + bn)
  }

  /// Writes `a·b` into `r[0..<an + bn]` (`an, bn >= 1`, `nttFits(an + bn)`); `r` must not
  /// overlap `a` or `b`.
  static func nttMultiply(
    _ a: UnsafePointer<UInt>, _ an: Int, _ b: UnsafePointer<UInt>, _ bn: Int, into r: UnsafeMutablePointer<UInt>
  ) {
    nttConvolve(a, an, b, bn, square: false, into: r)
  }

  /// Writes `a²` into `r[0..<2n]` (`n >= 1`, `nttFits(2n)`), transforming `a` once per
  /// prime.
  static func nttSquare(_ a: UnsafePointer<UInt>, _ n: Int, into r: UnsafeMutablePointer<UInt>) {
    nttConvolve(a, n, a, n, square: true, into: r)
  }

  /// The product by three convolutions and Garner's recombination (`b` is ignored when
  /// `square`).
  private static func nttConvolve(
    _ a: UnsafePointer<UInt>, _ an: Int, _ b: UnsafePointer<UInt>, _ bn: Int, square: Bool,
    into r: UnsafeMutablePointer<UInt>
  ) {
    let rn = an + bn
    precondition(nttFits(rn), "nttMultiply: the product is longer than the transform supports")
    let n = nttLength(rn)
    let primes = NTTPrime.transformPrimes
    // residues[i][j]: c_j mod p_i.
    var residues: [[UInt]] = []
    for prime in primes {
      residues.append(convolution(a, an, b, bn, square: square, length: n, prime: prime))
    }
    let p1 = primes[0], p2 = primes[1], p3 = primes[2]
    // Garner: c = v1 + v2·p1 + v3·p1·p2, with v1 = c mod p1,
    // v2 = (c - v1)/p1 mod p2, v3 = (c - v1 - v2·p1)/(p1·p2) mod p3.
    let inverse12 = p2.inverseMontgomery(p1.p)  // (p1⁻¹ mod p2)·2^64
    let p1Mod3 = p3.montgomery(p3.reduce(p1.p))  // (p1 mod p3)·2^64
    let (p12High, p12Low) = p1.p.multipliedFullWidth(by: p2.p)
    // p1·p2 mod p3 = p12High·2^64 + p12Low mod p3 (the Montgomery form of p12High is
    // p12High·2^64 mod p3).
    let p12Residue = p3.add(p3.montgomery(p12High), p3.reduce(p12Low))
    let inverseP12 = p3.inverseMontgomery(p12Residue)  // ((p1·p2)⁻¹ mod p3)·2^64
    residues[0].withUnsafeBufferPointer { x1 in
      residues[1].withUnsafeBufferPointer { x2 in
        residues[2].withUnsafeBufferPointer { x3 in
          // The running sum Σ c_j·β^(j - i) over j <= i, less the words already written:
          // three words (below 2^187).
          var s0: UInt = 0, s1: UInt = 0, s2: UInt = 0
          for i in 0..<rn {
            let v1 = x1[i]
            let v2 = p2.multiply(p2.subtract(x2[i], p2.reduce(v1)), inverse12)
            let t = p3.subtract(p3.subtract(x3[i], p3.reduce(v1)), p3.multiply(p3.reduce(v2), p1Mod3))
            let v3 = p3.multiply(t, inverseP12)
            // c_i = v1 + v2·p1 + v3·p12Low + v3·p12High·β, below 2^186.
            let m1 = v2.multipliedFullWidth(by: p1.p)
            let m2 = v3.multipliedFullWidth(by: p12Low)
            let m3 = v3.multipliedFullWidth(by: p12High)
            accumulate(&s0, &s1, &s2, high: 0, low: v1)
            accumulate(&s0, &s1, &s2, high: m1.high, low: m1.low)
            accumulate(&s0, &s1, &s2, high: m2.high, low: m2.low)
            let o: Bool
            (s1, o) = s1.addingReportingOverflow(m3.low)
            s2 = s2 &+ m3.high &+ UInt(bit: o)
            // The low word is final.
            r[i] = s0
            s0 = s1
            s1 = s2
            s2 = 0
          }
        }
      }
    }
  }

  /// `(s2, s1, s0) += (high, low)` on a three-word sum that cannot overflow.
  @inline(__always)
  private static func accumulate(_ s0: inout UInt, _ s1: inout UInt, _ s2: inout UInt, high: UInt, low: UInt) {
    let (t0, o) = s0.addingReportingOverflow(low)
    let (t1, o1) = s1.addingReportingOverflow(high)
    let (u1, o2) = t1.addingReportingOverflow(UInt(bit: o))
    s0 = t0
    s1 = u1
    s2 = s2 &+ UInt(bit: o1) &+ UInt(bit: o2)
  }

  /// `c_j mod p` for `j < length` (the cyclic convolution of length `length`, a power of two
  /// at least `an + bn`, so no term wraps), scaled to plain residues.
  private static func convolution(
    _ a: UnsafePointer<UInt>, _ an: Int, _ b: UnsafePointer<UInt>, _ bn: Int, square: Bool, length n: Int,
    prime: NTTPrime
  ) -> [UInt] {
    let forward = prime.twiddles(n, inverse: false)
    let inverse = prime.twiddles(n, inverse: true)
    var x = residuesOf(a, an, length: n, prime: prime)
    // The pointwise product leaves a factor 2⁻⁶⁴ and the inverse transform a factor n:
    // multiplying by (n⁻¹·2^128 mod p) in Montgomery form undoes both.
    let nInverse = prime.p - (prime.p - 1) / UInt(n)  // n·nInverse ≡ 1
    let scale = prime.multiply(prime.montgomery(nInverse), prime.montgomerySquare)
    forward.withUnsafeBufferPointer { w in
      x.withUnsafeMutableBufferPointer { xs in
        guard let xp = xs.baseAddress, let wp = w.baseAddress else { return }
        transformForward(xp, n, twiddles: wp, prime: prime)
      }
    }
    if square {
      x.withUnsafeMutableBufferPointer { xs in
        for i in 0..<n { xs[i] = prime.multiply(prime.multiplyLazy(xs[i], xs[i]), scale) }
      }
    } else {
      var y = residuesOf(b, bn, length: n, prime: prime)
      forward.withUnsafeBufferPointer { w in
        y.withUnsafeMutableBufferPointer { ys in
          guard let yp = ys.baseAddress, let wp = w.baseAddress else { return }
          transformForward(yp, n, twiddles: wp, prime: prime)
        }
      }
      x.withUnsafeMutableBufferPointer { xs in
        y.withUnsafeBufferPointer { ys in
          for i in 0..<n { xs[i] = prime.multiply(prime.multiplyLazy(xs[i], ys[i]), scale) }
        }
      }
    }
    inverse.withUnsafeBufferPointer { w in
      x.withUnsafeMutableBufferPointer { xs in
        guard let xp = xs.baseAddress, let wp = w.baseAddress else { return }
        transformInverse(xp, n, twiddles: wp, prime: prime)
        for i in 0..<n where xp[i] >= prime.p { xp[i] -= prime.p }
      }
    }
    return x
  }

  /// The words of `a` reduced modulo `p`, zero-padded to `length`.
  private static func residuesOf(_ a: UnsafePointer<UInt>, _ an: Int, length n: Int, prime: NTTPrime) -> [UInt] {
    [UInt](unsafeUninitializedCapacity: n) { x, initialized in
      for i in 0..<an { x[i] = prime.reduce(a[i]) }
      for i in an..<n { x[i] = 0 }
      initialized = n
    }
  }

  /// In place, `x ← (Σ_j x_j·ω^(jk))_k` in bit-reversed order of `k` (`ω` a primitive `n`-th
  /// root of unity): decimation in frequency, each butterfly `(u, v) → (u + v, (u - v)·ω^j)`.
  /// Values stay in `0..<2p` (congruent, lazily reduced): `u - v + 2p < 4p` is a valid
  /// input of ``NTTPrime/multiplyLazy(_:_:)``, whose result is below `2p`.
  private static func transformForward(
    _ x: UnsafeMutablePointer<UInt>, _ n: Int, twiddles w: UnsafePointer<UInt>, prime: NTTPrime
  ) {
    let twice = prime.p &+ prime.p
    var half = n / 2
    while half >= 1 {
      let factors = w + half
      var start = 0
      while start < n {
        let lo = x + start, hi = x + start + half
        for j in 0..<half {
          let u = lo[j], v = hi[j]
          lo[j] = prime.reduceBelowTwice(u &+ v)
          hi[j] = prime.multiplyLazy(u &+ twice &- v, factors[j])
        }
        start += 2 * half
      }
      half /= 2
    }
  }

  /// The inverse of ``transformForward(_:_:twiddles:prime:)`` up to a factor `n`, with the
  /// inverse twiddles: bit-reversed order in, natural order out, by decimation in time,
  /// each butterfly `(u, v) → (u + v·ω^-j, u - v·ω^-j)`, on values in `0..<2p` as the
  /// forward transform.
  private static func transformInverse(
    _ x: UnsafeMutablePointer<UInt>, _ n: Int, twiddles w: UnsafePointer<UInt>, prime: NTTPrime
  ) {
    let twice = prime.p &+ prime.p
    var half = 1
    while half < n {
      let factors = w + half
      var start = 0
      while start < n {
        let lo = x + start, hi = x + start + half
        for j in 0..<half {
          let u = lo[j], v = prime.multiplyLazy(hi[j], factors[j])
          lo[j] = prime.reduceBelowTwice(u &+ v)
          hi[j] = prime.reduceBelowTwice(u &+ twice &- v)
        }
        start += 2 * half
      }
      half *= 2
    }
  }
}
