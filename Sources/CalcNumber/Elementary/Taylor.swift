import BigInt

/// Bounds on the elementary functions near their fixed points, from the first terms of
/// their Taylor series in exact rational arithmetic.
///
/// Near 0 (near 1 for `ln`) each series has terms that shrink fast and whose signs are
/// known, so two or three terms bound the function on both sides: `sin x` lies in
/// `[x − x³/6, x − x³/6 + x⁵/120]` for `0 < x < 1`. Used when the argument is so small
/// that the omitted terms are far below the precision asked for, these bounds are tight
/// *relative to the result*, however tiny it is (`sin(1e-700)`), and they fall on the
/// correct side of the argument (`atan x < x`), which decides directed roundings that a
/// fixed-point kernel, accurate only to an absolute 2^-bits, cannot.
///
/// Every function returns nil when the argument is not small enough for its bounds to be
/// as tight as `bits` asks, or when a power of it would exceed the size cap; the caller
/// then uses its fixed-point kernel.
extension Rational {
  /// How many leading zero bits `|self|` has below the point, about: `|self| < 2^-(z-1)`
  /// with `z` this value (0 for `|self| >= 1/2`).
  package var leadingZeroBits: Int {
    guard !isZero else { return Int.max }
    let (n, d) = (numerator.magnitude.bitWidth, denominator.magnitude.bitWidth)
    return max(0, d - n)
  }

  /// Whether `|self|^k` is below `2^-(bits + 16)`: a term of degree `k` beyond the
  /// result's leading term is negligible at `bits` (the value itself is at most 1).
  private func isNegligible(degree k: Int, bits: Int) -> Bool {
    let z = leadingZeroBits
    return z > 1 && z <= 2 * Limits.maximumBits && (z - 1) * k >= bits + 16
  }

  /// Whether `|self|` is below 2^-(``WorkingPrecision/maximumKeptBits`` + 1): past the bits
  /// any bounds keep relative to a result near `self` or near 1, where the exact series
  /// terms (x² of millions of digits for `1/62^370738`) would cost seconds and be rounded
  /// away (`Number(lower:upper:)` of rationals).
  private var isBeyondKeptBits: Bool {
    let z = leadingZeroBits
    return z != Int.max && z - 2 > WorkingPrecision.maximumKeptBits
  }

  /// Bounds on `f(self)` for a tiny value (``isBeyondKeptBits``) whose `f(x)/x` lies in
  /// `[1 − 2^-b, 1]` (`shrinks`) or `[1, 1 + 2^-b]`: `x` rounded outward to `b` bits, one
  /// end moved by the factor. Nil only if the rounding leaves the exponent range.
  private func nearlyLinearBounds(shrinks: Bool, bits b: Int) -> Number? {
    let x = magnitude
    let unit = BigUInt(1) << b
    let factor = Dyadic(significand: shrinks ? unit - 1 : unit + 1, exponent: -b, isNegative: false)
    var low = Dyadic(x, bits: b, .down)
    var high = Dyadic(x, bits: b, .up)
    if shrinks {
      guard let moved = try? low.multiplied(by: factor, bits: b + 4, .down) else { return nil }
      low = moved
    } else {
      guard let moved = try? high.multiplied(by: factor, bits: b + 4, .up) else { return nil }
      high = moved
    }
    return signum < 0 ? Number(lower: high.negated, upper: low.negated) : Number(lower: low, upper: high)
  }

  /// `self + sign · 10^-k` for the largest `k` up to `bits · log10 2` whose sum fits the
  /// size cap: a bound on a term below `2^-bits` too small to hold exactly (a larger
  /// offset is still a bound, only a looser one). Nil if no such sum fits. `k` stops at
  /// `enough · log10 2` too: an offset below `2^-enough` is as good as an exact term. The
  /// callers ask for enough to keep the result tight relative to its difference from the
  /// fixed point, and below the last exact term, whose sign tells on which side of a short
  /// argument (`x`, `1 + x`) the value lies.
  private func nudged(by sign: Int, belowTwoToThe bits: Int, enough: Int) -> Rational? {
    let log10of2 = 0.301_029_995_663_981_2
    var k = min(Int(Double(bits) * log10of2), Limits.maximumDigits - 16, Int(Double(enough) * log10of2) + 2)
    while k > 0 {
      let step = Rational(numerator: 1, denominator: BigInt(BigUInt(10).raised(to: k)))
      if let sum = try? adding(sign < 0 ? -step : step) { return sum }
      k = k * 3 / 4
    }
    return nil
  }

