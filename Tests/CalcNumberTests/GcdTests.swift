import BigInt
@testable import CalcNumber
import TestSupport
import Foundation
import Testing

/// Lehmer's gcd (``BigUInt/lehmerGCD(_:_:)``, Sources/CalcNumber/Integers/BigUInt+GCD.swift)
/// against Euclid's algorithm with attaswift's `%`, on random pairs, pairs with a known
/// large common factor and the hard cases, and `Rational.gcd`'s shortcuts. (Big gcds
/// through the calculator, against Python: CalcKitTests' `GcdVectorTests`.)
@Suite("Lehmer's gcd of big integers")
struct GcdTests {
  /// The reference: Euclid's algorithm with attaswift's `%` (gcd(0, 0) = 0).
  static func euclid(_ a: BigUInt, _ b: BigUInt) -> BigUInt {
    var (x, y) = (a, b)
    while !y.isZero { (x, y) = (y, x % y) }
    return x
  }

  static func random(_ n: Int, _ g: inout SeededRandom) -> BigUInt {
    FastIntegerTests.random(n, &g)
  }

  /// Checks both argument orders against `expected`, and that the result divides both.
  static func check(_ a: BigUInt, _ b: BigUInt, _ expected: BigUInt, _ comment: Comment) {
    let g = BigUInt.lehmerGCD(a, b)
    #expect(g == expected, comment)
    #expect(BigUInt.lehmerGCD(b, a) == expected, comment)
  }

  @Test("The gcd of random pairs of 1...200 words is Euclid's")
  func randomPairs() {
    var g = SeededRandom(seed: 11)
    // attaswift's `%` is slow in a debug build (Euclid takes 23 s on 1,000 words): the
    // longer pairs are checked against gcds known by construction below.
    for n in [1, 2, 3, 4, 5, 7, 8, 13, 31, 32, 33, 64, 100, 200] {
      for m in Set([n, n - 1, n / 2, 1, n + 1]) where m >= 1 {
        let a = Self.random(n, &g), b = Self.random(m, &g)
        Self.check(a, b, Self.euclid(a, b), "\(n)×\(m) words")
      }
    }
  }

  /// A pair with gcd exactly `g` and the given Euclidean quotients: `(g, 0)` taken
  /// backwards through `(a, b) ← (q·a + b, a)` for each quotient, so that Euclid on the
  /// result takes exactly these quotients, last first (the first one at least 2, so that
  /// `a > b`). The steps are the matrices `[[q, 1], [1, 0]]`, multiplied as a balanced
  /// tree with the fast product (a step at a time is slow in a debug build).
  static func continuedFraction(_ g: BigUInt, _ quotients: [BigUInt]) -> (BigUInt, BigUInt) {
    typealias Matrix = (BigUInt, BigUInt, BigUInt, BigUInt)
    func product(_ m: Matrix, _ n: Matrix) -> Matrix {
      func p(_ x: BigUInt, _ y: BigUInt) -> BigUInt { BigUInt.product(x, y) }
      return (p(m.0, n.0) + p(m.1, n.2), p(m.0, n.1) + p(m.1, n.3), p(m.2, n.0) + p(m.3, n.2), p(m.2, n.1) + p(m.3, n.3))
    }
    func tree(_ qs: ArraySlice<BigUInt>) -> Matrix {
      if qs.count == 1, let q = qs.first { return (q, 1, 1, 0) }
      let middle = qs.startIndex + qs.count / 2
      return product(tree(qs[middle...]), tree(qs[..<middle]))  // the first quotients act first
    }
    if quotients.isEmpty { return (g, 0) }
    let m = tree(quotients[...])
    return (BigUInt.product(m.0, g), BigUInt.product(m.2, g))
  }

  @Test("Pairs of 300...3,000 words built from random quotients have the gcd built in")
  func constructedPairs() {
    var g = SeededRandom(seed: 15)
    // A quotient of a word or more costs Lehmer's loop a division step, slow in a debug
    // build: the longer pairs get fewer of them (none at 3,000 words).
    for (words, gcdWords, small) in [(300, 1, 80), (600, 3, 80), (1000, 200, 94), (3000, 900, 97)] {
      let common = Self.random(gcdWords, &g)
      var quotients: [BigUInt] = [BigUInt(2 + g.next() % 5)]
      var bits = 0
      while bits < 64 * (words - gcdWords) {
        // Mostly small quotients, as Euclid meets them; sometimes a word, two words or
        // more (where Lehmer's step cannot certify a quotient and divides).
        let q: BigUInt
        let kind = Int(g.next() % 100)
        switch kind {
        case 0..<small: q = BigUInt(1 + g.next() % 7)
        case small..<(small + 3): q = BigUInt(1 + g.next() % 1000)
        case (small + 3)..<99: q = BigUInt(UInt(g.next()) | 1)
        default: q = Self.random(Int(1 + g.next() % 4), &g)
        }
        quotients.append(q)
        bits += q.bitWidth
      }
      let (a, b) = Self.continuedFraction(common, quotients)
      Self.check(a, b, common, "\(a.words.count) words, gcd of \(gcdWords)")
    }
    // All quotients 1 (times a common factor, consecutive Fibonacci numbers).
    let common = Self.random(7, &g)
    let ones = Self.continuedFraction(common, [2] + [BigUInt](repeating: 1, count: 20_000))
    Self.check(ones.0, ones.1, common, "20,001 quotients 1")
  }

