import BigInt

// MARK: - Γ and ln|Γ|

/// How Γ is computed (certified bounds, never a guess):
///
/// * Up to about 1,280 digits, for a rational with a denominator of one word or a power of
///   two (an approximation's end) within a few hundred of 0, the Taylor series of
///   1/Γ(1 + t) from a table (``taylorGamma(_:_:)``, ``ReciprocalGammaTable``).
/// * For `z` at least a threshold that grows with the precision (``stirlingThreshold(_:_:)``),
///   Stirling's series `ln Γ(z) = (z − ½) ln z − z + ½ ln 2π + Σ_{k=1}^{K} B_2k/(2k(2k−1) z^(2k−1)) + R`,
///   where for a real `z > 0` the remainder `R` has the sign of the first omitted term and
///   is smaller in magnitude (DLMF 5.11.ii): the bounds are widened by that term. The
///   Bernoulli numbers are exact (``StirlingSeries``).
/// * Below it, `Γ(x) = Γ(x + N) / (x(x + 1)…(x + N − 1))`, the product exact for an exact `x`
///   (of either sign, down to minus twice the threshold).
/// * A long argument (an approximation's end past the Taylor table, a long denominator)
///   from 2,000 working bits: ``longGamma(_:_:logarithm:)``, Stirling's series at `x + r`
///   (`r` as Arb chooses it) with each coefficient to its term's precision
///   (``StirlingSum``, ``BernoulliByZeta``) and the rising factorial by rectangular
///   splitting (``RisingFactorialSplitting``); a negative one by the reflection.
/// * Further left, the reflection `Γ(x) = π / (sin(πx) Γ(1 − x))`, with `sin(πx)` of the
///   exactly reduced fraction of `x`.
/// * Γ(n) for an integer n ≥ 1 is (n − 1)! exactly; 0 and the negative integers are poles.
extension Number {
  /// The precision above which a short rational's series (``GammaSeries``) takes a
  /// denominator of up to 256 bits instead of 64.
  /// Γ, ln|Γ| and the factorial of an inexact argument or a long denominator (Stirling's
  /// series) are capped by the work budget instead (``WorkBudget/stirlingGammaDigits``). The
  /// working digits may pass a cap by 100 (a precision's first round is 12 more, the
  /// identity rule's about 60 more).
  package static let gammaMaximumDigits = 3_000

  /// Γ(x): exact (n − 1)! at a positive integer n, a domain error at 0 and the negative
  /// integers.
  package func gamma(_ w: WorkingPrecision, name: String = "gamma") throws(ArithmeticError) -> Number {
    switch storage {
    case .exact(let x):
      return try Number.gamma(of: x, w, name: name)
    case .approximate(let low, let high):
      if low.signum > 0 {
        let kernel = { (x: Rational, bits: Int) throws(ArithmeticError) -> Number in
          try Number.gamma(of: x, Number.precision(w, bits), name: name)
        }
        // Γ decreases up to its minimum at 1.4616…: one kernel call at the upper end and a
        // fall bound.
        if high <= Number.beforeMinimum, let once = try decreasingFromUpperEnd(w, kernel, fall: Number.gammaFall) {
          return once
        }
        if low >= Number.afterMinimum {
          // Γ increases from its minimum at 1.4616…: one kernel call and a rise bound.
          if let once = try increasingFromLowerEnd(w, minimumBits: 0, kernel, rise: Number.gammaRise) { return once }
          return try increasing(w, kernel)
        }
        // Γ(x) = Γ(x + 2)/(x(x + 1)), with x + 2 past the minimum.
        let shifted = try adding(Number(2), w).gamma(w, name: name)
        return try shifted.divided(by: multiplied(by: adding(Number(1), w), w), w)
      }
      if high.signum < 0 {
        // Γ(x) = π / (sin(πx) Γ(1 − x)); bounds of sin(πx) around 0 are indeterminate.
        let pi = try Number.pi(w)
        let sine = try multiplied(by: pi, w).trigonometric(.sin, unit: .radians, w)
        let reflected = try Number(1).subtracting(self, w).gamma(w, name: name)
        return try pi.divided(by: sine.multiplied(by: reflected, w), w)
      }
      throw .indeterminate
    }
  }

