import Testing

@Suite("The language through the binary")
struct LanguageCLITests {
  @Test("Functions, constants, percent and factorial print their values one-shot", arguments: [
    (["sqrt(2)"], "1.4142135623730950488016887242096980786"),
    (["sqrt(2)^2"], "2"),
    (["200+10%"], "220"),
    (["10% of 200"], "20"),
    (["20!"], "2432902008176640000"),
    (["pi"], "3.1415926535897932384626433832795028842"),
    (["--precision", "50", "e"], "2.7182818284590452353602874713526624977572470937"),
    (["--degrees", "sin(30)"], "0.5"),
    (["--degrees", "acos(0.5)"], "60"),
    (["-7 mod 3"], "2"),
    (["x = 2.5"], "2.5"),
  ])
  func oneShot(arguments: [String], expected: String) throws {
    let result = try runCalc(arguments)
    #expect(result.stdout == expected + "\n", "\(result)")
    #expect(result.status == 0)
  }

  @Test("Every digit is right at tiny magnitudes and in directed modes", arguments: [
    (["sin(1e-700)"], "1e-700"),
    (["--precision", "55", "ln(1 - 1e-3335)"], "-1e-3335"),
    (["--rounding", "floor", "atan(5.06862294161e-203)"], "5.0686229416099999999999999999999999999e-203"),
    (["--rounding", "floor", "exp(-3.28e-929)"], "0.99999999999999999999999999999999999999"),
    (["--rounding", "floor", "sqrt(2)^2"], "2"),
    (["--rounding", "down", "exp(ln(10))"], "10"),
    (["--rounding", "ceiling", "sin(pi)"], "0"),
    (["--degrees", "atan(1e-605)"], "5.7295779513082320876798154814105170332e-604"),
  ])
  func edges(arguments: [String], expected: String) throws {
    let result = try runCalc(arguments)
    #expect(result.stdout == expected + "\n", "\(result)")
    #expect(result.status == 0)
  }

  @Test("A tiny result is too small, with a caret, exit 1")
  func tooSmall() throws {
    let result = try runCalc(["exp(-4e18)"])
    #expect(result.status == 1)
    #expect(
      result.stderr == "error: the result is too small: nonzero, but below 2^-(2^62), about 10^-(1.388e18)\n  exp(-4e18)\n  ^~~~~~~~~~\n",
      "\(result)")
  }

  @Test("sqrt(-1) is a domain error with a caret under the argument")
  func domainError() throws {
    let result = try runCalc(["sqrt(-1)"])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(
      result.stderr == "error: the square root of a negative number is not real\n  sqrt(-1)\n       ^~\n",
      "\(result)")
  }

  @Test("In a batch, assignments print their value and carry on, and ans is the last result")
  func batchVariables() throws {
    let result = try runCalc([], stdin: "x = 3\nx^2\nans+1\ny\n2*x\n")
    #expect(result.stdout == "3\n9\n10\n\n6\n", "\(result)")
    #expect(result.stderr.hasPrefix("line 4: unknown name 'y'\n"), "\(result)")
    #expect(result.status == 1)
  }
}
