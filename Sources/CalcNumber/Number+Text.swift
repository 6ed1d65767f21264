import BigInt

extension Number {
  /// The value rounded to `precision` significant digits as plain, parseable text.
  ///
  /// Plain notation while the most significant digit's position `a` (0 for units, -1 for
  /// tenths) is in `-6 ..< precision`, scientific notation otherwise; never grouping or
  /// trailing zeros:
  ///
  /// | value | precision 38 | precision 5 |
  /// |---|---|---|
  /// | 1035 | `1035` | `1035` |
  /// | 2/3 | `0.66666666666666666666666666666666666667` | `0.66667` |
  /// | 0.000125 | `0.000125` | `0.000125` |
  /// | 123456 | `123456` | `1.2346e+5` |
  /// | 10⁻⁷ | `1e-7` | `1e-7` |
  ///
  /// An approximation is shown as its true value rounded, when its bounds are close enough to
  /// decide every digit (`Calculator` works at higher precision until they are). When
  /// they are not, fewer digits are shown rather than a wrong one; see Grammar.md.
  ///
  /// - Parameters:
  ///   - precision: significant digits, clamped to `1...Limits.maximumPrecision`.
  ///   - rounding: how the last digit is rounded; half-even by default.
  public func decimalString(precision: Int = 38, rounding: RoundingMode = .halfEven) -> String {
    let p = Number.clamp(precision)
    // A machine-word integer has at most 19 digits: at 19 or more it shows as it is.
    if p >= 19, case .exact(let value) = storage, case .small(let n, 1) = value.storage {
      return String(n)
    }
    return rounded(precision: p, rounding: rounding).text(precision: p)
  }

  /// Every digit of an exact value whose decimal expansion terminates; otherwise (1/3, or an
  /// approximation) ``decimalString(precision:rounding:)``.
  ///
  /// The digits are written as ``decimalString(precision:rounding:)`` would write them at
  /// a precision of their own count (but at least `precision`): plain notation while the
  /// most significant digit's position is in `-6 ..< max(precision, digits)`, scientific
  /// otherwise; an integer is always plain. So `2^130` is
  /// `1361129467683753853853498429727072845824` (40 digits), `0.1 + 0.2` is `0.3`, `1e100`
  /// is 1 and a hundred zeros, and `2^-30` is
  /// `9.31322574615478515625e-10`. An exact value within ``Limits/maximumBits`` has at most
  /// about 66,000 significant digits this way.
  ///
  /// | value | precision 38 |
  /// |---|---|
  /// | 2^130 | `1361129467683753853853498429727072845824` |
  /// | 1/3 | `0.33333333333333333333333333333333333333` |
  /// | 10^50 | `100000000000000000000000000000000000000000000000000` |
  ///
  /// - Parameters:
  ///   - precision: significant digits of a value that is rounded, clamped to
  ///     `1...Limits.maximumPrecision`; also the least precision the notation is chosen at.
  ///   - rounding: how the last digit of a rounded value is rounded; half-even by default.
  public func fullDecimalString(precision: Int = 38, rounding: RoundingMode = .halfEven) -> String {
    let p = Number.clamp(precision)
    if p >= 19, case .exact(let value) = storage, case .small(let n, 1) = value.storage {
      return String(n)
    }
    let (value, notation) = fullyShown(precision: p, rounding: rounding)
    return value.text(precision: notation)
  }

  /// What ``fullDecimalString(precision:rounding:)`` writes, with the precision its
  /// notation is chosen at: the value's every digit when it is exact and terminates, else
  /// the value rounded to `precision` (already clamped).
  ///
  /// An integer is written with every digit, as bc and Python write integers (`10000!` is
  /// its 35,660 digits), always in plain notation whatever its trailing zeros: `10^50` is 1
  /// and fifty zeros, `2^100*10^10` is `12676506002282294014967032053760000000000`. A value that is not an integer is shown in full
  /// only up to ``maximumFullDigits`` significant digits: `1.0001^100000`, exactly 400,001
  /// digits, is rounded to the precision like `1/3`.
  package func fullyShown(precision p: Int, rounding: RoundingMode) -> (value: RoundedDecimal, precision: Int) {
    let shown = rounded(precision: p, rounding: rounding)
    if shown.isExact, let exact = exactValue, exact.isInteger {
      return (shown, max(p, shown.adjustedExponent + 1))
    }
    guard !shown.isExact, let exact = exactValue,
      let full = exact.terminatingDecimal(maximumDigits: exact.isInteger ? Int.max : Number.maximumFullDigits)
    else {
      return (shown, p)
    }
    let count = full.digits.utf8.count
    if exact.isInteger { return (full, max(p, full.adjustedExponent + 1)) }
    return (full, max(p, count))
  }

