import BigInt

// MARK: - The routes of Γ and ln Γ at a short exact argument

extension Number {
  /// The most terms of Stirling's series taken without shifting the argument: their
  /// Bernoulli numbers are cheap (the table is kept), and the series then costs a few
  /// dozen products.
  static let maximumDirectTerms = 160

  /// The terms Stirling's series needs at `z` for an error below `2^-(w.bits + 8)`, from
  /// `|B_2k| ≤ 2 · 1.65 · (2k)!/(2π)^2k` (an estimate: the series' tail is bounded exactly
  /// where it is summed); nil when more than ``maximumDirectTerms`` or `z` below 8.
  static func stirlingTerms(_ z: Rational, _ w: WorkingPrecision) -> Int? {
    guard z >= Rational(8) else { return nil }
    let log2z = z.log2Estimate
    let target = -Double(w.bits + 8)
    var k = 1
    while true {
      let twoK = Double(2 * k + 2)
      let log2Term = 2.3 + lgamma(twoK + 1) / M_LN2 - twoK * log2(2 * Double.pi) - log2(twoK * (twoK - 1))
        - (twoK - 1) * log2z
      if log2Term <= target { return k }
      k += 1
      if k > maximumDirectTerms { return nil }
    }
  }

  /// Whether `GammaSeries` takes a non-integer `x`: its denominator short enough that the
  /// exact sums stay small (64 bits, or 256 above the precision Stirling's route reaches),
  /// and its integer part, the factors of the shift product, at most 4 times the working
  /// bits (and a product within the exact-size limit).
  private static func seriesShift(_ x: Rational, _ w: WorkingPrecision) -> Int? {
    let denominatorBits = x.denominator.magnitude.bitWidth
    guard denominatorBits <= (w.digits > gammaMaximumDigits ? 256 : 64) else { return nil }
    let whole = x.roundedToInteger(.down)
    guard let n = Int(exactly: whole.numerator), n >= 0, n <= 4 * w.bits + 64,
      n * (x.bitWidth + 64) <= Limits.maximumBits
    else { return nil }
    return n
  }

  /// Γ(x) at a half-integer `x = k/2` (k odd): `√π` times an exact rational, as Arb does:
  /// `Γ(m + ½) = √π · ½ · (3/2) ⋯ (m − ½)` and `Γ(½ − m) = √π / ((½ − m)(3/2 − m) ⋯ (−½))`
  /// (Γ(½) = √π and the recurrence Γ(x + 1) = xΓ(x)), the product exact
  /// (``shiftProduct(_:_:_:)``); nil for another denominator, or for `m` past four times the
  /// working bits (the product's size, bounded as ``seriesShift(_:_:)`` bounds it).
  static func halfIntegerGamma(_ x: Rational, _ w: WorkingPrecision) throws(ArithmeticError) -> Number? {
    guard x.denominator == BigInt(2) else { return nil }
    let half = Rational(numerator: 1, denominator: 2)
    let distance = try x.signum > 0 ? x.subtracting(half) : half.subtracting(x)
    guard let m = Int(exactly: distance.numerator), m <= 4 * w.bits + 64, m * 72 <= Limits.maximumBits else { return nil }
    let wide = w.with(digits: w.digits + 3)
    let root = try Number.pi(wide).squareRoot(wide)
    if m == 0 { return try root.adding(Number(0), w) }
    if x.signum > 0 { return try root.multiplied(by: shiftProduct(half, m, wide), w) }
    return try root.divided(by: shiftProduct(x, m, wide), w)
  }

  /// Γ(x) for a short non-integer `x > 0` by Stirling's series where a few terms do, else by
  /// ``GammaSeries`` at the fraction of `x` times the exact shift product; nil where
  /// neither applies (an argument with a long denominator).
  static func positiveGamma(_ x: Rational, _ w: WorkingPrecision) throws(ArithmeticError) -> Number? {
    if let value = try halfIntegerGamma(x, w) { return value }
    if let terms = stirlingTerms(x, w) { return try lnGammaStirling(x, w, terms: terms).exponential(w) }
    guard !x.isInteger, let n = seriesShift(x, w) else { return nil }
    let wide = w.with(digits: w.digits + 3)
    let s = try x.subtracting(Rational(n))
    let base = try GammaSeries.gamma(p: s.numerator.magnitude, q: s.denominator.magnitude, wide)
    if n == 0 { return base }
    return try base.multiplied(by: shiftProduct(s, n, wide), w)
  }

  /// ln Γ(x) for a short non-integer `x > 0`, as ``positiveGamma(_:_:)``.
  static func positiveLogGamma(_ x: Rational, _ w: WorkingPrecision) throws(ArithmeticError) -> Number? {
    if let terms = stirlingTerms(x, w) { return try lnGammaStirling(x, w, terms: terms) }
    guard let n = seriesShift(x, w) else { return nil }
    if x.isInteger {
      // ln((n − 1)!), the factorial exact (n is at most 4 times the working bits).
      return try Number.product(of: Rational(n - 1), step: 1, w).logarithm(w)
    }
    let wide = w.with(digits: w.digits + 3)
    let s = try x.subtracting(Rational(n))
    let base = try GammaSeries.gamma(p: s.numerator.magnitude, q: s.denominator.magnitude, wide)
    if n == 0 { return try base.logarithm(w) }
    return try base.multiplied(by: shiftProduct(s, n, wide), wide).logarithm(w)
  }

