import BigInt

/// A value rounded to a number of significant digits: `±digits × 10^exponent`.
///
/// `digits` has no leading or trailing zeros (zero is the single digit `"0"` with exponent 0),
/// so two equal values have equal fields.
package struct RoundedDecimal: Sendable, Hashable {
  package var isNegative: Bool
  /// The significant digits, ASCII `0`–`9`.
  package var digits: String
  package var exponent: Int
  /// Whether rounding discarded nothing, so the digits are the value itself.
  package var isExact: Bool

  /// The position of the most significant digit: 0 for 1–9, 2 for 100–999, -1 for 0.1–0.99.
  package var adjustedExponent: Int { exponent + digits.utf8.count - 1 }

  package static let zero = RoundedDecimal(isNegative: false, digits: "0", exponent: 0, isExact: true)

  /// Whether `other` is the same number (exactness aside): two roundings of a value's
  /// bounds that agree decide its digits.
  package func hasSameValue(as other: RoundedDecimal) -> Bool {
    digits == other.digits && exponent == other.exponent && isNegative == other.isNegative
  }

  /// This value times `10^power`: the point moves, the digits stay (zero stays zero).
  package func scaled(byPowerOfTen power: Int) -> RoundedDecimal {
    var result = self
    if digits != "0" { result.exponent += power }
    return result
  }
}

extension Rational {
  /// This value correctly rounded to `precision` significant digits.
  ///
  /// - Precondition: `precision >= 1`.
  package func rounded(toSignificantDigits precision: Int, mode: RoundingMode) -> RoundedDecimal {
    precondition(precision >= 1)
    switch storage {
    case .small(0, _):
      return .zero
    case .small(let n, let d) where precision <= Rational.longDivisionDigits:
      return Rational.smallRounded(U128(n.magnitude), UInt(d), negative: n < 0, precision, mode)
    case .big(let n, let d)
    where precision <= Rational.longDivisionDigits && n.magnitude.bitWidth <= 128
      && d.magnitude.bitWidth <= UInt.bitWidth:
      // A numerator of two words over a denominator of one: long division still works.
      return Rational.smallRounded(
        Rational.wide(n.magnitude), UInt(Rational.wide(d.magnitude).low),
        negative: n.sign == .minus, precision, mode)
    case .small(let n, 1) where precision >= 19:
      // Every machine integer has at most 19 digits: exact as it stands.
      return RoundedDecimal(integerDigits: String(n.magnitude), isNegative: n < 0, isExact: true)
    default:
      if let (coefficient, exponent) = smallTerminatingDecimal {
        let text = String(coefficient)
        if text.utf8.count <= precision {
          var result = RoundedDecimal(integerDigits: text, isNegative: signum < 0, isExact: true)
          result.exponent += exponent
          return result
        }
      }
      if bitWidth > Rational.boundedRoundingBits, let result = roundedFromBounds(precision, mode) {
        return result
      }
      return roundedSlowly(precision, mode)
    }
  }

  /// The most significant digits ``smallRounded(_:_:negative:_:_:)`` works out.
  package static let longDivisionDigits = 96

