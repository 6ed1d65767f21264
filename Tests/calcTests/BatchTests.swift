import Testing

/// No expression and stdin not a terminal: one stdout line per input line — the result, or
/// an empty line when the line fails (its error on stderr as `line N: …` plus the caret
/// lines). Exit 1 if any line failed, else 0.
@Suite("Batch mode")
struct BatchTests {
  @Test("The batch example of README.md and calc.1 prints results, an empty line for the failure, and errors on stderr")
  func readmeExample() throws {
    let result = try runCalc(["--precision", "5"], stdin: "1/3\n2^10\n1/0\n\n7*6\n")
    #expect(result.stdout == "0.33333\n1024\n\n\n42\n", "\(result)")
    #expect(result.stderr == errorReport("division by zero", "1/0", "  ^", prefix: "line 3: "), "\(result)")
    #expect(result.status == 1, "\(result)")
  }

  @Test("When every line succeeds, calc exits 0 with an empty stderr")
  func allSucceed() throws {
    let result = try runCalc([], stdin: "123+456*2\n0.1+0.2\n2^100\n1/3*3\n")
    #expect(result.stdout == "1035\n0.3\n1267650600228229401496703205376\n1\n", "\(result)")
    #expect(result.stderr == "", "\(result)")
    #expect(result.status == 0, "\(result)")
  }

  @Test("Many lines give one output line per input line, in order")
  func oneLinePerLine() throws {
    // Line i is "i*i"; every tenth line fails instead.
    let count = 2_000
    var input = ""
    var expected = ""
    for i in 1...count {
      if i % 10 == 0 {
        input += "\(i)/0\n"
        expected += "\n"
      } else {
        input += "\(i)*\(i)\n"
        expected += "\(i * i)\n"
      }
    }
    let result = try runCalc([], stdin: input)
    #expect(result.stdout == expected, "\(result)")
    #expect(result.stdoutLines.count == count)
    #expect(result.stderrLines.count == 3 * count / 10, "\(result)")
    #expect(result.status == 1)
  }

  @Test("Blank and whitespace-only lines give blank lines, not errors")
  func blankLines() throws {
    let result = try runCalc([], stdin: "\n  \n\t\n1+1\n\n")
    #expect(result.stdout == "\n\n\n2\n\n", "\(result)")
    #expect(result.stderr == "", "\(result)")
    #expect(result.status == 0, "\(result)")
  }

  @Test("A final line without a newline is still evaluated")
  func finalLineWithoutNewline() throws {
    let result = try runCalc([], stdin: "1+1\n2*3")
    #expect(result.stdout == "2\n6\n", "\(result)")
    #expect(result.status == 0)

    let single = try runCalc([], stdin: "2^10")
    #expect(single.stdout == "1024\n", "\(single)")
  }

