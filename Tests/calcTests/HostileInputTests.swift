import Testing

/// Input built to exhaust the stack, memory or time must end quickly with a clear error and
/// exit status 1. Large texts go through standard input: one argument is limited to 128 KiB.
@Suite("Hostile input")
struct HostileInputTests {
  /// Runs `line` through batch mode and returns its single error report.
  private func batchFailure(_ line: String) throws -> (CalcResult, ErrorReport) {
    let result = try runCalc([], stdin: line + "\n")
    #expect(result.status == 1, "\(result)")
    #expect(result.stdout == "\n", "\(result)")
    let report = try #require(ErrorReport(result.stderrLines), "not one error report: \(result)")
    return (result, report)
  }

  @Test("100,000 nested parentheses are a nesting error at the 257th '('")
  func deepParentheses() throws {
    let (_, report) = try batchFailure(repeated("(", 100_000) + "1" + repeated(")", 100_000))
    #expect(report.headline == "line 1: nesting is deeper than 256 levels")
    #expect(report.characterAboveCaret == "(", "\(report)")
    #expect(report.source.hasPrefix("…") && report.source.hasSuffix("…"), "\(report)")
    #expect(report.source.count <= 110, "the window is \(report.source.count) characters")
    // Characters 206 to 305 of the input are all '(': the 257th is in the window.
    #expect(report.source.dropFirst().dropLast().allSatisfy { $0 == "(" }, "\(report)")
  }

  @Test("256 levels of nesting are allowed; 257 are not")
  func nestingLimit() throws {
    let allowed = try runCalc([repeated("(", 256) + "1" + repeated(")", 256)])
    #expect(allowed.stdout == "1\n", "\(allowed)")
    #expect(allowed.status == 0)

    let source = repeated("(", 257) + "1" + repeated(")", 257)
    let refused = try runCalc([source])
    #expect(refused.status == 1, "\(refused)")
    #expect(refused.stdout == "")
    let report = try #require(ErrorReport(refused.stderrLines), "\(refused)")
    #expect(report.headline == "error: nesting is deeper than 256 levels")
    #expect(report.characterAboveCaret == "(", "\(report)")
  }

  @Test("256 unary signs are allowed; 257 are not")
  func signNestingLimit() throws {
    let result = try runCalc([], stdin: repeated("-", 256) + "1\n" + repeated("-", 257) + "1\n")
    #expect(result.stdout == "1\n\n", "\(result)")
    #expect(result.stderrLines.first == "line 2: nesting is deeper than 256 levels", "\(result)")
    #expect(result.status == 1)
  }

  @Test("100,000 unary minus signs and a 100,000-level power tower are nesting errors",
        arguments: [repeated("-", 100_000) + "1", repeated("2^", 100_000) + "2"])
  func deepOperators(_ line: String) throws {
    let (_, report) = try batchFailure(line)
    #expect(report.headline == "line 1: nesting is deeper than 256 levels", "\(report)")
  }

  @Test("1,000,000 unclosed '(' are a nesting error, not a crash")
  func unclosedParentheses() throws {
    let (_, report) = try batchFailure(repeated("(", 1_000_000))
    #expect(report.headline == "line 1: nesting is deeper than 256 levels", "\(report)")
  }

  @Test("A 1,000,001-digit literal is beyond the exact-size limit")
  func millionDigitLiteral() throws {
    let (_, report) = try batchFailure(repeated("7", 1_000_001))
    #expect(report.headline == "line 1: this number has more than 1000000 digits (the exact-size limit)")
    #expect(report.source.hasPrefix("7777"), "\(report)")
    #expect(report.source.hasSuffix("…"), "\(report)")
    #expect(report.source.count <= 110, "the window is \(report.source.count) characters")
    #expect(report.caretColumn == 0, "\(report)")
  }

  @Test("A 1 MB sum 1+1+…+1 is not nesting: it evaluates to 500000")
  func megabyteSum() throws {
    let line = Array(repeating: "1", count: 500_000).joined(separator: "+")
    #expect(line.utf8.count == 999_999)
    let result = try runCalc([], stdin: line + "\n")
    #expect(result.stdout == "500000\n", "\(result)")
    #expect(result.stderr == "", "\(result)")
    #expect(result.status == 0)
  }

  @Test("A 1 MB line of spaces is a blank line")
  func megabyteOfSpaces() throws {
    let result = try runCalc([], stdin: repeated(" ", 1_000_000) + "\n1+1\n")
    #expect(result.stdout == "\n2\n", "\(result)")
    #expect(result.status == 0)
  }

  @Test("A 1 MB line of garbage fails at its first character")
  func megabyteOfGarbage() throws {
    let (_, report) = try batchFailure(repeated("@", 1_000_000))
    #expect(report.headline == "line 1: unexpected character '@'")
    #expect(report.caretColumn == 0, "\(report)")
    #expect(report.source.count <= 110, "the window is \(report.source.count) characters")
  }

  @Test("An error at the end of a 1 MB line shows the end of the line")
  func errorAtEndOfMegabyteLine() throws {
    let line = Array(repeating: "1", count: 500_000).joined(separator: "+") + "+"
    let (_, report) = try batchFailure(line)
    #expect(report.headline == "line 1: expected a number after '+'")
    #expect(report.source.hasPrefix("…"), "\(report)")
    #expect(report.source.hasSuffix("1+1+"), "\(report)")
    #expect(report.caretColumn == report.source.count, "\(report)")
  }

