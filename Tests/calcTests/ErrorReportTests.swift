import Testing

/// A failing one-shot expression: exit status 1, nothing on standard output, and on standard
/// error the message, the input, and a caret (`^` then `~` across the range) under the
/// responsible text.
@Suite("Error reports")
struct ErrorReportTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var input: String
    var message: String
    /// The caret line without its two-space indent.
    var caret: String
    /// The input as shown (control characters become spaces); the input itself by default.
    var shown: String
    var testDescription: String { "\(input.debugDescription): \(message)" }

    init(_ input: String, _ message: String, _ caret: String, shown: String? = nil) {
      self.input = input
      self.message = message
      self.caret = caret
      self.shown = shown ?? input
    }
  }

  static let tooLarge = "the result is too large: its magnitude is beyond 2^(2^62), about 10^(1.388e18)"
  static let tooSmall = "the result is too small: nonzero, but below 2^-(2^62), about 10^-(1.388e18)"
  static let outOfRange = "this number has more than 1000000 digits (the exact-size limit)"

  static let cases: [Case] = [
    // Syntax.
    Case("1+*2", "expected a number after '+'", "  ^"),
    Case("1+)", "expected a number after '+'", "  ^"),
    Case(")", "expected a number", "^"),
    Case("", "expected an expression", "^"),
    Case("(1+2", "missing ')' to close '('", "    ^"),
    Case("2*(3", "missing ')' to close '('", "    ^"),
    Case("(1+2))", "unmatched ')'", "     ^"),
    Case("()", "expected an expression inside '()'", " ^"),
    Case("2 3", "a number right after 2: write 2*3 to multiply, or 23 for one number", "  ^"),
    Case("(#2)", "unexpected character '#'", " ^"),  // `1 # 2` is 1 and a comment
    Case("@5", "unexpected character '@'", "^"),
    Case("1__0", "'_' must stand between two digits", " ^"),
    Case("1_", "'_' must stand between two digits", " ^"),
    Case(".", "expected digits around '.'", "^"),
    // Names and division by zero.
    Case("foo*2", "unknown name 'foo'", "^~~"),
    Case("1/0", "division by zero", "  ^"),
    Case("1/(2-2)", "division by zero", "  ^~~~~"),
    Case("1/(0)", "division by zero", "  ^~~"),
    Case("0^-1", "zero cannot be raised to a negative power", "^~~~"),
    Case("(2-2)^-1", "zero cannot be raised to a negative power", "^~~~~~~~"),
    // Limits: refused before the work, pointing at the culprit.
    Case("9^9^9^9", tooLarge, "^~~~~~~"),
    Case("2^(2^63)", tooLarge, "^~~~~~~~"),
    Case("exp(4e18)", tooLarge, "^~~~~~~~~"),
    Case("1e99999999999999999999", tooLarge, "^~~~~~~~~~~~~~~~~~~~~~"),
    Case("1e-99999999999999999999", tooSmall, "^~~~~~~~~~~~~~~~~~~~~~~"),
    Case("2^-(2^63)", tooSmall, "^~~~~~~~~"),
    // Columns count characters, not bytes: '÷' and '−' are two and three bytes long.
    Case("2 ÷ 0", "division by zero", "    ^"),
    Case("1−*2", "expected a number after '-'", "  ^"),
    Case("∜2+*1", "unexpected character '∜'", "^"),
    Case("√2+*1", "expected a number after '+'", "   ^"),
    Case("2²+*1", "expected a number after '+'", "   ^"),
    // A tab shows as a space, so the caret stays aligned.
    Case("1\t+*2", "expected a number after '+'", "   ^", shown: "1 +*2"),
  ]

  @Test("A failing expression exits 1, writes nothing to stdout, and the message, input and caret to stderr", arguments: cases)
  func reportsError(_ example: Case) throws {
    let result = try runCalc([example.input])
    #expect(result.status == 1, "\(result)")
    #expect(result.stdout == "", "\(result)")
    #expect(result.stderr == errorReport(example.message, example.shown, example.caret), "\(result)")
  }

  // MARK: Long lines

  /// The error report of a one-shot failure, checked for shape.
  private func report(of source: String) throws -> ErrorReport {
    let result = try runCalc([source])
    #expect(result.status == 1, "\(result)")
    #expect(result.stdout == "")
    return try #require(ErrorReport(result.stderrLines), "not a three-line error report: \(result)")
  }

  /// The shown source without the `…` marks at its cut ends.
  private func window(_ shown: String) -> String {
    var text = Substring(shown)
    if text.hasPrefix("…") { text = text.dropFirst() }
    if text.hasSuffix("…") { text = text.dropLast() }
    return String(text)
  }

  @Test("A long line is cut to a window around the caret, with '…' at both cut ends")
  func longLineCutBothEnds() throws {
    // 2,002 characters; the stray '*' is at character 1,000.
    let source = repeated("1+", 500) + "*2" + repeated("+1", 500)
    let error = try report(of: source)
    #expect(error.headline == "error: expected a number after '+'")
    #expect(error.source.hasPrefix("…"), "\(error)")
    #expect(error.source.hasSuffix("…"), "\(error)")
    #expect((90...110).contains(error.source.count), "window of \(error.source.count) characters")
    #expect(source.contains(window(error.source)), "the window is not a piece of the input: \(error)")
    #expect(error.characterAboveCaret == "*", "\(error)")
    #expect(error.caretWidth == 1, "\(error)")
  }

  @Test("A long line is cut only at its end when the caret is near the start")
  func longLineCutAtEnd() throws {
    let source = "1+*2" + repeated("+1", 500)
    let error = try report(of: source)
    #expect(error.headline == "error: expected a number after '+'")
    #expect(error.source.hasPrefix("1+*2"), "\(error)")
    #expect(error.source.hasSuffix("…"), "\(error)")
    #expect((90...110).contains(error.source.count), "window of \(error.source.count) characters")
    #expect(error.caretColumn == 2, "\(error)")
  }

  @Test("A long line is cut only at its start when the caret is near the end")
  func longLineCutAtStart() throws {
    let source = "(" + repeated("1+", 500) + "1"
    let error = try report(of: source)
    #expect(error.headline == "error: missing ')' to close '('")
    #expect(error.source.hasPrefix("…"), "\(error)")
    #expect(!error.source.hasSuffix("…"), "\(error)")
    #expect(error.source.hasSuffix("+1"), "\(error)")
    #expect((90...110).contains(error.source.count), "window of \(error.source.count) characters")
    #expect(source.hasSuffix(window(error.source)), "\(error)")
    // Just past the last character, where the ')' belongs.
    #expect(error.caretColumn == error.source.count, "\(error)")
  }

  @Test("A line of 80 characters is shown whole")
  func shortLineShownWhole() throws {
    let source = repeated("1+", 39) + "*2"
    #expect(source.count == 80)
    let error = try report(of: source)
    #expect(error.source == source, "\(error)")
    #expect(error.caretColumn == 78, "\(error)")
  }

  @Test("A caret range cut by the window stops at the window's edge")
  func longRangeIsClipped() throws {
    // The literal covers the whole 1,000-character input; the caret may not run on past
    // the shown text (the closing '…' aside).
    let source = "1e" + repeated("9", 998)
    let error = try report(of: source)
    #expect(error.headline == "error: \(Self.tooLarge)")
    #expect(error.caretColumn == 0, "\(error)")
    #expect(error.caretWidth <= error.source.count, "\(error)")
    #expect(error.caretWidth >= 90, "\(error)")
  }

  // MARK: Control characters

  struct ControlInput: Sendable, CustomTestStringConvertible {
    var text: String
    var testDescription: String { text.debugDescription }
  }

  @Test(
    "An error message shows no raw control characters",
    arguments: ["1\u{1B}[31m", "1+\u{0}2", "2\u{7}"].map(ControlInput.init))
  func messageHasNoControlCharacters(_ input: ControlInput) throws {
    // Through standard input, since an argument cannot hold a NUL.
    let result = try runCalc([], stdin: input.text + "\n")
    #expect(result.status == 1, "\(result)")
    #expect(result.stdout == "\n", "\(result)")
    let report = try #require(ErrorReport(result.stderrLines), "\(result)")
    // The source line already shows control characters as spaces…
    #expect(!report.source.unicodeScalars.contains { $0.value < 0x20 }, "\(report)")
    // …and the message names the character by its code point instead of echoing it.
    #expect(
      !report.headline.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F },
      "\(report.headline.debugDescription)")
    #expect(report.headline.contains("U+00"), "\(report.headline.debugDescription)")
  }
}
