import Testing

/// `calc EXPRESSION`: the value on standard output, nothing on standard error, exit 0.
///
/// Every expected value here was checked independently with Python's `fractions` (exact
/// value) and a reference implementation of the output rule in Grammar.md.
@Suite("One-shot evaluation")
struct OneShotTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var expression: String
    var output: String
    var testDescription: String { "\(expression) → \(output)" }
    init(_ expression: String, _ output: String) {
      self.expression = expression
      self.output = output
    }
  }

  static let arithmetic: [Case] = [
    Case("123+456*2", "1035"),
    Case("0.1+0.2", "0.3"),
    Case("0.1+0.2-0.3", "0"),
    Case("1/3*3", "1"),
    // Pasted text (issue 37).
    Case("½ + ¼", "0.75"),
    Case("10⁻⁵", "0.00001"),
    Case("1e−3", "0.001"),
    // The identity rule decides floor as it decides sqrt(2)^2 == 2 (issue 35).
    Case("floor(sqrt(2)^2)", "2"),
    Case("floor(exp(ln(10)))", "10"),
    Case("100/7*7", "100"),
    Case("1/3+1/6", "0.5"),
    Case("2/3", "0.66666666666666666666666666666666666667"),
    Case("1/3", "0.33333333333333333333333333333333333333"),
    Case("22/7", "3.1428571428571428571428571428571428571"),
    Case("2^-2^2", "0.0625"),
    Case("2^3^2", "512"),
    Case("(-2)^2", "4"),
    Case("-2^-2", "-0.25"),
    Case("(2/3)^-3", "3.375"),
    Case("0^0", "1"),
    Case("2^100", "1267650600228229401496703205376"),
    Case("10-4-3", "3"),
    Case("64/4/2", "8"),
    Case("7-2*3", "1"),
    Case("(7-2)*3", "15"),
    Case("5*-3", "-15"),
    Case("5--2", "7"),
    Case("+5", "5"),
    Case("123456789*987654321", "121932631112635269"),
    // Exact integers print in full; --precision rounds them.
    Case(
      "12345678901234567890123456789*98765432109876543210987654321",
      "1219326311370217952261850327336229233322374638011112635269"),
    Case(
      "12345678901234567890123*98765432109876543210987654321098765",
      "1219326311370217952261805212374480515902758266269150998095"),
    Case(
      "1234567890123456789^7",
      "4371241899268725428364208289519510588539212553598950486912858825153547618526426094549436384682321156604105518810510686881926429"),
    Case("3^200", "265613988875874769338781322035779626829233452653394495974574961739092490901302182994384699044001"),
  ]

  @Test("A one-shot expression prints its exact value, rounded once", arguments: arithmetic)
  func evaluatesArithmetic(_ example: Case) throws {
    let result = try runCalc(["--", example.expression])
    #expect(result.stdout == example.output + "\n", "\(result)")
    #expect(result.stderr == "", "\(result)")
    #expect(result.status == 0, "\(result)")
  }

  static let spellings: [Case] = [
    Case("00012", "12"),
    Case(".5+5.", "5.5"),
    Case("1E-3", "0.001"),
    Case("1.5E+7", "15000000"),
    Case("1_000_000*3", "3000000"),
    Case("2**10", "1024"),
    Case("6 × 7", "42"),
    Case("7 ÷ 2", "3.5"),
    Case("5 − 8", "-3"),
    Case("\t1 +\t2 ", "3"),
  ]

  @Test("A one-shot expression reads every literal form and operator spelling", arguments: spellings)
  func readsSpellings(_ example: Case) throws {
    let result = try runCalc([example.expression])
    #expect(result.stdout == example.output + "\n", "\(result)")
    #expect(result.status == 0, "\(result)")
  }

  /// `--precision N` before plain words takes the one-shot fast path; `--` after the option
  /// sends the same line through the argument parser. Both must say the same, errors and
  /// refusals included.
  @Test(
    "--precision N takes the fast path with the argument parser's results",
    arguments: ["2/3", "sqrt(2)", "1/8", "2^200", "10^50", "pi", "1e-30", "0.1+0.2", "1/0", "sin(", "3 usd", "x"])
  func precisionFastPath(_ expression: String) throws {
    for precision in ["1", "5", "60"] {
      let fast = try runCalc(["--precision", precision, expression])
      let slow = try runCalc(["--precision", precision, "--", expression])
      let joined = try runCalc(["--precision=\(precision)", expression])
      #expect(fast.stdout == slow.stdout && fast.stderr == slow.stderr && fast.status == slow.status, "\(fast) / \(slow)")
      #expect(joined.stdout == slow.stdout && joined.status == slow.status, "\(joined) / \(slow)")
    }
    // A precision out of range is still the argument parser's error.
    let refused = try runCalc(["--precision", "0", expression])
    #expect(refused.status == 64 && refused.stderr.contains("--precision must be from 1"), "\(refused)")
  }

  @Test("Several arguments are joined with spaces into one expression")
  func joinsArguments() throws {
    let sum = try runCalc(["2", "+", "3"])
    #expect(sum.stdout == "5\n", "\(sum)")
    #expect(sum.status == 0)

    let grouped = try runCalc(["(1", "+2)*3"])
    #expect(grouped.stdout == "9\n", "\(grouped)")

    // Joined with a space, "2" and "3" are two numbers with no operator between them.
    let adjacent = try runCalc(["2", "3"])
    #expect(adjacent.status == 1, "\(adjacent)")
    #expect(adjacent.stderr == errorReport("a number right after 2: write 2*3 to multiply, or 23 for one number", "2 3", "  ^"))
  }

  @Test("An expression starting with '-' is taken after '--'")
  func negativeExpressionAfterDoubleDash() throws {
    let result = try runCalc(["--", "-2^2"])
    #expect(result.stdout == "-4\n", "\(result)")
    #expect(result.status == 0)
  }

  @Test("An expression starting with '-' is also taken without '--'")
  func negativeExpressionWithoutDoubleDash() throws {
    let power = try runCalc(["-2^2"])
    #expect(power.stdout == "-4\n", "\(power)")
    #expect(power.status == 0, "\(power)")

    let words = try runCalc(["-1", "-", "-1"])
    #expect(words.stdout == "0\n", "\(words)")
  }

  @Test("'--' only ends the options: it is not part of the expression")
  func doubleDashIsNotArithmetic() throws {
    // The error shows the expression as given, not "-- 1/0".
    let error = try runCalc(["--", "1/0"])
    #expect(error.status == 1, "\(error)")
    // 256 signs are within the nesting limit; two more from a "--" would not be.
    let signs = try runCalc(["--", repeated("-", 256) + "1"])
    #expect(error.stderr == errorReport("division by zero", "1/0", "  ^"), "\(error)")
    #expect(signs.stdout == "1\n", "\(signs)")
    #expect(signs.status == 0, "\(signs)")
    let percent = try runCalc(["--", "10% of 200"])
    #expect(percent.stdout == "20\n", "\(percent)")
  }

  @Test("A one-shot result is never a negative zero", arguments: ["-0", "-(1-1)", "0*-1", "-0.000"])
  func noNegativeZero(_ expression: String) throws {
    let result = try runCalc(["--", expression])
    #expect(result.stdout == "0\n", "\(result)")
    #expect(result.status == 0)
  }

  @Test("Standard input is ignored when an expression is given")
  func expressionWinsOverStdin() throws {
    let result = try runCalc(["1+1"], stdin: "5*5\n")
    #expect(result.stdout == "2\n", "\(result)")
    #expect(result.status == 0)
  }
}
