import BigInt

extension Rational {
  /// Bounds on `e^self`, about `bits` bits tight relative to the result.
  package func exponentialBounds(bits: Int, stop: CancellationToken?) throws(ArithmeticError) -> Number {
    if isZero { return Number(1) }
    // e^x = 1 + x + …: bounds relative to the difference from 1, whatever its size.
    if let tiny = tinyExponentialBounds(bits: bits) { return tiny }
    // Beyond 2^62 · ln 2 the power of two leaves the exponent range either way.
    if magnitude > Rational(3_196_577_161_300_663_808) { throw signum < 0 ? .tooSmall : .tooLarge }
    if signum < 0 {
      let positive: Number
      do {
        positive = try (-self).exponentialBounds(bits: bits, stop: stop)
      } catch {
        throw error == .tooLarge ? .tooSmall : error
      }
      let b = bits + 16
      return Number(
        lower: try Dyadic.one.divided(by: positive.upper, bits: b, .down),
        upper: try Dyadic.one.divided(by: positive.lower, bits: b, .up))
    }
    let g = bits + FixedPoint.guardBits
    if g >= BitBurst.threshold, let short = try shortExponentialBounds(bits: g, stop: stop) { return short }
    // Between the fixed-width loops and the bit-burst kernel: reduced by 7-smooth ratios first.
    if let reduced = try reducedSeriesExponentialBounds(bits: g, stop: stop) { return reduced }
    // x = k·ln2 + r with 0 <= r < ln2, so e^x = 2^k · e^r; ln 2 carries as many more bits
    // as k has. Up to 1 (below the bit-burst threshold) x is its own r: the series and its
    // halvings take any r <= 1 (e^r <= e, within the fixed-width limbs' room of 4), and ln 2
    // is not needed (computing it first would cost more than the whole series).
    let (k, r): (Int, BigUInt)
    if self <= .one && g < BitBurst.threshold {
      (k, r) = (0, FixedPoint.scaled(self, bits: g))
    } else {
      let integerBits = (numerator.magnitude / denominator.magnitude).bitWidth
      let extra = integerBits + 4
      let ln2 = BigUInt(try Constants.ln2(bits: g + extra, stop: stop))
      let x = FixedPoint.scaled(self, bits: g + extra)
      let quotient = BigUInt.quotient(x, ln2)
      guard let n = Int(exactly: quotient) else { throw .tooLarge }
      (k, r) = (n, (x - BigUInt(n) * ln2) >> extra)  // r · 2^g
    }
    if g >= BitBurst.threshold {
      return try FixedPoint.bounds(BigInt(try BitBurst.exponential(BigInt(r), bits: g, stop: stop)), bits: g, shift: k)
    }
    // Up to the tables' scale: e^c from the table point c below r, times the series of
    // e^(r − c) (FixedWidthSeries.tabulatedExponential, within 240 units).
    if let product = FixedWidthSeries.tabulatedExponential(r, scale: g) {
      return try FixedPoint.bounds(BigInt(product), bits: g, shift: k)
    }
    // Taylor series of e^(r/2^h), all terms positive, then squared h times. The integer
    // r · 2^g read at scale 2^(g+h) is exactly r/2^h. On fixed-width limbs, a few halvings
    // (``Rational/fixedWidthExponentialHalvings``) trade series terms for squarings.
    let fixedScale = g + Rational.fixedWidthExponentialHalvings
    if let sum = FixedWidthSeries.exponential(r, scale: fixedScale, halvings: Rational.fixedWidthExponentialHalvings) {
      return try FixedPoint.bounds(BigInt(sum >> Rational.fixedWidthExponentialHalvings), bits: g, shift: k)
    }
    // Longer series: a fifth of √g halvings, the series by blocks, then the squarings
    // (at 1,000 digits 11 halvings and about 200 terms in 28 products, where √g halvings
    // and 45 terms one by one take 58 squarings and 45 products).
    let blockHalvings = max(1, Int(Double(g).squareRoot()) / 5)
    if let series = try RectangularSeries.exponential(r, scale: g + blockHalvings, stop: stop) {
      var sum = series
      for i in 0..<blockHalvings {
        if i & 7 == 0 { try stop.check() }
        sum = sum.squared().shiftedRight(bits: g + blockHalvings)
      }
      return try FixedPoint.bounds(BigInt(sum.shiftedRight(bits: blockHalvings)), bits: g, shift: k)
    }
    let h = FixedPoint.halvings(bits: g, argument: r)
    let scale = g + h
    let one = BigUInt(1) << scale
    var sum = one
    var term = one
    var n: UInt = 1
    while !term.isZero {
      if n & 7 == 0 { try stop.check() }
      term = BigUInt.product(term, r) >> scale
      term /= BigUInt(n)
      sum += term
      n += 1
    }
    for i in 0..<h {
      if i & 7 == 0 { try stop.check() }
      sum = sum.squared() >> scale
    }
    return try FixedPoint.bounds(BigInt(sum >> h), bits: g, shift: k)
  }

