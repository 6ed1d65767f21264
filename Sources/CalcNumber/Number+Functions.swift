import BigInt

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
  /// the working precision keep their width (``WorkingPrecision/bounds(_:_:)``). An endpoint
  /// whose exponent is too wide to hold as a rational goes to `wide`, which by default
  /// throws. (Not an optional: the metadata of an optional typed-throws function type needs
  /// the Swift 6.0 runtime, macOS 15 and iOS 18.)
  package func increasing(
    _ w: WorkingPrecision, _ f: (Rational, Int) throws(ArithmeticError) -> Number,
    wide: (Dyadic, Int) throws(ArithmeticError) -> Number = { x, _ throws(ArithmeticError) in
      throw x.magnitudeExponent > 0 ? .argumentTooLarge : .argumentTooSmall
    }
  ) throws(ArithmeticError) -> Number {
    switch storage {
    case .exact(let value):
      let result = try f(value, w.bits)
      return result.isExact ? result : w.bounds(result.lower, result.upper)
    case .approximate(let lower, let upper):
      let bits = w.kernelBits(for: self)
      func apply(_ x: Dyadic) throws(ArithmeticError) -> Number {
        if let r = x.rational { return try f(r, bits) }
        return try wide(x, bits)
      }
      return w.bounds(try apply(lower).lower, try apply(upper).upper)
    }
  }

  /// The integer a number rounds to by `rule`, exact if the bounds agree on it.
  package func integerPart(_ rule: FloatingPointRoundingRule) throws(ArithmeticError) -> Number {
    if let value = exactValue { return Number(value.roundedToInteger(rule)) }
    guard let lowValue = lower.rational, let highValue = upper.rational else { throw .indeterminate }
    let low = lowValue.roundedToInteger(rule)
    let high = highValue.roundedToInteger(rule)
    guard low == high else { throw .indeterminate }
    return Number(low)
  }

  package var magnitude: Number {
    switch storage {
    case .exact(let value): return Number(value.magnitude)
    case .approximate(let lower, let upper):
      if lower.signum >= 0 { return self }
      if upper.signum <= 0 { return negated }
      return Number(lower: .zero, upper: max(lower.negated, upper))
    }
  }

  /// Throws unless the number is certainly positive (or zero, when `orZero`).
  package func requirePositive(orZero: Bool, _ message: String) throws(ArithmeticError) {
    if let value = exactValue {
      if value.signum < 0 || (!orZero && value.signum == 0) { throw .domain(message) }
      return
    }
    if upper.signum < 0 || (!orZero && upper.signum == 0) { throw .domain(message) }
    if lower.signum < 0 || (!orZero && lower.signum == 0) {
      // The bounds straddle the edge of the domain.
      throw .indeterminate
    }
  }
}

extension Rational {
  /// The numerator divided by the denominator, truncated toward zero, and the remainder
  /// (with the numerator's sign), by calc's division: attaswift's long division is
  /// quadratic, seconds for `floor` of a fraction of a million digits.
  package var truncatedQuotientAndRemainder: (quotient: BigInt, remainder: BigInt) {
    let (q, r) = BigUInt.quotientAndRemainder(numerator.magnitude, denominator.magnitude)
    let negative = numerator.sign == .minus
    return (negative ? -BigInt(q) : BigInt(q), negative ? -BigInt(r) : BigInt(r))
  }

