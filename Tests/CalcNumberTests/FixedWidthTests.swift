import BigInt
@testable import CalcNumber
import Testing
import TestSupport

/// The fixed-width arithmetic of the elementary kernels (Sources/CalcNumber/Elementary/
/// FixedWidth.swift, FixedWidthSeries.swift) and the short division and square root under
/// them (Integers/Limbs+ShortDivision.swift), against attaswift's `BigUInt` operators and
/// against the `BigUInt` series loops they replace.
@Suite("Fixed width: inline limbs, short division and the series kernels")
struct FixedWidthTests {
  /// A random natural of `n` words; some get runs of all-one or all-zero words, or a top
  /// word of 1 or all ones, so carries and borrows cross limb boundaries.
  static func random(words n: Int, _ g: inout SeededRandom) -> BigUInt {
    guard n > 0 else { return 0 }
    var words = (0..<n).map { _ in UInt(g.next()) }
    switch g.next() % 7 {
    case 0: words[n - 1] = 1
    case 1: words = words.map { _ in .max }
    case 2: for i in 0..<(n / 2) { words[i] = 0 }
    case 3: for i in 0..<n where g.next() % 2 == 0 { words[i] = .max }
    case 4: words[n - 1] = .max
    default: break
    }
    if words[n - 1] == 0 { words[n - 1] = 1 }
    return BigUInt(words: words)
  }

  /// A random natural below `2^bits`.
  static func random(bits: Int, _ g: inout SeededRandom) -> BigUInt {
    let x = random(words: (bits + 63) / 64, &g)
    return x & ((BigUInt(1) << bits) - 1)
  }

  @Test("A machine-word fraction scaled by 2^bits is the big-integer quotient n·2^bits / d")
  func scaledWordFraction() {
    var g = SeededRandom(seed: 17)
    var cases: [(Int, Int)] = [(0, 1), (1, 1), (1, 3), (Int.max, 1), (Int.max, Int.max), (1, Int.max), (999_999, 1_000_000)]
    /// A random word of 1 to 63 bits.
    func word(_ g: inout SeededRandom) -> Int {
      let shift: UInt64 = g.next() % 63 + 1
      return Int(g.next() >> shift)
    }
    for _ in 0..<40 {
      let n = word(&g)
      cases.append((n, max(1, word(&g))))
    }
    for (n, d) in cases {
      let x = Rational(numerator: BigInt(n), denominator: BigInt(d))
      for bits in [0, 1, 5, 63, 64, 65, 127, 128, 190, 255, 256, 511, 700] {
        let expected = (BigUInt(x.numerator.magnitude) << bits) / BigUInt(x.denominator.magnitude)
        #expect(FixedPoint.scaled(x, bits: bits) == expected, "\(n)/\(d) at \(bits) bits")
      }
    }
  }

  @Test("Values round-trip through BigUInt, and a value too wide is refused")
  func roundTrip() throws {
    var g = SeededRandom(seed: 11)
    for n in 1...FixedWidth.capacity {
      for words in 0...n {
        let x = Self.random(words: words, &g)
        let f = try #require(FixedWidth(x, count: n))
        #expect(f.bigUInt == x)
        #expect(f.isZero == x.isZero)
      }
      #expect(FixedWidth(Self.random(words: n + 1, &g), count: n) == nil)
      #expect(FixedWidth(powerOfTwo: 64 * n - 1, count: n).bigUInt == BigUInt(1) << (64 * n - 1))
    }
    #expect(FixedWidth(1, count: FixedWidth.capacity + 1) == nil)
  }

  @Test("Products shifted down equal ⌊a·b / 2^s⌋ for every limb count and shifts around limb edges")
  func products() throws {
    var g = SeededRandom(seed: 12)
    for n in 1...FixedWidth.capacity {
      for _ in 0..<40 {
        let a = Self.random(words: Int(g.next() % UInt64(n)) + 1, &g)
        let b = Self.random(words: Int(g.next() % UInt64(n)) + 1, &g)
        let fa = try #require(FixedWidth(a, count: n)), fb = try #require(FixedWidth(b, count: n))
        // A shift of at least 64n keeps the result within n limbs; smaller ones when it fits.
        for shift in [64 * n, 64 * n + 1, 64 * n + 63, 64 * n - 1, 64 * (n - 1), 64 * n - 5, 0, 1, 63, 64, 65] where shift >= 0 {
          let expected = (a * b) >> shift
          guard expected.bitWidth <= 64 * n else { continue }
          #expect(FixedWidth.product(fa, fb, shiftedRightBy: shift).bigUInt == expected, "\(n) limbs, shift \(shift)")
        }
        #expect(fa.squared(shiftedRightBy: 64 * n).bigUInt == (a * a) >> (64 * n))
      }
    }
  }

