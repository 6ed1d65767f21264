import BigInt

extension Number {
  /// The exact value of a finite `Double`; nil for NaN and the infinities.
  ///
  /// Every finite `Double` is a fraction whose denominator is a power of two, and this is
  /// that fraction, not the decimal the `Double` prints as:
  ///
  /// ```swift
  /// Number(0.1 as Double)!.fractionString   // "3602879701896397/36028797018963968"
  /// Number("0.1")!.fractionString           // "1/10"
  /// ```
  ///
  /// Read decimal text with `init(_ text: String)` (CalcKit) (or a `Foundation.Decimal` with
  /// ``init(_:)-(Decimal)``) when the decimal is what is meant; for the shortest decimal
  /// that reads back as the `Double`, as the formatting methods use it, take
  /// `Number(value.description)` (its `NumberFormattable.formattingValue`). `-0.0` is
  /// zero.
  public init?(_ value: Double) {
    guard value.isFinite else { return nil }
    if value == 0 {
      self.init(0)
      return
    }
    // |value| = significand · 2^exponent with an integer significand below 2^53.
    let bits = value.significandBitPattern
    let significand: UInt64
    let exponent: Int
    if value.isSubnormal {
      significand = bits
      exponent = Double.leastNonzeroMagnitude.exponent
    } else {
      significand = bits | (1 << UInt64(Double.significandBitCount))
      exponent = Int(value.exponent) - Double.significandBitCount
    }
    // Lowest terms: the denominator is a power of two, so only twos can be common.
    let twos = significand.trailingZeroBitCount
    let odd = significand >> UInt64(twos)
    let power = exponent + twos
    let magnitude = BigInt(odd)
    let numerator = value < 0 ? -magnitude : magnitude
    if power >= 0 {
      self.init(Rational(reducedNumerator: numerator << power, denominator: 1))
    } else {
      self.init(Rational(reducedNumerator: numerator, denominator: BigInt(1) << -power))
    }
  }
}

extension Double {
  /// The `Double` nearest to the number's value, ties to even: correctly rounded, like
  /// every IEEE 754 operation, also for subnormal results. Magnitudes from
  /// `Double.greatestFiniteMagnitude` plus half a unit in the last place on become
  /// infinity, magnitudes up to half of `Double.leastNonzeroMagnitude` become zero (of the
  /// number's sign).
  ///
  /// For an approximation, the true value is unknown but lies within its bounds: when
  /// both bounds round to the same `Double`, that is the true value correctly rounded, as
  /// for any approximation calc shows with 17 or more digits decided. When they round
  /// apart, the bounds cannot tell which `Double` is nearest, and the result is the
  /// midpoint of the bounds rounded (so within the bounds' width of the true value);
  /// `Double(exactly:)` refuses that case, and every approximation.
  public init(_ number: Number) {
    switch number.storage {
    case .exact(let value):
      self = value.doubleValue
    case .approximate(let lowerBound, let upperBound):
      guard let lower = lowerBound.rational, let upper = upperBound.rational else {
        // Beyond 2^±4,194,304: infinity or zero, with the sign.
        self = lowerBound.doubleEstimate
        return
      }
      let low = lower.doubleValue
      let high = upper.doubleValue
      if low == high {
        self = low
      } else {
        let sum = Rational(
          numerator: lower.numerator * upper.denominator + upper.numerator * lower.denominator,
          denominator: 2 * lower.denominator * upper.denominator)
        self = sum.doubleValue
      }
    }
  }

  /// The number as a `Double` when it is exact and a `Double` holds it exactly (as `0.5`,
  /// `3/1024` or `2^1000` are, and `1/10` is not); nil otherwise.
  public init?(exactly number: Number) {
    guard let value = number.exactValue else { return nil }
    let double = value.doubleValue
    guard double.isFinite, Number(double)?.exactValue == value else { return nil }
    self = double
  }
}

