import BigInt

/// Which of sine and cosine a caller needs: the other one's bounds may be left at
/// `[-1, 1]` (true, and cheap), which saves a series at the usual precisions.
package enum TrigonometricParts: Sendable {
  case sine, cosine, both

  var sine: Bool { self != .cosine }
  var cosine: Bool { self != .sine }
}

extension Rational {
  /// Bounds on `sin(self)` and `cos(self)` (radians), each about `bits` bits tight
  /// absolutely; one not in `parts` may be left at `[-1, 1]`.
  package func sineAndCosineBounds(
    bits: Int, stop: CancellationToken?, parts: TrigonometricParts = .both
  ) throws(ArithmeticError) -> (sin: Number, cos: Number) {
    if isZero { return (Number(0), Number(1)) }
    if let sin = tinySineBounds(bits: bits), let cos = tinyCosineBounds(bits: bits) { return (sin, cos) }
    // The series is accurate to 2^-g absolutely; a small reduced argument r (a small x, or
    // one close to a multiple of π/2) gets as many more bits as it has leading zeros, so
    // a small sine or cosine stays tight relative to its size.
    var extra = isBelowOne ? min(leadingZeroBits, 2 * bits) : 0
    while true {
      let (result, zeros) = try sineAndCosineBounds(bits: bits, extra: extra, stop: stop, parts: parts)
      if zeros <= extra + 8 || extra >= 2 * bits + 4_000 { return result }
      extra = min(zeros + 8, 2 * bits + 4_000)
    }
  }

  /// The kernel of ``sineAndCosineBounds(bits:stop:)`` at `bits + extra` bits, and how many
  /// leading zeros the reduced argument had at that scale.
  private func sineAndCosineBounds(
    bits: Int, extra: Int, stop: CancellationToken?, parts: TrigonometricParts
  ) throws(ArithmeticError) -> ((sin: Number, cos: Number), zeros: Int) {
    let g = bits + FixedPoint.guardBits + extra
    if g >= Rational.sineSeriesLimit, let short = try shortSineAndCosineBounds(bits: g, stop: stop) { return short }
    let (quadrant, r, negativeR) = try reducedAngle(bits: g, stop: stop)
    let zeros = max(0, g - r.bitWidth)
    // sin x and cos x are ±sin r and ±cos r, swapped in odd quadrants.
    let q = Int(truncatingIfNeeded: quadrant.words.first ?? 0) & 3
    let swapped = q % 2 == 1
    let (s, c) = try Rational.sineAndCosineSeries(
      r, bits: g, stop: stop, cosine: swapped ? parts.sine : parts.cosine)
    let sinR = negativeR ? -BigInt(s) : BigInt(s)
    let cosR = c.map { BigInt($0) }
    var (sinX, cosX): (BigInt?, BigInt?)
    switch q {
    case 0: (sinX, cosX) = (sinR, cosR)
    case 1: (sinX, cosX) = (cosR, -sinR)
    case 2: (sinX, cosX) = (-sinR, cosR.map { -$0 })
    default: (sinX, cosX) = (cosR.map { -$0 }, sinR)
    }
    if signum < 0 { sinX?.negate() }
    func bounds(_ v: BigInt?, _ wanted: Bool) throws(ArithmeticError) -> Number {
      guard wanted, let v else { return Number(lower: Dyadic(-1), upper: Dyadic.one) }
      let bounds = try FixedPoint.bounds(v, bits: g)
      // Below 2^(g−1) in magnitude, v ± slack is inside (−2^g, 2^g): nothing to clamp.
      return v.magnitude.bitWidth < g ? bounds : bounds.clamped(toMagnitude: 1)
    }
    return ((try bounds(sinX, parts.sine), try bounds(cosX, parts.cosine)), zeros)
  }

