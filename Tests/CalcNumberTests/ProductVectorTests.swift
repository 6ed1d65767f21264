import BigInt
@testable import CalcNumber
import TestSupport
import Testing

/// The word-array product kernels (Sources/CalcNumber/Integers: `Limbs+Schoolbook.swift`,
/// `Limbs+Columns.swift`, `Limbs+HighProduct.swift` and the Karatsuba/Toom-3 dispatch above
/// them) against Python's exact `int` products, `Fixtures/products.tsv` from
/// `scripts/make-product-vectors.py`: operands of 1 to 300 words shaped to stress carries
/// (all-ones words, zero words, runs of each), the schoolbook kernels called directly at
/// every size, and the products through `Limbs.product`, `BigUInt.product`, `squared()` and
/// `BigUInt.highProduct`.
@Suite("Product kernels against Python's integers")
struct ProductVectorTests {
  /// One fixture row.
  struct Case {
    let line: Int
    let kind: String
    let an: Int, bn: Int, d: Int
    let a: [UInt], b: [UInt]
    let operandsHash: String
    let resultWords: Int
    let resultHash: String
    let lastHex: String
  }

  /// `n` words drawn from SplitMix64 by the shape rule of `scripts/make-product-vectors.py`.
  static func operand(_ shape: String, _ n: Int, seed: UInt64) throws -> [UInt] {
    var g = SeededRandom(seed: seed)
    return try (0..<n).map { i in
      let v = UInt(g.next())
      switch shape {
      case "random": return v
      case "ones": return .max
      case "zeros": return i % 3 == 1 ? 0 : v
      case "holes": return v % 7 == 0 ? 0 : .max
      case "runs": return (v >> 60) & 1 == 1 ? .max : 0
      case "top": return v % 3 == 0 ? 1 << 63 : (v % 3 == 1 ? .max : 1)
      default: throw Fixture.Failure(description: "unknown shape \(shape)")
      }
    }
  }

  /// The words from the most significant, 16 lowercase hex digits each.
  static func text(_ words: [UInt]) -> String {
    var s = ""
    s.reserveCapacity(16 * words.count)
    for w in words.reversed() {
      let digits = String(w, radix: 16)
      s += String(repeating: "0", count: 16 - digits.count) + digits
    }
    return s
  }

  static func hash(_ s: String) -> String { SHA256.hex(Array(s.utf8)) }

  /// `value` as exactly `n` words (high zero words added); nil when it needs more.
  static func words(_ value: BigUInt, _ n: Int) -> [UInt]? {
    let w = value.limbs
    guard w.count <= n else { return nil }
    return w + [UInt](repeating: 0, count: n - w.count)
  }

  static let cases: [Case] = {
    guard let records = try? Fixture.records("products", fieldCount: 11) else { return [] }
    return records.compactMap { record in
      let f = record.fields
      guard let an = Int(f[1]), let bn = Int(f[2]), let d = Int(f[3]), let seed = UInt64(f[6]),
        let count = Int(f[8]),
        let a = try? operand(f[4], an, seed: seed), let b = try? operand(f[5], bn, seed: seed + 1)
      else { return nil }
      return Case(
        line: record.line, kind: f[0], an: an, bn: bn, d: d, a: a, b: b, operandsHash: f[7],
        resultWords: count, resultHash: f[9], lastHex: f[10])
    }
  }()

  /// Whether `words` is the row's result: its text's SHA-256 and last digits.
  static func check(_ words: [UInt], _ c: Case, _ path: String) {
    let t = text(words)
    #expect(words.count == c.resultWords, "line \(c.line) \(path): \(words.count) words")
    #expect(String(t.suffix(16)) == c.lastHex, "line \(c.line) \(path): ends \(t.suffix(16))")
    #expect(hash(t) == c.resultHash, "line \(c.line) \(path) (\(c.kind) \(c.an)×\(c.bn) d \(c.d))")
  }

