// Enclosures of the special functions that are monotone on known pieces: erf and erfc
// everywhere; Γ and ln|Γ| on the positive axis (log-convex, least at x₀ = 1.4616321449683623…)
// and between their poles (ln|Γ| convex, its slope ψ increasing), with the values skipped at a
// pole.
extension Interval {
  /// The point x₀ where Γ is least on the positive axis, between these `Double`s
  /// (mpmath: x₀ = 1.46163214496836234126265954232572132846819620400644635…).
  static let gammaMinimumPoint = Interval(1.4616321449683622, 1.4616321449683625)

  /// A lower bound of Γ(x₀) = 0.88560319441088870027881590058258873320795153366990344… (mpmath),
  /// rounded down.
  static let gammaMinimum = 0.8856031944108886

  /// A lower bound of ln Γ(x₀) = −0.12148629053584960809551455717769158215135617312999903…
  /// (mpmath), rounded down.
  static let logGammaMinimum = -0.12148629053584961

  /// erf x, in [−1, 1].
  public func errorFunction() -> Interval {
    let r = increasing(.erf)
    return Interval(Swift.max(-1, r.lower), Swift.min(1, r.upper))
  }

  /// erfc x = 1 − erf x, in [0, 2].
  public func complementaryErrorFunction() -> Interval {
    let r = decreasing(.erfc)
    return Interval(Swift.max(0, r.lower), Swift.min(2, r.upper))
  }

  /// Γ(x): defined except at 0 and the negative whole numbers, its poles. Over an interval
  /// holding a pole it is unbounded and neither defined throughout nor continuous.
  public func gamma() -> Enclosure {
    if lower > 0 { return Enclosure(positiveSide(.gamma, minimum: Interval.gammaMinimum)) }
    if let pole = poleEnclosure(logarithmic: false) { return pole }
    // Between poles Γ has the sign (−1)^k on (k, k + 1), and |Γ| = e^(ln|Γ|).
    let magnitude = logGammaBetweenPoles().exponential()
    let positive = Int(lower.rounded(.down)) % 2 == 0
    return Enclosure(positive ? magnitude : -magnitude)
  }

  /// ln|Γ(x)| (C's `lgamma`): defined except at 0 and the negative whole numbers.
  public func logGamma() -> Enclosure {
    if lower > 0 { return Enclosure(positiveSide(.lgamma, minimum: Interval.logGammaMinimum)) }
    if let pole = poleEnclosure(logarithmic: true) { return pole }
    return Enclosure(logGammaBetweenPoles())
  }

  /// ln|Γ| over an interval strictly between two poles. ln|Γ| is convex there (its second
  /// derivative, the trigamma function, is positive), so its greatest value is at an end;
  /// its slope ψ (digamma) increases, so it is monotone when ψ has one sign at both ends, and
  /// otherwise lies above its tangents at both ends, whose crossing is a lower bound of the
  /// least value: (f(a)·ψ(b) − ψ(a)·f(b) + ψ(a)·ψ(b)·(b − a)) / (ψ(b) − ψ(a)), in interval
  /// arithmetic on the certified values.
  private func logGammaBetweenPoles() -> Interval {
    let fa = Interval.certified(.lgamma, lower), fb = Interval.certified(.lgamma, upper)
    let sa = Interval.certified(.digamma, lower), sb = Interval.certified(.digamma, upper)
    let high = Swift.max(fa.up, fb.up)
    if sa.down > 0 { return Interval(fa.down, fb.up) }
    if sb.up < 0 { return Interval(fb.down, fa.up) }
    let f0 = Interval(fa.down, fa.up), f1 = Interval(fb.down, fb.up)
    let s0 = Interval(sa.down, sa.up), s1 = Interval(sb.down, sb.up)
    let crossing = (f0 * s1 - s0 * f1 + s0 * s1 * (Interval(upper) - Interval(lower))).divided(by: s1 - s0)
    guard let low = crossing.range?.lower, crossing.isDefinedThroughout, low.isFinite else {
      return Interval(-.infinity, high)
    }
    return Interval(Swift.min(low, high), high)
  }

  /// For an interval with lower ≤ 0: nil when it lies between two poles (strictly), else the
  /// enclosure of Γ (or ln|Γ|, `logarithmic`) with a pole in it: defined nowhere when it is
  /// the pole alone; with one pole p and Γ monotone on both sides of it (ψ > 0 at the lower
  /// end, ψ < 0 at the upper: |Γ| grows toward the pole on both sides), the values beyond
  /// Γ at the ends, a ray each side, and the values between skipped (Γ changes sign at p:
  /// (−1)^p right of it); else the whole line.
  private func poleEnclosure(logarithmic: Bool) -> Enclosure? {
    let k = lower.rounded(.down)
    if lower > k, upper < k + 1 { return nil }
    if lower == upper { return .nowhere }
    let unknown = Enclosure(.whole, definedThroughout: false, continuous: false)
    let p = lower.rounded(.up)
    guard p <= 0, upper < p + 1, Swift.abs(p) < 0x1p52 else { return unknown }
    let hasLeft = lower < p, hasRight = upper > p
    if hasLeft && !(Interval.certified(.digamma, lower).down > 0) { return unknown }
    if hasRight && !(Interval.certified(.digamma, upper).up < 0) { return unknown }
    let f: PointFunction = logarithmic ? .lgamma : .gamma
    let left = hasLeft ? Interval.certified(f, lower) : nil
    let right = hasRight ? Interval.certified(f, upper) : nil
    if logarithmic {
      // ln|Γ| grows to +∞ at the pole from both sides.
      let low = Swift.min(left?.down ?? .infinity, right?.down ?? .infinity)
      return Enclosure(Interval(low, .infinity), definedThroughout: false, continuous: false)
    }
    // Right of p, Γ has the sign (−1)^p; left of it the other.
    let positiveRight = Int(p) % 2 == 0
    if positiveRight {
      // Left: (−∞, Γ(lower)]; right: [Γ(upper), ∞).
      let range = Interval(left == nil ? (right?.down ?? -.infinity) : -.infinity, right == nil ? (left?.up ?? .infinity) : .infinity)
      let gap = left.flatMap { l in right.flatMap { r in l.up < r.down ? Interval(l.up, r.down) : nil } }
      return Enclosure(range, definedThroughout: false, continuous: false, gap: gap)
    }
    // Left: [Γ(lower), ∞); right: (−∞, Γ(upper)].
    let range = Interval(right == nil ? (left?.down ?? -.infinity) : -.infinity, left == nil ? (right?.up ?? .infinity) : .infinity)
    let gap = left.flatMap { l in right.flatMap { r in r.up < l.down ? Interval(r.up, l.down) : nil } }
    return Enclosure(range, definedThroughout: false, continuous: false, gap: gap)
  }

  /// Γ or ln Γ over an interval of positive numbers: the larger end's value above (both are
  /// log-convex, so the greatest value is at an end), the least value below: the upper end's
  /// left of x₀, the lower end's right of it, the function's minimum when x₀ may be inside.
  private func positiveSide(_ f: PointFunction, minimum: Double) -> Interval {
    let a = Interval.bounds(f, at: lower), b = Interval.bounds(f, at: upper)
    let low: Double
    if upper <= Interval.gammaMinimumPoint.lower {
      low = b.down
    } else if lower >= Interval.gammaMinimumPoint.upper {
      low = a.down
    } else {
      low = minimum
    }
    return Interval(low, Swift.max(a.up, b.up))
  }
}