  /// `|self|` reduced by π/2 to `|r| <= π/4`: the quadrant `k` (`|self| = k·π/2 + r`),
  /// `⌊|r| · 2^g⌋` and the sign of `r`. Below 25/32 (less than π/4) the angle is its own
  /// reduction, `⌊|self| · 2^g⌋`, and π is not needed; so it is below 1 where the table
  /// kernel will take it (``FixedWidthSeries/tabulatedSineAndCosine(_:scale:cosine:)`` holds
  /// its bound up to `r = 2^g`, so an angle from 25/32 to 1 spares π and the division, a
  /// large part of a 38-digit call). Otherwise the division by π/2 runs
  /// with as many extra bits as the integer part of `|self|` has (which gives the same
  /// integer for an angle below 25/32).
  private func reducedAngle(bits g: Int, stop: CancellationToken?) throws(ArithmeticError) -> (quadrant: BigUInt, r: BigUInt, negative: Bool) {
    if g >= 5 {
      let x = FixedPoint.scaled(magnitude, bits: g)
      // Below 1/2 by its width alone, without building 25·2^(g−5).
      if x.bitWidth < g || x < (25 as BigUInt) << (g - 5) { return (0, x, false) }
      if x.bitWidth <= g && Rational.tabulatesSineAndCosine(bits: g) { return (0, x, false) }
    }
    let integerBits = (numerator.magnitude / denominator.magnitude).bitWidth + 2
    let wide = g + integerBits
    let halfPi = BigUInt(try Constants.pi(bits: wide, stop: stop)) >> 1
    let x = FixedPoint.scaled(magnitude, bits: wide)
    var (quadrant, remainder) = ReciprocalDivisor(halfPi).quotientAndRemainder(dividing: x)
    // Keep |r| <= π/4: r = remainder, or remainder − π/2 with the next quadrant.
    var negativeR = false
    if remainder > halfPi >> 1 {
      remainder = halfPi - remainder
      negativeR = true
      quadrant += 1
    }
    return (quadrant, remainder >> integerBits, negativeR)
  }

  /// Whether ``sineAndCosineSeries(_:bits:stop:cosine:)`` reads the tables at `bits`: then
  /// it takes any `0 <= r <= 1`, not only `r <= π/4`.
  private static func tabulatesSineAndCosine(bits: Int) -> Bool {
    bits < Rational.sineSeriesLimit && bits >= 16 && bits <= FixedWidthSeries.maximumTableScale
  }

  /// `(sin r, cos r) · 2^bits` for `0 <= r <= π/4` (up to 1 where
  /// ``tabulatesSineAndCosine(bits:)``) given as `r · 2^bits` (cos only when `cosine` is
  /// true, or when the bit-burst kernel gives it anyway).
  ///
  /// From ``sineSeriesLimit`` bits, the bit-burst kernel. Up to
  /// ``FixedWidthSeries/maximumTableScale`` bits, both from a table point within 1/256
  /// (``FixedWidthSeries/tabulatedSineAndCosine(_:scale:)``, within 94 units). Between, the odd
  /// series of sin alone, `t₀ = r`, `t_(k+1) = ⌊⌊t_k · r2 / 2^bits⌋ / ((2k+2)(2k+3))⌋` with
  /// `r2 = ⌊r² / 2^bits⌋` (on ``FixedWidth`` limbs up to a few hundred bits), and
  /// `cos = ⌊√(4^bits − sin²)⌋`: half the products and divisions of both series.
  ///
  /// Error, in units of 2^-bits, everything truncated downward: the exact term `T_k` and
  /// `e_k = T_k − t_k` satisfy `e_(k+1) <= e_k / 6 + T_k / 2^bits + 2 < e_k / 6 + 3`, so
  /// every term is low by less than 4 units; the sum of `N` terms (the tail past the last
  /// nonzero term is below its error) is within `4(N + 1)`. The root moves that error by
  /// the factor `sin/cos = tan r <= 1` and adds one unit. A few hundred units at most,
  /// against the slack of 2^56.
  private static func sineAndCosineSeries(
    _ r: BigUInt, bits: Int, stop: CancellationToken?, cosine: Bool
  ) throws(ArithmeticError) -> (BigUInt, BigUInt?) {
    if bits >= Rational.sineSeriesLimit {
      let (s, c) = try BitBurst.sineAndCosine(r, bits: bits, stop: stop)
      return (s.magnitude, c.magnitude)
    }
    if let (s, c) = FixedWidthSeries.tabulatedSineAndCosine(r, scale: bits, cosine: cosine) {
      // At most 2^bits (sin r < 1 by far), without making 2^bits when s is shorter.
      return (s.bitWidth <= bits ? s : Swift.min(s, BigUInt.powerOfTwo(bits)), c)
    }
    let r2 = r.squared() >> bits
    var sin: BigUInt
    if let fast = FixedWidthSeries.sine(r, squared: r2, scale: bits) {
      sin = fast
    } else if let blocks = try RectangularSeries.sine(r, squared: r2, scale: bits, stop: stop) {
      sin = blocks  // longer series: by blocks on BigUInt limbs
    } else {
      var plus = BigUInt(0), minus = BigUInt(0)
      var term = r
      var k: UInt = 0
      while !term.isZero {
        if k & 7 == 0 { try stop.check() }
        if k % 2 == 0 { plus += term } else { minus += term }
        term = BigUInt.product(term, r2) >> bits
        term /= BigUInt((2 * k + 2) * (2 * k + 3))
        k += 1
      }
      sin = plus - minus  // t₀ >= t₁ >= …, so the alternating sum is not negative
    }
    sin = Swift.min(sin, BigUInt.powerOfTwo(bits))  // sin r < 1 by far; keeps the root's operand natural
    guard cosine else { return (sin, nil) }
    return (sin, (BigUInt.powerOfTwo(2 * bits) - sin.squared()).integerSquareRoot())
  }

