import CalcKit
import Testing

/// Implicit multiplication, functions without parentheses, conversions, bitwise operators,
/// mixed numbers and recurring decimals: the rules Grammar.md states, one example each,
/// and the inputs that read two ways, each an error with a caret.
@Suite struct ImplicitAndConversionTests {
  /// Two spellings that must give the same value (each evaluated on its own).
  @Test(
    "An implicit product or a call without parentheses gives the value of its explicit spelling",
    arguments: [
    ("2pi", "2*pi"), ("2(3+4)", "2*(3+4)"), ("(1+2)(3+4)", "(1+2)*(3+4)"), ("1/2pi", "1/(2*pi)"),
    ("2^3pi", "(2^3)*pi"), ("2pi^2", "2*(pi^2)"), ("-2pi", "-(2*pi)"), ("2^-3pi", "2^(-3)*pi"),
    ("sqrt 2", "sqrt(2)"), ("sin pi", "sin(pi)"), ("sin 2pi", "sin(2*pi)"), ("ln 2 e", "ln(2*e)"),
    ("2 sqrt 2", "2*sqrt(2)"), ("sqrt 2 + 1", "sqrt(2)+1"), ("sin -pi/2 + 1", "sin(-pi)/2 + 1"),
    ("sqrt sqrt 16", "sqrt(sqrt(16))"), ("√2 pi", "sqrt(2)*pi"), ("2 e", "2*e"), ("2 e^2", "2*e^2"),
    ("atan2(1, 1)", "pi/4"), ("2²", "4"), ("2√2", "2*sqrt(2)"), ("x²", "x^2"), ("3 x", "3*x"), ("2x^2", "2*x^2"),
    ("1/2x", "1/(2*x)"), ("sin 2x", "sin(2*x)"), ("x y", "x*y"), ("2(x)(y)", "2*x*y"),
  ])
  func sameValue(_ written: String, _ meant: String) throws {
    var calculator = Calculator()
    calculator.variables["x"] = Number(3)
    calculator.variables["y"] = Number(7)
    if written == "sin -pi/2 + 1" {
      // A sign starts the argument, and '/' after it is an error (see readsTwoWays).
      #expect(throws: CalcError.self) { try calculator.evaluate(written) }
      return
    }
    let a = try calculator.evaluate(written)
    let b = try calculator.evaluate(meant)
    #expect(calculator.format(a) == calculator.format(b), "\(written) vs \(meant)")
  }

  /// Inputs that read two ways, or not at all: a syntax error whose caret points at the
  /// token named, and whose message offers both readings where there are two.
  @Test(
    "Input that reads two ways, or not at all, is an error at the token, offering the readings",
    arguments: [
    ("2 3", "3", "2*3"), ("sin pi/6", "/", "sin(pi)"), ("sqrt 2 * 3", "*", "sqrt(2 * …)"),
    ("sin x cos x", "cos", "sin(x) cos…"), ("6/2 1/3", "2 1/3", "(2 1/3)"), ("2 1/3^2", "^", "(2 1/3)^"),
    ("(1 to hex)", "to", "at the end of the line"), ("255 to hexx", "hexx", "did you mean 'hex'"),
    ("1 to base 37", "37", "2 to 36"), ("gcd 12 18", "18", "12*18"), ("5 % -2", "% -", "5 mod -2"),
    ("f(x) = x to hex", "to", "cannot convert"), ("1 to", "", "after 'to'"), ("255 to hex 2", "2", "ends the line"),
    ("x 2", "2", "x*2"), ("2e", "2e", "2*e"), ("sqrt + 1", "sqrt", "sqrt(…)"),
  ])
  func readsTwoWays(_ source: String, _ caretText: String, _ hint: String) {
    var calculator = Calculator()
    calculator.variables["x"] = Number(3)
    do {
      _ = try calculator.run(source)
      Issue.record("\(source) was accepted")
    } catch {
      #expect([CalcError.Kind.syntax, .domain].contains(error.kind), "\(source): \(error.kind)")
      #expect(error.message.contains(hint), "\(source): \(error.message)")
      let bytes = Array(source.utf8)
      let marked = String(decoding: bytes[error.range.lowerBound..<min(error.range.upperBound, bytes.count)], as: UTF8.self)
      #expect(marked == caretText, "\(source): caret under '\(marked)'")
    }
  }

