import BigInt

// MARK: - Between exact rationals and dyadic bounds

extension Dyadic {
  /// `x` rounded to `bits` significant bits in `direction` (exactly `x` when it is a dyadic
  /// number of at most that many bits).
  package init(_ x: Rational, bits: Int, _ direction: RoundingDirection) {
    self.init(fraction: x.numerator, x.denominator, bits: bits, direction)
  }

  /// `n / d` (`d > 0`, in lowest terms or not) rounded to `bits` in `direction`.
  package init(fraction numerator: BigInt, _ denominator: BigInt, bits: Int, _ direction: RoundingDirection) {
    let negative = numerator.sign == .minus && !numerator.isZero
    let n = numerator.magnitude
    let d = denominator.magnitude
    if n.isZero {
      self = .zero
      return
    }
    let twos = d.trailingZeroBitCount
    if d.bitWidth == twos + 1 {
      // A power of two: exact, then rounded.
      self = Dyadic(significand: n, exponent: -twos, isNegative: negative).rounded(toBits: bits, direction)
      return
    }
    if let short = Dyadic.fromLeadingBits(n, d, negative: negative, bits: bits, direction) {
      self = short
      return
    }
    let shift = bits + 1 + d.bitWidth - n.bitWidth
    if shift < -64 {
      // A quotient far wider than `bits`: with n = n₁·2^t + n₀ (n₀ < 2^t) and q₁, r₁ the
      // quotient and remainder of n₁ by d, n/d lies in [q₁·2^t, (q₁ + 1)·2^t), strictly
      // inside when r₁ or n₀ is not zero; q₁ keeps more than `bits` bits, so that
      // decides the rounding without the quotient's low bits (a 3,000,000-bit quotient
      // need not be worked out in full to keep 200 bits of it).
      let t = -shift - 2
      let (q, r) = BigUInt.quotientAndRemainder(n >> t, d)
      let sticky = !r.isZero || n.trailingZeroBitCount < t
      self = Dyadic.rounding(q, exponent: t, negative: negative, sticky: sticky, bits: bits, direction)
      return
    }
    let (q, r) = BigUInt.quotientAndRemainder(n << max(0, shift), d)
    self = Dyadic.rounding(q, exponent: -max(0, shift), negative: negative, sticky: !r.isZero, bits: bits, direction)
  }

  /// `±n/d` rounded to `bits` from the leading `bits + 128` bits of `n` and `d` alone, when
  /// `d` is much wider than that: the true quotient lies between `n₁/(d₁ + 1)` and
  /// `(n₁ + 1)/d₁` (scaled by the bits cut off), 2^-(bits + 126) apart relatively, and when
  /// both round alike that is the rounding. Nil when it is not so (a quotient within that
  /// of a rounding boundary, as a short dyadic value with a huge common factor is) or not
  /// worth it. Rounding `1/62^370738` (2,200,000 bits) to 200 bits took a reciprocal of the
  /// whole denominator: 50 ms in a release build, seconds in a debug one, at every use.
  private static func fromLeadingBits(
    _ n: BigUInt, _ d: BigUInt, negative: Bool, bits: Int, _ direction: RoundingDirection
  ) -> Dyadic? {
    guard bits < 1 << 40 else { return nil }
    let kept = bits + 128
    guard d.bitWidth > kept + 64 else { return nil }
    let u = d.bitWidth - kept
    let d1 = d >> u
    let v = max(0, n.bitWidth - kept)
    let n1 = n >> v
    let cut = v > 0 && n.trailingZeroBitCount < v
    let sign: BigInt.Sign = negative ? .minus : .plus
    // The ends in the order of magnitudes; both rounded the same way in `direction`.
    let small = Dyadic(
      fraction: BigInt(sign: sign, magnitude: n1), BigInt(d1 + 1), bits: bits, direction)
    let large = Dyadic(
      fraction: BigInt(sign: sign, magnitude: cut ? n1 + 1 : n1), BigInt(d1), bits: bits, direction)
    guard small == large else { return nil }
    return Dyadic(significand: small.significand, exponent: small.exponent + v - u, isNegative: small.isNegative)
  }

  /// `x` rounded down and up to `bits` bits (the same value twice when it fits).
  package static func bounds(_ x: Rational, bits: Int) -> (lower: Dyadic, upper: Dyadic) {
    (Dyadic(x, bits: bits, .down), Dyadic(x, bits: bits, .up))
  }

  /// The most bits an exponent may have for ``rational`` to give the exact value: beyond it
  /// the rational would be too large to be worth building.
  package static let rationalExponentLimit = 1 << 22

  /// The exact value as a rational, or nil when its exponent is beyond
  /// ``rationalExponentLimit`` bits either way.
  package var rational: Rational? {
    if isZero { return .zero }
    guard exponent.magnitude <= UInt(Dyadic.rationalExponentLimit) else { return nil }
    let n = BigInt(sign: isNegative ? .minus : .plus, magnitude: significand)
    if exponent >= 0 { return Rational(n << exponent) }
    // The significand is odd: already in lowest terms.
    return Rational(reducedNumerator: n, denominator: BigInt(1) << -exponent)
  }

  /// Whether ``rational`` gives the exact value.
  package var isModerate: Bool { exponent.magnitude <= UInt(Dyadic.rationalExponentLimit) }

  /// `floor(self)` as a rational integer when moderate.
  package func floorRational() -> Rational? {
    guard let r = rational else { return nil }
    return r.roundedToInteger(.down)
  }

  /// An estimate of `log2 |self|`, good to about 15 digits (for choosing precisions).
  package var log2Estimate: Double {
    if isZero { return -.infinity }
    let w = significand.bitWidth
    let top = w > 64 ? significand >> (w - 64) : significand
    return log2(Double(UInt64(top))) + Double(exponent + max(0, w - 64))
  }

  /// The nearest `Double` (to within an ulp or so; ±infinity or 0 beyond its range).
  package var doubleEstimate: Double {
    if isZero { return 0 }
    let w = significand.bitWidth
    let top = w > 64 ? significand >> (w - 64) : significand
    let scale = exponent + max(0, w - 64)
    let magnitude: Double
    if scale > 2_000 { magnitude = .infinity } else if scale < -2_200 { magnitude = 0 } else {
      magnitude = Double(UInt64(top)) * pow(2, Double(scale))
    }
    return isNegative ? -magnitude : magnitude
  }
}

extension Dyadic {
  /// This exact value rounded to `p` significant digits by `mode`: exactly, through a
  /// rational, when the exponent is small enough for a tie or an exact result to be possible;
  /// otherwise from bounds, which decide it (nil if they cannot within their budget).
  package func roundedToDecimal(digits p: Int, mode: RoundingMode) -> RoundedDecimal? {
    if needsExactDecimalRounding(digits: p), let shifted = roundedToDecimalByShifting(digits: p, mode: mode) {
      return shifted
    }
    if needsExactDecimalRounding(digits: p), let r = rational {
      return r.rounded(toSignificantDigits: p, mode: mode)
    }
    return roundedToDecimalApproximately(digits: p, mode: mode)
  }
}
