import BigInt

// MARK: - Writing a value as a conversion asks (`to fraction`, `to hex`, `to decimal`, …)

extension Number {
  /// This value written as `conversion` asks, and whether the text is the value itself.
  ///
  /// - Throws: ``ArithmeticError/domain(_:)`` when the conversion does not apply (the
  ///   fraction of an approximation), ``ArithmeticError/indeterminate`` when the bounds of an
  ///   approximation decide no digit.
  func converted(
    _ conversion: Conversion, precision: Int, rounding: RoundingMode
  ) throws(ArithmeticError) -> (text: String, isExact: Bool) {
    let p = Number.clamp(precision)
    switch conversion {
    case .fraction:
      return (try exactForFraction("fraction").fractionText, true)
    case .mixedFraction:
      return (try exactForFraction("mixed fraction").mixedText, true)
    case .base(let radix):
      return try baseText(radix: radix, precision: p, rounding: rounding)
    case .significantDigits(let n):
      let rounded = self.rounded(precision: Number.clamp(n), rounding: rounding)
      return (rounded.text(precision: Number.clamp(n)), rounded.isExact)
    case .decimalPlaces(let n):
      let (value, decided) = rounded(fractionDigits: NumberFormat.clampFraction(n), rounding: rounding)
      let layout = DecimalLayout(locale: .enUS, usesGrouping: false)
      return (layout.plain(value, minimumFractionDigits: decided), value.isExact)
    case .scientific, .engineering:
      let rounded = self.rounded(precision: p, rounding: rounding)
      return (rounded.scientificText(engineering: conversion == .engineering), rounded.isExact)
    case .currency:
      // The value is already in the currency (see Calculator+Money.swift).
      let rounded = self.rounded(precision: p, rounding: rounding)
      return (rounded.text(precision: p), rounded.isExact)
    case .percent:
      let (value, notation) = fullyShown(precision: p, rounding: rounding)
      let hundredfold = value.scaled(byPowerOfTen: 2)
      return (hundredfold.text(precision: notation) + "%", hundredfold.isExact)
    case .factors:
      return (try factorizationText(budget: .standard, cancellation: nil), true)
    case .decimal:
      if let value = exactValue, let text = value.recurringText(limit: max(p, Conversion.maximumRecurringDigits)) {
        return (text, true)
      }
      let rounded = self.rounded(precision: p, rounding: rounding)
      return (rounded.text(precision: p), rounded.isExact)
    }
  }

  /// The exact value, or a domain error: an approximation has no exact fraction.
  private func exactForFraction(_ what: String) throws(ArithmeticError) -> Rational {
    guard let value = exactValue else {
      throw .domain(
        "this value is an approximation (of an irrational number, or computed by a function), so it has no exact \(what); write 'to N digits' for its digits"
      )
    }
    return value
  }
}

extension Rational {
  /// `2 1/3`, `-2 1/3`; `1/3` below one and `5` for a whole number.
  var mixedText: String {
    if isInteger || numerator.magnitude < denominator.magnitude { return fractionText }
    let (whole, rest) = BigUInt.quotientAndRemainder(numerator.magnitude, denominator.magnitude)
    let sign = numerator.sign == .minus ? "-" : ""
    return "\(sign)\(whole) \(rest)/\(denominator.magnitude)"
  }

  /// The decimal expansion with its period in parentheses (`0.(142857)`, `-1.1(6)…`), or
  /// in full when it terminates; nil when it recurs and the digits after the point up to
  /// the end of the first period number more than `limit`. A period after fraction digits
  /// is followed by an ellipsis, as calc reads it back (`1.1(6)` alone reads two ways: see
  /// Lexer+Recurring.swift); one right after the point is not (`0.(3)`).
  func recurringText(limit: Int) -> String? {
    let d = denominator.magnitude
    let (whole, first) = numerator.magnitude.quotientAndRemainder(dividingBy: d)
    // d = 2^twos · 5^fives · rest: the digits before the period number max(twos, fives).
    let twos = d.trailingZeroBitCount
    let (rest, fives) = Rational.removingFives(d >> twos, atMost: .max)
    let before = max(twos, fives)
    // A terminating expansion is written in full, whatever its length.
    let terminates = rest == 1
    if !terminates && before > limit { return nil }
    // The digits before the period in one division (a terminating 1e-19000 has 19,000),
    // padded with the zeros they start with.
    let (head, afterHead) = (first * BigUInt(10).power(before)).quotientAndRemainder(dividingBy: d)
    var digits: [UInt8] = []
    if before > 0 {
      let text = Array(String(head).utf8)
      digits = Array(repeating: UInt8(ascii: "0"), count: before - text.count) + text
    }
    var remainder = afterHead
    var period: [UInt8] = []
    if !remainder.isZero {
      // After the pre-period the remainders cycle back to this one.
      let start = remainder
      repeat {
        if digits.count + period.count >= limit { return nil }
        remainder *= 10
        let (digit, next) = remainder.quotientAndRemainder(dividingBy: d)
        period.append(UInt8(ascii: "0") + UInt8(digit))
        remainder = next
      } while remainder != start
    }
    var text = numerator.sign == .minus ? "-" : ""
    text += String(whole)
    if digits.isEmpty && period.isEmpty { return text }
    text += "." + String(decoding: digits, as: UTF8.self)
    if !period.isEmpty {
      text += "(" + String(decoding: period, as: UTF8.self) + ")" + (digits.isEmpty ? "" : "…")
    }
    return text
  }
}

