import BigInt

// MARK: - Recurring decimals: `0.(3)`, `0.1(6)…` (see Grammar.md, "Recurring decimals")
//
// Digits in parentheses right after the decimal point repeat for ever: `0.(3)` is 1/3 (a
// product 0.·3 is no reading of it). After fraction digits, `0.5(2)` reads two ways, the
// recurring decimal 0.5222… or the product 0.5·2, so it is an error unless an ellipsis
// follows the `)`: `0.5(2)…` or `0.5(2)...` is the recurring decimal, `0.5*2` the product.

extension Lexer {
  /// The recurring decimal that starts at the current `(`, if digits and `)` follow it: the
  /// value of the literal read so far (`literal`, with `fractionDigits` digits after its
  /// separator, from `start`) with those digits repeating after it, the offset moved past
  /// the `)` and the ellipsis after it, if any. Nil (offset unchanged) when anything else
  /// follows the `(`, which is then a separate token.
  ///
  /// - Throws: the error naming both readings when fraction digits stand before the `(` and
  ///   no ellipsis follows the `)`.
  mutating func recurringDecimal(
    after literal: DecimalLiteral, fractionDigits: Int, start: Int
  ) throws(CalcError) -> Rational? {
    let open = offset
    guard let value = try recurringDigits(after: literal, fractionDigits: fractionDigits, start: start) else {
      return nil
    }
    let close = offset
    if skipEllipsis() || fractionDigits == 0 { return value }
    let head = String(decoding: bytes[start..<open], as: UTF8.self)
    let period = String(decoding: bytes[(open + 1)..<(close - 1)], as: UTF8.self)
    throw Message.recurringReadsTwoWays(head: head, period: period, at: SourceRange(start, close))
  }

  /// ellipsis → '…' | '...'
  ///
  /// Moves past an ellipsis at the current offset (`…`, U+2026, or three `.`) and returns
  /// true; false (offset unchanged) when none is there.
  mutating func skipEllipsis() -> Bool {
    guard offset + 2 < bytes.count else { return false }
    let three = (bytes[offset], bytes[offset + 1], bytes[offset + 2])
    // `…` is E2 80 A6 in UTF-8.
    guard three == (0xE2, 0x80, 0xA6) || three == (UInt8(ascii: "."), UInt8(ascii: "."), UInt8(ascii: ".")) else {
      return false
    }
    offset += 3
    return true
  }

  /// recurring → '(' decimal ')'
  ///
  /// When the current `(` is followed by digits and `)`: the value of the literal read so
  /// far with those digits repeating after it, and the offset moved past the `)`. Nil
  /// (offset unchanged) otherwise.
  private mutating func recurringDigits(
    after literal: DecimalLiteral, fractionDigits: Int, start: Int
  ) throws(CalcError) -> Rational? {
    var look = offset + 1
    var period = BigInt(0)
    var count = 0
    while look < bytes.count, Lexer.isASCIIDigit(bytes[look]) {
      period = period * 10 + BigInt(Int(bytes[look] - UInt8(ascii: "0")))
      count += 1
      look += 1
    }
    guard count > 0, look < bytes.count, bytes[look] == UInt8(ascii: ")") else { return nil }
    offset = look + 1
    let range = SourceRange(start, offset)
    guard fractionDigits + count <= Limits.maximumDigits, let head = literal.value else {
      throw Message.numberTooLong(at: range)
    }
    // 0.1(6)… = 0.1 + 6 / (9 · 10^1): the period over as many nines, shifted past the digits before it.
    let nines = BigInt(BigUInt(10).raised(to: count)) - 1
    let shift = BigInt(BigUInt(10).raised(to: fractionDigits))
    guard let tail = try? Rational(numerator: period, denominator: nines * shift).checked(),
      let value = try? head.adding(tail).checked()
    else {
      throw Message.numberTooLong(at: range)
    }
    return value
  }
}
