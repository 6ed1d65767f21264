import BigInt

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// The Bessel functions of whole order, `J_n(x)` and `Y_n(x)`, by their power series
/// (DLMF 10.2.2 and 10.8.1):
///
///     J_n(x) = (x/2)ⁿ Σ_k c_k,   c_k = (−x²/4)ᵏ / (k! (n + k)!),
///     Y_n(x) = −(1/π) (x/2)⁻ⁿ Σ_{k<n} ((n − k − 1)!/k!) (x²/4)ᵏ
///              + (2/π) (ln(x/2) + γ) J_n(x) − (1/π) (x/2)ⁿ Σ_k (H_k + H_{n+k}) c_k,
///
/// (the last from ψ(k + 1) = H_k − γ), with `n ≥ 0` (`J_{−n} = (−1)ⁿ J_n`, and `Y` likewise)
/// and `J_n(−x) = (−1)ⁿ J_n(x)`.
///
/// Certified: every step rounds outward (``DyadicInterval``), and the sums stop at a term
/// `k ≥ 1` past which the ratio of consecutive terms, `(x²/4)/((k + 1)(n + k + 1))`, is at
/// most 1/4: the rest of the alternating sum of `c_k` is then smaller than its last term,
/// and the rest of the sum with the harmonic numbers (whose factor at most doubles from
/// one term to the next) smaller than `(H_k + H_{n+k} + 2)` times it; both are added as
/// bounds of unknown sign. The terms grow to about `e^|x|` before they cancel to a value
/// of size about 1, so the series work with `|x| · log2 e` guard bits; a value near a zero
/// of `J_n` or `Y_n` is refined by the calculator's loop at more digits. For an
/// approximate `x`, `J_n` is evaluated at the midpoint of its bounds and widened by their
/// radius (`|J_n′| ≤ 1` for whole n); `Y_n` by interval arithmetic on the bounds.
extension Number {
  /// The largest order |n| of `besselj` and `bessely`.
  package static let besselMaximumOrder = 10_000
  /// The largest |x| of `besselj` and `bessely`: the power series needs about `1.44 |x|`
  /// guard bits and as many terms.
  package static let besselMaximumArgument = 10_000

  static let besselJDomainText = "besselj(n, x) is defined for whole numbers n"
  static let besselYDomainText = "bessely(n, x) is defined for whole numbers n and x > 0"
  static let besselOrderLimitText = "besselj and bessely take orders n with |n| ≤ 10000"
  static let besselArgumentLimitText = "besselj and bessely take x with |x| ≤ 10000"

  /// J_n(x) for a whole n: exactly 1 at x = 0 for n = 0, exactly 0 there for n ≠ 0.
  package static func besselJ(_ order: Number, _ x: Number, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    let n = try besselOrder(order, besselJDomainText)
    let m = abs(n)
    let negate = n < 0 && m & 1 == 1
    if let value = x.exactValue, value.isZero { return Number(m == 0 ? 1 : 0) }
    try requireBesselArgument(x)
    let value: Number
    switch x.storage {
    case .exact(let v):
      let bits = w.bits
      value = try besselJ(m, at: v.magnitude, isNegative: v.signum < 0, bits: bits, w)
    case .approximate:
      let bits = w.kernelBits(for: x)
      let (midpoint, radius) = x.interval(bits: bits).midpointAndRadius()
      let atMidpoint: Number
      if midpoint.isZero {
        atMidpoint = Number(m == 0 ? 1 : 0)
      } else {
        guard let r = midpoint.rational else { throw .argumentTooLarge }
        atMidpoint = try besselJ(m, at: r.magnitude, isNegative: r.signum < 0, bits: bits, w)
      }
      // |J_n′| ≤ 1: J_n′ = (J_{n−1} − J_{n+1})/2 and |J_k| ≤ 1.
      let b = bits + 16
      value = w.bounds(
        atMidpoint.lower.subtracting(radius, bits: b, .down), atMidpoint.upper.adding(radius, bits: b, .up))
    }
    return negate ? value.negated : value
  }

