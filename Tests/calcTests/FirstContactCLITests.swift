import Testing

/// First contact through the binary: the lines the issue must show, and bc's names noticed
/// on standard error in one-shot and batch.
@Suite("First contact through the binary")
struct FirstContactCLITests {
  @Test("One-shot results", arguments: [
    (["r = 2; 4/3 pi r^3"], "33.510321638291127876934862754981364098"),
    (["8.25% + 1%"], "0.0925"),
    (["200 + 10%"], "220"),
    (["2^100*10^10"], "12676506002282294014967032053760000000000"),
    (["7 // 2"], "3"),
    (["1==1 && 2==2"], "1"),
    (["sin(30 deg)"], "0.5"),
    (["atan(1) to deg"], "45"),
    (["0.5 to %"], "50%"),
    (["pi to 3 sig figs"], "3.14"),
  ])
  func oneShot(arguments: [String], expected: String) throws {
    let result = try runCalc(arguments)
    #expect(result.stdout == expected + "\n", "\(result)")
    #expect(result.stderr == "", "\(result)")
    #expect(result.status == 0)
  }

  @Test("6/2(1+2) reads two ways: exit 1, both bracketings named, caret under the parenthesis")
  func ambiguousDivisor() throws {
    let result = try runCalc(["6/2(1+2)"])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "error: '6/2(1+2)' reads two ways: write (6/2)(1+2) to multiply the quotient, or 6/(2(1+2)) to divide by the product\n  6/2(1+2)\n     ^~~~~\n",
      "\(result)")
  }

  @Test("tan(90°) says tan is undefined there")
  func tangentPole() throws {
    let result = try runCalc(["tan(90°)"])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("error: tan is undefined at odd multiples of π/2 (90°)\n"), "\(result)")
  }

  @Test("scale = 20 assigns, and says on standard error what calc does instead")
  func bcNameOneShot() throws {
    let result = try runCalc(["scale = 20"])
    #expect(result.status == 0)
    #expect(result.stdout == "20\n")
    #expect(
      result.stderr
        == "note: 'scale' is an ordinary variable in calc, not bc's setting; the digits shown are set with --precision N, or :precision N in the session\n",
      "\(result)")
  }

  @Test("In a batch the notice comes once, with its line number")
  func bcNameBatch() throws {
    let result = try runCalc([], stdin: "scale = 5\nscale = 6\nobase = 16\n")
    #expect(result.status == 0)
    #expect(result.stdout == "5\n6\n16\n")
    #expect(
      result.stderr
        == "line 1: note: 'scale' is an ordinary variable in calc, not bc's setting; the digits shown are set with --precision N, or :precision N in the session\n"
        + "line 3: note: 'obase' is an ordinary variable in calc, not bc's setting; a result is written in another base with to hex, to oct, to bin or to base N\n",
      "\(result)")
  }
}
