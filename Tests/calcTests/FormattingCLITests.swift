import Testing

/// The display options `--width`, `--fraction-digits`, `--percent`, `--currency` and
/// `--locale`, run through the built `calc`: whole standard output (trailing newline
/// included), standard error and exit status.
///
/// Expected texts follow the rules in CalcKit's Formatting sources (DisplayFormat's width
/// fitting, NumberFormat, the CLDR locale presets and the ISO 4217 table). Where a value
/// can be derived (a rounding to N significant digits, the digits of 2^200) the test
/// computes it instead of only hard-coding the answer.
@Suite("Formatting options on the command line")
struct FormattingCLITests {
  struct Case: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    /// Standard output without its final newline.
    var output: String
    var testDescription: String {
      "calc \(arguments.joined(separator: " ")) → \(output.debugDescription)"
    }
    init(_ arguments: [String], _ output: String) {
      self.arguments = arguments
      self.output = output
    }

    /// The N of `--width N` (or `--width=N`), if given.
    var width: Int? {
      for (index, argument) in arguments.enumerated() {
        if argument == "--width", index + 1 < arguments.count { return Int(arguments[index + 1]) }
        if argument.hasPrefix("--width=") { return Int(argument.dropFirst("--width=".count)) }
      }
      return nil
    }
  }

  /// Checks a successful run: exactly `expected` and a newline on stdout, nothing on
  /// stderr, exit 0.
  private func expectOutput(_ arguments: [String], _ expected: String) throws -> CalcResult {
    let result = try runCalc(arguments)
    #expect(result.stdout == expected + "\n", "\(result)")
    #expect(result.stderr == "", "\(result)")
    #expect(result.status == 0, "\(result)")
    return result
  }

  // MARK: 1. The issue's must-show cases

  @Test("--width 12 123456789012345 is ≈1.234568e14: scientific, 7 significant digits, 12 characters")
  func widthTwelveLargeInteger() throws {
    let value = "123456789012345"
    // "≈" (1) + "e14" (3) leave 8 characters: "d.dddddd", so 7 significant digits.
    let mantissa = roundedSignificantDigits(value, to: 7)
    #expect(mantissa == (digits: "1234568", carried: false))
    let expected = "≈" + scientific(mantissa.digits, exponent: value.count - 1)
    #expect(expected == "≈1.234568e14")

    let result = try expectOutput(["--width", "12", value], expected)
    let shown = result.stdout.dropLast()
    #expect(shown.count <= 12, "\(result)")
    #expect(shown.contains("e"), "not in scientific notation: \(result)")
  }

  @Test("--width 20 1234567.891 fits whole, grouped as the session groups: 1_234_567.891")
  func widthTwentyFitsWhole() throws {
    // `_` rather than `,`, so the text reads back as input.
    let result = try expectOutput(["--width", "20", "1234567.891"], "1_234_567.891")
    #expect(result.stdout.dropLast().count <= 20)
  }

  @Test("--width 10 1/3 is ≈0.3333333: at most 10 characters, starting ≈0.333")
  func widthTenOneThird() throws {
    let result = try expectOutput(["--width", "10", "1/3"], "≈0.3333333")
    let shown = result.stdout.dropLast()
    #expect(shown.count <= 10, "\(result)")
    #expect(shown.hasPrefix("≈0.333"), "\(result)")
  }

  static let mustShow: [Case] = [
    Case(["--currency", "KRW", "1234567.5"], "₩1,234,568"),
    Case(["--currency", "USD", "1234.5"], "$1,234.50"),
    Case(["--percent", "0.1234"], "12.34%"),
    Case(["--locale", "de_DE", "--fraction-digits", "2", "1234.5"], "1.234,50"),
  ]

  @Test("--currency, --percent and --locale each format their example as documented", arguments: mustShow)
  func mustShowExamples(_ example: Case) throws {
    _ = try expectOutput(example.arguments, example.output)
  }

  // MARK: 2. More one-shot cases

  // The 60 digits after the point of sqrt(2), rounded half-even, computed when this test
  // was written with Python's decimal module:
  //   python3 -c "from decimal import *; getcontext().prec = 120;
  //     print(Decimal(2).sqrt().quantize(Decimal(1).scaleb(-60), rounding=ROUND_HALF_EVEN))"
  // The last digit is a 0 (…17667|97… rounds up to …176680), so it must still be written.
  static let sqrt2To60Digits = "1.414213562373095048801688724209698078569671875376948073176680"

  static let oneShot: [Case] = [
    // Locales: separators and grouping.
    Case(["--locale", "fr_FR", "1234567.5"], "1\u{202F}234\u{202F}567,5"),
    Case(["--locale", "de_CH", "1234567.5"], "1\u{2019}234\u{2019}567.5"),
    Case(["--locale", "en_IN", "1234567.5"], "12,34,567.5"),
    Case(["--locale", "POSIX", "1234567.5"], "1234567.5"),
    Case(["--locale", "C", "1234567.5"], "1234567.5"),
    Case(["--locale", "en_US", "1234567.891"], "1,234,567.891"),
    Case(["--locale", "de_DE", "1234567.5"], "1.234.567,5"),
    Case(["--locale", "de-DE", "1234567.5"], "1.234.567,5"),
    Case(["--locale", "de", "1234567.5"], "1.234.567,5"),
    Case(["--locale", "en_us", "1234567"], "1,234,567"),
    // es_ES groups only from five integer digits (minimum grouping digits 2).
    Case(["--locale", "es_ES", "1234"], "1234"),
    Case(["--locale", "es_ES", "12345"], "12.345"),
    Case(["--locale", "de_DE", "--percent", "0.125"], "12,5\u{A0}%"),
    Case(["--locale", "tr_TR", "--percent", "0.125"], "%12,5"),

    // Currencies.
    Case(["--currency", "EUR", "--locale", "de_DE", "1234.5"], "1.234,50\u{A0}€"),
    Case(["--currency", "EUR", "--locale", "fr_FR", "--", "-1234.5"], "-1\u{202F}234,50\u{A0}€"),
    Case(["--currency", "krw", "1234567.5"], "₩1,234,568"),
    Case(["--currency", "KRW", "--", "-1234567.5"], "-₩1,234,568"),
    // Half-even and half-up agree on …67.5; they differ on …66.5.
    Case(["--rounding", "half-up", "--currency", "KRW", "1234567.5"], "₩1,234,568"),
    Case(["--rounding", "half-up", "--currency", "KRW", "1234566.5"], "₩1,234,567"),
    Case(["--currency", "KRW", "1234566.5"], "₩1,234,566"),
    Case(["--currency", "JPY", "1234.5"], "¥1,234"),
    Case(["--currency", "BHD", "1234.5"], "BHD\u{A0}1,234.500"),
    Case(["--currency", "CHF", "12"], "CHF\u{A0}12.00"),
    Case(["--currency", "USD", "--", "-1234.5"], "-$1,234.50"),
    Case(["--currency", "USD", "1/3"], "$0.33"),
    // No negative zero once rounded to the minor units.
    Case(["--currency", "USD", "--", "-0.001"], "$0.00"),
    // Cents of an approximation beyond the 38 significant digits of --precision:
    // sqrt(2)·10^40 = 14142135623730950488016887242096980785696.7187537…
    Case(
      ["--currency", "USD", "sqrt(2)*10^40"],
      "$14,142,135,623,730,950,488,016,887,242,096,980,785,696.72"),

    // Percentages.
    Case(["--percent", "--fraction-digits", "1", "0.1234"], "12.3%"),
    Case(["--percent", "--fraction-digits", "1", "0.1235"], "12.4%"),
    Case(["--percent", "--fraction-digits", "2", "0.5"], "50.00%"),
    Case(["--percent", "--fraction-digits", "1", "--", "-0.0001"], "0.0%"),

    // Fixed fraction digits.
    Case(["--fraction-digits", "0", "1234.5"], "1,234"),
    Case(["--fraction-digits", "0", "1235.5"], "1,236"),
    Case(["--fraction-digits", "2", "--", "-0.001"], "0.00"),
    Case(["--fraction-digits", "60", "sqrt(2)"], sqrt2To60Digits),
    Case(["--fraction-digits", "5000", "1"], "1." + repeated("0", 5000)),

    // --width: negative numbers.
    Case(["--width", "10", "--", "-1234567.891"], "≈-1.2346e6"),
    Case(["--width", "10", "--", "-4.5e-120"], "-4.5e-120"),
    Case(["--width", "10", "--", "-9.99999999999e99"], "≈-1e100"),
    Case(["--width", "11", "--percent", "--", "-1/3"], "≈-33.33333%"),
    // --width: tiny numbers.
    Case(["--width", "10", "1e-7"], "1e-7"),
    Case(["--width", "10", "0.000001"], "0.000001"),
    Case(["--width", "10", "0.0000012345678"], "≈1.2346e-6"),
    Case(["--width", "10", "--", "-0.0000000001"], "-1e-10"),
    Case(["--width", "10", "--", "-1/(3*10^19700)"], "≈-3e-19701"),
    // --width: percent, locales, big numbers.
    Case(["--width", "11", "--percent", "1/3"], "≈33.333333%"),
    Case(["--width", "12", "--percent", "--locale", "de_DE", "1/3"], "≈33,333333\u{A0}%"),
    Case(["--width", "12", "--locale", "de_DE", "1234567.891"], "≈1.234.567,9"),
    Case(["--width", "12", "--locale", "fr_FR", "1234.5"], "1\u{202F}234,5"),
    Case(["--width", "12", "--locale", "POSIX", "1234567.891"], "1234567.891"),
    Case(["--width", "10", "2^200"], "≈1.6069e60"),
    Case(["--width", "10", "1e9"], "1e9"),
    Case(["--width", "10", "99999.99999999"], "≈100_000"),
    Case(["--width", "12", "sqrt(2)"], "≈1.414213562"),
    Case(["--precision", "5", "--width", "20", "1/3"], "≈0.33333"),
  ]

  @Test("Formatting options format one-shot results as documented", arguments: oneShot)
  func oneShotFormatting(_ example: Case) throws {
    let result = try expectOutput(example.arguments, example.output)
    if let width = example.width {
      #expect(result.stdout.dropLast().count <= width, "wider than \(width): \(result)")
    }
  }

  static let failingExpressions: [Case] = [
    Case(["--currency", "USD", "1/0"], errorReport("division by zero", "1/0", "  ^")),
    Case(["--width", "12", "1/0"], errorReport("division by zero", "1/0", "  ^")),
    Case(["--percent", "1/0"], errorReport("division by zero", "1/0", "  ^")),
    Case(["--fraction-digits", "2", "1/0"], errorReport("division by zero", "1/0", "  ^")),
    Case(["--locale", "de_DE", "(1+2"], errorReport("missing ')' to close '('", "(1+2", "    ^")),
  ]

  @Test("An expression error under a formatting option writes the caret report to stderr and exits 1",
        arguments: failingExpressions)
  func expressionErrorUnderFormatting(_ example: Case) throws {
    let result = try runCalc(example.arguments)
    #expect(result.stdout == "", "\(result)")
    #expect(result.stderr == example.output, "\(result)")
    #expect(result.status == 1, "\(result)")
  }

  // MARK: 3. Usage errors

  struct UsageCase: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    /// Texts the complaint on standard error must contain.
    var mentions: [String]
    var testDescription: String { "calc \(arguments.joined(separator: " "))" }
    init(_ arguments: [String], mentions: String...) {
      self.arguments = arguments
      self.mentions = mentions
    }
  }

  static let usageErrors: [UsageCase] = [
    UsageCase(["--width", "9", "1"], mentions: "--width", "width 9 is too small", "at least 10"),
    UsageCase(["--width", "0", "1"], mentions: "--width", "width 0 is too small"),
    UsageCase(["--width=-5", "1"], mentions: "--width", "width -5 is too small"),
    UsageCase(["--width", "abc", "1"], mentions: "--width"),
    UsageCase(["--width", "10", "--percent", "1"], mentions: "--width", "width 10 is too small", "at least 11"),
    // de_DE puts a no-break space before '%': one more character.
    UsageCase(["--width", "11", "--percent", "--locale", "de_DE", "1"], mentions: "at least 12"),
    UsageCase(["--width", "12", "--fraction-digits", "2", "1"], mentions: "--width", "--fraction-digits"),
    UsageCase(["--width", "12", "--currency", "USD", "1"], mentions: "--width", "--currency"),
    UsageCase(["--percent", "--currency", "USD", "1"], mentions: "--percent", "--currency"),
    UsageCase(["--currency", "XYZ", "1"], mentions: "currency", "'XYZ'"),
    UsageCase(["--currency", "US", "1"], mentions: "currency", "'US'"),
    UsageCase(["--locale", "xx_YY", "1"], mentions: "locale", "'xx_YY'", "de_DE"),
    // A separate "-1" looks like an option to the argument parser ("Missing value"), as
    // with --precision -1; written as --fraction-digits=-1 it reaches the range check.
    UsageCase(["--fraction-digits", "-1", "1"], mentions: "--fraction-digits"),
    UsageCase(["--fraction-digits=-1", "1"], mentions: "--fraction-digits", "from 0 to 100000", "-1"),
    UsageCase(["--fraction-digits", "100001", "1"], mentions: "--fraction-digits", "from 0 to 100000", "100001"),
  ]

  @Test("A bad formatting option is a usage error: exit 64, the problem on stderr, nothing on stdout",
        arguments: usageErrors)
  func usageError(_ example: UsageCase) throws {
    let result = try runCalc(example.arguments)
    #expect(result.status == 64, "\(result)")
    #expect(result.stdout == "", "\(result)")
    for text in example.mentions {
      #expect(result.stderr.contains(text), "stderr does not mention \(text.debugDescription): \(result)")
    }
  }

  @Test("A formatting usage error wins over batch input: stdin is not evaluated")
  func usageErrorWithStdin() throws {
    let result = try runCalc(["--width", "9"], stdin: "1+1\n")
    #expect(result.status == 64, "\(result)")
    #expect(result.stdout == "", "\(result)")
    #expect(result.stderr.contains("width 9 is too small"), "\(result)")
  }

  // MARK: 4. Batch mode

  static let batchInput = "1234.5\n1/3\n\n2^200\n"

  @Test("A batch with --width 12 gives one line per input line, each at most 12 characters")
  func batchWidth() throws {
    let result = try runCalc(["--width", "12"], stdin: Self.batchInput)
    // 2^200 in 12 characters: "≈" + "e60" leave 8, so 7 significant digits.
    let power = powerOfTwoDigits(200)
    let mantissa = roundedSignificantDigits(power, to: 7)
    let big = "≈" + scientific(mantissa.digits, exponent: power.count - 1 + (mantissa.carried ? 1 : 0))
    #expect(big == "≈1.606938e60")
    #expect(result.stdout == "1_234.5\n≈0.333333333\n\n\(big)\n", "\(result)")
    #expect(result.stdoutLines.count == 4, "\(result)")
    #expect(result.stdoutLines[2] == "", "the blank line is not blank: \(result)")
    #expect(result.stdoutLines.allSatisfy { $0.count <= 12 }, "\(result)")
    #expect(result.stderr == "", "\(result)")
    #expect(result.status == 0, "\(result)")
  }

  @Test("A batch with --currency USD gives one line per input line, the blank line blank")
  func batchCurrency() throws {
    let result = try runCalc(["--currency", "USD"], stdin: Self.batchInput)
    let big = "$" + grouped(powerOfTwoDigits(200)) + ".00"
    #expect(result.stdout == "$1,234.50\n$0.33\n\n\(big)\n", "\(result)")
    #expect(result.stdoutLines.count == 4, "\(result)")
    #expect(result.stderr == "", "\(result)")
    #expect(result.status == 0, "\(result)")
  }

  @Test("In a batch with --width 12 a failing line gives an empty line and its report, and calc exits 1")
  func batchWidthWithFailure() throws {
    let result = try runCalc(["--width", "12"], stdin: "1234.5\n1/0\n  \n2^200\n")
    #expect(result.stdout == "1_234.5\n\n\n≈1.606938e60\n", "\(result)")
    #expect(result.stderr == errorReport("division by zero", "1/0", "  ^", prefix: "line 2: "), "\(result)")
    #expect(result.status == 1, "\(result)")
  }

  // MARK: 5. No formatting option: plain text as before

  static let plain: [Case] = [
    Case(["1234567.891"], "1234567.891"),
    Case(["1/3"], "0.33333333333333333333333333333333333333"),
    // Exact and terminating: every digit.
    Case(["2^200"], "1606938044258990275541962092341162602522202993782792835301376"),
    Case(["--", "-1234.5"], "-1234.5"),
  ]

  @Test("Without a formatting option the output is calc's plain text: no grouping",
        arguments: plain)
  func plainWithoutOptions(_ example: Case) throws {
    _ = try expectOutput(example.arguments, example.output)
  }

  @Test("A batch without a formatting option prints calc's plain text")
  func plainBatch() throws {
    let result = try runCalc([], stdin: Self.batchInput)
    #expect(
      result.stdout == "1234.5\n0.33333333333333333333333333333333333333\n\n1606938044258990275541962092341162602522202993782792835301376\n",
      "\(result)")
    #expect(result.status == 0, "\(result)")
  }
}

