import BigInt
@testable import CalcNumber
import Testing
import TestSupport

/// The machine-word fast paths of the number core give exactly what the general
/// big-integer paths give, on values chosen to overflow, carry and tie.
@Suite("Fast paths agree with the big-integer paths")
struct FastPathTests {
  /// A machine-word rational: parts of random sizes, some near the word's limit.
  static func small(_ g: inout SeededRandom) -> Rational {
    func part(_ g: inout SeededRandom) -> Int {
      let bits = Int.random(in: 1...62, using: &g)
      return Int.random(in: 1...(1 << bits), using: &g)
    }
    let n = Bool.random(using: &g) ? part(&g) : -part(&g)
    let d = Int.random(in: 0..<4, using: &g) == 0 ? [1, 2, 4, 5, 8, 10, 1000][Int.random(in: 0..<7, using: &g)] : part(&g)
    return Rational(numerator: BigInt(n), denominator: BigInt(d))
  }

  @Test("Sums and products of machine-word values, overflowing or not")
  func arithmetic() throws {
    var g = SeededRandom(seed: 1)
    for _ in 0..<20_000 {
      let x = FastPathTests.small(&g)
      let y = FastPathTests.small(&g)
      let sum = Rational(
        numerator: x.numerator * y.denominator + y.numerator * x.denominator,
        denominator: x.denominator * y.denominator)
      let product = Rational(numerator: x.numerator * y.numerator, denominator: x.denominator * y.denominator)
      #expect(try x.adding(y) == sum, "\(x) + \(y)")
      #expect(try x.multiplied(by: y) == product, "\(x) * \(y)")
      #expect(try x.subtracting(y) == (try sum.adding(-y).adding(-y)), "\(x) - \(y)")
    }
  }

  /// Euclid's algorithm on big integers, the plain way: the reference for `Rational.gcd`.
  static func referenceGCD(_ a: BigUInt, _ b: BigUInt) -> BigUInt {
    var (x, y) = (a, b)
    while !y.isZero { (x, y) = (y, x % y) }
    return x
  }

  @Test("Sums and products of big values are in lowest terms and exact")
  func bigArithmetic() throws {
    var g = SeededRandom(seed: 3)
    for i in 0..<3_000 {
      // Powers of machine-word values: 64 to 250 bits, with common factors.
      let x = try FastPathTests.small(&g).power(2 + i % 3)
      let y = try FastPathTests.small(&g).power(1 + i % 4)
      for (result, n, d) in [
        (try x.adding(y), x.numerator * y.denominator + y.numerator * x.denominator, x.denominator * y.denominator),
        (try x.multiplied(by: y), x.numerator * y.numerator, x.denominator * y.denominator),
      ] {
        #expect(result.numerator * d == n * result.denominator, "\(x), \(y)")
        #expect(result.denominator.sign == .plus)
        #expect(FastPathTests.referenceGCD(result.numerator.magnitude, result.denominator.magnitude) == 1)
      }
    }
  }

  @Test("128-bit sums and products of values beyond a word, against the big-integer path")
  func wideArithmetic() throws {
    var g = SeededRandom(seed: 6)
    func part(_ g: inout SeededRandom) -> BigInt {
      let bits = Int.random(in: 1...125, using: &g)
      let high = bits > 64 ? BigInt(UInt.random(in: 0...(UInt.max >> (128 - bits)), using: &g)) << 64 : 0
      let low = BigInt(UInt.random(in: 0...(bits >= 64 ? UInt.max : (UInt(1) << bits) - 1), using: &g))
      return high + low + 1
    }
    for i in 0..<20_000 {
      // Denominators with common factors (powers of ten, shared primes) as well as random.
      let x = Rational(numerator: i % 2 == 0 ? part(&g) : -part(&g), denominator: i % 3 == 0 ? BigInt(10).power(i % 37) : part(&g))
      let y = Rational(numerator: part(&g), denominator: i % 5 == 0 ? x.denominator * 3 : part(&g))
      guard let (a, b) = x.wideParts, let (c, d) = y.wideParts else { continue }
      let sum = Rational(
        numerator: x.numerator * y.denominator + y.numerator * x.denominator,
        denominator: x.denominator * y.denominator)
      let product = Rational(numerator: x.numerator * y.numerator, denominator: x.denominator * y.denominator)
      if let wide = Rational.wideSum(a, b, c, d) { #expect(wide == sum, "\(x) + \(y)") }
      if let wide = Rational.wideProduct(a, b, c, d) { #expect(wide == product, "\(x) * \(y)") }
      #expect(try x.adding(y) == sum)
      #expect(try x.multiplied(by: y) == product)
    }
  }

  @Test("Decimal literals reduced by counting twos and fives, as a gcd would")
  func decimals() {
    var g = SeededRandom(seed: 4)
    for i in 0..<20_000 {
      let k = i % 19
      let m = i % 7 == 0 ? Int.random(in: 0...99, using: &g) * 1000 : Int.random(in: 0..<1_000_000_000_000_000_000, using: &g)
      let expected = Rational(numerator: BigInt(m), denominator: BigInt(10).power(k))
      #expect(Rational.decimal(m, k) == expected, "\(m) / 10^\(k)")
    }
  }

  @Test("Digits of coefficients below 10^38 through machine words, trailing zeros counted")
  func coefficientDigits() throws {
    var g = SeededRandom(seed: 5)
    for i in 0..<20_000 {
      let digits = 1 + i % 38
      var text = String(Int.random(in: 1...9, using: &g))
      for _ in 1..<digits { text += String(Int.random(in: 0...9, using: &g)) }
      if i % 3 == 0 { text = String(text.prefix(max(1, digits / 2))) + String(repeating: "0", count: digits - max(1, digits / 2)) }
      let q = try #require(BigUInt(text))
      let (trimmed, zeros) = try #require(Rational.trimmedDigits(q))
      #expect(trimmed + String(repeating: "0", count: zeros) == text)
      #expect(trimmed.last != "0")
    }
  }

  @Test("Rounding machine-word values to significant digits, in every mode")
  func rounding() {
    var g = SeededRandom(seed: 2)
    let modes = RoundingMode.allCases
    for i in 0..<20_000 {
      var x = FastPathTests.small(&g)
      // Some values with few digits, so ties and exact results are common.
      if i % 3 == 0 { x = Rational(numerator: BigInt(Int.random(in: -99_999...99_999, using: &g)), denominator: 40) }
      // Two-word numerators over one-word denominators, the long division's other case.
      if i % 3 == 1 {
        let high = BigInt(Int.random(in: 0...Int.max, using: &g)) << 64
        let n = high + BigInt(UInt.random(in: 0...UInt.max, using: &g))
        x = Rational(numerator: i % 2 == 0 ? n : -n, denominator: BigInt(max(1, Int.random(in: 1...Int.max, using: &g) >> (i % 60))))
      }
      if x.isZero { continue }
      let precision = [1, 2, 3, 5, 18, 19, 20, 38, 39, 60, 96][i % 11]
      let mode = modes[i % modes.count]
      let fast = x.rounded(toSignificantDigits: precision, mode: mode)
      let slow = x.roundedSlowly(precision, mode)
      #expect(fast == slow, "\(x) at \(precision) \(mode)")
    }
  }
}