  /// J_m(±x) for an exact x > 0.
  private static func besselJ(
    _ m: Int, at x: Rational, isNegative: Bool, bits: Int, _ w: WorkingPrecision
  ) throws(ArithmeticError) -> Number {
    let p = seriesBits(bits, x.magnitude.log2Estimate, m)
    // A short x: the series as one exact fraction (BesselSplitting.swift).
    if let split = try BesselSplitting.besselJ(m, x.magnitude, bits: p, w) {
      return isNegative && m & 1 == 1 ? split.negated : split
    }
    let series = try besselSeries(m, DyadicInterval(x, bits: p), bits: p, harmonic: false, w)
    let j = try series.scale.multiplied(by: series.s, bits: p).number(w)
    return isNegative && m & 1 == 1 ? j.negated : j
  }

  /// Y_n(x) for a whole n and x > 0.
  package static func besselY(_ order: Number, _ x: Number, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    let n = try besselOrder(order, besselYDomainText)
    let m = abs(n)
    try x.requirePositive(orZero: false, besselYDomainText)
    try requireBesselArgument(x)
    // A short x: the series as exact fractions (BesselYSplitting.swift), to calc's largest
    // precision.
    if let v = x.exactValue,
      let split = try BesselSplitting.besselY(m, v, bits: seriesBits(w.bits, v.log2Estimate, m), w)
    {
      let result = w.bounds(split.lower, split.upper)
      return n < 0 && m & 1 == 1 ? result.negated : result
    }
    // The cap: ``WorkBudget/besselYDigits`` (Euler's constant and the harmonic series cost
    // about the square of the digits).
    let most = w.budget.besselYDigits
    if w.digits > most + 100 { throw .beyondBudget(WorkBudget.specialCapText("bessely", most)) }
    let bits = w.kernelBits(for: x)
    let p = seriesBits(bits, x.upper.log2Estimate, m)
    let wp = precision(w, bits: p)
    let xi = x.interval(bits: p)
    let series = try besselSeries(m, xi, bits: p, harmonic: true, w)
    let pi = try Number.pi(wp)
    let gamma = try eulerConstant(wp)
    let half = try x.divided(by: Number(2), wp)
    let j = try series.scale.multiplied(by: series.s, bits: p).number(wp)
    // (2/π)(ln(x/2) + γ) J_n(x) − (1/π)(x/2)ⁿ T − (1/π)(x/2)⁻ⁿ F.
    var sum = try half.logarithm(wp).adding(gamma, wp).multiplied(by: j, wp).multiplied(by: Number(2), wp)
    sum = try sum.subtracting(series.scale.multiplied(by: series.t, bits: p).number(wp), wp)
    if m > 0 {
      let finite = try besselYFinitePart(m, xi, bits: p, w)
      sum = try sum.subtracting(finite.divided(by: series.scale, bits: p).number(wp), wp)
    }
    let y = try sum.divided(by: pi, wp)
    let result = w.bounds(y.lower, y.upper)
    return n < 0 && m & 1 == 1 ? result.negated : result
  }

  /// The order as a machine integer: a domain error for one that is not whole,
  /// `indeterminate` for an approximation whose bounds hold a whole number.
  private static func besselOrder(_ order: Number, _ domain: String) throws(ArithmeticError) -> Int {
    guard let value = order.exactValue else {
      let low = order.lower.floorRational()
      let high = order.upper.floorRational()
      if let low, let high, low != high || high == order.upper.rational { throw .indeterminate }
      throw .domain(domain)
    }
    guard value.isInteger else { throw .domain(domain) }
    guard let n = Int(exactly: value.numerator), n.magnitude <= besselMaximumOrder else {
      throw .beyondBudget(besselOrderLimitText)
    }
    return n
  }

  private static func requireBesselArgument(_ x: Number) throws(ArithmeticError) {
    let limit = Dyadic(besselMaximumArgument)
    if x.upper > limit || x.lower < limit.negated { throw .beyondBudget(besselArgumentLimitText) }
  }

  /// The bits the series work with for `bits` bits of the result: guard bits for the
  /// terms' growth to about e^|x| and for the roundings of their count.
  private static func seriesBits(_ bits: Int, _ log2x: Double, _ n: Int) -> Int {
    let x = log2x.isFinite ? min(exp2(max(log2x, -64)), Double(besselMaximumArgument) * 2) : 0
    return bits + Int(x * 1.4427) + 48 + Int(log2(Double(n + 2)))
  }

