import Testing

@Suite("The language through the binary")
struct LanguageCLITests {
  @Test("One-shot results of functions, constants, percent and factorial", arguments: [
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

  @Test("sqrt(-1) is a domain error with a caret under the argument")
  func domainError() throws {
    let result = try runCalc(["sqrt(-1)"])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(
      result.stderr == "error: the square root of a negative number is not real\n  sqrt(-1)\n       ^~\n",
      "\(result)")
  }

  @Test("Batch: assignments print their value and carry on; ans is the last result")
  func batchVariables() throws {
    let result = try runCalc([], stdin: "x = 3\nx^2\nans+1\ny\n2*x\n")
    #expect(result.stdout == "3\n9\n10\n\n6\n", "\(result)")
    #expect(result.stderr.hasPrefix("line 4: unknown name 'y'\n"), "\(result)")
    #expect(result.status == 1)
  }
}
