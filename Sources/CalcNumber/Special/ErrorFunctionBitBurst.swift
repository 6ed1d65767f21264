import BigInt

/// erf and erfc of a long argument by the bit-burst algorithm, the route of Arb's
/// `arb_hypgeom_erf_bb`, learnt from its description: the argument is cut into pieces of
/// doubling length, `a = c₀ + h₁ + h₂ + …`, and `G(t) = ∫₀ᵗ e^(−s²) ds = (√π/2) erf(t)` is
/// carried from one partial sum `z` to the next `z + h` by the Taylor series of the ODE
/// `G′ = e^(−t²)`, each summed in fixed point term by term with a proved error
/// (BitBurstFixedPoint.swift), or, should its step map's norm exceed 1, exactly by binary
/// splitting (``Burst``).
///
/// From `z` to `z + h`: `G(z + h) − G(z) = e^(−z²) ∫₀ʰ E(u) du` and `e^(−(z+h)²) = e^(−z²) E(h)`
/// for `E(u) = e^(−2zu − u²) = Σ e_k u^k`, whose coefficients follow from `E′ = −(2z + 2u) E`:
/// `e₀ = 1`, `(k + 1) e_(k+1) = −2z e_k − 2 e_(k−1)`. So, with `u_k = e_k h^k`, one recurrence
/// gives both sums `E(h) = Σ u_k` and `I = ∫₀ʰ E = h Σ u_k/(k + 1)`. For `z = p/2^t` and
/// `h = r/2^s` (`s > t`, `0 <= r < 2^(s−t)`, so `h < 2^−t`) it is
/// `2^(2s)(k + 1) u_(k+1) = −α u_k − β u_(k−1)`, `α = 2pr·2^(s−t)`, `β = 2r²`: integers, so the
/// state `(u_k, u_(k−1), Σ_(i<k) u_i, Σ_(i<k) u_i/(i + 1))` moves by an integer 4×4 matrix over
/// `2^(2s)(k + 1)` (the binary splitting's steps), or term by term in fixed point by products
/// of the full width by the short `α` and `β`.
///
/// **Tail.** `E` is entire with `|E(u)| <= e^(2|z| + 1)` on `|u| = 1`, so by Cauchy's estimate
/// `|e_k| <= C = e^(2z + 1)` and the terms from `N` on sum to at most `C·|h|^N/(1 − |h|) <=
/// 2C·2^(−tN)` (`t >= 1`); the same bounds `Σ_(k≥N) |u_k|/(k + 1)`. `N` makes it below the
/// target. Everything else is exact integers or certified ``Number`` arithmetic.
///
/// The first piece `c₀ = ⌊a·2^L₀⌋/2^L₀` is short: `G(c₀) = c₀ e^(−c₀²) S(c₀)` by the exact split
/// sum of erf's series (ErrorFunctionSplitting.swift), or, past erfc's asymptotic threshold,
/// erfc(c₀) by its asymptotic series. The pieces then take `L₀ … 2L₀ … 4L₀` bits after the
/// point, up to all the bits of `a` (a dyadic below `a` within `2^−L`, the difference bounded
/// by `G′ <= e^(−c₀²)`).
extension ErrorFunction {
  /// The bits from which a long argument takes the bit-burst (below it the term-by-term
  /// series and the rectangular sum are as quick).
  static let burstBits = 400

  /// The most bits of the first piece, whose sum is first order (cheaper by the bit than
  /// the pieces after it, but growing with its length times the terms).
  static let firstPieceBits = 32

  /// Whether `a` is long: more than 128 bits in its numerator or denominator.
  static func isLong(_ a: Rational) -> Bool {
    a.numerator.magnitude.bitWidth > 128 || a.denominator.magnitude.bitWidth > 128
  }

  /// `a` cut at `L` bits after the point, `⌊a·2^L⌋`, and the piece lengths `L₀ < 2L₀ < … <= L`.
  static func dyadic(_ a: Rational, bits L: Int) -> BigUInt {
    BinarySplitting.quotient(a.numerator.magnitude.shiftedLeft(bits: L), a.denominator.magnitude)
  }