  @Test("A line longer than 4 MiB is refused as too large")
  func overlongLine() throws {
    let line = Array(repeating: "1", count: 2_200_000).joined(separator: "+")
    #expect(line.utf8.count > 4 << 20)
    let (_, report) = try batchFailure(line)
    #expect(report.headline == "line 1: the input is longer than 4194304 bytes", "\(report)")
  }

  @Test(
    "Values beyond the caps fail at once, one-shot and in batch",
    arguments: [
      ("9^9^9^9", "the result is too large: its magnitude is beyond 2^(2^62), about 10^(1.388e18)"),
      ("2^(2^63)", "the result is too large: its magnitude is beyond 2^(2^62), about 10^(1.388e18)"),
      ("(10^10^10)^10^10", "the result is too large: its magnitude is beyond 2^(2^62), about 10^(1.388e18)"),
      ("1e99999999999999999999", "the result is too large: its magnitude is beyond 2^(2^62), about 10^(1.388e18)"),
      ("1e-99999999999999999999", "the result is too small: nonzero, but below 2^-(2^62), about 10^-(1.388e18)"),
      ("0.5^999999999999999999999", "the result is too small: nonzero, but below 2^-(2^62), about 10^-(1.388e18)"),
    ])
  func beyondTheCaps(_ expression: String, _ message: String) throws {
    let oneShot = try runCalc([expression])
    #expect(oneShot.status == 1, "\(oneShot)")
    #expect(oneShot.stdout == "")
    #expect(oneShot.stderrLines.first == "error: \(message)", "\(oneShot)")

    let batch = try runCalc([], stdin: "1+1\n\(expression)\n3\n")
    #expect(batch.stdout == "2\n\n3\n", "\(batch)")
    #expect(batch.stderrLines.first == "line 2: \(message)", "\(batch)")
    #expect(batch.status == 1)
  }

  /// Inputs the fuzzer found running from 4 s to minutes in the release build, each now
  /// priced before its work (Grammar.md, "Limits"): each must finish, with its value or a
  /// true error. The timeout is generous (a debug build is slower); the release build takes
  /// under a second for each. Values from scripts/make-bounded-work-vectors.py.
  @Test(
    "Inputs whose work was unpriced finish with their value",
    arguments: [
      ("2^(1/62^370738)", "1"),
      ("2^-62^-370738", "1"),
      ("210^-97281^-97281", "1"),
      ("+¥2^-62^-370738", "≈1 JPY"),
      ("1.2*0*210^-97281^-97281", "0"),
      ("23391!/38^523391", "8.038868258287895358461976617149425948e-734805"),
      ("62e655369^99.9", "1.4452060829730867567359131458484030019e+65471542"),
    ])
  func pricedWork(_ expression: String, _ expected: String) throws {
    let result = try runCalc([expression], timeout: 120)
    #expect(result.stdout == expected + "\n", "\(result)")
    #expect(result.status == 0, "\(result)")
  }

  @Test(
    "A chain of 50,000 '%' after a number is one division by 100^50000",
    arguments: [("1", "1e-100000"), ("5", "5e-100000")])
  func percentChain(_ number: String, _ expected: String) throws {
    let result = try runCalc([number + repeated("%", 50_000)], timeout: 120)
    #expect(result.stdout == expected + "\n", "\(result.stdout.prefix(200))")
    #expect(result.status == 0, "\(result.stderr.prefix(200))")
  }

  @Test("A product with an unknown name after a costly power names the name at once")
  func unknownNameAfterCostlyPower() throws {
    let result = try runCalc(["+91^-2e-57^21995^.9Z"], timeout: 120)
    #expect(result.status == 1, "\(result)")
    #expect(result.stdout == "")
    #expect(result.stderrLines.first == "error: unknown name 'Z'", "\(result)")
  }

  @Test("Hostile lines mixed with good ones in one batch leave every good line evaluated")
  func mixedHostileBatch() throws {
    var input: [UInt8] = []
    input += Array("1+1\n".utf8)
    input += Array((repeated("(", 100_000) + "1" + repeated(")", 100_000) + "\n").utf8)
    input += Array("2*3\n".utf8)
    input += Array((repeated("9", 1_000_001) + "\n").utf8)
    input += Array("9^9^9^9\n".utf8)
    input += Array("1e999999999\n".utf8)  // a value: beyond the exact-size limit only by its exponent
    input += [0x31, 0x2B, 0xFF, 0xFE, 0x0A]  // "1+", two invalid bytes, newline
    input += Array("2^10".utf8)  // no final newline
    let result = try runCalc([], stdin: input)
    #expect(result.stdout == "2\n\n6\n\n\n1e+999999999\n\n1024\n", "\(result)")
    #expect(result.status == 1)
    let headlines = result.stderrLines.enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
    #expect(headlines.count == 4, "\(result)")
    #expect(headlines.map { $0.prefix(while: { $0 != ":" }) } == ["line 2", "line 4", "line 5", "line 7"])
    #expect(result.stderrLines.allSatisfy { $0.count < 200 }, "an error line was not windowed")
  }
}