  /// The integer this value rounds to by `rule` (`.toNearestOrAwayFromZero`, `.down`,
  /// `.up`, `.towardZero`).
  package func roundedToInteger(_ rule: FloatingPointRoundingRule) -> Rational {
    if isInteger { return self }
    let n = numerator
    let d = denominator
    var (q, r) = truncatedQuotientAndRemainder
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
  package func squareRoot(_ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    try requirePositive(orZero: true, "the square root of a negative number is not real")
    if case .approximate(let low, let high) = storage, low.signum < 0 {
      // Bounds that reach below zero for a value known not to be negative (a square root's
      // argument made of squares): the root starts at zero.
      return Number(lower: .zero, upper: high.squareRoot(bits: w.bits + 16, .up))
    }
    return try increasing(w, { x, bits throws(ArithmeticError) in try x.rootBounds(2, bits: bits) }) {
      x, bits throws(ArithmeticError) in
      Number(lower: x.squareRoot(bits: bits, .down), upper: x.squareRoot(bits: bits, .up))
    }
  }

  package func cubeRoot(_ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    try increasing(w, { x, bits throws(ArithmeticError) in
      if x.signum >= 0 { return try x.rootBounds(3, bits: bits) }
      return try (-x).rootBounds(3, bits: bits).negated
    }) { x, bits throws(ArithmeticError) in try x.wideRootBounds(3, bits: bits) }
  }

  package func exponential(_ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    let kernel = { (x: Rational, bits: Int) throws(ArithmeticError) -> Number in
      try x.exponentialBounds(bits: bits, stop: w.cancellation)
    }
    if let once = try increasingFromLowerEnd(w, kernel, rise: Number.exponentialRise) { return once }
    return try increasing(w, kernel) { x, bits throws(ArithmeticError) in try x.wideExponentialBounds(bits: bits) }
  }

  package func logarithm(_ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    try requirePositive(orZero: false, ArithmeticError.logarithmOfNonPositiveText)
    let kernel = { (x: Rational, bits: Int) throws(ArithmeticError) -> Number in
      try x.logarithmBounds(bits: bits, stop: w.cancellation)
    }
    if let once = try increasingFromLowerEnd(w, kernel, rise: Number.logarithmRise) { return once }
    return try increasing(w, kernel) { x, bits throws(ArithmeticError) in
      try x.logarithmBounds(bits: bits, stop: w.cancellation)
    }
  }

  /// `log_base(self)`, exact when `self` is an integer power of an exact base (or the base an
  /// integer power of `self`).
  package func logarithm(base: Number, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    try requirePositive(orZero: false, ArithmeticError.logarithmOfNonPositiveText)
    try base.requirePositive(orZero: false, "a logarithm's base must be positive")
    if base.exactValue == .one { throw .domain("a logarithm's base cannot be 1") }
    if let x = exactValue, let b = base.exactValue, let k = Rational.integerLogarithm(x, base: b) {
      return Number(k)
    }
    return try logarithm(w).divided(by: base.logarithm(w), w)
  }

  /// `self ^ exponent` for any exponent: exact for integers and for rational exponents
  /// whose root is exact (`8^(1/3)` is 2), else `e^(exponent·ln self)`.
  package func raised(to exponent: Number, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    if exponent.isInteger { return try power(exponent, w) }
    guard let y = exponent.exactValue else {
      // An approximate exponent: the base must be positive.
      try requirePositive(orZero: false, "a negative number has no real power with an inexact exponent")
      // ln x to as many digits as the exponent's bounds know, so their product keeps them:
      // 2^(62^(6.2e-999)) is 2 + 3.5e-998, not bounds around 2.
      let wide = w.with(digits: max(w.digits, (w.kernelBits(for: exponent) - 32) * 1000 / 3322))
      return try Number.exponential(of: exponent, timesLogarithmOf: self, wide, result: w)
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
        throw .domain(ArithmeticError.evenRootOfNegativeText)
      }
      // An odd root of a negative number is negative: (-x)^(p/q) = ±x^(p/q).
      let pIsOdd = (y.numerator.magnitude.words.first ?? 0) & 1 == 1
      let positive = try negated.raised(to: exponent, w)
      return pIsOdd ? positive.negated : positive
    }
    try requirePositive(orZero: true, ArithmeticError.evenRootOfNegativeText)
    // The exact root is looked for only when the result could be exact: x^(p/q) has about
    // log2(x)·|p|/q bits, and beyond the exact-size limit it is an approximation either
    // way (`62e655369^99.9`: a 10th root of 2,180,000 bits, then a power of 218,000,000
    // bits, was 5 s of work for bounds that e^(y·ln x) gives at once).
    if let x = exactValue, let small = Int(exactly: q), small <= 10_000, let p = Int(exactly: y.numerator),
      Number.exactPowerFits(x, p, over: small, w), let root = x.exactRoot(small)
    {
      return try Number(root).power(p, w)
    }
    return try Number.exponential(of: exponent, timesLogarithmOf: self, w)
  }

  /// Whether `x^(p/q)` (`x` exact, `q >= 2`) could be an exact value within the exact-size
  /// limit: its larger part has about log2·|p|/q bits.
  static func exactPowerFits(_ x: Rational, _ p: Int, over q: Int, _ w: WorkingPrecision) -> Bool {
    let partLog2 = max(x.numerator.magnitude.log2Estimate, x.denominator.magnitude.log2Estimate)
    return partLog2 * Double(p.magnitude) / Double(q) <= Double(min(w.exactBits, Limits.maximumBits)) + 64
  }

  /// `n!` for an exact non-negative integer: exact while it has at most
  /// ``Limits/maximumDigits`` digits (n up to 205,022), an approximation beyond. Of any
  /// other number, Γ(x + 1); the negative integers are poles. `name` is how the error
  /// names it: `x!` or `factorial`.
  package func factorial(_ w: WorkingPrecision, name: String = "x!") throws(ArithmeticError) -> Number {
    if let n = exactValue, n.isInteger {
      if n.signum < 0 { throw ArithmeticError.factorialPole(name) }
      return try Number.factorial(of: n, w)
    }
    return try adding(Number(1), w).gamma(w, name: name)
  }

  /// `n!!` for an exact non-negative integer: n·(n−2)·(n−4)·… down to 1 or 2 (`0!!` = 1).
  package func doubleFactorial(_ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    guard let n = exactValue, n.isInteger, n.signum >= 0 else {
      throw .domain("double factorial is defined for whole numbers from 0 up")
    }
    return try Number.product(of: n, step: 2, w)
  }

