import BigInt

// MARK: - erf and erfc

/// How erf and erfc are computed (certified bounds, never a guess):
///
/// * For `x² < 0.7 · (bits + 24)` (so that erfc(x) is not yet below the precision):
///   `erf(x) = (2/√π) e^(−x²) Σ_{n≥0} 2^n x^(2n+1) / (1·3·…·(2n+1))` (DLMF 7.6.2), a series
///   of positive terms (no cancellation, tiny `x` right to the last digit). Once the ratio
///   of successive terms `r = 2x²/(2n+3)` is below 1 the tail is below `t·r/(1−r)`.
///   `erfc(x) = 1 − erf(x)` there, with erf computed `x²·log2(e)` bits wider for the
///   cancellation.
/// * For larger `x`: `erfc(x) = e^(−x²)/(x√π) · Σ_{n<N} (−1)^n (2n−1)!!/(2x²)^n + R_N`
///   (DLMF 7.12.1), where for real `x > 0` the remainder has the sign of the first omitted
///   term and is smaller in magnitude (DLMF 7.12(i)); the smallest term is about `e^(−x²)`,
///   below the precision. `erf(x) = 1 − erfc(x)`, written exactly.
/// * `erf(−x) = −erf(x)`, `erfc(−x) = 2 − erfc(x)`; `erf(0) = 0` and `erfc(0) = 1` exactly.
extension Number {
  /// Whether `w` is within the cap of the series summed term by term
  /// (``WorkBudget/termSeriesDigits``: 10,000 digits at the default budget); their series
  /// take a number of terms proportional to the bits, each linear in the bits. erf and erfc
  /// of a short exact argument (``ErrorFunction/isShort(_:_:)``) go on to calc's largest
  /// precision: their series is one exact fraction by binary splitting.
  static func requireSpecialPrecision(_ w: WorkingPrecision, _ name: String, _ what: String = "") throws(ArithmeticError) {
    let most = w.budget.termSeriesDigits
    if w.digits > most + 100 { throw .beyondBudget(WorkBudget.specialCapText(name, most, what)) }
  }

  /// Whether `w` is within the cap of erf, erfc, erfinv, Ei and li of a long or inexact
  /// argument (``WorkBudget/bitBurstDigits``: 100,000 digits at the default budget),
  /// computed by the bit-burst (ErrorFunctionBitBurst.swift, ExponentialIntegralBitBurst.swift).
  static func requireBitBurstPrecision(_ w: WorkingPrecision, _ name: String, _ what: String = "") throws(ArithmeticError) {
    let most = w.budget.bitBurstDigits
    if w.digits > most + 100 { throw .beyondBudget(WorkBudget.specialCapText(name, most, what)) }
  }

  /// erf(x).
  package func errorFunction(_ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    if !ErrorFunction.isShort(exactValue, w) && !ErrorFunction.isBelowHalf(self) {
      try Number.requireBitBurstPrecision(w, "erf", ErrorFunction.longText)
    }
    if let x = exactValue {
      if x.isZero { return Number(0) }
      if Number.isWiderThanNeeded(x, w) { return try w.approximation(of: x).errorFunction(w) }
    }
    return try increasing(w) { x, bits throws(ArithmeticError) in try ErrorFunction.erf(x, bits: bits, w) }
  }

  /// erfc(x) = 1 − erf(x).
  package func complementaryErrorFunction(_ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    if !ErrorFunction.isShort(exactValue, w) { try Number.requireBitBurstPrecision(w, "erfc", ErrorFunction.longText) }
    if let x = exactValue {
      if x.isZero { return Number(1) }
      if Number.isWiderThanNeeded(x, w) { return try w.approximation(of: x).complementaryErrorFunction(w) }
    }
    return try decreasing(w) { x, bits throws(ArithmeticError) in try ErrorFunction.erfc(x, bits: bits, w) }
  }
}

/// The kernels of erf and erfc on exact rationals, each to about `bits` bits relative to
/// its value.
enum ErrorFunction {
  /// Beyond this x², erfc(|x|) is below 2^-338,000, past the bits an approximation keeps
  /// (``WorkingPrecision/maximumKeptBits``): erf(x) could not be told from ±1, nor erfc(−x)
  /// from 2, in the directed roundings.
  static let largestSquare = Rational(234_000)

