import BigInt

extension BigUInt {
  /// The value of digit values (`0 <= value < radix`, most significant first) in a radix
  /// from 2 to 36, such as those of a based literal `36#zz`.
  ///
  /// Divide and conquer: a run of digits is `high · radix^(length of low) + low`, the halves
  /// found the same way and combined with ``product(_:_:)``; runs of up to ``directDigits``
  /// digits by word multiply-adds (attaswift's own `init(_:radix:)` stops below radix 36
  /// and is quadratic).
  package init(digitValues digits: ArraySlice<UInt8>, radix: Int) {
    precondition(radix >= 2 && radix <= 36)
    if digits.count <= BigUInt.directDigits {
      var value = BigUInt(0)
      var chunk: UInt = 0
      var scale: UInt = 1
      for digit in digits {
        // radix^12 < 2^63 for radix <= 36: a chunk of 12 digits fits a word.
        chunk = chunk * UInt(radix) + UInt(digit)
        scale *= UInt(radix)
        if scale >= 1 << 58 {
          value = value * BigUInt(scale) + BigUInt(chunk)
          (chunk, scale) = (0, 1)
        }
      }
      self = scale == 1 ? value : value * BigUInt(scale) + BigUInt(chunk)
      return
    }
    let split = digits.startIndex + digits.count / 2
    let high = BigUInt(digitValues: digits[..<split], radix: radix)
    let low = BigUInt(digitValues: digits[split...], radix: radix)
    self = BigUInt.product(high, BigUInt(UInt(radix)).raised(to: digits.count - digits.count / 2)) + low
  }

  /// The longest run of digits ``init(digitValues:radix:)`` reads word by word.
  static let directDigits = 400
}
