import Testing

/// Statements separated by `;` on one line, and the conditions, through the binary.
@Suite("Statements and conditions through the binary")
struct StatementCLITests {
  @Test("A batch line of statements writes one line: the last statement's result")
  func batch() throws {
    let result = try runCalc([], stdin: "x = 3; x^2\n2; 4\nx\n1; 1/0; 3\nx = 7;\n")
    #expect(result.stdoutLines == ["9", "4", "3", "", "7"])
    #expect(result.status == 1)
    // The caret is under the statement that failed, in the whole line.
    #expect(result.stderrLines == ["line 4: division by zero", "  1; 1/0; 3", "       ^"])
  }

  @Test("One-shot statements, and a definition with if used in a batch")
  func oneShot() throws {
    #expect(try runCalc(["a = 2; b = 3; a*b"]).stdoutLines == ["6"])
    #expect(try runCalc(["if(2 > 1, 10, 1/0)"]).stdoutLines == ["10"])
    #expect(try runCalc(["0.1*3 == 0.3"]).stdoutLines == ["1"])
    let batch = try runCalc([], stdin: "f(x) = if(x > 1000, x*0.2, 0)\nf(2000)\nf(999)\n")
    #expect(batch.stdoutLines == ["f(x) = if(x > 1000, x*0.2, 0)", "400", "0"])
  }

  @Test("More than 256 lines: the lines with statements are still taken in order")
  func longBatch() throws {
    var input = ""
    for k in 1...300 { input += k % 3 == 0 ? "y = \(k); y + 1\n" : "\(k)*2\n" }
    let result = try runCalc([], stdin: input)
    let expected = (1...300).map { k in k % 3 == 0 ? "\(k + 1)" : "\(k * 2)" }
    #expect(result.stdoutLines == expected)
  }
}
