import BigInt
import Foundation
import CalcNumber
import Testing
import TestSupport

/// The argument reductions of issue 40: the logarithm's by 7-smooth ratios
/// (`LogarithmReduction`, `PrimeLogarithms`) and the arctangent's by Gaussian integers
/// (`ArctangentReduction`, `GaussianArguments`). Their tables are made in code; these tests
/// check what the code made against exact arithmetic (the factorizations, the Machin-like
/// formulas' coefficients) and the constants against mpmath
/// (`Fixtures/reduction-constants.tsv`, from scripts/make-reduction-constant-vectors.py).
@Suite("Argument reductions: tables and constants")
struct ElementaryReductionTests {
  static let references: [String: [Int: BigUInt]] = {
    var table: [String: [Int: BigUInt]] = [:]
    for record in (try? Fixture.records("reduction-constants", fieldCount: 3)) ?? [] {
      guard let bits = Int(record.fields[1]), let value = ConstantsTests.hexadecimal(record.fields[2]) else { continue }
      table[record.fields[0], default: [:]][bits] = value
    }
    return table
  }()

  static let sizes = [0, 1, 2, 10, 63, 64, 65, 200, 500, 1000, 3000, 4500, 10_000]

  /// Whether `value` is within `units` of `c · 2^bits`, given its floor (c irrational).
  static func isWithin(_ value: BigInt, units: Int, floor: BigUInt) -> Bool {
    let difference = value - BigInt(floor)
    return difference >= BigInt(1 - units) && difference <= BigInt(units)
  }

  @Test("The fixture loads")
  func fixtureLoads() {
    #expect(Self.references.count == 9)
    #expect(Self.references.values.allSatisfy { $0.count >= Self.sizes.count })
  }

  @Test("Each ratio (n+1)/n is 7-smooth and its exponents rebuild it")
  func ratiosAreSmooth() {
    #expect(LogarithmReduction.ratios.count == 23)
    for n in LogarithmReduction.ratioDenominators {
      var up = 1, down = 1
      let e = LogarithmReduction.exponents(of: n + 1), f = LogarithmReduction.exponents(of: n)
      for (p, prime) in LogarithmReduction.primes.enumerated() {
        for _ in 0..<e[p] { up *= prime }
        for _ in 0..<f[p] { down *= prime }
      }
      #expect(up == n + 1 && down == n, "(\(n + 1))/\(n) is not 7-smooth")
    }
  }

  @Test("The coefficients of ln 2, ln 3, ln 5, ln 7 follow from the four series' factorizations")
  func primeLogarithmFormulas() {
    // 2·atanh(1/n) = ln((n+1)/(n−1)): its exponents over 2, 3, 5, 7.
    let vectors = PrimeLogarithms.series.map { s in
      zip(LogarithmReduction.exponents(of: s.m + 1), LogarithmReduction.exponents(of: s.m - 1)).map { $0 - $1 }
    }
    for (row, prime) in zip(PrimeLogarithms.coefficients, [0, 1, 2, 3]) {
      // Σ_n c_n·atanh(1/n) = Σ_n c_n/2 · Σ_p v_n[p]·ln p must be ln of the prime alone.
      for p in 0..<4 {
        let twice = zip(row, vectors).map { $0 * $1[p] }.reduce(0, +)
        #expect(twice == (p == prime ? 2 : 0), "coefficient row \(row) at prime index \(p): \(twice)/2")
      }
    }
    // Each series' bound on log2 m: m^den > 2^num.
    for s in PrimeLogarithms.series {
      #expect(BigUInt(s.m).power(s.log2Bound.den) > BigUInt(1) << s.log2Bound.num, "log2 \(s.m)")
    }
  }

  @Test("ln 2, ln 3, ln 5, ln 7 computed afresh are within 2 units of mpmath's")
  func primeLogarithms() throws {
    for bits in Self.sizes {
      let values = try PrimeLogarithms.compute(bits: bits, stop: nil)
      #expect(values.count == 4)
      for (value, name) in zip(values, ["ln2", "ln3", "ln5", "ln7"]) {
        let floor = try #require(Self.references[name]?[bits])
        #expect(Self.isWithin(value, units: 2, floor: floor), "\(name) at \(bits) bits")
      }
    }
  }

  @Test("Every Størmer number factors over the basis, and its coefficients give atan(1/n)")
  func gaussianFactorizations() {
    #expect(ArctangentReduction.angles.count == ArctangentReduction.stormerNumbers.count)
    let theta = [Double.pi / 4] + ArctangentReduction.gaussianPrimes.dropFirst().map { atan2(Double($0.1), Double($0.0)) }
    for (n, angle, c) in ArctangentReduction.angles {
      let sum = zip(c, theta).map { Double($0) * $1 }.reduce(0, +)
      #expect(abs(sum - angle) < 1e-12, "atan(1/\(n)) from \(c)")
    }
  }

  @Test("The θ weights invert the basis' exponent matrix, times 39")
  func thetaWeights() throws {
    var c: [[Int]] = []
    for n in ArctangentReduction.basis { c.append(try #require(ArctangentReduction.factorization(n))) }
    for (j, row) in ArctangentReduction.thetaWeights.enumerated() {
      for i in 1...5 {
        let sum = (0..<5).map { row[$0] * c[$0][i] }.reduce(0, +)
        #expect(sum == (i == j + 1 ? 39 : 0), "θ row \(j), column \(i)")
      }
      #expect((0..<5).map { row[$0] * c[$0][0] }.reduce(0, +) + row[5] == 0, "θ row \(j): π/4")
    }
  }

  @Test("The bounds on log2 n of the θ series hold: n^10 > 2^num")
  func arctangentSeriesBounds() {
    #expect(ArctangentReduction.basisSeries.map(\.hyperbolic.m) == ArctangentReduction.basis)
    for s in ArctangentReduction.basisSeries {
      let (num, den) = s.hyperbolic.log2Bound
      #expect(BigUInt(s.hyperbolic.m).power(den) > BigUInt(1) << num, "log2 \(s.hyperbolic.m)")
    }
  }

  @Test("The θ of the Gaussian primes computed afresh are within 3 units of mpmath's")
  func gaussianArguments() throws {
    for bits in Self.sizes {
      let values = try GaussianArguments.compute(bits: bits, stop: nil)
      for (value, name) in zip(values, ["theta5", "theta13", "theta17", "theta29", "theta37"]) {
        let floor = try #require(Self.references[name]?[bits])
        #expect(Self.isWithin(value, units: 3, floor: floor), "\(name) at \(bits) bits")
      }
    }
  }
}