  @Test("Random pairs of 1,000 and 3,000 words: the gcd divides both, leaving coprime cofactors")
  func largeRandomPairs() {
    var g = SeededRandom(seed: 16)
    for n in [1000, 3000] {
      let f = Self.random(5, &g)
      let a = BigUInt.product(f, Self.random(n, &g)), b = BigUInt.product(f, Self.random(n - 1, &g))
      let d = BigUInt.lehmerGCD(a, b)
      #expect(a % d == 0 && b % d == 0 && d % f == 0, "\(n) words")
      #expect(BigUInt.lehmerGCD(a / d, b / d) == 1, "\(n) words")
    }
  }

  @Test("x^m − 1 and x^n − 1 have the gcd x^gcd(m, n) − 1")
  func powersMinusOne() {
    var g = SeededRandom(seed: 17)
    for (baseWords, m, n) in [(1, 1000, 700), (1, 600, 599), (3, 200, 150), (10, 60, 24)] {
      let x = Self.random(baseWords, &g) | 2
      let a = x.raised(to: m) - 1, b = x.raised(to: n) - 1
      Self.check(a, b, x.raised(to: Self.intGCD(m, n)) - 1, "\(baseWords)-word base, \(m), \(n)")
    }
  }

  @Test("Equal numbers, divisors, zero, one and powers of two times odd numbers have Euclid's gcd")
  func edges() {
    var g = SeededRandom(seed: 13)
    for n in [1, 2, 3, 10, 200] {
      let a = Self.random(n, &g)
      Self.check(a, a, a, "equal \(n) words")
      Self.check(a, 0, a, "zero and \(n) words")
      Self.check(a, 1, 1, "one and \(n) words")
      let m = BigUInt.product(a, Self.random(n, &g))
      Self.check(m, a, a, "\(n) words dividing \(2 * n)")
      Self.check(m + a, a, a, "\(n) words dividing \(2 * n)")
      Self.check(a + 1, a, 1, "consecutive \(n) words")
      let odd1 = Self.random(n, &g) | 1, odd2 = Self.random(n, &g) | 1
      let p = odd1.shiftedLeft(bits: 300), q = odd2.shiftedLeft(bits: 77)
      Self.check(p, q, Self.euclid(odd1, odd2).shiftedLeft(bits: 77), "2^300·odd, 2^77·odd, \(n) words")
    }
    #expect(BigUInt.lehmerGCD(0, 0) == 0)
    Self.check(BigUInt.powerOfTwo(5000), BigUInt.powerOfTwo(3001), BigUInt.powerOfTwo(3001), "powers of two")
    Self.check(BigUInt.powerOfTwo(5000) - 1, BigUInt.powerOfTwo(3000) - 1, BigUInt.powerOfTwo(1000) - 1, "2^a − 1")
    // All-ones words, and a top word of 1: the leading 128 bits straddle word boundaries.
    let ones = BigUInt(words: [UInt](repeating: .max, count: 50))
    Self.check(ones, ones >> 1, Self.euclid(ones, ones >> 1), "all ones")
    let top = BigUInt(words: [UInt](repeating: 0, count: 60) + [1])
    Self.check(top + 12345, top - 1, Self.euclid(top + 12345, top - 1), "top word 1")
  }

  @Test("Consecutive Fibonacci numbers (every quotient 1, the worst case) have gcd 1")
  func fibonacci() {
    var (f0, f1): (BigUInt, BigUInt) = (0, 1)
    let checked: Set<Int> = [2, 3, 92, 93, 94, 140, 186, 187, 188, 1000, 5000, 20_000]
    for i in 1...20_000 {
      (f0, f1) = (f1, f0 + f1)  // f0 = F(i), f1 = F(i + 1)
      if checked.contains(i) { Self.check(f1, f0, 1, "F(\(i + 1)), F(\(i))") }
    }
    // gcd(F(m), F(n)) = F(gcd(m, n))
    var fib: [BigUInt] = [0, 1]
    for i in 2...3000 { fib.append(fib[i - 1] + fib[i - 2]) }
    for (m, n) in [(3000, 2000), (2999, 1999), (2400, 1800), (1024, 768)] {
      Self.check(fib[m], fib[n], fib[Self.intGCD(m, n)], "F(\(m)), F(\(n))")
    }
  }

  static func intGCD(_ a: Int, _ b: Int) -> Int { b == 0 ? a : intGCD(b, a % b) }

  @Test("Rational.gcd keeps the 2-and-5 shortcuts and agrees with Lehmer's gcd")
  func rationalGcd() {
    var g = SeededRandom(seed: 14)
    let a = Self.random(300, &g), b = Self.random(280, &g)
    #expect(Rational.gcd(a, b) == Self.euclid(a, b))
    #expect(Rational.gcd(0, 0) == 1)
    let ten = BigUInt(10).raised(to: 5000)
    #expect(Rational.gcd(BigUInt.product(a, ten), ten) == Self.euclid(BigUInt.product(a, ten), ten))
    #expect(Rational.gcd(BigUInt(12), BigUInt(18)) == 6)
  }
}
