import BigInt

// MARK: - The digamma and polygamma functions

/// How ψ^(n)(x) is computed (certified bounds, never a guess):
///
/// * At the positive integers and half-integers, from γ, ln 2 and ζ at the integers
///   (``polygammaAtHalfInteger(_:_:_:)``), to 100,000 digits.
/// * For other x > 0: ψ(x) by the Euler–Maclaurin formula for `Σ 1/(x + k)` with its proved
///   remainder (``HurwitzZeta/digamma(_:plan:_:)``); for n ≥ 1,
///   `ψ^(n)(x) = (−1)^(n+1) n! ζ(n + 1, x)`, the Hurwitz zeta function by
///   ``HurwitzZeta/sum(s:a:plan:_:power:negativePower:)``. Euler's constant is −ψ(1).
/// * For x < 0 (not an integer): the reflection formula differentiated n times,
///   `ψ^(n)(x) = (−1)^n ψ^(n)(1 − x) − π^(n+1) P_n(cot πx)`, where `P_0(c) = c` and
///   `P_(k+1)(c) = −(1 + c²) P_k'(c)` (so `d^n/dx^n cot(πx) = π^n P_n(cot πx)`), integer
///   polynomials computed exactly; `cot(πx)` of the exactly reduced fraction of x.
/// * 0 and the negative integers are poles.
/// * Bounds: ψ increases between its poles; for x > 0, ψ^(n) decreases for an odd n and
///   increases for an even n ≥ 2. Elsewhere (x < 0, n ≥ 1) the reflection formula on the
///   bounds.
extension Number {
  /// The largest order n of `polygamma(n, x)` (n! ζ(n + 1, x), a product of n factors).
  static let polygammaMaximumOrder = 10_000
  /// The largest order for a negative x: the polynomial P_n has n + 2 coefficients of about
  /// n log n bits, made in O(n²) operations.
  static let polygammaMaximumReflectedOrder = 1_000

  /// The digamma function ψ(x) = Γ'(x)/Γ(x).
  package func digamma(_ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    try polygamma(order: 0, w, name: "digamma")
  }

  /// The polygamma function ψ^(n)(x) for a whole `n`, the n-th derivative of ψ.
  package func polygamma(_ n: Number, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    guard let value = n.exactValue, value.isInteger, value.signum >= 0 else {
      throw ArithmeticError.polygammaOrder
    }
    guard let order = Int(exactly: value.numerator), order <= Number.polygammaMaximumOrder else {
      throw ArithmeticError.beyondBudget(ArithmeticError.polygammaOrderLimitText)
    }
    return try polygamma(order: order, w, name: "polygamma")
  }

  private func polygamma(order n: Int, _ w: WorkingPrecision, name: String) throws(ArithmeticError) -> Number {
    switch storage {
    case .exact(let x):
      if x.isInteger && x.signum <= 0 { throw ArithmeticError.gammaPole(name) }
      if x.signum > 0 { return try Number.polygammaOfPositive(n, x, w) }
      return try Number.reflectedPolygamma(n, self, w)
    case .approximate(let low, let high):
      if low.signum > 0 {
        let kernel = { (x: Rational, bits: Int) throws(ArithmeticError) -> Number in
          try Number.polygammaOfPositive(n, x, w.with(bits: bits))
        }
        // One kernel call and a slope bound (ZetaOneEnd.swift): ψ⁽ⁿ⁾ increases for an even
        // n, decreases for an odd n.
        if n % 2 == 0 {
          if let once = try increasingFromLowerEnd(w, minimumBits: 0, kernel, rise: Number.polygammaStep(n)) {
            return once
          }
          return try increasing(w, kernel)
        }
        if let once = try decreasingFromUpperEnd(w, kernel, fall: Number.polygammaStep(n)) { return once }
        return try increasing(w) { x, bits throws(ArithmeticError) in try kernel(x, bits).negated }.negated
      }
      // Between two poles: the bounds' floors agree and the lower one is not a pole.
      guard high.signum < 0, let l = low.rational, let h = high.rational, !l.isInteger,
        l.roundedToInteger(.down) == h.roundedToInteger(.down)
      else { throw .indeterminate }
      if n == 0 {
        return try increasing(w) { x, bits throws(ArithmeticError) in
          try Number.reflectedPolygamma(0, Number(x), w.with(bits: bits))
        }
      }
      return try Number.reflectedPolygamma(n, self, w)
    }
  }

