import BigInt
@testable import CalcNumber
import Testing
import TestSupport

/// The shortcuts of an approximation's decimal rounding: the second bound's product `m·10^s`
/// from the first's and their difference (``Dyadic/DecimalScaling``), and the agreed
/// rounding that ``Number/isDecided(precision:rounding:)`` keeps for
/// ``Number/decided(precision:rounding:)`` (``Number/DecidedMemo``). The reference is the
/// rounding of each bound alone, with its own full product.
@Suite("Decided roundings: shared products and the kept decision")
struct DecidedRoundingTests {
  static func random(words n: Int, _ g: inout SeededRandom) -> BigUInt {
    var words = (0..<n).map { _ in UInt(g.next()) }
    words[n - 1] |= 1 << 40
    return BigUInt(words: words)
  }

  /// Pairs of bounds around values between 1 and 10^6: the upper one on a finer, the same
  /// or a coarser binary scale, a few units apart or far apart, of either sign.
  static func pairs(words n: Int, _ g: inout SeededRandom) -> [(Dyadic, Dyadic)] {
    var pairs: [(Dyadic, Dyadic)] = []
    for negative in [false, true] {
      let m = random(words: n, &g)
      let k = m.bitWidth - 1 - Int(g.next() % 20)
      for (shift, gap) in [(0, BigUInt(2)), (3, 9), (-5, 1), (64, 77), (0, random(words: 12, &g)), (1, m / 3)] {
        let lower = Dyadic(significand: m, exponent: -k, isNegative: negative)
        let scaled = shift >= 0 ? m.shiftedLeft(bits: shift) : m >> -shift
        let upper = Dyadic(significand: scaled + gap, exponent: -(k + shift), isNegative: negative)
        pairs.append(negative ? (upper, lower) : (lower, upper))
      }
    }
    return pairs
  }

  @Test("The second bound's product from the first's gives each bound's own rounding")
  func sharedScaling() {
    var g = SeededRandom(seed: 21)
    for (n, p) in [(2, 39), (3, 50), (20, 300), (60, 1000), (200, 3500)] {
      for (a, b) in Self.pairs(words: n, &g) {
        for mode in RoundingMode.allCases {
          var shared = Dyadic.DecimalScaling()
          let first = a.roundedCoefficient(digits: p, mode: mode, tens: &shared)
          let second = b.roundedCoefficient(digits: p, mode: mode, tens: &shared)
          let ownFirst = a.roundedCoefficient(digits: p, mode: mode)
          let ownSecond = b.roundedCoefficient(digits: p, mode: mode)
          #expect(first?.q == ownFirst?.q && first?.exponent == ownFirst?.exponent && first?.exact == ownFirst?.exact)
          #expect(
            second?.q == ownSecond?.q && second?.exponent == ownSecond?.exponent && second?.exact == ownSecond?.exact,
            "\(n) words, \(p) digits, \(mode)")
        }
      }
    }
  }

  @Test("decided gives each precision's and mode's own rounding after isDecided, in any order")
  func keptDecision() {
    var g = SeededRandom(seed: 22)
    for n in [3, 40] {
      let m = Self.random(words: n, &g)
      let k = m.bitWidth - 3
      let lower = Dyadic(significand: m, exponent: -k, isNegative: false)
      let upper = Dyadic(significand: m.shiftedLeft(bits: 2) + 1, exponent: -(k + 2), isNegative: false)
      let x = Number(lower: lower, upper: upper)
      let digits = n * 19 - 10
      let precisions = [39, digits / 2, digits - 1, digits]
      for p in precisions {
        for mode in RoundingMode.allCases {
          // Asked about a neighbour first, so that a decision kept for it must not be reused.
          _ = x.isDecided(precision: p == 39 ? 40 : p - 1, rounding: mode)
          let decidedHere = x.isDecided(precision: p, rounding: mode)
          _ = x.isDecided(precision: p, rounding: mode == .halfEven ? .down : .halfEven)
          let shown = x.decided(precision: p, rounding: mode)
          let a = lower.roundedCoefficient(digits: p, mode: mode)
          let b = upper.roundedCoefficient(digits: p, mode: mode)
          let agree = a != nil && a?.q == b?.q && a?.exponent == b?.exponent
          #expect(decidedHere == agree, "\(n) words, \(p) digits, \(mode)")
          if agree, let a {
            #expect(shown == Rational.decimal(coefficient: a.q, exponent: a.exponent, negative: false, exact: false))
          } else {
            #expect(shown == nil, "\(n) words, \(p) digits, \(mode)")
          }
        }
      }
    }
  }
}
