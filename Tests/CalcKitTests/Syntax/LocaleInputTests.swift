import Testing

import CalcKit

@Suite("Locale input: a NumberLocale's decimal separator and grouping in expressions")
struct LocaleInputTests {
  private func calculator(_ identifier: String) throws -> Calculator {
    var calculator = Calculator()
    calculator.inputLocale = NumberLocale(identifier: identifier)
    return calculator
  }

  private func value(_ source: String, _ identifier: String) throws -> String {
    let calculator = try calculator(identifier)
    return calculator.format(try calculator.evaluate(source))
  }

  /// The error for `source` in the locale, with the text its range covers.
  private func failure(_ source: String, _ identifier: String) throws -> (error: CalcError, marked: String) {
    let calculator = try calculator(identifier)
    let error = try #require(throws: CalcError.self) { try calculator.evaluate(source) }
    let bytes = Array(source.utf8)
    let marked = String(decoding: bytes[error.range.lowerBound..<error.range.upperBound], as: UTF8.self)
    return (error, marked)
  }

  @Test("de_DE reads a decimal comma, grouping points and ';' between arguments", arguments: [
    ("1,5+1", "2.5"),
    ("1.234,5 * 2", "2469"),
    ("1.234.567,25", "1234567.25"),
    ("1.000", "1000"),
    ("max(1,5; 2)", "2"),
    ("max(1,5)", "1.5"),
    ("round(3,14159; 2)", "3.14"),
    ("0,(3) * 3", "1"),
    ("1,5e3", "1500"),
    ("2,5%", "0.025"),
    ("1_000,5", "1000.5"),
    ("0x1F + 1", "32"),
  ])
  func german(source: String, expected: String) throws {
    #expect(try value(source, "de_DE") == expected)
  }

  @Test("Other locales read their own grouping characters and group sizes", arguments: [
    ("fr_FR", "1\u{202F}234,5 + 0,5", "1235"),
    ("fr_FR", "1\u{A0}234,5", "1234.5"),  // a no-break space stands for the narrow one
    ("de_CH", "1’234.5 + 0.5", "1235"),
    ("de_CH", "1'234.5", "1234.5"),
    ("de_CH", "max(1.5, 2)", "2"),
    ("en_US", "max(1,234)", "234"),  // ',' separates arguments: the grouping is not read
    ("en_US", "1.5 + 1", "2.5"),
    ("es_ES", "1.234,5", "1234.5"),
    ("pt_BR", "2,5 * 2", "5"),
  ])
  func otherLocales(identifier: String, source: String, expected: String) throws {
    #expect(try value(source, identifier) == expected)
  }

  @Test("What a preset formats, it reads back as the same value (presets that group with ',' excepted)")
  func formattedTextReadsBack() throws {
    let values = ["1234567.25", "0.5", "1000", "12345.678", "-9876543.21", "100", "999999", "1234"]
    var checked = 0
    for identifier in NumberLocale.availableIdentifiers {
      let locale = try #require(NumberLocale(identifier: identifier))
      if locale.groupingSeparator == "," { continue }  // ',' separates arguments there: not read
      var calculator = Calculator()
      calculator.inputLocale = locale
      for text in values {
        let value = try #require(Number(text))
        let shown = value.formatted(fractionDigits: 3, locale: locale)
        #expect(try calculator.evaluate(shown) == value, "\(identifier): \(shown)")
        checked += 1
      }
    }
    #expect(checked == 23 * values.count)  // 35 presets, 12 of them grouping with ","
  }

  @Test("Without a locale, input takes '.' for the point and ',' between arguments")
  func defaultUnchanged() throws {
    let calculator = Calculator()
    #expect(calculator.inputLocale == nil)
    #expect(calculator.format(try calculator.evaluate("max(1,5)")) == "5")
    #expect(calculator.format(try calculator.evaluate("1.5+1")) == "2.5")
    #expect(throws: CalcError.self) { try calculator.evaluate("1,5+1") }
    #expect(throws: CalcError.self) { try calculator.evaluate("max(1;5)") }
  }

