import CalcKit
import Testing
import TestSupport

/// Recurring decimals: `0.(3)` right after the point; after fraction digits an
/// ellipsis, `0.1(6)…` or `0.1(6)...`, since `0.5(2)` alone reads two ways (the recurring
/// decimal 0.5222… or the product 0.5·2) and is an error; `to decimal` writes what it
/// reads back. Grammar.md, "Recurring decimals".
@Suite("Recurring decimals: 0.(3), 0.1(6)…, and 0.5(2) reads two ways")
struct RecurringDecimalTests {
  private static func locale(_ identifier: String) throws -> NumberLocale {
    try #require(NumberLocale(identifier: identifier))
  }

  private func fraction(_ source: String, locale: String? = nil) throws -> String? {
    var calculator = Calculator()
    if let locale { calculator.inputLocale = try Self.locale(locale) }
    return try calculator.evaluate(source).fractionString
  }

  /// The error for `source`, with the text its range covers.
  private func failure(_ source: String, locale: String? = nil) throws -> (error: CalcError, marked: String) {
    var calculator = Calculator()
    if let locale { calculator.inputLocale = try Self.locale(locale) }
    let error = try #require(throws: CalcError.self) { try calculator.evaluate(source) }
    let bytes = Array(source.utf8)
    let marked = String(decoding: bytes[error.range.lowerBound..<error.range.upperBound], as: UTF8.self)
    return (error, marked)
  }

  // The values: Python's fractions, Fraction(int(i + f), 10**len(f)) plus the period over
  // as many nines shifted past f.
  @Test("A period after fraction digits and an ellipsis is the recurring decimal", arguments: [
    ("0.5(2)…", "47/90"), ("0.5(2)...", "47/90"), ("1.1(6)…", "7/6"), ("1.1(6)...", "7/6"),
    ("12.34(56)…", "61111/4950"), ("0.0(142857)...", "1/70"), (".5(3)…", "8/15"),
    ("0.1(6)…", "1/6"), ("3.14159(26535)…", "1308983849/416662500"), ("0.000(9)...", "1/1000"),
    ("-0.5(2)…", "-47/90"), ("2*0.1(6)... + 1", "4/3"), ("1_0.2_5(3)…", "769/75"),
  ])
  func ellipsis(source: String, expected: String) throws {
    #expect(try fraction(source) == expected)
  }

  @Test("A period right after the point needs no ellipsis, and takes one", arguments: [
    ("0.(3)", "1/3"), ("0.(3)…", "1/3"), ("0.(3)...", "1/3"), ("2.(09)", "23/11"),
    ("1.(142857)", "8/7"), ("0.(3) + 0.(6)", "1"),
  ])
  func rightAfterThePoint(source: String, expected: String) throws {
    #expect(try fraction(source) == expected)
  }

  @Test("A parenthesis that is not a recurring part is a product", arguments: [
    ("2(3)", "6"), ("0.5(2+1)", "3/2"), ("1.5 (2)", "3"), ("0.5*2", "1"), ("0.5*02", "1"),
  ])
  func notRecurring(source: String, expected: String) throws {
    #expect(try fraction(source) == expected)
  }

  @Test("A period after fraction digits without an ellipsis names both readings", arguments: [
    ("0.5(2)", "0.5(2)", "0.5222…", "0.5·2", "0.5*2"),
    ("1.1(6)", "1.1(6)", "1.1666…", "1.1·6", "1.1*6"),
    ("-12.34(56) + 1", "12.34(56)", "12.345656…", "12.34·56", "12.34*56"),
    ("2*0.0(142857)", "0.0(142857)", "0.0142857142857…", "0.0·142857", "0.0*142857"),
    ("0.5(2)..", "0.5(2)", "0.5222…", "0.5·2", "0.5*2"),
    ("0.5(2) …", "0.5(2)", "0.5222…", "0.5·2", "0.5*2"),
  ])
  func readsTwoWays(source: String, literal: String, expansion: String, product: String, written: String) throws {
    let (error, marked) = try failure(source)
    #expect(error.kind == .syntax)
    #expect(marked == literal)
    #expect(error.message.hasPrefix("'\(literal)' reads two ways: "), "\(error.message)")
    #expect(error.message.contains("the recurring decimal \(expansion)"), "\(error.message)")
    #expect(error.message.contains("the product \(product)"), "\(error.message)")
    #expect(error.message.contains("write \(literal)… or \(literal)... for the recurring decimal"), "\(error.message)")
    #expect(error.message.contains("or \(written) for the product"), "\(error.message)")
  }

