import BigInt

/// How precisely approximations are carried: bounds are rounded outward to `bits` significant
/// bits after every operation (more when they are far narrower; ``bounds(_:_:)``).
package struct WorkingPrecision: Sendable {
  package var digits: Int
  /// The exact-size limit an app set (`Calculator.maximumExactDigits`, in bits): a power whose
  /// exact form would pass it is computed as an approximation from the start.
  package var exactBits = Limits.maximumBits
  /// What the evaluation may spend (`Calculator.workBudget`): the factorial, binomial and
  /// angle caps derive from it.
  package var budget = WorkBudget.standard
  /// The switch that stops the evaluation: every kernel is handed it and checks it in its
  /// loops.
  package var cancellation: CancellationToken?

  package init(digits: Int) {
    self.digits = digits
  }

  /// This precision at `digits` digits, with the same limits, budget and cancellation.
  package func with(digits: Int) -> WorkingPrecision {
    var copy = self
    copy.digits = digits
    return copy
  }

  /// Bits that carry `digits` decimal digits, plus guard bits for the elementary kernels.
  package var bits: Int { digits * 3322 / 1000 + 32 }

  /// The most bits an approximation's bounds keep: those of 2,000 digits more than the
  /// largest precision (338,908 bits, about 102,000 digits), and never fewer than 66,500
  /// (20,000 digits). Bounds narrower than that relative to their value are widened to it.
  package static let maximumKeptBits = max(66_500, (Limits.maximumPrecision + 2_000) * 3322 / 1000 + 64)

  /// The approximation `lower...upper`, its bounds rounded outward to ``bits``, or to as many
  /// bits as its width needs when it is far narrower (up to ``maximumKeptBits``): bounds that
  /// come from kernels that know more than the working precision asks keep what they know.
  /// `e^(-1e-929)` from its Taylor series is `1 − 1e-929` to some 50 digits of the
  /// difference, which rounding to 50 significant digits would turn into `[1 − 1e-50, 1]`,
  /// losing the digit `floor` needs.
  package func bounds(_ lower: Dyadic, _ upper: Dyadic) -> Number {
    let kept = min(max(bits, Number.relativeBits(lower, upper) + 8), WorkingPrecision.maximumKeptBits)
    return Number(lower: lower.rounded(toBits: kept, .down), upper: upper.rounded(toBits: kept, .up))
  }

  /// The exact value `n / d` (`d > 0`, not necessarily in lowest terms) rounded outward to
  /// ``bits`` and 16 more: an exact result beyond the exact-size limit.
  package func bounds(fraction n: BigInt, _ d: BigInt) -> Number {
    let b = bits + 16
    return Number(lower: Dyadic(fraction: n, d, bits: b, .down), upper: Dyadic(fraction: n, d, bits: b, .up))
  }

  /// The exact value `x` as an approximation: bounds rounded outward to ``bits`` and 16
  /// more, kept as an approximation even when they meet (a value beyond a lowered exact-size
  /// limit).
  package func approximation(of x: Rational) -> Number {
    var result = Number(0)
    result.storage = .approximate(
      lower: Dyadic(x, bits: bits + 16, .down), upper: Dyadic(x, bits: bits + 16, .up))
    return result
  }

  /// Rational bounds rounded outward as ``bounds(_:_:)`` rounds dyadic ones.
  package func interval(_ lower: Rational, _ upper: Rational) -> Number {
    if lower == upper { return Number(lower) }
    let kept = min(max(bits, Number.keptBits(lower, upper)), WorkingPrecision.maximumKeptBits)
    return Number(lower: Dyadic(lower, bits: kept, .down), upper: Dyadic(upper, bits: kept, .up))
  }

  /// The same as ``interval(_:_:)``.
  package func keepingWidth(_ lower: Rational, _ upper: Rational) -> Number { interval(lower, upper) }

  /// The bits a kernel works with for an argument: ``bits``, or more when the argument's
  /// bounds are far narrower than the working precision (so the result keeps what the
  /// argument knows), up to twice ``bits`` and 4,000 bits more, and never beyond 6,700
  /// bits (about 2,000 digits, ``Limits/maximumRetryDigits``) unless ``bits`` is more:
  /// the refinement budget counts working digits, and a kernel far beyond them would
  /// escape it.
  package func kernelBits(for x: Number) -> Int {
    guard case .approximate = x.storage else { return bits }
    let relative = x.relativeBits
    guard relative > bits + 64 else { return bits }
    return min(relative + 16, 2 * bits + 4_000, max(bits, 6_700))
  }

  /// The bits an operation on `x` works with: ``bits`` for an exact `x`, else as many as its
  /// bounds know (at least ``bits``, at most ``maximumKeptBits``).
  package func bits(for x: Number) -> Int {
    x.isExact ? bits : min(max(bits, x.relativeBits), WorkingPrecision.maximumKeptBits)
  }

  /// The bits to convert an exact operand to, beside an approximation that knows `relative`
  /// bits: enough not to widen it.
  package func operandBits(beside relative: Int) -> Int {
    max(bits, min(relative, WorkingPrecision.maximumKeptBits)) + 16
  }
}

