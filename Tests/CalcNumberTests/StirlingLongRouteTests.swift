import BigInt
import Testing

@testable import CalcNumber

/// The kernels of Γ's long route against exact arithmetic computed another way: the
/// Bernoulli numbers from ζ(2j) against the tangent-number table, the rising factorial by
/// rectangular splitting against the exact product of rationals.
@Suite("Γ's long route: Bernoulli numbers from ζ, rising factorial by blocks")
struct StirlingLongRouteTests {
  @Test("B_2j/(2j(2j − 1)) from ζ(2j) equals the tangent-number table's, j = 65 … 400")
  func bernoulliFromZeta() throws {
    let fromZeta = try #require(try BernoulliByZeta.coefficients(65...400, stop: nil))
    let table = try StirlingSeries.coefficients(400, stop: nil)
    #expect(fromZeta.count == 336)
    for (i, c) in fromZeta.enumerated() {
      let exact = table[64 + i]
      // Equal fractions (the ζ route's is not reduced): a·d == b·c.
      #expect(c.numerator * exact.denominator == exact.numerator * c.denominator, "j = \(65 + i)")
    }
  }

  @Test("von Staudt–Clausen denominators", arguments: [(2, 6), (4, 30), (12, 2730), (60, 56786730)])
  func staudt(_ n: Int, _ d: Int) {
    #expect(BernoulliByZeta.staudtDenominator(n) == BigUInt(d))
  }

  @Test("The rising factorial by blocks encloses the exact product", arguments: [1, 5, 17, 100, 1000])
  func rising(_ n: Int) throws {
    let x = Rational(numerator: BigInt(1) << 200 + 12345, denominator: BigInt(1) << 199)  // about 2
    var exact = Rational.one
    for i in 0..<n { exact = try exact.multiplied(by: x.adding(Rational(i))) }
    let (low, high) = try RisingFactorialSplitting.bounds(x, n, bits: 400, stop: nil)
    let (exactLow, exactHigh) = Dyadic.bounds(exact, bits: 600)
    #expect(low <= exactLow && exactHigh <= high)
    // And tight: within 2^-380 relative.
    let width = high.subtracting(low, bits: 64, .up)
    let scale = try low.multiplied(by: Dyadic(significand: 1, exponent: -380, isNegative: false), bits: 64, .up)
    #expect(width <= scale)
  }
}
