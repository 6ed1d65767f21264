import BigInt
@testable import CalcNumber
import Testing
import TestSupport

/// The word-level paths of rounding an approximation's bounds (Dyadic.rounded(toBits:),
/// Number.relativeBits) against the arithmetic they replace: attaswift's shifts and the
/// general rounded subtraction.
@Suite("Bounds: rounding to bits and the bits two bounds share")
struct BoundRoundingTests {
  /// A random odd significand of 1...`words` words, some with runs of ones (so that an
  /// increment carries across words) or a lone top bit.
  static func odd(_ words: Int, _ g: inout SeededRandom) -> BigUInt {
    var x = FixedWidthTests.random(words: Int(g.next() % UInt64(words)) + 1, &g)
    if g.next() % 4 == 0 { x = (BigUInt(1) << (x.bitWidth + Int(g.next() % 70))) - 1 }
    return x | 1
  }

  @Test("Rounding to bits equals the shift, the increment and the normalization done apart")
  func roundedToBits() {
    var g = SeededRandom(seed: 21)
    for _ in 0..<2_000 {
      let m = Self.odd(6, &g)
      let x = Dyadic(significand: m, exponent: Int(g.next() % 400) - 200, isNegative: g.next() % 2 == 0)
      let bits = Int(g.next() % UInt64(m.bitWidth + 2)) + 1
      for direction in [RoundingDirection.up, .down] {
        var expected = x
        if m.bitWidth > bits {
          let shift = m.bitWidth - bits
          var kept = m >> shift
          if (direction == .up) != x.isNegative { kept += 1 }
          expected = Dyadic(significand: kept, exponent: x.exponent + shift, isNegative: x.isNegative)
        }
        #expect(x.rounded(toBits: bits, direction) == expected, "\(x) to \(bits) bits, \(direction)")
      }
    }
  }

  @Test("The bits two bounds share equal those of their rounded subtraction")
  func relativeBits() {
    var g = SeededRandom(seed: 22)
    for _ in 0..<3_000 {
      let negative = g.next() % 2 == 0
      let a = Dyadic(significand: Self.odd(5, &g), exponent: Int(g.next() % 300) - 150, isNegative: negative)
      // A close partner (a shifted small difference), an equal one, or an unrelated one.
      let b: Dyadic
      switch g.next() % 3 {
      case 0:
        let step = Dyadic(significand: Self.odd(2, &g), exponent: a.exponent - Int(g.next() % 200), isNegative: false)
        b = a.adding(step, bits: Int.max / 2, .up)
      case 1: b = a
      default: b = Dyadic(significand: Self.odd(5, &g), exponent: Int(g.next() % 300) - 150, isNegative: negative)
      }
      let (lower, upper) = a < b ? (a, b) : (b, a)
      #expect(
        Number.relativeBits(lower, upper) == Number.relativeBitsBySubtraction(lower, upper),
        "\(lower) ... \(upper)")
    }
    // Top eight bits of the width all ones, with and without a bit below them.
    let one = Dyadic.one
    for width in [BigUInt(0xFF) << 40, (BigUInt(0xFF) << 40) + 1, (BigUInt(0x1FF) << 40) + 1, BigUInt(0xFF)] {
      let upper = one.adding(Dyadic(significand: width, exponent: -100, isNegative: false), bits: Int.max / 2, .up)
      #expect(Number.relativeBits(one, upper) == Number.relativeBitsBySubtraction(one, upper), "width \(width)")
    }
  }
}

extension BoundRoundingTests {
  @Test("The decade test in machine words agrees with m / 2^k >= 10^e in big integers")
  func smallPowersOfTen() {
    var g = SeededRandom(seed: 23)
    var decided = 0
    for _ in 0..<20_000 {
      let e = Int(g.next() % 39) - 19
      let m = FixedWidthTests.random(words: Int(g.next() % 4) + 1, &g) | 1
      // k near the decade's boundary, where the widths do not decide.
      let power = BigUInt(10).power(Swift.abs(e))
      let target = e >= 0 ? m.bitWidth - power.bitWidth : m.bitWidth + power.bitWidth
      let k = Swift.max(0, target + Int(g.next() % 5) - 2)
      // Values just at a power of ten: m = 10^e · 2^k exactly, and one less.
      for value in [m, e >= 0 ? power << k : m] {
        guard let fast = Dyadic.isAtLeastSmallPowerOfTen(value, k, e) else { continue }
        decided += 1
        let expected = e >= 0 ? value >= power << k : value * power >= BigUInt(1) << k
        #expect(fast == expected, "m = \(value), k = \(k), e = \(e)")
      }
    }
    #expect(decided > 15_000)
  }
}

extension BoundRoundingTests {
  @Test("A fraction whose quotient is far wider than the bits asked rounds as the full division does")
  func wideQuotients() {
    var g = SeededRandom(seed: 24)
    for _ in 0..<300 {
      let d = FixedWidthTests.random(words: Int(g.next() % 6) + 1, &g) | 1
      let n = FixedWidthTests.random(words: d.words.count + Int(g.next() % 8) + 3, &g)
      // n exactly divisible by d now and then: the sticky bit comes from n's low bits alone.
      let numerator = g.next() % 4 == 0 ? d * (n >> 64) : n
      let bits = Int(g.next() % 100) + 1
      for direction in [RoundingDirection.up, .down] {
        let fast = Dyadic(fraction: BigInt(numerator), BigInt(d), bits: bits, direction)
        let (q, r) = numerator.quotientAndRemainder(dividingBy: d)
        let full = Dyadic.rounding(q, exponent: 0, negative: false, sticky: !r.isZero, bits: bits, direction)
        #expect(fast == full, "\(numerator) / \(d) to \(bits) bits, \(direction)")
      }
    }
  }
}

extension BoundRoundingTests {
  @Test("a fraction whose denominator is far wider than the bits asked rounds as the full division does")
  func wideDenominators() {
    var g = SeededRandom(seed: 31)
    for _ in 0..<300 {
      var d = FixedWidthTests.random(words: Int(g.next() % 30) + 5, &g) | 1
      var n = FixedWidthTests.random(words: Int(g.next() % 40) + 1, &g)
      if n.isZero { n = 1 }
      switch g.next() % 4 {
      case 0:
        // A short dyadic quotient with a huge common factor: on a rounding boundary.
        (n, d) = (d * BigUInt(g.next() % 1000 + 1), d << Int(g.next() % 200))
      case 1:
        // Just beside 1: (d + 1)/d.
        n = d + 1
      default: break
      }
      let negative = g.next() % 2 == 0
      let bits = Int(g.next() % 100) + 1
      for direction in [RoundingDirection.up, .down] {
        let fast = Dyadic(
          fraction: BigInt(sign: negative ? .minus : .plus, magnitude: n), BigInt(d), bits: bits, direction)
        let shift = max(0, bits + 2 + d.bitWidth - n.bitWidth)
        let (q, r) = (n << shift).quotientAndRemainder(dividingBy: d)
        let full = Dyadic.rounding(
          q, exponent: -shift, negative: negative, sticky: !r.isZero, bits: bits, direction)
        #expect(fast == full, "\(negative ? "-" : "")\(n) / \(d) to \(bits) bits, \(direction)")
      }
    }
  }
}
