import BigInt
@testable import CalcNumber
import Foundation
import TestSupport
import Testing

/// The fast integer routines of the number core (Sources/CalcNumber/Integers) against
/// independent references: attaswift's own `*`, `power`, `quotientAndRemainder` and
/// `String(_:radix:)`; residues modulo word-size primes where attaswift is too slow in a
/// debug build; and Python's `str()` of large powers (Fixtures/integer-text.tsv, from
/// scripts/make-integer-vectors.py).
@Suite("Fast integers: products, powers, division and decimal text")
struct FastIntegerTests {
  /// Random words; some values get a top word of 1, or runs of all-zero or all-one words,
  /// so that carries and borrows ripple through whole halves.
  static func random(_ n: Int, _ g: inout SeededRandom) -> BigUInt {
    guard n > 0 else { return 0 }
    var words = (0..<n).map { _ in UInt(g.next()) }
    switch g.next() % 6 {
    case 0: words[n - 1] = 1
    case 1: for i in 0..<(n / 2) { words[i] = 0 }
    case 2: for i in 0..<n { words[i] = g.next() % 4 == 0 ? 0 : .max }
    default: break
    }
    if words[n - 1] == 0 { words[n - 1] = 1 }
    return BigUInt(words: words)
  }

  /// `x mod p` by Horner's rule on the words, independent of both multiplications.
  static func residue(_ x: BigUInt, _ p: UInt) -> UInt {
    var r: UInt = 0
    for w in x.words.reversed() { r = p.dividingFullWidth((r, w)).remainder }
    return r
  }

  static func productResidue(_ a: UInt, _ b: UInt, _ p: UInt) -> UInt {
    p.dividingFullWidth(a.multipliedFullWidth(by: b)).remainder
  }

  /// Word counts around the Karatsuba thresholds (32 and 48) and their doublings.
  static let sizes = [
    1, 2, 3, 5, 8, 16, 31, 32, 33, 47, 48, 49, 63, 64, 65, 95, 96, 97, 127, 128, 129, 191, 192, 193,
    255, 256, 257, 383, 384, 385, 511, 512, 513, 767, 1000, 1023, 1024, 1025, 1536, 2047, 2048, 2049,
  ]

  @Test("product equals attaswift's * on operands of 1...2,049 words, balanced and not")
  func productMatchesAttaswift() {
    var g = SeededRandom(seed: 1)
    for n in Self.sizes {
      // attaswift's * is slow in a debug build: fewer shapes for the longest operands.
      let shapes =
        n > 1025 ? [n / 2 + 1, n] : n > 513 ? [7, n / 2, (2 * n) / 3, n] : [1, 2, 3, n / 3, n / 2, n / 2 + 1, (2 * n) / 3, n - 1, n]
      for m in Set(shapes) where m >= 1 {
        let a = Self.random(n, &g), b = Self.random(m, &g)
        let expected = a * b
        #expect(BigUInt.product(a, b) == expected, "\(n)×\(m) words")
        #expect(BigUInt.product(b, a) == expected, "\(m)×\(n) words")
      }
    }
    #expect(BigUInt.product(0, Self.random(100, &g)) == 0)
    #expect(BigUInt.product(Self.random(100, &g), 1) != 0)
  }

  @Test("product and squared of 3,000...60,000 words agree with residues modulo primes")
  func largeProductsByResidues() {
    var g = SeededRandom(seed: 2)
    let primes: [UInt] = [(1 << 61) - 1, 18_446_744_073_709_551_557, 4_611_686_018_427_387_847]
    for (n, m) in [(3000, 3000), (5000, 4999), (5000, 1700), (60_000, 60_000)] {
      let a = Self.random(n, &g), b = Self.random(m, &g)
      let ab = BigUInt.product(a, b), aa = a.squared()
      for p in primes {
        let ra = Self.residue(a, p), rb = Self.residue(b, p)
        #expect(Self.residue(ab, p) == Self.productResidue(ra, rb, p), "\(n)×\(m) words mod \(p)")
        #expect(Self.residue(aa, p) == Self.productResidue(ra, ra, p), "\(n) words squared mod \(p)")
      }
      #expect(ab.words.count >= n + m - 1 && ab.words.count <= n + m)
    }
  }

