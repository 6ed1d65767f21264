import BigInt

/// Splits UTF-8 input into tokens, one at a time.
///
/// Recognises decimal literals (`12`, `0.5`, `.5`, `5.`, `1e-3`, `1.5E+7`, `1_000_000`),
/// hexadecimal, octal and binary integers (`0xff`, `0o17`, `0b1010`, with `_` between
/// digits), names (ASCII letters, digits and `_`, not starting with a digit; and `π`, `τ`), the
/// operators `+ - * / ^ ** % ! !! = , ( ) & | ~ << >>` with the typographic forms `− × · ÷`,
/// superscript powers (`²`, `⁻¹`), the prefix roots `√ ∛` and the degree sign `°`; and
/// recurring decimals, `0.(3)` and `0.1(6)…`: digits in parentheses right after a literal's
/// decimal point repeat for ever, and after fraction digits when an ellipsis follows (see
/// Lexer+Recurring.swift).
///
/// With a locale's ``InputSyntax``, numbers are read in the locale's form instead
/// (``localeNumber()``: `1.234,5` in `de_DE`), and `;` separates arguments where `,` is the
/// decimal separator (the parser sees it as `.comma`).
struct Lexer {
  let bytes: [UInt8]
  var offset = 0
  /// How numbers and argument lists are written in a locale's form; nil for calc's own.
  private(set) var localeSyntax: InputSyntax?
  /// The value of the last `.number` token returned (times 10^``numberScale``).
  var numberValue = Rational.zero
  /// The power of ten the last `.number` token's ``numberValue`` is multiplied by: 0 unless
  /// its exact value would pass the exact-size limit (`1e999999999` is 1 and 999999999), so
  /// that the evaluator computes it as a power, an approximation, like any other result.
  private(set) var numberScale = 0
  /// How many parentheses are open before each byte, made when a comma first might group
  /// digits (``commaMayGroup(at:)``).
  var parenthesisDepths: [Int32]?

  init(_ source: String) {
    // A native string's bytes are contiguous: one copy, not a walk of its UTF-8 view.
    bytes = source.utf8.withContiguousStorageIfAvailable { Array($0) } ?? Array(source.utf8)
  }