  /// erf(a) for a long `a > 0` in the series' region, to about `bits` bits relative; nil when
  /// no first piece splits (not expected for the `a` this is used at).
  static func burstErf(_ a: Rational, bits: Int, _ w: WorkingPrecision) throws(ArithmeticError) -> Number? {
    let lead = Int(a.log2Estimate.rounded(.down))
    let target = bits + 32 + max(0, -lead)
    let wk = w.withBits(target + 32)
    let L = target + 16
    let m = dyadic(a, bits: L)
    // The first piece: the longest of 256, 128, … bits whose exact sum stays within its size.
    var first = firstPieceBits
    var c0 = Rational.zero
    var c0Square = Rational.zero
    while first >= 8 {
      let n = m >> (L - first)
      c0 = Rational(numerator: BigInt(n), denominator: BigInt(1) << first)
      c0Square = try c0.multiplied(by: c0)
      if n.isZero || splits(c0, c0Square, bits: target + 8) { break }
      first /= 2
    }
    if first < 8 { return nil }
    var g = Number(0)
    let k0: Number
    if c0.isZero {
      k0 = Number(1)
    } else {
      k0 = try Number(c0Square).negated.exponential(wk)
      let s = try splitSum(c0, c0Square, bits: target + 8, stop: w.cancellation)
      g = try s.multiplied(by: Number(c0), wk).multiplied(by: k0, wk)
    }
    let increment = try burst(m, bits: L, first: first, k0, target: target + 8, wk)
    // a − m/2^L lies in [0, 2^−L), and G′ <= 1.
    let slack = Dyadic(significand: 1, exponent: -L, isNegative: false)
    let total = try g.adding(increment, wk)
    let sum = Number(lower: total.lower, upper: total.upper.adding(slack, bits: wk.bits, .up))
    let twoOverRootPi = try Number(2).divided(by: Number.pi(wk).squareRoot(wk), wk)
    return try sum.multiplied(by: twoOverRootPi, wk)
  }

  /// erfc(a) for a long `a > 0` past the asymptotic threshold, to about `bits` bits relative:
  /// erfc(c₀) by the asymptotic series of the short `c₀`, less `(2/√π)(G(a) − G(c₀))`.
  static func burstErfc(_ a: Rational, bits: Int, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    // 16 bits: the asymptotic series' steps then divide by one word (2c₀² < 2^64 for c₀ < 2^15).
    let first = 16
    let target = bits + 40 + max(0, Int(a.log2Estimate) + 2)
    let wk = w.withBits(target + 32)
    let L = target + 16 + max(0, Int(a.log2Estimate) + 2)
    let m = dyadic(a, bits: L)
    let c0 = Rational(numerator: BigInt(m >> (L - first)), denominator: BigInt(1) << first)
    let c0Square = try c0.multiplied(by: c0)
    let base = try erfcAsymptotic(c0, c0Square, bits: target, w)
    let k0 = try Number(c0Square).negated.exponential(wk)
    // Relative to e^(−c₀²): the increments are at most that, erfc(a) about e^(−a²)/(a√π).
    let increment = try burst(m, bits: L, first: first, k0, target: target, wk)
    // a − m/2^L lies in [0, 2^−L), and G′ <= e^(−c₀²) there.
    let step = Dyadic(significand: 1, exponent: -L, isNegative: false)
    let slack = try k0.multiplied(by: Number(lower: step, upper: step), wk)
    let total = Number(lower: increment.lower, upper: increment.upper.adding(slack.upper, bits: wk.bits, .up))
    let twoOverRootPi = try Number(2).divided(by: Number.pi(wk).squareRoot(wk), wk)
    return try base.subtracting(total.multiplied(by: twoOverRootPi, wk), wk)
  }

