import BigInt

/// A bit-burst stage's two sums in fixed point, term by term: each term costs products of
/// the full width by the stage's short integers (linear in the width for the early pieces,
/// whose integers are short; the late pieces need few terms), where the exact binary
/// splitting (``Burst``) carries every bit of numbers about four times the result's size.
///
/// **Error**, in units of `2^−scale`. Each step's shift and division truncate toward zero, by
/// under a unit each. The recurrences' step maps have norm at most 1 (checked: `|α| + |β| <=
/// 2^shift` for erf, `2|h/z| <= 1` for Ei), so an error carried into a step does not grow,
/// and the step's own truncations add under 2 units (erf) or 3 (Ei): after `k` steps the
/// state is within `2k + 1` (erf) or `3k + 1` (Ei) units. Summed over `N` terms (each sum's
/// own truncations a unit a term) both sums are within `2N² + 4N + 2` units; the callers add
/// the series' tails beyond `N`.
enum BurstFixedPoint {
  /// The bound on both sums' errors in units, for `terms` terms.
  static func errorUnits(_ terms: Int) -> BigInt { BigInt(2 * terms * terms + 4 * terms + 2) }

  /// The guard bits that keep ``errorUnits(_:)`` below `2^−4` of the target.
  static func guardBits(_ terms: Int) -> Int { 2 * (terms + 1).bitWidth + 8 }

  /// erf's stage: `(Σ_(k<N) u_k, Σ_(k<N) u_k/(k + 1))` for `u₀ = 1`, `u₋₁ = 0`,
  /// `2^shift (k + 1) u_(k+1) = −α u_k − β u_(k−1)`, or nil when `α + β > 2^shift`.
  static func erfSums(
    alpha: BigUInt, beta: BigUInt, shift: Int, terms: Int, scale: Int, stop: CancellationToken?
  ) throws(ArithmeticError) -> (Number, Number)? {
    guard alpha + beta <= BigUInt(1) << shift else { return nil }
    let a = BigInt(alpha)
    let b = BigInt(beta)
    var previous = BigInt(0)
    var current = BigInt(1) << scale
    var first = BigInt(0)
    var second = BigInt(0)
    for k in 0..<terms {
      if k & 15 == 0 { try stop.check() }
      first += current
      second += quotient(current, UInt(k + 1))
      let next = -quotient((BigInt.product(a, current) + BigInt.product(b, previous)) >> shift, UInt(k + 1))
      (previous, current) = (current, next)
    }
    let e = errorUnits(terms)
    return (bounds(first, e, scale), bounds(second, e, scale))
  }

  /// Ei's stage for `z = σp/2^t`, `h = σr/2^s`: `(Σ_(k<N) u_k/(k + 1), Σ_(k<N) φ_k)` for
  /// `u₀ = 1/z`, `φ₀ = 1`, `u_(k+1) = (h/z)(φ_k/(k + 1) − u_k)`, `φ_(k+1) = h φ_k/(k + 1)`, or
  /// nil when `2|h/z| > 1`.
  static func eiSums(
    p: BigUInt, t: Int, r: BigUInt, s: Int, negative: Bool, terms: Int, scale: Int, stop: CancellationToken?
  ) throws(ArithmeticError) -> (Number, Number)? {
    guard r.shiftedLeft(bits: t + 1) <= p.shiftedLeft(bits: s) else { return nil }
    let ri = BigInt(r)
    let sign = BigInt(negative ? -1 : 1)
    var u = sign * quotient(BigInt(1) << (scale + t), p)
    var phi = BigInt(1) << scale
    var first = BigInt(0)
    var second = BigInt(0)
    for k in 0..<terms {
      if k & 15 == 0 { try stop.check() }
      let share = quotient(phi, UInt(k + 1))
      first += quotient(u, UInt(k + 1))
      second += phi
      // u' = r·(φ/(k+1) − u)·2^t/(p·2^s); φ' = σ r φ/(2^s (k+1)).
      u = quotient(BigInt.product(ri, share - u) >> (s - t), p)
      phi = sign * quotient(BigInt.product(ri, phi) >> s, UInt(k + 1))
    }
    let e = errorUnits(terms)
    return (bounds(first, e, scale), bounds(second, e, scale))
  }

  /// `x / d` truncated toward zero, by the machine's division a word (WordDivision.swift).
  static func quotient(_ x: BigInt, _ d: UInt) -> BigInt {
    let q = BigInt(x.magnitude.quotient(dividingByWord: d))
    return x.signum() < 0 ? -q : q
  }

  /// `x / d` truncated toward zero (`d > 0`).
  static func quotient(_ x: BigInt, _ d: BigUInt) -> BigInt {
    if d.words.count == 1, let word = d.words.first { return quotient(x, word) }
    let q = BigInt(BinarySplitting.quotient(x.magnitude, d))
    return x.signum() < 0 ? -q : q
  }

  /// `[v − e, v + e] · 2^−scale`.
  private static func bounds(_ v: BigInt, _ e: BigInt, _ scale: Int) -> Number {
    func dyadic(_ x: BigInt) -> Dyadic {
      Dyadic(significand: x.magnitude, exponent: -scale, isNegative: x.signum() < 0)
    }
    return Number(lower: dyadic(v - e), upper: dyadic(v + e))
  }
}
