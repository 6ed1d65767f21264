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
    return w.interval(try lower.adding(other.lower), try upper.adding(other.upper))
  }

  func subtracting(_ other: Number, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    try adding(other.negated, w)
  }

  func multiplied(by other: Number, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    if let a = exactValue, let b = other.exactValue { return Number(try a.multiplied(by: b)) }
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
      return w.interval(try upper.reciprocal, try lower.reciprocal)
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
