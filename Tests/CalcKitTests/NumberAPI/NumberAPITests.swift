import CalcKit
import Foundation
import Testing

// Number in Swift code: operators, conversions, comparison. The exact results themselves
// are checked against Python in NumberAPIVectorTests.

@Suite("Number API")
struct NumberAPITests {
  private func n(_ text: String) throws -> Number { try #require(Number(text)) }

  // MARK: Operators

  @Test("Operators are exact for exact operands")
  func exactOperators() throws {
    let price = try n("19.99")
    #expect(try price * 3 - n("0.97") == 59)
    let third = try Number(1) / 3
    #expect(third.fractionString == "1/3")
    #expect(try third * 3 == 1)
    #expect(try n("0.1") + n("0.2") == n("0.3"))
    #expect(-third == (try n("-1/3")))
    #expect(-(-third) == third)
    #expect(-Number(0) == 0)
    #expect(try Number(Int.max) + 1 == n("9223372036854775808"))
    #expect(try Number(Int.min) - 1 == n("-9223372036854775809"))
    #expect(try Number(Int.min) * -1 == n("9223372036854775808"))
  }

  @Test("Failures throw CalcError with the evaluator's kinds and words; nothing traps")
  func failures() throws {
    // An exact result beyond the exact-size limit is an approximation, not an error; only
    // magnitudes beyond the exponent range are too large.
    let huge = try Calculator().evaluate("2^3321927")
    #expect(huge.isExact)
    let doubled = try huge * 2
    #expect(!doubled.isExact)
    #expect(doubled.decimalString() == "9.363453492485769516237284636126529952e+999999")
    let tower = try Calculator().evaluate("2^(2^61)")
    let error = #expect(throws: CalcError.self) { try tower * tower * tower * tower }
    #expect(error?.kind == .tooLarge)
    #expect(error?.message.contains("too large") == true)
    #expect(error?.range == SourceRange(0, 0))
    #expect(throws: CalcError.self) { try Number(1) / 0 }
    do {
      _ = try Number(5).divided(by: 0)
      Issue.record("no error")
    } catch {
      #expect(error.kind == .divisionByZero && error.message == "division by zero")
    }
    // Negating the largest value stays within the cap.
    #expect((-huge).signum == -1)
  }

  @Test("Integer powers are exact; others are approximations at the stated precision")
  func powers() throws {
    #expect(try Number(2).raised(to: 100).fractionString == "1267650600228229401496703205376")
    #expect(try Number(2).raised(to: -3).fractionString == "1/8")
    #expect(try n("-2/3").raised(to: 3).fractionString == "-8/27")
    #expect(try Number(0).raised(to: 0) == 1)
    #expect(try Number(8).raised(to: n("1/3")) == 2)
    #expect(try Number(-8).raised(to: n("1/3")) == -2)
    let root = try Number(2).raised(to: n("1/2"))
    #expect(!root.isExact)
    #expect(root.decimalString(precision: 20) == "1.4142135623730950488")
    let fine = try Number(2).raised(to: n("1/2"), precision: 200)
    #expect(fine.decimalString(precision: 200).hasPrefix("1.41421356237309504880168872420969807856967187537694"))
    #expect(throws: CalcError.self) { try Number(-2).raised(to: n("1/2")) }
    #expect(throws: CalcError.self) { try Number(0).raised(to: -1) }
    #expect(try Number(2).raised(to: 70_000).isExact)
    #expect(throws: CalcError.self) { try Number(2).raised(to: Number(2).raised(to: 63)) }
    let half = try n("0.5")
    do {
      _ = try Number(-2).raised(to: half)
      Issue.record("no error")
    } catch {
      #expect(error.kind == .domain)
      #expect(error.range == SourceRange(0, 0))
    }
    // An approximate base with an integer exponent.
    let cube = try root.raised(to: 3)
    #expect(!cube.isExact)
    #expect(cube.decimalString(precision: 30) == "2.82842712474619009760337744842")
  }

  @Test("Approximations combine by interval arithmetic: bounds contain the true result")
  func approximations() throws {
    let calculator = Calculator(precision: 50)
    let root2 = try calculator.evaluate("sqrt(2)")
    let root3 = try calculator.evaluate("sqrt(3)")
    let pi = try calculator.evaluate("pi")
    let cases: [(Number, String)] = [
      (try root2 + root3, "sqrt(2)+sqrt(3)"),
      (try root2 - root3, "sqrt(2)-sqrt(3)"),
      (try root2 * root3, "sqrt(6)"),
      (try root2 / root3, "sqrt(2/3)"),
      (try root2 * 1000 + n("1e-30"), "sqrt(2)*1000+1e-30"),
      (try n("1e100") + pi, "1e100+pi"),
      (try pi / -7, "-pi/7"),
      (try Number(1) / pi, "1/pi"),
      (-pi, "-pi"),
    ]
    for (value, source) in cases {
      #expect(!value.isExact, "\(source)")
      let truth = try Calculator(precision: 120).evaluate(source)
      // Both hold the true value: their bounds meet.
      #expect(value.bounds.lowerBound <= truth.bounds.upperBound, "\(source)")
      #expect(truth.bounds.lowerBound <= value.bounds.upperBound, "\(source)")
      // And the bounds are about as tight as the operands': 45 digits decided.
      #expect(value.decimalString(precision: 45) == truth.decimalString(precision: 45), "\(source)")
    }
    #expect(try root2 * 0 == 0)
    #expect(try (root2 * 0).isExact)
    #expect(try (root2 - root2).signum == 0)
    #expect(try !(root2 - root2).isExact)
    // A divisor that may be zero.
    do {
      _ = try Number(1) / (root2 - root2)
      Issue.record("no error")
    } catch {
      #expect(error.kind == .indeterminate)
    }
  }

  // MARK: Doubles and integers

  @Test("Number(Double) is the exact binary value; NaN and infinities are refused")
  func fromDouble() throws {
    #expect(Number(0.1 as Double)?.fractionString == "3602879701896397/36028797018963968")
    #expect(Number(0.5 as Double) == (try n("1/2")))
    // A bare float literal picks the Double initialiser (Double is the default literal
    // type), not the Decimal one: the binary value, as documented.
    #expect(Number(0.1) == Number(0.1 as Double))
    #expect(Number(0.1) != Number("0.1"))
    #expect(Number(-0.0 as Double) == 0)
    #expect(Number(Double.nan) == nil)
    #expect(Number(Double.infinity) == nil)
    #expect(Number(-Double.infinity) == nil)
    #expect(Number(Double.leastNonzeroMagnitude)?.fractionString == "1/" + (try Calculator().evaluate("2^1074")).fractionString!)
    #expect(Number(-9.223372036854775808e18 as Double) == Number(Int.min))
    #expect(Number(1e300 as Double)!.isInteger)
  }

  @Test("Double(Number) rounds half to even, to infinity and to zero as IEEE 754 does")
  func toDouble() throws {
    #expect(Double(try n("1/3")) == 1.0 / 3.0)
    #expect(Double(try n("0.1")) == 0.1)
    #expect(Double(try n("9007199254740993")) == 9007199254740992)  // a tie: to even
    #expect(Double(try n("9007199254740995")) == 9007199254740996)
    #expect(Double(try n("1e400")) == .infinity)
    #expect(Double(try n("-1e400")) == -.infinity)
    #expect(Double(try n("1e-400")) == 0)
    #expect(Double(try n("-1e-400")).sign == .minus)
    #expect(Double(try n("4.9406564584124654e-324")) == .leastNonzeroMagnitude)
    #expect(Double(exactly: try n("0.1")) == nil)
    #expect(Double(exactly: try n("0.375")) == 0.375)
    #expect(Double(exactly: try n("1e400")) == nil)
  }

  @Test("Double of an approximation: the true value rounded when the bounds decide it")
  func approximationToDouble() throws {
    let root = try Calculator().evaluate("sqrt(2)")
    #expect(Double(root) == 2.0.squareRoot())
    #expect(Double(exactly: root) == nil)
    let pi = try Calculator().evaluate("pi")
    #expect(Double(pi) == .pi)
    // Bounds too wide to decide: the midpoint, rounded.
    let wide = try #require(Number("1/2..3/2"))
    #expect(Double(wide) == 1)
  }

  @Test("Int(exactly:) takes exact integers that fit, and nothing else")
  func intExactly() throws {
    #expect(Int(exactly: Number(42)) == 42)
    #expect(Int(exactly: Number(Int.min)) == Int.min)
    #expect(Int(exactly: Number(Int.max)) == Int.max)
    #expect(Int(exactly: try n("6/3")) == 2)
    #expect(Int(exactly: try n("1/2")) == nil)
    #expect(Int(exactly: try n("9223372036854775808")) == nil)
    #expect(Int(exactly: try n("-9223372036854775809")) == nil)
    #expect(Int(exactly: try Calculator().evaluate("sqrt(4)")) == 2)  // exact: a perfect square
    #expect(Int(exactly: try Calculator().evaluate("sqrt(2)")) == nil)
  }

  // MARK: Text and parts

  @Test("fractionString, fraction and intFraction give the exact value in lowest terms")
  func parts() throws {
    let value = try n("-0.75")
    #expect(value.fractionString == "-3/4")
    #expect(value.fraction?.numerator == "-3")
    #expect(value.fraction?.denominator == "4")
    #expect(value.intFraction?.numerator == -3)
    #expect(value.intFraction?.denominator == 4)
    #expect(Number(5).fractionString == "5")
    #expect(Number(5).fraction?.denominator == "1")
    #expect(Number(Int.min).intFraction?.numerator == Int.min)
    let big = try Calculator().evaluate("1/3^50")
    #expect(big.fraction?.denominator == "717897987691852588770249")
    #expect(big.intFraction == nil)
    let root = try Calculator().evaluate("sqrt(2)")
    #expect(root.fractionString == nil && root.fraction == nil && root.intFraction == nil)
  }

  @Test("Every exact value reads back from its fractionString", arguments: [
    "0", "-7", "5/2", "0.1+0.2", "2^-100", "-3^200/7", "10^19728-1", "1/3", "-1/(2^64+1)",
  ])
  func fractionRoundTrip(source: String) throws {
    let value = try Calculator().evaluate(source)
    let text = try #require(value.fractionString)
    #expect(Number(text) == value)
  }

  @Test("The saved form of an approximation reads back as that approximation")
  func savedApproximation() throws {
    let root = try Calculator().evaluate("sqrt(2)")
    let text = String(decoding: try JSONEncoder().encode([root]), as: UTF8.self)
    let saved = String(text.dropFirst(2).dropLast(2)).replacingOccurrences(of: "\\/", with: "/")
    let back = try #require(Number(saved))
    #expect(back == root)
    #expect(!back.isExact)
    // Rational bounds are rounded outward to binary ones: they still contain 1/3 and 1/2.
    let read = try #require(Number("1/3..1/2")?.bounds)
    #expect(read.lowerBound.compare(try n("1/3")) == .orderedAscending)
    #expect(read.upperBound.compare(try n("1/2")) != .orderedAscending)
    #expect(read.lowerBound.decimalString(precision: 15) == "0.333333333333333")
    #expect(Number("1/2..1/3") == nil)
    #expect(Number("1..1") == nil)
  }

  @Test("bounds is the value itself when exact, and bounds containing an approximation")
  func bounds() throws {
    let third = try n("1/3")
    #expect(third.bounds == third...third)
    let root = try Calculator().evaluate("sqrt(2)")
    let b = root.bounds
    #expect(b.lowerBound.isExact && b.upperBound.isExact)
    #expect(b.lowerBound < b.upperBound)
    #expect(try b.lowerBound * b.lowerBound < 2)
    #expect(try b.upperBound * b.upperBound > 2)
  }

  // MARK: Comparison

  @Test("compare(_:) decides exact values and disjoint bounds, and says nil otherwise")
  func compare() throws {
    let calculator = Calculator()
    let root = try calculator.evaluate("sqrt(2)")
    #expect(Number(1).compare(2) == .orderedAscending)
    #expect(Number(2).compare(1) == .orderedDescending)
    #expect(try n("2/4").compare(n("0.5")) == .orderedSame)
    #expect(root.compare(try n("1.5")) == .orderedAscending)
    #expect(try n("1.5").compare(root) == .orderedDescending)
    #expect(root.compare(try n("1.4")) == .orderedDescending)
    #expect(root.compare(root) == nil)
    // sqrt(2)^2's bounds include 2: undecided, whatever `<` says.
    let square = try root * root
    #expect(square.compare(2) == nil)
    #expect(Number(2).compare(square) == nil)
    // Touching bounds do not decide.
    let interval = try #require(Number("1..2"))
    #expect(interval.compare(2) == nil)
    #expect(interval.compare(1) == nil)
    #expect(interval.compare(try n("2.000001")) == .orderedAscending)
  }

  @Test("< is a total order consistent with ==: exactly one of <, ==, > holds")
  func totalOrder() throws {
    let calculator = Calculator()
    let values: [Number] = [
      0, 1, 2, -1, try n("1/3"), try n("0.3333"),
      // (sqrt(2)^2 evaluates to exactly 2 by the identity rule; the product of two
      // approximations stays one, with bounds around 2.)
      try calculator.evaluate("sqrt(2)"), try calculator.evaluate("sqrt(2)") * calculator.evaluate("sqrt(2)"),
      try #require(Number("1..3")), try #require(Number("3/2..5/2")), try #require(Number("0..4")),
      try #require(Number("1/2..7/2")), try calculator.evaluate("-pi"), try calculator.evaluate("1e-40*pi"),
    ]
    for a in values {
      for b in values {
        let relations = [a < b, a == b, b < a].filter { $0 }.count
        #expect(relations == 1, "\(a) vs \(b)")
        for c in values where a < b && b < c {
          #expect(a < c, "transitivity")
        }
      }
    }
    // Exact values by value; an approximation beside its midpoint, the wider one first.
    #expect(Number("1..3")! < 2)
    #expect(Number("3/2..5/2")! < 2)
    #expect(Number("1..3")! < Number("3/2..5/2")!)
    #expect(Number("1..3")! < Number("2..3")!)
    let sorted = values.sorted()
    #expect(sorted.first == (try calculator.evaluate("-pi")))
    #expect(zip(sorted, sorted.dropFirst()).allSatisfy { $0 < $1 })
  }

  @Test("< on approximations at the size cap does not fail")
  func orderAtTheCap() throws {
    // Bounds whose sum passes the cap.
    let top = String(repeating: "9", count: 19_728)
    let wide = try #require(Number("\(top)/2..\(top)"))
    let wider = try #require(Number("\(top)/3..\(top)"))
    #expect(wider < wide)
    #expect(!(wide < wider))
  }

  // MARK: Literals and saved text

  @Test("Integer literals only: no float or string literal can slip a rounded value in")
  func literals() {
    let n: Number = 42
    #expect(n.fractionString == "42")
    #expect(!(Number.self is any ExpressibleByFloatLiteral.Type))
    #expect(!(Number.self is any ExpressibleByStringLiteral.Type))
  }

  @Test("The saved form is cut at one '..' between two bounds; any other dots are refused", arguments: [
    ("1..2", true), ("1/3..1/2", true), ("-5..-1/2", true), ("1...2", false), ("1....2", false),
    ("..", false), ("1..", false), ("..1", false), ("1..2..3", false), ("1.2.3", false), ("١..2", false),
  ])
  func savedFormCut(text: String, valid: Bool) throws {
    let data = try JSONEncoder().encode([text])
    let decoded = try? JSONDecoder().decode([Number].self, from: data)
    #expect((decoded != nil) == valid, "\(text)")
    if let decoded { #expect(!decoded[0].isExact) }
  }
}
