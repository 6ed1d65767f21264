/// Toom-Cook 3-way multiplication and squaring over word arrays, above Karatsuba.
///
/// Each operand is cut into three pieces of `k = ⌈an / 3⌉` words, `a = a2·x² + a1·x + a0`
/// with `x = β^k` (β = 2^64), and read as a polynomial in `x`. The product polynomial has
/// degree 4, so five values determine it: at 0, 1, -1, -2 and ∞ (Bodrato's choice of points),
/// each the product of two values of `k + 1` words, computed by the recursive
/// ``multiply(_:_:_:_:into:scratch:)``. Bodrato's interpolation sequence then recovers the
/// five coefficients with subtractions, two halvings and one exact division by 3:
///
///     r0 = r(0), r4 = r(∞)
///     r3 = (r(-2) - r(1)) / 3
///     r1 = (r(1) - r(-1)) / 2
///     r2 = r(-1) - r(0)
///     r3 = (r2 - r3) / 2 + 2·r(∞)
///     r2 = r2 + r1 - r4
///     r1 = r1 - r3
///
/// Five products of a third the size instead of Karatsuba's three of a half: the cost grows
/// as `n^1.465` instead of `n^1.585`.
///
/// The intermediate values may be negative; they live in `2k + 2` words in two's complement
/// (every intermediate is below `64·β^2k` in magnitude, so the width holds it with room),
/// where adding, subtracting, halving (an arithmetic shift) and dividing exactly by 3 (a
/// Hensel division, multiplying by 3⁻¹ mod 2^64 word by word) are exact. The final
/// coefficients are sums of piece products, hence non-negative, and are added in place.
extension Limbs {
  /// From this many words in the shorter operand (and when it is longer than two thirds of
  /// the longer one), `multiply` uses Toom-3 rather than Karatsuba at the top level.
  ///
  /// One top-level step of each, the levels below by the Karatsuba dispatch: up to about
  /// this size the two do about the same work, and above it Toom-3 does less, for balanced
  /// operands and for a shorter operand of more than two thirds of the longer one alike.
  static let toom3Threshold = 160

  /// From this many words, `square` uses the Toom-3 square: as for ``toom3Threshold``, one
  /// step of it does about the work of a Karatsuba square's step up to about this size, and
  /// less from it.
  static let toom3SquareThreshold = 192

  /// Scratch words one Toom-3 product step takes for itself when the longer operand has `n`
  /// words (`k = ⌈n/3⌉`): six evaluations of `k + 1` words and three products of `2k + 2`.
  /// The recursive products below it take ``multiplyScratchCount(_:)`` of `k + 1` more.
  static func toom3ScratchCount(_ n: Int) -> Int { 12 * ((n + 2) / 3) + 12 }

  /// Scratch words one Toom-3 squaring step takes for itself on `n` words: three
  /// evaluations of `k + 1` words and three squares of `2k + 2`.
  static func toom3SquareScratchCount(_ n: Int) -> Int { 9 * ((n + 2) / 3) + 9 }

  /// Writes `a·b` into `r[0..<an + bn]` by one Toom-3 step, where `an >= bn > 2·⌈an/3⌉`
  /// (so `b` has three non-empty pieces), using `toom3ScratchCount(an)` words at `scratch`
  /// and ``multiplyScratchCount(_:)`` of `⌈an/3⌉ + 1` after them. `r` must not overlap the
  /// others.
  static func toom3Multiply(
    _ a: UnsafePointer<UInt>, _ an: Int, _ b: UnsafePointer<UInt>, _ bn: Int,
    into r: UnsafeMutablePointer<UInt>, scratch: UnsafeMutablePointer<UInt>
  ) {
    let k = (an + 2) / 3, w = 2 * k + 2
    let a2n = an - 2 * k, b2n = bn - 2 * k
    let ea1 = scratch, eam1 = scratch + (k + 1), eam2 = scratch + 2 * (k + 1)
    let eb1 = scratch + 3 * (k + 1), ebm1 = scratch + 4 * (k + 1), ebm2 = scratch + 5 * (k + 1)
    let v1 = scratch + 6 * (k + 1), vm1 = v1 + w, vm2 = vm1 + w
    let rest = vm2 + w
    // vm2 serves as the evaluations' temporary before it receives r(-2).
    let (aNegative1, aNegative2) = toom3Evaluate(a, k, a2n, one: ea1, minusOne: eam1, minusTwo: eam2, temporary: vm2)
    let (bNegative1, bNegative2) = toom3Evaluate(b, k, b2n, one: eb1, minusOne: ebm1, minusTwo: ebm2, temporary: vm2)
    multiplyPadded(ea1, k + 1, eb1, k + 1, into: v1, width: w, scratch: rest)
    multiplyPadded(eam1, k + 1, ebm1, k + 1, into: vm1, width: w, scratch: rest)
    multiplyPadded(eam2, k + 1, ebm2, k + 1, into: vm2, width: w, scratch: rest)
    if aNegative1 != bNegative1 { negate(vm1, w) }
    if aNegative2 != bNegative2 { negate(vm2, w) }
    multiply(a, k, b, k, into: r, scratch: rest)  // r(0)
    multiply(a + 2 * k, a2n, b + 2 * k, b2n, into: r + 4 * k, scratch: rest)  // r(∞)
    toom3Interpolate(r, an + bn, k, one: v1, minusOne: vm1, minusTwo: vm2)
  }

