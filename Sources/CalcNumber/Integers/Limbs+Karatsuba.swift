/// Karatsuba multiplication and squaring over word arrays, falling back to the schoolbook
/// base cases below the sizes where those are as fast.
extension Limbs {
  /// Below this many words in the shorter operand, `multiply` uses the schoolbook product.
  ///
  /// Any threshold from about 24 to 48 words gives whole products of about the same speed
  /// (within 4% in instructions from 24 to 200 words); 32 suits the most sizes best.
  static let karatsubaThreshold = 32

  /// Below this many words, `square` uses the schoolbook square: it does about half the word
  /// products of a schoolbook product, so it stays as fast as Karatsuba to larger sizes than
  /// ``karatsubaThreshold`` (from 48 to 100 words, 60 takes up to 4% fewer instructions
  /// than 48 and as few as 72; 36 and 96 take up to 12% more).
  static let karatsubaSquareThreshold = 60

  /// Scratch words `multiply` needs when its longer operand has `n` words: at each level
  /// the larger of what a Karatsuba step (`6h + 2`, `h = ⌈n/2⌉`) and a Toom-3 step
  /// (``toom3ScratchCount(_:)``) take for themselves, plus the need of the level below
  /// (every recursive product has at most `h` words in its longer operand, and the count is
  /// non-decreasing in `n`, so this bounds whichever algorithm runs). The transform
  /// allocates its own memory.
  static func multiplyScratchCount(_ n: Int) -> Int {
    if n < karatsubaThreshold { return 0 }
    let h = (n + 1) / 2
    let own = max(6 * h + 2, n >= toom3Threshold ? toom3ScratchCount(n) : 0)
    return own + multiplyScratchCount(h)
  }

  /// Scratch words `square` needs for `n` words (bounded as ``multiplyScratchCount(_:)``).
  static func squareScratchCount(_ n: Int) -> Int {
    if n < karatsubaSquareThreshold { return 0 }
    let h = (n + 1) / 2
    let own = max(5 * h + 2, n >= toom3SquareThreshold ? toom3SquareScratchCount(n) : 0)
    return own + squareScratchCount(h)
  }

  /// Writes `a·b` into `r[0..<an + bn]`, where `an >= bn >= 1`, using
  /// `multiplyScratchCount(an)` words at `scratch`. `r` must not overlap the others.
  ///
  /// By the shorter operand's length `bn`: the schoolbook product below
  /// ``karatsubaThreshold``; the transform (``nttMultiply(_:_:_:_:into:)``) from
  /// ``nttThreshold``; otherwise, when `b` is at most half as long as `a`, `a` in slices
  /// of `bn` words; from ``toom3Threshold``, Toom-3 when `b` is long enough for three
  /// pieces of `⌈an/3⌉` words; Karatsuba in the remaining cases.
  static func multiply(
    _ a: UnsafePointer<UInt>, _ an: Int, _ b: UnsafePointer<UInt>, _ bn: Int,
    into r: UnsafeMutablePointer<UInt>, scratch: UnsafeMutablePointer<UInt>
  ) {
    if bn < karatsubaThreshold {
      schoolbookMultiply(a, an, b, bn, into: r)
      return
    }
    if nttPays(an, bn, threshold: nttThreshold, anyFill: nttAnyFillThreshold) {
      nttMultiply(a, an, b, bn, into: r)
      return
    }
    let h = (an + 1) / 2
    if bn <= h {
      multiplyUnbalanced(a, an, b, bn, into: r, scratch: scratch)
      return
    }
    if bn >= toom3Threshold, bn > 2 * ((an + 2) / 3) {
      toom3Multiply(a, an, b, bn, into: r, scratch: scratch)
      return
    }
    karatsubaMultiply(a, an, b, bn, into: r, scratch: scratch)
  }