  /// Whether erf and erfc of `x` may pass ``WorkBudget/termSeriesDigits``: an exact
  /// `x` of at most 64 bits over at most 64 bits, in the series' region (`x²` below
  /// `0.75·(bits + 48)`), whose split sum stays within its size bound.
  static func isShort(_ x: Rational?, _ w: WorkingPrecision) -> Bool {
    guard let x, x.numerator.magnitude.bitWidth <= 64, x.denominator.bitWidth <= 64 else { return false }
    let square = (try? x.multiplied(by: x)) ?? x
    // Past the series' region first: there x² may pass Int's range (erf(10^10)).
    if isLarge(square, bits: w.bits) { return false }
    // erfc(x) for x > 0 is computed from erf with about x²·log2(e) bits more.
    let bits = w.bits + 64 + (x.signum > 0 ? Int(square.doubleValue * 1.45) : 0)
    return splits(x.magnitude, square, bits: bits)
  }

  /// Where erf's and erfc's cap applies.
  static let longText = " of an inexact or long argument"

  static let nearOneText = "erf(x) is within 10^-100000 of 1 for |x| > 483; erfc(x) gives the difference"

  /// Whether `x²` (x ≥ 0) is past `0.75·(bits + 48)`, where the smallest term of the
  /// asymptotic series, about `√2·e^(−x²)`, is below 2^-(bits + 40): the series gives erfc
  /// to `bits` bits (and to `bits + 8`).
  static func isLarge(_ square: Rational, bits: Int) -> Bool {
    square > Rational(numerator: BigInt(bits + 48) * 3, denominator: 4)
  }

  static func erf(_ x: Rational, bits: Int, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    if x.isZero { return Number(0) }
    let a = x.magnitude
    let square = try a.multiplied(by: a)
    let value: Number
    if isLarge(square, bits: bits) {
      if square > largestSquare { throw .beyondBudget(nearOneText) }
      let tail = try erfcAsymptotic(a, square, bits: bits + 8, w)
      value = try oneMinus(tail, plus: 0)
    } else {
      value = try erfSeries(a, square, bits: bits, w)
    }
    return x.signum < 0 ? value.negated : value
  }

  static func erfc(_ x: Rational, bits: Int, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    if x.isZero { return Number(1) }
    let a = x.magnitude
    let square = try a.multiplied(by: a)
    if x.signum < 0 {
      // 2 − erfc(a) = 1 + erf(a).
      if isLarge(square, bits: bits) {
        if square > largestSquare { throw .beyondBudget(nearTwoText) }
        return try oneMinus(erfcAsymptotic(a, square, bits: bits + 8, w), plus: 1)
      }
      let e = try erfSeries(a, square, bits: bits + 8, w)
      let wk = w.withBits(bits + 16)
      return try Number(1).adding(e, wk)
    }
    if isLarge(square, bits: bits) { return try erfcAsymptotic(a, square, bits: bits, w) }
    // 1 − erf(a) loses about a²·log2(e) bits: erfc(a) > e^(−a²)/(2a + 2) (DLMF 7.8.2).
    let lost = Int(square.doubleValue * 1.442_695_040_888_963_4) + Int(max(0, a.log2Estimate)) + 8
    let e = try erfSeries(a, square, bits: bits + lost + 8, w)
    let wk = w.withBits(bits + lost + 24)
    return try Number(1).subtracting(e, wk)
  }

  static let nearTwoText = "erfc(x) is within 10^-100000 of 2 for x < -483; erfc(-x) gives the difference"

  /// `1 + plus − t` with the bounds of `t` (a tiny positive erfc) subtracted exactly, so that
  /// the result keeps its distance from `1 + plus`.
  private static func oneMinus(_ t: Number, plus: Int) throws(ArithmeticError) -> Number {
    let base = Dyadic(1 + plus)
    return Number(lower: Dyadic.exactSum(base, t.upper.negated), upper: Dyadic.exactSum(base, t.lower.negated))
  }

