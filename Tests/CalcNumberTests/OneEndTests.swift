import BigInt
import CalcNumber
import Testing

/// An increasing function of an approximation from one kernel call
/// (`Number.increasingFromLowerEnd`): the upper bound, raised from `f(lower)` by the slope,
/// must still lie above `f(upper)`, and the bounds must stay about as tight as the two-call
/// ones. Checked at 2,000 digits (above `BitBurst.threshold`) on intervals of several
/// widths, against each kernel evaluated at the upper end with 200 bits more.
@Suite("One kernel call for an approximation's two ends")
struct OneEndTests {
  typealias Kernel = (Rational, Int) throws(ArithmeticError) -> Number
  typealias Rise = (Dyadic, Dyadic, Dyadic) -> Dyadic?

  struct Function: Sendable, CustomTestStringConvertible {
    var name: String
    var testDescription: String { name }
  }

  static let functions = ["atan", "asin", "exp", "ln"].map { Function(name: $0) }

  static func kernel(_ name: String) -> Kernel {
    switch name {
    case "atan": return { x, bits throws(ArithmeticError) in try x.arctangentBounds(bits: bits, stop: nil) }
    case "exp": return { x, bits throws(ArithmeticError) in try x.exponentialBounds(bits: bits, stop: nil) }
    case "ln": return { x, bits throws(ArithmeticError) in try x.logarithmBounds(bits: bits, stop: nil) }
    default:
      // asin x = atan(x / √(1 − x²)), as calc's asin computes it, from a 2,400-digit root.
      return { x, bits throws(ArithmeticError) in
        let w = WorkingPrecision(digits: bits * 1000 / 3322 + 10)
        let cosine = try Number(1).subtracting(Number(x).squared(w), w).squareRoot(w)
        let y = try Number(x).divided(by: cosine, w)
        guard let r = y.lower.rational else { throw .indeterminate }
        let low = try r.arctangentBounds(bits: bits, stop: nil)
        guard let s = y.upper.rational else { throw .indeterminate }
        let high = try s.arctangentBounds(bits: bits, stop: nil)
        return Number(lower: low.lower, upper: high.upper)
      }
    }
  }

  static func rise(_ name: String) -> Rise {
    switch name {
    case "atan": return { a, l, u in Number.arctangentRise(a, l, u) }
    case "asin": return Number.arcsineRise
    case "exp": return Number.exponentialRise
    default: return Number.logarithmRise
    }
  }

  /// Centres for each function's domain (asin inside (−1, 1), ln positive).
  static func centres(_ name: String) -> [Rational] {
    let some: [Rational] = [
      Rational(numerator: 3, denominator: 10), Rational(numerator: 7, denominator: 3),
      Rational(numerator: 1, denominator: 1_000_003), Rational(numerator: 12_345, denominator: 100),
    ]
    switch name {
    case "asin": return [Rational(numerator: 3, denominator: 10), Rational(numerator: -99, denominator: 100),
                         Rational(numerator: 1, denominator: 1_000_003)]
    case "ln": return some
    default: return some + some.map { -$0 }
    }
  }

  @Test("The raised upper bound stays above f(upper) and the bounds stay tight", arguments: functions)
  func containsBothEnds(_ function: Function) throws {
    let w = WorkingPrecision(digits: 2_000)
    let kernel = Self.kernel(function.name)
    for centre in Self.centres(function.name) {
      // Half-widths of 2^-6,600 (the working precision's own), 2^-6,000 and 2^-300 of the centre.
      for exponent in [6_600, 6_000, 300] {
        let half = Rational(numerator: centre.numerator, denominator: centre.denominator << exponent).magnitude
        let lowerValue = try centre.subtracting(half)
        let upperValue = try centre.adding(half)
        let x = Number(lower: Dyadic(lowerValue, bits: w.bits + 80, .down), upper: Dyadic(upperValue, bits: w.bits + 80, .up))
        let once = try #require(try x.increasingFromLowerEnd(w, kernel, rise: Self.rise(function.name)),
                                "\(function.name)(\(centre)) ± 2^-\(exponent): not taken")
        let bothEnds = try x.increasing(w, kernel)
        guard let u = x.upper.rational else { Issue.record("no rational upper end"); continue }
        let atUpper = try kernel(u, w.bits + 200)
        #expect(once.upper >= atUpper.lower, "\(function.name)(\(centre)) ± 2^-\(exponent): below f(upper)")
        #expect(once.lower == bothEnds.lower, "\(function.name)(\(centre)) ± 2^-\(exponent): lower ends differ")
        // Tight: no wider than twice the two-call bounds, and a few bits of slack.
        let onceWidth = once.upper.subtracting(once.lower, bits: 64, .up)
        let bothWidth = bothEnds.upper.subtracting(bothEnds.lower, bits: 64, .up)
        #expect(onceWidth <= bothWidth.adding(bothWidth, bits: 64, .up).adding(bothWidth, bits: 64, .up),
                "\(function.name)(\(centre)) ± 2^-\(exponent): \(onceWidth.magnitudeExponent) vs \(bothWidth.magnitudeExponent)")
      }
    }
  }

  @Test("Below the threshold, and for exact values, both ends are evaluated apart")
  func notTaken() throws {
    let kernel = Self.kernel("exp")
    let low = WorkingPrecision(digits: 38)
    let x = Number(lower: Dyadic(1), upper: Dyadic(Rational(numerator: 1_000_001, denominator: 1_000_000), bits: 200, .up))
    #expect(try x.increasingFromLowerEnd(low, kernel, rise: Number.exponentialRise) == nil)
    #expect(try Number(2).increasingFromLowerEnd(WorkingPrecision(digits: 2_000), kernel, rise: Number.exponentialRise) == nil)
    // asin's slope is unbounded at ±1: no rise, so both ends.
    #expect(Number.arcsineRise(.one, Dyadic(Rational(numerator: 1, denominator: 2), bits: 64, .down), .one) == nil)
  }
}
