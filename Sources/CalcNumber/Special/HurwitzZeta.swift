import BigInt

/// The Hurwitz zeta function `ζ(s, a) = Σ_{k≥0} (a + k)^(−s)` for a real `s > 0` (s ≠ 1) and
/// `a > 0`, and the digamma function, by the Euler–Maclaurin formula with a proved remainder.
///
/// With `z = a + N` and `M ≥ 1` correction terms (`f(t) = (a + t)^(−s)`):
///
///     ζ(s, a) = Σ_{k<N} (a + k)^(−s) + z^(1−s)/(s − 1) + z^(−s)/2
///               + Σ_{j=1}^{M} B_2j/(2j)! · (s)_(2j−1) · z^(1−s−2j) + R,
///     R = −∫_N^∞ B̃_2M(t)/(2M)! · f^(2M)(t) dt,
///
/// and since `|B̃_2M| ≤ |B_2M|` and `f^(2M)` has one sign, `|R| ≤ |B_2M|/(2M)! · (s)_2M ·
/// z^(1−s−2M)/(s + 2M − 1)`, which for a real `s > 0` is exactly the magnitude of the last
/// term kept (j = M): the bounds are widened by it (F. Johansson, "Rigorous high-precision
/// computation of the Hurwitz zeta function and its derivatives", 2015, Theorem 1, with
/// `|B_2M|/(2M)!` itself in place of its bound `4/(2π)^2M`).
///
/// For a large `s` the plain sum is cheaper: `Σ_{k≥N} (a + k)^(−s) ≤ z^(−s) + z^(1−s)/(s − 1)`
/// (the first term and the integral from `z` of the decreasing function), and the tail is
/// in `[0, that]`.
///
/// The Bernoulli numbers are exact: `B_2j/(2j)! = c_j/(2j − 2)!` with `c_j = B_2j/(2j(2j − 1))`
/// from ``StirlingSeries``.
enum HurwitzZeta {
  /// How a sum is taken: `shift` terms summed, then `terms` correction terms (0: the plain
  /// sum with its tail bound).
  struct Plan: Sendable, Equatable {
    let shift: Int
    let terms: Int
  }

  /// The most correction terms: the Bernoulli numbers' table costs O(M³) bit operations.
  static let maximumTerms = 6_000
  /// The most terms summed one by one.
  static let maximumShift = 400_000

  /// log2 of `|B_2M|/(2M)!`, from `|B_2M| ≤ 4 (2M)!/(2π)^2M` (an estimate for choosing a
  /// plan; the remainder itself is computed exactly).
  private static let log2TwoPi = log2(2 * Double.pi)

  /// A plan whose remainder is below `2^goal` for `ζ(s, a)`, `s > 0` (an estimate, in
  /// `Double`, of the bound computed exactly later), or nil when none fits the limits.
  ///
  /// The cost model (measured): a term of the sum or of the series costs about
  /// `(bits/3400)^1.6` units (`termCost` times that when each costs more, as `e^(−s ln p)`
  /// at the primes for a non-integer s), and the table of M Bernoulli numbers about
  /// `4.6e-6 · M³ log2 M` units, whatever the precision.
  static func plan(s: Double, a: Double, goal: Double, bits: Int, termCost: Double = 1) -> Plan? {
    var best: (cost: Double, plan: Plan)?
    let unit = pow(Double(bits) / 3400, 1.6)
    // The plain sum (s > 1): the tail z^(−s)(1 + z/(s − 1)).
    if s > 1 {
      var n = 1
      while n <= maximumShift {
        let z = a + Double(n)
        let tail = -s * log2(z) + log2(1 + z / (s - 1))
        if tail <= goal {
          best = (Double(n) * unit * termCost, Plan(shift: n, terms: 0))
          break
        }
        n = n < 16 ? n + 1 : n + n / 8
      }
    }
    // Euler–Maclaurin at shifts growing by an eighth.
    var n = 0
    while n <= maximumShift {
      let z = a + Double(n)
      if z >= 1 {
        let lz = log2(z)
        // log2 of the M-th term: |B_2M|/(2M)! (s)_(2M−1) z^(1−s−2M).
        var pochhammer = log2(s)  // (s)_1
        var previous = Double.infinity
        for m in 1...maximumTerms {
          if m > 1 { pochhammer += log2(s + Double(2 * m - 3)) + log2(s + Double(2 * m - 2)) }
          let term = 2 - Double(2 * m) * log2TwoPi + pochhammer + (1 - s - Double(2 * m)) * lz
          if term <= goal {
            let cost = (Double(n) * termCost + 3 * Double(m)) * unit + tableCost(m)
            if best.map({ cost < $0.cost }) ?? true { best = (cost, Plan(shift: n, terms: m)) }
            break
          }
          // Past the smallest term: a larger shift is needed.
          if term > previous { break }
          previous = term
        }
      }
      n = n < 16 ? n + 1 : n + n / 8
    }
    return best?.plan
  }