  /// The next token; `.end` once the input is used up (and on every call after).
  ///
  /// argument_separator → ',' | ';': `;` (read as a `.comma`) only in a locale whose decimal
  /// separator is `,`, where a `,` outside a number is an error.
  mutating func next() throws(CalcError) -> Token {
    skipWhitespace()
    let start = offset
    guard offset < bytes.count else { return Token(kind: .end, range: SourceRange(start, start)) }
    let byte = bytes[offset]
    func single(_ kind: Token.Kind, length: Int = 1) -> Token {
      offset += length
      return Token(kind: kind, range: SourceRange(start, offset))
    }
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."):
      return mixedNumber(try localeSyntax == nil ? number() : localeNumber())
    case UInt8(ascii: "+"): return single(.plus)
    case UInt8(ascii: "-"): return single(.minus)
    case UInt8(ascii: "*"):
      return peek(1) == UInt8(ascii: "*") ? single(.caret, length: 2) : single(.star)
    case UInt8(ascii: "/"):
      return peek(1) == UInt8(ascii: "/") ? single(.doubleSlash, length: 2) : single(.slash)
    case UInt8(ascii: "^"): return single(.caret)
    case UInt8(ascii: "("): return single(.leftParen)
    case UInt8(ascii: ")"): return single(.rightParen)
    case UInt8(ascii: ","):
      if let localeSyntax, localeSyntax.argumentSeparator != byte { throw misplacedDecimalComma() }
      return single(.comma)
    case UInt8(ascii: ";") where localeSyntax?.argumentSeparator == byte: return single(.comma)
    case UInt8(ascii: ";"): throw Message.statementSeparatorInExpression(at: SourceRange(start, start + 1))
    case UInt8(ascii: "="):
      return peek(1) == UInt8(ascii: "=") ? single(.equalEqual, length: 2) : single(.equals)
    case UInt8(ascii: "%"): return single(.percent)
    case UInt8(ascii: "&"):
      return peek(1) == UInt8(ascii: "&") ? single(.doubleAmpersand, length: 2) : single(.ampersand)
    case UInt8(ascii: "|"):
      return peek(1) == UInt8(ascii: "|") ? single(.doublePipe, length: 2) : single(.pipe)
    case UInt8(ascii: "~"): return single(.tilde)
    case UInt8(ascii: "<"):
      switch peek(1) {
      case UInt8(ascii: "<"): return single(.shiftLeft, length: 2)
      case UInt8(ascii: "="): return single(.lessEqual, length: 2)
      default: return single(.less)
      }
    case UInt8(ascii: ">"):
      switch peek(1) {
      case UInt8(ascii: ">"): return single(.shiftRight, length: 2)
      case UInt8(ascii: "="): return single(.greaterEqual, length: 2)
      default: return single(.greater)
      }
    case UInt8(ascii: "!"):
      // `!=` is one token only when its two characters touch, as `!!` is.
      if peek(1) == UInt8(ascii: "=") { return single(.notEqual, length: 2) }
      return peek(1) == UInt8(ascii: "!") ? single(.doubleBang, length: 2) : single(.bang)
    case 0xE2 where peek(1) == 0x89 && peek(2) == 0xA0: return single(.notEqual, length: 3)  // ≠ U+2260
    case 0xE2 where peek(1) == 0x89 && peek(2) == 0xA4: return single(.lessEqual, length: 3)  // ≤ U+2264
    case 0xE2 where peek(1) == 0x89 && peek(2) == 0xA5: return single(.greaterEqual, length: 3)  // ≥ U+2265
    case 0xCF where peek(1) == 0x80 || peek(1) == 0x84:  // π U+03C0, τ U+03C4
      offset += 2
      return Token(kind: .identifier, range: SourceRange(start, offset))
    case 0xCE where peek(1) == 0xA3:  // Σ U+03A3, read as a name (the parser reads Σ(…) itself)
      offset += 2
      return Token(kind: .identifier, range: SourceRange(start, offset))
    case 0xE2 where peek(1) == 0x88 && (peek(2) == 0x91 || peek(2) == 0x8F):  // ∑ U+2211, ∏ U+220F
      offset += 3
      return Token(kind: .identifier, range: SourceRange(start, offset))
    case 0xC3 where peek(1) == 0x97: return single(.star, length: 2)  // × U+00D7
    case 0xC2 where peek(1) == 0xB7: return single(.star, length: 2)  // · U+00B7
    case 0xC2 where peek(1) == 0xB0: return single(.degree, length: 2)  // ° U+00B0
    case 0xE2 where peek(1) == 0x88 && peek(2) == 0x9A: return single(.squareRoot, length: 3)  // √ U+221A
    case 0xE2 where peek(1) == 0x88 && peek(2) == 0x9B: return single(.cubeRoot, length: 3)  // ∛ U+221B
    case _ where superscript(at: offset) != nil:
      return try superscriptPower()
    case 0xC3 where peek(1) == 0xB7: return single(.slash, length: 2)  // ÷ U+00F7
    case 0xE2 where peek(1) == 0x88 && peek(2) == 0x92: return single(.minus, length: 3)  // − U+2212
    case 0xE2 where peek(1) == 0x81 && peek(2) == 0x84: return single(.slash, length: 3)  // ⁄ U+2044
    case _ where vulgarFraction(at: offset) != nil:
      return vulgarFractionNumber() ?? single(.end)
    default:
      if isIdentifierStart(byte) { return identifier() }
      if let length = currencySymbolLength() { return single(.currencySymbol, length: length) }
      throw unexpectedCharacter()
    }
  }

  /// superscript_digit → '⁰' | '¹' | '²' | '³' | '⁴' | '⁵' | '⁶' | '⁷' | '⁸' | '⁹'
  ///
  /// The superscript character at `position` and its UTF-8 length: a digit (0–9), or
  /// -1 for `⁻`, -2 for `⁺`; nil for anything else.
  private func superscript(at position: Int) -> (value: Int, length: Int)? {
    guard position + 1 < bytes.count else { return nil }
    switch (bytes[position], bytes[position + 1]) {
    case (0xC2, 0xB9): return (1, 2)  // ¹ U+00B9
    case (0xC2, 0xB2): return (2, 2)  // ² U+00B2
    case (0xC2, 0xB3): return (3, 2)  // ³ U+00B3
    case (0xE2, 0x81):
      guard position + 2 < bytes.count else { return nil }
      switch bytes[position + 2] {
      case 0xB0: return (0, 3)  // ⁰ U+2070
      case 0xB4...0xB9: return (Int(bytes[position + 2] - 0xB0), 3)  // ⁴–⁹ U+2074–2079
      case 0xBA: return (-2, 3)  // ⁺ U+207A
      case 0xBB: return (-1, 3)  // ⁻ U+207B
      default: return nil
      }
    default: return nil
    }
  }

  /// superscript → ('⁻' | '⁺')? superscript_digit+ : the integer, in ``numberValue``.
  private mutating func superscriptPower() throws(CalcError) -> Token {
    let start = offset
    var negative = false
    if let sign = superscript(at: offset), sign.value < 0 {
      negative = sign.value == -1
      offset += sign.length
    }
    var literal = DecimalLiteral()
    var count = 0
    while let digit = superscript(at: offset), digit.value >= 0 {
      literal.append(UInt8(ascii: "0") + UInt8(digit.value), fraction: false)
      count += 1
      offset += digit.length
    }
    let range = SourceRange(start, offset)
    guard count > 0 else {
      throw Message.expectedSuperscriptDigits(at: range)
    }
    guard let value = literal.value else { throw Message.numberTooLong(at: range) }
    numberValue = negative ? -value : value
    return Token(kind: .superscript, range: range)
  }

  func peek(_ distance: Int) -> UInt8? {
    offset + distance < bytes.count ? bytes[offset + distance] : nil
  }

  private mutating func skipWhitespace() {
    while offset < bytes.count {
      if Lexer.isWhitespace(bytes[offset]) {
        offset += 1
      } else if let length = groupingSpaceLength(at: offset) {
        // A no-break or thin space not between digit groups separates tokens, as a space.
        offset += length
      } else {
        return
      }
    }
  }

  /// Space, tab, line feed or carriage return: what separates tokens.
  private static func isWhitespace(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): return true
    default: return false
    }
  }

  /// currency_symbol → '$' | '€' | '£' | '¥' | '₩': one of ``Money/symbols``; the length in
  /// bytes of the one at the current offset, or nil.
  private func currencySymbolLength() -> Int? {
    for entry in Money.symbols where offset + entry.bytes.count <= bytes.count {
      if bytes[offset..<(offset + entry.bytes.count)].elementsEqual(entry.bytes) { return entry.bytes.count }
    }
    return nil
  }

  /// letter → 'a'…'z' | 'A'…'Z' | '_'
  private func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
  }

  /// name → letter (letter | decimal_digit)* | 'π' | 'τ' (the Greek letters, and `Σ`, `∑` and `∏`
  /// of a range_form, are read in ``next()``, as one-character identifier tokens)
  private mutating func identifier() -> Token {
    let start = offset
    while offset < bytes.count,
      isIdentifierStart(bytes[offset]) || isDigit(bytes[offset])
    {
      offset += 1
    }
    return Token(kind: .identifier, range: SourceRange(start, offset))
  }

  /// The source text in `range`: a name's spelling.
  func text(_ range: SourceRange) -> String {
    String(decoding: bytes[range.lowerBound..<range.upperBound], as: UTF8.self)
  }

  /// Whether the source in `range` is exactly `word` (ASCII), without making a string.
  func spells(_ range: SourceRange, _ word: StaticString) -> Bool {
    guard range.upperBound - range.lowerBound == word.utf8CodeUnitCount else { return false }
    return word.withUTF8Buffer { w in
      for i in 0..<w.count where bytes[range.lowerBound + i] != w[i] { return false }
      return true
    }
  }

  /// Whether the source in `range` is plain decimal digits (no point, exponent or `_`),
  /// read from the bytes without making a string.
  ///
  /// decimal → decimal_digit decimal_digit*
  func isDigits(_ range: SourceRange) -> Bool {
    guard range.lowerBound < range.upperBound, range.upperBound <= bytes.count else { return false }
    for i in range.lowerBound..<range.upperBound where !isDigit(bytes[i]) { return false }
    return true
  }

  /// Whether whitespace and then a digit follow `position`, as after the whole part of a
  /// mixed number (`2 1/3`): a cheap test before reading any token ahead.
  func isWhitespaceThenDigit(after position: Int) -> Bool {
    var look = position
    while look < bytes.count, Lexer.isWhitespace(bytes[look]) { look += 1 }
    return look > position && look < bytes.count && isDigit(bytes[look])
  }

  /// decimal_digit → '0'…'9'
  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// The whole Unicode scalar at the current offset, as a syntax error.
  private func unexpectedCharacter() -> CalcError {
    var end = offset + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    let text = String(decoding: bytes[offset..<end], as: UTF8.self)
    let range = SourceRange(offset, end)
    if text == "\u{FFFD}" { return Message.invalidUTF8(at: range) }
    if let scalar = text.unicodeScalars.first, scalar.properties.generalCategory == .control {
      // Never echo a control character: name its code point instead.
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return Message.unexpectedControlCharacter(
        codePoint: String(repeating: "0", count: max(0, 4 - hex.count)) + hex, at: range)
    }
    return Message.unexpectedCharacter(text, at: range)
  }

  /// number → (digits ('.' digits?)? | '.' digits) exponent_part? | digits '.' recurring
  /// ellipsis? | digits? '.' digits recurring ellipsis | based, where digits → decimal_digit
  /// ('_'? decimal_digit)*
  private mutating func number() throws(CalcError) -> Token {
    let start = offset
    numberScale = 0
    if let token = try basedNumberIfAny() { return token }
    if let value = plainNumber() {
      numberValue = value
      return Token(kind: .number, range: SourceRange(start, offset))
    }
    offset = start
    var literal = DecimalLiteral()
    var integerDigits = digits(into: &literal, fraction: false)
    integerDigits += groupedDigits(into: &literal, after: integerDigits)
    var fractionDigits = 0
    if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
      offset += 1
      fractionDigits = digits(into: &literal, fraction: true)
    }
    if integerDigits == 0 && fractionDigits == 0 {
      throw Message.expectedDigitsAroundPoint(at: SourceRange(start, offset))
    }
    return try numberEnd(literal, fractionDigits: fractionDigits, start: start)
  }

  /// A lexer for `source` in a locale's form of numbers (`syntax`), or in calc's own (nil).
  init(_ source: String, syntax: InputSyntax?) {
    self.init(source)
    localeSyntax = syntax.flatMap { $0.isStandard ? nil : $0 }
  }

  /// How numbers and argument lists are written: calc's own form, or a locale's.
  var syntax: InputSyntax { localeSyntax ?? .standard }

  /// Starts reading a number: its ``numberScale`` is 0 unless it says otherwise.
  mutating func beginNumber() {
    numberScale = 0
  }

  /// The end of a decimal literal whose digits (`fractionDigits` of them after the
  /// separator) are in `literal`: a recurring part, an exponent, and the value.
  ///
  /// exponent_part → ('e' | 'E') ('+' | '-')? decimal: an exponent only when digits follow;
  /// otherwise the `e` is left for the next token.
  mutating func numberEnd(
    _ literal: DecimalLiteral, fractionDigits: Int, start: Int
  ) throws(CalcError) -> Token {
    var literal = literal
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "("), offset > start,
      bytes[offset - 1] == (localeSyntax?.decimalSeparator ?? UInt8(ascii: ".")) || fractionDigits > 0,
      let repeating = try recurringDecimal(after: literal, fractionDigits: fractionDigits, start: start)
    {
      numberValue = repeating
      return Token(kind: .number, range: SourceRange(start, offset))
    }
    if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
      // An exponent only when digits follow; otherwise the 'e' is left for the next token.
      var look = offset + 1
      var negative = false
      if let sign = exponentSign(at: look) {
        negative = sign.negative
        look += sign.length
      }
      if look < bytes.count, isDigit(bytes[look]) {
        offset = look
        var exponent = 0
        while offset < bytes.count, isDigit(bytes[offset]) {
          // Saturate beyond the exponent range (2^62 · log10 2 < 2^61): anything this
          // large is too large or too small whatever the digits.
          let digit = Int(bytes[offset] - UInt8(ascii: "0"))
          exponent = exponent > (1 << 61) / 10 ? 1 << 61 : min(exponent * 10 + digit, 1 << 61)
          offset += 1
        }
        literal.exponent += negative ? -exponent : exponent
      }
    }
    let range = SourceRange(start, offset)
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "_") {
      throw Message.underscoreBetweenDigits(at: SourceRange(offset, offset + 1))
    }
    guard let value = literal.value else {
      if let (significand, scale) = literal.scaledValue {
        numberValue = significand
        numberScale = scale
        return Token(kind: .number, range: range)
      }
      throw Message.numberTooLong(at: range)
    }
    numberValue = value
    return Token(kind: .number, range: range)
  }

  /// The radix a prefix letter after `0` names: `x` 16, `o` 8, `b` 2 (either case).
  static func radix(_ letter: UInt8) -> Int? {
    switch letter | 0x20 {
    case UInt8(ascii: "x"): return 16
    case UInt8(ascii: "o"): return 8
    case UInt8(ascii: "b"): return 2
    default: return nil
    }
  }

  /// hex_digit → decimal_digit | 'a'…'f' | 'A'…'F'
  ///
  /// The value of `byte` as a digit of base 36 (0–35: `0`–`9`, then `a`–`z` in either
  /// case), or nil; a hex_digit is one below 16.
  private static func digitValue(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "z"): return Int(byte - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): return Int(byte - UInt8(ascii: "A")) + 10
    default: return nil
    }
  }

  /// The based literal that starts here, if one does: `0x`, `0o`, `0b`, or a radix from 2
  /// to 36 in decimal and `#` (`16#ff`, `2#1011`, `36#z`, as fend and Ada write them).
  ///
  /// radix_prefix → decimal_digit decimal_digit? '#'
  @inline(__always)
  mutating func basedNumberIfAny() throws(CalcError) -> Token? {
    let first = bytes[offset]
    if first == UInt8(ascii: "0"), let next = peek(1), let radix = Lexer.radix(next) {
      return try basedNumber(radix: radix)
    }
    // The radix: one or two digits, then '#' (two byte looks: every number passes here).
    let hash = UInt8(ascii: "#")
    guard Lexer.isASCIIDigit(first) else { return nil }
    let end: Int
    if peek(1) == hash {
      end = offset + 1
    } else if peek(2) == hash, let second = peek(1), Lexer.isASCIIDigit(second) {
      end = offset + 2
    } else {
      return nil
    }
    var radix = 0
    for byte in bytes[offset..<end] { radix = radix * 10 + Int(byte - UInt8(ascii: "0")) }
    guard radix >= 2 && radix <= 36 else {
      throw Message.radixOutOfRange(radix, at: SourceRange(offset, end + 1))
    }
    return try basedNumber(radix: radix, prefixLength: end + 1 - offset, name: "base-\(radix)")
  }

  /// based → '0' ('x' | 'X') hex_digit ('_'? hex_digit)* | '0' ('o' | 'O') octal_digit
  /// ('_'? octal_digit)* | '0' ('b' | 'B') ('0' | '1') ('_'? ('0' | '1'))*
  /// | radix_prefix base_digit ('_'? base_digit)*, then based_fraction?: an exact value,
  /// within the cap; octal_digit → '0'…'7'; base_digit → decimal_digit | 'a'…'z' | 'A'…'Z',
  /// below the radix; based_fraction → '.' base_digit ('_'? base_digit)*, digits of the same
  /// radix (`0x0.8` is 1/2, `3#0.1` is 1/3).
  mutating func basedNumber(radix: Int, prefixLength: Int = 2, name: String? = nil) throws(CalcError) -> Token {
    let start = offset
    offset += prefixLength
    let name = name ?? (radix == 16 ? "hexadecimal" : radix == 8 ? "octal" : "binary")
    // A `0x` literal's digits are hexadecimal ones (a letter past 'f' ends it); a `B#`
    // literal's are any of the 36.
    let limit = prefixLength == 2 && bytes[start] == UInt8(ascii: "0") ? 16 : 36
    func digitValue(_ byte: UInt8) -> Int? {
      guard let value = Lexer.digitValue(byte), value < limit else { return nil }
      return value
    }
    let prefix = String(decoding: bytes[start..<offset], as: UTF8.self)
    // The significant digits, of the whole part and then the fraction part.
    var digits: [UInt8] = []
    /// Reads a run of the radix's digits from here, `_` between two of them; returns how
    /// many digits it read.
    func readDigits() throws(CalcError) -> Int {
      let first = offset
      var count = 0
      while offset < bytes.count {
        let byte = bytes[offset]
        if let value = digitValue(byte) {
          guard value < radix else {
            if value >= 10 && radix < 16 && limit == 16 && !isDigit(byte) { break }  // a name follows: left to the parser
            throw Message.notADigit(Character(Unicode.Scalar(byte)), radixName: name, at: SourceRange(offset, offset + 1))
          }
          if !(digits.isEmpty && value == 0) { digits.append(byte) }
          count += 1
          offset += 1
        } else if byte == UInt8(ascii: "_"), offset > first, offset + 1 < bytes.count,
          let after = digitValue(bytes[offset + 1]), after < radix
        {
          offset += 1
        } else {
          break
        }
      }
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "_") {
        throw Message.underscoreBetweenDigits(at: SourceRange(offset, offset + 1))
      }
      return count
    }
    if try readDigits() == 0 {
      throw Message.expectedDigits(radixName: name, after: prefix, at: SourceRange(start, offset))
    }
    // A fraction part: `0x0.8` is 1/2, `3#0.1` is 1/3 (what `to hex` and `to base N` write).
    var fractionCount = 0
    if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
      let point = offset
      offset += 1
      fractionCount = try readDigits()
      if fractionCount == 0 {
        throw Message.expectedDigits(
          radixName: name, after: String(decoding: bytes[start...point], as: UTF8.self), at: SourceRange(start, offset))
      }
    }
    let range = SourceRange(start, offset)
    if digits.isEmpty {
      numberValue = .zero
      return Token(kind: .number, range: range)
    }
    // n digits with a nonzero first one are at least radix^(n−1), so beyond the cap when
    // (n − 1)·log2(radix) exceeds it; decided before any conversion, with
    // ⌊log2(radix^12)⌋ / 12 for log2(radix) (exact for 16, 8 and 2; radix^12 < 2^63).
    var power12 = 1
    for _ in 0..<12 { power12 *= radix }
    let bitsIn12Digits = Int.bitWidth - power12.leadingZeroBitCount - 1
    if (digits.count - 1) * bitsIn12Digits > 12 * Limits.maximumBits {
      throw Message.numberTooLong(at: range)
    }
    // The scale radix^fractionCount is within the cap as the digits are (checked above
    // for the digits; the scale's own bits are at most 6 per fraction digit).
    if fractionCount * bitsIn12Digits > 12 * Limits.maximumBits {
      throw Message.numberTooLong(at: range)
    }
    if digits.count <= 12 && fractionCount <= 12 {
      var small = 0
      for byte in digits { small = small * radix + (Lexer.digitValue(byte) ?? 0) }
      var scale = 1
      for _ in 0..<fractionCount { scale *= radix }
      numberValue = scale == 1 ? Rational(small) : Rational(numerator: BigInt(small), denominator: BigInt(scale))
      return Token(kind: .number, range: range)
    }
    let values = digits.map { UInt8(Lexer.digitValue($0) ?? 0) }
    guard let big = radix == 10
      ? BigInt(decimalText: Substring(decoding: digits, as: UTF8.self))
      : BigInt(BigUInt(digitValues: values[...], radix: radix)),
      let value = try? (fractionCount == 0
        ? Rational(big) : Rational(numerator: big, denominator: BigInt(radix).power(fractionCount))).checked()
    else {
      throw Message.numberTooLong(at: range)
    }
    numberValue = value
    return Token(kind: .number, range: range)
  }

  /// The common literal, `123` or `4.56`: at most 18 digits, no `_`, no exponent, read
  /// straight into a machine word. Nil (with `offset` anywhere) for anything else, which
  /// ``number()`` then reads the general way.
  private mutating func plainNumber() -> Rational? {
    var mantissa = 0
    var digitCount = 0
    var fractionDigits = 0
    var seenPoint = false
    while offset < bytes.count {
      let byte = bytes[offset]
      if isDigit(byte) {
        mantissa = mantissa &* 10 &+ Int(byte &- UInt8(ascii: "0"))
        digitCount += 1
        if seenPoint { fractionDigits += 1 }
      } else if byte == UInt8(ascii: "."), !seenPoint {
        seenPoint = true
      } else {
        break
      }
      offset += 1
    }
    guard digitCount > 0, digitCount <= 18 else { return nil }
    if offset < bytes.count {
      let next = bytes[offset]
      if next == UInt8(ascii: "_") || next | 0x20 == UInt8(ascii: "e") { return nil }
      if !seenPoint, mayStartGroup(at: offset) { return nil }
      if seenPoint, next == UInt8(ascii: "(") { return nil }
    }
    if fractionDigits == 0 { return Rational(mantissa) }
    return Rational.decimal(mantissa, fractionDigits)
  }

  /// Reads digits with single underscores between them; returns how many digits.
  mutating func digits(into literal: inout DecimalLiteral, fraction: Bool) -> Int {
    var count = 0
    while offset < bytes.count {
      let byte = bytes[offset]
      if isDigit(byte) {
        literal.append(byte, fraction: fraction)
        count += 1
        offset += 1
      } else if byte == UInt8(ascii: "_"), count > 0, offset + 1 < bytes.count,
        isDigit(bytes[offset + 1])
      {
        offset += 1
      } else {
        break
      }
    }
    return count
  }
}
