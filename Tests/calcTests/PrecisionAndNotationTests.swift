import Testing

/// `--precision`, `--rounding` and the plain-or-scientific output rule.
///
/// Expected outputs were checked with Python: `decimal` for the rounding modes and a
/// reference implementation of Grammar.md's rule (plain when −6 ≤ a < precision, where a is
/// the position of the most significant digit after rounding) on `fractions` values.
@Suite("Precision, rounding and notation")
struct PrecisionAndNotationTests {
  static let modes = ["half-even", "half-up", "half-down", "up", "down", "ceiling", "floor"]

  struct RoundingRow: Sendable, CustomTestStringConvertible {
    var expression: String
    var precision: Int
    /// The output for each mode, in the order of `modes`.
    var outputs: [String]
    var testDescription: String { "\(expression) at precision \(precision)" }
  }

  static let roundingRows: [RoundingRow] = [
    // Grammar.md's table, one significant digit.
    RoundingRow(expression: "2.5", precision: 1, outputs: ["2", "3", "2", "3", "2", "3", "2"]),
    RoundingRow(expression: "-2.5", precision: 1, outputs: ["-2", "-3", "-2", "-3", "-2", "-2", "-3"]),
    RoundingRow(expression: "2.4", precision: 1, outputs: ["2", "2", "2", "3", "2", "3", "2"]),
    RoundingRow(expression: "3.5", precision: 1, outputs: ["4", "4", "3", "4", "3", "4", "3"]),
    RoundingRow(expression: "-3.5", precision: 1, outputs: ["-4", "-4", "-3", "-4", "-3", "-3", "-4"]),
    RoundingRow(expression: "-2.4", precision: 1, outputs: ["-2", "-2", "-2", "-3", "-2", "-2", "-3"]),
    RoundingRow(expression: "2.6", precision: 1, outputs: ["3", "3", "3", "3", "2", "3", "2"]),
    // Ties and non-ties below the units.
    RoundingRow(
      expression: "0.125", precision: 2,
      outputs: ["0.12", "0.13", "0.12", "0.13", "0.12", "0.13", "0.12"]),
    RoundingRow(
      expression: "-0.125", precision: 2,
      outputs: ["-0.12", "-0.13", "-0.12", "-0.13", "-0.12", "-0.12", "-0.13"]),
    RoundingRow(
      expression: "2/3", precision: 5,
      outputs: ["0.66667", "0.66667", "0.66667", "0.66667", "0.66666", "0.66667", "0.66666"]),
    RoundingRow(
      expression: "-2/3", precision: 5,
      outputs: ["-0.66667", "-0.66667", "-0.66667", "-0.66667", "-0.66666", "-0.66666", "-0.66667"]),
    RoundingRow(
      expression: "1/7", precision: 3,
      outputs: ["0.143", "0.143", "0.143", "0.143", "0.142", "0.143", "0.142"]),
    // Rounding up that carries into a new digit changes the notation.
    RoundingRow(
      expression: "99999.5", precision: 5,
      outputs: ["1e+5", "1e+5", "99999", "1e+5", "99999", "1e+5", "99999"]),
  ]

  @Test("--rounding applies each mode to the last kept digit", arguments: roundingRows)
  func roundingModes(_ row: RoundingRow) throws {
    for (mode, expected) in zip(Self.modes, row.outputs) {
      let result = try runCalc(["--precision", "\(row.precision)", "--rounding", mode, "--", row.expression])
      #expect(result.stdout == expected + "\n", "--rounding \(mode): \(result)")
      #expect(result.status == 0, "--rounding \(mode): \(result)")
    }
  }

  @Test("The default rounding is half-even and the default precision 38")
  func defaults() throws {
    // A tie at one digit: half-even gives 2 where half-up would give 3.
    let tie = try runCalc(["--precision", "1", "2.5"])
    #expect(tie.stdout == "2\n", "\(tie)")
    // 38 sixes rounded up in the last place.
    let twoThirds = try runCalc(["2/3"])
    #expect(twoThirds.stdout == "0." + repeated("6", 37) + "7\n", "\(twoThirds)")
  }

  @Test("Options also work in --name=value form and after the expression")
  func optionSpellings() throws {
    let equals = try runCalc(["--rounding=up", "--precision=3", "2/3"])
    #expect(equals.stdout == "0.667\n", "\(equals)")
    let after = try runCalc(["2/3", "--precision", "5", "--rounding", "down"])
    #expect(after.stdout == "0.66666\n", "\(after)")
  }