  @Test("A failing final line without a newline is reported and fails the run")
  func failingFinalLineWithoutNewline() throws {
    let result = try runCalc([], stdin: "1+1\n(1+2")
    #expect(result.stdout == "2\n\n", "\(result)")
    #expect(
      result.stderr == errorReport("missing ')' to close '('", "(1+2", "    ^", prefix: "line 2: "),
      "\(result)")
    #expect(result.status == 1)
  }

  @Test("\\r\\n line endings work, and no \\r reaches the output or the caret lines")
  func crlf() throws {
    let result = try runCalc([], stdin: "1+1\r\n2*3\r\n1/0\r\n7\r\n")
    #expect(result.stdout == "2\n6\n\n7\n", "\(result)")
    #expect(result.stderr == errorReport("division by zero", "1/0", "  ^", prefix: "line 3: "), "\(result)")
    #expect(result.status == 1)
  }

  @Test("Mixed \\n and \\r\\n endings, and a final line without one, are read as lines")
  func mixedLineEndings() throws {
    let result = try runCalc([], stdin: "1\r\n2\n\r\n3")
    #expect(result.stdout == "1\n2\n\n3\n", "\(result)")
    #expect(result.status == 0, "\(result)")
  }

  @Test("Empty input gives no output and exits 0")
  func emptyInput() throws {
    let result = try runCalc([], stdin: "")
    #expect(result.stdout == "")
    #expect(result.stderr == "")
    #expect(result.status == 0)
  }

  @Test("Each failing line is reported with its own line number, counting blank lines")
  func errorLineNumbers() throws {
    let result = try runCalc([], stdin: "\n1+*2\n5\n\n2 3\nfoo\n")
    #expect(result.stdout == "\n\n5\n\n\n\n", "\(result)")
    let expected =
      errorReport("expected a number after '+'", "1+*2", "  ^", prefix: "line 2: ")
      + errorReport("a number right after 2: write 2*3 to multiply, or 23 for one number", "2 3", "  ^", prefix: "line 5: ")
      + errorReport("unknown name 'foo'", "foo", "^~~", prefix: "line 6: ")
    #expect(result.stderr == expected, "\(result)")
    #expect(result.status == 1)
  }

  @Test("--precision and --rounding apply to every line")
  func optionsApply() throws {
    let result = try runCalc(["--precision", "3", "--rounding", "down"], stdin: "2/3\n-2/3\n123456\n")
    #expect(result.stdout == "0.666\n-0.666\n1.23e+5\n", "\(result)")
    #expect(result.status == 0)
  }

  @Test("A line failing does not disturb the lines after it")
  func recoversAfterFailure() throws {
    let result = try runCalc([], stdin: "(((\n1/0\n9^9^9^9\n2+2\n")
    #expect(result.stdout == "\n\n\n4\n", "\(result)")
    #expect(result.status == 1)
    #expect(result.stderrLines.count == 9, "\(result)")
  }

  // MARK: Invalid UTF-8

  struct InvalidBytes: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var testDescription: String { name }
  }

  static let invalidBytes: [InvalidBytes] = [
    InvalidBytes(name: "0xFF", bytes: [0xFF]),
    InvalidBytes(name: "a lone continuation byte", bytes: [0x80]),
    InvalidBytes(name: "an overlong '/'", bytes: [0xC0, 0xAF]),
    InvalidBytes(name: "a truncated '−'", bytes: [0xE2, 0x88]),
    InvalidBytes(name: "an encoded surrogate", bytes: [0xED, 0xA0, 0x80]),
    InvalidBytes(name: "a byte-order mark cut short", bytes: [0xEF, 0xBB]),
  ]

  @Test("Invalid UTF-8 fails its line with 'unexpected character'; the other lines evaluate",
        arguments: invalidBytes)
  func invalidUTF8(_ invalid: InvalidBytes) throws {
    let input = Array("1+1\n2".utf8) + invalid.bytes + Array("3\n4*4\n".utf8)
    let result = try runCalc([], stdin: input)
    #expect(result.stdout == "2\n\n16\n", "\(result)")
    #expect(result.status == 1, "\(result)")
    let report = try #require(ErrorReport(result.stderrLines), "\(result)")
    #expect(report.headline.hasPrefix("line 2: unexpected character"), "\(report)")
    #expect(report.source.hasPrefix("2"), "\(report)")
    #expect(report.caretColumn == 1, "\(report)")
    #expect(report.characterAboveCaret == "\u{FFFD}", "\(report)")
  }

  @Test("Valid multi-byte characters still work in batch mode")
  func validUnicodeOperators() throws {
    let result = try runCalc([], stdin: "6 × 7\n7 ÷ 2\n5 − 8\n")
    #expect(result.stdout == "42\n3.5\n-3\n", "\(result)")
    #expect(result.status == 0)
  }

  // MARK: Big outputs

  @Test("Large stdout and stderr are both delivered whole")
  func bigOutputs() throws {
    // About 650 KB of results and 400 KB of error reports: far more than a pipe holds.
    let lines = 20_000
    var input = ""
    input.reserveCapacity(lines * 8)
    for i in 0..<lines { input += i.isMultiple(of: 2) ? "2^100\n" : "1/0+0\n" }
    let result = try runCalc([], stdin: input)
    let stdoutLines = result.stdoutLines
    #expect(stdoutLines.count == lines)
    #expect(stdoutLines.enumerated().allSatisfy { index, line in
      line == (index.isMultiple(of: 2) ? "1267650600228229401496703205376" : "")
    })
    let stderrLines = result.stderrLines
    #expect(stderrLines.count == 3 * lines / 2)
    #expect(stderrLines.last == "    ^", "\(result)")
    #expect(stderrLines.first == "line 2: division by zero")
    #expect(stderrLines[stderrLines.count - 3] == "line \(lines): division by zero")
    #expect(result.status == 1)
  }
}
