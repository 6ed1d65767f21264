import CalcNumber

// MARK: - Text pasted from web pages and spreadsheets (Grammar.md, "Pasted text")

extension Lexer {
  /// vulgar_fraction → '¼' | '½' | '¾' | '⅐' | '⅑' | '⅒' | '⅓' | '⅔' | '⅕' | '⅖' | '⅗' | '⅘'
  /// | '⅙' | '⅚' | '⅛' | '⅜' | '⅝' | '⅞' | '↉'
  ///
  /// The vulgar fraction at `position`, as numerator, denominator and UTF-8 length; nil for
  /// any other character.
  func vulgarFraction(at position: Int) -> (numerator: Int, denominator: Int, length: Int)? {
    guard position + 1 < bytes.count else { return nil }
    let lead = bytes[position]
    if lead == 0xC2 {
      switch bytes[position + 1] {
      case 0xBC: return (1, 4, 2)  // ¼ U+00BC
      case 0xBD: return (1, 2, 2)  // ½ U+00BD
      case 0xBE: return (3, 4, 2)  // ¾ U+00BE
      default: return nil
      }
    }
    guard lead == 0xE2, position + 2 < bytes.count else { return nil }
    if bytes[position + 1] == 0x86, bytes[position + 2] == 0x89 { return (0, 1, 3) }  // ↉ U+2189, 0/3
    guard bytes[position + 1] == 0x85 else { return nil }
    // U+2150 … U+215E: ⅐ ⅑ ⅒ ⅓ ⅔ ⅕ ⅖ ⅗ ⅘ ⅙ ⅚ ⅛ ⅜ ⅝ ⅞
    let table: [(Int, Int)] = [
      (1, 7), (1, 9), (1, 10), (1, 3), (2, 3), (1, 5), (2, 5), (3, 5), (4, 5), (1, 6), (5, 6), (1, 8), (3, 8),
      (5, 8), (7, 8),
    ]
    let index = Int(bytes[position + 2]) - 0x90
    guard table.indices.contains(index) else { return nil }
    return (table[index].0, table[index].1, 3)
  }

  /// A vulgar fraction on its own (`½`): a number token.
  mutating func vulgarFractionNumber() -> Token? {
    guard let fraction = vulgarFraction(at: offset) else { return nil }
    let start = offset
    beginNumber()
    offset += fraction.length
    numberValue = Rational(reducedSmall: fraction.numerator, fraction.denominator)
    return Token(kind: .number, range: SourceRange(start, offset))
  }

  /// `1⅓`: a whole number written in digits with a vulgar fraction right after it is their
  /// sum, as it reads on paper (`1⅓` = 1 + 1/3, `-2½` = -2.5). Any other number token, or
  /// one not followed by a vulgar fraction, is returned as it is.
  mutating func mixedNumber(_ token: Token) -> Token {
    guard case .number = token.kind, numberScale == 0, let fraction = vulgarFraction(at: offset),
      bytes[token.range.lowerBound..<token.range.upperBound].allSatisfy(Lexer.isASCIIDigit)
    else { return token }
    offset += fraction.length
    let part = Rational(reducedSmall: fraction.numerator, fraction.denominator)
    numberValue = (try? numberValue.adding(part)) ?? numberValue
    return Token(kind: .number, range: SourceRange(token.range.lowerBound, offset))
  }

  /// The UTF-8 length of a space that pasted numbers group digits with, at `position`: the
  /// no-break space U+00A0, the narrow no-break space U+202F, the thin space U+2009 and
  /// the figure space U+2007 (`1 234 567.5`); nil for anything else.
  func groupingSpaceLength(at position: Int) -> Int? {
    guard position + 1 < bytes.count else { return nil }
    if bytes[position] == 0xC2, bytes[position + 1] == 0xA0 { return 2 }
    guard position + 2 < bytes.count, bytes[position] == 0xE2, bytes[position + 1] == 0x80 else { return nil }
    switch bytes[position + 2] {
    case 0xAF, 0x89, 0x87: return 3
    default: return nil
    }
  }

