import BigInt

extension Rational {
  /// The exact `k`-th root of a non-negative value, when it is rational.
  package func exactRoot(_ k: Int) -> Rational? {
    precondition(k >= 2 && signum >= 0)
    if isZero || self == .one { return self }
    let n = numerator.magnitude
    let d = denominator.magnitude
    let rn = FixedPoint.root(n, k)
    guard rn.raised(to: k) == n else { return nil }
    let rd = FixedPoint.root(d, k)
    guard rd.raised(to: k) == d else { return nil }
    return Rational(reducedNumerator: BigInt(rn), denominator: BigInt(rd))
  }

  /// Bounds on the `k`-th root of a non-negative value, about `bits` bits tight relatively.
  package func rootBounds(_ k: Int, bits: Int) throws(ArithmeticError) -> Number {
    precondition(k >= 2 && signum >= 0)
    if let exact = exactRoot(k) { return Number(exact) }
    let n = numerator.magnitude
    let d = denominator.magnitude
    // root(n/d) = root(n · 2^(k·t) / d) / 2^t, with t chosen so the root has ~bits+8 bits.
    let g = bits + 8
    let t = g - (n.bitWidth - d.bitWidth) / k
    let r: BigUInt
    if t >= 0 {
      r = FixedPoint.root(BigUInt.quotient(n << (k * t), d), k)
    } else {
      r = FixedPoint.root(BigUInt.quotient(n, d << (k * -t)), k)
    }
    // floor(root(floor(y))) == floor(root(y)), so the root lies in [r, r+1] / 2^t.
    return Number(
      lower: try FixedPoint.dyadic(BigInt(r), bits: t, shift: 0),
      upper: try FixedPoint.dyadic(BigInt(r + 1), bits: t, shift: 0))
  }
}
