import BigInt

extension Dyadic {
  /// `|self|` rounded to `p` significant digits by `mode` as `q × 10^exponent` with
  /// `10^(p-1) <= q < 10^p`, and whether nothing was discarded, for a nonzero value below
  /// 10^p with a negative exponent (every bound a kernel returns): `m / 2^k` scaled by a
  /// power of ten is a product and a shift, where a rational's rounding divides by `2^k` as
  /// by any denominator. Nil when the case does not apply (zero, an integer, a value of
  /// 10^p or more); ``Rational/roundedCoefficient(_:_:)`` comes here for a power-of-two
  /// denominator.
  package func roundedCoefficient(digits p: Int, mode: RoundingMode) -> (q: BigUInt, exponent: Int, exact: Bool)? {
    guard !isZero, exponent < 0, p >= 1 else { return nil }
    let m = significand
    let k = -exponent
    // 10^adjusted <= m / 2^k < 10^(adjusted + 1), from the bit widths, then corrected.
    let log10of2 = 0.30102999566398119521
    var adjusted = Int((Double(m.bitWidth - (k + 1)) * log10of2).rounded(.down))
    let lowest = Rational.powerOfTen(p - 1)
    let highest = Rational.powerOfTen(p)
    for _ in 0..<4 {
      let s = p - 1 - adjusted
      guard s >= 0 else { return nil }
      let n = BigUInt.product(m, Rational.powerOfTen(s))
      var q = n >> k
      if q >= highest {
        adjusted += 1
        continue
      }
      if q < lowest {
        adjusted -= 1
        continue
      }
      // The discarded part n mod 2^k against half of 2^k: bit k − 1 and the bits below it.
      let zeros = n.trailingZeroBitCount
      let exact = zeros >= k
      var exponent = -s
      if !exact {
        let half = !n[bitAt: k - 1] ? -1 : (zeros == k - 1 ? 0 : 1)
        let odd = (q.words.first ?? 0) & 1 == 1
        if mode.incrementsMagnitude(half: half, lastDigitIsOdd: odd, negative: isNegative) {
          q += 1
          if q == highest {
            q = lowest
            exponent += 1
          }
        }
      }
      return (q, exponent, exact)
    }
    return nil
  }

  /// This value rounded to `p` significant digits by `mode` through
  /// ``roundedCoefficient(digits:mode:)``, for `p` up to ``Rational/longDivisionDigits`` (the
  /// usual precisions, where building a rational would cost more than the rounding). Nil
  /// when the case does not apply; the caller then rounds the rational.
  ///
  /// The result is the correct rounding, so it is the one the rational route gives: digits
  /// without trailing zeros, and exact when nothing was discarded.
  package func roundedToDecimalByShifting(digits p: Int, mode: RoundingMode) -> RoundedDecimal? {
    guard p <= Rational.longDivisionDigits, let c = roundedCoefficient(digits: p, mode: mode) else { return nil }
    return Rational.decimal(coefficient: c.q, exponent: c.exponent, negative: isNegative, exact: c.exact)
  }
}