  /// The most significant digits a value that is not an integer is shown with in full.
  package static let maximumFullDigits = 1_000

  /// Whether ``decimalString(precision:rounding:)`` at this precision shows the value with
  /// no rounding at all (and the value is exact).
  public func isExactlyShown(precision: Int = 38) -> Bool {
    guard let value = exactValue else { return false }
    return value.rounded(toSignificantDigits: Number.clamp(precision), mode: .down).isExact
  }

  /// The rounded digits of the true value at `precision`, if the bounds decide them.
  package func decided(precision: Int, rounding: RoundingMode) -> RoundedDecimal? {
    switch storage {
    case .exact(let value):
      return value.rounded(toSignificantDigits: precision, mode: rounding)
    case .approximate(let lower, let upper):
      switch Number.sameCoefficient(lower, upper, precision: precision, rounding: rounding) {
      case .differ: return nil
      case .same(let q, let exponent):
        return Rational.decimal(coefficient: q, exponent: exponent, negative: lower.isNegative, exact: false)
      case .unknown: break
      }
      guard let low = lower.roundedToDecimal(digits: precision, mode: rounding),
        let high = upper.roundedToDecimal(digits: precision, mode: rounding), low.hasSameValue(as: high)
      else { return nil }
      return RoundedDecimal(
        isNegative: low.isNegative, digits: low.digits, exponent: low.exponent, isExact: false)
    }
  }

  /// Whether ``decided(precision:rounding:)`` would give digits, without writing them: for
  /// bounds of one sign whose exact rounding is cheap, only the two rounded coefficients are
  /// compared (a 100,000-digit result's text is written once, when it is shown).
  package func isDecided(precision: Int, rounding: RoundingMode) -> Bool {
    guard case .approximate(let lower, let upper) = storage else { return true }
    switch Number.sameCoefficient(lower, upper, precision: precision, rounding: rounding) {
    case .differ: return false
    case .same: return true
    case .unknown: return decided(precision: precision, rounding: rounding) != nil
    }
  }

  private enum Coefficients {
    case same(BigUInt, exponent: Int)
    case differ
    case unknown
  }

  /// The bounds' roundings to `precision` digits compared as integers
  /// (``Dyadic/roundedCoefficient(digits:mode:)``, the rounding ``Dyadic/roundedToDecimal(digits:mode:)``
  /// makes of such a bound), when both bounds have one sign and are rounded exactly
  /// (``Dyadic/needsExactDecimalRounding(digits:)``); `.unknown` otherwise. No text is
  /// written: ``isDecided(precision:rounding:)`` writes none, ``decided(precision:rounding:)`` one.
  private static func sameCoefficient(
    _ lower: Dyadic, _ upper: Dyadic, precision: Int, rounding: RoundingMode
  ) -> Coefficients {
    guard lower.isNegative == upper.isNegative,
      lower.needsExactDecimalRounding(digits: precision), upper.needsExactDecimalRounding(digits: precision)
    else { return .unknown }
    if let kept = DecidedMemo.coefficient(lower, upper, precision: precision, rounding: rounding) {
      return .same(kept.q, exponent: kept.exponent)
    }
    var tens = Dyadic.DecimalScaling()
    guard let a = lower.roundedCoefficient(digits: precision, mode: rounding, tens: &tens),
      let b = upper.roundedCoefficient(digits: precision, mode: rounding, tens: &tens)
    else { return .unknown }
    guard a.q == b.q && a.exponent == b.exponent else { return .differ }
    DecidedMemo.keep(lower, upper, precision: precision, rounding: rounding, q: a.q, exponent: a.exponent)
    return .same(a.q, exponent: a.exponent)
  }

