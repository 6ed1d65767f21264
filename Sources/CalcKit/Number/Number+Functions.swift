import BigInt
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether trigonometric functions read and give radians or degrees.
public enum AngleUnit: String, Sendable, CaseIterable, Hashable, Codable {
  /// Radians: a full turn is 2π. The default.
  case radians
  /// Degrees: a full turn is 360.
  case degrees
}

// MARK: - Applying kernels to bounds

extension Number {
  /// `f` applied to a number, where `f` is increasing: bounds of `f(lower)` and `f(upper)`.
  ///
  /// `f` is given the bits to work with: the working precision's, or more for an argument
  /// whose bounds know more (``WorkingPrecision/kernelBits(for:)``). Bounds narrower than
  /// the working precision keep their width (``WorkingPrecision/keepingWidth(_:_:)``).
  func increasing(
    _ w: WorkingPrecision, _ f: (Rational, Int) throws(ArithmeticError) -> Number
  ) throws(ArithmeticError) -> Number {
    switch storage {
    case .exact(let value):
      let result = try f(value, w.bits)
      return result.isExact ? result : w.keepingWidth(result.lower, result.upper)
    case .approximate(let lower, let upper):
      let bits = w.kernelBits(for: self)
      return w.keepingWidth(try f(lower, bits).lower, try f(upper, bits).upper)
    }
  }

  /// The integer a number rounds to by `rule`, exact if the bounds agree on it.
  func integerPart(_ rule: FloatingPointRoundingRule) throws(ArithmeticError) -> Number {
    let low = lower.roundedToInteger(rule)
    let high = upper.roundedToInteger(rule)
    guard low == high else { throw .indeterminate }
    return Number(low)
  }

  var magnitude: Number {
    switch storage {
    case .exact(let value): return Number(value.magnitude)
    case .approximate(let lower, let upper):
      if lower.signum >= 0 { return self }
      if upper.signum <= 0 { return negated }
      return Number(lower: .zero, upper: max(-lower, upper))
    }
  }

  /// Throws unless the number is certainly positive (or zero, when `orZero`).
  func requirePositive(orZero: Bool, _ message: String) throws(ArithmeticError) {
    if upper.signum < 0 || (!orZero && upper.signum == 0) { throw .domain(message) }
    if lower.signum < 0 || (!orZero && lower.signum == 0) {
      // The bounds straddle the edge of the domain.
      if isExact { throw .domain(message) }
      throw .indeterminate
    }
  }
}

extension Rational {
  /// The integer this value rounds to by `rule` (`.toNearestOrAwayFromZero`, `.down`,
  /// `.up`, `.towardZero`).
  func roundedToInteger(_ rule: FloatingPointRoundingRule) -> Rational {
    if isInteger { return self }
    let n = numerator
    let d = denominator
    var (q, r) = n.quotientAndRemainder(dividingBy: d)  // truncated toward zero
    switch rule {
    case .towardZero:
      break
    case .down:
      if r.sign == .minus && !r.isZero { q -= 1 }
    case .up:
      if r.sign == .plus && !r.isZero { q += 1 }
    default:  // to nearest, ties away from zero
      if r.magnitude * 2 >= d.magnitude { q += n.sign == .minus ? -1 : 1 }
    }
    return Rational(q)
  }
}

// MARK: - Elementary functions on numbers

extension Number {
  func squareRoot(_ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    try requirePositive(orZero: true, "the square root of a negative number is not real")
    return try increasing(w) { x, bits throws(ArithmeticError) in try x.rootBounds(2, bits: bits) }
  }

  func cubeRoot(_ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    try increasing(w) { x, bits throws(ArithmeticError) in
      if x.signum >= 0 { return try x.rootBounds(3, bits: bits) }
      return try (-x).rootBounds(3, bits: bits).negated
    }
  }

  func exponential(_ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    try increasing(w) { x, bits throws(ArithmeticError) in try x.exponentialBounds(bits: bits) }
  }

  func logarithm(_ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    try requirePositive(orZero: false, "the logarithm is defined for positive numbers only")
    return try increasing(w) { x, bits throws(ArithmeticError) in try x.logarithmBounds(bits: bits) }
  }

  /// `log_base(self)`, exact when `self` is an integer power of an exact base (or the base an
  /// integer power of `self`).
  func logarithm(base: Number, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    try requirePositive(orZero: false, "the logarithm is defined for positive numbers only")
    try base.requirePositive(orZero: false, "a logarithm's base must be positive")
    if base.exactValue == .one { throw .domain("a logarithm's base cannot be 1") }
    if let x = exactValue, let b = base.exactValue, let k = Rational.integerLogarithm(x, base: b) {
      return Number(k)
    }
    return try logarithm(w).divided(by: base.logarithm(w), w)
  }