extension Number {
  package var negated: Number {
    switch storage {
    case .exact(let value): return Number(-value)
    case .approximate(let lower, let upper): return Number(lower: upper.negated, upper: lower.negated)
    }
  }

  /// Whether an error from an exact operation means only that the exact form is beyond the
  /// exact-size limit (so an approximation can still give the value).
  package static func isOverExactLimit(_ error: ArithmeticError) -> Bool {
    error == .tooLarge || error == .tooSmall
  }

  package func adding(_ other: Number, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    if let a = exactValue, let b = other.exactValue {
      do {
        return Number(try a.adding(b))
      } catch where Number.isOverExactLimit(error) {
        // The unreduced fraction, rounded once: no gcd, and no cancellation to lose.
        let n = BigInt.product(a.numerator, b.denominator) + BigInt.product(b.numerator, a.denominator)
        return w.bounds(fraction: n, BigInt.product(a.denominator, b.denominator))
      }
    }
    let precision = w.operandBits(beside: min(relativeBits, other.relativeBits))
    // An exact operand far larger than the approximation needs its own bits and the gap.
    let gap = max(0, abs(lower.magnitudeExponentOrZero - other.lower.magnitudeExponentOrZero))
    let bits = min(precision + gap, WorkingPrecision.maximumKeptBits + 64)
    let (a, b) = (endpoints(bits: bits), other.endpoints(bits: bits))
    let high = max(bits, a.lower.width, a.upper.width, b.lower.width, b.upper.width) + 64
    return w.bounds(
      a.lower.adding(b.lower, bits: high, .down), a.upper.adding(b.upper, bits: high, .up))
  }

  package func subtracting(_ other: Number, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    try adding(other.negated, w)
  }

  package func multiplied(by other: Number, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    if let a = exactValue, let b = other.exactValue {
      do {
        return Number(try a.multiplied(by: b))
      } catch where Number.isOverExactLimit(error) {
        return w.bounds(fraction: BigInt.product(a.numerator, b.numerator), BigInt.product(a.denominator, b.denominator))
      }
    }
    if isZero || other.isZero { return Number(0) }
    let bits = w.operandBits(beside: min(relativeBits, other.relativeBits))
    let (a, b) = (endpoints(bits: bits), other.endpoints(bits: bits))
    let high = bits + 64
    // Bounds of one sign each: the extreme products are known, two roundings instead of eight.
    let aSign = a.lower.signum >= 0 ? 1 : (a.upper.signum <= 0 ? -1 : 0)
    let bSign = b.lower.signum >= 0 ? 1 : (b.upper.signum <= 0 ? -1 : 0)
    if aSign != 0 && bSign != 0 {
      let (x0, y0, x1, y1) =
        switch (aSign, bSign) {
        case (1, 1): (a.lower, b.lower, a.upper, b.upper)
        case (1, _): (a.upper, b.lower, a.lower, b.upper)
        case (_, 1): (a.lower, b.upper, a.upper, b.lower)
        default: (a.upper, b.upper, a.lower, b.lower)
        }
      return w.bounds(try x0.multiplied(by: y0, bits: high, .down), try x1.multiplied(by: y1, bits: high, .up))
    }
    var low: Dyadic?
    var top: Dyadic?
    for x in [a.lower, a.upper] {
      for y in [b.lower, b.upper] {
        let p = try x.multiplied(by: y, bits: high, .down)
        let q = try x.multiplied(by: y, bits: high, .up)
        if low.map({ p < $0 }) ?? true { low = p }
        if top.map({ q > $0 }) ?? true { top = q }
      }
    }
    return w.bounds(low ?? .zero, top ?? .zero)
  }