  /// Whether a comma at `position` may group digits in calc's own form: outside every
  /// parenthesis, where no argument list can be (`1,234.5`); inside one, `max(1,234)` is
  /// the arguments 1 and 234, as it always was.
  mutating func commaMayGroup(at position: Int) -> Bool {
    if parenthesisDepths == nil {
      var depths: [Int32] = []
      depths.reserveCapacity(bytes.count + 1)
      var depth: Int32 = 0
      for byte in bytes {
        depths.append(depth)
        if byte == UInt8(ascii: "(") { depth += 1 } else if byte == UInt8(ascii: ")") { depth -= 1 }
      }
      depths.append(depth)
      parenthesisDepths = depths
    }
    return parenthesisDepths.map { position < $0.count && $0[position] == 0 } ?? false
  }

  /// The length of the digit-group separator at `position` when whole groups of three
  /// digits follow it (and no fourth digit): a grouping space anywhere, or a comma where
  /// ``commaMayGroup(at:)``; nil otherwise.
  mutating func groupSeparatorLength(at position: Int) -> Int? {
    guard position < bytes.count else { return nil }
    let length: Int
    if bytes[position] == UInt8(ascii: ",") {
      guard commaMayGroup(at: position) else { return nil }
      length = 1
    } else if let space = groupingSpaceLength(at: position) {
      length = space
    } else {
      return nil
    }
    let first = position + length
    guard first + 3 <= bytes.count, bytes[first..<(first + 3)].allSatisfy(Lexer.isASCIIDigit) else { return nil }
    if first + 3 < bytes.count, Lexer.isASCIIDigit(bytes[first + 3]) || bytes[first + 3] == UInt8(ascii: "_") {
      return nil
    }
    return length
  }

  /// grouped → group group_separator three (group_separator three)*, with one kind of
  /// separator in one number; group → decimal_digit decimal_digit? decimal_digit?;
  /// three → decimal_digit decimal_digit decimal_digit (and no digit after it);
  /// group_separator → ',' | U+00A0 | U+202F | U+2009 | U+2007 (',' outside every
  /// parenthesis, ``commaMayGroup(at:)``).
  ///
  /// After 1 to 3 integer digits: the groups of three that follow grouping separators
  /// (`1,234,567` or `1 234 567`), appended to `literal`; returns how many digits.
  mutating func groupedDigits(into literal: inout DecimalLiteral, after count: Int) -> Int {
    guard (1...3).contains(count), let first = groupSeparatorLength(at: offset) else { return 0 }
    // One kind of separator in one number.
    let separator = bytes[offset]
    var added = 0
    var length: Int? = first
    while let step = length, bytes[offset] == separator {
      offset += step
      for _ in 0..<3 {
        literal.append(bytes[offset], fraction: false)
        offset += 1
      }
      added += 3
      length = groupSeparatorLength(at: offset)
    }
    return added
  }

  /// Whether a grouping separator and a digit start at `position`, so that the fast path
  /// for plain numbers leaves the number to the full one.
  func mayStartGroup(at position: Int) -> Bool {
    guard position < bytes.count else { return false }
    if bytes[position] == UInt8(ascii: ",") {
      return position + 1 < bytes.count && Lexer.isASCIIDigit(bytes[position + 1])
    }
    guard let length = groupingSpaceLength(at: position) else { return false }
    return position + length < bytes.count && Lexer.isASCIIDigit(bytes[position + length])
  }

  /// The UTF-8 length of the sign of an exponent at `position`: `+`, `-` or the minus sign
  /// U+2212 that typeset text writes (`1e−3`); nil for anything else. The second value is
  /// whether it is a minus.
  func exponentSign(at position: Int) -> (length: Int, negative: Bool)? {
    guard position < bytes.count else { return nil }
    switch bytes[position] {
    case UInt8(ascii: "+"): return (1, false)
    case UInt8(ascii: "-"): return (1, true)
    case 0xE2 where position + 2 < bytes.count && bytes[position + 1] == 0x88 && bytes[position + 2] == 0x92:
      return (3, true)
    default: return nil
    }
  }
}
