import BigInt
import Foundation

/// A power series at a small rational argument, summed by binary splitting: the machinery of
/// ``BinarySplitting`` (π, ln 2) for `exp`, `sin`, `atan` and `atanh` of any `x = n / (d · 2^s)`
/// whose numerator and denominator are short.
///
/// The series is `Σ_{k<N} 1/b(k) · Π_{1<=i<=k} p(i) / (q(i) · 2^shift)` with integers `p(i)`,
/// `q(i) > 0`, `b(k) > 0` (`b = 1` when absent). For a range `[i, j)` of terms the recursion
/// keeps `P = Π p`, `Q = Π q`, `B = Π b`, the power of two `E = shift · (terms past the
/// first)` and `T` with `T / (B · Q · 2^E)` the range's sum relative to the factors before it;
/// halves merge as `T = B₂Q₂T₁ · 2^E₂ + B₁P₁T₂`. Keeping the powers of two as a count `E`
/// instead of inside `Q` keeps the products short for a dyadic argument (bit-burst pieces).
///
/// **Error.** The sum of the first `N` terms is exact as a fraction; ``fixedPoint(terms:bits:factor:stop:)``
/// rounds it once, within `1 + 2^-60` units of `x = value · 2^bits` (the numerator's
/// magnitude is divided once, rounding toward zero by less than a unit, after the exact shift
/// by `E − bits` of the numerator or denominator, and the `2^-63` relative truncation of ``BinarySplitting/truncated(_:_:keeping:)``
/// of a quotient below `2^(width(n) − width(d) + 1)` adds less than `2^-60` units). The
/// term counts (``exponentialTerms(log2Bound:bits:)`` and the others) leave a tail below
/// `2^-(bits+8)`, so the value returned is within 2 units of the whole series.
struct SeriesSplitting {
  /// `p(i)` for `i >= 1`.
  let p: (Int) -> BigInt
  /// `q(i)` for `i >= 1`, without the power of two.
  let q: (Int) -> BigUInt
  /// The power of two in every `q(i)`.
  let shift: Int
  /// `b(k)` for `k >= 0`, or nil for 1.
  let b: ((Int) -> BigUInt)?

  /// `factor · Σ_{k<terms} …` times `2^bits`, within 2 units (see the type's error note),
  /// where `factor = numerator / (denominator · 2^shift)`.
  func fixedPoint(
    terms: Int, bits: Int, factor: (numerator: BigInt, denominator: BigUInt, shift: Int) = (1, 1, 0),
    stop: CancellationToken?
  ) throws(ArithmeticError) -> BigInt {
    let f = try fraction(terms: terms, factor: factor, stop: stop)
    return Self.fixedPoint(f, bits: bits)
  }

  /// `factor · Σ_{k<terms} …` exactly, as `numerator / (denominator · 2^exponent)`.
  func fraction(
    terms: Int, factor: (numerator: BigInt, denominator: BigUInt, shift: Int) = (1, 1, 0),
    stop: CancellationToken?
  ) throws(ArithmeticError) -> (numerator: BigInt, denominator: BigUInt, exponent: Int) {
    precondition(terms >= 1)
    let range = try split(0, terms, needsP: false, stop: stop)
    try stop.check()
    var denominator = BigUInt.product(range.q, factor.denominator)
    if let _ = b { denominator = BigUInt.product(denominator, range.b) }
    return (Self.product(range.t, factor.numerator), denominator, range.e + factor.shift)
  }

  /// `n / (d · 2^e) · 2^bits` rounded toward zero once, within `1 + 2^-60` units: the exact
  /// shift by `e − bits` of the numerator or the denominator, both cut to 66 bits more than
  /// the quotient has (``BinarySplitting/truncated(_:_:keeping:)``, a relative `2^-64`), one
  /// quotient.
  static func fixedPoint(
    _ f: (numerator: BigInt, denominator: BigUInt, exponent: Int), bits: Int
  ) -> BigInt {
    precondition(bits >= 0)
    var denominator = f.denominator
    let e = f.exponent
    let negative = f.numerator.sign == .minus
    var n = f.numerator.magnitude
    if bits >= e {
      n = n.shiftedLeft(bits: bits - e)
    } else {
      denominator = denominator.shiftedLeft(bits: e - bits)
    }
    let keeping = max(0, n.bitWidth - denominator.bitWidth) + 66
    let (n1, d1) = BinarySplitting.truncated(n, denominator, keeping: keeping)
    let y = BigInt(BinarySplitting.quotient(n1, d1))
    return negative ? -y : y
  }

  /// P, Q, B, E and T of the terms `[i, j)` (see the type's note); `p(0) = q(0) = 1` and no
  /// power of two for the first term. `P` is left 0 when `needsP` is false.
  private func split(
    _ i: Int, _ j: Int, needsP: Bool, stop: CancellationToken?
  ) throws(ArithmeticError) -> (p: BigInt, q: BigUInt, b: BigUInt, e: Int, t: BigInt) {
    if j - i == 1 {
      let bk = b?(i) ?? 1
      if i == 0 { return (1, 1, bk, 0, 1) }
      let pi = p(i)
      return (pi, q(i), bk, shift, pi)
    }
    if j - i > 16 { try stop.check() }
    let mid = (i + j) / 2
    let left = try split(i, mid, needsP: true, stop: stop)
    let right = try split(mid, j, needsP: needsP, stop: stop)
    let pp = needsP ? Self.product(left.p, right.p) : 0
    let qq = BigUInt.product(left.q, right.q)
    var first = Self.product(left.t, BigInt(right.q))
    var second = Self.product(left.p, right.t)
    var bb: BigUInt = 1
    if let _ = b {
      bb = BigUInt.product(left.b, right.b)
      first = Self.product(first, BigInt(right.b))
      second = Self.product(second, BigInt(left.b))
    }
    if right.e > 0 { first = BigInt(sign: first.sign, magnitude: first.magnitude.shiftedLeft(bits: right.e)) }
    return (pp, qq, bb, left.e + right.e, first + second)
  }
}

