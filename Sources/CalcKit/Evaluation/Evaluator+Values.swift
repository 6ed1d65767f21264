extension Evaluator {
  /// Whether a binary operation's result is known irrational: an irrational value and an
  /// exact one by `+ −`, or by `× ÷` with an exact nonzero one; or a power of exact numbers
  /// with an approximate result (a root that is not rational: calc finds every rational
  /// root up to the 10,000th).
  static func isIrrational(
    _ operation: Node.Operation, _ left: Operand, _ right: Operand, result: Number
  ) -> Bool {
    if result.isExact { return false }
    switch operation {
    case .add, .subtract, .multiply, .divide:
      return (left.isIrrational && right.value.isExact) || (right.isIrrational && left.value.isExact)
    case .power:
      guard let exponent = right.value.exactValue, left.value.isExact,
        let q = Int(exactly: exponent.denominator)
      else { return false }
      // An integer power is rational (approximate only beyond the exact-size limit).
      return q >= 2 && q <= 10_000
    default:
      return false
    }
  }

  /// q when a binary operation's result is exactly q·π: a sum or difference of two such
  /// values, or one of them times or divided by an exact rational.
  static func piMultiple(_ operation: Node.Operation, _ left: Operand, _ right: Operand) -> Rational? {
    switch operation {
    case .add:
      guard let a = left.piMultiple, let b = right.piMultiple else { return nil }
      return try? a.adding(b)
    case .subtract:
      guard let a = left.piMultiple, let b = right.piMultiple else { return nil }
      return try? a.subtracting(b)
    case .multiply:
      if let a = left.piMultiple, let r = right.value.exactValue { return try? a.multiplied(by: r) }
      if let b = right.piMultiple, let r = left.value.exactValue { return try? b.multiplied(by: r) }
      return nil
    case .divide:
      guard let a = left.piMultiple, let r = right.value.exactValue, !r.isZero else { return nil }
      return try? a.divided(by: r)
    default:
      return nil
    }
  }

  /// Whether 2q is an odd integer: q·π is an odd multiple of π/2.
  static func isOddMultipleOfHalf(_ q: Rational) -> Bool {
    guard let twice = try? q.multiplied(by: Rational(2)), twice.isInteger, let half = try? twice.divided(by: Rational(2))
    else { return false }
    return !half.isInteger
  }

  static func binary(
    _ operation: Node.Operation, _ a: Number, _ b: Number, _ w: WorkingPrecision
  ) throws(ArithmeticError) -> Number {
    switch operation {
    case .add: return try a.adding(b, w)
    case .subtract: return try a.subtracting(b, w)
    case .multiply: return try a.multiplied(by: b, w)
    case .divide: return try a.divided(by: b, w)
    case .modulo: return try a.modulo(b, w)
    case .power: return try a.raised(to: b, w)
    case .word(.div, _, _): return try a.divided(by: b, w).integerPart(.down)
    case .word(.rem, _, _): return try a.subtracting(b.multiplied(by: a.divided(by: b, w).integerPart(.towardZero), w), w)
    case .word(.choose, _, _): return try Number.binomial(a, b, w)
    case .word(.permute, _, _): return try Number.permutations(a, b)
    case .addPercent: return try a.adding(a.multiplied(by: b, w), w)
    case .subtractPercent: return try a.subtracting(a.multiplied(by: b, w), w)
    default:
      guard let bitwise = operation.bitwiseOperation else { return a }
      return try a.bitwise(bitwise, b)
    }
  }

  static func value(of constant: Constant, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    switch constant {
    case .pi:
      return try Number.pi(w)
    case .e:
      return try Number(1).exponential(w)
    case .tau:
      let pi = try Constants.piBounds(bits: w.bits, stop: w.cancellation)
      return w.bounds(try pi.lower.scaled(byPowerOfTwo: 1), try pi.upper.scaled(byPowerOfTwo: 1))
    case .phi:
      // (1 + sqrt 5)/2
      let root = try Rational(5).rootBounds(2, bits: w.bits)
      return w.bounds(
        try root.lower.adding(.one, bits: w.bits + 8, .down).scaled(byPowerOfTwo: -1),
        try root.upper.adding(.one, bits: w.bits + 8, .up).scaled(byPowerOfTwo: -1))
    }
  }
}

extension Node.Operation {
  var isFactorial: Bool {
    if case .factorial = self { return true }
    return false
  }

  var isDoubleFactorial: Bool {
    if case .doubleFactorial = self { return true }
    return false
  }

  var isPercent: Bool {
    if case .percent = self { return true }
    return false
  }
}