  /// The halvings of exp's fixed-width series: `e^(r/2^h)` by the series, then `h`
  /// squarings. At 38 digits (about 230 bits) each halving up to 8 saves more of the series
  /// than its squaring costs; beyond 8 the gain is small and the error (doubled by each
  /// squaring) grows.
  static let fixedWidthExponentialHalvings = 8

  /// Bounds on `ln(self)` for a positive value, about `bits` bits tight absolutely.
  package func logarithmBounds(bits: Int, stop: CancellationToken?) throws(ArithmeticError) -> Number {
    precondition(signum > 0)
    if self == .one { return Number(0) }
    // Near 1, ln(1 + u) = u − u²/2 + …: bounds relative to u, however small.
    let u = try subtracting(.one)
    if let tiny = u.tinyLogarithmOfOnePlusBounds(bits: bits) { return tiny }
    // Closer to 1 than 1/2: as many more bits as u has leading zeros keep the result's
    // bounds tight relative to it (the series is accurate to 2^-g absolutely).
    let g = bits + FixedPoint.guardBits + (u.isBelowOne ? min(u.leadingZeroBits, 2 * bits) : 0)
    if let tabulated = try tabulatedLogarithmBounds(bits: g, stop: stop) { return tabulated }
    // Between the fixed-width loops and the bit-burst kernel: reduced by 7-smooth ratios first.
    if let reduced = try reducedSeriesLogarithmBounds(bits: g, stop: stop) { return reduced }
    // self = 2^k · m with m in [17/24, 17/12]; ln(self) = k·ln2 + 2·atanh((m-1)/(m+1)).
    var k = numerator.magnitude.bitWidth - denominator.magnitude.bitWidth
    var m = scaledByPowerOfTwo(-k)
    let upperLimit = Rational(numerator: 17, denominator: 12)
    let lowerLimit = Rational(numerator: 17, denominator: 24)
    while m > upperLimit {
      k += 1
      m = m.scaledByPowerOfTwo(-1)
    }
    while m < lowerLimit {
      k -= 1
      m = m.scaledByPowerOfTwo(1)
    }
    if g >= BitBurst.threshold, let result = try m.reducedLogarithmBounds(k: k, bits: g, stop: stop) { return result }
    let mn = m.numerator.magnitude
    let md = m.denominator.magnitude
    let negative = mn < md
    let z = BigUInt.quotient((negative ? md - mn : mn - md) << g, mn + md)  // |z| <= 0.172
    let z2 = z.squared() >> g
    var power = z
    var sum = BigUInt(0)
    // At up to a few hundred bits the same loop runs on fixed-width limbs (the loop below is skipped).
    if let fast = FixedWidthSeries.inverseHyperbolicTangent(z, squared: z2, scale: g) {
      (sum, power) = (fast, 0)
    } else if let fast = try RectangularSeries.odd(z, squared: z2, scale: g, alternating: false, stop: stop) {
      (sum, power) = (fast, 0)  // longer series: by blocks on BigUInt limbs
    }
    var j: UInt = 0
    while !power.isZero {
      if j & 7 == 0 { try stop.check() }
      sum += power / BigUInt(2 * j + 1)
      power = BigUInt.product(power, z2) >> g
      j += 1
    }
    let atanh = BigInt(sum) * 2
    let total = (negative ? -atanh : atanh) + BigInt(k) * (try Constants.ln2(bits: g, stop: stop))
    return try FixedPoint.bounds(total, bits: g)
  }

  /// ``logarithmBounds(bits:stop:)`` at the scales of the fixed-width series (nil above):
  /// `self = 2^k · a/b` with `a/b` in `[1, 2)` (shifts only, no reduction to lowest terms),
  /// `ln(self) = k·ln 2 + ln(a/b)`, the latter from the table
  /// (``FixedWidthSeries/tabulatedLogarithm(_:_:scale:)``, within 112 units) and ln 2 within
  /// 2 units a unit of `k`: a few hundred units in all, against the slack of 2^56. For `self`
  /// in (1/2, 1), `k = −1` and the two terms nearly cancel; the error stays absolute, which
  /// the caller's extra bits (those of `self − 1`'s leading zeros) keep relative.
  private func tabulatedLogarithmBounds(bits g: Int, stop: CancellationToken?) throws(ArithmeticError) -> Number? {
    guard g <= FixedWidthSeries.maximumTableScale else { return nil }
    var a = numerator.magnitude, b = denominator.magnitude
    var k = a.bitWidth - b.bitWidth
    if k > 0 { b = b << k } else if k < 0 { a = a << -k }
    if a < b {
      a = a << 1
      k -= 1
    }
    guard let ln = FixedWidthSeries.tabulatedLogarithm(a, b, scale: g) else { return nil }
    var total = BigInt(ln)
    if k != 0 { total += BigInt(k) * (try Constants.ln2(bits: g, stop: stop)) }
    return try FixedPoint.bounds(total, bits: g)
  }

  /// `self · 2^k`, exactly.
  package func scaledByPowerOfTwo(_ k: Int) -> Rational {
    if k >= 0 {
      return Rational(numerator: numerator << k, denominator: denominator)
    }
    return Rational(numerator: numerator, denominator: denominator << -k)
  }
}
