import BigInt
@testable import CalcNumber
import Testing
import TestSupport

/// The tables of elementary-function values (Sources/CalcNumber/Elementary/ElementaryTables*.swift,
/// made by scripts/make-elementary-tables.py with mpmath) against an independent computation
/// here, and the fixed-width kernels that read them (FixedWidthSeries+Tables.swift) against
/// the same reference.
@Suite("Elementary tables: atan, ln, sin, cos and exp at k/256, and the table-reduced kernels")
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

  @Test("Every entry of the atan table is ⌊atan(k/256) · 2^g⌋ within a unit, at 512 and 509 bits")
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

  @Test("The table-reduced arctangent lies within 58 units of atan, on both sides of table points", arguments: scales)
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

  @Test("The fixed-width quotient is ⌊a · 2^s / d⌋")
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

  /// `ln(a/b) · 2^scale` for `1 <= a/b < 2`, to within a unit: `2·atanh((a − b)/(a + b))`
  /// (below 1/3) by the term-by-term series, 64 bits finer, shifted down.
  static func fineLogarithm(_ a: BigUInt, _ b: BigUInt, scale: Int) -> BigInt {
    let s = scale + 64
    let z = ((a - b) << s) / (a + b)
    return (FixedWidthTests.oddSeriesLoop(z, scale: s, alternating: false).sum << 1) >> 64
  }

  /// `cos(r / 2^scale) · 2^scale` to within a few units: `1 − 2·sin²(r/2)`, the sine 64
  /// bits finer.
  static func fineCosine(_ r: BigUInt, scale: Int) -> BigInt {
    let s = scale + 64
    let half = FixedWidthTests.fineSine(r << 63, scale: s)  // sin(r/2) · 2^s
    return (BigInt(1) << scale) - BigInt((half * half) >> (2 * s - scale - 1))
  }

  @Test("Every entry of the ln, sin and 1 − cos tables is within a unit of the value, at 512 and 509 bits")
  func otherTables() {
    let n = ElementaryTables.points
    for table in [ElementaryTables.logarithms, ElementaryTables.sines, ElementaryTables.versines] {
      #expect(table.count == (n + 1) * ElementaryTables.words)
    }
    for k in 0...n {
      for g in [ElementaryTables.scale, FixedWidthSeries.maximumTableScale] {
        func entry(_ table: [UInt64]) -> BigInt {
          BigInt(ElementaryTables.entry(table, k, scale: g, count: ElementaryTables.words).bigUInt)
        }
        let ln = Self.fineLogarithm(BigUInt(n + k), BigUInt(n), scale: g)
        #expect(FixedWidthTests.near(entry(ElementaryTables.logarithms), ln, within: 2), "ln: k = \(k) at \(g) bits")
        let x = BigUInt(k) << (g - ElementaryTables.pointBits)
        let sin = BigInt(FixedWidthTests.fineSine(x << 64, scale: g + 64) >> 64)
        #expect(FixedWidthTests.near(entry(ElementaryTables.sines), sin, within: 2), "sin: k = \(k) at \(g) bits")
        let versine = (BigInt(1) << g) - Self.fineCosine(x, scale: g)
        #expect(FixedWidthTests.near(entry(ElementaryTables.versines), versine, within: 3), "1 − cos: k = \(k) at \(g) bits")
      }
    }
  }

  @Test("The table-reduced logarithm lies within 114 units of ln, on both sides of table points", arguments: scales)
  func tabulatedLogarithm(scale g: Int) throws {
    var random = SeededRandom(seed: UInt64(g) + 4_000)
    // a/b in [1, 2): exact table points, just beside them, 2 − ε, and random fractions.
    var pairs: [(BigUInt, BigUInt)] = [(1, 1), (257, 256), (511, 256), (2 * 256 * 1_000 - 1, 256 * 1_000)]
    pairs += [(BigUInt(300) * 1_000_000 + 1, BigUInt(256) * 1_000_000), (BigUInt(300) * 1_000_000 - 1, BigUInt(256) * 1_000_000)]
    // Both sides of the machine-word route (a below 2^54) and a short decimal's fraction.
    let w = BigUInt(1) << 53
    pairs += [(2 * w - 1, w), (2 * w - 1, w + 1), (2 * w, w + 1), (2 * w + 1, w + 1), (1_306_318, 1_000_000)]
    for _ in 0..<8 {
      let b = FixedWidthTests.random(bits: 1 + Int(random.next() % 200), &random) + 1
      pairs.append((b + FixedWidthTests.random(bits: b.bitWidth, &random) % b, b))
    }
    for (a, b) in pairs {
      let fast = try #require(FixedWidthSeries.tabulatedLogarithm(a, b, scale: g))
      #expect(FixedWidthTests.near(BigInt(fast), Self.fineLogarithm(a, b, scale: g), within: 114), "\(a)/\(b) at \(g) bits")
    }
    #expect(FixedWidthSeries.tabulatedLogarithm(2, 1, scale: g) == nil)
    #expect(FixedWidthSeries.tabulatedLogarithm(1, 2, scale: g) == nil)
  }

  /// `e^(r / 2^scale) · 2^scale` to within a unit: the term-by-term series of
  /// ``FixedWidthTests/exponentialLoop(_:scale:)`` 64 bits finer, shifted down.
  static func fineExponential(_ r: BigUInt, scale: Int) -> BigInt {
    BigInt(FixedWidthTests.exponentialLoop(r << 64, scale: scale + 64).sum >> 64)
  }

  @Test("Every entry of the exp table is ⌊e^(k/256) / 4 · 2^g⌋ within a unit, at 512 and 509 bits")
  func exponentialTable() {
    #expect(ElementaryTables.quarterExponentials.count == (ElementaryTables.points + 1) * ElementaryTables.words)
    for k in 0...ElementaryTables.points {
      for g in [ElementaryTables.scale, FixedWidthSeries.maximumTableScale] {
        let x = BigUInt(k) << (g - ElementaryTables.pointBits)
        let entry = ElementaryTables.entry(ElementaryTables.quarterExponentials, k, scale: g, count: ElementaryTables.words).bigUInt
        // A quarter of the fine value: within a unit of it, give or take the shift's.
        #expect(FixedWidthTests.near(BigInt(entry), Self.fineExponential(x, scale: g) >> 2, within: 2), "k = \(k) at \(g) bits")
      }
    }
  }

  @Test("The table-reduced exponential lies within 240 units below e^x, on both sides of table points", arguments: scales)
  func tabulatedExponential(scale g: Int) throws {
    var random = SeededRandom(seed: UInt64(g) + 6_000)
    let one = BigUInt(1) << g
    let step = BigUInt(1) << (g - ElementaryTables.pointBits)
    var arguments: [BigUInt] = [0, 1, step - 1, step, step + 1, one * 693 / 1000, one - 1, one]
    arguments += (0..<8).map { _ in FixedWidthTests.random(bits: g, &random) }
    for r in arguments {
      let fast = BigInt(try #require(FixedWidthSeries.tabulatedExponential(r, scale: g)))
      let fine = Self.fineExponential(r, scale: g)
      // Below (the fine value is within a unit), by at most 240 units.
      #expect(fast <= fine + 1 && FixedWidthTests.near(fast, fine, within: 240), "e^x at r = \(r), \(g) bits")
    }
    #expect(FixedWidthSeries.tabulatedExponential(one * 2, scale: g) == nil)
  }

  @Test("The table-reduced sine and cosine lie within 94 units of sin and cos", arguments: scales)
  func tabulatedSineAndCosine(scale g: Int) throws {
    var random = SeededRandom(seed: UInt64(g) + 5_000)
    let one = BigUInt(1) << g
    let step = BigUInt(1) << (g - ElementaryTables.pointBits)
    let quarterPi = one * 785_398 / 1_000_000
    var arguments: [BigUInt] = [0, 1, step, step - 1, step + 1, quarterPi, one, one - 1]
    arguments += (0..<8).map { _ in FixedWidthTests.random(bits: g, &random) % (quarterPi + 1) }
    for r in arguments {
      let fast = try #require(FixedWidthSeries.tabulatedSineAndCosine(r, scale: g))
      let sin = BigInt(FixedWidthTests.fineSine(r << 64, scale: g + 64) >> 64)
      #expect(FixedWidthTests.near(BigInt(fast.sin), sin, within: 94), "sin at r = \(r), \(g) bits")
      let cos = try #require(fast.cos)
      #expect(FixedWidthTests.near(BigInt(cos), Self.fineCosine(r, scale: g), within: 94), "cos at r = \(r), \(g) bits")
      // The sine alone: the same sine, no cosine.
      let alone = try #require(FixedWidthSeries.tabulatedSineAndCosine(r, scale: g, cosine: false))
      #expect(alone.sin == fast.sin && alone.cos == nil, "sine alone at r = \(r), \(g) bits")
    }
    #expect(FixedWidthSeries.tabulatedSineAndCosine(one * 2, scale: g) == nil)
  }
}