  /// `n·(n−step)·(n−2·step)·…` down to 1 or 2: exact when its digits fit the exact-size
  /// limit, else a product of bounds.
  package static func product(of n: Rational, step: Int, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    guard case .small(let count, 1) = n.storage, count <= w.budget.factorialTerms * step else {
      throw .beyondBudget(
        "\(step == 1 ? "n!" : "n!!") is computed for n up to \(w.budget.factorialTerms * step) (the work budget)")
    }
    // log2 of the product, from Stirling's formula (an overestimate is harmless).
    let terms = Double(count) / Double(step)
    let log2Estimate = terms * (log2(Double(max(count, 2))) - (step == 1 ? 1.44 : 1.44 + 1)) + 64
    if log2Estimate <= Double(Limits.maximumBits) {
      let factors = stride(from: count, through: 2, by: -step).map { BigUInt($0) }
      let product = Number.productTree(factors[...])
      if product.bitWidth <= Limits.maximumBits { return Number(Rational(BigInt(product))) }
    }
    if step == 2, let value = try doubleFactorialByStirling(count, w) { return value }
    // Beyond the limit: the product of bounds, the roundings amplified at most `terms` times.
    let bits = w.bits + Int(log2(terms)) + 16
    var low = Dyadic.one
    var high = Dyadic.one
    var k = count
    var done = 0
    while k >= 2 {
      if done & 4095 == 0 { try w.cancellation.check() }
      let factor = Dyadic(k)
      low = try low.multiplied(by: factor, bits: bits, .down)
      high = try high.multiplied(by: factor, bits: bits, .up)
      k -= step
      done += 1
    }
    return w.bounds(low, high)
  }

  /// The product of `factors` by halves, so the big multiplications are of equal sizes
  /// (where Karatsuba pays) rather than one growing product times a word.
  package static func productTree(_ factors: ArraySlice<BigUInt>) -> BigUInt {
    switch factors.count {
    case 0: return 1
    case 1: return factors[factors.startIndex]
    case 2...16: return factors.reduce(BigUInt(1)) { BigUInt.product($0, $1) }
    default:
      let middle = factors.startIndex + factors.count / 2
      return BigUInt.product(productTree(factors[..<middle]), productTree(factors[middle...]))
    }
  }

  /// `e^(y · ln x)` for a positive `x`: the logarithm carries as many more bits as the
  /// product has integer bits, which `e^` turns into relative error of the result.
  package static func exponential(
    of y: Number, timesLogarithmOf x: Number, _ w: WorkingPrecision, result: WorkingPrecision? = nil
  ) throws(ArithmeticError) -> Number {
    var product = try y.multiplied(by: x.logarithm(w), w)
    let integerBits = max(product.lower.magnitudeExponentOrZero, product.upper.magnitudeExponentOrZero)
    // Beyond 2^62 (more than 2^62 · ln 2 is), e^product leaves the exponent range.
    if integerBits > 62 {
      if product.lower.signum > 0 { throw .tooLarge }
      if product.upper.signum < 0 { throw .tooSmall }
      throw .indeterminate
    }
    if integerBits > 4 {
      let wider = w.with(digits: w.digits + integerBits * 1000 / 3322 + 2)
      product = try y.multiplied(by: x.logarithm(wider), wider)
    }
    return try product.exponential(result ?? w)
  }

  /// Floored modulo: `self - divisor · floor(self / divisor)`, with the divisor's sign.
  package func modulo(_ divisor: Number, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    if divisor.isZero { throw .divisionByZero }
    let ratio = try divided(by: divisor, w)
    // An approximate quotient past the bits bounds ever keep (an operand beyond the
    // exact-size limit, or `10^200000·pi`) has an integer part that no refinement decides:
    // say so at once rather than refine to the work budget.
    if !ratio.isExact {
      let bits = max(ratio.lower.magnitudeExponentOrZero, ratio.upper.magnitudeExponentOrZero)
      if bits > WorkingPrecision.maximumKeptBits {
        let digits = Dyadic.decimalExponent(ofBinary: bits - 1) + 1
        let kept = WorkingPrecision.maximumKeptBits * 1000 / 3322
        throw .beyondBudget(
          "mod needs every digit of the quotient, about \(digits) digits long, "
            + "but an approximation keeps at most about \(kept) digits")
      }
    }
    let quotient = try ratio.integerPart(.down)
    return try subtracting(divisor.multiplied(by: quotient, w), w)
  }
}

extension Rational {
  /// The rational `m/n` (n <= 64) with `base^(m/n) == x`, if there is one: found from
  /// the continued fraction of an estimate, and confirmed exactly as `x^n == base^m`.
  package static func integerLogarithm(_ x: Rational, base: Rational) -> Rational? {
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
  package var log2Estimate: Double {
    func binaryLogarithm(_ v: BigUInt) -> Double {
      let width = v.bitWidth
      let top = width > 64 ? v >> (width - 64) : v
      return log2(Double(UInt64(top))) + Double(max(0, width - 64))
    }
    return binaryLogarithm(numerator.magnitude) - binaryLogarithm(denominator.magnitude)
  }
}
