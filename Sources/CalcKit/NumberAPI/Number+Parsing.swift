extension Number {
  /// The exact value of a number written as text, or nil.
  ///
  /// Accepted, with no spaces or other characters around or inside:
  /// - a decimal literal as calc reads it, with an optional sign: `12`, `-0.5`, `.5`, `5.`,
  ///   `1e-3`, `+1.5E+7`, `1_000_000`;
  /// - a fraction of two such literals, the sign in front: `1/3`, `-22/7`, `1.5/4`,
  ///   `1e3/7` (a zero denominator gives nil);
  /// - the text ``/CalcNumber/Number``'s `Codable` conformance writes, which ``/CalcNumber/Number/fractionString`` also
  ///   gives for exact values: `5`, `-7/2`, and for an approximation its bounds,
  ///   `14142/10000..14143/10000`, which read back as that approximation.
  ///
  /// So `Number("1/3")` is exactly one third, and `Number(x.fractionString!)` is `x`.
  ///
  /// Returns nil for anything else, and for literals, numerators or denominators beyond
  /// ``/CalcNumber/Limits/maximumDigits``.
  public init?(_ text: String) {
    if let value = Number.decimalValue(Substring(text), allowsSign: true) {
      self.init(value)
      return
    }
    let utf8 = text.utf8
    if let slash = utf8.firstIndex(of: UInt8(ascii: "/")) {
      let numerator = Number.decimalValue(text[..<slash], allowsSign: true)
      let denominator = Number.decimalValue(text[utf8.index(after: slash)...], allowsSign: false)
      if let numerator, let denominator, !denominator.isZero,
        let value = try? numerator.divided(by: denominator)
      {
        self.init(value)
        return
      }
    }
    // The saved form of an approximation (its exact forms were read above).
    guard let saved = Number(losslessText: text), !saved.isExact else { return nil }
    self = saved
  }

  /// The exact value of one decimal literal, with an optional sign in front when
  /// `allowsSign`; nil for anything else.
  static func decimalValue(_ text: Substring, allowsSign: Bool) -> Rational? {
    var body = text
    var negative = false
    if allowsSign, let sign = body.first, sign == "-" || sign == "+" {
      negative = sign == "-"
      body = body.dropFirst()
    }
    guard let first = body.utf8.first,
      first == UInt8(ascii: ".") || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")),
      !body.utf8.contains(where: Number.isSpaceOrControl)
    else { return nil }
    // Decimal only: the language's 0x, 0o and 0b literals are not numbers' text.
    if first == UInt8(ascii: "0"), let second = body.utf8.dropFirst().first,
      [UInt8(ascii: "x"), UInt8(ascii: "o"), UInt8(ascii: "b")].contains(second | 0x20)
    {
      return nil
    }
    var lexer = Lexer(String(body))
    guard case .number? = try? lexer.next().kind, lexer.numberScale == 0, case let value = lexer.numberValue,
      case .end? = try? lexer.next().kind
    else { return nil }
    return negative ? -value : value
  }
}

extension Number {
  /// Whether a UTF-8 byte is ASCII white space or a control character, or starts a
  /// non-ASCII character (the lexer skips Unicode spaces too; none belongs in a number).
  static func isSpaceOrControl(_ byte: UInt8) -> Bool {
    byte <= 0x20 || byte >= 0x7F
  }
}