extension RoundedDecimal {
  /// `1.2345e+4`, or with `engineering` an exponent that is a multiple of 3, `12.345e+3`;
  /// `0e+0` for zero.
  func scientificText(engineering: Bool) -> String {
    let a = digits == "0" ? 0 : adjustedExponent
    // Digits before the point: 1, or 1–3 so that the exponent is a multiple of 3.
    let lead = engineering ? ((a % 3) + 3) % 3 + 1 : 1
    var body = Array(digits.utf8)
    while body.count < lead { body.append(UInt8(ascii: "0")) }
    var text = isNegative ? "-" : ""
    text += String(decoding: body[..<lead], as: UTF8.self)
    if body.count > lead { text += "." + String(decoding: body[lead...], as: UTF8.self) }
    let exponent = a - (lead - 1)
    text += exponent < 0 ? "e-\(exponent.magnitude)" : "e+\(exponent)"
    return text
  }
}

// MARK: - Other bases

extension Number {
  /// The value in base `radix`: whole numbers exactly; others to as many base-`radix`
  /// digits as `precision` decimal digits hold, correctly rounded, fewer when the bounds of
  /// an approximation do not decide them.
  fileprivate func baseText(
    radix: Int, precision: Int, rounding: RoundingMode
  ) throws(ArithmeticError) -> (text: String, isExact: Bool) {
    if let value = exactValue, value.isInteger {
      return (Number.baseDigits(value.numerator, radix: radix, point: 0), true)
    }
    // Significant base-radix digits worth `precision` decimal ones: p·log(10)/log(radix).
    let significant = Int(
      (Double(precision) * Rational(10).log2Estimate / Rational(radix).log2Estimate).rounded(.up))
    let big = BigInt(radix)
    // The position of the leading digit of |value| in base radix, from the lower bound's
    // magnitude (a digit more or less only changes how many digits are kept).
    let (lower, upper) = try requireRationalBounds()
    let probe = lower.signum == 0 ? upper : lower
    let leading = probe.isZero ? 0 : Number.leadingDigitPosition(of: probe.magnitude, radix: big)
    // Fewer digits when the bounds do not decide them all: one less, then two, four, …
    // down to a single significant digit (a few rounds, however many digits there are).
    let most = max(0, significant - 1 - leading)
    let fewest = max(0, most - (significant - 1))
    var places = most
    var step = 1
    while true {
      let scale = Rational(big.power(places))
      let low = try lower.multiplied(by: scale).roundedToInteger(mode: rounding)
      let high = try upper.multiplied(by: scale).roundedToInteger(mode: rounding)
      if low.value == high.value {
        let exact = isExact && low.isExact
        return (Number.baseDigits(low.value, radix: radix, point: places), exact)
      }
      if places == fewest { throw .indeterminate }
      places = max(fewest, places - step)
      step *= 2
    }
  }

  /// The position of the leading base-`radix` digit of `x > 0`: 0 for 1 up to `radix`, -1
  /// below 1 down to 1/radix, and so on. Estimated from the bit lengths, then made exact
  /// with a comparison or two (never a loop over every position: `1e-19000` has 63,000 of
  /// them in binary).
  static func leadingDigitPosition(of x: Rational, radix: BigInt) -> Int {
    if !(x < Rational(1)) {
      return String((x.numerator / x.denominator).magnitude, radix: Int(radix)).utf8.count - 1
    }
    // radix^k as an exact fraction, for any sign of k.
    func power(_ k: Int) -> Rational {
      k >= 0 ? Rational(radix.power(k)) : Rational(numerator: 1, denominator: radix.power(-k))
    }
    var k = Int((x.log2Estimate / Rational(radix).log2Estimate).rounded(.down))
    k = min(k, -1)
    while x < power(k) { k -= 1 }
    while k < -1, !(x < power(k + 1)) { k += 1 }
    return k
  }

  /// `n / radix^point` in base `radix`, with the prefix `0x`, `0o` or `0b` (or `N#`),
  /// trailing zeros after the point trimmed: a based literal that reads back.
  static func baseDigits(_ n: BigInt, radix: Int, point: Int) -> String {
    var digits = Array(String(n.magnitude, radix: radix).utf8)
    if point > 0 {
      if digits.count <= point { digits.insert(contentsOf: repeatElement(UInt8(ascii: "0"), count: point - digits.count + 1), at: 0) }
      digits.insert(UInt8(ascii: "."), at: digits.count - point)
      while digits.last == UInt8(ascii: "0") { digits.removeLast() }
      if digits.last == UInt8(ascii: ".") { digits.removeLast() }
    }
    let body = String(decoding: digits, as: UTF8.self)
    let sign = n.sign == .minus && !n.isZero ? "-" : ""
    switch radix {
    case 16: return sign + "0x" + body
    case 8: return sign + "0o" + body
    case 2: return sign + "0b" + body
    default: return sign + "\(radix)#" + body
    }
  }
}

extension Rational {
  /// The integer this value rounds to under `mode`, and whether nothing was discarded.
  fileprivate func roundedToInteger(mode: RoundingMode) -> (value: BigInt, isExact: Bool) {
    let n = numerator
    let d = denominator
    let (q, r) = truncatedQuotientAndRemainder  // toward zero
    if r.isZero { return (q, true) }
    let twice = r.magnitude * 2
    let half = twice < d.magnitude ? -1 : twice == d.magnitude ? 0 : 1
    let negative = n.sign == .minus
    let odd = q.magnitude[bitAt: 0]
    if mode.incrementsMagnitude(half: half, lastDigitIsOdd: odd, negative: negative) {
      return (negative ? q - 1 : q + 1, false)
    }
    return (q, false)
  }
}
