// MARK: - The conversion at the end of a line: `to hex`, `in 3 digits`, `as fraction`

extension Parser {
  /// conversion → ('to' | 'in' | 'as') target
  ///
  /// target → 'fraction' | 'fractions' | 'frac' | 'mixed' ('fraction' | 'fractions')? | 'hex'
  /// | 'hexadecimal' | 'oct' | 'octal' | 'bin' | 'binary' | 'base' decimal | 'decimal' | 'dec'
  /// | 'sci' | 'scientific' | 'eng' | 'engineering' | '%' | 'percent' | 'percentage' | 'factors' | 'factor'
  /// | 'primes'
  /// | decimal ('digits' | 'digit' | ('sig' | 'sf' | 'significant') ('digits' | 'digit' | 'figs'
  /// | 'fig' | 'figures' | 'figure')? | 'dp' | 'decimals' | 'places' | 'decimal' 'places'?)
  /// | currency_code | currency_symbol: the words and codes in any letter case.
  ///
  /// The current token is the conversion word; the target must end the line.
  mutating func parseConversion() throws(CalcError) {
    let word = lexer.text(token.range)
    try advance()
    let start = token.range
    switch token.kind {
    case .identifier:
      let name = lexer.text(token.range).lowercased()
      try advance()
      switch name {
      case "fraction", "fractions", "frac": conversion = .fraction
      case "mixed":
        if case .identifier = token.kind, ["fraction", "fractions"].contains(lexer.text(token.range).lowercased()) {
          try advance()
        }
        conversion = .mixedFraction
      case "hex", "hexadecimal": conversion = .base(16)
      case "oct", "octal": conversion = .base(8)
      case "bin", "binary": conversion = .base(2)
      case "base":
        let radix = try conversionInteger(after: "base", in: Conversion.bases, at: start)
        conversion = .base(radix)
      case "decimal", "dec": conversion = .decimal
      case "sci", "scientific": conversion = .scientific
      case "eng", "engineering": conversion = .engineering
      case "percent", "percentage": conversion = .percent
      case "factors", "factor", "primes": conversion = .factors
      case "deg", "degrees", "rad", "radians":
        // `atan(1) to deg`: the value divided by one of that unit, written as usual.
        let range = nodes.last.map { SourceRange(0, $0.range.upperBound) } ?? start
        appendNumber(Rational(1), at: start)
        nodes.append(Node(operation: .angleUnit(radians: name.hasPrefix("rad"), at: nil), range: start))
        nodes.append(Node(operation: .divide, range: range.union(start)))
      default:
        let code = lexer.text(start).uppercased()
        guard Money.index(ofCode: code) != nil else {
          throw unknownConversionTarget(lexer.text(start), word: word, at: start)
        }
        conversion = .currency(code)
      }
    case .percent:
      try advance()
      conversion = .percent
    case .currencySymbol:
      guard let code = Money.code(ofSymbol: lexer.text(start)) else {
        throw unknownConversionTarget(lexer.text(start), word: word, at: start)
      }
      try advance()
      conversion = .currency(code)
    case .number:
      let count = try conversionInteger(after: nil, in: 0...Limits.maximumPrecision, at: start)
      guard case .identifier = token.kind else {
        throw Message.expectedDigitsOrPlaces(after: count, word: word, at: token.range)
      }
      var unit = lexer.text(token.range).lowercased()
      if unit == "s", abbreviatesSignificantFigures(after: token.range) {
        // `3 s.f.`: the dots are read here, not as the start of a number.
        unit = "sf"
        skipSource(to: token.range.upperBound + 3)
      }
      try advance()
      func skip(_ follower: String) throws(CalcError) {
        if case .identifier = token.kind, lexer.text(token.range).lowercased() == follower { try advance() }
      }
      switch unit {
      case "digits", "digit", "sig", "sf", "significant":
        if unit != "digits" && unit != "digit" {
          // `3 sig digits`, `3 sig figs`, `3 significant figures`.
          if case .identifier = token.kind,
            ["digits", "digit", "figs", "fig", "figures", "figure"].contains(lexer.text(token.range).lowercased())
          {
            try advance()
          }
        }
        guard count >= 1 else {
          throw Message.atLeastOneDigit(at: start.union(previous(of: token)))
        }
        conversion = .significantDigits(count)
      case "dp", "decimals", "places":
        conversion = .decimalPlaces(count)
      case "decimal":
        try skip("places")
        conversion = .decimalPlaces(count)
      default:
        throw Message.expectedDigitsOrPlaces(after: count, word: word, at: start.union(previous(of: token)))
      }
    case .end:
      throw Message.expectedConversionTarget(after: word, at: token.range)
    default:
      throw unknownConversionTarget(lexer.text(token.range), word: word, at: token.range)
    }
    conversionRange = start.union(previous(of: token))
    if case .end = token.kind { return }
    throw Message.conversionEndsLine(at: token.range)
  }

  /// The range of the token before `token` (the last one consumed), for error ranges.
  private func previous(of token: Token) -> SourceRange {
    previous?.range ?? token.range
  }

  /// A whole number written as the current token, within `range`.
  private mutating func conversionInteger(
    after word: String?, in range: ClosedRange<Int>, at start: SourceRange
  ) throws(CalcError) -> Int {
    guard case .number = token.kind else {
      throw Message.expectedNumber(afterWord: word, at: token.range)
    }
    let value = lexer.numberValue
    let scaled = lexer.numberScale != 0
    let tokenRange = token.range
    try advance()
    guard !scaled, value.isInteger, let n = Int(exactly: value.numerator), range.contains(n) else {
      let what = word == "base" ? "a base" : "a count"
      throw Message.wholeNumberOutOfRange(what, range: range, at: tokenRange)
    }
    return n
  }

  private func unknownConversionTarget(_ text: String, word: String, at range: SourceRange) -> CalcError {
    let targets = [
      "fraction", "mixed", "hex", "oct", "bin", "decimal", "sci", "eng", "base", "digits", "dp", "percent",
      "deg", "rad",
    ]
    var hint = Names.suggestion(for: text.lowercased(), among: targets)
    if hint.isEmpty, text.utf8.count == 3 { hint = Names.suggestion(for: text.uppercased(), among: Money.codes) }
    return Message.unknownConversionTarget(text, hint: hint, word: word, at: range)
  }

  /// Whether `.f.` follows the `s` at `range` (in either case), closing the abbreviation
  /// `s.f.` of significant figures.
  func abbreviatesSignificantFigures(after range: SourceRange) -> Bool {
    let rest = lexer.bytes[range.upperBound...]
    return rest.count >= 3 && rest.prefix(3).elementsEqual([UInt8(ascii: "."), UInt8(ascii: "f"), UInt8(ascii: ".")]) {
      $0 == $1 || $0 == $1 - 32
    }
  }
}
