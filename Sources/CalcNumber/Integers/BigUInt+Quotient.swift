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
  /// size each level (attaswift's `squareRoot()` runs the iteration on its quadratic long
  /// division, and serves the small sizes).
  package func integerSquareRoot() -> BigUInt {
    if words.count <= ReciprocalDivisor.longDivisionWords { return squareRoot() }
    let s = (bitWidth - (bitWidth / 2 + 64)) / 2
    var x = ((self >> (2 * s)).integerSquareRoot() + 1) << s
    // From above, the iteration decreases strictly until it reaches ⌊√self⌋.
    while true {
      let y = (x + BigUInt.quotient(self, x)) >> 1
      if y >= x { return x }
      x = y
    }
  }
}
