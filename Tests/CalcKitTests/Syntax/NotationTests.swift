import Testing

import CalcKit

/// What users of other calculators write, read as they mean it or refused with
/// both readings; never reinterpreted silently.
@Suite("Notation from other calculators: % as modulo, n!!, 0x/0o/0b, superscripts, √ ∛ · °")
struct NotationTests {
  private func value(_ source: String, _ calculator: Calculator = Calculator()) throws -> String {
    calculator.format(try calculator.evaluate(source))
  }

  private func failure(_ source: String) -> CalcError? {
    #expect(throws: CalcError.self) { try Calculator().evaluate(source) }
  }

  @Test("% followed by an operand is modulo (floored, like mod); the percentage forms stay", arguments: [
    ("5 % 2", "1"),
    ("5%2", "1"),
    ("-5 % 2", "1"),
    ("5 % (-2)", "-1"),
    ("-5 % (-2)", "-1"),
    ("7.5 % 2", "1.5"),
    ("7%(2)", "1"),
    ("2^3 % 3", "2"),
    ("2*7 % 4", "2"),
    ("10 % 4 * 3", "6"),
    ("10 % 4!", "10"),
    ("5%-2", "-1.95"),
    ("5% - 2", "-1.95"),
    ("200 + 10% - 5", "215"),
    ("50% - 10%", "0.4"),
    ("50%", "0.5"),
    ("200+10%", "220"),
    ("10% of 200", "20"),
    ("10% mod 3", "0.1"),
    ("(5%) - 2", "-1.95"),
    ("5 mod -2", "-1"),
  ])
  func percentAndModulo(source: String, expected: String) throws {
    #expect(try value(source) == expected)
  }

  @Test("n!! is the double factorial; (n!)! stays writable", arguments: [
    ("4!!", "8"),
    ("5!!", "15"),
    ("9!!", "945"),
    ("0!!", "1"),
    ("1!!", "1"),
    ("2!!", "2"),
    ("(4!)!", "620448401733239439360000"),
    ("(4!!)!", "40320"),
    ("-4!!", "-8"),
    ("3!!^2", "9"),
    ("2^3!!", "8"),
    ("20!!", "3715891200"),
  ])
  func doubleFactorial(source: String, expected: String) throws {
    #expect(try value(source) == expected)
  }

  @Test("Hexadecimal, octal and binary literals, with a fraction part too", arguments: [
    ("0xff + 0b1", "256"),
    ("0xFF", "255"),
    ("0XfF", "255"),
    ("0o17", "15"),
    ("0O17", "15"),
    ("0b1010", "10"),
    ("0B1_0", "2"),
    ("0xdead_beef", "3735928559"),
    ("0b1111_0000", "240"),
    ("0x0", "0"),
    ("0x00ff", "255"),
    ("-0x10", "-16"),
    ("0x10^2", "256"),
    ("0x1e5", "485"),
    ("0x1.5", "1.3125"),
    ("0b0.01", "0.25"),
    ("0o7.4", "7.5"),
    ("0x0.0_8", "0.03125"),
    ("0x7fff_ffff_ffff_ffff + 1", "9223372036854775808"),
    ("0xffffffffffffffffffff", "1208925819614629174706175"),
    ("0o777777777777777777777", "9223372036854775807"),
  ])
  func bases(source: String, expected: String) throws {
    #expect(try value(source) == expected)
  }

  @Test("Based literals are capped like decimal ones")
  func basedCap() throws {
    let largest = "0x" + String(repeating: "f", count: 830_482)  // 2^3321928 - 1
    #expect(try Calculator().evaluate(largest).isExact)
    for source in ["0x1" + String(repeating: "0", count: 830_482), "0x" + String(repeating: "f", count: 900_000)] {
      let error = failure(source)
      #expect(error?.kind == .tooLarge)
      #expect(error?.message == "this number has more than 1000000 digits (the exact-size limit)")
    }
  }

  @Test("Superscript powers, √, ∛, · and ° read as the operations they stand for", arguments: [
    ("2²", "4"),
    ("2³", "8"),
    ("2⁻¹", "0.5"),
    ("10¹⁰", "10000000000"),
    ("2⁺³", "8"),
    ("2⁰", "1"),
    ("2²³", "8388608"),
    ("-2²", "-4"),
    ("(-2)²", "4"),
    ("2 ²", "4"),
    ("3!²", "36"),
    ("2^2²", "16"),
    ("(1+2)² + 4²", "25"),
    ("(-1)¹⁰⁰⁰⁰⁰¹", "-1"),
    ("√16", "4"),
    ("√(2.25)", "1.5"),
    ("√2", "1.4142135623730950488016887242096980786"),
    ("√(2)", "1.4142135623730950488016887242096980786"),
    ("√2·√2", "2"),
    ("√√16", "2"),
    ("-√4", "-2"),
    ("2*√9", "6"),
    ("√9 % 2", "1"),
    ("∛27", "3"),
    ("∛(-27)", "-3"),
    ("2·3", "6"),
    ("6 · 7", "42"),
    ("sin(30°)", "0.5"),
    ("cos(60°)", "0.5"),
    ("tan(45°)", "1"),
    ("180°", "3.1415926535897932384626433832795028842"),
    ("(90)°*2", "3.1415926535897932384626433832795028842"),
  ])
  func unicode(source: String, expected: String) throws {
    #expect(try value(source) == expected)
  }

