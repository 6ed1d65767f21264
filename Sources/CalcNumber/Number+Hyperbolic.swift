import BigInt

// MARK: - hypot, root, atan2

extension Number {
  /// `sqrt(a² + b²)`: exact when the sum of squares is a perfect square.
  package static func hypotenuse(_ a: Number, _ b: Number, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    try a.squared(w).adding(b.squared(w), w).squareRoot(w)
  }

  /// The `n`-th root (an integer `n` from 1 to 10,000; odd for a negative `self`): exact when
  /// rational, as `x^(1/n)` is.
  package func root(_ n: Number, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    guard let degree = n.exactValue, degree.isInteger, case .small(let k, 1) = degree.storage, k >= 1,
      k <= 10_000
    else { throw .domain("root's degree must be a whole number from 1 to 10000") }
    if k == 1 { return self }
    return try raised(to: Number(Rational(numerator: 1, denominator: BigInt(k))), w)
  }

  /// The angle of the point `(x, y)` (this value is `y`), from −π to π (−180° to 180°):
  /// exact at 0, ±90°, 180° and the multiples of 45° whose tangent is ±1.
  package func angle(x: Number, unit: AngleUnit, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    let y = self
    if y.isZero && x.isZero { throw .domain("atan2(0, 0) is undefined") }
    let halfTurn = unit == .degrees ? Number(180) : try Number.pi(w)
    let quarterTurn = try halfTurn.divided(by: Number(2), w)
    func atan(_ t: Number) throws(ArithmeticError) -> Number {
      try t.trigonometric(.atan, unit: unit, w)
    }
    if x.lower.signum > 0 { return try atan(y.divided(by: x, w)) }
    if x.upper.signum < 0 {
      if y.lower.signum >= 0 { return try atan(y.divided(by: x, w)).adding(halfTurn, w) }
      if y.upper.signum < 0 { return try atan(y.divided(by: x, w)).subtracting(halfTurn, w) }
      throw .indeterminate  // near the cut at ±180°
    }
    // x is 0 or its bounds straddle 0: measure from the y axis.
    if y.lower.signum > 0 { return try quarterTurn.subtracting(atan(x.divided(by: y, w)), w) }
    if y.upper.signum < 0 { return try quarterTurn.negated.subtracting(atan(x.divided(by: y, w)), w) }
    throw .indeterminate
  }
}

// MARK: - Hyperbolic functions

extension Number {
  /// Which hyperbolic function.
  package enum Hyperbolic: String, Sendable {
    case sinh, cosh, tanh, asinh, acosh, atanh
  }