  /// ln|Γ(x)| (as C's and Python's `lgamma`): exactly 0 at 1 and 2, a domain error at 0 and
  /// the negative integers.
  package func logGamma(_ w: WorkingPrecision, name: String) throws(ArithmeticError) -> Number {
    switch storage {
    case .exact(let x):
      return try Number.logGamma(of: x, w, name: name)
    case .approximate(let low, let high):
      if low.signum > 0 {
        let kernel = { (x: Rational, bits: Int) throws(ArithmeticError) -> Number in
          try Number.logGamma(of: x, Number.precision(w, bits), name: name)
        }
        if high <= Number.beforeMinimum, let once = try decreasingFromUpperEnd(w, kernel, fall: Number.logGammaFall) {
          return once
        }
        if low >= Number.afterMinimum {
          if let once = try increasingFromLowerEnd(w, minimumBits: 0, kernel, rise: Number.logGammaRise) {
            return once
          }
          return try increasing(w, kernel)
        }
        let shifted = try adding(Number(2), w).logGamma(w, name: name)
        return try shifted.subtracting(multiplied(by: adding(Number(1), w), w).logarithm(w), w)
      }
      if high.signum < 0 {
        // ln|Γ(x)| = ln π − ln|sin(πx)| − ln Γ(1 − x).
        let pi = try Number.pi(w)
        let sine = try multiplied(by: pi, w).trigonometric(.sin, unit: .radians, w).magnitude
        let reflected = try Number(1).subtracting(self, w).logGamma(w, name: name)
        return try pi.logarithm(w).subtracting(sine.logarithm(w), w).subtracting(reflected, w)
      }
      throw .indeterminate
    }
  }

  /// The working precision of a kernel given `bits` by ``increasing(_:_:wide:)``.
  private static func precision(_ w: WorkingPrecision, _ bits: Int) -> WorkingPrecision {
    w.with(digits: max(w.digits, (bits - 32) * 1000 / 3322 + 1))
  }

  private static func requireGammaPrecision(_ w: WorkingPrecision, _ name: String) throws(ArithmeticError) {
    let most = w.budget.stirlingGammaDigits
    if w.digits > most + 100 {
      throw .beyondBudget(WorkBudget.specialCapText(name, most, " of an inexact argument or a long denominator"))
    }
  }

  /// Where Stirling's series starts: twice the working bits for a short `x` (the exact
  /// shift product is cheap, and the larger z the fewer Bernoulli numbers the series needs:
  /// their table costs O(K³) bit operations), the working bits for a long one (an
  /// approximation's endpoint, each factor of whose product is a full multiplication).
  /// Below about 300 digits the table is cheap and the shift dominates: 0.4 × the bits.
  private static func stirlingThreshold(_ x: Rational, _ w: WorkingPrecision) -> Int {
    if w.bits < 1_000 { return max(8, w.bits * 2 / 5) }
    return x.bitWidth <= 256 ? w.bits * 2 : w.bits
  }

  /// Γ of an exact rational.
  /// Whether the exact `x` has a numerator or denominator far longer than the working
  /// bits (more than 4 times and 256 more): Γ's shifts and series would carry every one of
  /// its digits through each step (`gamma(1 + 1/62^40000)`, 238,000 bits, ran for minutes),
  /// and its bounds to the working bits give the result as tightly as the precision asks
  /// (a retry at more digits takes more of them).
  static func isWiderThanNeeded(_ x: Rational, _ w: WorkingPrecision) -> Bool {
    max(x.numerator.magnitude.bitWidth, x.denominator.magnitude.bitWidth) > 4 * w.bits + 256
  }

  /// 1/2.
  static let half = Rational(numerator: 1, denominator: 2)