  package func divided(by other: Number, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    if let a = exactValue, let b = other.exactValue {
      do {
        return Number(try a.divided(by: b))
      } catch where Number.isOverExactLimit(error) {
        let (n, d) = (BigInt.product(a.numerator, b.denominator), BigInt.product(a.denominator, b.numerator))
        return w.bounds(fraction: d.sign == .minus ? -n : n, BigInt(d.magnitude))
      }
    }
    return try multiplied(by: other.reciprocal(w), w)
  }

  /// `1/self`; an approximation whose bounds straddle zero cannot be inverted.
  package func reciprocal(_ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    if let value = exactValue {
      do {
        return Number(try value.reciprocal)
      } catch where Number.isOverExactLimit(error) {}
      if value.isZero { throw .divisionByZero }
    }
    let (low, high) = endpoints(bits: w.operandBits(beside: relativeBits))
    if low.signum * high.signum <= 0 { throw .indeterminate }
    let bits = w.bits(for: self) + 16
    return w.bounds(
      try Dyadic.one.divided(by: high, bits: bits, .down), try Dyadic.one.divided(by: low, bits: bits, .up))
  }

  /// `self ^ exponent` for an integer exponent that fits a machine word.
  package func power(_ exponent: Int, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    if let value = exactValue {
      // Under a lowered exact-size limit, a power that would pass it is not built exactly.
      let partLog2 = max(value.numerator.magnitude.log2Estimate, value.denominator.magnitude.log2Estimate)
      let withinLimit = w.exactBits >= Limits.maximumBits || partLog2 * Double(exponent.magnitude) <= Double(w.exactBits)
      do {
        if withinLimit { return Number(try value.power(exponent)) }
      } catch where Number.isOverExactLimit(error) {}
      if value.isZero {
        if exponent < 0 { throw .divisionByZero }
        return Number(exponent == 0 ? 1 : 0)
      }
    }
    if exponent == 0 { return Number(1) }
    if exponent < 0 {
      // x^-n = 1/x^n, the power carried with the bits the reciprocal keeps; a power beyond
      // the range one way is beyond it the other way once inverted.
      do {
        return try power(-exponent, w).reciprocal(w)
      } catch .tooLarge {
        throw .tooSmall
      } catch .tooSmall {
        throw .tooLarge
      }
    }
    // Each rounding of the square-and-multiply chain is amplified up to n times: the
    // chain works with log2(n) more bits.
    let n = UInt(exponent)
    let guardBits = UInt.bitWidth - n.leadingZeroBitCount + 16
    let bits = w.bits(for: self) + guardBits
    let (low, high) = endpoints(bits: bits)
    let odd = n & 1 == 1
    // |x|^n on the magnitudes, then the sign: an even power of bounds straddling zero
    // starts at zero.
    let (small, large): (Dyadic, Dyadic)
    if low.signum >= 0 {
      (small, large) = (low, high)
    } else if high.signum <= 0 {
      (small, large) = (high.magnitude, low.magnitude)
    } else {
      let top = try max(low.magnitude, high).power(n, bits: bits, .up)
      if !odd { return w.bounds(.zero, top) }
      return w.bounds(
        try low.magnitude.power(n, bits: bits, .up).negated, try high.power(n, bits: bits, .up))
    }
    let p = try small.power(n, bits: bits, .down)
    let q = try large.power(n, bits: bits, .up)
    if low.signum >= 0 || !odd { return w.bounds(p, q) }
    return w.bounds(q.negated, p.negated)
  }

  /// `self²`, whose lower bound is zero when the bounds straddle zero.
  package func squared(_ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    try power(2, w)
  }

  /// `self ^ exponent` for an integer exponent, however large.
  package func power(_ exponent: Number, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    guard let e = exponent.exactValue, e.isInteger else {
      throw .domain("the exponent must be an integer")
    }
    if case .small(let small, 1) = e.storage { return try power(small, w) }
    // The exponent does not fit a machine word: only 0, 1 and -1 stay exact.
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
      // |x|^e = e^(e·ln|x|), the sign from the parity: in range only when |x| is very close
      // to 1, and otherwise an honest overflow or underflow of the exponent range.
      guard lower.signum > 0 || upper.signum < 0 else { throw .indeterminate }
      let odd = e.numerator.magnitude.words.first.map { $0 & 1 == 1 } ?? false
      let positive = try exponent.multiplied(by: magnitude.logarithm(w), w).exponential(w)
      return upper.signum < 0 && odd ? positive.negated : positive
    }
  }
}

extension Dyadic {
  /// ``magnitudeExponent``, or 0 for zero.
  package var magnitudeExponentOrZero: Int { isZero ? 0 : magnitudeExponent }
}