  /// What is shown: the decided digits; else zero if the bounds straddle it; else the
  /// nearest value with as many digits as the bounds decide (fewer than asked, or up to
  /// three more when the value may lie exactly on a tie); else one digit of the midpoint.
  package func rounded(precision: Int, rounding: RoundingMode) -> RoundedDecimal {
    if let result = decided(precision: precision, rounding: rounding) { return result }
    // Bounds of different signs decide no digit: the value may be zero.
    if signum == 0 { return RoundedDecimal(isNegative: false, digits: "0", exponent: 0, isExact: false) }
    // The bounds agree on about as many digits as their roundings share; try those.
    var shared = 0
    if let low = lower.roundedToDecimal(digits: precision, mode: .halfEven),
      let high = upper.roundedToDecimal(digits: precision, mode: .halfEven),
      low.adjustedExponent == high.adjustedExponent
    {
      shared = zip(low.digits.utf8, high.digits.utf8).prefix { $0 == $1 }.count
    }
    for digits in stride(from: min(shared + 1, precision), through: max(1, shared - 2), by: -1) {
      if let result = decided(precision: digits, rounding: rounding) { return result }
    }
    // A value that may sit exactly on a tie (2.5 computed as bounds around it) is decided
    // only with a digit more: show that digit rather than guess the tie's direction.
    for digits in (precision + 1)...(precision + 3) {
      if let result = decided(precision: digits, rounding: rounding) { return result }
    }
    let (l, u) = (lower, upper)
    var middle = (try? l.adding(u, bits: max(l.width, u.width) + 2, .down).scaled(byPowerOfTwo: -1)) ?? l
    if middle.isZero { middle = u }
    var result = middle.roundedToDecimal(digits: 1, mode: .halfEven) ?? .zero
    result.isExact = false
    return result
  }

  package static func clamp(_ precision: Int) -> Int {
    min(max(precision, 1), Limits.maximumPrecision)
  }
}

extension Rational {
  /// The exact value as decimal digits when its decimal expansion terminates (the
  /// denominator is `2^a × 5^b`); nil otherwise.
  ///
  /// `n / (2^a × 5^b)` is `n × 2^(m−a) × 5^(m−b) / 10^m` with `m = max(a, b)`, so the
  /// digits are those of one integer product.
  package var terminatingDecimal: RoundedDecimal? { terminatingDecimal(maximumDigits: Int.max) }

  /// ``terminatingDecimal`` when it has at most about `maximumDigits` significant digits
  /// (estimated from the sizes before any digit is worked out); nil otherwise.
  package func terminatingDecimal(maximumDigits: Int) -> RoundedDecimal? {
    var twos = 0
    var fives = 0
    switch storage {
    case .small(_, let d):
      var rest = d
      twos = rest.trailingZeroBitCount
      rest >>= twos
      while rest % 5 == 0 {
        rest /= 5
        fives += 1
      }
      guard rest == 1 else { return nil }
    case .big(_, let d):
      let magnitude = d.magnitude
      twos = magnitude.trailingZeroBitCount
      // What is left after the twos must be 5^k, whose bit width is floor(k × log2 5) + 1:
      // its low word against 5^k mod 2^64 for the k that fit rules out almost every other
      // denominator before any big-integer work (and without shifting a copy).
      let words = magnitude.words
      let (index, shift) = twos.quotientAndRemainder(dividingBy: UInt.bitWidth)
      let word = { (i: Int) -> UInt in i < words.count ? words[i] : 0 }
      let low = shift == 0 ? word(index) : word(index) >> shift | word(index + 1) << (UInt.bitWidth - shift)
      let estimate = max(Int(Double(magnitude.bitWidth - twos - 1) / 2.321_928_094_887_362) - 1, 0)
      var power = Rational.lowWordOfPowerOfFive(estimate)
      var candidate: Int?
      for k in estimate...(estimate + 2) {
        if power == low {
          candidate = k
          break
        }
        power = power &* 5
      }
      guard let k = candidate else { return nil }
      // Too many digits to show in full: known before the power of five is built.
      let m = max(twos, k)
      let bits = numerator.magnitude.bitWidth + (m - twos) + (m - k) * 2322 / 1000
      if maximumDigits < Int.max && bits * 301 / 1000 > maximumDigits + 1 { return nil }
      guard BigUInt(5).raised(to: k) == magnitude >> twos else { return nil }
      fives = k
    }
    if isZero { return .zero }
    let m = max(twos, fives)
    let bits = numerator.magnitude.bitWidth + (m - twos) + (m - fives) * 2322 / 1000
    if maximumDigits < Int.max && bits * 301 / 1000 > maximumDigits + 1 { return nil }
    var coefficient = numerator.magnitude << (m - twos)
    if m > fives { coefficient = BigUInt.product(coefficient, BigUInt(5).raised(to: m - fives)) }
    var result = RoundedDecimal(
      integerDigits: Rational.decimalDigits(coefficient), isNegative: signum < 0, isExact: true)
    result.exponent -= m
    return result
  }

  /// 5^k mod 2^64, by squaring.
  package static func lowWordOfPowerOfFive(_ k: Int) -> UInt {
    var result: UInt = 1
    var base: UInt = 5
    var k = k
    while k > 0 {
      if k & 1 == 1 { result = result &* base }
      base = base &* base
      k >>= 1
    }
    return result
  }
}
