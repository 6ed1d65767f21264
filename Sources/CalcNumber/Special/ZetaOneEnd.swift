import BigInt

// MARK: - ζ, ψ and ψ⁽ⁿ⁾ of an approximation from one end

/// ζ(s) for `s > 1`, ψ and ψ⁽ⁿ⁾ on `(0, ∞)` are monotonic, so bounds of an approximation
/// come from their values at its two ends. At a high precision each value is one
/// Euler–Maclaurin sum (its powers, its logarithm, its correction terms), so one kernel call
/// at one end and a bound of the slope by the mean value theorem for the other end halve
/// the work (``Number/increasingFromLowerEnd(_:minimumBits:_:rise:)``,
/// ``Number/decreasingFromUpperEnd(_:_:fall:)``). The slope bounds are closed forms in
/// 64-bit bounds, rounded outward; the bounds they give are wider than the two-call bounds
/// by the argument's width times the slope, a fraction of a bit at the working precision.
extension Number {
  /// An upper bound of `(u − l) · |ψ⁽ⁿ⁺¹⁾(ξ)|` for `ξ` in `[l, u]`, `0 < l <= u`:
  /// `|ψ⁽ⁿ⁺¹⁾(ξ)| = (n + 1)! Σ_{k≥0} (ξ + k)^−(n+2)` decreases in `ξ`, and the sum is at most
  /// its first term plus the integral from 0 of `(l + t)^−(n+2)`:
  /// `|ψ⁽ⁿ⁺¹⁾| <= (n + 1)! l^−(n+2) + n! l^−(n+1) = n! l^−(n+1) (1 + (n + 1)/l)`
  /// (for n = 0, `ψ'(l) <= 1/l² + 1/l`). Nil for a non-positive `l` or an overflow.
  static func polygammaSlopeTimesWidth(_ n: Int, _ l: Dyadic, _ u: Dyadic) -> Dyadic? {
    guard l.signum > 0, n >= 0 else { return nil }
    let width = u.subtracting(l, bits: 64, .up)
    guard let inverse = try? Dyadic.one.divided(by: l.rounded(toBits: 64, .down), bits: 64, .up),
      var bound = try? inverse.power(UInt(n + 1), bits: 64, .up)
    else { return nil }
    if n >= 2 {
      for k in 2...n {
        guard let next = try? bound.multiplied(by: Dyadic(k), bits: 64, .up) else { return nil }
        bound = next
      }
    }
    guard let ratio = try? inverse.multiplied(by: Dyadic(n + 1), bits: 64, .up),
      let slope = try? bound.multiplied(by: Dyadic.one.adding(ratio, bits: 64, .up), bits: 64, .up)
    else { return nil }
    return try? width.multiplied(by: slope, bits: 64, .up)
  }

  /// The bound past one end of ψ⁽ⁿ⁾ on `(0, ∞)`: `value + (u − l) · max |ψ⁽ⁿ⁺¹⁾|` (an upper
  /// bound of ψ⁽ⁿ⁾ at the other end, where it is larger).
  static func polygammaStep(_ n: Int) -> (Dyadic, Dyadic, Dyadic) -> Dyadic? {
    { value, l, u in
      guard let step = polygammaSlopeTimesWidth(n, l, u) else { return nil }
      return value.adding(step, bits: value.width + 64, .up)
    }
  }

  /// The fall bound of ζ on `(1, ∞)`: `ζ(l) <= ζ(u) + (u − l) · max |ζ'|` on `[l, u]`, `1 < l`.
  /// `|ζ'(σ)| = Σ_{n≥2} ln n · n^−σ`, whose terms decrease in `σ`, and `t^−σ ln t` decreases
  /// for `t >= 3 > e^(1/σ)`, so the sum is at most its first two terms plus the integral
  /// from 3: `ln 2 · 2^−σ + ln 3 · 3^−σ + 3^(1−σ) (ln 3/(σ − 1) + 1/(σ − 1)²)`, and with
  /// `σ >= l > 1` this is below `3/4 + (9/8) d + d²`, `d = 1/(l − 1)` (`ln 2/2 + ln 3/3 =
  /// 0.7128…`, `ln 3 = 1.0986…`). Nil for `l <= 1` or an overflow.
  static func zetaFall(_ atUpper: Dyadic, _ l: Dyadic, _ u: Dyadic) -> Dyadic? {
    guard l > Dyadic.one else { return nil }
    let width = u.subtracting(l, bits: 64, .up)
    let excess = l.subtracting(Dyadic.one, bits: 64, .down)
    guard excess.signum > 0, let d = try? Dyadic.one.divided(by: excess, bits: 64, .up),
      let square = try? d.multiplied(by: d, bits: 64, .up),
      let linear = try? d.multiplied(by: Dyadic(significand: 9, exponent: -3, isNegative: false), bits: 64, .up)
    else { return nil }
    let slope = Dyadic(significand: 3, exponent: -2, isNegative: false).adding(linear, bits: 64, .up)
      .adding(square, bits: 64, .up)
    guard let step = try? width.multiplied(by: slope, bits: 64, .up) else { return nil }
    return atUpper.adding(step, bits: atUpper.width + 64, .up)
  }
}
