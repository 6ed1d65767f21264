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

/// Lambert W: the `w` with `w·e^w = x`, on the principal branch (`w ≥ −1`, for
/// `x ≥ −1/e`) and on the branch −1 (`w ≤ −1`, for `−1/e ≤ x < 0`).
///
/// How it is certified: `f(w) = w·e^w` increases on `[−1, ∞)` and decreases on
/// `(−∞, −1]`, so a root of `f(w) − x` on a branch lies between any two points where
/// certain bounds of `f − x` show opposite signs. An estimate (a Double from Halley's
/// iteration, or near the branch point the series in `p = ±√(2(ex + 1))`,
/// `W = −1 + p − p²/3 + 11p³/72 − …`, whose coefficients are the ones of Corless et al.) is
/// refined by Newton's iteration at doubling precision, and the interval
/// `w ± 2^(e − bits)` around the last iterate is returned only once `e^w` at enough bits
/// shows `f − x` changing sign across it. Beside the branch point, `f` is flat
/// (`f′(−1) = 0`): the check then works with more bits, about half of `log2(1/(ex + 1))`
/// more, since `W + 1` is about `√(2(ex + 1))`. Where `x` lies against `−1/e` is decided
/// by bounds of `e·x + 1` refined until they do not straddle zero (an exact rational is
/// never `−1/e`).
extension Number {
  /// Which branch of Lambert W: the principal one (`lambertw(x)`) or −1 (`lambertw(x, -1)`).
  package enum LambertBranch: Sendable {
    case principal, minusOne

    var domainText: String {
      switch self {
      case .principal: return "lambertw(x) is defined for x ≥ -1/e"
      case .minusOne: return "lambertw(x, -1) is defined for -1/e ≤ x < 0"
      }
    }
  }

  /// The text of a branch other than 0 and −1, `lambertw(1, 2)`.
  package static let lambertBranchText =
    "lambertw has the branches 0 (lambertw(x) and lambertw(x, 0), for x ≥ -1/e) and -1 (lambertw(x, -1), for -1/e ≤ x < 0)"

  /// W(x) on `branch`: exactly 0 at 0 on the principal branch; a domain error outside the
  /// branch's domain; `indeterminate` for an approximation whose bounds straddle its edge.
  package func lambertW(branch: LambertBranch, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    switch storage {
    case .exact(let x):
      if x.isZero {
        if branch == .principal { return Number(0) }
        throw .domain(branch.domainText)
      }
      let result = try Number.lambertW(of: x, branch, bits: w.bits, w)
      return w.bounds(result.lower, result.upper)
    case .approximate:
      let (lo, hi) = try requireRationalBounds()
      let bits = w.kernelBits(for: self)
      if branch == .minusOne {
        if lo.signum >= 0 { throw .domain(branch.domainText) }
        if hi.signum >= 0 { throw .indeterminate }
      }
      // The upper end decides a domain error (all of the bounds below −1/e); the lower end
      // below −1/e leaves the value undecided.
      let atHigh = try Number.lambertW(of: hi, branch, bits: bits, w)
      let atLow: Number
      do {
        atLow = try Number.lambertW(of: lo, branch, bits: bits, w)
      } catch {
        if case .domain = error { throw .indeterminate }
        throw error
      }
      // W is increasing on the principal branch, decreasing on the branch −1.
      return branch == .principal
        ? w.bounds(atLow.lower, atHigh.upper) : w.bounds(atHigh.lower, atLow.upper)
    }
  }

  /// The working precision of `bits` bits, with `w`'s limits and cancellation.
  static func precision(_ w: WorkingPrecision, bits: Int) -> WorkingPrecision {
    w.with(digits: max(1, (bits - 32) * 1000 / 3322 + 1))
  }

