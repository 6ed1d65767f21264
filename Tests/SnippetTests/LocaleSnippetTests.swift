import CalcKit
import Foundation
import Testing

/// The Swift blocks about locale input and the keypad's choices in Getting Started and
/// LocaleInput.md, each pasted as it is into a test, run, and what its comments show
/// checked after it (ARCHITECTURE.md, "Tests").
@Suite struct LocaleSnippetTests {
  /// Getting Started: locale input.
  @Test("Getting Started's locale input block reads numbers as its comments show")
  func gettingStartedLocaleInput() throws {
    // The block, as it is:
    var calculator = Calculator()
    calculator.inputLocale = .deDE
    try calculator.evaluate("1,5+1")          // 2.5
    try calculator.evaluate("max(1,5; 2)")    // 2
    // What it shows:
    #expect(try calculator.evaluate("1,5+1") == Number("2.5")!)
    #expect(try calculator.evaluate("max(1,5; 2)") == Number(2))
  }

  /// Getting Started: build a calculator keypad.
  @Test("Getting Started's keypad block shows the displays its comments give")
  func gettingStartedKeypad() {
    // The block, as it is:
    var keypad = Keypad(minimumWidth: 8, approximateMarker: "~", operatorPolicy: .replace)
    for key: Key in [.digit(5), .add, .multiply, .equals] { keypad.press(key) }
    keypad.display   // "25": × replaced +, and = used 5 again
    // What it shows:
    #expect(keypad.display == "25")
  }

  /// LocaleInput.md: reading a locale's numbers.
  @Test("LocaleInput.md's block reads a locale's numbers as its comments show")
  func localeInputArticle() throws {
    // The block, as it is:
    var calculator = Calculator()
    calculator.inputLocale = .deDE                           // or NumberLocale(Locale.current)
    try calculator.evaluate("1,5+1")                         // 2.5
    try calculator.evaluate("1.234.567,25")                  // 1234567.25
    try calculator.evaluate("max(1,5; 2)")                   // 2
    try calculator.execute("f(x; y) = x*y + 0,5")            // parameters too
    // What it shows:
    #expect(try calculator.evaluate("1,5+1") == Number("2.5")!)
    #expect(try calculator.evaluate("1.234.567,25") == Number("1234567.25")!)
    #expect(try calculator.evaluate("max(1,5; 2)") == Number(2))
    #expect(try calculator.evaluate("f(2; 3)") == Number("6.5")!)
  }
}
