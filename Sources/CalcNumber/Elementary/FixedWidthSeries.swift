import BigInt

/// The inner series loops of the elementary kernels on ``FixedWidth`` values, for scales
/// up to ``maximumScale`` bits (about 150 digits; 38 digits work at about 230).
///
/// Each function is the `BigUInt` loop it replaces, step for step: the same products
/// shifted down by the scale, the same divisions by small integers, each truncated
/// (`floor`) where the `BigUInt` loop truncates. So it returns the same integers, and the
/// error analysis of the caller stands unchanged: every term is low by less than one unit
/// per product and one per division, a few units per term for at most a few hundred terms
/// here, against the slack of 2^56 units of ``FixedPoint/bounds(_:bits:shift:)``.
///
/// The argument must be below 1 (`r < 2^scale`), and no halvings are used (``FixedPoint``
/// halves only from 2,048 bits); then every term is at most `2^scale` and every partial
/// sum below `e · 2^scale`, which ``limbs(forScale:)`` leaves room for. Otherwise the
/// function returns nil and the caller runs its `BigUInt` loop. The loops take
/// microseconds, so they do not poll the cancellation token.
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
    var term = FixedWidth(powerOfTwo: scale, count: n)
    var sum = term
    var k: UInt64 = 1
    while !term.isZero {
      term = FixedWidth.product(term, x, shiftedRightBy: scale).dividing(by: k)
      sum += term
      k += 1
    }
    // e^(r/2^scale) < e, and squaring brings it to e^(r·2^h/2^scale) < 4 (r < ln 2 · 2^(scale−h)).
    for _ in 0..<halvings { sum = sum.squared(shiftedRightBy: scale) }
    return sum.bigUInt
  }

  /// `Σ (−1)^k t_k` with `t_0 = r`, `t_(k+1) = ⌊⌊t_k · r2 / 2^scale⌋ / ((2k+2)(2k+3))⌋`,
  /// until a term is 0: `sin(r / 2^scale) · 2^scale` when `r2 = ⌊r² / 2^scale⌋`. The loop
  /// of `Rational.sineAndCosineSeries`.
  package static func sine(_ r: BigUInt, squared r2: BigUInt, scale: Int) -> BigUInt? {
    guard let x = operand(r, scale: scale), let x2 = operand(r2, scale: scale) else { return nil }
    var term = x
    var plus = FixedWidth(count: x.count), minus = FixedWidth(count: x.count)
    var k: UInt64 = 0
    while !term.isZero {
      if k % 2 == 0 { plus += term } else { minus += term }
      term = FixedWidth.product(term, x2, shiftedRightBy: scale).dividing(by: (2 * k + 2) * (2 * k + 3))
      k += 1
    }
    // The terms decrease, so the alternating sum is not negative.
    return (plus - minus).bigUInt
  }

  /// `Σ ⌊p_j / (2j + 1)⌋` with `p_0 = z`, `p_j = ⌊p_(j-1) · z2 / 2^scale⌋`, until a power is
  /// 0: `atanh(z / 2^scale) · 2^scale` when `z2 = ⌊z² / 2^scale⌋`. The loop of
  /// ``Rational/logarithmBounds(bits:stop:)``.
  package static func inverseHyperbolicTangent(_ z: BigUInt, squared z2: BigUInt, scale: Int) -> BigUInt? {
    guard let x = operand(z, scale: scale), let x2 = operand(z2, scale: scale) else { return nil }
    var power = x
    var sum = FixedWidth(count: x.count)
    var j: UInt64 = 0
    while !power.isZero {
      sum += power.dividing(by: 2 * j + 1)
      power = FixedWidth.product(power, x2, shiftedRightBy: scale)
      j += 1
    }
    return sum.bigUInt
  }

  /// `Σ (−1)^j ⌊p_j / (2j + 1)⌋` with `p_0 = y`, `p_j = ⌊p_(j-1) · y2 / 2^scale⌋`, until a
  /// power is 0: `atan(y / 2^scale) · 2^scale` when `y2 = ⌊y² / 2^scale⌋`. The loop of
  /// ``Rational/arctangentBounds(bits:stop:)``.
  package static func arctangent(_ y: BigUInt, squared y2: BigUInt, scale: Int) -> BigInt? {
    guard let x = operand(y, scale: scale), let x2 = operand(y2, scale: scale) else { return nil }
    var power = x
    var plus = FixedWidth(count: x.count), minus = FixedWidth(count: x.count)
    var j: UInt64 = 0
    while !power.isZero {
      let term = power.dividing(by: 2 * j + 1)
      if j % 2 == 0 { plus += term } else { minus += term }
      power = FixedWidth.product(power, x2, shiftedRightBy: scale)
      j += 1
    }
    return minus < plus ? BigInt((plus - minus).bigUInt) : -BigInt((minus - plus).bigUInt)
  }
}
