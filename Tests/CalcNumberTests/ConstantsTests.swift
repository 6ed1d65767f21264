import BigInt
import CalcNumber
import Testing
import TestSupport

/// π and ln 2 in fixed point (`Constants.pi(bits:stop:)`, `Constants.ln2(bits:stop:)`, by
/// binary splitting) against floor(c · 2^bits) from mpmath (Fixtures/constants.tsv, from
/// scripts/make-constant-vectors.py): every result within the documented 2 units.
@Suite("Constants: π and ln 2 by binary splitting")
struct ConstantsTests {
  /// The reference floors by constant name and bits.
  static let references: [String: [Int: BigUInt]] = {
    var table: [String: [Int: BigUInt]] = [:]
    // A failure to read the fixture leaves the table empty, which `reference` reports.
    for record in (try? Fixture.records("constants", fieldCount: 3)) ?? [] {
      guard let bits = Int(record.fields[1]), let value = hexadecimal(record.fields[2]) else { continue }
      table[record.fields[0], default: [:]][bits] = value
    }
    return table
  }()

  /// A hexadecimal natural number, 16 digits a word (attaswift's radix parser is slow on
  /// 25,000 digits in a debug build).
  static func hexadecimal(_ text: String) -> BigUInt? {
    let digits = Array(text.utf8)
    var words: [UInt] = []
    var end = digits.count
    while end > 0 {
      let start = max(0, end - 16)
      guard let word = UInt(String(decoding: digits[start..<end], as: UTF8.self), radix: 16) else { return nil }
      words.append(word)
      end = start
    }
    return BigUInt(words: words)
  }

  static func reference(_ name: String, _ bits: Int) throws -> BigUInt {
    try #require(references[name]?[bits], "no reference for \(name) at \(bits) bits in Fixtures/constants.tsv")
  }

  /// Whether `value` is within 2 units of `c · 2^bits`, given `floor = ⌊c · 2^bits⌋`
  /// (c irrational): `c · 2^bits` lies in `(floor, floor + 1)`, so within 2 units means
  /// `floor - 1 <= value <= floor + 2`.
  static func isWithinBound(_ value: BigInt, floor: BigUInt) -> Bool {
    let difference = value - BigInt(floor)
    return difference >= -1 && difference <= 2
  }

  static let small = Array(0...200) + [255, 256, 257, 500, 1000, 3000]
  static let large = [10_000, 33_300, 100_000]

  @Test("Π · 2^bits computed afresh is within 2 units", arguments: [small, large])
  func pi(sizes: [Int]) throws {
    for bits in sizes {
      let value = try BinarySplitting.pi(bits: bits, stop: nil)
      #expect(Self.isWithinBound(value, floor: try Self.reference("pi", bits)), "π at \(bits) bits")
    }
  }

  @Test("ln 2 · 2^bits computed afresh is within 2 units", arguments: [small, large])
  func ln2(sizes: [Int]) throws {
    for bits in sizes {
      let value = try BinarySplitting.ln2(bits: bits, stop: nil)
      #expect(Self.isWithinBound(value, floor: try Self.reference("ln2", bits)), "ln 2 at \(bits) bits")
    }
  }

  @Test("The cached constants, asked for fewer bits after more, stay within 2 units")
  func cache() throws {
    // Other suites share the cache: whatever it holds, every answer must be in bounds.
    _ = try Constants.pi(bits: 33_300, stop: nil)
    _ = try Constants.ln2(bits: 33_300, stop: nil)
    for bits in Self.small + [10_000, 33_300] {
      let pi = try Constants.pi(bits: bits, stop: nil)
      #expect(Self.isWithinBound(pi, floor: try Self.reference("pi", bits)), "cached π at \(bits) bits")
      let ln2 = try Constants.ln2(bits: bits, stop: nil)
      #expect(Self.isWithinBound(ln2, floor: try Self.reference("ln2", bits)), "cached ln 2 at \(bits) bits")
    }
  }

  @Test("The lower bounds on log2 m that set the atanh series' lengths hold: m^den > 2^num")
  func arctanhBounds() {
    for series in [BinarySplitting.ArctanhSeries.m26, .m4801, .m8749] {
      let (num, den) = series.log2Bound
      #expect(BigUInt(series.m).power(den) > BigUInt(1) << num, "m = \(series.m)")
    }
  }

  @Test("The integer square root is exact: r² <= n < (r + 1)²")
  func squareRoot() {
    var g = SeededRandom(seed: 7)
    var cases: [BigUInt] = [0, 1, 2, 3, 4, BigUInt(UInt.max), BigUInt(10005) << 200_000]
    for words in [1, 4, 5, 6, 9, 17, 40, 100, 333, 1000] {
      let x = BigUInt(words: (0..<words).map { _ in UInt(g.next()) } + [1])
      cases += [x, x.squared(), x.squared() - 1, x.squared() + 1, (x + 1).squared() - 1]
    }
    for n in cases {
      let r = BinarySplitting.squareRoot(n)
      #expect(r.squared() <= n && n < (r + 1).squared(), "\(n.bitWidth) bits")
    }
  }

  @Test("A cancelled token stops the series")
  func cancellation() {
    let token = CancellationToken()
    token.cancel()
    #expect(throws: ArithmeticError.cancelled) { try BinarySplitting.pi(bits: 50_000, stop: token) }
    #expect(throws: ArithmeticError.cancelled) { try BinarySplitting.ln2(bits: 50_000, stop: token) }
  }
}