  @Test("° is the identity in degrees", arguments: [("sin(30°)", "0.5"), ("90°", "90"), ("cos(60°)", "0.5"), ("asin(0.5)", "30")])
  func degreeSignInDegrees(source: String, expected: String) throws {
    #expect(try value(source, Calculator(angleUnit: .degrees)) == expected)
  }

  @Test("What reads two ways, or not at all, is an error with a caret", arguments: [
    ("5 % -2", CalcError.Kind.syntax,
     "'%' then '-' reads two ways: write 5 mod -2 for the remainder, or (5%) - 2 for the percentage", 2, 5),
    ("5 %-2", .syntax,
     "'%' then '-' reads two ways: write 5 mod -2 for the remainder, or (5%) - 2 for the percentage", 2, 4),
    ("5% -2", .syntax,
     "'%' then '-' reads two ways: write 5 mod -2 for the remainder, or (5%) - 2 for the percentage", 1, 4),
    ("5 % − 2", .syntax,
     "'%' then '−' reads two ways: write 5 mod −2 for the remainder, or (5%) − 2 for the percentage", 2, 7),
    ("x % +(1)", .syntax,
     "'%' then '+' reads two ways: write x mod +… for the remainder, or (x%) + … for the percentage", 2, 5),
    ("10% 200", .syntax,
     "a number after a percentage: write 10% of 200 for a percentage of it, or 10 mod 200 for the remainder", 4, 7),
    ("4! !", .syntax, "'!' after a factorial: write (4!)! for a factorial of it; n!! is the double factorial", 3, 4),
    ("4!!!", .syntax, "'!' after a factorial: write (4!!)! for a factorial of it; n!! is the double factorial", 3, 4),
    ("4!!!!", .syntax, "'!!' after a factorial: write (4!!)!! for a factorial of it; n!! is the double factorial", 3, 5),
    ("(-1)!!", .domain, "double factorial is defined for whole numbers from 0 up", 0, 4),
    ("2.5!!", .domain, "double factorial is defined for whole numbers from 0 up", 0, 3),
    ("99999999!!", .tooLarge, "n!! is computed for n up to 6000000 (the work budget)", 0, 10),
    ("0x_ff", .syntax, "'_' must stand between two digits", 2, 3),
    ("0xff_", .syntax, "'_' must stand between two digits", 4, 5),
    ("0x1__0", .syntax, "'_' must stand between two digits", 3, 4),
    ("0b102", .syntax, "'2' is not a binary digit", 4, 5),
    ("0o18", .syntax, "'8' is not an octal digit", 3, 4),
    ("0x1.", .syntax, "expected hexadecimal digits after '0x1.'", 0, 4),
    ("0b1.2", .syntax, "'2' is not a binary digit", 4, 5),
    ("0x1.8_", .syntax, "'_' must stand between two digits", 5, 6),
    ("0x", .syntax, "expected hexadecimal digits after '0x'", 0, 2),
    ("0b", .syntax, "expected binary digits after '0b'", 0, 2),
    ("0xfg", .syntax, "expected an operator before 'g'", 3, 4),
    ("2⁻", .syntax, "expected superscript digits after the superscript sign", 1, 4),
    ("²", .syntax, "expected a number", 0, 2),
    ("2²^3", .syntax, "'^' after a superscript power: write (2²)^…", 3, 4),
    ("2²!", .syntax, "'!' after a superscript power: write (2²)!", 3, 4),
    ("2⁹⁹⁹⁹⁹⁹⁹⁹⁹⁹⁹⁹⁹⁹⁹⁹⁹⁹⁹⁹", .tooLarge, "the result is too large: its magnitude is beyond 2^(2^62), about 10^(1.388e18)", 0, 61),
    ("√4^2", .syntax, "'^' after √4 reads two ways: write (√4)^… or √(4^…)", 4, 5),
    ("√4²", .syntax, "a superscript power after √4 reads two ways: write (√4)² or √(4²)", 4, 6),
    ("√4!", .syntax, "'!' after √4 reads two ways: write (√4)! or √(4!)", 4, 5),
    ("√-4", .syntax, "expected a number after '√'", 3, 4),
    ("√(-4)", .domain, "the square root of a negative number is not real", 3, 7),
    ("√", .syntax, "expected a number after '√'", 3, 3),
    ("pi°", .syntax, "'°' follows a number or ')', as in 30° or (x)°", 2, 4),
    ("°", .syntax, "expected a number", 0, 2),
  ])
  func errors(source: String, kind: CalcError.Kind, message: String, lower: Int, upper: Int) {
    let error = failure(source)
    #expect(error?.kind == kind)
    #expect(error?.message == message)
    #expect(error?.range == SourceRange(lower, upper))
  }

  @Test("Carets sit under multi-byte characters")
  func carets() throws {
    let cases: [(String, String)] = [
      ("5 % -2", "error: '%' then '-' reads two ways: write 5 mod -2 for the remainder, or (5%) - 2 for the percentage\n  5 % -2\n    ^~~"),
      ("√4^2", "error: '^' after √4 reads two ways: write (√4)^… or √(4^…)\n  √4^2\n    ^"),
      ("2⁻", "error: expected superscript digits after the superscript sign\n  2⁻\n   ^"),
      ("√(-4)", "error: the square root of a negative number is not real\n  √(-4)\n   ^~~~"),
    ]
    for (source, expected) in cases {
      let error = try #require(failure(source))
      #expect(error.rendered(source: source) == expected)
    }
  }
}
