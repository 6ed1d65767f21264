import BigInt
import Foundation
@testable import CalcNumber
import Testing

/// The table of Taylor coefficients of 1/Γ(1 + t) (Sources/CalcNumber/Elementary/
/// ReciprocalGammaTable+Values.swift, made by scripts/make-reciprocal-gamma-table.py from
/// python-flint and checked there against mpmath) against identities that hold for the whole
/// series, and its two kernels against each other.
@Suite("The Taylor table of 1/Γ(1 + t)")
struct ReciprocalGammaTableTests {
  /// `Σ_k (±1)^k · sign(c_k) · E_k` over the whole table, exactly.
  static func alternatingSum(_ flip: Bool) -> BigInt {
    var sum = BigInt(0)
    for k in 0..<ReciprocalGammaTable.count {
      let words = ReciprocalGammaTable.words[ReciprocalGammaTable.offsets[k]..<ReciprocalGammaTable.offsets[k + 1]]
      let entry = BigInt(BigUInt(words: words.map { UInt($0) }))
      let negative = ReciprocalGammaTable.negative[k] != (flip && k % 2 == 1)
      sum += negative ? -entry : entry
    }
    return sum
  }

  @Test("The table has its 720 entries, and the proved tail past them is below every precision it serves")
  func shape() {
    #expect(ReciprocalGammaTable.count == 720)
    #expect(ReciprocalGammaTable.offsets.count == ReciprocalGammaTable.count + 1)
    #expect(ReciprocalGammaTable.offsets.last == ReciprocalGammaTable.words.count)
    #expect(ReciprocalGammaTable.tailBits >= ReciprocalGammaTable.maximumBits + 16 + 4)
  }

  /// At t = 1 the series sums to 1/Γ(2) = 1, at t = −1 to 1/Γ(0) = 0. Each entry is within a
  /// unit of `|c_k| · 2^scale`, and the terms past the table are below Cauchy's bound of the
  /// type's comment at |t| = 1 (R = 91, N = 45): `M / R^720 / (1 − 1/R)`, about 2^−3778, so
  /// the table's sums lie within `721 + 2^(scale − 3770)` units of `2^scale` and of 0 (the
  /// true tail is far smaller: the sums land about 2^159 units away).
  @Test("The entries sum to 1/Γ(2) = 1 and, alternating, to 1/Γ(0) = 0, within the proved tail")
  func wholeSeriesIdentities() {
    var log2M = (0.5772156649015329 * 91 + 91.0 * 91 / 90) / 0.6931471805599453
    for i in 1...45 { log2M += Foundation.log2(1 + 91 / Double(i)) + 91 / Double(i) / 0.6931471805599453 }
    let log2Tail = log2M - 720 * Foundation.log2(91) - Foundation.log2(1 - 1 / 91.0)
    #expect(log2Tail < -3770)
    let one = BigInt(1) << ReciprocalGammaTable.scale
    let slack = BigInt(ReciprocalGammaTable.count + 1) + (BigInt(1) << (ReciprocalGammaTable.scale - 3770))
    let sum = Self.alternatingSum(false)
    #expect((sum - one).magnitude <= slack.magnitude, "Σ c_k is \(sum - one) units from 1")
    let alternating = Self.alternatingSum(true)
    #expect(alternating.magnitude <= slack.magnitude, "Σ (−1)^k c_k is \(alternating) units from 0")
  }

  @Test("The word kernel and the full-product kernel enclose the same value, tightly", arguments: [
    (1, 8), (3, 8), (1, 2), (5, 16), (1, 1024),
  ])
  func kernelsAgree(_ a: Int, _ b: Int) throws {
    let exponent = b.trailingZeroBitCount
    for negative in [false, true] {
      for bits in [64, 400, 3000, ReciprocalGammaTable.maximumBits - 16] {
        let word = try #require(try ReciprocalGammaTable.reciprocalGamma(
          a: UInt(a), b: UInt(b), negativeT: negative, bits: bits, stop: nil))
        let full = try #require(try ReciprocalGammaTable.reciprocalGamma(
          numerator: BigInt(negative ? -a : a), exponent: exponent, bits: bits, stop: nil))
        #expect(word.0 <= full.1 && full.0 <= word.1, "t = \(negative ? "-" : "")\(a)/\(b) at \(bits) bits")
        for (low, high) in [word, full] {
          let width = high.subtracting(low, bits: 64, .up)
          #expect(width.magnitudeExponent <= 20 - bits, "t = \(a)/\(b) at \(bits) bits: width 2^\(width.magnitudeExponent)")
        }
      }
    }
  }

  /// A long dyadic `t` (every word of it nonzero), from a fixed linear congruential sequence.
  static func longDyadic(seed: UInt64, bits: Int, negative: Bool) -> (BigInt, Int) {
    var state = seed
    var words: [UInt] = []
    for _ in 0..<(bits + 63) / 64 {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      words.append(UInt(state))
    }
    // Below 2^(bits − 1): |t| < ½.
    let magnitude = BigUInt(words: words) >> (64 * words.count - bits + 1)
    return (BigInt(sign: negative ? .minus : .plus, magnitude: magnitude), bits)
  }

  /// The reflection formula `Γ(1 + t) Γ(1 − t) = πt / sin(πt)`: the full-width kernel's
  /// bounds at `t` and `−t` multiply to an interval that must hold `sin(πt)/(πt)`, computed
  /// by calc's π and sine (another route), for a `t` longer than the precision (so `t` is
  /// truncated, and every word of the product is in play).
  static let reflectionCases: [(UInt64, Int)] = [
    (1, 64), (2, 400), (3, 1_000), (4, 3_000), (5, 3_400), (6, ReciprocalGammaTable.maximumBits - 16),
  ]

  @Test("At a long dyadic t, the kernel's bounds at t and −t multiply to enclose sin(πt)/(πt)",
    arguments: reflectionCases)
  func reflection(_ seed: UInt64, _ bits: Int) throws {
    let (numerator, exponent) = Self.longDyadic(seed: seed, bits: bits + 150, negative: false)
    let plus = try #require(try ReciprocalGammaTable.reciprocalGamma(
      numerator: numerator, exponent: exponent, bits: bits, stop: nil))
    let minus = try #require(try ReciprocalGammaTable.reciprocalGamma(
      numerator: -numerator, exponent: exponent, bits: bits, stop: nil))
    for (low, high) in [plus, minus] {
      let width = high.subtracting(low, bits: 64, .up)
      #expect(width.magnitudeExponent <= 20 - bits, "width 2^\(width.magnitudeExponent) at \(bits) bits")
    }
    let productBits = 2 * bits + 64
    let low = try plus.0.multiplied(by: minus.0, bits: productBits, .down)
    let high = try plus.1.multiplied(by: minus.1, bits: productBits, .up)
    let w = WorkingPrecision(digits: bits * 1000 / 3322 + 30)
    let t = Number(Rational(numerator: numerator, denominator: BigInt(1) << exponent))
    let pit = try t.multiplied(by: Number.pi(w), w)
    let reference = try pit.trigonometric(.sin, unit: .radians, w).divided(by: pit, w)
    #expect(low <= reference.upper && reference.lower <= high, "sin(πt)/(πt) outside the bounds at \(bits) bits")
  }
}
