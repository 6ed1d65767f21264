import BigInt

extension BigUInt {
  /// `⌊a / d⌋` (`d > 0`): attaswift's long division for a divisor of a few words, else a
  /// Barrett division through the divisor's Newton reciprocal (``ReciprocalDivisor``), about
  /// three fast products instead of a quadratic long division. Exact in every case.
  package static func quotient(_ a: BigUInt, _ d: BigUInt) -> BigUInt {
    quotientAndRemainder(a, d).quotient
  }

  /// `⌊a / d⌋` and `a mod d` (`d > 0`), as ``quotient(_:_:)`` finds them.
  package static func quotientAndRemainder(_ a: BigUInt, _ d: BigUInt) -> (quotient: BigUInt, remainder: BigUInt) {
    if let short = shortQuotientAndRemainder(a, d) { return short }
    if d.words.count <= ReciprocalDivisor.longDivisionWords || a < d { return a.quotientAndRemainder(dividingBy: d) }
    return ReciprocalDivisor(d).quotientAndRemainder(dividing: a)
  }

  /// `⌊√self⌋`, by Newton's iteration from above on the fast ``quotient(_:_:)``, started
  /// from the root of the top half of the bits, found the same way.
  ///
  /// With `self = n' · 4^s + low` (`low < 4^s`) and `r' = ⌊√n'⌋`, the root is below
  /// `√(n' + 1) · 2^s <= (r' + 1) · 2^s`, so `x₀ = (r' + 1) · 2^s` starts above it. `n'` keeps
  /// about half the bits and 64 more, so `x₀` is within a relative 2^-(k/4 + 31) of the
  /// root (`k` the bit width) and one step, which squares the relative error, brings it
  /// within a unit or two: the iteration ends after two or three full-size divisions
  /// instead of the dozen a start from a `Double` needs, and the recursion halves the
  /// size each level. Up to ``ReciprocalDivisor/longDivisionWords`` words the start is the
  /// `Double` root of the top 52 bits, and the divisions are short ones on the stack.
  package func integerSquareRoot() -> BigUInt {
    if isZero { return 0 }
    var x: BigUInt
    if words.count <= ReciprocalDivisor.longDivisionWords {
      // Short: the root of the top 52 bits, rounded up and scaled, plus one to stay above
      // (an even shift keeps the scaling exact under the root).
      let drop = Swift.max(0, bitWidth - 52) & ~1
      let top = Double(UInt64(truncatingIfNeeded: (self >> drop).words.first ?? 0))
      x = (BigUInt(UInt64(top.squareRoot().rounded(.up)) + 2)) << (drop / 2)
    } else {
      let s = (bitWidth - (bitWidth / 2 + 64)) / 2
      x = ((self >> (2 * s)).integerSquareRoot() + 1) << s
    }
    // From above, the iteration decreases strictly until it reaches ⌊√self⌋.
    while true {
      let y = (x + BigUInt.quotient(self, x)) >> 1
      if y >= x { return x }
      x = y
    }
  }
}
