import CalcKit
import Foundation
import Testing

/// Number's Swift API against vectors computed outside Swift, by
/// `scripts/make-number-vectors.py` from Python's exact `fractions.Fraction` and its
/// correctly rounded `int / int` (see the script for how each is checked).
///
/// `Fixtures/number-api.tsv`: `kind<TAB>a<TAB>b<TAB>expected`; an operand or expected
/// value written `=expression` is built with ``Calculator`` (used for the few values near
/// the size cap, too long to store as digits).
@Suite("Number API vectors")
struct NumberAPIVectorTests {
  struct Vector: Sendable, CustomTestStringConvertible {
    var line: Int
    var kind: String
    var a: String
    var b: String
    var expected: String
    var testDescription: String { "number-api.tsv:\(line) \(kind)" }
  }

  static func vectors(_ kinds: Set<String>) throws -> [Vector] {
    try Fixture.records("number-api", fieldCount: 4)
      .map { Vector(line: $0.line, kind: $0.fields[0], a: $0.fields[1], b: $0.fields[2], expected: $0.fields[3]) }
      .filter { kinds.contains($0.kind) }
  }

  /// An operand: text for `Number(String)`, or `=expression`.
  static func operand(_ text: String) throws -> Number {
    if text.hasPrefix("=") { return try Calculator().evaluate(String(text.dropFirst())) }
    return try #require(Number(text), "Number(\"\(text.prefix(40))\") is nil")
  }

  @Test("There are vectors of every kind")
  func counts() throws {
    let all = try Fixture.records("number-api", fieldCount: 4)
    let kinds = Dictionary(grouping: all, by: { $0.fields[0] }).mapValues(\.count)
    for kind in ["add", "sub", "mul", "div", "pow", "to-double", "from-double", "parse"] {
      #expect(kinds[kind, default: 0] >= 40, "\(kind)")
    }
  }

  /// Whether a vector involves values near the size cap (slow in a debug build).
  static func isLarge(_ v: Vector) -> Bool {
    v.a.hasPrefix("=") || v.b.hasPrefix("=") || v.expected.hasPrefix("=") || v.expected.hasPrefix("≈")
      || v.a.utf8.count + v.b.utf8.count + v.expected.utf8.count > 5_000
  }

  @Test("+ - * / and raised(to:) give Python's exact results")
  func arithmetic() throws {
    let vectors = try Self.vectors(["add", "sub", "mul", "div", "pow"]).filter { !Self.isLarge($0) }
    #expect(vectors.count > 1000)
    try check(vectors)
  }

  @Test("+ - * / and raised(to:) at the exact-size limit: exact results, or approximations beyond it")
  func arithmeticAtTheCap() throws {
    let vectors = try Self.vectors(["add", "sub", "mul", "div", "pow"]).filter(Self.isLarge)
    #expect(vectors.count >= 15)
    #expect(vectors.contains { $0.expected.hasPrefix("≈") })
    try check(vectors)
  }

  private func check(_ vectors: [Vector]) throws {
    for v in vectors {
      let a = try Self.operand(v.a)
      let b = try Self.operand(v.b)
      let result: Result<Number, CalcError>
      do throws(CalcError) {
        switch v.kind {
        case "add": result = .success(try a + b)
        case "sub": result = .success(try a - b)
        case "mul": result = .success(try a * b)
        case "div": result = .success(try a / b)
        default: result = .success(try a.raised(to: b))
        }
      } catch {
        result = .failure(error)
      }
      switch (result, v.expected) {
      case (.failure(let error), "too-large"):
        #expect(error.kind == .tooLarge, "line \(v.line)")
      case (.failure(let error), "too-small"):
        #expect(error.kind == .tooSmall, "line \(v.line)")
      case (.failure(let error), "division-by-zero"):
        #expect(error.kind == .divisionByZero, "line \(v.line)")
      case (.failure(let error), _):
        Issue.record("line \(v.line): \(v.kind) threw \(error.kind), expected \(v.expected.prefix(60))")
      case (.success(let value), let expected) where expected.hasPrefix("≈"):
        // Beyond the exact-size limit: an approximation, correctly rounded at 38 digits.
        #expect(!value.isExact, "line \(v.line)")
        #expect(value.decimalString() == String(expected.dropFirst()), "line \(v.line)")
      case (.success(let value), _):
        #expect(value.isExact, "line \(v.line)")
        if v.expected.hasPrefix("=") {
          #expect(try value == Self.operand(v.expected), "line \(v.line)")
        } else {
          #expect(value.fractionString == v.expected, "line \(v.line): \(v.kind)")
        }
      }
    }
  }

  @Test("The named forms agree with the operators")
  func namedForms() throws {
    for v in try Self.vectors(["add", "sub", "mul", "div"]).prefix(300) {
      let a = try Self.operand(v.a)
      let b = try Self.operand(v.b)
      switch v.kind {
      case "add": #expect((try? a + b) == (try? a.adding(b)))
      case "sub": #expect((try? a - b) == (try? a.subtracting(b)))
      case "mul": #expect((try? a * b) == (try? a.multiplied(by: b)))
      default: #expect((try? a / b) == (try? a.divided(by: b)))
      }
    }
  }

  @Test("Double(Number) is correctly rounded, as Python's float(Fraction)")
  func toDouble() throws {
    let vectors = try Self.vectors(["to-double"])
    #expect(vectors.count > 1000)
    for v in vectors {
      let number = try Self.operand(v.a)
      let expected = try #require(Double(v.expected), "line \(v.line): \(v.expected)")
      let got = Double(number)
      #expect(got.bitPattern == expected.bitPattern, "line \(v.line): \(got) != \(expected)")
      // Exactly when the Double holds the value.
      #expect((Double(exactly: number) != nil) == (Number(expected) == number), "line \(v.line)")
    }
  }

  @Test("Number(Double) is the Double's exact value")
  func fromDouble() throws {
    for v in try Self.vectors(["from-double"]) {
      let double = try #require(Double(v.a), "line \(v.line): \(v.a)")
      let number = try #require(Number(double))
      #expect(number.fractionString == v.expected, "line \(v.line)")
      // And back, unchanged.
      #expect(Double(number).bitPattern == (double == 0 ? 0.0 : double).bitPattern, "line \(v.line)")
      #expect(Double(exactly: number) == double, "line \(v.line)")
    }
  }

  @Test("Number(String) reads fractions exactly, and refuses what is not one")
  func parse() throws {
    for v in try Self.vectors(["parse"]) {
      if v.expected == "nil" {
        #expect(Number(v.a) == nil, "line \(v.line): \(v.a)")
      } else {
        #expect(Number(v.a)?.fractionString == v.expected, "line \(v.line): \(v.a)")
      }
    }
  }
}
