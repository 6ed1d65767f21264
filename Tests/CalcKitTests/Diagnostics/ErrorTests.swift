import Testing

import CalcKit

@Suite("Errors: kind, message, range and caret")
struct ErrorTests {
  private func failure(_ source: String) -> CalcError? {
    #expect(throws: CalcError.self) { try Calculator().evaluate(source) }
  }

  @Test("Each error has its kind, message and range", arguments: [
    ("1+*2", CalcError.Kind.syntax, "expected a number after '+'", 2, 3),
    ("1+", .syntax, "expected a number after '+'", 2, 2),
    ("(1+2", .syntax, "missing ')' to close '('", 4, 4),
    ("(1+2))", .syntax, "unmatched ')'", 5, 6),
    ("2 3", .syntax, "a number right after 2: write 2*3 to multiply, or 23 for one number", 2, 3),
    ("", .syntax, "expected an expression", 0, 0),
    ("   ", .syntax, "expected an expression", 3, 3),
    ("()", .syntax, "expected an expression inside '()'", 1, 2),
    ("(1 2)", .syntax, "a number right after 1: write 1*2 to multiply, or 12 for one number", 3, 4),
    ("1 # 2", .syntax, "unexpected character '#'", 2, 3),
    ("1 + €", .syntax, "'€' goes beside an amount, as in €5 or 5 €", 4, 7),
    ("1__0", .syntax, "'_' must stand between two digits", 1, 2),
    ("1_", .syntax, "'_' must stand between two digits", 1, 2),
    (".", .syntax, "expected digits around '.'", 0, 1),
    ("1e", .syntax, "'1e' reads two ways: write 1e1 (or another exponent) for scientific notation, or 1 e or 1*e for 1·e", 0, 2),
    ("foo*2", .unknownName, "unknown name 'foo'", 0, 3),
    ("1/0", .divisionByZero, "division by zero", 2, 3),
    ("1/(2-2)", .divisionByZero, "division by zero", 2, 7),
    ("0^-1", .divisionByZero, "zero cannot be raised to a negative power", 0, 4),
    ("(-8)^0.5", .domain, "a negative number has no real root of even degree", 0, 8),
    ("sqrt(-1)", .domain, "the square root of a negative number is not real", 5, 7),
    ("ln(0)", .domain, "the logarithm is defined for positive numbers only", 3, 4),
    ("log(8, 1)", .domain, "a logarithm's base cannot be 1", 0, 9),
    ("(-1)!", .domain, "x! has poles at the negative integers", 0, 4),
    ("(-2)!", .domain, "x! has poles at the negative integers", 0, 4),
    ("asin(2)", .domain, "asin is defined from -1 to 1", 5, 6),
    ("round(2, 0.5)", .domain, "round's second argument must be a whole number of decimals", 0, 13),
    ("7 mod 0", .divisionByZero, "division by zero", 6, 7),
    ("sqrt(2, 3)", .wrongArgumentCount, "sqrt takes 1 argument, got 2", 0, 10),
    ("max()", .wrongArgumentCount, "max takes at least 1 argument, got 0", 0, 5),
    ("round(1,2,3)", .wrongArgumentCount, "round takes 1 or 2 arguments, got 3", 0, 12),
    ("sqr(2)", .unknownName, "'sqr' is not read: it is the square in some places and the square root in others; write (2)^2 or sqrt(2)", 0, 3),
    ("sqrtt", .unknownName, "unknown name 'sqrtt' (did you mean 'sqrt'?)", 0, 5),
    ("x + 1", .unknownName, "unknown name 'x'", 0, 1),
    ("ans", .unknownName, "'ans' has no value yet: it is the last result", 0, 3),
    ("pi = 3", .invalidAssignment, "'pi' is a constant and cannot be assigned", 0, 2),
    ("sin = 3", .invalidAssignment, "'sin' is a function and cannot be assigned", 0, 3),
    ("ans = 3", .invalidAssignment, "'ans' is always the last result and cannot be assigned", 0, 3),
    ("sqrt + 1", .syntax, "'sqrt' is a function: write sqrt(…)", 0, 4),
    ("2 mod", .syntax, "expected a number after 'mod'", 5, 5),
    ("5 of 3", .syntax, "'of' follows a percentage, as in 10% of 200", 2, 4),
    ("1 = 2", .syntax, "'=' assigns to a name, as in x = 2; it cannot follow an expression", 2, 3),
    ("x =", .syntax, "expected a value after '='", 3, 3),
    ("1/(sqrt(2)^2-2)", .indeterminate,
     "cannot decide this result: a value is too close to zero or to a whole number to tell", 0, 15),
    ("10^200000*pi mod 7", .tooLarge,
     "mod needs every digit of the quotient, about 200000 digits long, but an approximation keeps at most about 102019 digits", 0, 18),
    ("99999999999999999999!", .tooLarge, "the result is too large: its magnitude is beyond 2^(2^62), about 10^(1.388e18)", 0, 21),
    ("exp(4e18)", .tooLarge, "the result is too large: its magnitude is beyond 2^(2^62), about 10^(1.388e18)", 0, 9),
    ("9^9^9^9", .tooLarge, "the result is too large: its magnitude is beyond 2^(2^62), about 10^(1.388e18)", 0, 7),
    ("2^99999999999999999999", .tooLarge, "the result is too large: its magnitude is beyond 2^(2^62), about 10^(1.388e18)", 0, 22),
    ("1e99999999999999999999", .tooLarge, "the result is too large: its magnitude is beyond 2^(2^62), about 10^(1.388e18)", 0, 22),
    ("1e-99999999999999999999", .tooSmall, "the result is too small: nonzero, but below 2^-(2^62), about 10^-(1.388e18)", 0, 23),
    ("exp(-4e18)", .tooSmall, "the result is too small: nonzero, but below 2^-(2^62), about 10^-(1.388e18)", 0, 10),
  ])
  func kindsMessagesRanges(
    source: String, kind: CalcError.Kind, message: String, lower: Int, upper: Int
  ) {
    let error = failure(source)
    #expect(error?.kind == kind)
    #expect(error?.message == message)
    #expect(error?.range == SourceRange(lower, upper))
  }

  @Test("The rendered error puts a caret under the responsible text")
  func caretRendering() throws {
    let cases: [(String, String)] = [
      ("1+*2", "error: expected a number after '+'\n  1+*2\n    ^"),
      ("1/(2-2)", "error: division by zero\n  1/(2-2)\n    ^~~~~"),
      ("(1+2", "error: missing ')' to close '('\n  (1+2\n      ^"),
      ("3 × 4 ÷ 0", "error: division by zero\n  3 × 4 ÷ 0\n          ^"),
      ("\t1/0", "error: division by zero\n   1/0\n     ^"),
    ]
    for (source, expected) in cases {
      let error = try #require(failure(source))
      #expect(error.rendered(source: source) == expected)
    }
  }

  @Test("A long line is shown as a window around the caret")
  func longLineWindow() throws {
    let source = String(repeating: "1+", count: 5_000) + "*"
    let error = try #require(failure(source))
    let lines = error.rendered(source: source, prefix: "").split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[1].count <= 104)
    #expect(lines[1].hasPrefix("  …"))
    let caretColumn = try #require(lines[2].firstIndex(of: "^"))
    let column = lines[2].distance(from: lines[2].startIndex, to: caretColumn)
    let shown = Array(lines[1])
    #expect(shown[column] == "*")
  }

  @Test("Errors are values: equal when kind, message and range are")
  func equatable() {
    #expect(failure("1/0") == failure("1/0"))
    #expect(failure("1/0") != failure("10/0"))
  }
}