  @Test("Sums, differences, comparisons, shifts and small divisions equal BigUInt's")
  func additiveAndSmall() throws {
    var g = SeededRandom(seed: 13)
    let divisors: [UInt64] = [1, 2, 3, 7, 10, 1 << 32, (1 << 32) + 1, UInt64.max - 1, UInt64.max]
    for n in 1...FixedWidth.capacity {
      for _ in 0..<40 {
        // One bit of headroom for the sum.
        let a = Self.random(bits: 64 * n - 1, &g), b = Self.random(bits: 64 * n - 1, &g)
        let fa = try #require(FixedWidth(a, count: n)), fb = try #require(FixedWidth(b, count: n))
        #expect((fa + fb).bigUInt == a + b)
        let (big, small) = a < b ? (fb, fa) : (fa, fb)
        #expect((big - small).bigUInt == (a < b ? b - a : a - b))
        #expect((fa < fb) == (a < b))
        #expect((fa == fb) == (a == b))
        #expect(fa == fa)
        for d in divisors + [g.next() | 1, g.next() >> 40 | 1] {
          #expect(fa.dividing(by: d).bigUInt == a / BigUInt(d), "\(n) limbs ÷ \(d)")
        }
        for s in [0, 1, 63, 64, 65, 64 * n - 1, 64 * n, 64 * n + 3] {
          #expect(fa.shiftedRight(by: s).bigUInt == a >> s, "\(n) limbs >> \(s)")
        }
      }
      // The carry that crosses every limb: (2^(64n-1) − 1) + 1.
      let ones = (BigUInt(1) << (64 * n - 1)) - 1
      let f = try #require(FixedWidth(ones, count: n)), one = try #require(FixedWidth(1, count: n))
      #expect((f + one).bigUInt == ones + 1)
      #expect(((f + one) - one).bigUInt == ones)
    }
  }

  @Test("Short division equals attaswift's quotientAndRemainder on 1...32-word dividends")
  func shortDivision() throws {
    var g = SeededRandom(seed: 14)
    for m in 1...Limbs.shortDivisionWords {
      for n in Set([1, 2, 3, m / 2, m - 1, m]) where n >= 1 && n <= m {
        for _ in 0..<6 {
          let a = Self.random(words: m, &g), d = Self.random(words: n, &g)
          let (q, r) = try #require(BigUInt.shortQuotientAndRemainder(a, d))
          let expected = a.quotientAndRemainder(dividingBy: d)
          #expect(q == expected.quotient, "\(m)/\(n) words")
          #expect(r == expected.remainder, "\(m)/\(n) words")
        }
      }
    }
    // The estimate's edge: the running remainder's top word equals the divisor's
    // (q̂ = β − 1), and a q̂ one too large that must be added back.
    for n in 2...8 {
      let d = (BigUInt(1) << (64 * n - 1)) + BigUInt(g.next())
      for a in [d * ((BigUInt(1) << 64) - 1) + (d - 1), (d << 64) - 1, (d << 128) - d - 1, d * d - 1, d * d] {
        let (q, r) = try #require(BigUInt.shortQuotientAndRemainder(a, d))
        #expect(q * d + r == a && r < d, "\(n) words")
      }
    }
    #expect(BigUInt.shortQuotientAndRemainder(5, 7)?.quotient == 0)
    #expect(BigUInt.shortQuotientAndRemainder(5, 0) == nil)
    #expect(BigUInt.shortQuotientAndRemainder(Self.random(words: 33, &g), 3) == nil)
  }

