import Testing

import CalcKit

/// First contact: readings that were silent, and the spellings people bring from bc, qalc,
/// Python and spreadsheets, each read with its usual meaning or answered with calc's
/// spelling (Grammar.md, "Notation from other calculators"). Values are also checked
/// against Python in `language.tsv` (scripts/make-language-vectors.py).
@Suite("First contact: no silent surprises, and the spellings people bring")
struct FirstContactTests {
  /// What `run` gives for a line, as calc writes it, or the error's message.
  private func run(_ source: String, _ calculator: Calculator = Calculator()) -> String {
    var calculator = calculator
    calculator.showsExactValuesInFull = true
    do {
      switch try calculator.run(source) {
      case .value(let value): return calculator.format(value)
      case .converted(let converted): return converted.text
      case .amount(let amount): return amount.text
      case .definition(let definition): return definition.source
      case .plot: return "plot"
      }
    } catch {
      return "error: \(error.message)"
    }
  }

  @Test("A factor after a space in a divisor multiplies the quotient; one touching it stays in it", arguments: [
    ("r = 2; 4/3 pi r^3", "33.510321638291127876934862754981364098"),
    ("x = 3; 1/2 x", "1.5"),
    ("x = 3; 1/2x", "0.16666666666666666666666666666666666667"),
    ("6/2 (1+2)", "9"),
    ("6 / 2 (1+2)", "9"),
    ("x = 3; 1/2 x/3 x", "1.5"),
    ("x = 3; 6 ÷ 2 x", "9"),
    ("x = 4; 7 // 2 x", "12"),
    ("1/2 sqrt(4)", "1"),
    ("1/2pi", "0.15915494309189533576888376337251436203"),
    ("x = 2; 2x/4 x", "2"),
    ("x = 2; 1/(2 x)", "0.25"),
    ("1/2 (3)^2", "4.5"),
    ("x = 3; 1/-2 x", "-1.5"),
    ("x = 3; 1/ -2x", "-0.16666666666666666666666666666666666667"),
  ])
  func spacedFactorAfterDivisor(source: String, expected: String) {
    #expect(run(source) == expected)
  }

  @Test("A parenthesis touching a divisor reads two ways: an error naming both bracketings", arguments: [
    ("6/2(1+2)", "error: '6/2(1+2)' reads two ways: write (6/2)(1+2) to multiply the quotient, or 6/(2(1+2)) to divide by the product"),
    ("1/2(3)", "error: '1/2(3)' reads two ways: write (1/2)(3) to multiply the quotient, or 1/(2(3)) to divide by the product"),
    ("(6)/(2)(3)", "error: '(6)/(2)(3)' reads two ways: write ((6)/(2))(3) to multiply the quotient, or (6)/((2)(3)) to divide by the product"),
    ("1/-2(3)", "error: '1/-2(3)' reads two ways: write (1/-2)(3) to multiply the quotient, or 1/-(2(3)) to divide by the product"),
    ("8 ÷ 2(2+2)", "error: '8÷2(2+2)' reads two ways: write (8÷2)(2+2) to multiply the quotient, or 8÷(2(2+2)) to divide by the product"),
  ])
  func parenthesisTouchingDivisor(source: String, expected: String) {
    #expect(run(source) == expected)
  }

  @Test("The error for 6/2(1+2) points at the parenthesis")
  func ambiguousDivisorRange() throws {
    let error = #expect(throws: CalcError.self) { try Calculator().evaluate("6/2(1+2)") }
    #expect(error?.kind == .syntax)
    #expect(error?.range == SourceRange(3, 8))
  }

  @Test("A currency stays with its amount in a divisor")
  func currencyInDivisor() {
    #expect(run("2 / 3 USD").hasPrefix("error: cannot divide a plain number"))
  }

  @Test("Two percentages add as percentage points; a + b% stays a increased by b%", arguments: [
    ("8.25% + 1%", "0.0925"),
    ("8.25% - 1%", "0.0725"),
    ("50% - 10%", "0.4"),
    ("200 + 10%", "220"),
    ("200 - 10%", "180"),
    ("200 + 10% + 5%", "231"),
    ("(8.25%) + 1%", "0.0925"),
    ("10% * 2 + 5%", "0.21"),
  ])
  func percentagePoints(source: String, expected: String) {
    #expect(run(source) == expected)
  }

  @Test("A name bc gives a meaning to is assigned, and the notice says once what calc does instead")
  func bcNames() throws {
    var calculator = Calculator()
    try calculator.run("scale = 20")
    #expect(calculator.variables["scale"] == Number(20))
    #expect(calculator.notices.count == 1)
    #expect(calculator.notices.first?.contains("--precision") == true)
    try calculator.run("scale = 30")
    #expect(calculator.notices.isEmpty)
    try calculator.run("obase = 16; ibase = 2")
    #expect(calculator.notices.count == 2)
    #expect(calculator.notices.contains { $0.contains("to hex") })
    #expect(calculator.notices.contains { $0.contains("0x1f") })
    try calculator.run("last = 1")
    #expect(calculator.notices.first?.contains("ans") == true)
    try calculator.run("x = 1")
    #expect(calculator.notices.isEmpty)
  }