  /// `G(m/2^L) − G(c₀)`, `c₀ = ⌊m/2^(L − first)⌋/2^first`, given `k0 = e^(−c₀²)`: the stages
  /// `G += K·I`, `K ·= E(h)` over the pieces, each with its tails below `2^−target` times
  /// `K` (``Number`` carries every rounding).
  private static func burst(
    _ m: BigUInt, bits L: Int, first: Int, _ k0: Number, target: Int, _ wk: WorkingPrecision
  ) throws(ArithmeticError) -> Number {
    var increment = Number(0)
    var k = k0
    var t = first
    while t < L {
      try wk.cancellation.check()
      let s = min(2 * t, L)
      let r = (m >> (L - s)) & ((BigUInt(1) << (s - t)) - 1)
      if !r.isZero {
        let p = m >> (L - t)
        let (e, i) = try stage(p, t: t, r, s: s, target: target, wk)
        increment = try increment.adding(k.multiplied(by: i, wk), wk)
        k = try k.multiplied(by: e, wk)
      }
      t = s
    }
    return increment
  }

  /// `(E(h), I)` for `z = p/2^t`, `h = r/2^s`, each within `2^−target` (plus its roundings).
  private static func stage(
    _ p: BigUInt, t: Int, _ r: BigUInt, s: Int, target: Int, _ wk: WorkingPrecision
  ) throws(ArithmeticError) -> (Number, Number) {
    // C = e^(2z + 1): log2 C <= (2(⌊z⌋ + 1) + 1)·log2(e) + 1.
    let zCeiling = Double((p >> t) + 1)
    let log2C = Int(((2 * zCeiling + 1) * 1.442_695_040_888_963_4).rounded(.up)) + 1
    // 2C·2^(−tN) <= 2^−(target + 2).
    let terms = max(2, (target + 3 + log2C + t - 1) / t)
    let alpha = BigUInt.product(p, r).shiftedLeft(bits: s - t + 1)
    let beta = BigUInt.product(r, r).shiftedLeft(bits: 1)
    let radius = Dyadic(significand: 1, exponent: -(target + 2), isNegative: false)
    let bits = wk.bits
    let h = Number(Rational(numerator: BigInt(r), denominator: BigInt(1) << s))
    // In fixed point term by term (BitBurstFixedPoint.swift), else by exact binary splitting.
    let scale = target + 2 + BurstFixedPoint.guardBits(terms)
    if let (e, sum) = try BurstFixedPoint.erfSums(
      alpha: alpha, beta: beta, shift: 2 * s, terms: terms, scale: scale, stop: wk.cancellation)
    {
      return (e.widened(by: radius, bits: bits), try sum.widened(by: radius, bits: bits).multiplied(by: h, wk))
    }
    let column = try Burst(alpha: BigInt(alpha), beta: BigInt(beta), shift: 2 * s, stop: wk.cancellation).column(terms)
    let e = fraction(column.y0, column.d, bits: bits).widened(by: radius, bits: bits)
    let sum = fraction(column.y1, column.d, bits: bits).widened(by: radius, bits: bits)
    return (e, try sum.multiplied(by: h, wk))
  }

  /// Bounds on `y/d` (`d > 0`) at `bits` bits, from their leading `bits + 64` bits.
  static func fraction(_ y: BigInt, _ d: BigInt, bits: Int) -> Number {
    let (y1, d1) = BinarySplitting.truncated(y.magnitude, d.magnitude, keeping: bits + 64)
    let low = Dyadic(fraction: BigInt(y1), BigInt(d1 + 1), bits: bits, .down)
    let high = Dyadic(fraction: BigInt(y1 + 1), BigInt(d1), bits: bits, .up)
    return y.signum() < 0 ? Number(lower: high.negated, upper: low.negated) : Number(lower: low, upper: high)
  }
}

extension Number {
  /// `[lower − r, upper + r]` at `bits` bits.
  func widened(by r: Dyadic, bits: Int) -> Number {
    Number(lower: lower.subtracting(r, bits: bits, .down), upper: upper.adding(r, bits: bits, .up))
  }
}