  /// `ζ(s, a)` by `plan`, `s > 0` exact (not 1), `a > 0` exact, every operation at the
  /// precision `wk`; `power(k)` is `(a + k)^(−s)` and `negativePower(z)` is `z^(−s)`.
  static func sum(
    s: Rational, a: Rational, plan: Plan, _ wk: WorkingPrecision,
    power: (Int) throws(ArithmeticError) -> Number,
    negativePower: (Rational) throws(ArithmeticError) -> Number
  ) throws(ArithmeticError) -> Number {
    var total = Number(0)
    for k in 0..<plan.shift {
      if k & 31 == 0 { try wk.cancellation.check() }
      total = try total.adding(wk.approximated(power(k)), wk)
    }
    let z = try a.adding(Rational(plan.shift))
    let zs = try wk.approximated(negativePower(z))  // z^(−s)
    let zn = Number(z)
    let sn = Number(s)
    if plan.terms == 0 {
      // The tail is in [0, z^(−s) (1 + z/(s − 1))].
      let bound = try zs.multiplied(by: Number(try Rational.one.adding(z.divided(by: s.subtracting(.one)))), wk).upper
      return try total.adding(Number(lower: .zero, upper: bound), wk)
    }
    let integral = try zs.multiplied(by: Number(try z.divided(by: s.subtracting(.one))), wk)
    let half = try zs.multiplied(by: Number(Rational(numerator: 1, denominator: 2)), wk)
    total = try total.adding(integral, wk).adding(half, wk)
    let c = try StirlingSeries.coefficients(plan.terms, stop: wk.cancellation)
    let inverseSquare = wk.blurred(try z.multiplied(by: z).reciprocal)
    // Q_j = (s)_(2j−1)/(2j − 2)! · z^(1−s−2j); the j-th term is c_j Q_j.
    var q = try zs.multiplied(by: sn, wk).divided(by: zn, wk)
    var series = Number(0)
    var last = Number(0)
    for j in 1...plan.terms {
      if j & 15 == 0 { try wk.cancellation.check() }
      last = try q.multiplied(by: Number(c[j - 1]), wk)
      series = try series.adding(last, wk)
      if j == plan.terms { break }
      let twoJ = Rational(2 * j)
      let factor = try s.adding(twoJ.subtracting(.one)).multiplied(by: s.adding(twoJ))
        .divided(by: Rational(2 * j - 1).multiplied(by: twoJ))
      q = try q.multiplied(by: Number(factor), wk).multiplied(by: inverseSquare, wk)
    }
    let r = max(last.upper.magnitude, last.lower.magnitude)
    return try total.adding(series, wk).adding(Number(lower: r.negated, upper: r), wk)
  }

  /// The cost of the table of `m` Bernoulli numbers, in the units of ``plan(s:a:goal:bits:termCost:)``.
  private static func tableCost(_ m: Int) -> Double {
    let md = Double(m)
    return 4.6e-6 * md * md * md * log2(md + 1)
  }