  /// Bounds of W(x) on `branch` for an exact nonzero `x`, about `bits` bits tight.
  static func lambertW(
    of x: Rational, _ branch: LambertBranch, bits: Int, _ w: WorkingPrecision
  ) throws(ArithmeticError) -> Number {
    if x.isZero {
      if branch == .principal { return Number(0) }
      throw .domain(branch.domainText)
    }
    if branch == .minusOne && x.signum > 0 { throw .domain(branch.domainText) }
    // ε = e·x + 1 ≥ 0 is the domain; decided at growing precision for a negative x.
    var epsilon: Dyadic?
    if x.signum < 0 {
      epsilon = try branchPointDistance(x, branch, bits: bits, w)
    }
    // Bits for the check: W + 1 ≈ √(2ε) beside the branch point, where f is flat.
    var extra = 0
    if let epsilon, epsilon.magnitudeExponent < -1 { extra = (2 - epsilon.magnitudeExponent) / 2 + 2 }
    let checkBits = bits + 24 + extra
    var v = try lambertEstimate(x, branch, epsilon: epsilon)
    // Newton's iteration at doubling precision up to checkBits.
    var schedule: [Int] = []
    var p = checkBits
    while p > 48 {
      schedule.append(p)
      p = p / 2 + 8
    }
    schedule.append(48)
    schedule.reverse()
    for bitsOfStep in schedule {
      try w.cancellation.check()
      v = try newtonStep(v, x, bits: bitsOfStep + extra, w)
    }
    for _ in 0..<8 {
      try w.cancellation.check()
      if let bracket = try lambertBracket(v, x, branch, bits: bits, checkBits: checkBits, w) { return bracket }
      v = try newtonStep(v, x, bits: checkBits, w)
    }
    throw .indeterminate
  }

  /// A lower bound of `e·x + 1` for a negative `x`, once bounds decide its sign (a domain
  /// error when it is negative), good to about 60 bits relative to itself.
  private static func branchPointDistance(
    _ x: Rational, _ branch: LambertBranch, bits: Int, _ w: WorkingPrecision
  ) throws(ArithmeticError) -> Dyadic {
    var b = bits + 64
    // An exact rational is never −1/e; how close one can come is bounded by its size (e has
    // irrationality measure 2), so twice its bits and more decide.
    let limit = min(4 * x.bitWidth + 2 * bits + 512, WorkingPrecision.maximumKeptBits)
    while true {
      try w.cancellation.check()
      let wb = precision(w, bits: b)
      let e = try Rational.one.exponentialBounds(bits: b, stop: w.cancellation)
      let epsilon = try e.multiplied(by: Number(x), wb).adding(Number(1), wb)
      if epsilon.upper.signum < 0 { throw .domain(branch.domainText) }
      if epsilon.lower.signum > 0 {
        // Known to about 60 bits relative to itself, or worked out again with more.
        let width = epsilon.upper.subtracting(epsilon.lower, bits: 64, .up)
        if width.isZero { return epsilon.lower }
        let relative = epsilon.lower.magnitudeExponent - width.magnitudeExponent
        if relative >= 60 { return epsilon.lower }
        if b >= limit { return epsilon.lower }
        b = min(b + 64 - relative + 8, limit)
        continue
      }
      if b >= limit { throw .indeterminate }
      b = min(2 * b, limit)
    }
  }

  /// A first estimate of W(x) as an exact dyadic value.
  private static func lambertEstimate(
    _ x: Rational, _ branch: LambertBranch, epsilon: Dyadic?
  ) throws(ArithmeticError) -> Dyadic {
    let xd = Dyadic(x, bits: 64, .down).doubleEstimate
    let sign: Double = branch == .principal ? 1 : -1
    if let epsilon, epsilon.magnitudeExponent <= -1 {
      // The series at the branch point, W = −1 + p·(1 − p/3 + 11p²/72 − …), p = ±√(2ε):
      // p as a dyadic value (it may be below Double's range), the factor in Double, and
      // −1 added exactly, so a tiny p is kept.
      let root = try epsilon.scaled(byPowerOfTwo: 1).squareRoot(bits: 64, .down)
      let p = sign * root.doubleEstimate
      let factor = 1 - p / 3 + 11 * p * p / 72 - 43 * p * p * p / 540 + 769 * p * p * p * p / 17280
      var correction = try root.multiplied(by: dyadic(sign * factor), bits: 128, .down)
      if p.magnitude > 1e-3 { correction = try dyadic(halley(correction.doubleEstimate - 1, xd) + 1) }
      return try correction.adding(Dyadic(-1), bits: 256, .down).checked()
    }
    let log2x = x.magnitude.log2Estimate
    if branch == .principal && log2x < -990 {
      // W(x) = x − x² + …: x itself, to 64 bits.
      return Dyadic(x, bits: 64, .down)
    }
    // ln|x|, and the asymptotic form L1 − L2 + L2/L1 (Corless et al. 4.20).
    let l1 = log2x * M_LN2
    var guess: Double
    if branch == .principal {
      if log2x > 990 {
        let l2 = log(l1)
        guess = l1 - l2 + l2 / l1
      } else {
        guess = xd < 3 ? log1p(xd) : l1 - log(l1) + log(l1) / l1
        guess = halley(guess, xd)
      }
    } else {
      let l2 = log(-l1)
      guess = l1 - l2 + l2 / l1
      if log2x > -990 { guess = halley(guess, xd) }
    }
    return try dyadic(guess)
  }

