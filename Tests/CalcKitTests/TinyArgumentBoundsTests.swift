import BigInt
@testable import CalcNumber
import Testing

/// The kernels' bounds for exact arguments below 2^-(the kept bits), which form no exact
/// series terms (Taylor.swift): each must contain an enclosure of the function's value
/// known from its first terms (e^x between 1 + x and 1 + x + x², sin x between x and
/// x − x³, …, for x = 2^-340000 and −3·2^-340001, whose powers are cheap exact rationals),
/// and be as tight as the bits asked.
@Suite("Bounds of functions of arguments beyond the kept bits")
struct TinyArgumentBoundsTests {
  struct Kernel: Sendable, CustomTestStringConvertible {
    var name: String
    /// The bounds the kernel gives for `x` at `bits`.
    var bounds: @Sendable (Rational, Int) throws -> Number?
    /// Two values, in either order, between which the function's value at `x` lies.
    var enclosure: @Sendable (Rational) throws -> (Rational, Rational)
    var testDescription: String { name }
  }

  /// Shrinks |x| by less than |x|³ (sin, atan): between x and x − x³.
  static func shrinking(_ x: Rational) throws -> (Rational, Rational) { (x, try x.subtracting(x.power(3))) }
  /// Grows |x| by less than |x|³ (tan, asin): between x and x + x³.
  static func growing(_ x: Rational) throws -> (Rational, Rational) { (x, try x.adding(x.power(3))) }

  static let kernels: [Kernel] = [
    Kernel(
      name: "exp", bounds: { x, bits in try x.exponentialBounds(bits: bits, stop: nil) },
      enclosure: { x in
        let linear = try Rational.one.adding(x)
        return (linear, try linear.adding(x.power(2)))
      }),
    Kernel(name: "sin", bounds: { x, bits in x.tinySineBounds(bits: bits) }, enclosure: shrinking),
    Kernel(name: "atan", bounds: { x, bits in x.tinyArctangentBounds(bits: bits) }, enclosure: shrinking),
    Kernel(name: "tan", bounds: { x, bits in x.tinyTangentBounds(bits: bits) }, enclosure: growing),
    Kernel(name: "asin", bounds: { x, bits in x.tinyArcsineBounds(bits: bits) }, enclosure: growing),
    Kernel(
      name: "cos", bounds: { x, bits in x.tinyCosineBounds(bits: bits) },
      enclosure: { x in (try Rational.one.subtracting(x.power(2)), .one) }),
    Kernel(
      name: "ln(1 + u)", bounds: { x, bits in x.tinyLogarithmOfOnePlusBounds(bits: bits) },
      enclosure: { x in (try x.subtracting(x.power(2)), x) }),
  ]

  static let arguments: [Rational] = [
    Rational(numerator: 1, denominator: BigInt(1) << 340_000),
    Rational(numerator: -3, denominator: BigInt(1) << 340_001),
  ]

  @Test("the bounds contain the value's enclosure and are as tight as the bits asked", arguments: kernels)
  func enclosesAndIsTight(_ kernel: Kernel) throws {
    for x in Self.arguments {
      for bits in [64, 2_000] {
        let label = "\(kernel.name) of \(x.signum < 0 ? "-" : "")2^-\(x.leadingZeroBits)…, \(bits) bits"
        let bounds = try #require(try kernel.bounds(x, bits), "\(label): no bounds")
        let lower = try #require(bounds.lower.rational)
        let upper = try #require(bounds.upper.rational)
        let (a, b) = try kernel.enclosure(x)
        // Compared as Booleans: a failed comparison of rationals of 340,000 bits would be
        // described digit by digit.
        let lowerHolds = lower <= min(a, b)
        let upperHolds = upper >= max(a, b)
        #expect(lowerHolds, "\(label): the lower bound is above the value")
        #expect(upperHolds, "\(label): the upper bound is below the value")
        // Relative width at most 2^-(bits - 2).
        let width = try upper.subtracting(lower)
        let allowed = try a.magnitude.multiplied(by: Rational(numerator: 1, denominator: BigInt(1) << (bits - 2)))
        let tight = width <= allowed
        #expect(tight, "\(label): the bounds are wider than asked")
      }
    }
  }
}
