import BigInt

extension Number {
  /// An increasing function of this approximation from one kernel call instead of two, at
  /// high precision: `f` at the lower end, and the upper end's value bounded by `rise`.
  ///
  /// `rise(atLower, lower, upper)` returns an upper bound on `f(upper)` from the upper bound
  /// `atLower` on `f(lower)` and the argument's bounds (by the mean value theorem: `atan`
  /// rises by at most `(upper − lower) / (1 + m²)`, `ln` by `(upper − lower) / lower`, `e^x`
  /// by a factor `e^(upper − lower) <= 1 + 2(upper − lower)`), or nil when it cannot. The
  /// result's bounds are then `[f(lower).lower, rise(…)]`: wider than the two-call bounds
  /// by at most the argument's width times the slope's spread, a fraction of a bit at the
  /// working precision, and half the work (an `asin` at 100,000 digits is two `atan`s of
  /// approximations).
  ///
  /// Nil (the caller evaluates both ends) for an exact value, below `minimumBits` (by
  /// default ``BitBurst/threshold``: `exp` and `ln` keep their two-call bounds at everyday
  /// precisions, where their kernels are cheap; `atan` and `asin`, the costliest, pass 0),
  /// for a lower end too wide for a rational, or when `rise` gives nil.
  package func increasingFromLowerEnd(
    _ w: WorkingPrecision, minimumBits: Int = BitBurst.threshold,
    _ f: (Rational, Int) throws(ArithmeticError) -> Number,
    rise: (Dyadic, Dyadic, Dyadic) throws(ArithmeticError) -> Dyadic?
  ) throws(ArithmeticError) -> Number? {
    guard case .approximate(let lower, let upper) = storage else { return nil }
    let bits = w.kernelBits(for: self)
    guard bits >= minimumBits, let low = lower.rational else { return nil }
    let atLower = try f(low, bits)
    guard let high = try rise(atLower.upper, lower, upper) else { return nil }
    return w.bounds(atLower.lower, high)
  }

  /// The rise bound of `atan`: `atan(u) <= atan(l) + (u − l) / (1 + m²)`, `m` the smaller of
  /// `|l|` and `|u|` when they have one sign, else 0 (the slope `1 / (1 + ξ²)` is largest at
  /// the `ξ` nearest zero).
  package static func arctangentRise(_ atLower: Dyadic, _ l: Dyadic, _ u: Dyadic) -> Dyadic {
    let width = u.subtracting(l, bits: 64, .up)
    let m = l.signum == u.signum ? min(l.magnitude, u.magnitude) : Dyadic.zero
    let bits = atLower.width + 64
    guard let square = try? m.multiplied(by: m, bits: 64, .down),
      let slope = try? width.divided(by: Dyadic.one.adding(square, bits: 64, .down), bits: 64, .up)
    else { return atLower.adding(width, bits: bits, .up) }
    return atLower.adding(slope, bits: bits, .up)
  }

  /// The rise bound of `asin` for `−1 < l <= u < 1`: `asin u <= asin l + (u − l) / √(1 − M²)`,
  /// `M` the larger of `|l|` and `|u|` (the slope `1 / √(1 − ξ²)` is largest at the `ξ`
  /// farthest from zero); nil when `M >= 1`.
  package static func arcsineRise(_ atLower: Dyadic, _ l: Dyadic, _ u: Dyadic) -> Dyadic? {
    let m = max(l.magnitude, u.magnitude)
    guard m < Dyadic.one, let square = try? m.multiplied(by: m, bits: 64, .up) else { return nil }
    let gap = Dyadic.one.subtracting(square, bits: 64, .down)
    guard gap.signum > 0 else { return nil }
    let root = gap.squareRoot(bits: 64, .down)
    let width = u.subtracting(l, bits: 64, .up)
    guard root.signum > 0, let slope = try? width.divided(by: root, bits: 64, .up) else { return nil }
    return atLower.adding(slope, bits: atLower.width + 64, .up)
  }

  /// The rise bound of `ln` for `l > 0`: `ln u <= ln l + (u − l) / l`; nil for `l <= 0`.
  package static func logarithmRise(_ atLower: Dyadic, _ l: Dyadic, _ u: Dyadic) -> Dyadic? {
    guard l.signum > 0 else { return nil }
    let width = u.subtracting(l, bits: 64, .up)
    guard let slope = try? width.divided(by: l, bits: 64, .up) else { return nil }
    return atLower.adding(slope, bits: atLower.width + 64, .up)
  }

  /// The rise bound of `e^x`: `e^u = e^l · e^(u − l) <= e^l · (1 + 2(u − l))` for
  /// `0 <= u − l <= 1` (`e^δ <= 1 + δ + δ²` there); nil for a wider argument.
  package static func exponentialRise(_ atLower: Dyadic, _ l: Dyadic, _ u: Dyadic) -> Dyadic? {
    let width = u.subtracting(l, bits: 64, .up)
    guard width <= Dyadic.one, atLower.signum > 0 else { return nil }
    // 1 + 2δ exactly enough: as many bits as reach δ's last 64.
    let twice = width.adding(width, bits: 64, .up)
    let factor = Dyadic.one.adding(twice, bits: max(64, 64 - twice.magnitudeExponent), .up)
    return try? atLower.multiplied(by: factor, bits: atLower.width + 64, .up)
  }
}
