import BigInt
@testable import CalcNumber
import Testing

/// The tables of elementary-function values (Sources/CalcNumber/Elementary/ElementaryTables*.swift,
/// made by scripts/make-elementary-tables.py with mpmath) against an independent computation
/// here, and the fixed-width kernels that read them (FixedWidthSeries+Tables.swift) against
/// the same reference.
@Suite("Elementary tables: atan(k/256) and the table-reduced kernels")
struct ElementaryTableTests {
  /// `atan(y / 2^scale) · 2^scale` to within a unit, without the tables: two halvings
  /// `atan z = 2·atan(z / (1 + √(1 + z²)))` (attaswift's square root and division), then the
  /// term-by-term series, all 64 bits finer, shifted down.
  static func fineArctangent(_ y: BigUInt, scale: Int) -> BigInt {
    let s = scale + 64
    let one = BigUInt(1) << s
    var z = y << 64
    for _ in 0..<2 {
      let root = (one * one + z * z).squareRoot()
      z = (z << s) / (one + root)
    }
    return (FixedWidthTests.oddSeriesLoop(z, scale: s, alternating: true).sum << 2) >> 64
  }

  @Test("every entry of the atan table is ⌊atan(k/256) · 2^g⌋ within a unit, at 512 and 509 bits")
  func arctangentTable() {
    #expect(ElementaryTables.arctangents.count == (ElementaryTables.points + 1) * ElementaryTables.words)
    for k in 0...ElementaryTables.points {
      for g in [ElementaryTables.scale, FixedWidthSeries.maximumTableScale] {
        let y = BigUInt(k) << (g - ElementaryTables.pointBits)
        let entry = ElementaryTables.entry(ElementaryTables.arctangents, k, scale: g, count: ElementaryTables.words).bigUInt
        let reference = Self.fineArctangent(y, scale: g)
        #expect(FixedWidthTests.near(BigInt(entry), reference, within: 2), "k = \(k) at \(g) bits")
      }
    }
  }

  static let scales: [Int] = FixedWidthTests.scales.filter { $0 >= 16 && $0 <= FixedWidthSeries.maximumTableScale }

  @Test("the table-reduced arctangent lies within 58 units of atan, on both sides of table points", arguments: scales)
  func tabulatedArctangent(scale g: Int) throws {
    var random = SeededRandom(seed: UInt64(g) + 3_000)
    let one = BigUInt(1) << g
    let step = BigUInt(1) << (g - ElementaryTables.pointBits)
    var arguments: [BigUInt] = [0, 1, one, one - 1, step, step - 1, step + 1, step * 255 + 1, step * 128]
    arguments += (0..<8).map { _ in FixedWidthTests.random(bits: g, &random) }
    for y in arguments {
      let fast = try #require(FixedWidthSeries.tabulatedArctangent(y, scale: g))
      #expect(FixedWidthTests.near(BigInt(fast), Self.fineArctangent(y, scale: g), within: 58), "y = \(y) at \(g) bits")
    }
    // Outside its range the kernel declines, and the caller's halvings take over.
    #expect(FixedWidthSeries.tabulatedArctangent(one * 2, scale: g) == nil)
    #expect(FixedWidthSeries.tabulatedArctangent(1, scale: FixedWidthSeries.maximumTableScale + 1) == nil)
  }

  @Test("the fixed-width quotient is ⌊a · 2^s / d⌋")
  func quotients() throws {
    var random = SeededRandom(seed: 17)
    for n in 1...FixedWidth.capacity {
      for _ in 0..<30 {
        let d = FixedWidthTests.random(words: Int(random.next() % UInt64(n)) + 1, &random)
        let a = FixedWidthTests.random(words: Int(random.next() % UInt64(n)) + 1, &random)
        for shift in [0, 1, 63, 64, 65, 64 * n - 1] {
          let expected = (a << shift) / d
          guard expected.words.count <= n else { continue }
          let fa = try #require(FixedWidth(a, count: n)), fd = try #require(FixedWidth(d, count: n))
          #expect(FixedWidth.quotient(fa, shiftedLeftBy: shift, dividedBy: fd).bigUInt == expected, "\(n) limbs, shift \(shift)")
        }
      }
    }
  }
}
