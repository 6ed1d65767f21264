import Testing

import CalcKit

@Suite("Language: functions, constants, percent, mod, factorial, variables")
struct LanguageTests {
  private func value(_ source: String, _ calculator: Calculator = Calculator()) throws -> String {
    calculator.format(try calculator.evaluate(source))
  }

  @Test("Percent follows the qalc/keypad rules", arguments: [
    ("50%", "0.5"),
    ("200+10%", "220"),
    ("200-10%", "180"),
    ("200*10%", "20"),
    ("200/10%", "2000"),
    ("10% of 200", "20"),
    ("10% of 200 + 5", "25"),
    ("200 + 10%*2", "200.2"),
    ("(200+10%)+10%", "242"),
    ("-7 mod 3", "2"),
    ("7 mod -3", "-2"),
    ("7.5 mod 2", "1.5"),
    ("2 * 7 mod 4", "2"),
  ])
  func percentAndModulo(source: String, expected: String) throws {
    #expect(try value(source) == expected)
  }

  @Test("Exact inputs with exact answers stay exact", arguments: [
    ("sqrt(16)", "4"), ("sqrt(0.25)", "0.5"), ("cbrt(-27)", "-3"), ("8^(1/3)", "2"),
    ("4^1.5", "8"), ("27^(-2/3)", "0.11111111111111111111111111111111111111"),
    ("(-8)^(1/3)", "-2"), ("exp(0)", "1"), ("ln(1)", "0"), ("log10(1000)", "3"),
    ("log10(0.001)", "-3"), ("log2(1024)", "10"), ("log(8, 2)", "3"), ("log(2, 8)", "0.33333333333333333333333333333333333333"),
    ("abs(-2.5)", "2.5"), ("floor(-2.5)", "-3"), ("ceil(-2.5)", "-2"), ("trunc(-2.5)", "-2"),
    ("round(2.5)", "3"), ("round(-2.5)", "-3"), ("round(2.4999)", "2"), ("round(3.14159, 2)", "3.14"),
    ("round(1234.5, -2)", "1200"), ("min(3, 1, 2)", "1"), ("max(3, 1, 2)", "3"), ("max(-1)", "-1"),
    ("0!", "1"), ("5!", "120"), ("20!", "2432902008176640000"), ("3!^2", "36"), ("-3!", "-6"),
    ("2^3!", "64"), ("sin(0)", "0"), ("cos(0)", "1"), ("atan(0)", "0"), ("acos(1)", "0"),
  ])
  func exactFunctions(source: String, expected: String) throws {
    let calculator = Calculator()
    let result = try calculator.evaluate(source)
    #expect(calculator.format(result) == expected)
    #expect(result.isExact, "\(source) should be exact")
  }

  @Test("Identities come out as people expect", arguments: [
    ("sqrt(2)^2", "2"), ("exp(ln(10))", "10"), ("2^0.5 - sqrt(2)", "0"), ("ln(e)", "1"),
    ("sin(pi)", "0"), ("cos(pi)", "-1"), ("atan(1)*4 - pi", "0"), ("10^log10(7)", "7"),
    ("sin(1)^2 + cos(1)^2", "1"), ("asin(sin(0.5))", "0.5"),
  ])
  func identities(source: String, expected: String) throws {
    #expect(try value(source) == expected)
  }

  @Test("Bounds that settle on a short decimal are taken to be it (the identity rule)", arguments: [38, 1000, 5000])
  func identityRule(precision: Int) throws {
    let calculator = Calculator(precision: precision)
    let zero = try calculator.evaluate("sqrt(2)^2 - 2")
    #expect(calculator.format(zero) == "0")
    // Inside an expression it decides the functions that jump (floor of bounds around 2 is
    // 2), but not a division by bounds around 0.
    #expect(try calculator.evaluate("floor(sqrt(2)^2)") == 2)
    let error = #expect(throws: CalcError.self) { try calculator.evaluate("1/(sqrt(2)^2-2)") }
    #expect(error?.kind == .indeterminate)
    for mode in [RoundingMode.down, .up, .floor, .ceiling] {
      var directed = calculator
      directed.rounding = mode
      let two = try directed.evaluate("sqrt(2)^2")
      #expect(directed.format(two) == "2", "\(mode)")
      #expect(two.isExact, "\(mode): settled on exactly 2")
    }
    // 2.5 exactly, computed as bounds around it: settled on 2.5, then rounded half up.
    let oneDigit = Calculator(precision: 1, rounding: .halfUp)
    #expect(oneDigit.format(try oneDigit.evaluate("sqrt(2)*sqrt(3.125)")) == "3")
    #expect(Calculator(precision: 1, rounding: .halfDown).format(try oneDigit.evaluate("sqrt(2)*sqrt(3.125)")) == "2")
  }

  @Test("Values a deep input places beside a short decimal are not settled on it", arguments: [
    // 2 − 10^-1000 is not 2: its bounds must be refined past the input's depth.
    ("sqrt(2)^2 - 1e-1000", RoundingMode.floor, "1.9999999999999999999999999999999999999"),
    ("sqrt(2)^2 - 1e-1000", .ceiling, "2"),
    ("sqrt(2)^2 + 1e-700", .ceiling, "2.0000000000000000000000000000000000001"),
    ("sin(pi) + 1e-800", .halfEven, "1e-800"),
    ("exp(ln(10)) - 2^-2000", .down, "9.9999999999999999999999999999999999999"),
  ])
  func deepInputs(source: String, rounding: RoundingMode, expected: String) throws {
    let calculator = Calculator(rounding: rounding)
    #expect(calculator.format(try calculator.evaluate(source)) == expected)
  }