  /// Bounds `[x + c·x³, x + c·x³ + t·x⁵]` for `x > 0` (an odd function whose series after
  /// the cubic term is positive and at most `t·x⁵`), mirrored for `x < 0`. When a power
  /// is too small to hold, the bound on it is a power of ten instead.
  package func oddSeriesBounds(cubic c: Rational, tail t: Rational, bits: Int) -> Number? {
    if isBeyondKeptBits {
      // |c·x² + t·x⁴| < x² < 2^-(2z-2) (|c|, |t| below 1/2): f(x)/x is within 2^-b of 1.
      return nearlyLinearBounds(shrinks: c.signum < 0, bits: min(bits + 16, 2 * leadingZeroBits - 2))
    }
    guard isNegligible(degree: 4, bits: bits) else { return nil }
    let x = magnitude
    let z = leadingZeroBits
    let low: Rational
    let high: Rational
    if let x2 = try? x.multiplied(by: x), let x3 = try? x2.multiplied(by: x),
      let main = try? x.adding(x3.multiplied(by: c))
    {
      guard let tail = (try? x3.multiplied(by: x2).multiplied(by: t)).flatMap({ try? main.adding($0) })
        ?? main.nudged(by: 1, belowTwoToThe: 5 * (z - 1), enough: max(z + bits + 16, 3 * z + 8))
      else { return nil }
      (low, high) = (main, tail)
    } else {
      // x³ is too small to hold: its sign says on which side of x the value lies, within x³.
      guard let moved = x.nudged(by: c.signum, belowTwoToThe: 3 * (z - 1), enough: z + bits + 16) else { return nil }
      (low, high) = c.signum < 0 ? (moved, x) : (x, moved)
    }
    return signum < 0 ? Number(lower: -high, upper: -low) : Number(lower: low, upper: high)
  }

  /// `sin x` for a tiny `x`: `[x − x³/6, x − x³/6 + x⁵/120]` (alternating, decreasing terms).
  package func tinySineBounds(bits: Int) -> Number? {
    oddSeriesBounds(cubic: Rational(reducedSmall: -1, 6), tail: Rational(reducedSmall: 1, 120), bits: bits)
  }

  /// `tan x` for a tiny `x`: `x + x³/3 + 2x⁵/15 + …`, every term positive and the tail
  /// from x⁵ on below `x⁵/5` for `|x| < 1/2`.
  package func tinyTangentBounds(bits: Int) -> Number? {
    oddSeriesBounds(cubic: Rational(reducedSmall: 1, 3), tail: Rational(reducedSmall: 1, 5), bits: bits)
  }

  /// `atan x` for a tiny `x`: `[x − x³/3, x − x³/3 + x⁵/5]` (alternating, decreasing terms).
  package func tinyArctangentBounds(bits: Int) -> Number? {
    oddSeriesBounds(cubic: Rational(reducedSmall: -1, 3), tail: Rational(reducedSmall: 1, 5), bits: bits)
  }

  /// `asin x` for a tiny `x`: `x + x³/6 + 3x⁵/40 + …`, every term positive and the tail
  /// from x⁵ on below `x⁵/10` for `|x| < 1/2`.
  package func tinyArcsineBounds(bits: Int) -> Number? {
    oddSeriesBounds(cubic: Rational(reducedSmall: 1, 6), tail: Rational(reducedSmall: 1, 10), bits: bits)
  }

  /// `cos x` for a tiny `x`: `[1 − x²/2, 1 − x²/2 + x⁴/24]` (alternating, decreasing terms).
  package func tinyCosineBounds(bits: Int) -> Number? {
    if isBeyondKeptBits {
      // x²/2 < 2^-(2z-1) <= 2^-e.
      let e = min(bits + 16, 2 * leadingZeroBits - 1)
      return Number(lower: Dyadic(significand: (BigUInt(1) << e) - 1, exponent: -e, isNegative: false), upper: .one)
    }
    guard isNegligible(degree: 4, bits: bits) else { return nil }
    let z = leadingZeroBits
    guard let x2 = try? multiplied(by: self),
      let main = try? Rational.one.subtracting(x2.multiplied(by: Rational(reducedSmall: 1, 2)))
    else {
      // x² too small to hold: 1 − 10^-k <= cos x <= 1.
      return Rational.one.nudged(by: -1, belowTwoToThe: 2 * (z - 1), enough: 2 * z + bits + 16).map { Number(lower: $0, upper: .one) }
    }
    let x4 = try? x2.multiplied(by: x2).multiplied(by: Rational(reducedSmall: 1, 24))
    guard let high = x4.flatMap({ try? main.adding($0) }) ?? main.nudged(by: 1, belowTwoToThe: 4 * (z - 1), enough: 2 * z + bits + 16)
    else { return nil }
    return Number(lower: main, upper: high)
  }