  /// A finite Double as a dyadic value.
  private static func dyadic(_ value: Double) throws(ArithmeticError) -> Dyadic {
    guard value.isFinite, let number = Number(value), let r = number.exactValue else { throw .indeterminate }
    return Dyadic(r, bits: 64, .down)
  }

  /// Halley's iteration for w·e^w = x in Double, from `guess` (the guess itself where the
  /// iteration leaves the finite numbers).
  private static func halley(_ guess: Double, _ x: Double) -> Double {
    var g = guess
    for _ in 0..<40 {
      let e = exp(g)
      let f = g * e - x
      let w1 = g + 1
      guard w1 != 0 else { break }
      let step = f / (e * w1 - (g + 2) * f / (2 * w1))
      guard step.isFinite else { break }
      let next = g - step
      guard next.isFinite else { break }
      g = next
      if step.magnitude <= 1e-16 * Swift.max(g.magnitude, 1e-300) { break }
    }
    return g.isFinite ? g : guess
  }

  /// One Newton step `v − (v e^v − x)/(e^v (v + 1))` at `bits`, to a dyadic of `bits` bits.
  private static func newtonStep(_ v: Dyadic, _ x: Rational, bits: Int, _ w: WorkingPrecision) throws(ArithmeticError) -> Dyadic {
    guard let vr = v.rational else { throw .argumentTooLarge }
    let wb = precision(w, bits: bits + 16)
    let e = try vr.exponentialBounds(bits: bits + 16, stop: w.cancellation)
    let point = Number(vr)
    let f = try point.multiplied(by: e, wb).subtracting(Number(x), wb)
    let slope = try e.multiplied(by: point.adding(Number(1), wb), wb)
    let next: Number
    do {
      next = try point.subtracting(f.divided(by: slope, wb), wb)
    } catch {
      // A slope that may be zero (v at −1 to the working bits), or is (v exactly −1, as the
      // estimate is beside the branch point: lambertw(-1/e+1e-300) said "division by zero"):
      // no step; the bracket then decides, or the refinement raises the bits.
      if error == .indeterminate || error == .divisionByZero { return v }
      throw error
    }
    let middle = try Dyadic.exactSum(next.lower, next.upper).scaled(byPowerOfTwo: -1)
    return middle.rounded(toBits: bits, .down)
  }

  /// `[v − δ, v + δ]` (clamped at −1 on the branch's side) when bounds of `u e^u − x` at its
  /// ends show the root of the branch inside it; nil when they do not yet.
  private static func lambertBracket(
    _ v: Dyadic, _ x: Rational, _ branch: LambertBranch, bits: Int, checkBits: Int, _ w: WorkingPrecision
  ) throws(ArithmeticError) -> Number? {
    let scale = v.isZero ? 0 : v.magnitudeExponent
    let delta = Dyadic(significand: 1, exponent: scale - bits - 2, isNegative: false)
    var lo = Dyadic.exactSum(v, delta.negated)
    var hi = Dyadic.exactSum(v, delta)
    let minusOne = Dyadic(-1)
    var clamped = false
    if branch == .principal && lo < minusOne {
      lo = minusOne
      clamped = true
    }
    if branch == .minusOne && hi > minusOne {
      hi = minusOne
      clamped = true
    }
    func excess(_ u: Dyadic) throws(ArithmeticError) -> Number {
      guard let r = u.rational else { throw .argumentTooLarge }
      let wb = precision(w, bits: checkBits + 16)
      let e = try r.exponentialBounds(bits: checkBits + 16, stop: w.cancellation)
      return try Number(r).multiplied(by: e, wb).subtracting(Number(x), wb)
    }
    switch branch {
    case .principal:
      // f increases: f(lo) ≤ x ≤ f(hi). At the clamp, f(−1) = −1/e ≤ x.
      if !clamped, try excess(lo).upper.signum > 0 { return nil }
      if try excess(hi).lower.signum < 0 { return nil }
    case .minusOne:
      // f decreases: f(lo) ≥ x ≥ f(hi).
      if try excess(lo).lower.signum < 0 { return nil }
      if !clamped, try excess(hi).upper.signum > 0 { return nil }
    }
    return Number(lower: lo, upper: hi)
  }
}
