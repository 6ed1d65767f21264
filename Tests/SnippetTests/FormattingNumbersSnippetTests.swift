import CalcKit
import Foundation
import Testing

/// The Swift blocks of the DocC article "Formatting Numbers for People" (FormattingNumbers.md), each pasted as it is
/// into a test, run, and what its comments show checked after it (ARCHITECTURE.md, "Tests").
/// Lines before a block define what the article takes as given.
@Suite struct FormattingNumbersSnippetTests {
  /// Formatting Numbers for People (FormattingNumbers.md).
  @Test("FormattingNumbers.md's block formats as its comments show")
  func formattingForPeople() throws {
    // The block, as it is:
    1_234_567.formatted                                   // "1,234,567"
    1234.5.formatted                                      // "1,234.5": every digit, no rounding
    0.75.formatted                                        // "0.75"
    1234.5678.formatted(fractionDigits: 2)                // "1,234.57"
    1234.5.formatted(fractionDigits: 2, locale: .deDE)    // "1.234,50"
    Decimal(string: "0.1234")!.percentString()            // "12.34%"
    0.12345.percentString(fractionDigits: 2)              // "12.34%" (a tie, half-even)
    Decimal(string: "0.1234")!.percentString(withSpacing: true)   // "12.34 %"
    1234567.5.currencyString(code: "KRW")                 // "₩1,234,568" (half-even)
    1234567.5.currencyString(code: "KRW", display: .code, rounding: .halfUp)  // "KRW 1,234,568" (a no-break space)
    1234.5.currencyString(code: "USD")                    // "$1,234.50"
    // What it shows:
    #expect(1_234_567.formatted == "1,234,567")
    #expect(1234.5.formatted == "1,234.5")
    #expect(0.75.formatted == "0.75")
    #expect(1234.5678.formatted(fractionDigits: 2) == "1,234.57")
    #expect(1234.5.formatted(fractionDigits: 2, locale: .deDE) == "1.234,50")
    #expect(Decimal(string: "0.1234")!.percentString() == "12.34%")
    #expect(0.12345.percentString(fractionDigits: 2) == "12.34%")
    #expect(Decimal(string: "0.1234")!.percentString(withSpacing: true) == "12.34 %")
    #expect(1234567.5.currencyString(code: "KRW") == "₩1,234,568")
    #expect(1234567.5.currencyString(code: "KRW", display: .code, rounding: .halfUp) == "KRW\u{A0}1,234,568")
    #expect(1234.5.currencyString(code: "USD") == "$1,234.50")
  }

  /// Formatting Numbers for People: DisplayFormat (FormattingNumbers.md).
  @Test("FormattingNumbers.md's DisplayFormat block fits the widths its comments show")
  func displayFormat() throws {
    let calculator = Calculator()
    // The block, as it is:
    let display = try DisplayFormat(width: 12)            // throws below 10 characters
    display.string(for: try calculator.evaluate("123456789012345"))   // "≈1.234568e14"
    display.string(for: try calculator.evaluate("1/3"))               // "≈0.333333333"
    // What it shows:
    #expect(display.string(for: try calculator.evaluate("123456789012345")) == "≈1.234568e14")
    #expect(display.string(for: try calculator.evaluate("1/3")) == "≈0.333333333")
    #expect(throws: (any Error).self) { try DisplayFormat(width: 9) }
  }
}
