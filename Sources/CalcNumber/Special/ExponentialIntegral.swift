import BigInt

// MARK: - Ei and li

/// How Ei and li are computed (certified bounds, never a guess):
///
/// * For `|x|` up to about `0.75 · bits`: `Ei(x) = γ + ln|x| + Σ_{k≥1} x^k/(k · k!)`
///   (DLMF 6.6.1; for x < 0, Ei(x) = −E1(−x), DLMF 6.2.6), with `|x|·2·log2(e)` more bits
///   for the cancellation of the alternating terms when x < 0. Once `k + 1 > 2|x|` the terms
///   shrink by more than half each, and the tail is below the last term.
/// * Beyond: `Ei(x) = e^x/x · (Σ_{k<n} k!/x^k + R)` with `|R|` at most `1 + χ(n + 1)` times the
///   next term (DLMF 6.12.2), `χ(m) < √(π(m + 2)/2)` (Gautschi's inequality), and
///   `E1(a) = e^(−a)/a · (Σ_{k<n} (−1)^k k!/a^k + R)` with `R` of the sign of the first omitted
///   term and smaller (DLMF 6.12.1).
/// * `li(x) = Ei(ln x)` (DLMF 6.2.8), `li(0) = 0`; γ is ``Number/eulerConstant(_:)`` (Brent–McMillan).
extension Number {
  static let eiAtZeroText = "Ei is undefined at 0"
  static let liDomainText = "li is defined for x ≥ 0 except at 1"
  static let liAtOneText = "li is undefined at 1"

  /// Ei(x), the exponential integral, for x ≠ 0.
  package func exponentialIntegral(_ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    if !ExponentialIntegral.isShort(exactValue, w) {
      // At least 1/16 from 0 the bit-burst (ExponentialIntegralBitBurst.swift); nearer, the series.
      if ExponentialIntegral.isBurstRange(self) {
        try Number.requireBitBurstPrecision(w, "Ei", ErrorFunction.longText)
      } else {
        try Number.requireSpecialPrecision(w, "Ei", ExponentialIntegral.nearZeroText)
      }
    }
    if let x = exactValue {
      if x.isZero { throw .domain(Number.eiAtZeroText) }
      if Number.isWiderThanNeeded(x, w) { return try w.approximation(of: x).exponentialIntegral(w) }
    }
    let kernel = { (x: Rational, bits: Int) throws(ArithmeticError) -> Number in
      try ExponentialIntegral.ei(x, bits: bits, w)
    }
    // Ei'(x) = e^x/x: increasing for x > 0, decreasing for x < 0.
    if lower.signum > 0 { return try increasing(w, kernel) }
    if upper.signum < 0 { return try decreasing(w, kernel) }
    throw .indeterminate
  }

  /// li(x) = Ei(ln x), the logarithmic integral, for x ≥ 0 and x ≠ 1.
  package func logarithmicIntegral(_ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    // ln x at least 1/16 from 0 (x ≥ 1.07 or x ≤ 0.93) takes Ei's bit-burst.
    if lower >= Dyadic(Rational(numerator: 107, denominator: 100), bits: 64, .up)
      || upper <= Dyadic(Rational(numerator: 93, denominator: 100), bits: 64, .down)
    {
      try Number.requireBitBurstPrecision(w, "li")
    } else {
      try Number.requireSpecialPrecision(w, "li", ExponentialIntegral.nearOneText)
    }
    if let x = exactValue {
      if x.isZero { return Number(0) }
      if x.signum < 0 { throw .domain(Number.liDomainText) }
      if x == Rational.one { throw .domain(Number.liAtOneText) }
    } else {
      if upper.signum < 0 { throw .domain(Number.liDomainText) }
      if lower.signum <= 0 { throw .indeterminate }
    }
    // ln x to the bits Ei(t) needs: its relative error grows by |t|·e^t/|Ei(t)| ≈ |t|.
    let t0 = abs(upper.log2Estimate) * 0.693_147_180_559_945_3
    let extra = Int(log2(max(2, t0))) + 16
    let wk = w.with(digits: w.digits + extra * 30 / 100 + 2)
    let t = try logarithm(wk)
    if t.lower.signum <= 0 && t.upper.signum >= 0 { throw .indeterminate }
    return try t.exponentialIntegral(w)
  }
}

/// The kernel of Ei on exact rationals, to about `bits` bits relative to its value (absolute
/// near its zero at 0.3725…, where the refinement loop raises the bits).
enum ExponentialIntegral {
  static let tooManyTerms = "Ei's series would need too many terms"

  /// Where Ei's cap of the series summed term by term applies.
  static let nearZeroText = " of an inexact or long argument within 1/16 of 0"

  /// Where li's cap of the series summed term by term applies.
  static let nearOneText = " for x between 0.93 and 1.07"

  /// Whether every value of `x` is at least 1/16 from 0 (Ei's bit-burst takes it).
  static func isBurstRange(_ x: Number) -> Bool {
    let least = Dyadic(burstLeast, bits: 64, .up)
    return x.lower >= least || x.upper <= least.negated
  }

