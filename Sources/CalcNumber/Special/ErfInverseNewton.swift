import BigInt

/// erfinv's last step and its proof in one: an interval Newton step at the full bits from
/// a `y` good to about half of them.
///
/// With `f(t) = erf(t) − a` (or `q − erfc(t)`, the same function, near 1), `f′(t) = (2/√π) e^(−t²)`,
/// and `X = [y − δ, y + δ]` (`0 < y − δ`), the mean value theorem puts every root of `f` in
/// `X` inside `N(X) = y − f(y) / f′(X)`, for `f′(X)` bounds of `f′` over `X`
/// (`f′` decreases on `t > 0`: `[f′(y + δ), f′(y − δ)]`); and if `N(X) ⊆ X`, `X` holds a root
/// (Moore's theorem; the root is erfinv(a), `f` increasing). `f(y)` is certified at the full
/// bits; `f′(X)` needs only about half of them, since `f(y)` is already about `2^−(bits/2)`;
/// `δ` is four times the Newton step `|f(y)|/f′(y)`. The width of `N(X)` is then about
/// `2^−bits` relative: one erf at the full precision, where the Newton steps to the full bits
/// and the proof by brackets took three.
extension InverseErrorFunction {
  /// Bounds of erfinv(a) (a > 0) to about `bits` bits from `y` good to about `bits/2 + 50`,
  /// or nil when `N(X) ⊆ X` fails.
  static func intervalNewton(
    _ y: Rational, _ a: Rational, _ q: Rational, _ complement: Bool, bits: Int, _ w: WorkingPrecision
  ) throws(ArithmeticError) -> Number? {
    let wk = w.withBits(bits + 48)
    // f(y), certified at the full bits.
    let residual: Number
    if complement {
      residual = try Number(q).subtracting(ErrorFunction.erfc(y, bits: bits + 48, w), wk)
    } else {
      residual = try ErrorFunction.erf(y, bits: bits + 48, w).subtracting(Number(a), wk)
    }
    // δ = 4 |f(y)| (√π/2) e^(y²), at a few digits.
    let low = w.with(digits: 30)
    let square = try Number(y).multiplied(by: Number(y), low)
    let slope = try Number.pi(low).squareRoot(low).multiplied(by: square.exponential(low), low)
      .divided(by: Number(2), low)
    let size = try Number(lower: residual.magnitude.upper, upper: residual.magnitude.upper).multiplied(by: slope, low)
    guard let step = size.upper.rational, !step.isZero else { return nil }
    let delta = try step.multiplied(by: Rational(4))
    let left = try y.subtracting(delta)
    let right = try y.adding(delta)
    guard left.signum > 0 else { return nil }
    // f′(X) = (2/√π) [e^(−right²), e^(−left²)], to about half the bits and more.
    let half = w.withBits(bits / 2 + 96)
    let twoOverRootPi = try Number(2).divided(by: Number.pi(half).squareRoot(half), half)
    let atRight = try Number(right).multiplied(by: Number(right), half).negated.exponential(half)
    let atLeft = try Number(left).multiplied(by: Number(left), half).negated.exponential(half)
    let slopes = try Number(lower: atRight.lower, upper: atLeft.upper).multiplied(by: twoOverRootPi, half)
    guard slopes.lower.signum > 0 else { return nil }
    let newton = try Number(y).subtracting(residual.divided(by: slopes, wk), wk)
    guard let lowEnd = newton.lower.rational, let highEnd = newton.upper.rational,
      lowEnd >= left, highEnd <= right
    else { return nil }
    return newton
  }
}
