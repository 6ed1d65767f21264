import BigInt
import CalcNumber
import Testing

/// The kernels above ``BitBurst/threshold`` (about 1,200 digits), where the series are summed
/// by binary splitting, checked at more bits than the public precision allows: the bit-burst
/// result and the direct series of the same short argument agree, `exp` and `ln` invert each
/// other, sin² + cos² = 1 and atan undoes sin/cos, and a cancelled token stops them.
/// (The digits calc prints at such precisions: CalcKitTests' `HighPrecisionTests`.)
@Suite("High-precision kernels: binary splitting and bit-burst")
struct HighPrecisionKernelTests {
  /// `(lower, upper)` of bounds as rationals.
  static func rationals(_ n: Number) throws -> (Rational, Rational) {
    (try #require(n.lower.rational), try #require(n.upper.rational))
  }

  @Test("Bit-burst exp of a general argument agrees with the direct series of a short one", arguments: [6_000, 40_000])
  func exponentialRoutes(bits: Int) throws {
    // 1/3 rounded to `bits` bits: a dyadic of many bits (bit-burst) next to 1/3 (direct).
    let third = Rational(numerator: 1, denominator: 3)
    let long = Rational(numerator: (BigInt(1) << bits) / 3, denominator: BigInt(1) << bits)
    let a = try Self.rationals(try third.exponentialBounds(bits: bits, stop: nil))
    let b = try Self.rationals(try long.exponentialBounds(bits: bits, stop: nil))
    // e^(1/3) − e^long is below 2 · 2^-bits: the bounds must overlap once widened by it.
    let gap = Rational(numerator: 2, denominator: BigInt(1) << bits)
    let (aHigh, bHigh) = (try a.1.adding(gap), try b.1.adding(gap))
    #expect(b.0 <= aHigh && a.0 <= bHigh)
    let width = try a.1.subtracting(a.0)
    #expect(width < Rational(numerator: 1, denominator: BigInt(1) << (bits - 16)))
  }

  @Test("ln(e^x) contains x for general x, at many bits", arguments: [6_000, 40_000])
  func logarithmInvertsExponential(bits: Int) throws {
    let x = Rational(numerator: (BigInt(1) << bits) / 7 * 5, denominator: BigInt(1) << bits)  // ≈ 5/7
    let e = try Self.rationals(try x.exponentialBounds(bits: bits + 32, stop: nil))
    let low = try Self.rationals(try e.0.logarithmBounds(bits: bits, stop: nil))
    let high = try Self.rationals(try e.1.logarithmBounds(bits: bits, stop: nil))
    #expect(low.0 <= x && x <= high.1)
    let width = try high.1.subtracting(low.0)
    #expect(width < Rational(numerator: 1, denominator: BigInt(1) << (bits - 24)))
  }

  @Test("sin² + cos² and atan(sin/cos) hold at many bits", arguments: [6_000, 40_000])
  func trigonometricIdentities(bits: Int) throws {
    let x = Rational(numerator: (BigInt(1) << bits) / 11 * 7, denominator: BigInt(1) << bits)  // ≈ 7/11
    let (sin, cos) = try x.sineAndCosineBounds(bits: bits, stop: nil)
    let s = try Self.rationals(sin)
    let c = try Self.rationals(cos)
    let sumLow = try s.0.multiplied(by: s.0).adding(c.0.multiplied(by: c.0))
    let sumHigh = try s.1.multiplied(by: s.1).adding(c.1.multiplied(by: c.1))
    #expect(sumLow <= .one && .one <= sumHigh)
    // atan is increasing: atan(sin_low / cos_high) <= x <= atan(sin_high / cos_low).
    let low = try Self.rationals(try s.0.divided(by: c.1).arctangentBounds(bits: bits, stop: nil))
    let high = try Self.rationals(try s.1.divided(by: c.0).arctangentBounds(bits: bits, stop: nil))
    #expect(low.0 <= x && x <= high.1)
    let width = try high.1.subtracting(low.0)
    #expect(width < Rational(numerator: 1, denominator: BigInt(1) << (bits - 24)))
  }

  @Test("A cancelled token stops the high-precision kernels")
  func cancellation() {
    let token = CancellationToken()
    token.cancel()
    let x = Rational(numerator: (BigInt(1) << 20_000) / 3, denominator: BigInt(1) << 20_000)
    #expect(throws: ArithmeticError.cancelled) { try BitBurst.exponential(BigInt(1) << 19_000, bits: 20_000, stop: token) }
    #expect(throws: ArithmeticError.cancelled) { try BitBurst.arctangent(BigUInt(1) << 19_000, bits: 20_000, stop: token) }
    #expect(throws: ArithmeticError.cancelled) { try x.logarithmBounds(bits: 20_000, stop: token) }
    #expect(throws: ArithmeticError.cancelled) { try x.sineAndCosineBounds(bits: 20_000, stop: token) }
  }
}