  /// Writes `a²` into `r[0..<2n]` by one Toom-3 step (`n >= 3`), using
  /// `toom3SquareScratchCount(n)` words at `scratch` and ``squareScratchCount(_:)`` of
  /// `⌈n/3⌉ + 1` after them: the evaluations once, five squares, the same interpolation.
  static func toom3Square(
    _ a: UnsafePointer<UInt>, _ n: Int, into r: UnsafeMutablePointer<UInt>, scratch: UnsafeMutablePointer<UInt>
  ) {
    let k = (n + 2) / 3, w = 2 * k + 2
    let a2n = n - 2 * k
    let e1 = scratch, em1 = scratch + (k + 1), em2 = scratch + 2 * (k + 1)
    let v1 = scratch + 3 * (k + 1), vm1 = v1 + w, vm2 = vm1 + w
    let rest = vm2 + w
    _ = toom3Evaluate(a, k, a2n, one: e1, minusOne: em1, minusTwo: em2, temporary: vm2)
    squarePadded(e1, k + 1, into: v1, width: w, scratch: rest)
    squarePadded(em1, k + 1, into: vm1, width: w, scratch: rest)
    squarePadded(em2, k + 1, into: vm2, width: w, scratch: rest)
    square(a, k, into: r, scratch: rest)  // r(0)
    square(a + 2 * k, a2n, into: r + 4 * k, scratch: rest)  // r(∞)
    toom3Interpolate(r, 2 * n, k, one: v1, minusOne: vm1, minusTwo: vm2)
  }

  /// The values at 1, -1 and -2 of `a2·x² + a1·x + a0` (pieces of `k`, `k` and `a2n <= k`
  /// words at `a`), each as `k + 1` words of magnitude (`a(1) < 3β^k`,
  /// `|a(-1)| < 2β^k`, `|a(-2)| < 5β^k`); returns whether `a(-1)` and `a(-2)` are negative.
  /// Uses `2k + 2` words at `temporary`.
  private static func toom3Evaluate(
    _ a: UnsafePointer<UInt>, _ k: Int, _ a2n: Int,
    one: UnsafeMutablePointer<UInt>, minusOne: UnsafeMutablePointer<UInt>, minusTwo: UnsafeMutablePointer<UInt>,
    temporary: UnsafeMutablePointer<UInt>
  ) -> (Bool, Bool) {
    let a1 = a + k, a2 = a + 2 * k
    // one = a0 + a2, then a(-1) = |one - a1|, then a(1) = one + a1.
    one.update(from: a, count: k)
    one[k] = 0
    _ = add(into: one, count: k + 1, a2, count: a2n)
    let negative1 = absoluteDifference(one, count: k + 1, a1, count: k, into: minusOne)
    _ = add(into: one, count: k + 1, a1, count: k)
    // a(-2) = |(a0 + 4·a2) - 2·a1|.
    let u = temporary, v = temporary + (k + 1)
    shiftLeft(a2, a2n, bits: 2, into: u, count: k + 1)
    _ = add(into: u, count: k + 1, a, count: k)
    shiftLeft(a1, k, bits: 1, into: v, count: k + 1)
    let negative2 = absoluteDifference(u, count: k + 1, v, count: k + 1, into: minusTwo)
    return (negative1, negative2)
  }

  /// Bodrato's interpolation: given `r(0)` in `r[0..<2k]`, `r(∞)` in `r[4k..<rn]`, and
  /// `r(1)`, `r(-1)`, `r(-2)` in two's complement of `2k + 2` words, writes the product
  /// `r0 + r1·x + r2·x² + r3·x³ + r4·x⁴` (`x = β^k`) into `r[0..<rn]`. The three buffers
  /// are overwritten.
  private static func toom3Interpolate(
    _ r: UnsafeMutablePointer<UInt>, _ rn: Int, _ k: Int,
    one v1: UnsafeMutablePointer<UInt>, minusOne vm1: UnsafeMutablePointer<UInt>,
    minusTwo vm2: UnsafeMutablePointer<UInt>
  ) {
    let w = 2 * k + 2
    let infinity = r + 4 * k, infinityCount = rn - 4 * k
    // vm2 = (r(-2) - r(1)) / 3
    _ = subtract(from: vm2, count: w, v1, count: w)
    divideExactlyBy3(vm2, w)
    // v1 = r1 = (r(1) - r(-1)) / 2
    _ = subtract(from: v1, count: w, vm1, count: w)
    halve(v1, w)
    // vm1 = r2 = r(-1) - r(0)
    _ = subtract(from: vm1, count: w, r, count: 2 * k)
    // vm2 = r3 = (r2 - vm2) / 2 + 2·r(∞)
    negate(vm2, w)
    _ = add(into: vm2, count: w, vm1, count: w)
    halve(vm2, w)
    _ = add(into: vm2, count: w, infinity, count: infinityCount)
    _ = add(into: vm2, count: w, infinity, count: infinityCount)
    // vm1 = r2 = r2 + r1 - r(∞)
    _ = add(into: vm1, count: w, v1, count: w)
    _ = subtract(from: vm1, count: w, infinity, count: infinityCount)
    // v1 = r1 = r1 - r3
    _ = subtract(from: v1, count: w, vm2, count: w)
    // r = r(0) + r1·x + r2·x² + r3·x³ + r(∞)·x⁴; the coefficients are non-negative and the
    // whole fits in rn words, so their words above rn are zero.
    (r + 2 * k).update(repeating: 0, count: 2 * k)
    for (coefficient, offset) in [(v1, k), (vm1, 2 * k), (vm2, 3 * k)] {
      let count = min(significantCount(coefficient, w), rn - offset)
      _ = add(into: r + offset, count: rn - offset, coefficient, count: count)
    }
  }

