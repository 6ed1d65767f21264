import BigInt

extension BigUInt {
  /// Values of more bits than this (about 1,000 digits) are written and read by the
  /// divide-and-conquer conversions; smaller ones by attaswift's, as before.
  static let fastDecimalBits = 3_322

  /// The decimal text of the value: attaswift's `String(_:)` up to about 1,000 digits,
  /// ``decimalDigits`` beyond (the same text, subquadratic).
  package var decimalText: String {
    bitWidth > Self.fastDecimalBits ? decimalDigits : String(self)
  }

  /// The value of decimal text: ``init(decimalDigits:)`` beyond 1,000 characters when they
  /// are all digits, attaswift's `init(_:radix:)` otherwise (so the same texts are accepted).
  package init?(decimalText text: Substring) {
    if text.utf8.count > 1_000, let value = BigUInt(decimalDigits: text) {
      self = value
      return
    }
    guard let value = BigUInt(text, radix: 10) else { return nil }
    self = value
  }
}

extension BigInt {
  /// The decimal text of the value with a leading `-` when negative, as attaswift's
  /// `description` writes it, by ``BigUInt/decimalText`` (fast beyond about 1,000 digits).
  package var decimalText: String {
    sign == .minus ? "-" + magnitude.decimalText : magnitude.decimalText
  }

  /// The value of decimal text with an optional leading `-` or `+`: the fast conversion
  /// beyond 1,000 characters when the rest is all digits, attaswift's `init(_:radix:)`
  /// otherwise.
  package init?(decimalText text: Substring) {
    if text.utf8.count > 1_000 {
      let negative = text.first == "-"
      let digits = negative || text.first == "+" ? text.dropFirst() : text
      if let magnitude = BigUInt(decimalDigits: digits) {
        self.init(sign: negative && !magnitude.isZero ? .minus : .plus, magnitude: magnitude)
        return
      }
    }
    guard let value = BigInt(text, radix: 10) else { return nil }
    self = value
  }
}
