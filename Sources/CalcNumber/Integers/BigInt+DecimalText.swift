import BigInt

extension BigUInt {
  /// The decimal text of the value: ``decimalDigits`` beyond one word (the same text
  /// as attaswift's `String(_:)`: word division by a precomputed reciprocal of 10^19, then
  /// divide and conquer beyond ``DecimalChunks/directWords``), Swift's own for one word.
  package var decimalText: String {
    words.count > 1 ? decimalDigits : String(self)
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
