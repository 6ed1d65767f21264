import Testing

@Suite("Notation from other calculators through the binary: % as modulo, n!!, 0x/0o/0b, superscripts, √ · °")
struct NotationCLITests {
  @Test("Notation from other calculators prints the value it means one-shot", arguments: [
    (["5 % 2"], "1"),
    (["5%-2"], "-1.95"),
    (["4!!"], "8"),
    (["(4!)!"], "620448401733239439360000"),
    (["0xff + 0b1"], "256"),
    (["2²"], "4"),
    (["√2"], "1.4142135623730950488016887242096980786"),
    (["sin(30°)"], "0.5"),
    (["--degrees", "sin(30°)"], "0.5"),
    (["6·7"], "42"),
  ])
  func oneShot(arguments: [String], expected: String) throws {
    let result = try runCalc(arguments)
    #expect(result.stdout == expected + "\n", "\(result)")
    #expect(result.status == 0)
  }

  @Test("5 % -2 reads two ways: it exits 1, naming both readings, the caret under '% -'")
  func ambiguousPercent() throws {
    let result = try runCalc(["5 % -2"])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "error: '%' then '-' reads two ways: write 5 mod -2 for the remainder, or (5%) - 2 for the percentage\n  5 % -2\n    ^~~\n",
      "\(result)")
  }

  @Test("Errors under multi-byte characters keep their carets")
  func multiByteCaret() throws {
    let result = try runCalc(["2²^3"])
    #expect(result.status == 1)
    #expect(result.stderr == "error: '^' after a superscript power: write (2²)^…\n  2²^3\n    ^\n", "\(result)")
  }
}
