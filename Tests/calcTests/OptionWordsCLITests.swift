import Foundation
import Testing

// An unknown option is a usage error, while an expression may still start with `-`.

@Suite("Options and expressions that start with -")
struct OptionWordsCLITests {
  @Test(    "an unknown option is a usage error naming it, with the options it may mean",
    arguments: [
      (["-p", "5", "1/3"], ["'-p'", "--precision", "--percent", "calc -- -p"]),
      (["--prec", "5", "1/3"], ["'--prec'", "--precision"]),
      (["--precison", "5", "1/3"], ["'--precison'", "--precision"]),
      (["-x"], ["'-x'", "calc -- -x"]),
      (["1/3", "-q"], ["'-q'"]),
    ])
  func unknownOption(arguments: [String], mentions: [String]) throws {
    let result = try runCalc(arguments)
    #expect(result.status == 64, "\(result)")
    #expect(result.stdout == "", "\(result)")
    for text in mentions { #expect(result.stderr.contains(text), "\(text): \(result)") }
  }

  @Test(    "an expression may still start with -: a number, a built-in name, a currency code, or after --",
    arguments: [
      (["-5+3"], "-2"), (["-2^2"], "-4"), (["-(1+2)"], "-3"), (["-pi", "to", "3", "digits"], "-3.14"),
      (["-sqrt(4)"], "-2"), (["-e", "to", "2", "digits"], "-2.7"), (["-USD", "5"], "-5.00 USD"),
      (["--", "-2^2"], "-4"), (["2", "-3"], "-1"),
    ])
  func negativeExpressions(arguments: [String], shown: String) throws {
    let result = try runCalc(arguments)
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == shown + "\n", "\(result)")
  }

  @Test("after --, an expression that starts with a name is evaluated (an unknown name is status 1)")
  func nameAfterTerminator() throws {
    let result = try runCalc(["--", "-x"])
    #expect(result.status == 1, "\(result)")
    #expect(result.stderr.contains("x"), "\(result)")
  }
}
