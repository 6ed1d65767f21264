import BigInt
@testable import CalcNumber
import TestSupport
import Testing

/// Toom-3 and the number-theoretic transform (Sources/CalcNumber/Integers/Limbs+Toom3.swift,
/// Limbs+NTT.swift) on both sides of their thresholds, against attaswift's `*`, residues
/// modulo word-size primes, and the closed form of `(β^n - 1)·(β^m - 1)`.
@Suite("Fast integers: Toom-3 and transform products")
struct FastMultiplicationTests {
  typealias Fast = FastIntegerTests

  /// `n` words of `UInt.max`: `β^n - 1`.
  static func allOnes(_ n: Int) -> BigUInt { BigUInt(words: [UInt](repeating: .max, count: n)) }

  /// `(β^n - 1)·(β^m - 1) = β^(n+m) - β^n - β^m + 1` for `n >= m >= 1`, word by word.
  static func allOnesProduct(_ n: Int, _ m: Int) -> BigUInt {
    // β^(n+m) + 1, then β^m and β^n subtracted with word borrows.
    var value = [UInt](repeating: 0, count: n + m + 1)
    value[0] = 1
    value[n + m] = 1
    for shift in [m, n] {
      var i = shift
      var borrow = true
      while borrow {
        let (d, o) = value[i].subtractingReportingOverflow(1)
        value[i] = d
        borrow = o
        i += 1
      }
    }
    return BigUInt(words: value)
  }

  /// Values of `n` words whose pieces stress Toom-3's evaluation: all ones, a zero middle
  /// third, a zero top word run, and random words.
  static func shapes(_ n: Int, _ g: inout SeededRandom) -> [BigUInt] {
    var zeroMiddle = (0..<n).map { _ in UInt(g.next()) }
    for i in (n / 3)..<(2 * n / 3) { zeroMiddle[i] = 0 }
    var smallTop = [UInt](repeating: 0, count: n)
    smallTop[0] = UInt(g.next())
    smallTop[n - 1] = 1
    return [allOnes(n), BigUInt(words: zeroMiddle), BigUInt(words: smallTop), Fast.random(n, &g)]
  }

  /// `a·b` by the transform directly, whatever the thresholds.
  static func transform(_ a: BigUInt, _ b: BigUInt) -> BigUInt {
    let x = a.limbs, y = b.limbs
    var r = [UInt](repeating: 0, count: x.count + y.count)
    x.withUnsafeBufferPointer { xp in
      y.withUnsafeBufferPointer { yp in
        r.withUnsafeMutableBufferPointer { rp in
          guard let xa = xp.baseAddress, let ya = yp.baseAddress, let ra = rp.baseAddress else { return }
          if a == b {
            Limbs.nttSquare(xa, x.count, into: ra)
          } else {
            Limbs.nttMultiply(xa, x.count, ya, y.count, into: ra)
          }
        }
      }
    }
    return BigUInt(words: r)
  }

  /// Checks `product(a, b)` and `squared()` by residues modulo three primes.
  static func checkByResidues(_ a: BigUInt, _ b: BigUInt, _ label: String) {
    let primes: [UInt] = [(1 << 61) - 1, 18_446_744_073_709_551_557, 4_611_686_018_427_387_847]
    let ab = BigUInt.product(a, b), aa = a.squared()
    for p in primes {
      let ra = Fast.residue(a, p), rb = Fast.residue(b, p)
      #expect(Fast.residue(ab, p) == Fast.productResidue(ra, rb, p), "\(label) mod \(p)")
      #expect(Fast.residue(aa, p) == Fast.productResidue(ra, ra, p), "\(label) squared mod \(p)")
    }
  }

  @Test("The closed form of (β^n - 1)(β^m - 1) used below is right")
  func closedForm() {
    for (n, m) in [(1, 1), (2, 1), (3, 3), (7, 2)] {
      #expect(Self.allOnesProduct(n, m) == Self.allOnes(n) * Self.allOnes(m), "\(n)×\(m)")
    }
  }

