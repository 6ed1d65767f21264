import BigInt
@testable import CalcNumber
import Testing
import TestSupport

/// The two-word integers that replace the standard library's `UInt128` and `Int128`
/// (Sources/CalcNumber/Integers/U128.swift, I128.swift) against attaswift's `BigUInt` and
/// `BigInt`, on random values of every width and on the edges: carries and borrows across
/// the words, 2^64, 2^127, the maximum.
@Suite("Two-word integers")
struct U128Tests {
  static let two128 = BigUInt(1) << 128
  static let two127 = BigInt(1) << 127

  static func big(_ x: U128) -> BigUInt { BigUInt(x.high) << 64 + BigUInt(x.low) }
  static func big(_ x: I128) -> BigInt {
    x.isNegative ? BigInt(big(x.bits)) - BigInt(two128) : BigInt(big(x.bits))
  }
  static func u128(_ x: BigUInt) -> U128 {
    U128(high: UInt64(x >> 64), low: UInt64(x & BigUInt(UInt64.max)))
  }

  /// Edge words, and random values whose widths are spread over 0...128 bits.
  static func values(count: Int, seed: UInt64) -> [U128] {
    let words: [UInt64] = [0, 1, 2, 3, 5, 10, 1 << 32, (1 << 63) - 1, 1 << 63, (1 << 63) + 1, .max - 1, .max]
    var result = words.flatMap { high in words.map { U128(high: high, low: $0) } }
    var g = SeededRandom(seed: seed)
    while result.count < count {
      let width = Int.random(in: 0...128, using: &g)
      let x = U128(high: UInt64.random(in: 0...UInt64.max, using: &g), low: UInt64.random(in: 0...UInt64.max, using: &g))
      result.append(width == 0 ? 0 : x >> (128 - width))
    }
    return result
  }

  @Test("Sums, differences and products, with their overflows, as BigUInt's modulo 2^128")
  func ringOperations() {
    let xs = Self.values(count: 500, seed: 11)
    let ys = Self.values(count: 500, seed: 12).reversed()
    for (x, y) in zip(xs, ys) {
      let (bx, by) = (Self.big(x), Self.big(y))
      let sum = x.addingReportingOverflow(y)
      #expect(Self.big(sum.partialValue) == (bx + by) % Self.two128, "\(bx) + \(by)")
      #expect(sum.overflow == (bx + by >= Self.two128))
      let difference = x.subtractingReportingOverflow(y)
      #expect(Self.big(difference.partialValue) == (bx + Self.two128 - by) % Self.two128, "\(bx) - \(by)")
      #expect(difference.overflow == (bx < by))
      let product = x.multipliedReportingOverflow(by: y)
      #expect(Self.big(product.partialValue) == (bx * by) % Self.two128, "\(bx) * \(by)")
      #expect(product.overflow == (bx * by >= Self.two128), "\(bx) * \(by)")
      #expect((x < y) == (bx < by))
      #expect((x == y) == (bx == by))
    }
  }

  @Test("Quotients and remainders as BigUInt's, for one-word and two-word divisors")
  func quotients() {
    let xs = Self.values(count: 3000, seed: 21)
    var g = SeededRandom(seed: 22)
    var divisors = Self.values(count: 3000, seed: 23).filter { $0 != 0 }
    // Divisors just below and above a dividend, as the gcds meet them.
    divisors += xs.filter { $0 > 1 }.map { $0 - 1 } + xs.filter { $0 < U128.max }.map { $0 + 1 }
    for (i, d) in divisors.enumerated() {
      let x = i < xs.count ? xs[i] : xs[Int.random(in: 0..<xs.count, using: &g)]
      let (q, r) = x.quotientAndRemainder(dividingBy: d)
      let (bq, br) = Self.big(x).quotientAndRemainder(dividingBy: Self.big(d))
      #expect(Self.big(q) == bq && Self.big(r) == br, "\(Self.big(x)) / \(Self.big(d))")
      #expect(x / d == q && x % d == r)
    }
  }

  @Test("Shifts and bit counts as BigUInt's")
  func bits() {
    for x in Self.values(count: 400, seed: 31) {
      let bx = Self.big(x)
      for s in [0, 1, 17, 63, 64, 65, 100, 127, 128, 200] {
        #expect(Self.big(x << s) == (bx << s) % Self.two128, "\(bx) << \(s)")
        #expect(Self.big(x >> s) == bx >> s, "\(bx) >> \(s)")
      }
      #expect(x.leadingZeroBitCount == 128 - bx.bitWidth)
      #expect(x.trailingZeroBitCount == (bx.isZero ? 128 : bx.trailingZeroBitCount))
      #expect(x.exactInt == (bx <= BigUInt(Int.max) ? Int(bx) : nil))
    }
  }

  @Test("Signed sums, products and quotients as BigInt's, overflow exactly beyond ±2^127")
  func signed() {
    let magnitudes = Self.values(count: 400, seed: 41)
    var g = SeededRandom(seed: 42)
    func value(_ m: U128) -> I128 {
      let v = I128(bits: m)
      return Bool.random(using: &g) || v == .min ? v : -v
    }
    let range = -Self.two127..<Self.two127
    for (m, n) in zip(magnitudes, magnitudes.reversed()) {
      let (x, y) = (value(m), value(n))
      let (bx, by) = (Self.big(x), Self.big(y))
      #expect(BigInt(Self.big(x.magnitude)) == abs(bx))
      #expect((x < y) == (bx < by))
      let sum = x.addingReportingOverflow(y)
      #expect(sum.overflow == !range.contains(bx + by), "\(bx) + \(by)")
      if !sum.overflow { #expect(Self.big(sum.partialValue) == bx + by) }
      let product = x.multipliedReportingOverflow(by: y)
      #expect(product.overflow == !range.contains(bx * by), "\(bx) * \(by)")
      if !product.overflow { #expect(Self.big(product.partialValue) == bx * by) }
      if y != 0, !(x == .min && y == -1) {
        // Truncated toward zero, as BigInt's (and Int's) division.
        #expect(Self.big(x / y) == bx / by, "\(bx) / \(by)")
      }
      #expect(x.exactInt == (bx >= BigInt(Int.min) && bx <= BigInt(Int.max) ? Int(bx) : nil))
    }
    for i in [0, 1, -1, Int.max, Int.min, 12345, -98765] {
      #expect(Self.big(I128(i)) == BigInt(i))
    }
    #expect(Self.big(I128.min) == -Self.two127)
  }

  @Test("Rational's two-word paths at the edges: sums and products beside 2^126 and gcds of wide values")
  func rationalEdges() throws {
    let big = (BigInt(1) << 126) - 1
    for (a, b, c, d) in [(big, BigInt(3), BigInt(1), big), (-big, big - 2, big, BigInt(7)), (BigInt(1), big, BigInt(-1), big - 1)] {
      let x = Rational(numerator: a, denominator: b), y = Rational(numerator: c, denominator: d)
      let sum = Rational(numerator: a * d + c * b, denominator: b * d)
      let product = Rational(numerator: a * c, denominator: b * d)
      #expect(try x.adding(y) == sum)
      #expect(try x.multiplied(by: y) == product)
    }
    let ys = Self.values(count: 300, seed: 52)
    for x in Self.values(count: 300, seed: 51) {
      let y = ys[Int(x.low % 300)]
      let g = Rational.binaryGCD(x, y)
      #expect(Self.big(g) == (x == 0 && y == 0 ? 0 : Self.big(x).greatestCommonDivisor(with: Self.big(y))))
    }
  }
}