  /// Writes `a·b` (`a`, `b` possibly with high zero words, or zero) into `r[0..<width]`,
  /// zero above, where `an + bn <= width`, using ``multiplyScratchCount(_:)`` of
  /// `max(an, bn)` words at `scratch`.
  private static func multiplyPadded(
    _ a: UnsafePointer<UInt>, _ an: Int, _ b: UnsafePointer<UInt>, _ bn: Int,
    into r: UnsafeMutablePointer<UInt>, width: Int, scratch: UnsafeMutablePointer<UInt>
  ) {
    let an = significantCount(a, an), bn = significantCount(b, bn)
    if an == 0 || bn == 0 {
      r.update(repeating: 0, count: width)
      return
    }
    if an >= bn {
      multiply(a, an, b, bn, into: r, scratch: scratch)
    } else {
      multiply(b, bn, a, an, into: r, scratch: scratch)
    }
    (r + (an + bn)).update(repeating: 0, count: width - an - bn)
  }

  /// Writes `a²` (`a` possibly with high zero words, or zero) into `r[0..<width]`, zero
  /// above, where `2·an <= width`, using ``squareScratchCount(_:)`` of `an` words.
  private static func squarePadded(
    _ a: UnsafePointer<UInt>, _ an: Int, into r: UnsafeMutablePointer<UInt>, width: Int,
    scratch: UnsafeMutablePointer<UInt>
  ) {
    let an = significantCount(a, an)
    if an == 0 {
      r.update(repeating: 0, count: width)
      return
    }
    square(a, an, into: r, scratch: scratch)
    (r + 2 * an).update(repeating: 0, count: width - 2 * an)
  }

  /// Writes `a[0..<an] · 2^bits` (`0 < bits < 64`) into `r[0..<rn]` (`rn > an`), zero
  /// above.
  private static func shiftLeft(
    _ a: UnsafePointer<UInt>, _ an: Int, bits: Int, into r: UnsafeMutablePointer<UInt>, count rn: Int
  ) {
    var low: UInt = 0
    for i in 0..<an {
      let word = a[i]
      r[i] = (word << UInt(bits)) | low
      low = word >> UInt(UInt.bitWidth - bits)
    }
    r[an] = low
    if rn > an + 1 { (r + (an + 1)).update(repeating: 0, count: rn - an - 1) }
  }

  /// `x ← -x` modulo `β^n` (two's complement negation).
  private static func negate(_ x: UnsafeMutablePointer<UInt>, _ n: Int) {
    var carry: UInt = 1
    for i in 0..<n {
      let (s, o) = (~x[i]).addingReportingOverflow(carry)
      x[i] = s
      carry = UInt(bit: o)
    }
  }

  /// `x ← x / 2` for an even `x` in two's complement of `n` words (an arithmetic shift).
  private static func halve(_ x: UnsafeMutablePointer<UInt>, _ n: Int) {
    for i in 0..<(n - 1) {
      x[i] = (x[i] >> 1) | (x[i + 1] << 63)
    }
    x[n - 1] = UInt(bitPattern: Int(bitPattern: x[n - 1]) >> 1)
  }

  /// `x ← x / 3` for a multiple of 3 in two's complement of `n` words: the unique `q` with
  /// `3q ≡ x (mod β^n)`, found word by word from the bottom (Hensel's division): each
  /// quotient word is the remaining low word times `3⁻¹ mod 2^64`, and the high word of
  /// three times it, plus any borrow, is taken from the next word.
  private static func divideExactlyBy3(_ x: UnsafeMutablePointer<UInt>, _ n: Int) {
    let inverse: UInt = 0xAAAA_AAAA_AAAA_AAAB  // 3·inverse ≡ 1 (mod 2^64)
    var carry: UInt = 0
    for i in 0..<n {
      let (s, o) = x[i].subtractingReportingOverflow(carry)
      let q = s &* inverse
      x[i] = q
      carry = q.multipliedFullWidth(by: 3).high &+ UInt(bit: o)
    }
  }
}