extension SeriesSplitting {
  /// `a · b` by ``BigUInt/product(_:_:)`` on the magnitudes, whatever their sizes (the
  /// splitting multiplies long values by short ones, where attaswift's `*` is slow).
  static func product(_ a: BigInt, _ b: BigInt) -> BigInt {
    BigInt(sign: a.sign == b.sign ? .plus : .minus, magnitude: BigUInt.product(a.magnitude, b.magnitude))
  }

  /// A rational `n / (d · 2^s)` with `d > 0`: the argument of one series.
  struct Argument {
    var numerator: BigInt
    var denominator: BigUInt = 1
    var shift: Int = 0

    /// A bound `λ` with `|x| < 2^λ`, for counting terms: `log2 |n| − log2 d − s` from the top
    /// 64 bits of each (off by less than `2^-50`), plus `2^-30`.
    var log2Bound: Double {
      guard !numerator.isZero else { return -Double(Int32.max) }
      return Self.log2(numerator.magnitude) - Self.log2(denominator) - Double(shift) + 0x1p-30
    }

    /// `log2 a` for `a > 0`, to about 2^-52 relative.
    private static func log2(_ a: BigUInt) -> Double {
      let drop = max(0, a.bitWidth - 64)
      return Foundation.log2(Double(UInt64(truncatingIfNeeded: a >> drop))) + Double(drop)
    }
  }

  /// `Σ x^k / k!`.
  static func exponential(_ x: Argument) -> SeriesSplitting {
    let n = x.numerator
    let d = x.denominator
    return SeriesSplitting(p: { _ in n }, q: { i in BigUInt(i) * d }, shift: x.shift, b: nil)
  }

  /// `Σ (−x²)^k / (2k+1)!`; times `x` it is `sin x`.
  static func sine(_ x: Argument) -> SeriesSplitting {
    let n2 = -BigInt(x.numerator.magnitude.squared())
    let d2 = x.denominator.squared()
    return SeriesSplitting(
      p: { _ in n2 }, q: { i in BigUInt(2 * i) * BigUInt(2 * i + 1) * d2 }, shift: 2 * x.shift, b: nil)
  }

  /// `Σ (∓x²)^k / (2k+1)`; times `x` it is `atan x` (alternating) or `atanh x`.
  static func arctangent(_ x: Argument, hyperbolic: Bool) -> SeriesSplitting {
    let s = BigInt(x.numerator.magnitude.squared())
    let n2 = hyperbolic ? s : -s
    let d2 = x.denominator.squared()
    return SeriesSplitting(p: { _ in n2 }, q: { _ in d2 }, shift: 2 * x.shift, b: { k in BigUInt(2 * k + 1) })
  }

  /// How many terms of `Σ x^k/k!` leave a tail below `2^-(bits+8)`, for `|x| < 2^λ <= 2`
  /// (`λ`, ``Argument/log2Bound``): the smallest `N >= 4` with `N·(−λ) + log2 N! >= bits + 10`.
  /// From the term `N` on the ratio of successive terms is at most `2/(N+1) <= 1/2`, so the
  /// tail is below twice the term `N`, which is below `2^(N·λ − log2 N!)`. `log2 N!` is
  /// summed in `Double`, off by far less than a bit for any `N` below 2^40.
  static func exponentialTerms(log2Bound λ: Double, bits: Int) -> Int {
    precondition(λ <= 1)
    var n = 1
    var log2Factorial = 0.0
    let target = Double(bits + 10)
    while n < 4 || Double(n) * -λ + log2Factorial < target {
      n += 1
      log2Factorial += Double(n).log2
    }
    return n
  }

  /// How many terms of the sine series (`k < N`, degree `2N − 1`) leave a tail below
  /// `2^-(bits+8)` for `|x| < 2^λ <= 2`: the terms alternate and decrease (the ratio
  /// `x² / ((2k+2)(2k+3))` is below 1), so the tail is below the term of degree `2N + 1`,
  /// `|x|^(2N+1) / (2N+1)!`; `N` is the smallest with `(2N+1)(−λ) + log2 (2N+1)! >= bits + 9`.
  static func sineTerms(log2Bound λ: Double, bits: Int) -> Int {
    precondition(λ <= 1)
    var n = 1
    var log2Factorial = 1.0.log2 + 2.0.log2 + 3.0.log2  // (2N+1)! for N = 1
    let target = Double(bits + 9)
    while Double(2 * n + 1) * -λ + log2Factorial < target {
      n += 1
      log2Factorial += Double(2 * n).log2 + Double(2 * n + 1).log2
    }
    return n
  }

  /// How many terms of the atan or atanh series leave a tail below `2^-(bits+8)` for
  /// `|x| < 2^λ <= 1/2` (`λ <= −1`): the tail after `N` terms is below
  /// `|x|^(2N+1) / (1 − x²) < 2 · 2^((2N+1)λ)`, so `(2N+1)(−λ) >= bits + 10` suffices.
  static func arctangentTerms(log2Bound λ: Double, bits: Int) -> Int {
    precondition(λ <= -1)
    let needed = (Double(bits + 10) / -λ).rounded(.up)  // 2N + 1 >= this
    return max(1, Int(((needed - 1) / 2).rounded(.up)))
  }
}

extension Double {
  /// The base-2 logarithm (for term counts).
  fileprivate var log2: Double { Foundation.log2(self) }
}