  /// Runs `body` with pointers to the case's operands and an `n`-word result.
  static func withKernel(_ c: Case, words n: Int, _ body: (UnsafePointer<UInt>, UnsafePointer<UInt>, UnsafeMutablePointer<UInt>) -> Void) -> [UInt] {
    var r = [UInt](repeating: 0xDEAD_BEEF, count: n)  // garbage: the kernels write every word
    c.a.withUnsafeBufferPointer { ap in
      c.b.withUnsafeBufferPointer { bp in
        r.withUnsafeMutableBufferPointer { rp in
          guard let x = ap.baseAddress, let y = bp.baseAddress, let z = rp.baseAddress else { return }
          body(x, y, z)
        }
      }
    }
    return r
  }

  @Test("The fixture loads, with every kind of row, and the operands are the script's")
  func fixtureLoads() throws {
    let records = try Fixture.records("products", fieldCount: 11)
    #expect(Self.cases.count == records.count)
    #expect(Self.cases.count >= 800)
    for kind in ["mul", "sqr", "high"] { #expect(Self.cases.contains { $0.kind == kind }, "\(kind)") }
    for c in Self.cases {
      #expect(Self.hash(Self.text(c.a) + Self.text(c.b)) == c.operandsHash, "line \(c.line): operands differ")
    }
  }

  @Test("The schoolbook product, Limbs.product and BigUInt.product equal Python's, 1 to 300 words")
  func products() {
    for c in Self.cases where c.kind == "mul" {
      let n = c.an + c.bn
      Self.check(Self.withKernel(c, words: n) { x, y, z in Limbs.schoolbookMultiply(x, c.an, y, c.bn, into: z) }, c, "schoolbook")
      Self.check(Self.withKernel(c, words: n) { x, y, z in Limbs.schoolbookMultiply(y, c.bn, x, c.an, into: z) }, c, "schoolbook swapped")
      Self.check(Limbs.product(c.a, c.b), c, "Limbs.product")
      if let w = Self.words(BigUInt.product(BigUInt(words: c.a), BigUInt(words: c.b)), n) {
        Self.check(w, c, "BigUInt.product")
      } else {
        Issue.record("line \(c.line): BigUInt.product longer than \(n) words")
      }
    }
  }

  @Test("The schoolbook square, Limbs.square and squared() equal Python's, 1 to 300 words")
  func squares() {
    for c in Self.cases where c.kind == "sqr" {
      Self.check(Self.withKernel(c, words: 2 * c.an) { x, _, z in Limbs.schoolbookSquare(x, c.an, into: z) }, c, "schoolbook")
      Self.check(Limbs.square(c.a), c, "Limbs.square")
      Self.check(Self.withKernel(c, words: 2 * c.an) { x, _, z in Limbs.schoolbookMultiply(x, c.an, x, c.an, into: z) }, c, "schoolbook product")
      if let w = Self.words(BigUInt(words: c.a).squared(), 2 * c.an) {
        Self.check(w, c, "squared()")
      } else {
        Issue.record("line \(c.line): squared() longer than \(2 * c.an) words")
      }
    }
  }

  @Test("The column high product equals Python's sum of the high columns; BigUInt.highProduct is within its bound")
  func highProducts() {
    for c in Self.cases where c.kind == "high" {
      Self.check(
        Self.withKernel(c, words: c.an + c.bn - c.d) { x, y, z in Limbs.highProduct(x, c.an, y, c.bn, dropping: c.d, into: z) },
        c, "Limbs.highProduct")
      // ⌊a·b / 2^shift⌋ − (⌊shift/64⌋ + 1) <= high <= ⌊a·b / 2^shift⌋, the documented
      // bound, by either route.
      // Shifts of whole words and of words and bits.
      let a = BigUInt(words: c.a), b = BigUInt(words: c.b)
      for bits in [0, 1, 37, 63] {
        let shift = c.d * UInt.bitWidth + bits
        let exact = (a * b) >> shift
        for (x, y) in [(a, b), (b, a)] {
          let high = BigUInt.highProduct(x, y, shift: shift)
          #expect(high <= exact && high + BigUInt(c.d + 1) >= exact, "line \(c.line) shift \(shift): highProduct out of bound")
        }
      }
    }
  }
}