  static func gamma(of x: Rational, _ w: WorkingPrecision, name: String) throws(ArithmeticError) -> Number {
    let limit = Rational(1 << 60)
    if x.isInteger {
      if x.signum <= 0 { throw ArithmeticError.gammaPole(name) }
      return try factorial(of: x.subtracting(.one), w)
    }
    // Γ(2^60) is beyond the exponent range; so is 1/|Γ(x)| below −2^60.
    if x > limit { throw .tooLarge }
    if x < -limit { throw .tooSmall }
    // Within a hair of 1 or 2, Γ is e^(ln Γ) of the route that keeps ln Γ's sign (bounds of
    // x's approximation straddle the integer, and Γ's with it, for ever).
    if let near = try logGammaNearOneOrTwo(x, w) { return try near.exponential(w) }
    if Number.isWiderThanNeeded(x, w) {
      // A tiny x (1e-400): Γ(x) = Γ(1 + x)/x, with 1 + x approximated. x's own approximation
      // would have ends as wide again, and come back here for ever.
      if x.magnitude < Number.half {
        return try w.approximation(of: x.adding(.one)).gamma(w, name: name).divided(by: Number(x), w)
      }
      return try w.approximation(of: x).gamma(w, name: name)
    }
    if x.denominator != BigInt(2), let value = try taylorGamma(x, w) { return value }
    if x.signum > 0, let value = try positiveGamma(x, w) { return value }
    if x.signum < 0, let value = try halfIntegerGamma(x, w) { return value }
    if x.signum < 0 {
      // Γ(x) = π / (sin(πx) Γ(1 − x)), Γ(1 − x) by the series or Stirling's.
      let wide = w.with(digits: w.digits + 5)
      if let reflected = try positiveGamma(Rational.one.subtracting(x), wide) {
        let (sine, positive) = try sineOfPiTimes(x, wide)
        let magnitude = try Number.pi(wide).divided(by: sine.multiplied(by: reflected, wide), w)
        return positive ? magnitude : magnitude.negated
      }
    }
    try requireGammaPrecision(w, name)
    if w.bits >= longStirlingBits { return try longGamma(x, w, logarithm: false) }
    let threshold = stirlingThreshold(x, w)
    if x.signum > 0 || x.magnitude <= Rational(2 * threshold) {
      let (z, count) = try shifted(x, to: threshold)
      let stirling = try lnGammaStirling(z, w)
      let power = try stirling.exponential(w)
      if count == 0 { return power }
      return try power.divided(by: shiftProduct(x, count, w), w)
    }
    // Reflection: |Γ(x)| = exp(ln π − ln sin(π s) − ln Γ(1 − x)), s the distance of x to
    // the nearest integer; the sign is (−1)^(floor(−x) + 1).
    let (sine, positive) = try sineOfPiTimes(x, w)
    let wide = w.with(digits: w.digits + 5)
    let logarithm = try Number.pi(wide).logarithm(wide).subtracting(sine.logarithm(wide), wide)
      .subtracting(lnGammaStirling(Rational.one.subtracting(x), wide), wide)
    let magnitude = try logarithm.exponential(w)
    return positive ? magnitude : magnitude.negated
  }

  /// ln|Γ| of an exact rational.
  static func logGamma(of x: Rational, _ w: WorkingPrecision, name: String) throws(ArithmeticError) -> Number {
    if x.isInteger {
      if x.signum <= 0 { throw ArithmeticError.gammaPole(name) }
      if x <= Rational(2) { return Number(0) }
    }
    // ln Γ(x) is about x ln x: beyond 2^10000 its bounds would need that many more bits.
    if x.magnitude.log2Estimate > 10_000 { throw .beyondBudget("\(name) takes arguments below 2^10000 in magnitude") }
    if !x.isInteger, let near = try logGammaNearOneOrTwo(x, w) { return near }
    if !x.isInteger, Number.isWiderThanNeeded(x, w) {
      // A tiny x: ln|Γ(x)| = ln Γ(1 + x) − ln|x| (as for Γ above).
      if x.magnitude < Number.half {
        let shifted = try w.approximation(of: x.adding(.one)).logGamma(w, name: name)
        return try shifted.subtracting(Number(x.magnitude).logarithm(w), w)
      }
      return try w.approximation(of: x).logGamma(w, name: name)
    }
    if let value = try taylorGamma(x, w.with(digits: w.digits + 3)) { return try logarithmOfGamma(value, w) }
    if x.signum > 0, let value = try positiveLogGamma(x, w) { return value }
    if x.signum < 0 {
      // ln|Γ(x)| = ln π − ln|sin(πx)| − ln Γ(1 − x).
      let wide = w.with(digits: w.digits + 5)
      if let reflected = try positiveLogGamma(Rational.one.subtracting(x), wide) {
        let (sine, _) = try sineOfPiTimes(x, wide)
        return try Number.pi(wide).logarithm(wide).subtracting(sine.logarithm(wide), wide).subtracting(reflected, w)
      }
    }
    try requireGammaPrecision(w, name)
    if w.bits >= longStirlingBits { return try longGamma(x, w, logarithm: true) }
    let threshold = stirlingThreshold(x, w)
    if x.signum > 0 || x.magnitude <= Rational(2 * threshold) {
      let (z, count) = try shifted(x, to: threshold)
      let stirling = try lnGammaStirling(z, w)
      if count == 0 { return stirling }
      let product = try shiftProduct(x, count, w).magnitude
      let wide = w.with(digits: w.digits + Int(log2(Double(count) * (z.log2Estimate + 1)) * 0.302) + 3)
      return try stirling.subtracting(product.logarithm(wide), w)
    }
    let (sine, _) = try sineOfPiTimes(x, w)
    let wide = w.with(digits: w.digits + 5)
    return try Number.pi(wide).logarithm(wide).subtracting(sine.logarithm(wide), wide)
      .subtracting(lnGammaStirling(Rational.one.subtracting(x), wide), w)
  }