  /// ψ^(n)(x) for an exact x > 0.
  private static func polygammaOfPositive(_ n: Int, _ x: Rational, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    if let value = try polygammaAtHalfInteger(n, x, w) { return value }
    if n == 0, let value = try digammaAtRational(x, w) { return value }
    let lx = x.log2Estimate
    if lx > hugeArgumentBits, lx > Double(w.bits) + 40 + log2(Double(n) + 1) {
      return try hugeArgumentPolygamma(n, x, w)
    }
    if n == 0 {
      // |ψ(x)| ≥ 1/(2x) for x ≤ 1/4 and ≥ ln(x − 1/2) for x ≥ 4 (ψ(x) − ln(x − 1/2) > 0);
      // between them the bounds are absolute and the refinement loop narrows them near
      // the zero at 1.4616…. The plan is made for at most 2^hugeArgumentBits (a Double's
      // 2^lx is infinite from 2^1024): a larger x only makes the terms smaller.
      let xd = pow(2, min(lx, hugeArgumentBits))
      let magnitude = xd <= 0.25 ? -lx - 1 : (xd >= 4 ? log2(log2(xd - 0.5) * M_LN2) : 0)
      let goal = magnitude - Double(w.bits) - 12
      guard let plan = HurwitzZeta.digammaPlan(x: xd, goal: goal, bits: w.bits) else {
        throw ArithmeticError.beyondBudget(zetaPrecisionText(w))
      }
      try requireEulerMaclaurin(w)
      let largest = max(-lx, log2(log2(xd + Double(plan.shift) + 1) * M_LN2 + 1))
      let extra = largest - goal + log2(Double(plan.shift + plan.terms + 2)) + 24
      let wk = w.with(bits: Int(extra.rounded(.up)))
      let value = try HurwitzZeta.digamma(x, plan: plan, wk)
      return w.bounds(value.lower, value.upper)
    }
    // ζ(s, x) ≥ x^(−s) and ≥ ∫_0^∞ (x + t)^(−s) dt = x^(1−s)/(s − 1).
    let s = n + 1
    let sd = Double(s)
    let log2Value = max(-sd * lx, (1 - sd) * lx - log2(sd - 1))
    let goal = log2Value - Double(w.bits) - 12
    guard let plan = HurwitzZeta.plan(s: sd, a: pow(2, lx), goal: goal, bits: w.bits) else {
      throw ArithmeticError.beyondBudget(zetaPrecisionText(w))
    }
    try requireEulerMaclaurin(w, terms: plan.terms)
    let wk = w.with(bits: w.bits + 40 + Int(log2(Double(plan.shift + plan.terms + 2)).rounded(.up)))
    let exponent = Rational(s)
    let hurwitz = try HurwitzZeta.sum(
      s: exponent, a: x, plan: plan, wk,
      power: { k throws(ArithmeticError) in
        try HurwitzZeta.inversePower(x.adding(Rational(k)), s, wk)
      },
      negativePower: { z throws(ArithmeticError) in try negativePower(z, exponent, wk) })
    let factorial = try Number.product(of: Rational(n), step: 1, wk)
    let value = try hurwitz.multiplied(by: factorial, wk)
    let signed = n % 2 == 0 ? value.negated : value
    return w.bounds(signed.lower, signed.upper)
  }

  /// From 2^1000 on, x is too large for the plans' Doubles.
  private static let hugeArgumentBits = 1_000.0

