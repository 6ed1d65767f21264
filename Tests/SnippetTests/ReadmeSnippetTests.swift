import CalcKit
import Foundation
import Testing

/// README.md's Swift blocks, each pasted as it is into a test, run, and what its comments
/// show checked after it. DocSnippetTests fails when a block of the README has no copy in
/// this folder (ARCHITECTURE.md, "Tests"). The README's keypad block is the first block of
/// "The Keypad Machine", checked in KeypadMachineSnippetTests.
@Suite struct ReadmeSnippetTests {
  /// README.md, "CalcKit in your app": evaluate and show.
  @Test("README's CalcKit-in-your-app block gives what its comments show")
  func calcKitInYourApp() throws {
    // The block, as it is:
    let calculator = Calculator()                       // 38 significant digits, half-even

    // Evaluate: exact values, correctly rounded approximations.
    let sum = try calculator.evaluate("0.1 + 0.2")
    calculator.format(sum)                              // "0.3"
    let third = try calculator.evaluate("1/3")
    third.isExact                                       // true: exactly one third
    third.decimalString(precision: 5, rounding: .up)    // "0.33334"
    calculator.format(try calculator.evaluate("sqrt(2)"))   // "1.4142135623730950488016887242096980786"
    // What it shows:
    #expect(calculator.format(sum) == "0.3")
    #expect(third.isExact)
    #expect(third.decimalString(precision: 5, rounding: .up) == "0.33334")
    #expect(calculator.format(try calculator.evaluate("sqrt(2)")) == "1.4142135623730950488016887242096980786")
  }
}
