// The step functions: their enclosures, and whether they are provably continuous on the
// interval (constant on it), which a plot needs before joining values.
extension Interval {
  /// A step function's enclosure from its values at the ends: continuous only where both ends
  /// round to the same whole number (the function is constant between); across one jump, the
  /// values between the two steps are its ``Enclosure/gap``.
  private func step(low: Double, high: Double) -> Enclosure {
    Enclosure(Interval(low, high), continuous: low == high, gap: high - low == 1 ? Interval(low, high) : nil)
  }

  /// ⌊x⌋, the greatest whole number ≤ x.
  public func floor() -> Enclosure { step(low: lower.rounded(.down), high: upper.rounded(.down)) }

  /// ⌈x⌉, the least whole number ≥ x.
  public func ceiling() -> Enclosure { step(low: lower.rounded(.up), high: upper.rounded(.up)) }

  /// x rounded toward zero.
  public func truncated() -> Enclosure { step(low: lower.rounded(.towardZero), high: upper.rounded(.towardZero)) }

  /// x rounded to the nearest whole number, whichever way a half goes: the lower end's tie
  /// rounds down and the upper end's up, so the enclosure holds every rule's value.
  public func roundedToNearest() -> Enclosure {
    func tieDown(_ x: Double) -> Double {
      let r = x.rounded(.toNearestOrEven)
      return (r - x == 0.5 || x - r == 0.5) ? x.rounded(.down) : r
    }
    func tieUp(_ x: Double) -> Double {
      let r = x.rounded(.toNearestOrEven)
      return (r - x == 0.5 || x - r == 0.5) ? x.rounded(.up) : r
    }
    return step(low: tieDown(lower), high: tieUp(upper))
  }

  /// The sign: −1, 0 or 1.
  public func sign() -> Enclosure {
    let low: Double = lower > 0 ? 1 : (lower == 0 ? 0 : -1)
    let high: Double = upper < 0 ? -1 : (upper == 0 ? 0 : 1)
    return step(low: low, high: high)
  }
}
