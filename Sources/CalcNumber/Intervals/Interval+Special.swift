// Enclosures of the special functions that are monotone on known pieces: erf and erfc
// everywhere; Γ and ln|Γ| on the positive axis (log-convex, least at x₀ = 1.4616321449683623…)
// and between their poles by the reflection formula.
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
    if let pole = poleEnclosure { return pole }
    // Γ(x) = π / (sin(πx) Γ(1 − x)), with 1 − x > 1.
    let sine = (Interval.pi * self).sine()
    let reflected = (Interval(1) - self).positiveSide(.gamma, minimum: Interval.gammaMinimum)
    let quotient = Interval.pi.divided(by: sine * reflected)
    return Enclosure(quotient.range ?? .whole, gap: quotient.gap)
  }

  /// ln|Γ(x)| (C's `lgamma`): defined except at 0 and the negative whole numbers.
  public func logGamma() -> Enclosure {
    if lower > 0 { return Enclosure(positiveSide(.lgamma, minimum: Interval.logGammaMinimum)) }
    if let pole = poleEnclosure { return pole }
    // ln|Γ(x)| = ln π − ln|sin πx| − ln Γ(1 − x), with 1 − x > 1.
    guard let logSine = (Interval.pi * self).sine().magnitude().logarithm().range,
      let logPi = Interval.pi.logarithm().range
    else { return Enclosure(.whole) }
    let reflected = (Interval(1) - self).positiveSide(.lgamma, minimum: Interval.logGammaMinimum)
    return Enclosure(logPi - logSine - reflected)
  }

  /// For an interval with lower ≤ 0: nil when it lies between two poles (strictly), else the
  /// enclosure of a function with a pole in it (nowhere defined when it is the pole alone).
  private var poleEnclosure: Enclosure? {
    let k = lower.rounded(.down)
    if lower > k, upper < k + 1 { return nil }
    if lower == upper { return .nowhere }
    return Enclosure(.whole, definedThroughout: false, continuous: false)
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
