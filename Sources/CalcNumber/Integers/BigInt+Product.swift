import BigInt

extension BigInt {
  /// Operands of at most this many words (both of them) are multiplied by attaswift's `*`;
  /// when either is longer, by ``BigUInt/product(_:_:)``.
  static let fastProductWords = 64

  /// `a·b`: ``BigUInt/product(_:_:)`` on the magnitudes when either has more than 64 words,
  /// attaswift's `*` otherwise. (attaswift's `*` of a short operand of two or more words
  /// by a long one reserves its result's words one product at a time, quadratic in the
  /// long one's length.)
  package static func product(_ a: BigInt, _ b: BigInt) -> BigInt {
    guard a.magnitude.words.count > fastProductWords || b.magnitude.words.count > fastProductWords
    else { return a * b }
    return BigInt(sign: a.sign == b.sign ? .plus : .minus, magnitude: BigUInt.product(a.magnitude, b.magnitude))
  }
}
