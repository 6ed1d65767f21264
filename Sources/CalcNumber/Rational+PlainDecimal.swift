import BigInt

// Plain decimal text, as JSON and most servers write numbers: `19.99`, `-0.5`, `1e-7`.
// Read exactly (never through Double), and written for a value whose decimal expansion
// terminates.

extension Rational {
  /// The exact value as decimal text when it terminates: plain (`19.99`, `-7`, `0.000001`)
  /// unless it is below 10^-6 in magnitude and not an integer, then in scientific notation
  /// with one digit before the point (`1e-7`, `-2.5e-10`), as JavaScript writes numbers.
  /// Integers are always plain, as in ``fractionText``. Nil when the value does not
  /// terminate, or when its digits or the digits after its point would pass
  /// ``Limits/maximumDigits`` (which ``init(plainDecimal:)`` would refuse).
  package var terminatingDecimalText: String? {
    if isInteger { return fractionText }
    guard let decimal = exactDecimalDigits else { return nil }
    let digits = Array(decimal.digits.utf8)
    let sign = decimal.isNegative ? "-" : ""
    let pointAt = digits.count + decimal.exponent  // digits before the point, when positive
    if pointAt > 0 {
      return sign + String(decoding: digits[..<pointAt], as: UTF8.self) + "."
        + String(decoding: digits[pointAt...], as: UTF8.self)
    }
    let zeros = -pointAt  // between the point and the first digit
    if zeros < 6 {
      return sign + "0." + String(repeating: "0", count: zeros) + String(decoding: digits, as: UTF8.self)
    }
    let tail = digits.count > 1 ? "." + String(decoding: digits[1...], as: UTF8.self) : ""
    return sign + String(decoding: digits[..<1], as: UTF8.self) + tail + "e-\(zeros + 1)"
  }

  /// ``terminatingDecimal`` within what ``init(plainDecimal:)`` reads back: at most
  /// ``Limits/maximumDigits`` significant digits, and a denominator `10^k` of at most as
  /// many digits.
  package var exactDecimalDigits: RoundedDecimal? {
    guard let decimal = terminatingDecimal(maximumDigits: Limits.maximumDigits),
      decimal.digits.utf8.count <= Limits.maximumDigits,
      decimal.exponent >= 0 ? decimal.digits.utf8.count + decimal.exponent <= Limits.maximumDigits
        : 1 - decimal.exponent <= Limits.maximumDigits
    else { return nil }
    return decimal
  }

  /// Reads a plain decimal: an optional sign, digits with an optional point (`12`, `-0.5`,
  /// `.5`, `5.`), and an optional exponent (`1e-7`, `2.5E+3`); no spaces, no digit
  /// separators. Nil for anything else, and when the exact value would need a numerator
  /// or denominator of more than ``Limits/maximumDigits`` digits (checked before any
  /// arithmetic, so `1e-999999999` is refused at once).
  package init?(plainDecimal text: Substring) {
    var bytes = text.utf8[...]
    var negative = false
    if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
      negative = first == UInt8(ascii: "-")
      bytes = bytes.dropFirst()
    }
    var digits: [UInt8] = []
    var fractionDigits = 0
    var sawPoint = false
    var sawDigit = false
    while let byte = bytes.first, byte != UInt8(ascii: "e"), byte != UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      if byte == UInt8(ascii: "."), !sawPoint {
        sawPoint = true
      } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        sawDigit = true
        // Leading zeros carry nothing (but count as fraction digits after the point).
        if !digits.isEmpty || byte != UInt8(ascii: "0") {
          digits.append(byte)
          guard digits.count <= Limits.maximumDigits else { return nil }
        }
        if sawPoint { fractionDigits += 1 }
      } else {
        return nil
      }
    }
    guard sawDigit else { return nil }
    var exponent = 0
    if !bytes.isEmpty {
      bytes = bytes.dropFirst()  // the e
      guard let value = Rational.exponent(bytes) else { return nil }
      exponent = value
    }
    // Trailing zeros move into the exponent; fraction digits come out of it.
    while digits.last == UInt8(ascii: "0") {
      digits.removeLast()
      exponent += 1
    }
    guard !digits.isEmpty else {
      self = .zero
      return
    }
    exponent -= fractionDigits
    // exponent >= 0: the integer has digits + exponent digits; otherwise the denominator
    // 10^-exponent has 1 - exponent.
    guard exponent >= 0 ? digits.count + exponent <= Limits.maximumDigits : 1 - exponent <= Limits.maximumDigits,
      let magnitude = BigUInt(decimalDigits: Substring(String(decoding: digits, as: UTF8.self)))
    else { return nil }
    let n = negative ? -BigInt(magnitude) : BigInt(magnitude)
    if exponent >= 0 {
      self.init(BigInt.product(n, BigInt(Rational.powerOfTen(exponent))))
    } else {
      self.init(numerator: n, denominator: BigInt(Rational.powerOfTen(-exponent)))
    }
  }

  /// An exponent's text, `[±]digits`; nil beyond ±10^15 (far past any exponent allowed).
  private static func exponent(_ text: Substring.UTF8View.SubSequence) -> Int? {
    var bytes = text
    var negative = false
    if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
      negative = first == UInt8(ascii: "-")
      bytes = bytes.dropFirst()
    }
    guard !bytes.isEmpty else { return nil }
    var value = 0
    for byte in bytes {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
      guard value <= 1_000_000_000_000_000 else { return nil }
    }
    return negative ? -value : value
  }
}
