import CalcNumber

// MARK: - The catalogue of CalcKit's messages: reading the text (lexer and parser)

/// Every error CalcKit reports, each written once, with its kind: the lexer, the parser and
/// the evaluator throw these, never a ``CalcError`` spelled where it is thrown (as
/// swift-syntax keeps its parser's messages in `ParserDiagnosticMessages.swift`). One
/// catalogue is also what a translation would start from.
///
/// Each entry is a function of the parts that vary (a name, a token as it reads in a
/// message, a count) and the range the error points at. The number core's own reasons
/// (`ArithmeticError.domain`) are written in CalcNumber, which cannot see this module.
/// `MessageCatalogueTests` checks that no message is written twice in Sources/ and that
/// CalcKit builds its errors here.
enum Message {
  // MARK: Characters and literals (the lexer)

  /// A literal beyond the exact-size limit: `1` and a million zeros.
  static func numberTooLong(at range: SourceRange) -> CalcError {
    CalcError(.tooLarge, "this number has more than \(Limits.maximumDigits) digits (the exact-size limit)", at: range)
  }

  /// A character that starts no token: `1 # 2`.
  static func unexpectedCharacter(_ text: String, at range: SourceRange) -> CalcError {
    CalcError(.syntax, "unexpected character '\(text)'", at: range)
  }

  /// Bytes that are not UTF-8, read as U+FFFD.
  static func invalidUTF8(at range: SourceRange) -> CalcError {
    CalcError(.syntax, "unexpected character '\u{FFFD}' (the input is not valid UTF-8 here)", at: range)
  }

  /// A control character, named by its code point (`U+0007`), never echoed.
  static func unexpectedControlCharacter(codePoint: String, at range: SourceRange) -> CalcError {
    CalcError(.syntax, "unexpected control character U+\(codePoint)", at: range)
  }

  /// `⁻` with no superscript digits after it.
  static func expectedSuperscriptDigits(at range: SourceRange) -> CalcError {
    CalcError(.syntax, "expected superscript digits after the superscript sign", at: range)
  }

  /// A `.` with no digits on either side.
  static func expectedDigitsAroundPoint(at range: SourceRange) -> CalcError {
    CalcError(.syntax, "expected digits around '.'", at: range)
  }

  /// `1__0`, `0x_ff`, `5_`.
  static func underscoreBetweenDigits(at range: SourceRange) -> CalcError {
    CalcError(.syntax, "'_' must stand between two digits", at: range)
  }

  /// `0b102`: a digit beyond the literal's base (`radixName` is `binary`, `octal` or `hexadecimal`).
  static func notADigit(_ digit: Character, radixName: String, at range: SourceRange) -> CalcError {
    let article = radixName.first == "o" ? "an" : "a"
    return CalcError(.syntax, "'\(digit)' is not \(article) \(radixName) digit", at: range)
  }

  /// `0x` with no digits.
  /// `37#1`, `1#0`: a radix prefix outside 2…36.
  static func radixOutOfRange(_ radix: Int, at range: SourceRange) -> CalcError {
    CalcError(.syntax, "a based literal's radix is from 2 to 36, not \(radix) ('16#ff', '2#1011')", at: range)
  }

  static func expectedDigits(radixName: String, after prefix: String, at range: SourceRange) -> CalcError {
    CalcError(.syntax, "expected \(radixName) digits after '\(prefix)'", at: range)
  }

  // MARK: Numbers in a locale's form

  /// `1,000.5` in `de_DE`: a grouping separator after the decimal separator; `swapped` is
  /// the number with the two separators exchanged, when that reads.
  static func groupingAfterDecimal(
    _ text: String, grouping: String, syntax: InputSyntax, swapped: String?, at range: SourceRange
  ) -> CalcError {
    var message =
      "'\(text)' is not a number \(syntax.inLocale): '\(grouping)' groups only the digits before the decimal separator '\(syntax.decimalText)'"
    if let swapped {
      message += " (write \(swapped) if '\(syntax.decimalText)' groups and '\(grouping)' is the decimal separator)"
    }
    return CalcError(.syntax, message, at: range)
  }

  /// `max(1,5,2)` in `de_DE`: a second decimal separator in one number.
  static func secondDecimalSeparator(syntax: InputSyntax, at range: SourceRange) -> CalcError {
    CalcError(
      .syntax,
      "a second '\(syntax.decimalText)' in one number: '\(syntax.decimalText)' is the decimal separator \(syntax.inLocale); separate arguments with '\(syntax.argumentSeparatorText)'",
      at: range)
  }

  /// `1.5` in `de_DE`: digit groups of the wrong sizes, read two ways (`decimal`, `whole`).
  static func groupingReadsTwoWays(
    _ text: String, grouping: String, syntax: InputSyntax, decimal: String, whole: String, at range: SourceRange
  ) -> CalcError {
    let sizes =
      syntax.groupingSize == syntax.secondaryGroupingSize
      ? "groups of \(syntax.groupingSize) digits"
      : "a group of \(syntax.groupingSize) digits, then groups of \(syntax.secondaryGroupingSize)"
    return CalcError(
      .syntax,
      "'\(text)' reads two ways: \(syntax.inLocale) '\(grouping)' separates \(sizes) and '\(syntax.decimalText)' is the decimal separator; write \(decimal) for the decimal or \(whole) for the whole number",
      at: range)
  }

  /// `.5` in `de_DE`, where `.` groups digits.
  static func pointGroupsDigits(syntax: InputSyntax, at range: SourceRange) -> CalcError {
    CalcError(
      .syntax,
      "'.' groups digits \(syntax.inLocale) and stands between them (\(syntax.grouped("1000")) is 1000); the decimal separator is '\(syntax.decimalText)' (0\(syntax.decimalText)5)",
      at: range)
  }

  /// `1.5` in `fr_FR`, where `.` is neither separator.
  static func pointNotSeparator(syntax: InputSyntax, at range: SourceRange) -> CalcError {
    CalcError(
      .syntax, "'.' is not a separator \(syntax.inLocale): the decimal separator is '\(syntax.decimalText)' (1\(syntax.decimalText)5)",
      at: range)
  }

  /// `max(1, 5)` in `de_DE`: a `,` that is the decimal separator outside a number.
  static func misplacedDecimalComma(syntax: InputSyntax, at range: SourceRange) -> CalcError {
    CalcError(
      .syntax,
      "',' is the decimal separator \(syntax.inLocale) and stands between digits (1,5); separate arguments with '\(syntax.argumentSeparatorText)'",
      at: range)
  }

  /// A locale whose decimal separator calc cannot read (`name`: `in de_DE`, `in this input locale`).
  static func unreadableDecimalSeparator(_ separator: String, locale name: String, at range: SourceRange) -> CalcError {
    CalcError(.syntax, "calc reads '.' or ',' as the decimal separator, not '\(separator)' (\(name))", at: range)
  }

  /// A locale whose grouping separator calc cannot read.
  static func unreadableGroupingSeparator(_ separator: String, locale name: String, at range: SourceRange) -> CalcError {
    CalcError(.syntax, "calc cannot read '\(separator)' as a grouping separator (\(name))", at: range)
  }

  /// A locale whose two separators are the same.
  static func sameSeparators(_ separator: String, locale name: String, at range: SourceRange) -> CalcError {
    CalcError(.syntax, "the decimal and grouping separators are both '\(separator)' (\(name))", at: range)
  }
}
