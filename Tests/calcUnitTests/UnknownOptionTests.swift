import CalcKit
import Testing

@testable import calc

// Telling an unknown option from an expression that starts with `-`, and the options a
// misspelling may mean.

@Suite("Unknown options")
struct UnknownOptionTests {
  @Test(
    "a dash and a name that is no built-in is an option; a number, a built-in or a code is an expression",
    arguments: [
      ("-p", true), ("--prec", true), ("-x", true), ("-precision", true), ("--precison=5", true),
      ("-5", false), ("-2^2", false), ("-(1)", false), ("-pi", false), ("-sqrt(2)", false), ("-e", false),
      ("-USD", false), ("--", false), ("-", false), ("--5", false), ("2", false), ("-.5", false),
    ])
  func tellsOptionsFromExpressions(word: String, isOption: Bool) {
    #expect(Calc.isUnknownOption(word) == isOption)
  }

  @Test("An unknown option's message names the options a misspelling may mean")
  func suggestions() {
    #expect(Calc.options(resembling: "-p") == ["--precision", "--percent"])
    #expect(Calc.options(resembling: "--prec") == ["--precision"])
    #expect(Calc.options(resembling: "--precison") == ["--precision"])
    #expect(Calc.options(resembling: "--round=up") == ["--rounding"])
    #expect(Calc.options(resembling: "-z").isEmpty)
    #expect(Calc.longOptions.contains("input-locale"))
    #expect(Calc.longOptions.contains("offline"))
  }
}