  @Test("squared equals the product of a value with itself, and attaswift's square")
  func squares() {
    var g = SeededRandom(seed: 3)
    for n in Self.sizes + [3000, 5000] {
      let a = Self.random(n, &g)
      let square = a.squared()
      #expect(square == BigUInt.product(a, a), "\(n) words")
      if n <= 1025 { #expect(square == a * a, "\(n) words") }
    }
    #expect(BigUInt(0).squared() == 0)
    #expect(BigUInt(UInt.max).squared() == BigUInt(UInt.max) * BigUInt(UInt.max))
  }

  @Test("raised(to:) equals repeated products and attaswift's power")
  func powers() {
    var g = SeededRandom(seed: 4)
    let bases: [BigUInt] = [0, 1, 2, 3, 5, 10, 12, 1 << 40, BigUInt(UInt.max), Self.random(3, &g), Self.random(40, &g)]
    for base in bases {
      var repeated: BigUInt = 1
      for e in 0...40 {
        #expect(base.raised(to: e) == repeated, "\(base)^\(e)")
        repeated = BigUInt.product(repeated, base)
      }
      for e in base.words.count > 1 ? [63, 64] : [63, 64, 100, 257, 1000] {
        #expect(base.raised(to: e) == base.power(e), "\(base)^\(e)")
      }
    }
    #expect(BigUInt(10).raised(to: 5000) == BigUInt(10).power(5000))
    #expect(BigUInt(0).raised(to: 0) == 1)
  }

  @Test("ReciprocalDivisor's quotients and remainders equal attaswift's")
  func division() {
    var g = SeededRandom(seed: 5)
    for n in [1, 2, 23, 24, 25, 26, 40, 41, 49, 64, 81, 100, 129, 200, 333] {
      var divisors = [Self.random(n, &g), BigUInt(10).raised(to: 19 * n), BigUInt.powerOfTwo(64 * n - 1)]
      divisors.append(divisors[2] - 1)
      if n > 100 { divisors = [divisors[0], divisors[3]] }  // attaswift divides slowly in debug
      for d in divisors {
        let divisor = ReciprocalDivisor(d)
        let dividends = [
          Self.random(2 * n, &g), Self.random(2 * n + 5, &g), Self.random(3 * n + 1, &g), d - 1, d, d + 1,
          BigUInt.product(d, d) - 1, BigUInt.product(d, Self.random(n, &g)), 0,
        ]
        for a in dividends {
          let (q, r) = divisor.quotientAndRemainder(dividing: a)
          let (eq, er) = a.quotientAndRemainder(dividingBy: d)
          #expect(q == eq && r == er, "\(a.words.count) words by \(n)")
        }
      }
    }
  }

  @Test("Shifts by an Int count equal products and quotients by powers of two")
  func shifts() {
    var g = SeededRandom(seed: 17)
    for n in [0, 1, 2, 3, 5, 40] {
      let x = Self.random(n, &g)
      for k in [0, 1, 63, 64, 65, 127, 128, 200, 64 * n, 64 * n + 1] {
        let power = BigUInt(1) * BigUInt.powerOfTwo(k)
        #expect(x << k == x * power && x >> k == x / power, "\(n) words by \(k)")
        #expect(x << -k == x >> k && x >> -k == x << k, "\(n) words by -\(k)")
        var y = x
        y <<= k
        y >>= k
        #expect(y == x)
      }
    }
  }

  @Test("quotient and integerSquareRoot, which the kernels call, equal attaswift's / and squareRoot()")
  func kernelHelpers() {
    var g = SeededRandom(seed: 11)
    for n in [1, 3, 24, 25, 26, 48, 97, 150] {
      let d = Self.random(n, &g)
      for a in [Self.random(2 * n, &g), Self.random(2 * n + 3, &g), Self.random(n, &g), d, d - 1, 0] {
        let q = BigUInt.quotient(a, d)
        #expect(q == a / d, "\(a.words.count) words by \(n)")
      }
      for x in [Self.random(2 * n, &g), Self.random(2 * n + 1, &g), BigUInt.powerOfTwo(128 * n), BigUInt.powerOfTwo(128 * n) - 1] {
        let root = x.integerSquareRoot()
        // ⌊√x⌋: root² <= x < (root + 1)², and attaswift's answer.
        let tight = root.squared() <= x && x < (root + 1).squared()
        #expect(tight && root == x.squareRoot(), "\(x.words.count) words")
      }
    }
    // Several levels of the recursion (its start is the root of the top half): ⌊√x⌋ by its
    // defining inequalities.
    for n in [600, 2_000] {
      for x in [Self.random(n, &g), Self.random(n + 1, &g) >> 7, BigUInt.powerOfTwo(64 * n) - 1] {
        let (root, remainder) = x.squareRootAndRemainder()
        #expect(root.squared() <= x && x < (root + 1).squared(), "\(x.words.count) words")
        #expect(root.squared() + remainder == x, "\(x.words.count) words")
      }
    }
    // Every bit width from 1,500 to 1,800 (the split point m = ⌊(w + 1)/4⌋ at every residue
    // of w modulo 4, through several levels), with all-ones and single-bit values.
    for w in 1_500...1_800 {
      for x in [Self.random((w + 63) / 64, &g) >> (63 - (w + 63) % 64), BigUInt.powerOfTwo(w) - 1, BigUInt.powerOfTwo(w - 1)] {
        let (root, remainder) = x.squareRootAndRemainder()
        let tight = root.squared() <= x && x < (root + 1).squared() && root.squared() + remainder == x
        #expect(tight, "\(w) bits")
      }
    }
    // Perfect squares and their neighbours, where Newton's iteration from above must stop.
    for n in [30, 130, 900] {
      let r = Self.random(n, &g)
      let square = r.squared()
      #expect(square.integerSquareRoot() == r)
      #expect((square - 1).integerSquareRoot() == r - 1)
      #expect((square + 1).integerSquareRoot() == r)
    }
  }

  @Test("decimalDigits equals attaswift's text, and parsing it gives the value back")
  func decimalRoundTrip() throws {
    var g = SeededRandom(seed: 6)
    for n in [1, 2, 3, 10, 47, 48, 49, 50, 64, 95, 96, 97, 100, 128, 192, 193, 200, 300] {
      let x = Self.random(n, &g)
      let text = x.decimalDigits
      #expect(text == String(x), "\(n) words")
      #expect(BigUInt(decimalDigits: Substring(text)) == x, "\(n) words")
    }
    for n in [500, 1000, 2000, 5000] {
      let x = Self.random(n, &g)
      let text = x.decimalDigits
      #expect(text.first != "0")
      let back = try #require(BigUInt(decimalDigits: Substring(text)))
      #expect(back == x, "\(n) words")
      // Leading zeros and a slice of a larger string.
      let padded = "x00" + text + "y"
      let inner = padded.dropFirst().dropLast()
      #expect(BigUInt(decimalDigits: inner) == x, "\(n) words, padded")
    }
    for k in [0, 1, 18, 19, 20, 37, 38, 39, 76, 911, 912, 1216, 4000] {
      let power = BigUInt(10).raised(to: k)
      #expect(power.decimalDigits == "1" + String(repeating: "0", count: k), "10^\(k)")
      #expect((power - 1).decimalDigits == (k == 0 ? "0" : String(repeating: "9", count: k)), "10^\(k) - 1")
      let nines = Substring(String(repeating: "9", count: max(k, 1)))
      #expect(BigUInt(decimalDigits: nines) == BigUInt(10).power(max(k, 1)) - 1, "\(k) nines")
    }
    #expect(BigUInt(0).decimalDigits == "0")
    #expect(BigUInt(decimalDigits: "0") == 0)
    #expect(BigUInt(decimalDigits: "000") == 0)
    for bad in ["", "-1", "+1", " 1", "1 ", "12a3", "1.0", "1e5", "١٢"] {
      #expect(BigUInt(decimalDigits: Substring(bad)) == nil, "\(bad)")
    }
  }

  @Test("Division by 10^19 through its reciprocal equals the hardware division, at the edges and at random")
  func chunkBaseDivision() {
    let d = DecimalChunks.chunkBase
    var g = SeededRandom(seed: 13)
    var pairs: [(UInt, UInt)] = [(0, 0), (0, d - 1), (0, d), (0, .max), (d - 1, 0), (d - 1, .max), (1, 0), (d / 2, d / 2)]
    for _ in 0..<20_000 {
      let high = UInt(g.next()) % d
      pairs.append((high, UInt(g.next())))
      pairs.append((high, 0))
      pairs.append((d - 1 - high % 4, .max - UInt(g.next()) % 4))
    }
    for (u1, u0) in pairs {
      let fast = DecimalChunks.dividedByChunkBase(u1, u0)
      let reference = d.dividingFullWidth((u1, u0))
      #expect(fast.quotient == reference.quotient && fast.remainder == reference.remainder, "\(u1), \(u0)")
    }
  }

  @Test("decimalText equals attaswift's text at every width from one to 60 words")
  func decimalTextSmall() {
    var g = SeededRandom(seed: 14)
    for n in 0...60 {
      for _ in 0..<3 {
        let x = Self.random(n, &g)
        #expect(x.decimalText == String(x), "\(n) words")
        #expect(BigInt(sign: .minus, magnitude: x).decimalText == String(BigInt(sign: .minus, magnitude: x)))
      }
    }
  }

  @Test("decimalDigits equals attaswift's text for chunk counts just above powers of two")
  func unbalancedTopSplit() {
    var g = SeededRandom(seed: 11)
    // high · 10^(19·2^k) + low with a high part of 1...60 chunks: the top split's quotient
    // is short beside its divisor (schoolbook division) or not (the reciprocal).
    for k in [4, 5, 6, 7, 8, 9] {
      let power = BigUInt(10).power(19 << k)
      for highDigits in [1, 5, 19, 20, 100, 300, 599, 600, 601, 1140] {
        let high = BigUInt(10).power(highDigits - 1) + Self.random(highDigits / 20 + 1, &g) % BigUInt(10).power(highDigits - 1)
        for low in [BigUInt(0), 1, power - 1, Self.random(power.words.count, &g) % power] {
          let x = high * power + low
          #expect(x.decimalDigits == String(x), "k \(k), high of \(highDigits) digits")
        }
      }
    }
  }

  @Test("longQuotientAndRemainder equals attaswift's quotientAndRemainder")
  func longDivision() {
    var g = SeededRandom(seed: 12)
    for n in [1, 2, 3, 31, 32, 33, 100, 505] {
      for extra in [-1, 0, 1, 2, 15, 31, 32, 33, 100] where n + extra >= 1 {
        let d = Self.random(n, &g)
        let a = Self.random(n + extra, &g)
        let (q, r) = BigUInt.longQuotientAndRemainder(a, d)
        let expected = a.quotientAndRemainder(dividingBy: d)
        #expect(q == expected.quotient && r == expected.remainder, "\(n + extra) by \(n) words")
      }
    }
  }

  @Test("decimalText and BigInt.product, which the number core calls, agree with attaswift on both sides of their cutoffs")
  func wiringHelpers() throws {
    var g = SeededRandom(seed: 7)
    for n in [1, 3, 51, 52, 53, 60, 64, 65, 66, 100, 300] {
      let x = Self.random(n, &g)
      let text = String(x)
      #expect(x.decimalText == text, "\(n) words")
      #expect(BigUInt(decimalText: Substring(text)) == x, "\(n) words")
      let negative = -BigInt(x)
      #expect(negative.decimalText == negative.description, "\(n) words")
      #expect(BigInt(decimalText: Substring(negative.description)) == negative, "\(n) words")
      #expect(BigInt(decimalText: Substring("+" + text)) == BigInt(x), "\(n) words")
      let y = BigInt(Self.random(n + 1, &g))
      #expect(BigInt.product(negative, y) == negative * y, "\(n) words")
      #expect(BigInt.product(negative, -y) == negative * -y, "\(n) words")
      #expect(BigInt.product(-y, BigInt(x)) == -y * BigInt(x), "\(n) words")
    }
    #expect(BigInt.product(0, BigInt(Self.random(100, &g))) == 0)
    // Long texts that are not all digits go to attaswift, which decides.
    let long = String(repeating: "7", count: 1500)
    let value = try #require(BigUInt(long, radix: 10))
    #expect(BigUInt(decimalText: Substring(long)) == value)
    #expect(BigUInt(decimalText: Substring(long + "x")) == nil)
    #expect(BigInt(decimalText: Substring("-" + long)) == -BigInt(value))
    #expect(BigInt(decimalText: Substring("-" + long + "-")) == nil)
    #expect(BigInt(decimalText: Substring("-" + String(repeating: "0", count: 1200))) == 0)
  }

  /// `base^exponent + offset` from a fixture expression such as `2^3321927-1`.
  static func value(_ expression: String) throws -> BigUInt {
    let parts = expression.split(separator: "^")
    guard parts.count == 2, let base = BigUInt(decimalDigits: parts[0]) else {
      throw Fixture.Failure(description: "bad expression \(expression)")
    }
    let rest = parts[1]
    let sign = rest.firstIndex { $0 == "+" || $0 == "-" }
    guard let exponent = Int(rest[..<(sign ?? rest.endIndex)]) else {
      throw Fixture.Failure(description: "bad exponent in \(expression)")
    }
    let power = base.raised(to: exponent)
    guard let sign else { return power }
    guard let offset = BigUInt(decimalDigits: rest[rest.index(after: sign)...]) else {
      throw Fixture.Failure(description: "bad offset in \(expression)")
    }
    return rest[sign] == "+" ? power + offset : power - offset
  }

  @Test("decimalDigits of large powers equals Python's str(), and parses back")
  func pythonVectors() throws {
    let records = try Fixture.records("integer-text", fieldCount: 5)
    #expect(records.count >= 25)
    for (line, fields) in records {
      let digits = try #require(Int(fields[1]))
      #if DEBUG
        // A debug build takes tens of seconds on a million digits; the release build and
        // the 301,030 digits of 2^1000000 - 1 cover the same code.
        if digits > 400_000 { continue }
      #endif
      let x = try Self.value(fields[0])
      let text = x.decimalDigits
      #expect(text.utf8.count == digits, "line \(line): \(fields[0])")
      #expect(text.prefix(20) == fields[2] && text.suffix(20) == fields[3], "line \(line): \(fields[0])")
      #expect(SHA256.hex(Array(text.utf8)) == fields[4], "line \(line): \(fields[0]): the digits differ")
      #expect(BigUInt(decimalDigits: Substring(text)) == x, "line \(line): \(fields[0]) parsed back")
    }
  }
}
