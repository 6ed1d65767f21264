import BigInt

// MARK: - The Riemann zeta function

/// How ζ(s) is computed (certified bounds, never a guess):
///
/// * Exact at 0 and the negative integers: ζ(0) = −1/2, ζ(−2k) = 0, ζ(1 − 2k) = −B_2k/(2k)
///   (the Bernoulli numbers of ``StirlingSeries``, for 2k up to ``exactBernoulliLimit``;
///   beyond it, the functional equation below gives bounds of that rational).
/// * At the integers s ≥ 2 (while its exact sum stays within its bound), Borwein's
///   algorithm summed exactly by binary splitting (``BorweinZeta``), to 100,000 digits.
/// * For other s > 0 (s ≠ 1), `ζ(s) = 1 + ζ(s, 2)`, the Hurwitz tail by ``HurwitzZeta`` (the
///   Euler–Maclaurin formula with its proved remainder, or for a large s the plain sum and
///   its tail bound) to `w.bits` bits relative to the tail itself: `zeta(1000) − 1` has its
///   digits, and the bounds of `1 + tail` keep them.
/// * For s < 0, the functional equation `ζ(s) = 2^s π^(s−1) sin(πs/2) Γ(1 − s) ζ(1 − s)`, with
///   `sin(πs/2)` of the exactly reduced fraction of s/2 and Γ of calc's gamma kernel.
/// * s = 1 is the pole.
extension Number {
  /// Beyond this 2k, ζ(1 − 2k) is given as bounds of −B_2k/(2k), not exactly: its
  /// Bernoulli number would cost too much (its value is a rational with a factor 3 in its
  /// denominator, so never on a decimal rounding boundary: the bounds always decide).
  static let exactBernoulliLimit = 2_000

  /// The Riemann zeta function ζ(s), for real s ≠ 1.
  package func zeta(_ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    switch storage {
    case .exact(let s):
      return try Number.zeta(of: s, w)
    case .approximate(let low, let high):
      let one = Dyadic.one
      let left = Dyadic(significand: 5, exponent: -1, isNegative: true)  // −2.5
      // ζ decreases on (1, ∞) and on (−2.5, 1) (its local maximum left of 0 is at −2.717…).
      if low > one {
        // One kernel call at the upper end and a fall bound (ZetaOneEnd.swift).
        let kernel = { (s: Rational, bits: Int) throws(ArithmeticError) -> Number in
          try Number.zeta(of: s, w.with(bits: bits))
        }
        if let once = try decreasingFromUpperEnd(w, kernel, fall: Number.zetaFall) { return once }
      }
      if low > one || (low > left && high < one) {
        return try increasing(w) { s, bits throws(ArithmeticError) in
          try Number.zeta(of: s, w.with(bits: bits)).negated
        }.negated
      }
      if high.signum < 0 { return try Number.functionalEquation(self, w) }
      throw .indeterminate
    }
  }

  /// ζ of an exact rational.
  static func zeta(of s: Rational, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    if s == .one { throw ArithmeticError.zetaPole }
    if s.isZero { return Number(Rational(numerator: -1, denominator: 2)) }
    if s.signum < 0 {
      if s.isInteger {
        // ζ(−2k) = 0; ζ(1 − 2k) = −B_2k/(2k) = −c_k (2k − 1), c_k = B_2k/(2k(2k − 1)).
        let odd = (s.numerator.magnitude.words.first ?? 0) & 1 == 1
        if !odd { return Number(0) }
        if s.magnitude < Rational(exactBernoulliLimit) {
          guard let k = Int(exactly: s.numerator) else { throw .argumentTooLarge }
          let count = (1 - k) / 2
          let c = try StirlingSeries.coefficients(count, stop: w.cancellation)
          return Number(-(try c[count - 1].multiplied(by: Rational(2 * count - 1))))
        }
      }
      return try functionalEquation(Number(s), w)
    }
    return try positiveZeta(s, w)
  }

