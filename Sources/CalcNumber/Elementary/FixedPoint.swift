import BigInt

/// Fixed-point helpers for the elementary functions: a value `v` stands for `v / 2^bits`.
///
/// Every kernel works with ``guardBits`` more bits than it is asked for and reports its
/// result as bounds `(v ± slack) / 2^bits`, where `slack` (2^56 units) is far more than the
/// truncation error the kernels accumulate (a few units per series term, for at most tens of
/// thousands of terms). So the bounds are certain and still about `bits - 56` bits tight.
package enum FixedPoint {
  package static let guardBits = 64
  package static let slack = BigInt(1) << 56

  /// `floor(x · 2^bits)` for a non-negative rational `x`.
  package static func scaled(_ x: Rational, bits: Int) -> BigUInt {
    if case .small(let n, let d) = x.storage, n >= 0, bits >= 0 { return scaled(UInt(n), UInt(d), bits: bits) }
    let n = x.numerator.magnitude
    let d = x.denominator.magnitude
    return BigUInt.quotient(n << bits, d)
  }

  /// `⌊n · 2^bits / d⌋` for machine words (`d > 0`): word-by-word long division of `n`
  /// shifted, into one array, where the general way shifts into one big integer and
  /// divides into another.
  private static func scaled(_ n: UInt, _ d: UInt, bits: Int) -> BigUInt {
    let (wordShift, bitShift) = bits.quotientAndRemainder(dividingBy: UInt.bitWidth)
    let low = n << UInt(bitShift)
    let high = bitShift == 0 ? 0 : n >> UInt(UInt.bitWidth - bitShift)
    var words = [UInt](repeating: 0, count: wordShift + 2)
    // From the top word down, each remainder (below d) carried into the next word.
    var remainder: UInt
    (words[wordShift + 1], remainder) = high.quotientAndRemainder(dividingBy: d)
    (words[wordShift], remainder) = d.dividingFullWidth((remainder, low))
    var i = wordShift - 1
    while i >= 0 {
      (words[i], remainder) = d.dividingFullWidth((remainder, 0))
      i -= 1
    }
    return BigUInt(words: words)
  }

  /// `(value ± slack) · 2^shift / 2^bits` as an approximation.
  package static func bounds(_ value: BigInt, bits: Int, shift: Int = 0) throws(ArithmeticError) -> Number {
    let (e, overflow) = shift.subtractingReportingOverflow(bits)
    if overflow { throw shift > 0 ? .tooLarge : .tooSmall }
    // Each bound made once at its exponent (its trailing zeros moved there), then checked.
    let low = try Dyadic(value - slack, exponent: e).checked()
    let high = try Dyadic(value + slack, exponent: e).checked()
    return Number(lower: low, upper: high)
  }

  /// `value · 2^(shift - bits)` exactly.
  package static func dyadic(_ value: BigInt, bits: Int, shift: Int) throws(ArithmeticError) -> Dyadic {
    try Dyadic(value, exponent: 0).scaled(byPowerOfTwo: shift - bits)
  }

  /// How many times a series kernel halves its argument `x · 2^bits` (|x| < 1) before
  /// summing, and doubles the result back after: none below 2,048 bits; above, enough to
  /// bring |x| under about 2^-√bits, which cuts the terms of a long series several times
  /// over. The doublings multiply the rounding error by 2 each, so a kernel that doubles
  /// `h` times works `h` bits wider and drops them at the end.
  package static func halvings(bits: Int, argument x: BigUInt) -> Int {
    if bits < 2_048 { return 0 }
    let leadingZeros = max(0, bits - x.bitWidth)
    return max(0, Int(Double(bits).squareRoot()) - leadingZeros)
  }

  /// `floor(n^(1/k))` of a natural number, for `k >= 2`, by Newton's method from above.
  ///
  /// A large `n` starts from the root of its top half: with `n = n' · 2^(k·s) + low` and
  /// `r' = ⌊n'^(1/k)⌋`, the root is below `(n' + 1)^(1/k) · 2^s <= (r' + 1) · 2^s`, and that
  /// start is already within a relative 2^-(bits/(2k)) of it, so a few full-size steps
  /// finish (from 2^⌈bits/k⌉ the first steps only shrink the error by a constant factor).
  package static func root(_ n: BigUInt, _ k: Int) -> BigUInt {
    if n.isZero { return 0 }
    if k == 2 { return n.integerSquareRoot() }
    let kb = BigUInt(k)
    var x: BigUInt
    let s = (n.bitWidth - (n.bitWidth / 2 + 64)) / k
    if n.bitWidth > 2_048, s > 0 {
      x = (root(n >> (k * s), k) + 1) << s
    } else {
      // Start above the root: 2^ceil(bits/k).
      x = BigUInt(1) << ((n.bitWidth + k - 1) / k)
    }
    while true {
      let y = ((kb - 1) * x + BigUInt.quotient(n, x.raised(to: k - 1))) / kb
      if y >= x { return x }
      x = y
    }
  }
}