  /// `e^x` for a tiny `x`: for `x > 0`, `[1 + x + x²/2, 1 + x + x²/2 + x³/3]` (the tail
  /// `x³/6 + x⁴/24 + …` is below `x³/3`); for `x < 0` the terms alternate and decrease, so
  /// `1 + x + x²/2 + x³/6 <= e^x <= 1 + x + x²/2`.
  ///
  /// Below 2^-``WorkingPrecision/maximumKeptBits`` (`2^(1/62^370738)`), no bounds could keep
  /// the difference from 1 (`Number(lower:upper:)` of rationals rounds it away),
  /// and x² would have millions of digits: then `1 <= e^x <= 1 + 2x` for `x > 0` and
  /// `1 + x <= e^x <= 1` for `x < 0`, as bounds `bits + 16` bits tight, at no cost.
  package func tinyExponentialBounds(bits: Int) -> Number? {
    if isBeyondKeptBits {
      // |x| < 2^-(z-1), so 2|x| < 2^-(z-2) <= 2^-e.
      let e = min(leadingZeroBits - 2, bits + 16)
      let unit = BigUInt(1) << e
      if signum > 0 {
        return Number(lower: .one, upper: Dyadic(significand: unit + 1, exponent: -e, isNegative: false))
      }
      return Number(lower: Dyadic(significand: unit - 1, exponent: -e, isNegative: false), upper: .one)
    }
    guard isNegligible(degree: 3, bits: bits), let linear = try? Rational.one.adding(self) else { return nil }
    let z = leadingZeroBits
    guard let x2 = try? multiplied(by: self),
      let main = try? linear.adding(x2.multiplied(by: Rational(reducedSmall: 1, 2)))
    else {
      // x² too small to hold: 1 + x <= e^x <= 1 + x + x².
      return linear.nudged(by: 1, belowTwoToThe: 2 * (z - 1), enough: z + bits + 16).map { Number(lower: linear, upper: $0) }
    }
    let third = signum > 0 ? Rational(reducedSmall: 1, 3) : Rational(reducedSmall: 1, 6)
    let x3 = try? x2.multiplied(by: self).multiplied(by: third)
    guard let other = x3.flatMap({ try? main.adding($0) }) ?? main.nudged(by: signum, belowTwoToThe: 3 * (z - 1), enough: max(z + bits + 16, 2 * z + 8))
    else { return nil }
    return signum > 0 ? Number(lower: main, upper: other) : Number(lower: other, upper: main)
  }

  /// `ln(1 + u)` for a tiny `u` (this value): for `u > 0`, `[u − u²/2, u − u²/2 + u³/3]`
  /// (alternating, decreasing); for `u < 0` every term is negative and the tail from u³
  /// on is above `−|u|³/2` (for `|u| <= 1/3`), so `[u − u²/2 − |u|³/2, u − u²/2]`.
  package func tinyLogarithmOfOnePlusBounds(bits: Int) -> Number? {
    if isBeyondKeptBits {
      // ln(1 + u)/u lies in [1 − |u|/2, 1] for u > 0 and in [1, 1 + |u|] for u < 0, and
      // |u| < 2^-(z-1).
      return nearlyLinearBounds(shrinks: signum > 0, bits: min(bits + 16, leadingZeroBits - 1))
    }
    guard isNegligible(degree: 2, bits: bits) else { return nil }
    let z = leadingZeroBits
    guard let u2 = try? multiplied(by: self),
      let main = try? subtracting(u2.multiplied(by: Rational(reducedSmall: 1, 2)))
    else {
      // u² too small to hold: u − u² <= ln(1 + u) <= u.
      return nudged(by: -1, belowTwoToThe: 2 * (z - 1), enough: z + bits + 16).map { Number(lower: $0, upper: self) }
    }
    let factor = signum > 0 ? Rational(reducedSmall: 1, 3) : Rational(reducedSmall: -1, 2)
    let u3 = try? u2.multiplied(by: magnitude).multiplied(by: factor)
    guard let other = u3.flatMap({ try? main.adding($0) }) ?? main.nudged(by: signum, belowTwoToThe: 3 * (z - 1), enough: max(z + bits + 16, 2 * z + 8))
    else { return nil }
    return signum > 0 ? Number(lower: main, upper: other) : Number(lower: other, upper: main)
  }
}