  static func ei(_ x: Rational, bits: Int, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    if x.isZero { throw .domain(Number.eiAtZeroText) }
    // A long argument at many bits: the bit-burst (ExponentialIntegralBitBurst.swift).
    if bits >= burstBits, let value = try burstEi(x, bits: bits, w) { return value }
    let a = x.magnitude
    if a > Rational(numerator: BigInt(bits + 40) * 3, denominator: 4), let value = try asymptotic(x, bits: bits, w) {
      return value
    }
    return try series(x, bits: bits, w)
  }

  /// γ + ln|x| + Σ x^k/(k·k!).
  static func series(_ x: Rational, bits: Int, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    let a = x.magnitude
    let aEstimate = a.doubleValue
    if aEstimate > 1e7 { throw .beyondBudget(tooManyTerms) }
    // For x < 0 the terms reach about e^|x| and the sum is about e^-|x|/|x|.
    let cancellation = x.signum < 0 ? Int(2.9 * aEstimate) + Int(max(0, log2(aEstimate + 1))) : 0
    let guardBits = 24 + cancellation + Int(log2(aEstimate + 2)) + Int(log2(Double(bits)))
    let b = bits + guardBits
    // A short argument: the sum as one exact fraction (ExponentialIntegralSplitting.swift).
    if splits(x, bits: b) { return try sum(gamma: w, a, b, splitSum(x, bits: b, w)) }
    let count = 8 * Int(aEstimate) + 2 * b + 64
    let (p, q) = (x.numerator, x.denominator)
    var power = SeriesBounds(x, bits: b)  // x^k / k!
    var sum = power  // Σ x^k/(k·k!)
    let twiceA = try a.multiplied(by: Rational(2))
    var k = 1
    while true {
      if k & 31 == 0 { try w.cancellation.check() }
      k += 1
      power = try power.scaled(by: p, over: q * BigInt(k))
      let term = try power.scaled(by: 1, over: BigInt(k))
      sum = sum.adding(term)
      if Rational(k + 1) > twiceA {
        // The ratio of the next terms is below x·k/(k+1)² < 1/2: the tail is below |term|.
        let top = term.magnitudeBound
        let floor = max(sum.magnitudeBound.magnitudeExponent, 0) - b - 4
        if top.magnitudeExponent < floor {
          sum = sum.widened(by: top)
          break
        }
      }
      if k > count { throw .beyondBudget(tooManyTerms) }
    }
    return try self.sum(gamma: w, a, b, sum.number)
  }

  /// γ + ln a + the series' sum, at `b + 8` bits.
  private static func sum(gamma w: WorkingPrecision, _ a: Rational, _ b: Int, _ series: Number) throws(ArithmeticError) -> Number {
    let wk = w.withBits(b + 8)
    let gamma = try Number.eulerConstant(wk)
    let logarithm = try Number(a).logarithm(wk)
    return try gamma.adding(logarithm, wk).adding(series, wk)
  }

  /// Ei(x) for a large |x| by the asymptotic series, or nil when its terms stop shrinking
  /// before the precision.
  static func asymptotic(_ x: Rational, bits: Int, _ w: WorkingPrecision) throws(ArithmeticError) -> Number? {
    let b = bits + 40
    let (p, q) = (x.numerator, x.denominator)
    let a = x.magnitude
    var term = SeriesBounds(lower: .one, upper: .one, bits: b)  // k!/x^k
    var sum = term
    let floor = Dyadic(significand: 1, exponent: -(bits + 16), isNegative: false)
    var n = 0
    while true {
      if n & 31 == 0 { try w.cancellation.check() }
      n += 1
      // u_n = u_(n−1) · n/x; the sign of x carries into p.
      let next = try term.scaled(by: q * BigInt(n), over: BigInt(p.magnitude)).signed(p.signum() < 0)
      let bound: Dyadic
      if x.signum > 0 {
        // 1 + χ(n + 1) < 2 + √(2(n + 3)) ≤ 3 + ⌊√(2(n + 3))⌋.
        let factor = Dyadic(3 + Int(Double(2 * (n + 3)).squareRoot().rounded(.up)))
        bound = try next.upper.multiplied(by: factor, bits: b, .up)
      } else {
        bound = next.magnitudeBound
      }
      if bound < floor {
        if x.signum > 0 {
          sum = sum.widened(by: bound)
        } else if next.lower.signum < 0 {
          sum = SeriesBounds(lower: sum.lower.adding(next.lower, bits: b, .down), upper: sum.upper, bits: b)
        } else {
          sum = SeriesBounds(lower: sum.lower, upper: sum.upper.adding(next.upper, bits: b, .up), bits: b)
        }
        break
      }
      if Rational(n) > a || n > 2 * b { return nil }
      term = next
      sum = sum.adding(term)
    }
    let wk = w.withBits(bits + 24)
    let factor = try Number(x).exponential(wk).divided(by: Number(x), wk)
    return try sum.number.multiplied(by: factor, wk)
  }
}

extension SeriesBounds {
  /// `−self` when `negative`, else `self`.
  func signed(_ negative: Bool) -> SeriesBounds {
    negative ? SeriesBounds(lower: upper.negated, upper: lower.negated, bits: bits) : self
  }
}
