import CalcKit
import Foundation
import Testing

/// The Swift blocks about locale input and the keypad's choices (README.md, Getting Started
/// and LocaleInput.md), each pasted as it is into a test, run, and what its comments show
/// checked after it (README, "Documentation snippets").
@Suite struct LocaleSnippetTests {
  /// README.md: input in the user's locale.
  @Test func readmeLocaleInput() throws {
    // The block, as it is:
    var calculator = Calculator()
    calculator.inputLocale = .deDE                           // or NumberLocale(Locale.current)
    try calculator.evaluate("1,5+1")                         // 2.5
    try calculator.evaluate("max(1.234,5; 2)")               // 1234.5
    // "1.5" throws: a syntax error at the '.', "write 1,5 for the decimal or 15 for the whole number"
    // What it shows:
    #expect(try calculator.evaluate("1,5+1") == Number("2.5")!)
    #expect(try calculator.evaluate("max(1.234,5; 2)") == Number("1234.5")!)
    let reader = calculator
    let error = try #require(caught { () throws(CalcError) in _ = try reader.evaluate("1.5") })
    #expect(error.kind == .syntax)
    #expect(error.range == SourceRange(1, 2))
    #expect(error.message.contains("write 1,5 for the decimal or 15 for the whole number"))
  }

  /// README.md: the keypad's choices.
  @Test func readmeKeypadChoices() {
    // The block, as it is:
    var keypad = Keypad(minimumWidth: 12, approximateMarker: "~", operatorPolicy: .replace)
    // What it shows (the choices it sets):
    #expect(keypad.minimumWidth == 12)
    #expect(keypad.approximateMarker == "~")
    #expect(keypad.operatorPolicy == .replace)
    keypad.press(.digit(7))
    #expect(keypad.display == "7")
  }

  /// Getting Started: locale input.
  @Test func gettingStartedLocaleInput() throws {
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
  @Test func gettingStartedKeypad() {
    // The block, as it is:
    var keypad = Keypad(minimumWidth: 8, approximateMarker: "~", operatorPolicy: .replace)
    for key: Key in [.digit(5), .add, .multiply, .equals] { keypad.press(key) }
    keypad.display   // "25": × replaced +, and = used 5 again
    // What it shows:
    #expect(keypad.display == "25")
  }

  /// LocaleInput.md: reading a locale's numbers.
  @Test func localeInputArticle() throws {
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
