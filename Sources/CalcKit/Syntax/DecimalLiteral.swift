import BigInt

/// The digits and exponent of a decimal literal, collected by the lexer and turned into an
/// exact ``Rational`` once.
struct DecimalLiteral {
  /// Significant digits (ASCII), without leading zeros.
  private var digits: [UInt8] = []
  /// The power of ten the digits are multiplied by.
  var exponent = 0

  mutating func append(_ digit: UInt8, fraction: Bool) {
    if fraction { exponent -= 1 }
    if digits.isEmpty && digit == UInt8(ascii: "0") { return }
    digits.append(digit)
  }

  /// The exact value, or nil when it is beyond ``Limits/maximumDigits``.
  var value: Rational? {
    var significant = digits[...]
    var scale = exponent
    while significant.last == UInt8(ascii: "0") {
      significant.removeLast()
      scale += 1
    }
    if significant.isEmpty { return .zero }
    let count = significant.count
    // A quick bound before any work (one digit over the cap's digits, since 2^65536 has
    // 19,729); the exact bit cap is checked on the value itself.
    let digitLimit = Limits.maximumDigits + 1
    if count > digitLimit { return nil }
    if scale >= 0 {
      if count + scale > digitLimit { return nil }
    } else if -scale > digitLimit + count {
      return nil
    }
    if count <= 18, scale > -19, scale < 19 - count {
      // Fits machine words: digits < 10^18, and 10^|scale| < 10^19.
      var d = 0
      for byte in significant { d = d * 10 + Int(byte - UInt8(ascii: "0")) }
      var power = 1
      for _ in 0..<scale.magnitude { power *= 10 }
      if scale >= 0 { return Rational(d * power) }
      return Rational.reduced(d, power) ?? Rational(numerator: BigInt(d), denominator: BigInt(power))
    }
    let text = String(decoding: significant, as: UTF8.self)
    guard let d = BigInt(text) else { return nil }
    let power = BigInt(10).power(Int(scale.magnitude))
    let value =
      scale >= 0
      ? Rational(d * power) : Rational(numerator: d, denominator: power)
    return try? value.checked()
  }
}
