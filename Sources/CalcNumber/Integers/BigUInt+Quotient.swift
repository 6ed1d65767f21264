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

  /// `⌊√self⌋`, by Newton's iteration from above on the fast ``quotient(_:_:)``, started from
  /// a `Double` estimate of the top bits (so a few iterations, each doubling the correct
  /// bits, reach the root). attaswift's `squareRoot()` runs the same iteration on its
  /// quadratic long division.
  package func integerSquareRoot() -> BigUInt {
    if isZero { return 0 }
    // x0 = 2^ceil(bits/2) is above the root; a better start: the root of the top 52 bits,
    // rounded up and scaled, plus one to stay above.
    let width = bitWidth
    let drop = Swift.max(0, width - 52) & ~1  // an even shift keeps the scaling exact under the root
    let top = Double(UInt64(truncatingIfNeeded: (self >> drop).words.first ?? 0))
    var x = (BigUInt(UInt64(top.squareRoot().rounded(.up)) + 2)) << (drop / 2)
    // From above, the iteration decreases strictly until it reaches ⌊√self⌋.
    while true {
      let y = (x + BigUInt.quotient(self, x)) >> 1
      if y >= x { return x }
      x = y
    }
  }
}