  @Test("A point in de_DE that is not whole groups is an error naming both readings, at the point")
  func ambiguousPoint() throws {
    let (error, marked) = try failure("1.5 + 1", "de_DE")
    #expect(error.kind == .syntax)
    #expect(marked == ".")
    #expect(error.range == SourceRange(1, 2))
    #expect(error.message.contains("write 1,5 for the decimal or 15 for the whole number"))

    let long = try failure("1234.567", "de_DE")
    #expect(long.error.range == SourceRange(4, 5))
    #expect(long.error.message.contains("write 1234,567 for the decimal or 1.234.567 for the whole number"))

    let short = try failure("1.23", "de_DE")
    #expect(short.marked == ".")
    #expect(short.error.message.contains("123 for the whole number"))
  }

  @Test("English-style numbers in de_DE are errors, with the German spelling")
  func englishStyleInGerman() throws {
    let (error, marked) = try failure("1,000.5", "de_DE")
    #expect(error.kind == .syntax)
    #expect(marked == ".")
    #expect(error.message.contains("write 1.000,5"))

    let point = try failure(".5", "de_DE")
    #expect(point.marked == ".")
    #expect(point.error.message.contains("the decimal separator is ','"))
  }

  @Test("A ',' where an argument separator was meant: the caret is at the comma", arguments: [
    ("max(1, 5)", 5),
    ("max(1 ,5)", 6),
    (",5 + 1", 0),
    ("max(1,(2+3))", 5),
    ("5, + 1", 1),
  ])
  func bareComma(source: String, at offset: Int) throws {
    let (error, marked) = try failure(source, "de_DE")
    #expect(error.kind == .syntax)
    #expect(marked == ",")
    #expect(error.range.lowerBound == offset)
    #expect(error.message.contains("separate arguments with ';'"))
  }

  @Test("Two decimal commas in one number, and a call short of arguments, point at a comma")
  func commaInsideArguments() throws {
    let twice = try failure("max(1,5,2)", "de_DE")
    #expect(twice.error.range == SourceRange(7, 8))
    #expect(twice.error.message.contains("a second ','"))

    let atan = try failure("atan2(1,5)", "de_DE")
    #expect(atan.error.kind == .wrongArgumentCount)
    #expect(atan.error.range == SourceRange(7, 8))
    #expect(atan.error.message.contains("separate arguments with ';'"))
  }

  @Test("A point that is no separator in fr_FR is an error at the point")
  func pointInFrench() throws {
    let (error, marked) = try failure("1.5", "fr_FR")
    #expect(error.kind == .syntax)
    #expect(marked == ".")
    #expect(error.message.contains("the decimal separator is ','"))
  }

  @Test("en_IN groups by two after the first three")
  func indianGrouping() throws {
    var locale = try #require(NumberLocale(identifier: "en_IN"))
    locale.groupingSeparator = "’"  // so that ',' is free to separate arguments
    var calculator = Calculator()
    calculator.inputLocale = locale
    #expect(calculator.format(try calculator.evaluate("12’34’567.5")) == "1234567.5")
    #expect(throws: CalcError.self) { try calculator.evaluate("1’234’567") }
  }

  @Test("Definitions, assignments and parse() read the locale too")
  func definitionsAndParse() throws {
    var calculator = try calculator("de_DE")
    try calculator.execute("f(x; y) = x*y + 0,5")
    #expect(calculator.format(try calculator.execute("f(2; 1,5)")) == "3.5")
    try calculator.execute("rate = 7,5%")
    #expect(calculator.format(try calculator.evaluate("1.200 * rate")) == "90")
    let parsed = try calculator.parse("1,25 * 4")
    #expect(calculator.format(try calculator.evaluate(parsed)) == "5")
    #expect(calculator.format(try ParsedExpression("2,5", locale: .deDE).evaluateForTest()) == "2.5")
  }

  @Test("A locale whose separators calc cannot read is an error for the whole line")
  func unreadableLocale() throws {
    var calculator = Calculator()
    calculator.inputLocale = NumberLocale(decimalSeparator: "٫", groupingSeparator: "٬")
    let error = try #require(throws: CalcError.self) { try calculator.evaluate("1+1") }
    #expect(error.kind == .syntax)
    #expect(error.range == SourceRange(0, 3))
    #expect(error.message.contains("decimal separator"))
  }
}

extension ParsedExpression {
  fileprivate func evaluateForTest() throws -> Number { try Calculator().evaluate(self) }
}
