import BigInt

extension BinarySplitting {
  /// The series `atan(1/m) = Σ_{k>=0} (−1)^k / ((2k+1) m^(2k+1))` for one integer `m >= 3`,
  /// as ``ArctanhSeries`` sums its hyperbolic twin (the same terms with alternating signs):
  /// for the constants of the arctangent's reduction (``GaussianArguments``), where the
  /// general ``SeriesSplitting`` pays for its closures and signed products.
  package struct ArctanSeries {
    /// The reciprocal argument and a lower bound on `log2 m` (as ``ArctanhSeries``').
    package let hyperbolic: ArctanhSeries

    /// `atan(1/m) · 2^bits` within `(x − 1 − 2^-7, x + 2^-61)`: the first `N` terms
    /// (``ArctanhSeries/terms(bits:)``; the alternating tail is below its first term, so
    /// below the bound that proves) are `m · T / (B·Q)` with `T` signed
    /// (``split(_:_:m2:stop:)``), and ``scaledQuotient(_:_:bits:)`` rounds it by less than a
    /// unit. The sum is positive (its terms decrease in size and the first is positive).
    func value(bits: Int, stop: CancellationToken?) throws(ArithmeticError) -> BigUInt {
      let m = hyperbolic.m
      let n = hyperbolic.terms(bits: bits)
      let (b, q, t) = try Self.split(0, n, m2: BigUInt(m * m), stop: stop)
      try stop.check()
      return scaledQuotient(t.magnitude * BigUInt(m), BigUInt.product(b, q), bits: bits)
    }

    /// B, Q and T of the terms `[i, j)` of `Σ_k (−1)^(k−i)/(2k+1) · m^-(2(k-i)+2)`:
    /// `B = Π (2k+1)`, `Q = m^(2(j-i))` and `T = Σ_k (−1)^(k−i) B / (2k+1) · m^(2(j-1-k))`,
    /// so the range's sum is `T / (B·Q)`; the right half's terms enter with the sign of the
    /// left half's length.
    private static func split(
      _ i: Int, _ j: Int, m2: BigUInt, stop: CancellationToken?
    ) throws(ArithmeticError) -> (b: BigUInt, q: BigUInt, t: BigInt) {
      try stop.check()
      if j - i == 1 { return (BigUInt(2 * i + 1), m2, 1) }
      let mid = (i + j) / 2
      let left = try split(i, mid, m2: m2, stop: stop)
      let right = try split(mid, j, m2: m2, stop: stop)
      let b = BigUInt.product(left.b, right.b)
      let q = BigUInt.product(left.q, right.q)
      let first = BigInt(sign: left.t.sign, magnitude: BigUInt.product(BigUInt.product(right.b, right.q), left.t.magnitude))
      let secondMagnitude = BigUInt.product(left.b, right.t.magnitude)
      let negative = (right.t.sign == .minus) != ((mid - i) % 2 == 1)
      let t = first + BigInt(sign: negative ? .minus : .plus, magnitude: secondMagnitude)
      return (b, q, t)
    }
  }
}
