import Testing

@Suite("calc --input-locale")
struct LocaleInputCLITests {
  @Test(
    "calc --input-locale reads the locale's decimal separator and grouping, and ';' between arguments",
    arguments: [
      (["--input-locale", "de_DE", "1,5+1"], "2.5"),
      (["--input-locale", "de_DE", "1.234,5 * 2"], "2469"),
      (["--input-locale", "de_DE", "max(1,5; 2)"], "2"),
      (["--input-locale", "fr_FR", "1\u{202F}000,25"], "1000.25"),
      (["--input-locale", "de_DE", "--locale", "de_DE", "1.234,5 * 2"], "2.469"),
      (["1.5+1"], "2.5"),
    ])
  func reads(arguments: [String], expected: String) throws {
    let result = try runCalc(arguments)
    #expect(result.stdout == expected + "\n")
    #expect(result.stderr == "")
    #expect(result.status == 0)
  }

  @Test("A point that fits neither reading exits 1, naming both readings, the caret at the point")
  func ambiguous() throws {
    let result = try runCalc(["--input-locale", "de_DE", "1.5+1"])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(result.stderr.contains("write 1,5 for the decimal or 15 for the whole number"))
    #expect(result.stderr.hasSuffix("  1.5+1\n   ^\n"), "\(result.stderr)")
  }

  @Test("A ',' meant to separate arguments is an error with the caret at the comma")
  func bareComma() throws {
    let result = try runCalc(["--input-locale", "de_DE", "max(1, 5)"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("separate arguments with ';'"))
    #expect(result.stderr.hasSuffix("  max(1, 5)\n       ^\n"), "\(result.stderr)")
  }

  @Test("Piped lines are read in the locale too")
  func batch() throws {
    let result = try runCalc(["--input-locale", "de_DE"], stdin: "1,5*2\n0,1+0,2\n")
    #expect(result.stdout == "3\n0.3\n")
    #expect(result.status == 0)
  }

  @Test("A batch long enough to run on all processors reads every line in the locale")
  func longBatch() throws {
    // From Batch.Precomputed.minimumLines (256) lines on, lines are worked out in parallel;
    // `1.000*2` reads as 2000 in de_DE but as 2 in calc's own form.
    let lines = String(repeating: "1.000*2\n", count: 300)
    let result = try runCalc(["--input-locale", "de_DE"], stdin: lines)
    #expect(result.stdout == String(repeating: "2000\n", count: 300))
    #expect(result.status == 0)
  }

  @Test("An unknown locale is a usage error")
  func unknown() throws {
    let result = try runCalc(["--input-locale", "xx_YY", "1+1"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("Unknown locale 'xx_YY' for --input-locale"))
  }
}