  /// `x + N` at least `threshold`, and `N`.
  private static func shifted(_ x: Rational, to threshold: Int) throws(ArithmeticError) -> (Rational, Int) {
    let t = Rational(threshold)
    if x >= t { return (x, 0) }
    let count = try t.subtracting(x).roundedToInteger(.up)
    guard let n = Int(exactly: count.numerator) else { throw .argumentTooLarge }
    return (try x.adding(Rational(n)), n)
  }

  /// `x(x + 1)…(x + count − 1)`: exact for an `x` of at most 256 bits whose product fits
  /// the exact-size limit (a product tree of the numerators over a power of the
  /// denominator); else (an approximation's endpoint) a product of bounds, with bits for the
  /// `count` roundings.
  static func shiftProduct(_ x: Rational, _ count: Int, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    if x.bitWidth <= 256 && (x.bitWidth + 64) * count <= Limits.maximumBits {
      // x = p/q: the product is Π(p + iq) / q^count, one fraction reduced once.
      let (p, q) = (x.numerator, x.denominator)
      var factors: [BigUInt] = []
      factors.reserveCapacity(count)
      var negative = false
      for i in 0..<count {
        let factor = p + BigInt(i) * q
        if factor.sign == .minus && !factor.isZero { negative.toggle() }
        factors.append(factor.magnitude)
      }
      let numerator = BigInt(productTree(factors[...]))
      let denominator = try Rational(q).power(count)
      return try Number(Rational(negative ? -numerator : numerator)).divided(by: Number(denominator), w)
    }
    let bits = w.bits + Int(log2(Double(count + 1))) + 24
    if x.signum > 0 { return try positiveShiftProduct(x, count, bits: bits, w) }
    // Bounds of the magnitude, each factor and product rounded outward, and the sign.
    var low = Dyadic.one
    var high = Dyadic.one
    var negative = false
    for i in 0..<count {
      if i & 63 == 0 { try w.cancellation.check() }
      let factor = try x.adding(Rational(i))
      if factor.signum < 0 { negative.toggle() }
      let m = factor.magnitude
      low = try low.multiplied(by: Dyadic(m, bits: bits, .down), bits: bits, .down)
      high = try high.multiplied(by: Dyadic(m, bits: bits, .up), bits: bits, .up)
    }
    let magnitude = Number(lower: low, upper: high)
    return negative ? magnitude.negated : magnitude
  }

  /// `x(x + 1)…(x + count − 1)` for a long `x > 0` in one chain of products rounded down,
  /// half the work of two chains of bounds: each of the `n = 2·count + 1` roundings (`x`, each
  /// factor and each product, all positive) loses a relative `ε = 2^(1−bits)` at most, so the
  /// true product lies in `[P, P/(1 − ε)^n]` and `1/(1 − ε)^n <= 1/(1 − nε) <= 1 + 2nε` while
  /// `nε <= ½` (bits exceeds log₂ count by 24 here).
  private static func positiveShiftProduct(_ x: Rational, _ count: Int, bits: Int, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    let start = Dyadic(x, bits: bits, .down)
    var low = Dyadic.one
    for i in 0..<count {
      if i & 63 == 0 { try w.cancellation.check() }
      let factor = i == 0 ? start : start.adding(Dyadic(i), bits: bits, .down)
      low = try low.multiplied(by: factor, bits: bits, .down)
    }
    let slack = Dyadic(significand: BigUInt(2 * count + 1), exponent: 2 - bits, isNegative: false)
    let high = try low.multiplied(by: Dyadic.one.adding(slack, bits: bits + 8, .up), bits: bits + 8, .up)
    return Number(lower: low, upper: high)
  }