  @Test("A conversion keeps the exact value and stores it")
  func conversionsKeepTheValueAndStoreIt() throws {
    var calculator = Calculator()
    guard case .converted(let result) = try calculator.run("x = 1/3 + 1/6 to fraction") else {
      Issue.record("no conversion")
      return
    }
    #expect(result.text == "1/2")
    #expect(result.isExact)
    #expect(result.conversion == .fraction)
    #expect(try calculator.variables["x"] == Number(1) / Number(2))
    #expect(calculator.lastResult == result.value)
    #expect(try calculator.parse("255 to hex").conversion == .base(16))
    #expect(try calculator.convert(Number(255), to: .base(16)) == "0xff")
    #expect(try calculator.convert(try Number(1) / Number(7), to: .decimal) == "0.(142857)")
  }

  @Test("A conversion that rounds says it is not exact, with the digits of that precision")
  func roundedConversionsSaySo() throws {
    var calculator = Calculator()
    guard case .converted(let third) = try calculator.run("1/3 to hex") else {
      Issue.record("1/3 to hex is not a conversion")
      return
    }
    #expect(!third.isExact)
    guard case .converted(let pi) = try calculator.run("pi to 60 digits") else {
      Issue.record("pi to 60 digits is not a conversion")
      return
    }
    #expect(!pi.isExact)
    #expect(pi.text.utf8.count == 61)
    // The 60 digits are those of the value evaluated at 60 digits, not 38 padded.
    let wide = Calculator(precision: 60)
    #expect(pi.text == wide.format(try wide.evaluate("pi")))
  }

  @Test("The fraction of an approximation is a domain error under the conversion")
  func theFractionOfAnApproximationIsAnError() {
    var calculator = Calculator()
    #expect(throws: CalcError.self) { try calculator.run("sqrt(2) to fraction") }
    let error = #expect(throws: CalcError.self) { try calculator.run("pi to fraction") }
    #expect(error?.kind == .domain)
    #expect(error?.range == SourceRange(6, 14))
  }

  @Test("Many decimal places of an approximation are worked out, not padded")
  func manyDecimalPlacesOfAnApproximationAreDecided() throws {
    var calculator = Calculator()
    guard case .converted(let value) = try calculator.run("1e30 * pi to 20 dp") else {
      Issue.record("1e30 * pi to 20 dp is not a conversion")
      return
    }
    let reference = Calculator(precision: 60)
    let digits = reference.format(try reference.evaluate("1e30 * pi"))
    // 31 integer digits, the point and 20 places: the first 52 characters of 60 digits,
    // rounded at the last one shown.
    #expect(value.text.utf8.count == 52)
    #expect(value.text.prefix(45) == digits.prefix(45))
  }

  @Test("Bitwise operators on numbers that are not whole are domain errors", arguments: ["2.5 and 1", "1 shl 0.5", "1 shl -1", "~0.5", "pi or 1"])
  func bitwiseTakesWholeNumbers(_ source: String) {
    #expect {
      try Calculator().evaluate(source)
    } throws: { error in
      (error as? CalcError)?.kind == .domain
    }
  }

  @Test("A shift left too far is too large; a shift right of a negative number ends at -1")
  func shiftsAreCapped() {
    #expect {
      try Calculator().evaluate("1 shl 10^9")
    } throws: { error in
      (error as? CalcError)?.kind == .tooLarge
    }
    #expect((try? Calculator().evaluate("-5 shr 10^9")) == Number(-1))
  }

  @Test("An operator word cannot be assigned to")
  func operatorWordsAreReserved() {
    for word in ["and", "or", "xor", "not", "shl", "shr", "to", "in", "as"] {
      var calculator = Calculator()
      #expect(throws: CalcError.self, "\(word)") { try calculator.run("\(word) = 1") }
    }
  }
}