  /// Bounds on `atan(self)` in radians, about `bits` bits tight absolutely.
  package func arctangentBounds(bits: Int, stop: CancellationToken?) throws(ArithmeticError) -> Number {
    if isZero { return Number(0) }
    if let tiny = tinyArctangentBounds(bits: bits) { return tiny }
    // A small |x| gets as many more bits as it has leading zeros: atan x ≈ x stays tight
    // relative to its size.
    let g = bits + FixedPoint.guardBits + (isBelowOne ? min(leadingZeroBits, 2 * bits) : 0)
    if g >= Rational.arctangentSeriesLimit { return try bitBurstArctangentBounds(bits: g, stop: stop) }
    let large = magnitude > .one
    // For |x| > 1, atan|x| = π/2 − atan(1/|x|).
    let y = large ? FixedPoint.scaled(try magnitude.reciprocal, bits: g) : FixedPoint.scaled(magnitude, bits: g)
    var result = try Rational.arctangent(y, bits: g, stop: stop)
    if large { result = (try Constants.pi(bits: g, stop: stop) >> 1) - result }
    if signum < 0 { result.negate() }
    return try FixedPoint.bounds(result, bits: g)
  }

  /// Below this many bits (about 1,200 digits) `sin` and `cos` sum their series by blocks
  /// (``RectangularSeries``); from it on, ``BitBurst`` (or the series of a short argument by
  /// binary splitting): the crossover measured in Benchmarks/README.md, "The middle band".
  static let sineSeriesLimit = 4_000

  /// Below this many bits (about 12,000 digits) `atan` (and `asin`, `acos`) halve the
  /// argument and sum the series by blocks (``RectangularSeries``); from it on,
  /// ``BitBurst``: the crossover measured in Benchmarks/README.md, "The middle band".
  static let arctangentSeriesLimit = 40_000

  /// `atan(y / 2^g) · 2^g` for `0 <= y <= 2^g`, low by a few units per halving and per
  /// series term (far inside ``FixedPoint/slack``), each halving and each term truncated.
  ///
  /// Twice atan(y) = 2·atan(y / (1 + sqrt(1 + y²))). On fixed-width limbs one halving
  /// (|y| <= tan(π/8) < 0.42; the series by blocks makes its 90 or so terms cheaper than a
  /// second halving); else two, |y| <= tan(π/16) < 0.2, and each more (long series
  /// only) halves y again for fewer terms.
  private static func arctangent(_ y: BigUInt, bits g: Int, stop: CancellationToken?) throws(ArithmeticError) -> BigInt {
    if let fast = FixedWidthSeries.tabulatedArctangent(y, scale: g) { return BigInt(fast) }
    // Between the fixed-width loops and the bit-burst kernel: reduced by Gaussian integers first.
    if let reduced = try reducedSeriesArctangent(y, bits: g, stop: stop) { return reduced }
    let one = BigUInt.powerOfTwo(g)
    var y = y
    let halvings = g <= FixedWidthSeries.maximumScale ? 1 : 2 + min(8, g / 2_048)
    for _ in 0..<halvings {
      try stop.check()
      let s = (BigUInt.powerOfTwo(2 * g) + y.squared()).integerSquareRoot()  // ⌊√(4^g + y²)⌋
      y = BigUInt.quotient(y << g, one + s)
    }
    let y2 = y.squared() >> g
    var power = y
    var sum = BigInt(0)
    // At up to a few hundred bits the same loop runs on fixed-width limbs (the loop below is skipped).
    if let fast = FixedWidthSeries.arctangent(y, squared: y2, scale: g) {
      (sum, power) = (fast, 0)
    } else if let fast = try RectangularSeries.odd(y, squared: y2, scale: g, alternating: true, stop: stop) {
      (sum, power) = (BigInt(fast), 0)  // longer series: by blocks on BigUInt limbs
    }
    var j: UInt = 0
    while !power.isZero {
      if j & 7 == 0 { try stop.check() }
      let term = BigInt(power / BigUInt(2 * j + 1))
      sum += j % 2 == 0 ? term : -term
      power = BigUInt.product(power, y2) >> g
      j += 1
    }
    return sum << halvings
  }