  /// One Karatsuba step of `multiply`, for `an >= bn > ⌈an/2⌉`, using `6h + 2` words
  /// (`h = ⌈an/2⌉`) at `scratch` and ``multiplyScratchCount(_:)`` of `h` after them.
  static func karatsubaMultiply(
    _ a: UnsafePointer<UInt>, _ an: Int, _ b: UnsafePointer<UInt>, _ bn: Int,
    into r: UnsafeMutablePointer<UInt>, scratch: UnsafeMutablePointer<UInt>
  ) {
    let h = (an + 1) / 2
    // a = a1·β^h + a0, b = b1·β^h + b0 (a0, b0: h words; a1, b1: an - h >= bn - h >= 1).
    let a1 = a + h, a1n = an - h
    let b1 = b + h, b1n = bn - h
    multiply(a, h, b, h, into: r, scratch: scratch)  // z0 in r[0..<2h]
    multiply(a1, a1n, b1, b1n, into: r + 2 * h, scratch: scratch)  // z2 in r[2h..<an + bn]
    let da = scratch, db = scratch + h, t = scratch + 2 * h, mid = scratch + 4 * h
    let rest = scratch + (6 * h + 2)
    let aNegative = absoluteDifference(a, count: h, a1, count: a1n, into: da)
    let bNegative = absoluteDifference(b, count: h, b1, count: b1n, into: db)
    multiply(da, h, db, h, into: t, scratch: rest)
    // a0·b1 + a1·b0 = z0 + z2 - (a0 - a1)(b0 - b1)
    mid.update(from: r, count: 2 * h)
    mid[2 * h] = 0
    _ = add(into: mid, count: 2 * h + 1, r + 2 * h, count: an + bn - 2 * h)
    if aNegative != bNegative {
      _ = add(into: mid, count: 2 * h + 1, t, count: 2 * h)
    } else {
      _ = subtract(from: mid, count: 2 * h + 1, t, count: 2 * h)
    }
    _ = add(into: r + h, count: an + bn - h, mid, count: significantCount(mid, 2 * h + 1))
  }

  /// `multiply` when `b` is at most half as long as `a`: `a` in slices of `bn` words, each
  /// slice times `b` added in at its place.
  private static func multiplyUnbalanced(
    _ a: UnsafePointer<UInt>, _ an: Int, _ b: UnsafePointer<UInt>, _ bn: Int,
    into r: UnsafeMutablePointer<UInt>, scratch: UnsafeMutablePointer<UInt>
  ) {
    // The first slice's product is written in place; each later one goes through `t`
    // (2bn words) and is added.
    multiply(a, bn, b, bn, into: r, scratch: scratch)
    (r + 2 * bn).update(repeating: 0, count: an - bn)
    let t = scratch, rest = scratch + 2 * bn
    var offset = bn
    while offset < an {
      let count = min(bn, an - offset)
      multiply(b, bn, a + offset, count, into: t, scratch: rest)
      _ = add(into: r + offset, count: an + bn - offset, t, count: bn + count)
      offset += count
    }
  }

  /// Writes `a²` into `r[0..<2n]` (`n >= 1`), using `squareScratchCount(n)` words at
  /// `scratch`: the schoolbook square below ``karatsubaSquareThreshold``, the transform
  /// from ``nttSquareThreshold``, Toom-3 from ``toom3SquareThreshold``, Karatsuba between.
  /// `r` must not overlap the others.
  static func square(
    _ a: UnsafePointer<UInt>, _ n: Int, into r: UnsafeMutablePointer<UInt>, scratch: UnsafeMutablePointer<UInt>
  ) {
    if n < karatsubaSquareThreshold {
      schoolbookSquare(a, n, into: r)
      return
    }
    if nttPays(n, n, threshold: nttSquareThreshold, anyFill: nttSquareAnyFillThreshold) {
      nttSquare(a, n, into: r)
      return
    }
    if n >= toom3SquareThreshold {
      toom3Square(a, n, into: r, scratch: scratch)
      return
    }
    karatsubaSquare(a, n, into: r, scratch: scratch)
  }

  /// One Karatsuba step of `square` (`n >= 2`), using `5h + 2` words (`h = ⌈n/2⌉`) at
  /// `scratch` and ``squareScratchCount(_:)`` of `h` after them.
  static func karatsubaSquare(
    _ a: UnsafePointer<UInt>, _ n: Int, into r: UnsafeMutablePointer<UInt>, scratch: UnsafeMutablePointer<UInt>
  ) {
    let h = (n + 1) / 2
    let a1 = a + h, a1n = n - h
    square(a, h, into: r, scratch: scratch)  // z0 in r[0..<2h]
    square(a1, a1n, into: r + 2 * h, scratch: scratch)  // z2 in r[2h..<2n]
    let d = scratch, t = scratch + h, mid = scratch + 3 * h
    let rest = scratch + (5 * h + 2)
    _ = absoluteDifference(a, count: h, a1, count: a1n, into: d)
    square(d, h, into: t, scratch: rest)
    // 2·a0·a1 = z0 + z2 - (a0 - a1)²
    mid.update(from: r, count: 2 * h)
    mid[2 * h] = 0
    _ = add(into: mid, count: 2 * h + 1, r + 2 * h, count: 2 * n - 2 * h)
    _ = subtract(from: mid, count: 2 * h + 1, t, count: 2 * h)
    _ = add(into: r + h, count: 2 * n - h, mid, count: significantCount(mid, 2 * h + 1))
  }
}
