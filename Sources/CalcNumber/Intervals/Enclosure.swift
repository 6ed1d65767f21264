/// What is known of a function over an interval of its argument: an interval holding every
/// value it takes there, whether it is defined at every point, and whether it is provably
/// continuous there (GrafEq's continuity tracking: a plot may join values by the intermediate
/// value theorem only where the function is continuous).
public struct Enclosure: Sendable, Hashable {
  /// Every value the function takes on the argument's interval; nil when it is defined nowhere
  /// there.
  public var range: Interval?
  /// Whether the function is defined at every point of the argument's interval.
  public var isDefinedThroughout: Bool
  /// Whether the function is defined and continuous on the whole argument's interval.
  public var isContinuous: Bool
  /// An open interval inside ``range`` of values the function provably does not take (the
  /// riser of a step function's jump: `floor` over [0.5, 1.5] takes 0 and 1 only), or nil.
  /// The step functions, `tan` over a pole and a quotient by an interval holding zero make one;
  /// the outermost function's gap holds for the composition, and negation, adding and
  /// multiplying by a gapless operand carry it (``carriedGap(through:by:product:)``).
  public var gap: Interval?

  /// An enclosure of `range`, with what is known of definition and continuity.
  public init(_ range: Interval?, definedThroughout: Bool = true, continuous: Bool = true, gap: Interval? = nil) {
    self.range = range
    self.gap = gap
    isDefinedThroughout = range != nil && definedThroughout
    isContinuous = isDefinedThroughout && continuous
  }

  /// A function that is defined nowhere on the interval.
  public static let nowhere = Enclosure(nil, definedThroughout: false, continuous: false)

  /// The enclosure of a function applied to this one: `f` gives the enclosure of the function
  /// over ``range``; definition and continuity hold only where both hold.
  public func map(_ f: (Interval) -> Enclosure) -> Enclosure {
    guard let range else { return .nowhere }
    let image = f(range)
    return Enclosure(image.range, definedThroughout: isDefinedThroughout && image.isDefinedThroughout,
                     continuous: isContinuous && image.isContinuous, gap: image.gap)
  }

  /// A sum or product `self ∘ other` (already computed as `result`) with the gap of whichever
  /// operand has one carried over when the other has none: a value of the operand with the gap
  /// lies at or below its lower end or at or above its upper end, so the result's values avoid
  /// the open interval between the images of those ends. Nil when nothing is carried.
  public func carriedGap(through operation: (Double, Double) -> Double, by other: Interval, product: Bool) -> Interval? {
    guard let gap else { return nil }
    if product {
      if other.lower > 0 {
        let low = gap.lower >= 0 ? operation(gap.lower, other.upper) : operation(gap.lower, other.lower)
        let high = gap.upper >= 0 ? operation(gap.upper, other.lower) : operation(gap.upper, other.upper)
        return Enclosure.inner(low, high)
      }
      if other.upper < 0 {
        // Multiplying by a negative number swaps the sides.
        let low = gap.upper >= 0 ? operation(gap.upper, other.lower) : operation(gap.upper, other.upper)
        let high = gap.lower >= 0 ? operation(gap.lower, other.upper) : operation(gap.lower, other.lower)
        return Enclosure.inner(low, high)
      }
      return nil
    }
    return Enclosure.inner(operation(gap.lower, other.upper), operation(gap.upper, other.lower))
  }

  /// The open interval (low, high) shrunk by a unit in the last place at each end (the ends
  /// were rounded to nearest), or nil when nothing is left.
  static func inner(_ low: Double, _ high: Double) -> Interval? {
    guard low.isFinite, high.isFinite else { return nil }
    let a = low.nextUp, b = high.nextDown
    return a < b ? Interval(a, b) : nil
  }

  /// The enclosure of a function of two arguments applied to this one and `other`.
  public func combine(_ other: Enclosure, _ f: (Interval, Interval) -> Enclosure) -> Enclosure {
    guard let range, let otherRange = other.range else { return .nowhere }
    let image = f(range, otherRange)
    return Enclosure(
      image.range, definedThroughout: isDefinedThroughout && other.isDefinedThroughout && image.isDefinedThroughout,
      continuous: isContinuous && other.isContinuous && image.isContinuous, gap: image.gap)
  }
}
