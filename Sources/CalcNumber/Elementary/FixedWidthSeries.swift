import BigInt

/// The inner series loops of the elementary kernels on ``FixedWidth`` values, for scales
/// up to ``maximumScale`` bits (about 150 digits; 38 digits work at about 230).
///
/// Each function states its error in units of `2^-scale`: every product and division
/// truncates (`floor`) by under a unit, so a series is within a few units a term (the
/// `exp` series, the `sin` series), or a few dozen units in all (the odd series of `atanh`
/// and `atan`, summed in blocks), against the slack of 2^56 units of
/// ``FixedPoint/bounds(_:bits:shift:)``.
///
/// The argument must be below 1 (`r < 2^scale`); then every term is at most `2^scale` and
/// every partial sum below `4 · 2^scale`, which ``limbs(forScale:)`` leaves room for.
/// Otherwise the function returns nil and the caller runs its `BigUInt` loop. The loops
/// are short (at most ``maximumScale`` bits on a few limbs), so they do not poll the
/// cancellation token.
package enum FixedWidthSeries {
  /// The largest scale the fixed-width loops take: `scale + 2` bits (a sum below
  /// `4 · 2^scale`) must fit in ``FixedWidth/capacity`` limbs.
  package static let maximumScale = 64 * FixedWidth.capacity - 3

  /// Limbs for values below `2^(scale + 2)`.
  static func limbs(forScale scale: Int) -> Int { (scale + 2) / 64 + 1 }

  /// `x` in the limbs of `scale`, if `scale` is in range and `x < 2^scale`.
  private static func operand(_ x: BigUInt, scale: Int) -> FixedWidth? {
    guard scale >= 1, scale <= maximumScale, x.bitWidth <= scale else { return nil }
    return FixedWidth(x, count: limbs(forScale: scale))
  }

  /// `Σ t_n` with `t_0 = 2^scale`, `t_n = ⌊⌊t_(n-1) · r / 2^scale⌋ / n⌋`, until a term is 0,
  /// then squared `halvings` times (`s → ⌊s² / 2^scale⌋`): `e^(r / 2^(scale − h)) · 2^scale`
  /// for `h` halvings. The series is low by at most 2 units per term; each squaring doubles
  /// the error so far and adds a unit. The loop of ``Rational/exponentialBounds(bits:stop:)``.
  package static func exponential(_ r: BigUInt, scale: Int, halvings: Int = 0) -> BigUInt? {
    guard let x = operand(r, scale: scale) else { return nil }
    let n = x.count
    var sum = exponentialSeries(x, scale: scale, count: n)
    // e^(r/2^scale) < e, and squaring brings it to e^(r·2^h/2^scale) < 4 (r < ln 2 · 2^(scale−h)).
    for _ in 0..<halvings { sum = sum.squared(shiftedRightBy: scale) }
    return sum.bigUInt
  }

  /// `Σ t_n` with `t_0 = 2^scale`, `t_n = ⌊⌊t_(n-1) · x / 2^scale⌋ / n⌋`, until a term is 0,
  /// in `count` limbs (`x < 2^scale`): `e^(x / 2^scale) · 2^scale`, low by at most 2 units a term.
  static func exponentialSeries(_ x: FixedWidth, scale: Int, count n: Int) -> FixedWidth {
    var term = FixedWidth(powerOfTwo: scale, count: n)
    var sum = term
    var k: UInt64 = 1
    while !term.isZero {
      term = FixedWidth.product(term, x, shiftedRightBy: scale).dividing(by: k)
      sum += term
      k += 1
    }
    return sum
  }

  /// `Σ (−1)^k t_k` with `t_0 = r`, `t_(k+1) = ⌊⌊t_k · r2 / 2^scale⌋ / ((2k+2)(2k+3))⌋`,
  /// until a term is 0: `sin(r / 2^scale) · 2^scale` when `r2 = ⌊r² / 2^scale⌋`. The loop
  /// of `Rational.sineAndCosineSeries`.
  package static func sine(_ r: BigUInt, squared r2: BigUInt, scale: Int) -> BigUInt? {
    guard let x = operand(r, scale: scale), let x2 = operand(r2, scale: scale) else { return nil }
    return sineSeries(x, x2, scale: scale)?.bigUInt
  }

  /// `atanh(z / 2^scale) · 2^scale` when `z2 = ⌊z² / 2^scale⌋` (the series
  /// `Σ z^(2j+1) / (2j + 1)`), by ``oddSeries(_:_:scale:alternating:)``; nil where that does
  /// not apply. For ``Rational/logarithmBounds(bits:stop:)``.
  package static func inverseHyperbolicTangent(_ z: BigUInt, squared z2: BigUInt, scale: Int) -> BigUInt? {
    guard let x = operand(z, scale: scale), let x2 = operand(z2, scale: scale),
      let sum = oddSeries(x, x2, scale: scale, alternating: false)
    else { return nil }
    return sum.bigUInt
  }

  /// `atan(y / 2^scale) · 2^scale` when `y2 = ⌊y² / 2^scale⌋` (the series
  /// `Σ (−1)^j y^(2j+1) / (2j + 1)`), by ``oddSeries(_:_:scale:alternating:)``; nil where
  /// that does not apply. For ``Rational/arctangentBounds(bits:stop:)``.
  package static func arctangent(_ y: BigUInt, squared y2: BigUInt, scale: Int) -> BigInt? {
    guard let x = operand(y, scale: scale), let x2 = operand(y2, scale: scale),
      let sum = oddSeries(x, x2, scale: scale, alternating: true)
    else { return nil }
    return BigInt(sum.bigUInt)
  }

  /// The block size of ``oddSeries(_:_:scale:alternating:)``: even, so every block of an
  /// alternating series starts with a positive term. For `ln` and `atan` at 38 digits
  /// (about 50 terms) any block from 4 to 10 does less work than term by term, 6 to 10
  /// about the same, 8 the least.
  static let oddSeriesBlock = 8

  /// `x · Σ_(j<N) (±1)^j w^j / (2j + 1)`, all scaled by `2^scale`, for `w = x2` below
  /// `2^(scale − 2)` (nil otherwise), by rectangular splitting (Paterson and Stockmeyer):
  /// the powers `P_i = w^i` for `i <= m` (``oddSeriesBlock``), each block
  /// `Q_b = Σ_(i<m) (±1)^i ⌊P_i / (2(mb + i) + 1)⌋` from divisions by small integers, and
  /// Horner's rule in `P_m` over the blocks: about `m + N/m` products instead of the `N`
  /// of the term-by-term loop. `N` makes `w^N` below `2^-(scale+2)`.
  ///
  /// Error, in units of 2^-scale: `P_i` is low by at most `i` units (each product truncates
  /// by under a unit, and `w < 1` does not grow the errors), so a term is within `i + 1`
  /// and a block within `m(m + 1)/2`; a Horner step adds the product's truncation and
  /// `acc · m / 2^scale < 2m` for the error of `P_m`, and shrinks the rest by `w^m`; the last
  /// product by `x` adds a unit: within `m(m + 1)/2 + 2m + 2` (54 for `m = 8`) in all, far
  /// inside the slack of 2^56. The alternating blocks are not negative, their terms being
  /// non-increasing.
  static func oddSeries(_ x: FixedWidth, _ x2: FixedWidth, scale: Int, alternating: Bool) -> FixedWidth? {
    let b = x2.bitWidth
    guard b <= scale - 2 else { return nil }
    let m = oddSeriesBlock
    let terms = (scale + 2) / (scale - b) + 1
    let blocks = (terms + m - 1) / m
    let n = x.count
    return withUnsafeTemporaryAllocation(of: FixedWidth.self, capacity: m + 1) { buffer -> FixedWidth? in
      guard let powers = buffer.baseAddress else { return nil }
      powers.initialize(to: FixedWidth(powerOfTwo: scale, count: n))
      for i in 1...m {
        (powers + i).initialize(to: FixedWidth.product(powers[i - 1], x2, shiftedRightBy: scale))
      }
      defer { powers.deinitialize(count: m + 1) }
      var acc = FixedWidth(count: n)
      var block = blocks - 1
      while block >= 0 {
        var plus = FixedWidth(count: n), minus = FixedWidth(count: n)
        for i in 0..<m {
          let term = powers[i].dividing(by: UInt64(2 * (m * block + i) + 1))
          if alternating && i % 2 == 1 { minus += term } else { plus += term }
        }
        let q = plus - minus
        acc = block == blocks - 1 ? q : q + FixedWidth.product(acc, powers[m], shiftedRightBy: scale)
        block -= 1
      }
      return FixedWidth.product(x, acc, shiftedRightBy: scale)
    }
  }
}