  /// ln Γ(x) for `x` within about `2^-(w.bits + 6)` of 1 or 2 (not equal), where ln Γ is
  /// about `−γε` or `(1 − γ)ε`, `ε = x − 1` or `x − 2`: far below the bounds the other routes
  /// give, so they would refine for ever. From `ln Γ(1 + ε) = −γε + Σ_{k≥2} (−1)^k ζ(k) ε^k/k`
  /// (DLMF 5.7.3), whose tail is below `ζ(2)/2 · ε²/(1 − |ε|) < 1.1ε²` for `|ε| ≤ ¼`, and
  /// `|ln(1 + ε) − ε| ≤ ε²/(2(1 − |ε|)) < 0.7ε²`: within `1.1ε²` and `1.8ε²` (taken as
  /// `2ε²`) of `−γε` and `(1 − γ)ε`, relative errors below `2^-(w.bits + 4)`.
  static func logGammaNearOneOrTwo(_ x: Rational, _ w: WorkingPrecision) throws(ArithmeticError) -> Number? {
    let centre = x.roundedToInteger(.toNearestOrAwayFromZero)
    guard centre == Rational.one || centre == Rational(2) else { return nil }
    let epsilon = try x.subtracting(centre)
    guard !epsilon.isZero, epsilon.magnitude.log2Estimate < -Double(w.bits + 8) else { return nil }
    let wk = w.with(digits: w.digits + 6)
    let e = wk.approximation(of: epsilon)
    var slope = try EulerGamma.value(wk).negated
    if centre == Rational(2) { slope = try slope.adding(Number(1), wk) }
    let square = try e.magnitude.upper.multiplied(by: e.magnitude.upper, bits: wk.bits, .up)
    let bound = try square.multiplied(by: Dyadic(2), bits: wk.bits, .up)
    return try slope.multiplied(by: e, wk).adding(Number(lower: bound.negated, upper: bound), w)
  }
}

// MARK: - n! of a whole number

extension Number {
  /// `n!` for an exact whole `n ≥ 0`: exact by ``product(of:step:_:)`` while the product fits
  /// the exact-size limit; beyond it (820000! has 4.3 million digits) Stirling's series at
  /// `n + 1` (a handful of terms there) instead of a product of 820,000 rounded bounds.
  /// Beyond the work budget's n, the budget's error, or past 2^60 a too-large error: n! is
  /// then beyond the exponent range.
  static func factorial(of n: Rational, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    let next = try n.adding(.one)
    guard n <= Rational(w.budget.factorialTerms), let count = Int(exactly: n.numerator) else {
      if next > Rational(1 << 60) { throw .tooLarge }
      return try Number.product(of: n, step: 1, w)
    }
    let log2Estimate = Double(count) * (log2(Double(max(count, 2))) - 1.45)
    if log2Estimate > Double(Limits.maximumBits) - 64 {
      if let terms = stirlingTerms(next, w), terms <= maximumDirectTerms {
        return try w.bounds(lnGammaStirling(next, w, terms: terms).exponential(w))
      }
      // A product tree of bounds, each node rounded outward to `bits`: at most 2n roundings
      // of relative size 2^-bits each.
      let bits = w.bits + Int(log2(Double(count))) + 24
      let (low, high) = try productBounds(2, count + 1, bits: bits, w)
      return w.bounds(low, high)
    }
    return try Number.product(of: n, step: 1, w)
  }

  /// `n!!` beyond the exact-size limit from Γ by Stirling's series (a handful of terms at
  /// such arguments), instead of a product of n/2 rounded bounds:
  /// `2^m · Γ(m + 1)` for `n = 2m`, `2^(m+1) · Γ(m + 3/2) / √π` for `n = 2m + 1`. Nil when the
  /// series would need more than its direct terms.
  static func doubleFactorialByStirling(_ n: Int, _ w: WorkingPrecision) throws(ArithmeticError) -> Number? {
    let m = n / 2
    let even = n % 2 == 0
    let z = even ? Rational(m + 1) : Rational(numerator: BigInt(2 * m + 3), denominator: 2)
    let wide = w.with(digits: w.digits + 3)
    guard let terms = stirlingTerms(z, wide), terms <= maximumDirectTerms else { return nil }
    let gamma = try lnGammaStirling(z, wide, terms: terms).exponential(wide)
    let power = Number(Rational(BigInt(1) << (even ? m : m + 1)))
    let value = try gamma.multiplied(by: power, wide)
    return w.bounds(even ? value : try value.divided(by: Number.pi(wide).squareRoot(wide), wide))
  }

  /// Bounds of `lo·(lo + 1)…(hi − 1)`, exact below `bits` bits, rounded outward above.
  private static func productBounds(_ lo: Int, _ hi: Int, bits: Int, _ w: WorkingPrecision) throws(ArithmeticError) -> (Dyadic, Dyadic) {
    if hi - lo <= 16 {
      var p = BigUInt(1)
      for k in lo..<hi { p = p.multiplied(byWord: BigUInt.Word(k)) }
      let exact = Dyadic(significand: p, exponent: 0, isNegative: false)
      return (exact.rounded(toBits: bits, .down), exact.rounded(toBits: bits, .up))
    }
    if hi - lo >= 4096 { try w.cancellation.check() }
    let middle = lo + (hi - lo) / 2
    let (l1, h1) = try productBounds(lo, middle, bits: bits, w)
    let (l2, h2) = try productBounds(middle, hi, bits: bits, w)
    return (try l1.multiplied(by: l2, bits: bits, .down), try h1.multiplied(by: h2, bits: bits, .up))
  }
}

extension WorkingPrecision {
  /// `x`'s bounds kept to the working bits (an exponential's may carry more).
  fileprivate func bounds(_ x: Number) -> Number { x.isExact ? x : bounds(x.lower, x.upper) }
}
