import CalcKit
import Testing
import TestSupport

/// Big gcds through the calculator: `gcd`, `lcm`, reduced fractions and `floor` of big
/// quotients against Python (Fixtures/gcd.tsv, from scripts/make-gcd-vectors.py). Lehmer's
/// gcd itself: CalcNumberTests' `GcdTests`.
@Suite("Big gcds through the calculator")
struct GcdVectorTests {
  @Test("gcd, lcm, reduced fractions and floor of big quotients in gcd.tsv equal Python's")
  func pythonVectors() throws {
    let records = try Fixture.records("gcd", fieldCount: 3)
    #expect(records.count >= 25)
    for (line, fields) in records {
      let calculator = Calculator()
      let value = try calculator.evaluate(fields[0])
      let fraction = try #require(value.fraction, "line \(line): \(fields[0]) is not exact")
      let text = fraction.denominator == "1" ? fraction.numerator : "\(fraction.numerator)/\(fraction.denominator)"
      #expect(String(text.utf8.count) == fields[1], "line \(line): \(fields[0])")
      #expect(SHA256.hex(Array(text.utf8)) == fields[2], "line \(line): \(fields[0])")
    }
  }

  @Test("floor(A/B) of operands beyond 100,000 bits is Python's A // B")
  func floorBeyondOldCap() throws {
    // A = 3^120000 + 2 (190,196 bits) and B = 7^36000 + 4 (101,065 bits), neither a
    // product of 2s and 5s: the quotient's reduction needs gcd(A, B), which the old cap
    // refused, and floor of the approximation was "cannot decide".
    let value = try Calculator().evaluate("floor((3^120000+2)/(7^36000+4))")
    let fraction = try #require(value.fraction, "not exact")
    let digits = fraction.numerator
    #expect(fraction.denominator == "1")
    #expect(digits.utf8.count == 26_832)
    #expect(digits.prefix(20) == "10498466004050810074" && digits.suffix(20) == "38131231704675542926")
    #expect(SHA256.hex(Array(digits.utf8)) == "c64d16c90086d5f5794dc7ac115262a26b3964b2f97bae3b0188fb6107bd547d")
    // And 7^43000 + 2 over 3^76000 + 4 (both about 120,500 bits), small quotient.
    let small = try Calculator().evaluate("floor((7^43000+2)/(3^76000+4))")
    #expect(small.fraction?.numerator == "1000833695931430724566605999373068345534156478537955969768099829137926587882537")
  }
}