  /// A plan for `ψ(x)`, `x > 0`: the remainder `|B_2M|/(2M) · z^(−2M)` below `2^goal`.
  static func digammaPlan(x: Double, goal: Double, bits: Int) -> Plan? {
    var best: (cost: Double, plan: Plan)?
    let unit = pow(Double(bits) / 3400, 1.6)
    var n = 0
    while n <= maximumShift {
      let z = x + Double(n)
      if z >= 1 {
        let lz = log2(z)
        var previous = Double.infinity
        for m in 1...maximumTerms {
          let twoM = Double(2 * m)
          let term = 2 + lgamma(twoM + 1) / M_LN2 - twoM * log2TwoPi - log2(twoM) - twoM * lz
          if term <= goal {
            let cost = (Double(n) + 2 * Double(m)) * unit + tableCost(m)
            if best.map({ cost < $0.cost }) ?? true { best = (cost, Plan(shift: n, terms: m)) }
            break
          }
          if term > previous { break }
          previous = term
        }
      }
      n = n < 16 ? n + 1 : n + n / 8
    }
    return best?.plan
  }

  /// `ψ(x)` for an exact `x > 0` by `plan`:
  /// `ψ(x) = ln z − 1/(2z) − Σ_{j=1}^{M} B_2j/(2j z^2j) − Σ_{k<N} 1/(x + k) + R`, `z = x + N`,
  /// `|R| ≤ |B_2M|/(2M) · z^(−2M)` (the Euler–Maclaurin remainder of `Σ 1/(z + k)`, bounded
  /// as above: the magnitude of the last term kept).
  static func digamma(_ x: Rational, plan: Plan, _ wk: WorkingPrecision) throws(ArithmeticError) -> Number {
    var reciprocals = Number(0)
    for k in 0..<plan.shift {
      if k & 31 == 0 { try wk.cancellation.check() }
      reciprocals = try reciprocals.adding(wk.blurred(x.adding(Rational(k)).reciprocal), wk)
    }
    let z = try x.adding(Rational(plan.shift))
    var total = try Number(z).logarithm(wk).subtracting(wk.blurred(z.multiplied(by: Rational(2)).reciprocal), wk)
      .subtracting(reciprocals, wk)
    let c = try StirlingSeries.coefficients(plan.terms, stop: wk.cancellation)
    let inverseSquare = wk.blurred(try z.multiplied(by: z).reciprocal)
    // B_2j/(2j) = c_j (2j − 1); the power z^(−2j) by steps.
    var power = inverseSquare
    var series = Number(0)
    var last = Number(0)
    for j in 1...plan.terms {
      if j & 15 == 0 { try wk.cancellation.check() }
      last = try power.multiplied(by: Number(try c[j - 1].multiplied(by: Rational(2 * j - 1))), wk)
      series = try series.adding(last, wk)
      if j < plan.terms { power = try power.multiplied(by: inverseSquare, wk) }
    }
    let r = max(last.upper.magnitude, last.lower.magnitude)
    total = try total.subtracting(series, wk)
    return try total.adding(Number(lower: r.negated, upper: r), wk)
  }
}

extension WorkingPrecision {
  /// `x` as bounds about 2^-(bits + 16) apart relative to it, never meeting. Bounds that
  /// meet (an exact value, or `2^-50` from a power of them) are as precise as bounds can
  /// be, and every operation on them would work at the most bits bounds keep
  /// (``maximumKeptBits``); exact sums of such terms would carry growing denominators.
  func blurred(_ x: Rational) -> Number {
    let b = bits + 16
    return widened(Dyadic(x, bits: b, .down), Dyadic(x, bits: b, .up))
  }

  /// `x` with bounds that do not meet (see ``blurred(_:)``).
  func approximated(_ x: Number) -> Number {
    switch x.storage {
    case .exact(let value): return blurred(value)
    case .approximate(let lower, let upper): return lower == upper ? widened(lower, upper) : x
    }
  }

  private func widened(_ lower: Dyadic, _ upper: Dyadic) -> Number {
    if lower != upper { return Number(lower: lower, upper: upper) }
    let b = bits + 16
    let unit = Dyadic(significand: 1, exponent: lower.magnitudeExponentOrZero - b, isNegative: false)
    return Number(lower: lower.subtracting(unit, bits: b + 8, .down), upper: upper.adding(unit, bits: b + 8, .up))
  }

  /// This precision with at least `bits` bits.
  func with(bits: Int) -> WorkingPrecision {
    with(digits: max(1, (bits - 32) * 1000 / 3322 + 1))
  }
}
