// MARK: - Numbers written in a locale's form (see InputSyntax and Grammar.md, "Locale input")

extension Lexer {
  /// locale_number → (digits (grouping_separator digits)* (decimal_separator digits?)?
  /// | decimal_separator digits) exponent_part? | … recurring ellipsis? | based: a number in the locale's form:
  /// `1.234.567,5` in `de_DE`, `1’234.5` in `de_CH`; decimal_separator → '.' | ',' (the
  /// locale's ``InputSyntax/decimalSeparator``). The grouping must be whole groups;
  /// where the decimal separator is `,`, it must stand between digits (or before a
  /// recurring part, `0,(3)`). A recurring part after fraction digits needs an ellipsis,
  /// `0,1(6)…`, as in calc's own form.
  mutating func localeNumber() throws(CalcError) -> Token {
    let start = offset
    beginNumber()
    let point = UInt8(ascii: ".")
    if let token = try basedNumberIfAny() { return token }
    if bytes[offset] == point, syntax.decimalSeparator != point { throw strayPoint() }
    var literal = DecimalLiteral()
    var groups: [Int] = []
    var count = digits(into: &literal, fraction: false)
    var separators: [SourceRange] = []
    while count > 0, let length = groupingSeparatorLength(at: offset), offset + length < bytes.count,
      Lexer.isASCIIDigit(bytes[offset + length])
    {
      groups.append(count)
      separators.append(SourceRange(offset, offset + length))
      offset += length
      count = digits(into: &literal, fraction: false)
    }
    let integerDigits = groups.reduce(count, +)
    if !groups.isEmpty {
      groups.append(count)
      if !syntax.isValidGrouping(groups) { throw invalidGrouping(start: start, separators: separators) }
    }
    var fractionDigits = 0
    if offset < bytes.count, bytes[offset] == syntax.decimalSeparator {
      let next = peek(1)
      let takesSeparator =
        !syntax.hasDecimalComma || next.map(Lexer.isASCIIDigit) == true
        || (integerDigits > 0 && isRecurringPart(at: offset + 1))
      if takesSeparator {
        let separator = offset
        offset += 1
        fractionDigits = digits(into: &literal, fraction: true)
        try checkAfterFraction(start: start, separator: separator)
      }
    }
    if integerDigits == 0 && fractionDigits == 0 {
      throw Message.expectedDigitsAroundPoint(at: SourceRange(start, offset))
    }
    return try numberEnd(literal, fractionDigits: fractionDigits, start: start)
  }

  /// Whether `byte` is an ASCII digit.
  static func isASCIIDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// Whether `(`, digits and `)` start at `position`: the recurring part of `0,(3)`. (So
  /// that the `,` of `max(1,(2+3))` is not taken for a decimal separator with no digits.)
  func isRecurringPart(at position: Int) -> Bool {
    guard position < bytes.count, bytes[position] == UInt8(ascii: "(") else { return false }
    var look = position + 1
    while look < bytes.count, Lexer.isASCIIDigit(bytes[look]) { look += 1 }
    return look > position + 1 && look < bytes.count && bytes[look] == UInt8(ascii: ")")
  }

  /// grouping_separator → the locale's (``InputSyntax/groupingSeparators``), between digits
  ///
  /// The length of the grouping separator at `position`, or nil when there is none.
  func groupingSeparatorLength(at position: Int) -> Int? {
    for separator in syntax.groupingSeparators where position + separator.count <= bytes.count {
      if bytes[position..<(position + separator.count)].elementsEqual(separator) { return separator.count }
    }
    return nil
  }

