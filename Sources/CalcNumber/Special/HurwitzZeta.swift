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
/// The coefficients `B_2j/(2j)!` are bounds to each term's precision (``BernoulliRatios``:
/// from `2ζ(2j)/(2π)^2j`, the first few from the exact table of ``StirlingSeries``), and the
/// terms are computed at a precision falling with their size
/// (``ratiosAndPrecisions(_:_:)``); the remainder is bounded by the upper bound of the last
/// term's magnitude, so it holds whatever the coefficients' widths.
enum HurwitzZeta {
  /// How a sum is taken: `shift` terms summed, then `terms` correction terms (0: the plain
  /// sum with its tail bound).
  struct Plan: Sendable, Equatable {
    let shift: Int
    let terms: Int
  }

  /// The most correction terms (their coefficients to the terms' precision,
  /// ``BernoulliRatios``; only the first ones exactly).
  static let maximumTerms = 30_000
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
  /// at the primes for a non-integer s), and the exact table of the first J Bernoulli
  /// numbers (those ``BernoulliRatios`` cannot give by its short series) about
  /// `2.6e-5 · J³ log2 J` units, whatever the precision.
  static func plan(s: Double, a: Double, goal: Double, bits: Int, termCost: Double = 1) -> Plan? {
    // At most 2^1000: a larger a (polygamma(2, 10^400), whose 2^lx is infinite in Double)
    // only makes the true terms smaller than these estimates, and the remainder is bounded
    // exactly later.
    let a = min(a, 0x1p1000)
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
    var history: [Double] = []
    var n = 0
    while n <= maximumShift {
      let z = a + Double(n)
      if z >= 1 {
        let lz = log2(z)
        // log2 of the M-th term: |B_2M|/(2M)! (s)_(2M−1) z^(1−s−2M).
        var pochhammer = log2(s)  // (s)_1
        var previous = Double.infinity
        history.removeAll(keepingCapacity: true)
        for m in 1...maximumTerms {
          if m > 1 { pochhammer += log2(s + Double(2 * m - 3)) + log2(s + Double(2 * m - 2)) }
          let term = 2 - Double(2 * m) * log2TwoPi + pochhammer + (1 - s - Double(2 * m)) * lz
          history.append(term)
          if term <= goal {
            let cost = (Double(n) * termCost + 5 * Double(m)) * unit + tableCost(history)
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
    // The j-th term is b_j Q_j, b_j = B_2j/(2j)! and Q_j = (s)_(2j−1) z^(1−s−2j); log2 of
    // each (an estimate) sets the bits it is computed to: those of the last term, the
    // remainder, and those by which it is larger.
    let sd = pow(2, s.log2Estimate)
    let lz = z.log2Estimate
    var estimates: [Double] = []
    estimates.reserveCapacity(plan.terms)
    var pochhammer = log2(sd)
    for j in 1...plan.terms {
      if j > 1 { pochhammer += log2(sd + Double(2 * j - 3)) + log2(sd + Double(2 * j - 2)) }
      estimates.append(1 - Double(2 * j) * log2TwoPi + pochhammer + (1 - sd - Double(2 * j)) * lz)
    }
    let (ratios, precisions) = try ratiosAndPrecisions(estimates, wk)
    var q = try zs.multiplied(by: sn, wk).divided(by: zn, wk)
    let inverseSquare = wk.blurred(try z.multiplied(by: z).reciprocal)
    var series = Number(0)
    var last = Number(0)
    for j in 1...plan.terms {
      if j & 15 == 0 { try wk.cancellation.check() }
      let wj = precisions[j - 1]
      last = try q.multiplied(by: ratios[j - 1], wj)
      series = try series.adding(last, wk)
      if j == plan.terms { break }
      let twoJ = Rational(2 * j)
      let factor = try s.adding(twoJ.subtracting(.one)).multiplied(by: s.adding(twoJ))
      q = try q.multiplied(by: Number(factor), precisions[j]).multiplied(by: inverseSquare, precisions[j])
    }
    let r = max(last.upper.magnitude, last.lower.magnitude)
    return try total.adding(series, wk).adding(Number(lower: r.negated, upper: r), wk)
  }

  /// The bounds of `b_j = B_2j/(2j)!` (``BernoulliRatios``) and the working precision of each
  /// correction term, from `log2` estimates of the terms' magnitudes: a term `2^k` times
  /// the last (whose magnitude bounds the remainder) is computed to about `k` bits more than
  /// the bits that keep its error under 2^-20 of the remainder, and never more than `wk`.
  static func ratiosAndPrecisions(
    _ estimates: [Double], _ wk: WorkingPrecision
  ) throws(ArithmeticError) -> ([Number], [WorkingPrecision]) {
    let floor = estimates.last ?? 0
    let spare = log2(Double(estimates.count + 1)) + 24
    var bits: [Int] = []
    bits.reserveCapacity(estimates.count)
    for e in estimates {
      let wanted = (e - floor + spare).rounded(.up)
      bits.append(wanted.isFinite ? min(max(Int(wanted), 40), wk.bits + 16) : wk.bits + 16)
    }
    let values = try BernoulliRatios.values(bits: bits, stop: wk.cancellation)
    var ratios: [Number] = []
    var precisions: [WorkingPrecision] = []
    ratios.reserveCapacity(values.count)
    precisions.reserveCapacity(values.count)
    for (value, b) in zip(values, bits) {
      ratios.append(Number(lower: value.lower, upper: value.upper))
      precisions.append(wk.with(bits: min(b + 16, wk.bits)))
    }
    return (ratios, precisions)
  }

  /// The cost of the exact table of Bernoulli numbers for correction terms of the
  /// magnitudes `terms` (log2 estimates, the last one the remainder), in the units of
  /// ``plan(s:a:goal:bits:termCost:)``: the first j's whose coefficient, to the bits
  /// ``ratiosAndPrecisions(_:_:)`` asks, is past ``BernoulliRatios``'s short series.
  private static func tableCost(_ terms: [Double]) -> Double {
    guard let floor = terms.last else { return 0 }
    let spare = log2(Double(terms.count + 1)) + 24 + 8
    var exact = 0
    for (index, term) in terms.enumerated() {
      let j = index + 1
      if BernoulliRatios.seriesLength(j, bits: Int(max(term - floor + spare, 40))) != nil { break }
      exact = j
    }
    let md = Double(exact)
    return 2.6e-5 * md * md * md * log2(md + 1)
  }

  /// A plan for `ψ(x)`, `x > 0`: the remainder `|B_2M|/(2M) · z^(−2M)` below `2^goal`.
  static func digammaPlan(x: Double, goal: Double, bits: Int) -> Plan? {
    var best: (cost: Double, plan: Plan)?
    var history: [Double] = []
    let unit = pow(Double(bits) / 3400, 1.6)
    var n = 0
    while n <= maximumShift {
      let z = x + Double(n)
      if z >= 1 {
        let lz = log2(z)
        var previous = Double.infinity
        history.removeAll(keepingCapacity: true)
        for m in 1...maximumTerms {
          let twoM = Double(2 * m)
          let term = 2 + lgamma(twoM + 1) / M_LN2 - twoM * log2TwoPi - log2(twoM) - twoM * lz
          history.append(term)
          if term <= goal {
            let cost = (Double(n) + 4 * Double(m)) * unit + tableCost(history)
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
    let limit = 1 << 30
    if plan.shift > 0, let p = Int(exactly: x.numerator), let q = Int(exactly: x.denominator), p < limit, q < limit {
      // Σ 1/(x + k) = q Σ 1/(p + qk), one fraction by halves, rounded once.
      let (a, b) = try Number.shiftSum(0, plan.shift, r: p, m: q, stop: wk.cancellation)
      reciprocals = wk.bounds(fraction: BigInt(a * BigUInt(q)), BigInt(b))
    } else {
      // A long x (an approximation's end): one division of integers a term.
      reciprocals = try reciprocalSum(x, count: plan.shift, bits: wk.bits + 16, stop: wk.cancellation)
    }
    let z = try x.adding(Rational(plan.shift))
    var total = try Number(z).logarithm(wk).subtracting(wk.blurred(z.multiplied(by: Rational(2)).reciprocal), wk)
      .subtracting(reciprocals, wk)
    // The j-th term B_2j/(2j) z^(−2j) = b_j P_j, b_j = B_2j/(2j)!, P_j = (2j − 1)! z^(−2j).
    let lz = z.log2Estimate
    var estimates: [Double] = []
    estimates.reserveCapacity(plan.terms)
    var factorial = 0.0  // log2 (2j − 1)!
    for j in 1...plan.terms {
      if j > 1 { factorial += log2(Double(2 * j - 2)) + log2(Double(2 * j - 1)) }
      estimates.append(1 - Double(2 * j) * log2TwoPi + factorial - Double(2 * j) * lz)
    }
    let (ratios, precisions) = try ratiosAndPrecisions(estimates, wk)
    let inverseSquare = wk.blurred(try z.multiplied(by: z).reciprocal)
    var power = inverseSquare
    var series = Number(0)
    var last = Number(0)
    for j in 1...plan.terms {
      if j & 15 == 0 { try wk.cancellation.check() }
      last = try power.multiplied(by: ratios[j - 1], precisions[j - 1])
      series = try series.adding(last, wk)
      if j < plan.terms {
        power = try power.multiplied(by: Number(2 * j * (2 * j + 1)), precisions[j])
          .multiplied(by: inverseSquare, precisions[j])
      }
    }
    let r = max(last.upper.magnitude, last.lower.magnitude)
    total = try total.subtracting(series, wk)
    return try total.adding(Number(lower: r.negated, upper: r), wk)
  }
}

extension HurwitzZeta {
  /// `r^(−s)` for an exact `r > 0` and a whole `s ≥ 1`, rounded outward once from the exact
  /// `d^s/n^s` while those powers are short (a few times the working bits), else a power of
  /// bounds; for an approximation's end (a numerator past 256 bits over a power of two)
  /// ``inversePowerOverPowerOfTwo(_:_:bits:)``.
  static func inversePower(_ r: Rational, _ s: Int, _ wk: WorkingPrecision) throws(ArithmeticError) -> Number {
    let n = r.numerator.magnitude
    let d = r.denominator.magnitude
    // An approximation's end (a long numerator over a power of two): one power rounded
    // down and one division, not the exact powers and their long quotient.
    if n.bitWidth > 256, let value = try inversePowerOverPowerOfTwo(r, s, bits: wk.bits + 16) { return value }
    if Double(s) * max(n.log2Estimate, d.log2Estimate) <= Double(4 * wk.bits) {
      let numerator = BigInt(d.raised(to: s))
      let denominator = BigInt(n.raised(to: s))
      let b = wk.bits + 16
      return Number(
        lower: Dyadic(fraction: numerator, denominator, bits: b, .down),
        upper: Dyadic(fraction: numerator, denominator, bits: b, .up))
    }
    return try wk.blurred(r).power(-s, wk)
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