  @Test("Integer square roots are ⌊√n⌋ from 0 to 40 words")
  func squareRoots() {
    var g = SeededRandom(seed: 15)
    for x in [BigUInt(0), 1, 2, 3, 4, 15, 16, 17, BigUInt(UInt64.max), BigUInt(1) << 104, (BigUInt(1) << 106) - 1] {
      let r = x.integerSquareRoot()
      #expect(r * r <= x && (r + 1) * (r + 1) > x, "\(x)")
    }
    for words in 1...40 {
      for _ in 0..<4 {
        let x = Self.random(words: words, &g)
        let r = x.integerSquareRoot()
        #expect(r * r <= x && (r + 1) * (r + 1) > x, "\(words) words")
        // A perfect square and its neighbours.
        let s = r * r
        #expect(s.integerSquareRoot() == r)
        if !r.isZero { #expect((s - 1).integerSquareRoot() == r - 1) }
      }
    }
  }

  // MARK: - The series kernels against the BigUInt loops they replace

  /// Scales from 2 bits to the largest, around every limb edge.
  static let scales: [Int] = {
    var s: Set<Int> = [2, 3, 10, 50, 100, 150, 200, 224, 230, FixedWidthSeries.maximumScale]
    for k in 1...8 { for d in [-3, -2, -1, 0, 1] where 64 * k + d <= FixedWidthSeries.maximumScale { s.insert(64 * k + d) } }
    return s.sorted()
  }()

  /// The loop of `Rational.exponentialBounds` with no halvings, on BigUInt.
  static func exponentialLoop(_ r: BigUInt, scale: Int) -> (sum: BigUInt, terms: Int) {
    let one = BigUInt(1) << scale
    var (sum, term, n) = (one, one, BigUInt(1))
    var terms = 1
    while !term.isZero {
      term = ((term * r) >> scale) / n
      sum += term
      n += 1
      terms += 1
    }
    return (sum, terms)
  }

  /// The odd series of sin in `Rational.sineAndCosineSeries`, on BigUInt.
  static func sineLoop(_ r: BigUInt, scale: Int) -> (sin: BigUInt, terms: Int) {
    let r2 = (r * r) >> scale
    var (plus, minus) = (BigUInt(0), BigUInt(0))
    var term = r
    var k: UInt = 0
    while !term.isZero {
      if k % 2 == 0 { plus += term } else { minus += term }
      term = ((term * r2) >> scale) / BigUInt((2 * k + 2) * (2 * k + 3))
      k += 1
    }
    return (plus - minus, Int(k))
  }

  /// `sin(r / 2^scale) · 2^scale` to within a unit: both series of the old kernel, 64 bits
  /// finer, shifted down (an independent route: every term r^n/n!, not the odd ones by r²).
  static func fineSine(_ r: BigUInt, scale: Int) -> BigUInt {
    let s = scale + 64
    var sum = BigInt(0)
    var term = r << 64
    var n: UInt = 1
    while !term.isZero {
      sum += (n / 2) % 2 == 0 ? BigInt(term) : -BigInt(term)
      let next = ((term * (r << 64)) >> s) / BigUInt(n + 1)  // r^(n+1)/(n+1)!
      term = ((next * (r << 64)) >> s) / BigUInt(n + 2)
      n += 2
    }
    return sum.magnitude >> 64
  }

  /// The atanh loop of `Rational.logarithmBounds` and the atan loop of
  /// `Rational.arctangentBounds`, on BigUInt.
  static func oddSeriesLoop(_ z: BigUInt, scale: Int, alternating: Bool) -> (sum: BigInt, terms: Int) {
    let z2 = (z * z) >> scale
    var power = z
    var sum = BigInt(0)
    var j: UInt = 0
    while !power.isZero {
      let term = BigInt(power / BigUInt(2 * j + 1))
      sum += alternating && j % 2 == 1 ? -term : term
      power = (power * z2) >> scale
      j += 1
    }
    return (sum, Int(j))
  }

  /// `|a − b| <= units`.
  static func near(_ a: BigInt, _ b: BigInt, within units: Int) -> Bool {
    (a - b).magnitude <= BigUInt(units)
  }

  @Test("exp's series equals the BigUInt loop, and lies within 2 units a term of e^x", arguments: scales)
  func exponentialSeries(scale: Int) throws {
    var g = SeededRandom(seed: UInt64(scale))
    // Arguments below ln 2 (the reduced ones) and up to just below 1.
    for r in [BigUInt(1), (BigUInt(1) << scale) - 1, (BigUInt(1) << scale) * 693 / 1000] + (0..<6).map({ _ in Self.random(bits: scale, &g) }) {
      let fast = try #require(FixedWidthSeries.exponential(r, scale: scale))
      let (loop, terms) = Self.exponentialLoop(r, scale: scale)
      #expect(fast == loop, "scale \(scale)")
      // The same series 64 bits finer, shifted down: the truth to within a unit here.
      let fine = Self.exponentialLoop(r << 64, scale: scale + 64).sum >> 64
      #expect(Self.near(BigInt(fast), BigInt(fine), within: 2 * terms + 2), "scale \(scale)")
    }
    // With halvings: the series of r/2^8 squared 8 times, as the BigUInt loop does it, and
    // within 2^8 times (2 units a term, plus one) of e^r.
    let h = 8
    if scale + h <= FixedWidthSeries.maximumScale {
      for r in [BigUInt(1), (BigUInt(1) << scale) * 693 / 1000] + (0..<4).map({ _ in Self.random(bits: scale, &g) * 693 / 1000 }) {
        let fast = try #require(FixedWidthSeries.exponential(r, scale: scale + h, halvings: h))
        var (loop, terms) = Self.exponentialLoop(r, scale: scale + h)
        for _ in 0..<h { loop = (loop * loop) >> (scale + h) }
        #expect(fast == loop, "scale \(scale) with halvings")
        let fine = Self.exponentialLoop(r << 64, scale: scale + 64).sum >> 64
        #expect(Self.near(BigInt(fast >> h), BigInt(fine), within: 2 * terms + 4), "scale \(scale) with halvings")
      }
    }
    #expect(FixedWidthSeries.exponential(BigUInt(1) << scale, scale: scale) == nil)  // not below 1
    #expect(FixedWidthSeries.exponential(1, scale: FixedWidthSeries.maximumScale + 1) == nil)
  }

  @Test("sin's odd series equals the BigUInt loop, and lies within 4 units a term of the truth", arguments: scales)
  func sineSeries(scale: Int) throws {
    var g = SeededRandom(seed: UInt64(scale) + 1_000)
    let quarterPi = (BigUInt(1) << scale) * 785_398 / 1_000_000
    for r in [BigUInt(0), BigUInt(1), quarterPi] + (0..<6).map({ _ in Self.random(bits: scale, &g) % (quarterPi + 1) }) {
      let fast = try #require(FixedWidthSeries.sine(r, squared: (r * r) >> scale, scale: scale))
      let loop = Self.sineLoop(r, scale: scale)
      #expect(fast == loop.sin, "scale \(scale)")
      #expect(Self.near(BigInt(fast), BigInt(Self.fineSine(r, scale: scale)), within: 4 * (loop.terms + 1) + 1), "scale \(scale)")
    }
  }

  @Test("atanh (ln) and atan series by blocks lie within 54 units of the truth", arguments: scales)
  func oddSeries(scale: Int) throws {
    var g = SeededRandom(seed: UInt64(scale) + 2_000)
    // ln's |z| <= 0.172, atan's y < 0.42 after its halving.
    let limit = (BigUInt(1) << scale) * 42 / 100
    for z in [BigUInt(1), limit] + (0..<6).map({ _ in Self.random(bits: scale, &g) % (limit + 1) }) {
      let z2 = (z * z) >> scale
      let atanh = try #require(FixedWidthSeries.inverseHyperbolicTangent(z, squared: z2, scale: scale))
      let atan = try #require(FixedWidthSeries.arctangent(z, squared: z2, scale: scale))
      // The term-by-term loop 64 bits finer, shifted down: the truth to within a unit.
      let atanhFine = Self.oddSeriesLoop(z << 64, scale: scale + 64, alternating: false).sum >> 64
      let atanFine = Self.oddSeriesLoop(z << 64, scale: scale + 64, alternating: true).sum >> 64
      #expect(Self.near(BigInt(atanh), atanhFine, within: 55), "scale \(scale)")
      #expect(Self.near(atan, atanFine, within: 55), "scale \(scale)")
    }
  }

  /// `x` rounded by the rational route's long division, never by a shift: the value written
  /// as `3m / (3 · 2^k)`, whose denominator is not a power of two.
  static func byDivision(_ x: Dyadic, _ p: Int, _ mode: RoundingMode) -> RoundedDecimal? {
    guard let r = x.rational else { return nil }
    return Rational(reducedNumerator: r.numerator * 3, denominator: r.denominator * 3).roundedSlowly(p, mode)
  }

  @Test("Decimal rounding of dyadic bounds by shifting equals the rational route's division")
  func dyadicDecimalRounding() throws {
    var g = SeededRandom(seed: 16)
    let modes: [RoundingMode] = [.halfEven, .halfUp, .halfDown, .up, .down, .ceiling, .floor]
    for _ in 0..<300 {
      let m = Self.random(bits: Int(g.next() % 300) + 1, &g)
      let exponent = -Int(g.next() % 400) - 1
      let x = Dyadic(significand: m, exponent: exponent, isNegative: g.next() % 2 == 0)
      guard !x.isZero else { continue }
      for p in [1, 2, 5, 19, 20, 38, 39, 60, 96] {
        let mode = modes[Int(g.next() % UInt64(modes.count))]
        guard let fast = x.roundedToDecimalByShifting(digits: p, mode: mode) else { continue }
        #expect(fast == Self.byDivision(x, p, mode), "\(x) at \(p) digits, \(mode)")
      }
      // The coefficient alone at precisions beyond the machine-word range, as the refinement
      // check compares them at 100,000 digits.
      for p in [97, 400, 1_200] {
        let mode = modes[Int(g.next() % UInt64(modes.count))]
        guard let c = x.roundedCoefficient(digits: p, mode: mode) else { continue }
        let shifted = Rational.decimal(coefficient: c.q, exponent: c.exponent, negative: x.isNegative, exact: c.exact)
        #expect(shifted == Self.byDivision(x, p, mode), "\(x) at \(p) digits, \(mode)")
      }
    }
    // 38 digits of values from 1 down to about 10^-22: the scale 10^s of the word route
    // from one word to three (s up to Dyadic.shortScaleDigits) and past it.
    for decade in 0...22 {
      let m = Self.random(bits: 190, &g) | (BigUInt(1) << 189)
      let x = Dyadic(significand: m, exponent: -190 - (decade * 3322) / 1000, isNegative: decade % 2 == 1)
      for mode in modes {
        let fast = x.roundedToDecimalByShifting(digits: 38, mode: mode)
        #expect(fast != nil && fast == Self.byDivision(x, 38, mode), "\(x) at 38 digits, \(mode)")
      }
    }
    // Ties and exact values: 1/2, 5/8 and 0.25 + 2^-60 at few digits.
    let half = Dyadic(significand: 1, exponent: -1, isNegative: false)
    #expect(half.roundedToDecimalByShifting(digits: 1, mode: .halfEven) == Rational(numerator: 1, denominator: 2).rounded(toSignificantDigits: 1, mode: .halfEven))
    let fiveEighths = Dyadic(significand: 5, exponent: -3, isNegative: true)
    for mode in modes {
      #expect(fiveEighths.roundedToDecimalByShifting(digits: 2, mode: mode) == Rational(numerator: -5, denominator: 8).rounded(toSignificantDigits: 2, mode: mode))
    }
    // Just below 1 and just above a tie at 38 digits: rounding up carries into the next
    // decade (q reaches 10^p), and a tie sits exactly on bit k - 1.
    let belowOne = Dyadic(significand: BigUInt.powerOfTwo(200) - 1, exponent: -200, isNegative: false)
    let tie = Dyadic(significand: BigUInt(5) * BigUInt(10).power(37) + 1, exponent: 0, isNegative: false)
    for mode in modes {
      for p in [1, 19, 37, 38] {
        let fast = belowOne.roundedToDecimalByShifting(digits: p, mode: mode)
        #expect(fast != nil && fast == Self.byDivision(belowOne, p, mode), "1 - 2^-200 at \(p) digits, \(mode)")
      }
      // (5·10^37 + 1) / 2^1 ... / 2^4: halves and quarters of a 38-digit odd number.
      for k in 1...4 {
        let x = Dyadic(significand: tie.significand, exponent: -k, isNegative: k % 2 == 0)
        let fast = x.roundedToDecimalByShifting(digits: 38, mode: mode)
        #expect(fast != nil && fast == Self.byDivision(x, 38, mode), "(5e37 + 1) / 2^\(k), \(mode)")
      }
    }
  }
}
