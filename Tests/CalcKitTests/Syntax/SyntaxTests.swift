import Testing

import CalcKit

@Suite("Syntax: literals, operators, precedence")
struct SyntaxTests {
  private func value(_ source: String, precision: Int = 38) throws -> String {
    let calculator = Calculator(precision: precision)
    return calculator.format(try calculator.evaluate(source))
  }

  @Test("Operators bind and associate as Grammar.md says", arguments: [
    ("123+456*2", "1035"),
    ("2^3^2", "512"),
    ("(2^3)^2", "64"),
    ("-2^2", "-4"),
    ("(-2)^2", "4"),
    ("2^-1", "0.5"),
    ("2^-2^2", "0.0625"),
    ("5*-3", "-15"),
    ("5--2", "7"),
    ("-+-3", "3"),
    ("10-4-3", "3"),
    ("64/4/2", "8"),
    ("2*3+4*5", "26"),
    ("(1+2)*(3+4)", "21"),
    ("2**10", "1024"),
    ("2 ** -2", "0.25"),
    ("6 × 7", "42"),
    ("7 ÷ 2", "3.5"),
    ("7 − 10", "-3"),
    ("  1\t+ 2 ", "3"),
    ("0^0", "1"),
    ("(-1)^1000001", "-1"),
    ("1^99999999999999999999", "1"),
    ("0^99999999999999999999", "0"),
  ])
  func precedence(source: String, expected: String) throws {
    #expect(try value(source) == expected)
  }

  @Test("Arithmetic on exact values stays exact")
  func exactArithmetic() throws {
    #expect(try value("1/3*3") == "1")
    #expect(try value("100/7*7") == "100")
    #expect(try value("0.1+0.2") == "0.3")
    #expect(try value("0.1+0.2-0.3") == "0")
    #expect(try value("(1/3+1/6)*2") == "1")
    #expect(try value("2^100") == "1267650600228229401496703205376")
    #expect(try value("2^-100*2^100") == "1")
    #expect(try value("9223372036854775807+1") == "9223372036854775808")
    #expect(try value("-9223372036854775807-2") == "-9223372036854775809")
    #expect(try value("3037000500*3037000500") == "9223372037000250000")
  }

  @Test("Every literal form reads as its exact value", arguments: [
    ("12", "12"), ("0.5", "0.5"), (".5", "0.5"), ("5.", "5"), ("1e-3", "0.001"), ("1.5E+7", "15000000"),
    ("1_000_000", "1000000"), ("1_0.0_1", "10.01"), ("00012", "12"), ("1e0", "1"), ("2.5e-3", "0.0025"),
    ("0e999999999", "0"),
  ])
  func literals(source: String, expected: String) throws {
    #expect(try value(source) == expected)
  }

  @Test("A parsed expression evaluates again with other settings")
  func parseOnce() throws {
    var calculator = Calculator()
    let expression = try calculator.parse("2/3")
    #expect(calculator.format(try calculator.evaluate(expression)) == "0.66666666666666666666666666666666666667")
    calculator.precision = 3
    calculator.rounding = .down
    #expect(calculator.format(try calculator.evaluate(expression)) == "0.666")
    #expect(expression.source == "2/3")
  }

  @Test("Nesting up to the cap is fine; one level more is an error, even 100,000 deep")
  func nestingCap() throws {
    let depth = Limits.maximumNesting
    let ok = String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
    #expect(try value(ok) == "1")
    for deep in [depth + 1, 100_000] {
      let source = String(repeating: "(", count: deep) + "1" + String(repeating: ")", count: deep)
      let error = #expect(throws: CalcError.self) { try Calculator().evaluate(source) }
      #expect(error?.kind == .nestingTooDeep)
    }
    let signs = String(repeating: "-", count: 100_000) + "1"
    #expect(throws: CalcError.self) { try Calculator().evaluate(signs) }
    let powers = Array(repeating: "1", count: 100_000).joined(separator: "^")
    #expect(throws: CalcError.self) { try Calculator().evaluate(powers) }
  }

  @Test("Long flat sums evaluate without deep recursion")
  func longSum() throws {
    let source = Array(repeating: "1", count: 200_000).joined(separator: "+")
    #expect(try value(source) == "200000")
    let product = Array(repeating: "(1/2)", count: 2_000).joined(separator: "*") + "*2^2000"
    #expect(try value(product) == "1")
  }
}