  /// ζ(s) for an exact s > 0, s ≠ 1: 1 + ζ(s, 2).
  private static func positiveZeta(_ s: Rational, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    if s.isInteger, let n = Int(exactly: s.numerator), BorweinZeta.fits(s: n, bits: w.bits) {
      let value = try BorweinZeta.value(s: n, bits: w.bits, stop: w.cancellation)
      return w.bounds(value.lower, value.upper)
    }
    // At least 2^-1000 for the plan's estimates: a tinier s (1e-400) would make them 0 and
    // their logarithms infinite.
    let sd = s.log2Estimate.isFinite ? max(pow(2, s.log2Estimate), 0x1p-1000) : Double.infinity
    // The tail Σ_{k≥2} k^(−s) is below 2^(1−s) (s ≥ 3): past the bits the bounds can keep,
    // [1, 1 + 2^(−kept)] holds it.
    let kept = WorkingPrecision.maximumKeptBits
    if sd > Double(kept) {
      let tiny = Dyadic(significand: 1, exponent: -kept, isNegative: false)
      return Number(lower: .one, upper: Dyadic.one.adding(tiny, bits: kept + 8, .up))
    }
    // The tail is about 2^(−s) for s > 1; its magnitude is at least 1.5 for s < 1
    // (ζ(s) ≤ −1/2 there).
    let log2Tail = sd > 1 ? -sd : 0
    let goal = log2Tail - Double(w.bits) - 12
    let termCost: Double = s.isInteger ? 1 : (s.denominator == 2 ? 3 : 10)
    guard let plan = HurwitzZeta.plan(s: sd, a: 2, goal: goal, bits: w.bits, termCost: termCost) else {
      throw ArithmeticError.beyondBudget(zetaPrecisionText(w))
    }
    try requireEulerMaclaurin(w, terms: plan.terms)
    // The largest term: 2^(−s), or the integral z^(1−s)/|s − 1|.
    let z = 2 + Double(plan.shift)
    let integral = (1 - sd) * log2(z) - log2(max(abs(sd - 1), 1e-300))
    let largest = max(-sd, integral)
    let extra = max(0, largest - log2Tail) + log2(Double(plan.shift + plan.terms + 2))
    let wk = w.with(bits: w.bits + 28 + Int(extra.rounded(.up)))
    let powers = try SievedPowers(s: s, count: plan.shift + 2, wk)
    let tail = try HurwitzZeta.sum(
      s: s, a: Rational(2), plan: plan, wk,
      power: { k throws(ArithmeticError) in powers.values[k + 2] },
      negativePower: { z throws(ArithmeticError) in try negativePower(z, s, wk) })
    return try Number(1).adding(tail, wk)
  }

  /// `z^(−s)` for exact `z > 0` and `s`: a power for an integer `s`, the square root of
  /// the exact `z^(−2s)` for a half-integer (while that power is short), else `e^(−s ln z)`.
  static func negativePower(_ z: Rational, _ s: Rational, _ wk: WorkingPrecision) throws(ArithmeticError) -> Number {
    if s.isInteger, let n = Int(exactly: s.numerator) {
      return try wk.approximated(wk.blurred(z).power(-n, wk))
    }
    if s.denominator == 2, let twice = Int(exactly: s.numerator), twice > 0,
      Double(twice) * z.log2Estimate.magnitude <= Double(4 * wk.bits)
    {
      let square = try z.power(-twice)
      return try wk.approximated(square.rootBounds(2, bits: wk.bits + 16))
    }
    return try wk.approximated(Number(-s).multiplied(by: Number(z).logarithm(wk), wk).exponential(wk))
  }