  /// The product of `factors` by halves.
  static func product(_ factors: ArraySlice<Number>, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    switch factors.count {
    case 0: return Number(1)
    case 1: return factors[factors.startIndex]
    default:
      try w.cancellation.check()
      let middle = factors.startIndex + factors.count / 2
      return try product(factors[..<middle], w).multiplied(by: product(factors[middle...], w), w)
    }
  }

  /// `|sin(πx)|` for a non-integer exact `x`, from the distance of `x` to the nearest
  /// integer (exact), and whether `floor(x)` is even: then sin(πx) > 0, and for a negative
  /// `x`, Γ(x) > 0 (Γ changes sign at each pole: negative on (−1, 0), positive on (−2, −1)).
  static func sineOfPiTimes(_ x: Rational, _ w: WorkingPrecision) throws(ArithmeticError) -> (Number, Bool) {
    let floor = x.roundedToInteger(.down)
    var s = try x.subtracting(floor)
    let half = Rational(numerator: 1, denominator: 2)
    if s > half { s = try Rational.one.subtracting(s) }
    let wide = w.with(digits: w.digits + 3)
    let sine = try Number(s).multiplied(by: Number.pi(wide), wide).trigonometric(.sin, unit: .radians, wide)
    let even = (floor.numerator.magnitude.words.first ?? 0) & 1 == 0
    return (sine, even)
  }

  /// ln Γ(z) for an exact `z` at least the threshold, to about `w.bits` bits after the
  /// point, by Stirling's series with its remainder bounded by the first omitted term.
  static func lnGammaStirling(_ z: Rational, _ w: WorkingPrecision, terms known: Int? = nil) throws(ArithmeticError) -> Number {
    let log2z = z.log2Estimate
    // ln Γ(z) is about z ln z: that many more bits keep w.bits after the point.
    let integerBits = log2z + log2(max(log2z, 1)) + 2
    let wk = w.with(digits: w.digits + Int(integerBits * 0.302) + 6)
    // The number of terms: the first omitted one below 2^-(w.bits + 8), estimated from
    // |B_2k| ≤ 2 · 1.65 · (2k)!/(2π)^2k (the bound itself is computed below, exactly).
    let target = -Double(w.bits + 8)
    func log2Term(_ k: Int) -> Double {
      let twoK = Double(2 * k)
      return 2.3 + lgamma(twoK + 1) / M_LN2 - twoK * log2(2 * Double.pi) - log2(twoK * (twoK - 1))
        - (twoK - 1) * log2z
    }
    var terms = known ?? 1
    while known == nil && log2Term(terms + 1) > target {
      terms += 1
      if terms > 20_000 { throw .beyondBudget("gamma's series would need more than 20000 terms") }
    }
    let c = try StirlingSeries.coefficients(terms + 1, stop: w.cancellation)
    let zn = Number(z)
    let half = Rational(numerator: 1, denominator: 2)
    let halfLogTwoPi = try Number.pi(wk).multiplied(by: Number(2), wk).logarithm(wk)
      .multiplied(by: Number(half), wk)
    var sum = try Number(z.subtracting(half)).multiplied(by: zn.logarithm(wk), wk)
      .subtracting(zn, wk).adding(halfLogTwoPi, wk)
    // Σ c_k z^-(2k−1) by Horner's rule in 1/z².
    let inverse = wk.approximation(of: try z.reciprocal)
    let u = try inverse.squared(wk)
    var series = Number(c[terms - 1])
    for j in stride(from: terms - 2, through: 0, by: -1) {
      if j & 31 == 0 { try w.cancellation.check() }
      series = try series.multiplied(by: u, wk).adding(Number(c[j]), wk)
    }
    series = try series.multiplied(by: inverse, wk)
    let tail = try Number(c[terms].magnitude).multiplied(by: inverse.power(2 * terms + 1, wk), wk).upper
    sum = try sum.adding(series, wk).adding(Number(lower: tail.negated, upper: tail), wk)
    return sum
  }
}