  @Test("Toom-3 products and squares equal attaswift's * just below and above its thresholds, balanced and not")
  func toom3AroundThresholds() {
    var g = SeededRandom(seed: 21)
    let t = Limbs.toom3Threshold, s = Limbs.toom3SquareThreshold
    for n in [t - 1, t, t + 1, t + 2, 2 * t + 1, 3 * t - 1] {
      let k = (n + 2) / 3
      // Balanced; b just long enough for three pieces, and just too short; half; a third.
      for m in Set([n, n - 1, 2 * k + 1, 2 * k, n / 2 + 1, n / 2, n / 3]) where m >= 1 && m <= n {
        let xs = Self.shapes(n, &g), ys = Self.shapes(m, &g)
        for (x, y) in zip(xs, ys) {
          #expect(BigUInt.product(x, y) == x * y, "\(n)×\(m) words")
        }
      }
    }
    for n in [s - 1, s, s + 1, s + 2, 2 * s + 1] {
      for x in Self.shapes(n, &g) {
        #expect(x.squared() == x * x, "\(n) words squared")
      }
    }
    for n in [t, t + 1, 3 * t] {
      #expect(BigUInt.product(Self.allOnes(n), Self.allOnes(n)) == Self.allOnesProduct(n, n), "\(n) ones")
      #expect(Self.allOnes(n).squared() == Self.allOnesProduct(n, n), "\(n) ones squared")
    }
  }

  @Test("The transform's products and squares equal attaswift's * on small operands")
  func transformSmall() {
    var g = SeededRandom(seed: 22)
    for (n, m) in [(1, 1), (2, 1), (3, 2), (5, 5), (17, 3), (64, 64), (100, 99), (257, 31), (300, 300)] {
      for (x, y) in zip(Self.shapes(n, &g), Self.shapes(m, &g)) {
        #expect(Self.transform(x, y) == x * y, "\(n)×\(m) words")
        #expect(Self.transform(x, x) == x * x, "\(n) words squared")
      }
    }
    #expect(Self.transform(Self.allOnes(513), Self.allOnes(200)) == Self.allOnesProduct(513, 200))
  }

  @Test("Products and squares around the transform thresholds agree with residues and the all-ones closed form")
  func transformAroundThreshold() {
    var g = SeededRandom(seed: 23)
    let t = Limbs.nttThreshold, any = Limbs.nttAnyFillThreshold
    let s = Limbs.nttSquareThreshold, anySquare = Limbs.nttSquareAnyFillThreshold
    // The threshold, the 70% fill rule (2,048 words fill 4,096 whole, 2,900 fill 71% of
    // 8,192, 2,800 68%), the any-fill threshold, and unbalanced shapes.
    var shapes = [(t - 1, t - 1), (t, t), (t + 1, t), (2900, 2900), (2800, 2800), (3 * t, t), (3 * t, t - 1)]
    shapes += [(any - 1, any - 1), (any, any), (any + 1, any), (5 * t + 7, any + 3)]
    for (n, m) in shapes {
      Self.checkByResidues(Fast.random(n, &g), Fast.random(m, &g), "\(n)×\(m) words")
      #expect(BigUInt.product(Self.allOnes(n), Self.allOnes(m)) == Self.allOnesProduct(n, m), "\(n)×\(m) ones")
    }
    for n in [s - 1, s, s + 1, anySquare - 1, anySquare] {
      #expect(Self.allOnes(n).squared() == Self.allOnesProduct(n, n), "\(n) ones squared")
      let x = Fast.random(n, &g)
      #expect(x.squared() == BigUInt.product(x, x + 1) - x, "\(n) words squared")
    }
    // The largest coefficients a transform of 2^17 words meets: all words β - 1.
    let n = 60_000
    #expect(BigUInt.product(Self.allOnes(n), Self.allOnes(n - 1)) == Self.allOnesProduct(n, n - 1))
    #expect(Self.allOnes(n).squared() == Self.allOnesProduct(n, n))
  }
}