  package func hyperbolic(_ function: Hyperbolic, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    switch function {
    case .sinh:
      return try increasing(w) { x, bits throws(ArithmeticError) in
        try x.hyperbolicSineBounds(bits: bits, stop: w.cancellation)
      }
    case .cosh:
      // Even, increasing in |x|: cosh of an interval straddling 0 starts at 1.
      return try magnitude.increasing(w) { x, bits throws(ArithmeticError) in
        if x.isZero { return Number(1) }
        let (e, inverse) = try x.exponentialPair(bits: bits, stop: w.cancellation)
        let b = bits + 16
        return Number(
          lower: try e.lower.adding(inverse.lower, bits: b, .down).scaled(byPowerOfTwo: -1),
          upper: try e.upper.adding(inverse.upper, bits: b, .up).scaled(byPowerOfTwo: -1))
      }
    case .tanh:
      return try increasing(w) { x, bits throws(ArithmeticError) in
        try x.hyperbolicTangentBounds(bits: bits, stop: w.cancellation)
      }
    case .asinh:
      return try increasing(w) { x, bits throws(ArithmeticError) in
        if x.isZero { return Number(0) }
        if let tiny = x.oddSeriesBounds(
          cubic: Rational(numerator: -1, denominator: 6), tail: Rational(numerator: 3, denominator: 40), bits: bits)
        {
          return tiny
        }
        // asinh x = ln(|x| + sqrt(x² + 1)), odd.
        let a = x.magnitude
        if let large = try a.logarithmOfDouble(bits: bits, plus: true, stop: w.cancellation) {
          return x.signum < 0 ? large.negated : large
        }
        let b = bits + min(a.leadingZeroBits, 4 * bits) + 8
        let root = try a.multiplied(by: a).adding(.one).rootBounds(2, bits: b).requireRationalBounds()
        let low = try a.adding(root.lower).logarithmBounds(bits: b, stop: w.cancellation).lower
        let high = try a.adding(root.upper).logarithmBounds(bits: b, stop: w.cancellation).upper
        return x.signum < 0 ? Number(lower: high.negated, upper: low.negated) : Number(lower: low, upper: high)
      }
    case .acosh:
      if upper < .one || (isExact && lower < .one) { throw .domain("acosh is defined from 1 up") }
      if lower < .one { throw .indeterminate }
      return try increasing(w) { x, bits throws(ArithmeticError) in
        if x == .one { return Number(0) }
        if let large = try x.logarithmOfDouble(bits: bits, plus: false, stop: w.cancellation) { return large }
        // acosh x = ln(x + sqrt(x² − 1)); near 1 it is about sqrt(2(x − 1)).
        let b = bits + min(try x.subtracting(.one).leadingZeroBits, 4 * bits) + 8
        let root = try x.multiplied(by: x).subtracting(.one).rootBounds(2, bits: b).requireRationalBounds()
        return Number(
          lower: try x.adding(root.lower).logarithmBounds(bits: b, stop: w.cancellation).lower,
          upper: try x.adding(root.upper).logarithmBounds(bits: b, stop: w.cancellation).upper)
      }
    case .atanh:
      if lower >= Dyadic.one || upper <= Dyadic(-1) || (exactValue.map { $0.magnitude >= .one } ?? false) {
        throw .domain("atanh is defined between -1 and 1")
      }
      if upper >= Dyadic.one || lower <= Dyadic(-1) { throw .indeterminate }
      return try increasing(w) { x, bits throws(ArithmeticError) in
        if x.isZero { return Number(0) }
        // atanh x = x + x³/3 + x⁵/5 + …, the tail from x⁵ below x⁵/4 for |x| < 1/2.
        if let tiny = x.oddSeriesBounds(
          cubic: Rational(numerator: 1, denominator: 3), tail: Rational(numerator: 1, denominator: 4), bits: bits)
        {
          return tiny
        }
        // atanh x = ln((1 + x)/(1 − x)) / 2, the quotient exact.
        let b = bits + min(x.leadingZeroBits, 4 * bits) + 8
        let quotient = try Rational.one.adding(x).divided(by: Rational.one.subtracting(x))
        let ln = try quotient.logarithmBounds(bits: b, stop: w.cancellation)
        return Number(lower: try ln.lower.scaled(byPowerOfTwo: -1), upper: try ln.upper.scaled(byPowerOfTwo: -1))
      }
    }
  }
}

extension Rational {
  /// For a large `x` (above `2^(bits/2 + 16)`), bounds on `asinh x` (`plus`) or `acosh x`:
  /// `ln(2x)` and `ln(2x) ± 1/(4x²)`, the correction below `2^-(bits + 32)`. Nil for a
  /// smaller `x`. (`x²` itself may be beyond the size cap.)
  fileprivate func logarithmOfDouble(
    bits: Int, plus: Bool, stop: CancellationToken?
  ) throws(ArithmeticError) -> Number? {
    guard signum > 0, log2Estimate > Double(bits / 2 + 16) else { return nil }
    let ln = try multiplied(by: Rational(2)).logarithmBounds(bits: bits, stop: stop)
    let correction = Dyadic(significand: 1, exponent: -(bits + 32), isNegative: false)
    if plus { return Number(lower: ln.lower, upper: ln.upper.adding(correction, bits: bits + 64, .up)) }
    return Number(lower: ln.lower.subtracting(correction, bits: bits + 64, .down), upper: ln.upper)
  }

  /// Bounds on `e^x` and `e^-x`, `bits` tight.
  fileprivate func exponentialPair(bits: Int, stop: CancellationToken?) throws(ArithmeticError) -> (Number, Number) {
    let e = try exponentialBounds(bits: bits, stop: stop)
    let b = bits + 16
    return (
      e,
      Number(
        lower: try Dyadic.one.divided(by: e.upper, bits: b, .down),
        upper: try Dyadic.one.divided(by: e.lower, bits: b, .up))
    )
  }

  /// `sinh x = (e^x − e^-x)/2`, with as many more bits as the cancellation near 0 loses,
  /// and the Taylor bounds `x + x³/6 + …` (tail from x⁵ below x⁵/100) for a tiny `x`.
  fileprivate func hyperbolicSineBounds(bits: Int, stop: CancellationToken?) throws(ArithmeticError) -> Number {
    if isZero { return Number(0) }
    if let tiny = oddSeriesBounds(
      cubic: Rational(numerator: 1, denominator: 6), tail: Rational(numerator: 1, denominator: 100), bits: bits)
    {
      return tiny
    }
    let b = bits + min(leadingZeroBits, 4 * bits) + 8
    let (e, inverse) = try exponentialPair(bits: b, stop: stop)
    // t − 1/t is increasing in t.
    return Number(
      lower: try e.lower.subtracting(inverse.upper, bits: b, .down).scaled(byPowerOfTwo: -1),
      upper: try e.upper.subtracting(inverse.lower, bits: b, .up).scaled(byPowerOfTwo: -1))
  }