  /// ψ^(n)(x) for an exact x so large (beyond 2^(bits + 40 + log2(n + 1))) that closed
  /// bounds decide it: ln x − 1/x < ψ(x) < ln x − 1/(2x) for x > 0, and for n ≥ 1,
  /// ψ^(n)(x) = (−1)^(n+1) n! ζ(n + 1, x), where the sum ζ(n + 1, x) lies between its
  /// integral x^(−n)/n and x^(−n)/n + x^(−n−1): |ψ^(n)(x)| is between (n − 1)!·x^(−n) and
  /// (n − 1)!·x^(−n)·(1 + n/x). Their relative width, below 2^-(bits + 40), is less than the
  /// working precision. Before this, digamma(10^999999) trapped converting an infinite
  /// Double (2^lx) to an integer.
  private static func hugeArgumentPolygamma(_ n: Int, _ x: Rational, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    let wk = w.with(bits: w.bits + 32)
    let value = Number(x)
    let inverse = try value.reciprocal(wk)
    if n == 0 {
      let ln = try value.logarithm(wk)
      let low = try ln.subtracting(inverse, wk)
      let high = try ln.subtracting(try value.multiplied(by: Number(2), wk).reciprocal(wk), wk)
      return w.bounds(low.lower, high.upper)
    }
    let factorial = n == 1 ? Number(1) : try Number.product(of: Rational(n - 1), step: 1, wk)
    let base = try value.power(-n, wk).multiplied(by: factorial, wk)
    let widened = try base.multiplied(by: Number(1).adding(Number(n).multiplied(by: inverse, wk), wk), wk)
    let magnitude = Number(lower: base.lower, upper: widened.upper)
    let signed = n % 2 == 1 ? magnitude : magnitude.negated
    return w.bounds(signed.lower, signed.upper)
  }

  /// ψ^(n)(x) for x < 0 (exact, not an integer, or bounds between two poles) by the
  /// reflection formula.
  private static func reflectedPolygamma(_ n: Int, _ x: Number, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    if n > polygammaMaximumReflectedOrder { throw ArithmeticError.beyondBudget(ArithmeticError.polygammaReflectedLimitText) }
    let wk = w.with(digits: w.digits + 8)
    let reflected = try Number(1).subtracting(x, wk).polygamma(order: n, wk, name: "polygamma")
    let cotangent = try cotangentPi(x, wk)
    let pi = try Number.pi(wk)
    // P_n(c) by Horner's rule.
    let coefficients = try cotangentDerivative(n, stop: w.cancellation)
    var p = Number(0)
    for coefficient in coefficients.reversed() {
      p = try p.multiplied(by: cotangent, wk).adding(Number(Rational(coefficient)), wk)
    }
    let term = try pi.power(n + 1, wk).multiplied(by: p, wk)
    let first = n % 2 == 0 ? reflected : reflected.negated
    let value = try first.subtracting(term, wk)
    return w.bounds(value.lower, value.upper)
  }

  /// The coefficients of P_n (index i: the coefficient of c^i).
  private static func cotangentDerivative(_ n: Int, stop: CancellationToken?) throws(ArithmeticError) -> [BigInt] {
    var p: [BigInt] = [0, 1]
    if n == 0 { return p }
    for k in 1...n {
      if k & 15 == 0 { try stop.check() }
      // P' then −(1 + c²) P'.
      var derivative = [BigInt](repeating: 0, count: max(1, p.count - 1))
      for i in 1..<p.count { derivative[i - 1] = p[i] * BigInt(i) }
      var next = [BigInt](repeating: 0, count: derivative.count + 2)
      for i in 0..<derivative.count {
        next[i] -= derivative[i]
        next[i + 2] -= derivative[i]
      }
      p = next
    }
    return p
  }

  /// cot(πx): for an exact x from its fraction reduced exactly to (0, 1/2]
  /// (`cot(πt) = sin(π(1/2 − t))/sin(πt)`), else cos/sin of the bounds.
  private static func cotangentPi(_ x: Number, _ wk: WorkingPrecision) throws(ArithmeticError) -> Number {
    guard let value = x.exactValue else {
      let angle = try x.multiplied(by: Number.pi(wk), wk)
      return try angle.trigonometric(.cos, unit: .radians, wk).divided(
        by: angle.trigonometric(.sin, unit: .radians, wk), wk)
    }
    var t = try value.subtracting(value.roundedToInteger(.down))
    let half = Rational(numerator: 1, denominator: 2)
    var negative = false
    if t > half {
      t = try Rational.one.subtracting(t)
      negative = true
    }
    if t == half { return Number(0) }
    let cotangent = try sinePi(half.subtracting(t), wk).divided(by: sinePi(t, wk), wk)
    return negative ? cotangent.negated : cotangent
  }
}