  @Test("The example of README.md and calc.1, --precision 5 --rounding down 2/3, prints 0.66666")
  func readmeExample() throws {
    let result = try runCalc(["--precision", "5", "--rounding", "down", "2/3"])
    #expect(result.stdout == "0.66666\n", "\(result)")
    #expect(result.status == 0)
  }

  @Test("--precision 5000 shows 5000 significant digits")
  func maximumPrecision() throws {
    let third = try runCalc(["--precision", "5000", "1/3"])
    #expect(third.stdout == "0." + repeated("3", 5000) + "\n", "\(third)")

    let twoThirds = try runCalc(["--precision", "5000", "2/3"])
    #expect(twoThirds.stdout == "0." + repeated("6", 4999) + "7\n", "\(twoThirds)")

    // 1/7 = 0.142857 142857 …; the 5001st digit (a 2) rounds down.
    let seventh = try runCalc(["--precision", "5000", "1/7"])
    #expect(seventh.stdout == "0." + repeated("142857", 833) + "14\n", "\(seventh)")

    // 10^4999 has 5000 digits, all significant: plain. 10^5000 needs 5001: scientific.
    let plain = try runCalc(["--precision", "5000", "10^4999"])
    #expect(plain.stdout == "1" + repeated("0", 4999) + "\n", "\(plain)")
    let scientific = try runCalc(["--precision", "5000", "10^5000"])
    #expect(scientific.stdout == "1e+5000\n", "\(scientific)")
  }

  @Test("--precision 1 keeps a single digit")
  func minimumPrecision() throws {
    let result = try runCalc(["--precision", "1", "2/3"])
    #expect(result.stdout == "0.7\n", "\(result)")
    #expect(result.status == 0)
  }

  struct NotationCase: Sendable, CustomTestStringConvertible {
    var expression: String
    var precision: Int
    var output: String
    var testDescription: String { "\(expression) at precision \(precision) → \(output)" }
    init(_ expression: String, _ precision: Int, _ output: String) {
      self.expression = expression
      self.precision = precision
      self.output = output
    }
  }

  static let notation: [NotationCase] = [
    NotationCase("1035", 38, "1035"),
    NotationCase("12.5", 38, "12.5"),
    NotationCase("0.000125", 38, "0.000125"),
    // a = -6 is the smallest plain position; a = -7 is scientific.
    NotationCase("0.000001", 38, "0.000001"),
    NotationCase("0.000001234", 38, "0.000001234"),
    NotationCase("0.0000001", 38, "1e-7"),
    NotationCase("-0.0000001234", 38, "-1.234e-7"),
    NotationCase("1/7000000", 5, "1.4286e-7"),
    NotationCase("2^-30", 5, "9.3132e-10"),
    // a < precision is plain; a = precision is scientific.
    NotationCase("10^37", 38, "1" + repeated("0", 37)),
    NotationCase("10^38", 38, "1e+38"),
    NotationCase(repeated("9", 38), 38, repeated("9", 38)),
    NotationCase(repeated("9", 39), 38, "1e+39"),
    NotationCase("2^100", 31, "1267650600228229401496703205376"),
    NotationCase("2^100", 30, "1.26765060022822940149670320538e+30"),
    NotationCase("12345", 5, "12345"),
    NotationCase("99999.4", 5, "99999"),
    NotationCase("100000", 5, "1e+5"),
    NotationCase("123456", 5, "1.2346e+5"),
    NotationCase("-123456", 5, "-1.2346e+5"),
    // The rule looks at the value after rounding.
    NotationCase("0.000009999999", 5, "0.00001"),
    NotationCase("0.0000009999999", 5, "0.000001"),
    // The extremes of the value range.
    NotationCase("2^65535", 38, "1.0017649652034232324895361757801278752e+19728"),
    NotationCase("2^-65535", 38, "9.9823814441038589313181149584264903947e-19729"),
  ]

  @Test("Results are plain when -6 <= a < precision, else scientific", arguments: notation)
  func plainOrScientific(_ example: NotationCase) throws {
    let result = try runCalc(["--precision", "\(example.precision)", "--", example.expression])
    #expect(result.stdout == example.output + "\n", "\(result)")
    #expect(result.status == 0, "\(result)")
  }
}