  /// The sums of the series at a positive `x`: `Σ c_k`, and with `harmonic`
  /// `Σ (H_k + H_{n+k}) c_k`; `scale` is `(x/2)ⁿ`.
  private static func besselSeries(
    _ n: Int, _ x: DyadicInterval, bits p: Int, harmonic: Bool, _ w: WorkingPrecision
  ) throws(ArithmeticError) -> (s: DyadicInterval, t: DyadicInterval, scale: DyadicInterval) {
    let half = try x.divided(by: 2, bits: p)
    let scale = try half.power(n, bits: p)
    let r = try half.multiplied(by: half, bits: p)
    // c_0 = 1/n!, and H_n.
    var c = DyadicInterval.one
    var harmonicN = DyadicInterval.zero
    if n > 0 {
      for j in 1...n {
        if j & 255 == 0 { try w.cancellation.check() }
        c = try c.divided(by: j, bits: p)
        if harmonic { harmonicN = harmonicN.adding(try DyadicInterval.one.divided(by: j, bits: p), bits: p) }
      }
    }
    var harmonicK = DyadicInterval.zero
    var s = c
    var t = DyadicInterval.zero
    if harmonic { t = try harmonicN.multiplied(by: c, bits: p) }
    var largest = c.upper
    let fourR = try r.upper.scaled(byPowerOfTwo: 2)
    var k = 0
    let limit = 8 * (besselMaximumArgument + p) + 100
    while true {
      k += 1
      if k & 63 == 0 { try w.cancellation.check() }
      if k > limit { throw .beyondBudget(besselArgumentLimitText) }
      let (product, overflow) = k.multipliedReportingOverflow(by: n + k)
      if overflow { throw .beyondBudget(besselArgumentLimitText) }
      c = try c.multiplied(by: r, bits: p).divided(by: product, bits: p)
      let term = k & 1 == 1 ? c.negated : c
      s = s.adding(term, bits: p)
      if harmonic {
        harmonicK = harmonicK.adding(try DyadicInterval.one.divided(by: k, bits: p), bits: p)
        harmonicN = harmonicN.adding(try DyadicInterval.one.divided(by: n + k, bits: p), bits: p)
        t = t.adding(try harmonicK.adding(harmonicN, bits: p).multiplied(by: term, bits: p), bits: p)
      }
      if c.upper > largest { largest = c.upper }
      // Stop where the ratio of the terms that follow is at most 1/4 and the term is below
      // the largest by the working bits.
      let next = (k + 1).multipliedReportingOverflow(by: n + k + 1)
      if !next.overflow, fourR <= Dyadic(next.partialValue),
        c.upper.isZero || c.upper.magnitudeExponent < largest.magnitudeExponent - p
      {
        break
      }
    }
    s = s.adding(c.symmetricHull, bits: p)
    if harmonic {
      let factor = harmonicK.adding(harmonicN, bits: p).adding(DyadicInterval(Dyadic(2)), bits: p)
      t = t.adding(try factor.multiplied(by: c, bits: p).symmetricHull, bits: p)
    }
    return (s, t, scale)
  }

  /// `Σ_{k<n} ((n − k − 1)!/k!) (x²/4)ᵏ` for n ≥ 1 (all terms positive).
  private static func besselYFinitePart(
    _ n: Int, _ x: DyadicInterval, bits p: Int, _ w: WorkingPrecision
  ) throws(ArithmeticError) -> DyadicInterval {
    let half = try x.divided(by: 2, bits: p)
    let r = try half.multiplied(by: half, bits: p)
    // e_0 = (n − 1)!
    var e = DyadicInterval.one
    if n > 2 {
      for j in 2...(n - 1) {
        if j & 255 == 0 { try w.cancellation.check() }
        e = try e.multiplied(by: j, bits: p)
      }
    }
    var sum = e
    if n > 1 {
      for k in 1...(n - 1) {
        if k & 63 == 0 { try w.cancellation.check() }
        // e_k = e_{k−1} (x²/4) / (k (n − k))
        e = try e.multiplied(by: r, bits: p).divided(by: k * (n - k), bits: p)
        sum = sum.adding(e, bits: p)
      }
    }
    return sum
  }
}