  @Test("Spellings from other languages read with their usual meaning", arguments: [
    ("7 // 2", "3"),
    ("-7 // 2", "-4"),
    ("7.5 // 2", "3"),
    ("1==1 && 2==2", "1"),
    ("1 == 1 && 2 == 3", "0"),
    ("0 || 5", "1"),
    ("0 || 0", "0"),
    ("6 && 3", "1"),
    ("6 & 3", "2"),
    ("1 || 0 && 0", "1"),
    ("sin(30 deg)", "0.5"),
    ("30 deg", "0.52359877559829887307710723054658381403"),
    ("(1+2) deg", "0.052359877559829887307710723054658381403"),
    ("atan(1) to deg", "45"),
    ("30 deg to rad", "0.52359877559829887307710723054658381403"),
    ("pi to degrees", "180"),
    ("0.5 to %", "50%"),
    ("1/8 to percent", "12.5%"),
    ("-2 to %", "-200%"),
    ("1/3 to %", "33.333333333333333333333333333333333333%"),
    ("pi to 3 sig figs", "3.14"), ("pi to 3 s.f.", "3.14"), ("2/3 to 2 S.F.", "0.67"),
    ("pi to 3 significant figures", "3.14"),
    ("2/3 to 2 sig fig", "0.67"),
    ("x = 2; x deg", "error: unknown name 'deg'"),
  ])
  func spellings(source: String, expected: String) {
    #expect(run(source) == expected)
  }

  @Test("deg and rad with the degrees setting")
  func anglesInDegrees() {
    var calculator = Calculator()
    calculator.angleUnit = .degrees
    #expect(run("sin(30 deg)", calculator) == "0.5")
    #expect(run("(pi/2) rad", calculator) == "90")
    #expect(run("atan(1) to deg", calculator) == "45")
    #expect(run("45 to rad", calculator) == "0.78539816339744830961566084581987572105")
  }

  @Test("deg that is also your variable reads two ways")
  func angleUnitAlsoAName() {
    var calculator = Calculator()
    _ = try? calculator.run("deg = 2")
    #expect(run("30 deg", calculator).hasPrefix("error: 'deg' reads two ways here"))
  }

  @Test("Spellings that mean two things are answered with calc's, naming both", arguments: [
    ("!0", "error: '!' before an operand is not calc's: write not 0 for the logical not (1 for 0, else 0), or ~0 for the bitwise complement"),
    ("int(3.7)", "error: 'int' is not read: it is floor in spreadsheets and trunc in Python; write floor(3.7) or trunc(3.7)"),
    ("lg(8)", "error: 'lg' is not read: it is log10 in some places and log2 in others; write log10(8) or log2(8)"),
    ("hex(255)", "error: 'hex' is not a function: a value is written in another base by a conversion at the end of the line, 255 to hex"),
    ("bin(10)", "error: 'bin' is not a function: a value is written in another base by a conversion at the end of the line, 10 to bin"),
    ("oct(8)", "error: 'oct' is not a function: a value is written in another base by a conversion at the end of the line, 8 to oct"),
  ])
  func hints(source: String, expected: String) {
    #expect(run(source) == expected)
  }

  @Test("Did you mean: only a near name of the same kind", arguments: [
    ("5 to miles", "error: cannot convert to 'miles': after 'to' write fraction, mixed, hex, oct, bin, base N, decimal, sci, eng, N digits, N dp, % or a currency code"),
    ("5 to mixd", "error: cannot convert to 'mixd' (did you mean 'mixed'?): after 'to' write fraction, mixed, hex, oct, bin, base N, decimal, sci, eng, N digits, N dp, % or a currency code"),
    ("sqtr(2)", "error: unknown function 'sqtr' (did you mean 'sqrt'?)"),
  ])
  func suggestions(source: String, expected: String) {
    #expect(run(source) == expected)
  }

  @Test("tan is undefined at odd multiples of π/2 whatever the angle unit", arguments: [
    "tan(90°)", "tan(pi/2)", "tan(-pi/2)", "tan(3pi/2)", "tan(pi/2 + pi)", "tan(tau/4)", "tan(90 deg)", "tan(270°)",
    "tan(0.5pi)",
  ])
  func tangentPoles(source: String) {
    #expect(run(source) == "error: tan is undefined at odd multiples of π/2 (90°)")
  }

  @Test("tan near or at even multiples of π/2 is not a pole")
  func tangentNotPoles() {
    #expect(run("tan(pi)") == "0")
    #expect(run("tan(180°)") == "0")
    #expect(run("tan(45°)") == "1")
    var degrees = Calculator()
    degrees.angleUnit = .degrees
    #expect(run("tan(90)", degrees) == "error: tan is undefined at odd multiples of 90°")
    #expect(run("tan(pi/2)", degrees).hasPrefix("0.0274"))
  }

  @Test("An exact integer is written in full, whatever its trailing zeros", arguments: [
    ("2^100*10^10", "12676506002282294014967032053760000000000"),
    ("10^50", "100000000000000000000000000000000000000000000000000"),
    ("-10^40", "-10000000000000000000000000000000000000000"),
    ("6.022e23*1.5", "903300000000000000000000"),
    ("2^-30", "9.31322574615478515625e-10"),
    ("1e-50", "1e-50"),
  ])
  func integersInFull(source: String, expected: String) {
    #expect(run(source) == expected)
  }

  @Test("Number.fullDecimalString writes an integer in plain notation")
  func fullDecimalString() throws {
    let value = try Calculator().evaluate("2^100*10^10")
    #expect(value.fullDecimalString() == "12676506002282294014967032053760000000000")
    #expect(value.decimalString(precision: 5) == "1.2677e+40")
  }
}