/// The binary splitting of a bit-burst's recurrence: the product of integer steps
/// `T_k = [[A_k, 0], [C_k, d_k·I]]` (2×2 blocks, the state's last two entries the sums), made
/// by ``leaf``; two products combine as `[[A₂A₁, 0], [C₂A₁ + d₂C₁, d₂d₁·I]]`, and the steps
/// from 0 need only their product with the start `(x0, x1, 0, 0)`.
///
/// For erf (``ErrorFunction``): `d_k = (k + 1)·2^shift`, `A_k = [[−α, −β], [d_k, 0]]` and
/// `C_k = [[d_k, 0], [2^shift, 0]]`, on `(u_k, u_(k−1), Σ u_i, Σ u_i/(i + 1))` from `(1, 0)`.
struct Burst {
  let leaf: (Int) -> Block
  let stop: CancellationToken?

  init(leaf: @escaping (Int) -> Block, stop: CancellationToken?) {
    self.leaf = leaf
    self.stop = stop
  }

  init(alpha: BigInt, beta: BigInt, shift: Int, stop: CancellationToken?) {
    self.stop = stop
    self.leaf = { k in
      let d = BigInt(k + 1) << shift
      return Block(a00: -alpha, a01: -beta, a10: d, a11: 0, c00: d, c01: 0, c10: BigInt(1) << shift, c11: 0, d: d)
    }
  }

  /// A product of steps: `A` and `C` row by row, and the common denominator `d > 0`.
  struct Block {
    var a00, a01, a10, a11: BigInt
    var c00, c01, c10, c11: BigInt
    var d: BigInt
  }

  /// A product of the steps from 0 times the start: `(x0, x1, y0, y1)/d`.
  struct Column {
    var x0, x1, y0, y1: BigInt
    var d: BigInt
  }

  private func block(_ i: Int, _ j: Int) throws(ArithmeticError) -> Block {
    if j - i == 1 { return leaf(i) }
    if j - i >= 32 { try stop.check() }
    let m = i + (j - i) / 2
    let l = try block(i, m)
    let r = try block(m, j)
    let p = Burst.product
    return Block(
      a00: p(r.a00, l.a00) + p(r.a01, l.a10), a01: p(r.a00, l.a01) + p(r.a01, l.a11),
      a10: p(r.a10, l.a00) + p(r.a11, l.a10), a11: p(r.a10, l.a01) + p(r.a11, l.a11),
      c00: p(r.c00, l.a00) + p(r.c01, l.a10) + p(r.d, l.c00),
      c01: p(r.c00, l.a01) + p(r.c01, l.a11) + p(r.d, l.c01),
      c10: p(r.c10, l.a00) + p(r.c11, l.a10) + p(r.d, l.c10),
      c11: p(r.c10, l.a01) + p(r.c11, l.a11) + p(r.d, l.c11),
      d: p(r.d, l.d))
  }

  /// `x·y`, the low zero bits of each (the powers of two of the denominators) taken out
  /// before the product and put back after it.
  static func product(_ x: BigInt, _ y: BigInt) -> BigInt {
    if x.isZero || y.isZero { return 0 }
    let zx = x.magnitude.trailingZeroBitCount
    let zy = y.magnitude.trailingZeroBitCount
    if zx + zy < 256 { return BigInt.product(x, y) }
    return BigInt.product(x >> zx, y >> zy) << (zx + zy)
  }

  /// The product of the steps `0 ..< j` times the start `(x0, x1, 0, 0)`.
  func column(_ j: Int, start x0: BigInt = 1, _ x1: BigInt = 0) throws(ArithmeticError) -> Column {
    let p = Burst.product
    if j == 1 {
      let t = leaf(0)
      return Column(
        x0: p(t.a00, x0) + p(t.a01, x1), x1: p(t.a10, x0) + p(t.a11, x1),
        y0: p(t.c00, x0) + p(t.c01, x1), y1: p(t.c10, x0) + p(t.c11, x1), d: t.d)
    }
    let m = j / 2
    let l = try column(m, start: x0, x1)
    let r = try block(m, j)
    return Column(
      x0: p(r.a00, l.x0) + p(r.a01, l.x1),
      x1: p(r.a10, l.x0) + p(r.a11, l.x1),
      y0: p(r.c00, l.x0) + p(r.c01, l.x1) + p(r.d, l.y0),
      y1: p(r.c10, l.x0) + p(r.c11, l.x1) + p(r.d, l.y1),
      d: p(r.d, l.d))
  }
}