  /// ζ(s) for s < 0 by the functional equation
  /// `ζ(s) = (2π)^s/π · sin(πs/2) Γ(1 − s) ζ(1 − s)`, for an exact s or bounds.
  private static func functionalEquation(_ s: Number, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    let wk = w.with(digits: w.digits + 6)
    let pi = try Number.pi(wk)
    let reflected = try Number(1).subtracting(s, wk)
    let sine: Number
    if let value = s.exactValue {
      sine = try sinePi(value.divided(by: Rational(2)), wk)
    } else {
      sine = try s.multiplied(by: pi, wk).divided(by: Number(2), wk).trigonometric(.sin, unit: .radians, wk)
    }
    let power = try s.multiplied(by: pi.multiplied(by: Number(2), wk).logarithm(wk), wk).exponential(wk)
    let gamma = try reflected.gamma(wk, name: "zeta")
    let zeta = try reflected.zeta(wk)
    let product = try power.divided(by: pi, wk).multiplied(by: sine, wk).multiplied(by: gamma, wk)
      .multiplied(by: zeta, wk)
    return w.bounds(product.lower, product.upper)
  }

  /// `sin(πr)` for an exact `r`, from its exact reduction to `[0, 1/2]`: bounds as tight
  /// relative to the value near the zeros as anywhere.
  static func sinePi(_ r: Rational, _ wk: WorkingPrecision) throws(ArithmeticError) -> Number {
    // r mod 2 in [0, 2); sin(π(t + 1)) = −sin(πt); sin(π(1 − t)) = sin(πt).
    let two = Rational(2)
    var t = try r.subtracting(r.divided(by: two).roundedToInteger(.down).multiplied(by: two))
    var negative = false
    if t >= .one {
      t = try t.subtracting(.one)
      negative = true
    }
    let half = Rational(numerator: 1, denominator: 2)
    if t > half { t = try Rational.one.subtracting(t) }
    if t.isZero { return Number(0) }
    if t == half { return Number(negative ? -1 : 1) }
    let sine = try Number(t).multiplied(by: Number.pi(wk), wk).trigonometric(.sin, unit: .radians, wk)
    return negative ? sine.negated : sine
  }

  /// The most decimal digits ζ (but at the integers, ``BorweinZeta``), the polygamma
  /// functions and β are computed to by the Euler–Maclaurin formula
  /// (``WorkBudget/eulerMaclaurinDigits``: its exact table of the first Bernoulli numbers
  /// grows as the cube of the precision), and the error past it.
  static func zetaPrecisionText(_ w: WorkingPrecision) -> String {
    WorkBudget.specialCapText(
      "zeta, beta and the polygamma functions", w.budget.eulerMaclaurinDigits,
      " at this argument (zeta at a small whole number, and digamma and polygamma at whole and half-whole numbers, go further)",
      plural: true)
  }

  /// Throws past ``WorkBudget/eulerMaclaurinDigits`` when the formula takes `terms` terms.
  static func requireEulerMaclaurin(_ w: WorkingPrecision, terms: Int = 1) throws(ArithmeticError) {
    if terms > 0 && w.digits > w.budget.eulerMaclaurinDigits + 100 {
      throw ArithmeticError.beyondBudget(zetaPrecisionText(w))
    }
  }
}

/// `k^(−s)` for k = 2 … count − 1 (the first two unused), exactly rounded bounds: a power
/// (integer s) or `e^(−s ln p)` at each prime p, products of two earlier values elsewhere
/// (k = p · m gives `p^(−s) m^(−s)`).
struct SievedPowers {
  let values: [Number]

  init(s: Rational, count: Int, _ wk: WorkingPrecision) throws(ArithmeticError) {
    var smallest = [Int](repeating: 0, count: max(count, 2))
    var values = [Number](repeating: Number(0), count: max(count, 2))
    for k in 2..<max(count, 2) {
      if k & 31 == 0 { try wk.cancellation.check() }
      if smallest[k] == 0 {
        var m = k
        while m < count {
          if smallest[m] == 0 { smallest[m] = k }
          m += k
        }
        values[k] = try Number.negativePower(Rational(k), s, wk)
      } else {
        let p = smallest[k]
        values[k] = try wk.approximated(values[p].multiplied(by: values[k / p], wk))
      }
    }
    self.values = values
  }
}
