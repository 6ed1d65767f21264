import Testing

/// What users of other calculators type, through the binary.
@Suite("What users of other calculators type, through the binary")
struct ReachCLITests {
  @Test("Conversions, bases, combinatorics and notation print their values one-shot", arguments: [
    ("1/3 + 1/6 to fraction", "1/2"),
    ("255 to hex", "0xff"),
    ("0xff + 0b1", "256"),
    ("gcd(12, 18)", "6"),
    ("binom(5, 2)", "10"),
    ("1/7 to decimal", "0.(142857)"),
    ("mean(1, 2, 3, 4)", "2.5"),
    ("2²", "4"),
    ("4!!", "8"),
    ("7/3 to mixed", "2 1/3"),
    ("2 1/3 to fraction", "7/3"),
    ("0.(3) + 0.(6)", "1"),
    ("1/6 to decimal", "0.1(6)…"),
    ("0.5(2)… to fraction", "47/90"),
    ("0.5(2)... to fraction", "47/90"),
    ("6 xor 3", "5"),
    ("1 shl 10 to bin", "0b10000000000"),
  ])
  func oneShot(source: String, expected: String) throws {
    let result = try runCalc([source])
    #expect(result.stdout == expected + "\n", "\(result)")
    #expect(result.status == 0)
  }

  @Test("Two spellings print the same digits", arguments: [
    ("2pi", "2*pi"), ("atan2(1, 1)", "pi/4"), ("sqrt 2", "sqrt(2)"), ("1/2pi", "1/(2pi)"), ("2(3+4)", "14"),
  ])
  func sameDigits(written: String, meant: String) throws {
    let a = try runCalc([written])
    let b = try runCalc([meant])
    #expect(a.status == 0 && b.status == 0)
    #expect(a.stdout == b.stdout, "\(a) vs \(b)")
  }

  @Test("5 % -2 exits 1 naming both readings")
  func percentThenSign() throws {
    let result = try runCalc(["5 % -2"])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(result.stderr.contains("5 mod -2") && result.stderr.contains("(5%) - 2"), "\(result)")
  }

  @Test("0.5(2) exits 1 naming both readings")
  func recurringOrProduct() throws {
    let result = try runCalc(["0.5(2)"])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(result.stderr.contains("the recurring decimal 0.5222…") && result.stderr.contains("the product 0.5·2"), "\(result)")
  }

  @Test("A conversion ends each line in batch mode too; ans keeps the value")
  func batch() throws {
    let result = try runCalc([], stdin: "255 to hex\nans + 1\n1/6 to decimal\npi to 3 dp\n0.1(6)... * 6\n")
    #expect(result.stdout == "0xff\n256\n0.1(6)…\n3.142\n1\n", "\(result)")
    #expect(result.status == 0)
  }

  @Test("A long batch (worked out on all processors) still converts every line")
  func longBatch() throws {
    let lines = (1...300).map { "\($0) to hex" }
    let result = try runCalc([], stdin: lines.joined(separator: "\n") + "\n")
    #expect(result.stdout == (1...300).map { "0x" + String($0, radix: 16) + "\n" }.joined(), "\(result.stderr)")
    #expect(result.status == 0)
  }

  @Test("Reading two ways is an error with a caret", arguments: [
    ("sin pi/6", "'/' after sin pi reads two ways: write sin(pi) / … or sin(pi / …)", "      ^"),
    ("2 3", "a number right after 2: write 2*3 to multiply, or 23 for one number", "  ^"),
    (
      "0.5(2)",
      "'0.5(2)' reads two ways: the recurring decimal 0.5222… or the product 0.5·2; write 0.5(2)… or 0.5(2)... for the recurring decimal, or 0.5*2 for the product",
      "^~~~~~"
    ),
  ])
  func twoWays(source: String, message: String, caret: String) throws {
    let result = try runCalc([source])
    #expect(result.status == 1)
    #expect(result.stderr == errorReport(message, source, caret), "\(result)")
  }
}