  @Test("A decimal-comma locale follows the same rule")
  func locale() throws {
    #expect(try fraction("0,(3)", locale: "de_DE") == "1/3")
    #expect(try fraction("0,1(6)…", locale: "de_DE") == "1/6")
    #expect(try fraction("1.234,5(6)... * 30", locale: "de_DE") == "37037")
    #expect(try fraction("max(1,(2); 0,1(6)...)", locale: "de_DE") == "11/9")
    let (error, marked) = try failure("1 + 0,5(2)", locale: "de_DE")
    #expect(error.kind == .syntax)
    #expect(marked == "0,5(2)")
    #expect(
      error.message
        == "'0,5(2)' reads two ways: the recurring decimal 0,5222… or the product 0,5·2; write 0,5(2)… or 0,5(2)... for the recurring decimal, or 0,5*2 for the product"
    )
  }

  @Test("to decimal writes an ellipsis after a period that follows fraction digits", arguments: [
    ("1/3", "0.(3)"), ("1/6", "0.1(6)…"), ("-7/6", "-1.1(6)…"), ("1/7", "0.(142857)"),
    ("1/70", "0.0(142857)…"), ("47/90", "0.5(2)…"), ("12/11", "1.(09)"), ("1/8", "0.125"), ("5", "5"),
  ])
  func output(value: String, expected: String) throws {
    let calculator = Calculator()
    #expect(try calculator.convert(calculator.evaluate(value), to: .decimal) == expected)
  }

  /// A random fraction whose denominator has a terminating part (2^a·5^b) and often a
  /// recurring one.
  private static func randomFraction(_ random: inout SeededRandom) -> String {
    let twos = Int.random(in: 0...6, using: &random)
    let fives = Int.random(in: 0...4, using: &random)
    let rest = [1, 3, 7, 9, 11, 13, 17, 19, 21, 27, 37, 41, 49, 81, 99, 101, 137, 239, 333, 997]
      .randomElement(using: &random) ?? 1
    var denominator = rest
    for _ in 0..<twos { denominator *= 2 }
    for _ in 0..<fives { denominator *= 5 }
    let numerator = Int.random(in: -1_000_000...1_000_000, using: &random)
    return "(\(numerator)/\(denominator))"
  }

  @Test("Every to decimal result reads back as the same value, in calc's form and de_DE's")
  func readBack() throws {
    var random = SeededRandom(seed: 24_6)
    var calculator = Calculator()
    var german = Calculator()
    german.inputLocale = try Self.locale("de_DE")
    var ellipses = 0
    var exact = 0
    for _ in 0..<2000 {
      let source = Self.randomFraction(&random)
      guard case .converted(let converted) = try calculator.run(source + " to decimal") else {
        Issue.record("\(source) to decimal: no conversion")
        continue
      }
      // A period too long to show (1/997's 166 digits) is rounded: no read-back to ask of it.
      guard converted.isExact else { continue }
      exact += 1
      let (value, text) = (converted.value, converted.text)
      if text.hasSuffix("…") { ellipses += 1 }
      #expect(try calculator.evaluate(text) == value, "\(source) to decimal = \(text)")
      // In de_DE the same digits with a decimal comma (no grouping: the digits are plain).
      let comma = String(text.map { $0 == "." ? "," : $0 })
      #expect(try german.evaluate(comma) == value, "\(source) to decimal = \(comma) in de_DE")
      // The ellipsis typed as three points reads the same.
      if text.hasSuffix("…") {
        #expect(try calculator.evaluate(String(text.dropLast()) + "...") == value, "\(text)")
      }
    }
    #expect(exact > 1500 && ellipses > 500, "\(exact) exact, \(ellipses) with an ellipsis")
  }
}