  /// `tanh x = (1 − e^-2|x|)/(1 + e^-2|x|)`, odd, with the Taylor bounds
  /// `x − x³/3 + 2x⁵/15 − …` (alternating, decreasing) for a tiny `x`.
  fileprivate func hyperbolicTangentBounds(bits: Int, stop: CancellationToken?) throws(ArithmeticError) -> Number {
    if isZero { return Number(0) }
    if let tiny = oddSeriesBounds(
      cubic: Rational(numerator: -1, denominator: 3), tail: Rational(numerator: 2, denominator: 15), bits: bits)
    {
      return tiny
    }
    // Beyond |x| = 22,700, 1 − tanh|x| = 2/(e^2|x| + 1) is below 10^-19700, and e^-2|x|
    // beyond the size cap.
    let b = bits + min(leadingZeroBits, 4 * bits) + 8
    // Beyond 2^60, 1 − tanh|x| = 2/(e^2|x| + 1) is beyond the exponent range: the bounds are
    // 1 and 1 less a unit of the last bit.
    if magnitude > Rational(1 << 60) {
      let low = Dyadic.one.subtracting(Dyadic(significand: 1, exponent: -b, isNegative: false), bits: b, .down)
      return signum < 0 ? Number(lower: Dyadic(-1), upper: low.negated) : Number(lower: low, upper: .one)
    }
    let t = try magnitude.multiplied(by: Rational(-2)).exponentialBounds(bits: b, stop: stop)
    // (1 − t)/(1 + t) is decreasing in t.
    let low = try Dyadic.one.subtracting(t.upper, bits: b, .down)
      .divided(by: Dyadic.one.adding(t.upper, bits: b, .up), bits: b, .down)
    let high = try Dyadic.one.subtracting(t.lower, bits: b, .up)
      .divided(by: Dyadic.one.adding(t.lower, bits: b, .down), bits: b, .up)
    return signum < 0 ? Number(lower: high.negated, upper: low.negated) : Number(lower: low, upper: high)
  }
}

// MARK: - Statistics

extension Number {
  /// The sum of the arguments (exact for exact ones).
  package static func sum(_ arguments: [Number], _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    var total = Number(0)
    for argument in arguments { total = try total.adding(argument, w) }
    return total
  }

  /// The arithmetic mean.
  package static func mean(_ arguments: [Number], _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    try sum(arguments, w).divided(by: Number(arguments.count), w)
  }

  /// The middle value, or the mean of the two middle values. For approximations, the
  /// same order statistic of the lower bounds and of the upper bounds bound it.
  package static func median(_ arguments: [Number], _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    let middle = arguments.count / 2
    let two = Rational(2)
    let exact = arguments.compactMap(\.exactValue)
    if exact.count == arguments.count {
      let sorted = exact.sorted()
      if sorted.count % 2 == 1 { return Number(sorted[middle]) }
      return Number(try sorted[middle - 1].adding(sorted[middle]).divided(by: two))
    }
    let lowers = arguments.map(\.lower).sorted()
    let uppers = arguments.map(\.upper).sorted()
    if arguments.count % 2 == 1 { return Number(lower: lowers[middle], upper: uppers[middle]) }
    let b = w.bits + 64
    return w.bounds(
      try lowers[middle - 1].adding(lowers[middle], bits: b, .down).scaled(byPowerOfTwo: -1),
      try uppers[middle - 1].adding(uppers[middle], bits: b, .up).scaled(byPowerOfTwo: -1))
  }

  /// The sample standard deviation: `sqrt(Σ(x − mean)² / (n − 1))`, for at least 2 values.
  package static func sampleStandardDeviation(
    _ arguments: [Number], _ w: WorkingPrecision
  ) throws(ArithmeticError) -> Number {
    guard arguments.count >= 2 else { throw .domain("stdev needs at least 2 values") }
    let average = try mean(arguments, w)
    var squares = Number(0)
    for argument in arguments {
      squares = try squares.adding(argument.subtracting(average, w).squared(w), w)
    }
    let variance = try squares.divided(by: Number(arguments.count - 1), w)
    // A sum of squares is never negative, though its bounds may reach below 0.
    let clamped = variance.lower.signum < 0 ? Number(lower: .zero, upper: max(variance.upper, .zero)) : variance
    return try clamped.squareRoot(w)
  }
}