  /// erf(a) for `a > 0` by the series of positive terms.
  static func erfSeries(_ a: Rational, _ square: Rational, bits: Int, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    let wk = w.withBits(bits + 24)
    let twoOverRootPi = try Number(2).divided(by: Number.pi(wk).squareRoot(wk), wk)
    // Tiny a: erf(a) = (2/√π)(a − a³/3 + …) lies in (2/√π)·[a(1 − a²/3), a], and a²/3 is
    // below the precision.
    if a.log2Estimate < -Double(bits / 2 + 16) {
      let high = Dyadic(a, bits: bits + 24, .up)
      let low = Dyadic(a, bits: bits + 24, .down)
      let shrink = Dyadic(significand: (BigUInt(1) << (bits + 24)) - 1, exponent: -(bits + 24), isNegative: false)
      let lowShrunk = try low.multiplied(by: shrink, bits: bits + 24, .down)
      return try Number(lower: lowShrunk, upper: high).multiplied(by: twoOverRootPi, wk)
    }
    // A short argument: the sum as one exact fraction (ErrorFunctionSplitting.swift).
    if splits(a, square, bits: bits + 24) {
      let sum = try splitSum(a, square, bits: bits + 24, stop: w.cancellation)
      let factor = try Number(square).negated.exponential(wk)
      return try sum.multiplied(by: Number(a), wk).multiplied(by: factor, wk).multiplied(by: twoOverRootPi, wk)
    }
    // A long argument below 1/2: rectangular splitting (ErrorFunctionRectangular.swift).
    if bits >= rectangularBits, isRectangular(square),
      let sum = try rectangularSum(square, bits: bits + 24, stop: w.cancellation)
    {
      let factor = try Number(square).negated.exponential(wk)
      return try sum.multiplied(by: Number(a), wk).multiplied(by: factor, wk).multiplied(by: twoOverRootPi, wk)
    }
    // Any other long argument at many bits: the bit-burst (ErrorFunctionBitBurst.swift).
    if bits >= burstBits, let value = try burstErf(a, bits: bits, w) {
      return value
    }
    // Guard bits for the roundings of up to about 4·(x² + bits) terms.
    let count = 4 * (Int(square.doubleValue) + bits) + 16
    let b = bits + 24 + (count.bitWidth - count.leadingZeroBitCount)
    let twoP2 = 2 * a.numerator * a.numerator
    let q2 = a.denominator * a.denominator
    var term = SeriesBounds(a, bits: b)
    var sum = term
    let fourSquare = try square.multiplied(by: Rational(4))
    var n = 0
    while true {
      if n & 31 == 0 { try w.cancellation.check() }
      n += 1
      term = try term.scaled(by: twoP2, over: q2 * BigInt(2 * n + 1))
      sum = sum.adding(term)
      // The next ratio 2a²/(2n + 3) below 1/2: the tail is below the last term.
      let next = Rational(2 * n + 3)
      if next > fourSquare {
        let top = term.upper
        let total = sum.lower
        if top.magnitudeExponent < total.magnitudeExponent - b - 4 {
          sum = SeriesBounds(lower: sum.lower, upper: sum.upper.adding(top, bits: b, .up), bits: b)
          break
        }
      }
      if n > count { throw .beyondBudget("erf's series would need too many terms") }
    }
    let factor = try Number(square).negated.exponential(wk)
    return try sum.number.multiplied(by: factor, wk).multiplied(by: twoOverRootPi, wk)
  }

  /// erfc(a) for a large `a > 0` by the asymptotic series.
  static func erfcAsymptotic(
    _ a: Rational, _ square: Rational, bits: Int, _ w: WorkingPrecision
  ) throws(ArithmeticError) -> Number {
    // A long argument at many bits: a short one's series and the bit-burst from it.
    if bits >= burstBits, isLong(a) { return try burstErfc(a, bits: bits, w) }
    let b = bits + 40
    let twoP2 = 2 * a.numerator * a.numerator
    let q2 = a.denominator * a.denominator
    var term = SeriesBounds(lower: .one, upper: .one, bits: b)
    var sum = term
    let floor = Dyadic(significand: 1, exponent: -(bits + 16), isNegative: false)
    let twoSquare = try square.multiplied(by: Rational(2))
    var n = 0
    while true {
      if n & 31 == 0 { try w.cancellation.check() }
      n += 1
      // u_n = u_(n−1) · (−(2n − 1)/(2a²)).
      let next = try term.scaled(by: -q2 * BigInt(2 * n - 1), over: twoP2)
      if next.magnitudeBound < floor {
        // The remainder after the terms so far has next's sign and is smaller.
        if next.lower.signum < 0 {
          sum = SeriesBounds(lower: sum.lower.adding(next.lower, bits: b, .down), upper: sum.upper, bits: b)
        } else {
          sum = SeriesBounds(lower: sum.lower, upper: sum.upper.adding(next.upper, bits: b, .up), bits: b)
        }
        break
      }
      if Rational(2 * n - 1) > twoSquare || n > 2 * b {
        // The terms grow again before reaching the precision (not for the x² this is used at).
        throw .indeterminate
      }
      term = next
      sum = sum.adding(term)
    }
    let wk = w.withBits(bits + 24)
    let rootPi = try Number.pi(wk).squareRoot(wk)
    let factor = try Number(square).negated.exponential(wk).divided(by: Number(a).multiplied(by: rootPi, wk), wk)
    return try sum.number.multiplied(by: factor, wk)
  }
}
