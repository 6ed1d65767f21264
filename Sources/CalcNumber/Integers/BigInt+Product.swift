import BigInt

extension BigInt {
  /// Operands of more words than this (both of them) are multiplied by
  /// ``BigUInt/product(_:_:)``; smaller ones by attaswift's `*`, as before.
  static let fastProductWords = 64

  /// `a·b`: ``BigUInt/product(_:_:)`` on the magnitudes when both have more than 64 words,
  /// attaswift's `*` otherwise.
  package static func product(_ a: BigInt, _ b: BigInt) -> BigInt {
    guard a.magnitude.words.count > fastProductWords, b.magnitude.words.count > fastProductWords
    else { return a * b }
    return BigInt(sign: a.sign == b.sign ? .plus : .minus, magnitude: BigUInt.product(a.magnitude, b.magnitude))
  }
}
