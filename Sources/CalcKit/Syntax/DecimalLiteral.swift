import BigInt

/// The digits and exponent of a decimal literal, collected by the lexer and turned into an
/// exact ``Rational`` once.
///
/// Up to 18 significant digits are kept in a machine word, so the common literal costs no
/// allocation; longer ones also keep their digits as text.
struct DecimalLiteral {
  /// The first significant digits (at most 18), as a number.
  private var leading = 0
  /// How many significant digits there are (leading zeros are not counted).
  private var count = 0
  /// Every significant digit (ASCII), only once there are more than 18.
  private var digits: [UInt8] = []
  /// The power of ten the digits are multiplied by.
  var exponent = 0

  mutating func append(_ digit: UInt8, fraction: Bool) {
    if fraction { exponent -= 1 }
    if count == 0 && digit == UInt8(ascii: "0") { return }
    if count < 18 {
      leading = leading * 10 + Int(digit - UInt8(ascii: "0"))
    } else {
      if count == 18 { digits = Array(String(leading).utf8) }
      digits.append(digit)
    }
    count += 1
  }

  /// Whether the literal is nonzero and below 1: so beyond the cap it is too small, not
  /// too large.
  var isBelowOne: Bool { count > 0 && count <= Limits.maximumDigits + 1 && exponent + count <= 0 }

  /// The significant digits as an integer and the power of ten they are multiplied by, when
  /// the digits themselves are within ``/CalcNumber/Limits/maximumDigits`` (so a literal whose exact
  /// value is beyond the limit only by its exponent, `1e999999999`, is still a value).
  var scaledValue: (Rational, Int)? {
    if count == 0 { return (.zero, 0) }
    var scale = exponent
    var text = count <= 18 ? Array(String(leading).utf8)[...] : digits[...]
    while text.count > 1, text.last == UInt8(ascii: "0") {
      text.removeLast()
      scale += 1
    }
    // The same subquadratic conversion as `value`'s (BigInt's own `init(_: String)` is
    // quadratic in the digits).
    guard text.count <= Limits.maximumDigits, let d = BigInt(decimalText: Substring(String(decoding: text, as: UTF8.self)))
    else {
      return nil
    }
    return (Rational(d), scale)
  }

  /// The exact value, or nil when it is beyond ``/CalcNumber/Limits/maximumDigits``.
  var value: Rational? {
    if count == 0 { return .zero }
    // The significant digits without trailing zeros, which move into the scale.
    var scale = exponent
    var significantCount = count
    var small = leading
    var significant = digits[...]
    if count <= 18 {
      while small % 10 == 0 {
        small /= 10
        scale += 1
        significantCount -= 1
      }
    } else {
      while significant.last == UInt8(ascii: "0") {
        significant.removeLast()
        scale += 1
      }
      significantCount = significant.count
    }
    // A quick bound before any work (one digit over the cap's digits, since 2^65536 has
    // 19,729); the exact bit cap is checked on the value itself.
    let digitLimit = Limits.maximumDigits + 1
    // More significant digits than an exact value may have: refused before any conversion.
    if significantCount > Limits.maximumDigits { return nil }
    if scale >= 0 {
      if significantCount + scale > digitLimit { return nil }
    } else if -scale > digitLimit + significantCount {
      return nil
    }
    if significantCount <= 18, scale > -19, scale < 19 - significantCount {
      // Fits machine words: digits < 10^18, and 10^|scale| < 10^19.
      if significant.count > 0 {
        small = 0
        for byte in significant { small = small * 10 + Int(byte - UInt8(ascii: "0")) }
      }
      var power = 1
      for _ in 0..<scale.magnitude { power *= 10 }
      if scale >= 0 { return Rational(small * power) }
      return Rational.reduced(small, power) ?? Rational(numerator: BigInt(small), denominator: BigInt(power))
    }
    let text = count <= 18 ? String(small) : String(decoding: significant, as: UTF8.self)
    guard let d = BigInt(decimalText: Substring(text)) else { return nil }
    let power = BigInt(Rational.powerOfTen(Int(scale.magnitude)))
    let value =
      scale >= 0
      ? Rational(BigInt.product(d, power)) : Rational(numerator: d, denominator: power)
    return try? value.checked()
  }
}