  /// `self ^ exponent` for any exponent: exact for integers and for rational exponents
  /// whose root is exact (`8^(1/3)` is 2), else `e^(exponent·ln self)`.
  func raised(to exponent: Number, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    if exponent.isInteger { return try power(exponent, w) }
    guard let y = exponent.exactValue else {
      // An approximate exponent: the base must be positive.
      try requirePositive(orZero: false, "a negative number has no real power with an inexact exponent")
      // ln x to as many digits as the exponent's bounds know, so their product keeps them:
      // 2^(62^(6.2e-999)) is 2 + 3.5e-998, not bounds around 2.
      let wide = WorkingPrecision(digits: max(w.digits, (w.kernelBits(for: exponent) - 32) * 1000 / 3322))
      return try exponent.multiplied(by: logarithm(wide), wide).exponential(w)
    }
    // y = p/q in lowest terms, q >= 2.
    let q = y.denominator
    if signum == 0 && isExact {
      if y.signum < 0 { throw .divisionByZero }
      return Number(0)
    }
    let negativeBase = upper.signum < 0 || (isExact && lower.signum < 0)
    let qIsOdd = (q.magnitude.words.first ?? 0) & 1 == 1
    if negativeBase {
      guard qIsOdd else {
        throw .domain("a negative number has no real root of even degree")
      }
      // An odd root of a negative number is negative: (-x)^(p/q) = ±x^(p/q).
      let pIsOdd = (y.numerator.magnitude.words.first ?? 0) & 1 == 1
      let positive = try negated.raised(to: exponent, w)
      return pIsOdd ? positive.negated : positive
    }
    try requirePositive(orZero: true, "a negative number has no real root of even degree")
    if let x = exactValue, let small = Int(exactly: q), small <= 10_000, let root = x.exactRoot(small) {
      guard let p = Int(exactly: y.numerator) else { throw .tooLarge }
      return Number(try root.power(p))
    }
    return try exponent.multiplied(by: logarithm(w), w).exponential(w)
  }

  /// `n!` for an exact non-negative integer.
  func factorial() throws(ArithmeticError) -> Number {
    guard let n = exactValue, n.isInteger, n.signum >= 0 else {
      throw .domain("factorial is defined for whole numbers from 0 up")
    }
    guard case .small(let count, 1) = n.storage, count <= 10_000 else { throw .tooLarge }
    var product = BigInt(1)
    if count >= 2 {
      for k in 2...count {
        product *= BigInt(k)
        if product.magnitude.bitWidth > Limits.maximumBits { throw .tooLarge }
      }
    }
    return Number(Rational(product))
  }

  /// `n!!` for an exact non-negative integer: n·(n−2)·(n−4)·… down to 1 or 2 (`0!!` = 1).
  func doubleFactorial() throws(ArithmeticError) -> Number {
    guard let n = exactValue, n.isInteger, n.signum >= 0 else {
      throw .domain("double factorial is defined for whole numbers from 0 up")
    }
    guard case .small(let count, 1) = n.storage, count <= 20_000 else { throw .tooLarge }
    var product = BigInt(1)
    var k = count
    while k >= 2 {
      product *= BigInt(k)
      if product.magnitude.bitWidth > Limits.maximumBits { throw .tooLarge }
      k -= 2
    }
    return Number(Rational(product))
  }

  /// Floored modulo: `self - divisor · floor(self / divisor)`, with the divisor's sign.
  func modulo(_ divisor: Number, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    if divisor.isZero { throw .divisionByZero }
    let quotient = try divided(by: divisor, w).integerPart(.down)
    return try subtracting(divisor.multiplied(by: quotient, w), w)
  }
}

extension Rational {
  /// The rational `m/n` (n <= 64) with `base^(m/n) == x`, if there is one: found from
  /// the continued fraction of an estimate, and confirmed exactly as `x^n == base^m`.
  static func integerLogarithm(_ x: Rational, base: Rational) -> Rational? {
    guard x.signum > 0, base.signum > 0, base != .one else { return nil }
    if x == .one { return .zero }
    let ratio = x.log2Estimate / base.log2Estimate
    guard ratio.isFinite, abs(ratio) < 1e15 else { return nil }
    // Convergents h/k of the continued fraction of `ratio`.
    var (h0, h1) = (1, Int(ratio.rounded(.down)))
    var (k0, k1) = (0, 1)
    var rest = ratio - ratio.rounded(.down)
    while k1 <= 64 {
      if let exact = confirmed(x, base, m: h1, n: k1) { return exact }
      guard rest > 1e-9 else { return nil }
      let inverse = 1 / rest
      let a = Int(inverse.rounded(.down))
      rest = inverse - inverse.rounded(.down)
      (h0, h1) = (h1, a * h1 + h0)
      (k0, k1) = (k1, a * k1 + k0)
    }
    return nil
  }

  /// `m/n` when `x^n == base^m`, within the size cap.
  private static func confirmed(_ x: Rational, _ base: Rational, m: Int, n: Int) -> Rational? {
    guard n > 0, m != 0,
      x.bitWidth * n <= Limits.maximumBits, base.bitWidth * abs(m) <= Limits.maximumBits,
      let left = try? x.power(n), let right = try? base.power(m), left == right
    else { return nil }
    return Rational(numerator: BigInt(m), denominator: BigInt(n))
  }

  /// An estimate of log2 of a positive value, good to about 15 digits.
  var log2Estimate: Double {
    func binaryLogarithm(_ v: BigUInt) -> Double {
      let width = v.bitWidth
      let top = width > 64 ? v >> (width - 64) : v
      return log2(Double(UInt64(top))) + Double(max(0, width - 64))
    }
    return binaryLogarithm(numerator.magnitude) - binaryLogarithm(denominator.magnitude)
  }
}