  @Test("An irrational value beside a boundary is refined, never settled", arguments: [
    ("atan(5.06862294161e-203)", RoundingMode.floor, "5.0686229416099999999999999999999999999e-203"),
    ("exp(-3.28e-929)", .floor, "0.99999999999999999999999999999999999999"),
    ("exp(3.28e-929)", .ceiling, "1.0000000000000000000000000000000000001"),
    ("cos(1e-700)", .floor, "0.99999999999999999999999999999999999999"),
    ("tan(2.87475e-198)", .ceiling, "2.8747500000000000000000000000000000001e-198"),
    ("sin(1e-30)", .up, "1e-30"),
    ("sin(1e-30)", .down, "9.9999999999999999999999999999999999999e-31"),
    ("2 + sin(1e-700)", .ceiling, "2.0000000000000000000000000000000000001"),
  ])
  func irrationalBesideBoundary(source: String, rounding: RoundingMode, expected: String) throws {
    let calculator = Calculator(rounding: rounding)
    #expect(calculator.format(try calculator.evaluate(source)) == expected)
  }

  @Test("Tiny results are too small, not too large", arguments: ["exp(-4e18)", "2^-(2^63)", "(1/3)^(2^62)", "1e-99999999999999999999", "0.5^(2^62+2)"])
  func tooSmall(source: String) {
    let error = #expect(throws: CalcError.self) { try Calculator().evaluate(source) }
    #expect(error?.kind == .tooSmall)
    #expect(error?.message.contains("too small") == true)
  }

  @Test("Rational logarithms are exact", arguments: [
    ("log(8, 4)", "1.5"), ("log(0.125, 4)", "-1.5"), ("log(33554432, 16)", "6.25"), ("log(27, 9)", "1.5"),
    ("log(4, 8)", "0.66666666666666666666666666666666666667"), ("log2(0.5)", "-1"), ("log10(100000)", "5"),
  ])
  func rationalLogarithms(source: String, expected: String) throws {
    let result = try Calculator().evaluate(source)
    #expect(result.isExact)
    #expect(Calculator().format(result) == expected)
  }

  @Test("pi and e are right to any precision asked, and are approximations")
  func constants() throws {
    #expect(try value("pi") == "3.1415926535897932384626433832795028842")
    #expect(try value("π") == "3.1415926535897932384626433832795028842")
    let fifty = Calculator(precision: 50)
    #expect(try value("e", fifty) == "2.7182818284590452353602874713526624977572470937")
    #expect(try value("pi", fifty) == "3.1415926535897932384626433832795028841971693993751")
    #expect(!(try Calculator().evaluate("pi").isExact))
  }

  @Test("In degrees, functions are exact at the familiar angles and convert elsewhere")
  func degrees() throws {
    let calculator = Calculator(angleUnit: .degrees)
    #expect(try value("sin(30)", calculator) == "0.5")
    #expect(try value("cos(60)", calculator) == "0.5")
    #expect(try value("tan(45)", calculator) == "1")
    #expect(try value("sin(-90)", calculator) == "-1")
    #expect(try value("cos(540)", calculator) == "-1")
    #expect(try value("asin(0.5)", calculator) == "30")
    #expect(try value("atan(1)", calculator) == "45")
    #expect(try value("sin(45)", calculator) == "0.70710678118654752440084436210484903928")
    #expect(try value("asin(1)", Calculator()) == "1.5707963267948966192313216916397514421")
    #expect(throws: CalcError.self) { try calculator.evaluate("tan(90)") }
  }

  @Test("execute stores assignments and ans; evaluate reads them")
  func variables() throws {
    var calculator = Calculator()
    #expect(calculator.format(try calculator.execute("x = 2.5")) == "2.5")
    #expect(calculator.format(try calculator.execute("x*4")) == "10")
    #expect(calculator.format(try calculator.execute("ans + 1")) == "11")
    #expect(calculator.format(try calculator.execute("y = ans / x")) == "4.4")
    #expect(calculator.variables["y"] == Number("4.4"))
    // evaluate computes an assignment without storing it.
    #expect(calculator.format(try calculator.evaluate("z = 1")) == "1")
    #expect(calculator.variables["z"] == nil)
    let error = #expect(throws: CalcError.self) { try calculator.evaluate("z + 1") }
    #expect(error?.kind == .unknownName)
  }

  @Test("A parsed expression evaluates with different variables")
  func parseOnceEvaluateMany() throws {
    var calculator = Calculator()
    let area = try calculator.parse("r^2 * 3")
    for r in 1...5 {
      calculator.variables["r"] = Number(r)
      #expect(calculator.format(try calculator.evaluate(area)) == String(r * r * 3))
    }
    #expect(try calculator.parse("x = 1").assignedName == "x")
    #expect(try calculator.parse("x + 1").assignedName == nil)
  }

  @Test("Unknown names suggest the closest known one")
  func suggestions() throws {
    var calculator = Calculator()
    try calculator.execute("radius = 2")
    let error = #expect(throws: CalcError.self) { try calculator.evaluate("radios * 2") }
    #expect(error?.message == "unknown name 'radios' (did you mean 'radius'?)")
  }
}