  /// After the digits that follow the decimal separator at `separator`: a grouping
  /// separator or a second decimal separator followed by a digit is an error.
  private func checkAfterFraction(start: Int, separator: Int) throws(CalcError) {
    guard offset < bytes.count else { return }
    if let length = groupingSeparatorLength(at: offset), offset + length < bytes.count,
      Lexer.isASCIIDigit(bytes[offset + length])
    {
      var end = offset + length
      while end < bytes.count, Lexer.isASCIIDigit(bytes[end]) { end += 1 }
      let text = String(decoding: bytes[start..<end], as: UTF8.self)
      let grouping = String(decoding: bytes[offset..<(offset + length)], as: UTF8.self)
      throw Message.groupingAfterDecimal(
        text, grouping: grouping, syntax: syntax, swapped: swappedSeparators(text), at: SourceRange(offset, offset + length))
    }
    if syntax.hasDecimalComma, bytes[offset] == syntax.decimalSeparator, let next = peek(1), Lexer.isASCIIDigit(next) {
      throw Message.secondDecimalSeparator(syntax: syntax, at: SourceRange(offset, offset + 1))
    }
  }

  /// `1,000.5` as `1.000,5`: the text with `,` and `.` exchanged, when those are the
  /// locale's two separators; nil otherwise.
  private func swappedSeparators(_ text: String) -> String? {
    let pair: Set<String> = [",", "."]
    guard pair.contains(syntax.decimalText), pair.contains(syntax.groupingText) else { return nil }
    return String(text.map { $0 == "," ? "." : $0 == "." ? "," : $0 })
  }

  /// The error for digit groups of the wrong sizes (`1.5`, `1234.567` in `de_DE`), at the
  /// first separator out of place, naming both readings: the last separator as the
  /// decimal separator, or none of them.
  private func invalidGrouping(start: Int, separators: [SourceRange]) -> CalcError {
    let text = String(decoding: bytes[start..<offset], as: UTF8.self)
    let digitsOnly = String(decoding: bytes[start..<offset].filter(Lexer.isASCIIDigit), as: UTF8.self)
    var decimal = ""
    if let last = separators.last {
      decimal =
        String(decoding: bytes[start..<last.lowerBound].filter(Lexer.isASCIIDigit), as: UTF8.self) + syntax.decimalText
        + String(decoding: bytes[last.upperBound..<offset].filter(Lexer.isASCIIDigit), as: UTF8.self)
    }
    let grouping = separators.first.map { String(decoding: bytes[$0.lowerBound..<$0.upperBound], as: UTF8.self) } ?? ""
    let whole = syntax.grouped(digitsOnly)
    return Message.groupingReadsTwoWays(
      text, grouping: grouping, syntax: syntax, decimal: decimal, whole: whole,
      at: misplacedSeparator(start: start, separators: separators) ?? SourceRange(start, offset))
  }

  /// The first grouping separator whose group before it is of the wrong size (or, when
  /// all those are right, the last one, whose group after it is).
  private func misplacedSeparator(start: Int, separators: [SourceRange]) -> SourceRange? {
    var groupStart = start
    for (index, separator) in separators.enumerated() {
      let size = bytes[groupStart..<separator.lowerBound].count(where: Lexer.isASCIIDigit)
      let fits = index == 0 ? (1...syntax.secondaryGroupingSize).contains(size) : size == syntax.secondaryGroupingSize
      if !fits { return separator }
      groupStart = separator.upperBound
    }
    return separators.last
  }

  /// The error for a `.` that is not a decimal separator in this locale, where a number
  /// starts (`.5`, or the `.` of `1.5` in `fr_FR`).
  func strayPoint() -> CalcError {
    let range = SourceRange(offset, offset + 1)
    if syntax.groupingSeparators.first == [UInt8(ascii: ".")] {
      return Message.pointGroupsDigits(syntax: syntax, at: range)
    }
    return Message.pointNotSeparator(syntax: syntax, at: range)
  }

  /// The error for a `,` that is the decimal separator but does not stand between digits:
  /// `max(1, 5)` or `,5` in `de_DE`.
  func misplacedDecimalComma() -> CalcError {
    Message.misplacedDecimalComma(syntax: syntax, at: SourceRange(offset, offset + 1))
  }
}
