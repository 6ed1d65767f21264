import BigInt

extension BigUInt {
  /// `⌊a / d⌋` (`d > 0`): attaswift's long division for a divisor of a few words, long
  /// division on words for a quotient of a few words, else a Barrett division through the
  /// divisor's Newton reciprocal (``ReciprocalDivisor``), about three fast products instead
  /// of a quadratic long division. Exact in every case.
  package static func quotient(_ a: BigUInt, _ d: BigUInt) -> BigUInt {
    quotientAndRemainder(a, d).quotient
  }

  /// `⌊a / d⌋` and `a mod d` (`d > 0`), as ``quotient(_:_:)`` finds them.
  package static func quotientAndRemainder(_ a: BigUInt, _ d: BigUInt) -> (quotient: BigUInt, remainder: BigUInt) {
    if let short = shortQuotientAndRemainder(a, d) { return short }
    if d.words.count <= ReciprocalDivisor.longDivisionWords || a < d { return a.quotientAndRemainder(dividingBy: d) }
    // A short quotient: long division costs about q·n word products, the divisor's
    // reciprocal several products of n words.
    if a.words.count - d.words.count < shortQuotientWords { return longQuotientAndRemainder(a, d) }
    // A quotient short beside a huge divisor (a 3,400-bit quotient of a 2,000,000-bit
    // divisor when a value's bounds at 1,000 digits are worked out exactly): its q·n word
    // products are fewer than the reciprocal's products of n words (40 ms at that size).
    if d.words.count >= longDivisorWords, (a.words.count - d.words.count) * 64 <= d.words.count {
      return longQuotientAndRemainder(a, d)
    }
    return ReciprocalDivisor(d).quotientAndRemainder(dividing: a)
  }
}