  /// Bounds on `acos(self)` for `0 < self < 1`, about `bits` bits tight relative to the
  /// result, below the bit-burst threshold (nil otherwise): with `self = a/b`,
  /// `acos x = 2·atan(t)` for `t = √(b² − a²) / (b + a) = √((1 − x)/(1 + x))` (`tan` of half
  /// the angle, below 1). No cancellation near 1, where `acos x ≈ √(2(1 − x))` is small:
  /// `t` gets as many more bits as it has leading zeros, about half those of `1 − x`.
  ///
  /// Error, in units of 2^-g: `s = ⌊√((b² − a²)·4^g)⌋` is within a unit below
  /// `√(b² − a²)·2^g`, and `⌊s / (b + a)⌋` within two units below `t·2^g`; then as
  /// ``arcsineBounds(bits:stop:)``.
  package func arccosineBounds(bits: Int, stop: CancellationToken?) throws(ArithmeticError) -> Number? {
    let a = numerator.magnitude, b = denominator.magnitude
    guard signum > 0, a < b else { return nil }
    let u = try Rational.one.subtracting(self)
    let g = bits + FixedPoint.guardBits + min(u.leadingZeroBits / 2 + 1, 2 * bits)
    guard g < Rational.arctangentSeriesLimit else { return nil }
    let s = ((b.squared() - a.squared()) << (2 * g)).integerSquareRoot()
    let t = BigUInt.quotient(s, b + a)
    return try FixedPoint.bounds(try Rational.arctangent(t, bits: g, stop: stop) << 1, bits: g)
  }

  /// Bounds on `asin(self)` for `|self| < 1`, about `bits` bits tight absolutely, below the
  /// bit-burst threshold (nil from there, or for `|self| >= 1`: the caller divides by the
  /// cosine's bounds and takes the arctangent). With `|self| = a/b`, `asin|x| = 2·atan(y)` for
  /// `y = a / (b + √(b² − a²))` (`tan` of half the angle, at most 1): the root of an exact
  /// integer and one quotient, where dividing `x` by bounds on `√(1 − x²)` costs interval
  /// arithmetic and two arctangents' worth of work.
  ///
  /// Error, in units of 2^-g: `s = ⌊√((b² − a²)·4^g)⌋` is within one unit below the root,
  /// so the denominator `D = b·2^g + s` is at most one unit below the true `D*`, and
  /// `⌊a·4^g / D⌋` lies within `a·4^g/D* · 1/(D* − 1) <= 1` above and one unit below
  /// `y·2^g`. ``arctangent(_:bits:stop:)`` moves that by at most as much (the slope of
  /// atan is at most 1) and adds its own few units; the doubling doubles them: a few dozen
  /// units at most, against the slack of 2^56.
  package func arcsineBounds(bits: Int, stop: CancellationToken?) throws(ArithmeticError) -> Number? {
    let a = numerator.magnitude, b = denominator.magnitude
    guard a < b else { return nil }  // |x| >= 1: not this kernel's
    if isZero { return Number(0) }
    // A small |x| gets as many more bits as it has leading zeros, as atan's kernel does.
    let g = bits + FixedPoint.guardBits + min(leadingZeroBits, 2 * bits)
    guard g < Rational.arctangentSeriesLimit else { return nil }
    let s = ((b.squared() - a.squared()) << (2 * g)).integerSquareRoot()
    let y = BigUInt.quotient(a << (2 * g), (b << g) + s)
    var result = try Rational.arctangent(y, bits: g, stop: stop) << 1
    if signum < 0 { result.negate() }
    return try FixedPoint.bounds(result, bits: g)
  }
}

extension Number {
  /// These bounds narrowed to `-limit...limit`, where the true value is known to lie.
  package func clamped(toMagnitude limit: Int) -> Number {
    let low = Dyadic(-limit)
    let high = Dyadic(limit)
    return Number(lower: max(lower, low), upper: min(upper, high))
  }
}