  /// The machine-word case of ``rounded(toSignificantDigits:mode:)``: `m / d` by long
  /// division, 19 digits a step, into a buffer on the stack; no big-integer work.
  ///
  /// - Precondition: `m > 0`, `d > 0`, `precision <= longDivisionDigits`.
  static func smallRounded(
    _ m: U128, _ d: UInt, negative: Bool, _ precision: Int, _ mode: RoundingMode
  ) -> RoundedDecimal {
    // The integer part has at most 39 digits and each step adds 19, so the digits never
    // exceed precision + 39 + 19 before the loop stops.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: longDivisionDigits + 60) { buffer in
      var count = 0  // significant digits in buffer
      var adjusted = 0  // the position of the first significant digit
      // m / d in word divisions: the high word first, then its remainder with the low.
      let high = UInt(m.high)
      let (highQuotient, highRemainder) = high.quotientAndRemainder(dividingBy: d)
      let (lowQuotient, remainder) = d.dividingFullWidth((highRemainder, UInt(m.low)))
      var integer = U128(highQuotient) << 64 | U128(lowQuotient)
      var r = remainder
      let chunk: UInt = 10_000_000_000_000_000_000  // 10^19
      if integer > 0 {
        // Right to left, 19 digits a word; then the leading zeros dropped.
        var reversed = 0
        while integer > 0 {
          let (rest, part) = integer.quotientAndRemainder(dividingBy: U128(chunk))
          var x = UInt(part.low)
          for _ in 0..<19 {
            if rest == 0 && x == 0 { break }
            buffer[reversed] = UInt8(truncatingIfNeeded: x % 10) &+ UInt8(ascii: "0")
            x /= 10
            reversed += 1
          }
          integer = rest
        }
        buffer[0..<reversed].reverse()
        count = reversed
        adjusted = reversed - 1
      } else {
        adjusted = -1
      }
      while r != 0 && count <= precision {
        // r < d, so r·10^19 < d·2^64: the quotient fits a word.
        let (q, next) = d.dividingFullWidth(r.multipliedFullWidth(by: chunk))
        r = next
        var x = q
        for i in stride(from: count + 18, through: count, by: -1) {
          buffer[i] = UInt8(truncatingIfNeeded: x % 10) &+ UInt8(ascii: "0")
          x /= 10
        }
        if count == 0 {
          // Before the first significant digit: drop the leading zeros.
          var zeros = 0
          while zeros < 19 && buffer[zeros] == UInt8(ascii: "0") { zeros += 1 }
          adjusted -= zeros
          if zeros == 19 { continue }
          for i in 0..<(19 - zeros) { buffer[i] = buffer[i + zeros] }
          count = 19 - zeros
        } else {
          count += 19
        }
      }
      var exact = r == 0
      var kept = count
      if count > precision {
        // Round at `precision` digits: the first dropped digit against 5, then the rest.
        let first = buffer[precision]
        var rest = r != 0
        if !rest {
          for i in (precision + 1)..<count where buffer[i] != UInt8(ascii: "0") {
            rest = true
            break
          }
        }
        kept = precision
        if first != UInt8(ascii: "0") || rest {
          exact = false
          let half = first > UInt8(ascii: "5") ? 1 : (first < UInt8(ascii: "5") ? -1 : (rest ? 1 : 0))
          let odd = buffer[precision - 1] & 1 == 1
          if mode.incrementsMagnitude(half: half, lastDigitIsOdd: odd, negative: negative) {
            var i = precision - 1
            while i >= 0 && buffer[i] == UInt8(ascii: "9") {
              buffer[i] = UInt8(ascii: "0")
              i -= 1
            }
            if i >= 0 {
              buffer[i] += 1
            } else {
              buffer[0] = UInt8(ascii: "1")
              kept = 1
              adjusted += 1
            }
          }
        }
      }
      while kept > 1 && buffer[kept - 1] == UInt8(ascii: "0") { kept -= 1 }
      let digits = String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<kept]), as: UTF8.self)
      return RoundedDecimal(
        isNegative: negative, digits: digits, exponent: adjusted - (kept - 1), isExact: exact)
    }
  }

  package func roundedSlowly(_ precision: Int, _ mode: RoundingMode) -> RoundedDecimal {
    let (q, exponent, exact) = roundedCoefficient(precision, mode)
    return Rational.decimal(coefficient: q, exponent: exponent, negative: signum < 0, exact: exact)
  }

  /// `±q × 10^exponent` as a ``RoundedDecimal``, its digits written once.
  package static func decimal(coefficient q: BigUInt, exponent: Int, negative: Bool, exact: Bool) -> RoundedDecimal {
    if let (digits, zeros) = Rational.trimmedDigits(q) {
      return RoundedDecimal(isNegative: negative, digits: digits, exponent: exponent + zeros, isExact: exact)
    }
    var result = RoundedDecimal(integerDigits: Rational.decimalDigits(q), isNegative: negative, isExact: exact)
    result.exponent += exponent
    return result
  }

  /// The decimal digits of a positive `q` below 10^38 without its trailing zeros, and how
  /// many zeros there were: written once into a buffer, through two machine words. Nil
  /// for a larger `q`.
  package static func trimmedDigits(_ q: BigUInt) -> (String, Int)? {
    guard q.bitWidth <= 2 * UInt.bitWidth else { return nil }
    let value = wide(q)
    let chunk: U128 = 10_000_000_000_000_000_000  // 10^19
    let (highPart, lowPart) = value.quotientAndRemainder(dividingBy: chunk)
    guard highPart < chunk, value > 0 else { return nil }
    let high = UInt(highPart.low)
    let low = UInt(lowPart.low)
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 38) { buffer in
      // Right to left: the low word's 19 digits (zero-padded when there is a high word).
      var end = 38
      var x = low
      for _ in 0..<19 {
        if high == 0 && x == 0 { break }
        end -= 1
        buffer[end] = UInt8(truncatingIfNeeded: x % 10) &+ UInt8(ascii: "0")
        x /= 10
      }
      x = high
      while x > 0 {
        end -= 1
        buffer[end] = UInt8(truncatingIfNeeded: x % 10) &+ UInt8(ascii: "0")
        x /= 10
      }
      var last = 38
      while last > end + 1 && buffer[last - 1] == UInt8(ascii: "0") { last -= 1 }
      let digits = String(decoding: UnsafeBufferPointer(rebasing: buffer[end..<last]), as: UTF8.self)
      return (digits, 38 - last)
    }
  }

  /// The value rounded to `precision` significant digits as `±q × 10^exponent`, with
  /// `10^(precision-1) <= q < 10^precision`, and whether nothing was discarded.
  ///
  /// - Precondition: the value is not zero.
  package func roundedCoefficient(
    _ precision: Int, _ mode: RoundingMode
  ) -> (q: BigUInt, exponent: Int, exact: Bool) {
    let negative = signum < 0
    let n = numerator.magnitude
    let d = denominator.magnitude
    // A power-of-two denominator (every approximation's bound) divides by a shift.
    if d.bitWidth == d.trailingZeroBitCount + 1,
      let shifted = Dyadic(significand: n, exponent: 1 - d.bitWidth, isNegative: negative)
        .roundedCoefficient(digits: precision, mode: mode)
    {
      return shifted
    }
    // Choose a scale s so that 10^(p-1) <= n·10^s / d < 10^p. Start from an estimate of
    // the decimal exponent from the bit widths and correct it (at most a step or two).
    let log10of2 = 0.30102999566398119521
    var adjusted = Int((Double(n.bitWidth - d.bitWidth) * log10of2).rounded(.down))
    let lowest = Rational.powerOfTen(precision - 1)
    let highest = Rational.powerOfTen(precision)
    while true {
      let scale = precision - 1 - adjusted
      let (scaledN, scaledD) =
        scale >= 0
        ? (BigUInt.product(n, Rational.powerOfTen(scale)), d) : (n, BigUInt.product(d, Rational.powerOfTen(-scale)))
      var (q, r) = BigUInt.quotientAndRemainder(scaledN, scaledD)
      if q >= highest {
        adjusted += 1
        continue
      }
      if q < lowest {
        adjusted -= 1
        continue
      }
      var exponent = -scale
      let exact = r.isZero
      if !exact {
        let twice = r << 1
        let half = twice < scaledD ? -1 : (twice == scaledD ? 0 : 1)
        let odd = (q.words.first ?? 0) & 1 == 1
        if mode.incrementsMagnitude(half: half, lastDigitIsOdd: odd, negative: negative) {
          q += 1
          if q == highest {
            q = lowest
            exponent += 1
          }
        }
      }
      return (q, exponent, exact)
    }
  }

  /// 10^0 … 10^99 as big integers, made once: the scales of rounding at the usual
  /// precisions.
  private static let bigPowersOfTen: [BigUInt] = {
    var powers: [BigUInt] = [1]
    while powers.count < 100 { powers.append(powers[powers.count - 1] * 10) }
    return powers
  }()

  /// `10^k` for `0 <= k <= 38`, the powers below 2^128: one word of ``powersOfTen`` up to
  /// 10^19, else the full product of two: one multiplication where a loop of `k` would be a
  /// good part of a 38-digit rounding.
  static func powerOfTenWide(_ k: Int) -> U128 {
    precondition(k >= 0 && k <= 38)
    let powers = powersOfTen
    if k <= 19 { return U128(powers[k]) }
    let (high, low) = powers[19].multipliedFullWidth(by: powers[k - 19])
    return U128(high: UInt64(high), low: UInt64(low))
  }

  /// `10^k`, from the table when it is there; a large one from the one kept
  /// (``PowerOfTenCache``) when it is near.
  package static func powerOfTen(_ k: Int) -> BigUInt {
    if k < bigPowersOfTen.count { return bigPowersOfTen[k] }
    return k < PowerOfTenCache.smallestDigits ? BigUInt(10).raised(to: k) : PowerOfTenCache.power(k)
  }

  /// The decimal digits of `q`: through two machine words when it is below 10^38 (the
  /// default precision's coefficients), which is much faster than the general conversion.
  package static func decimalDigits(_ q: BigUInt) -> String {
    guard q.bitWidth <= 2 * UInt.bitWidth else { return q.decimalText }
    let value = wide(q)
    let chunk: U128 = 10_000_000_000_000_000_000  // 10^19
    let high = value / chunk
    guard high > 0 else { return String(UInt(value.low)) }
    guard high < chunk else { return String(q) }
    let low = String(UInt((value % chunk).low))
    return String(UInt(high.low)) + String(repeating: "0", count: 19 - low.utf8.count) + low
  }

  /// This value rounded to `precision` significant digits, as an exact value.
  package func rounded(toDigits precision: Int, mode: RoundingMode) -> Rational {
    if isZero { return self }
    if case .small(let n, 1) = storage, precision >= 19 { return Rational(n) }
    let (q, exponent, exact) = roundedCoefficient(precision, mode)
    if exact { return self }
    let signed = signum < 0 ? -BigInt(q) : BigInt(q)
    let power = BigInt(Rational.powerOfTen(abs(exponent)))
    // calc's product: attaswift's `*` grows its result a word at a time, which is
    // quadratic for a power of ten of a million digits.
    return exponent >= 0
      ? Rational(BigInt.product(signed, power)) : Rational(numerator: signed, denominator: power)
  }
}

extension RoundedDecimal {
  /// A value from the decimal digits of a positive integer, with trailing zeros moved into
  /// the exponent.
  package init(integerDigits: String, isNegative: Bool, isExact: Bool) {
    var utf8 = Substring(integerDigits).utf8
    var exponent = 0
    while utf8.count > 1, utf8.last == UInt8(ascii: "0") {
      utf8.removeLast()
      exponent += 1
    }
    self.init(
      isNegative: isNegative, digits: String(Substring(utf8)), exponent: exponent,
      isExact: isExact)
  }
}
