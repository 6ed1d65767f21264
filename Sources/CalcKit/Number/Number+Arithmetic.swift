/// How precisely approximations are carried: bounds are rounded outward to `digits`
/// significant digits after every operation.
struct WorkingPrecision: Sendable {
  var digits: Int

  /// Bits that carry `digits` decimal digits, plus guard bits for the elementary kernels.
  var bits: Int { digits * 3322 / 1000 + 32 }

  func down(_ value: Rational) -> Rational { value.rounded(toDigits: digits, mode: .floor) }
  func up(_ value: Rational) -> Rational { value.rounded(toDigits: digits, mode: .ceiling) }

  /// An approximation from bounds, rounded outward.
  func interval(_ lower: Rational, _ upper: Rational) -> Number {
    Number(lower: down(lower), upper: up(upper))
  }

  /// Bounds rounded outward like ``interval(_:_:)``, except that bounds far narrower than
  /// the working precision keep their width: they are rounded to as many digits as their
  /// width needs, at most ``maximumKeptDigits`` (and within the size cap).
  ///
  /// Such bounds come from kernels that know more than the working precision asks:
  /// `e^(-1e-929)` from its Taylor series is `1 − 1e-929` to some 50 digits of the
  /// difference, which rounding to 50 significant digits would turn into `[1 − 1e-50, 1]`
  /// and so lose the digit `floor` needs.
  func keepingWidth(_ lower: Rational, _ upper: Rational) -> Number {
    guard lower.signum == upper.signum, lower.signum != 0, lower != upper,
      let width = try? upper.subtracting(lower)
    else { return interval(lower, upper) }
    let scale = max(lower.magnitude.log2Estimate, upper.magnitude.log2Estimate)
    let relativeDigits = (scale - width.log2Estimate) * 0.301_029_995_663_981_2
    guard relativeDigits.isFinite, relativeDigits > Double(digits + 20) else { return interval(lower, upper) }
    // A bound of magnitude 10^a kept to k digits has a denominator of about 10^(k - a).
    let magnitudeDigits = Int((scale * 0.301_029_995_663_981_2).rounded(.down))
    let room = Limits.maximumDigits - 16 + magnitudeDigits
    let kept = min(Int(relativeDigits) + 4, WorkingPrecision.maximumKeptDigits, room)
    guard kept > digits else { return interval(lower, upper) }
    return Number(lower: lower.rounded(toDigits: kept, mode: .floor), upper: upper.rounded(toDigits: kept, mode: .ceiling))
  }

  /// The most significant digits ``keepingWidth(_:_:)`` keeps.
  static let maximumKeptDigits = 20_000

  /// The bits a kernel works with for an argument: ``bits``, or more when the argument's
  /// bounds are far narrower than the working precision (so the result keeps what the
  /// argument knows), up to twice ``bits`` and 4,000 bits more, and never beyond 6,700
  /// bits (about 2,000 digits, ``Limits/maximumRetryDigits``) unless ``bits`` is more:
  /// the refinement budget counts working digits, and a kernel far beyond them would
  /// escape it.
  func kernelBits(for x: Number) -> Int {
    guard case .approximate(let lower, let upper) = x.storage, lower.signum == upper.signum,
      lower.signum != 0, let width = try? upper.subtracting(lower)
    else { return bits }
    let scale = max(lower.magnitude.log2Estimate, upper.magnitude.log2Estimate)
    let relative = scale - width.log2Estimate
    guard relative.isFinite, relative > Double(bits + 64) else { return bits }
    return min(Int(relative) + 16, 2 * bits + 4_000, max(bits, 6_700))
  }
}

extension Number {
  var negated: Number {
    switch storage {
    case .exact(let value): return Number(-value)
    case .approximate(let lower, let upper): return Number(lower: -upper, upper: -lower)
    }
  }

  func adding(_ other: Number, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    if let a = exactValue, let b = other.exactValue { return Number(try a.adding(b)) }
    let (low, high) = (try lower.adding(other.lower), try upper.adding(other.upper))
    // An exact term does not widen the bounds: keep what the other one knows (1 + e^-1e-900).
    return isExact || other.isExact ? w.keepingWidth(low, high) : w.interval(low, high)
  }

  func subtracting(_ other: Number, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    try adding(other.negated, w)
  }

  func multiplied(by other: Number, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    if let a = exactValue, let b = other.exactValue { return Number(try a.multiplied(by: b)) }
    if let c = exactValue ?? other.exactValue {
      // By an exact factor: the bounds scale, and keep their relative width.
      let x = isExact ? other : self
      let (p, q) = (try x.lower.multiplied(by: c), try x.upper.multiplied(by: c))
      return c.signum >= 0 ? w.keepingWidth(p, q) : w.keepingWidth(q, p)
    }
    let products = [
      try lower.multiplied(by: other.lower), try lower.multiplied(by: other.upper),
      try upper.multiplied(by: other.lower), try upper.multiplied(by: other.upper),
    ]
    return w.interval(products.min() ?? .zero, products.max() ?? .zero)
  }

  func divided(by other: Number, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    if let a = exactValue, let b = other.exactValue { return Number(try a.divided(by: b)) }
    return try multiplied(by: other.reciprocal(w), w)
  }

  /// `1/self`; an approximation whose bounds straddle zero cannot be inverted.
  func reciprocal(_ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    switch storage {
    case .exact(let value):
      return Number(try value.reciprocal)
    case .approximate(let lower, let upper):
      if lower.signum * upper.signum <= 0 { throw .indeterminate }
      return w.keepingWidth(try upper.reciprocal, try lower.reciprocal)
    }
  }

  /// `self ^ exponent` for an integer exponent that fits a machine word.
  func power(_ exponent: Int, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    if let value = exactValue { return Number(try value.power(exponent)) }
    if exponent < 0 { return try power(-exponent, w).reciprocal(w) }
    // Square and multiply on bounds, rounding outward at each step. An even power of an
    // interval that straddles zero starts at zero.
    var base = self
    var result = Number(1)
    var e = exponent
    while e > 0 {
      if e & 1 == 1 { result = try result.multiplied(by: base, w) }
      e >>= 1
      if e > 0 { base = try base.squared(w) }
    }
    return result
  }

  /// `self²`, whose lower bound is zero when the bounds straddle zero.
  func squared(_ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    if let value = exactValue { return Number(try value.multiplied(by: value)) }
    let a = lower.magnitude
    let b = upper.magnitude
    let high = try (a > b ? a : b).power(2)
    if signum == 0 { return w.interval(.zero, high) }
    return w.interval(try (a < b ? a : b).power(2), high)
  }

  /// `self ^ exponent` for an integer exponent, however large.
  func power(_ exponent: Number, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    guard let e = exponent.exactValue, e.isInteger else {
      throw .domain("the exponent must be an integer")
    }
    if case .small(let small, 1) = e.storage { return try power(small, w) }
    // The exponent does not fit a machine word: only 0, 1 and -1 stay in range.
    switch exactValue?.storage {
    case .small(0, _)?:
      if e.signum < 0 { throw .divisionByZero }
      return Number(0)
    case .small(1, 1)?:
      return Number(1)
    case .small(-1, 1)?:
      let odd = e.numerator.magnitude.words.first.map { $0 & 1 == 1 } ?? false
      return Number(odd ? -1 : 1)
    default:
      throw .tooLarge
    }
  }
}