extension Double {
  /// The `Double` nearest to the number's value (ties to even, subnormals included), when
  /// it fits and is known: nil for a magnitude that would round to infinity, for a value
  /// known not to be zero that would round to zero (below half of
  /// `Double.leastNonzeroMagnitude`), and for an approximation whose bounds round to two
  /// different `Double`s (so the nearest cannot be told).
  ///
  /// Where this gives a `Double`, `Double(_:)` gives the same one; this form says when
  /// that one is infinity, a zero that stands for a nonzero value, or a best estimate.
  /// `Double(exactly:)` asks more: an exact number that no rounding changes.
  ///
  /// ```swift
  /// Double(rounding: try Number(1) / 3)              // 0.3333333333333333
  /// Double(rounding: try Number(10).raised(to: 400)) // nil: beyond Double's range
  /// ```
  public init?(rounding number: Number) {
    let low: Double
    let high: Double
    switch number.storage {
    case .exact(let value):
      low = value.doubleValue
      high = low
    case .approximate(let lowerBound, let upperBound):
      // Beyond 2^±4,194,304 a bound is infinity or zero as a Double, with its sign.
      low = lowerBound.rational?.doubleValue ?? lowerBound.doubleEstimate
      high = upperBound.rational?.doubleValue ?? upperBound.doubleEstimate
    }
    guard low == high, low.isFinite, low != 0 || number.signum == 0 else { return nil }
    self = low == 0 ? 0 : low
  }
}

extension Int {
  /// The number as an `Int` when it is an exact integer that fits; nil otherwise (for
  /// fractions, approximations, and integers beyond `Int.min...Int.max`).
  public init?(exactly number: Number) {
    guard let value = number.exactValue, value.isInteger else { return nil }
    switch value.storage {
    case .small(let n, _): self = n
    case .big(let n, _):
      // Only `Int.min` fits a word and is stored big.
      guard let word = Int(exactly: n) else { return nil }
      self = word
    }
  }
}

extension Rational {
  /// The nearest `Double`, ties to even (IEEE 754 round-to-nearest): ±infinity beyond the
  /// largest finite `Double`, subnormals and zero below the least normal one.
  package var doubleValue: Double {
    if case .small(let n, let d) = storage, n.magnitude <= 1 << 53, d <= 1 << 53 {
      // Both exact in a Double, and IEEE division is correctly rounded. (The quotient is
      // at least 2^-53: never subnormal.)
      return Double(n) / Double(d)
    }
    if isZero { return 0 }
    let sign: FloatingPointSign = signum < 0 ? .minus : .plus
    let a = numerator.magnitude
    let b = denominator.magnitude
    // e = floor(log2(a/b)): the value lies in [2^e, 2^(e+1)).
    var e = a.bitWidth - b.bitWidth
    if e >= 0 ? a < b << e : a << -e < b { e -= 1 }
    if e > Double.greatestFiniteMagnitude.exponent {
      return Double(sign: sign, exponent: 0, significand: .infinity)
    }
    // The least subnormal is 2^-1074; below 2^-1076 the value is under a quarter of it.
    let leastExponent = Double.leastNonzeroMagnitude.exponent
    if e < leastExponent - 2 {
      return Double(sign: sign, exponent: 0, significand: 0)
    }
    // The quantum: 53 significant bits for a normal result, fixed at 2^-1074 below.
    let q = Swift.max(e - Double.significandBitCount, leastExponent)
    let (numerator, denominator) = q >= 0 ? (a, b << q) : (a << -q, b)
    var (m, r) = numerator.quotientAndRemainder(dividingBy: denominator)
    let twice = r << 1
    if twice > denominator || (twice == denominator && m.words.first.map({ $0 & 1 == 1 }) ?? false) {
      m += 1
    }
    // m ≤ 2^53 is exact in a Double; the scaling overflows to infinity when it must.
    return Double(sign: sign, exponent: q, significand: Double(UInt64(m)))
  }
}