// MARK: - Reference arithmetic for expectations

/// The decimal digits of 2^n, by repeated doubling of a digit array.
private func powerOfTwoDigits(_ n: Int) -> String {
  var digits: [UInt8] = [1]  // least significant first
  for _ in 0..<n {
    var carry: UInt8 = 0
    for index in digits.indices {
      let doubled = digits[index] * 2 + carry
      digits[index] = doubled % 10
      carry = doubled / 10
    }
    if carry > 0 { digits.append(carry) }
  }
  return String(digits.reversed().map { Character(String($0)) })
}

/// A positive integer's decimal digits rounded half-even to `count` significant digits,
/// trailing zeros removed; `carried` when rounding added a digit (999… to 1000…).
private func roundedSignificantDigits(_ integer: String, to count: Int) -> (digits: String, carried: Bool) {
  var kept = integer.prefix(count).map { Int(String($0))! }
  let dropped = integer.dropFirst(count).map { Int(String($0))! }
  var carried = false
  if let first = dropped.first {
    let beyondHalf = first > 5 || (first == 5 && dropped.dropFirst().contains { $0 != 0 })
    let exactlyHalf = first == 5 && !dropped.dropFirst().contains { $0 != 0 }
    if beyondHalf || (exactlyHalf && kept.last! % 2 == 1) {
      var index = kept.count - 1
      while index >= 0 {
        kept[index] += 1
        if kept[index] < 10 { break }
        kept[index] = 0
        index -= 1
      }
      if index < 0 {
        kept.insert(1, at: 0)
        kept.removeLast()
        carried = true
      }
    }
  }
  while kept.count > 1, kept.last == 0 { kept.removeLast() }
  return (kept.map(String.init).joined(), carried)
}

/// `d.ddd` + `e` + exponent, the way calc's displays write scientific notation.
private func scientific(_ digits: String, exponent: Int) -> String {
  let mantissa = digits.count == 1 ? digits : "\(digits.prefix(1)).\(digits.dropFirst())"
  return "\(mantissa)e\(exponent)"
}

/// An integer's digits grouped in threes with commas, as en_US writes them.
private func grouped(_ integer: String) -> String {
  var out = ""
  for (index, character) in integer.enumerated() {
    if index > 0, (integer.count - index) % 3 == 0 { out.append(",") }
    out.append(character)
  }
  return out
}
