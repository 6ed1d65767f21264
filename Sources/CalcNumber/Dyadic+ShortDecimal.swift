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
    var tens = DecimalScaling()
    return roundedCoefficient(digits: p, mode: mode, tens: &tens)
  }

  /// The last power of ten and product ``roundedCoefficient(digits:mode:tens:)`` made, for
  /// the rounding of the other bound: the same power when the bounds share a decade (at
  /// high precision a power of ten is itself a large product), and the other bound's
  /// product from this one's by the bounds' difference, which is a word or two when they
  /// are close, instead of a second full-width product:
  /// `m·10^s = m'·10^s·2^(k−k') + (m − m'·2^(k−k'))·10^s` for `m / 2^k` and `m' / 2^k'`
  /// (`k >= k'`; the other way round, the same with `m` and `m'` exchanged, then shifted
  /// back down).
  package struct DecimalScaling {
    private var power: (s: Int, value: BigUInt)?
    private var last: (m: BigUInt, k: Int, s: Int, n: BigUInt)?

    /// Differences of more words than this are multiplied out in full.
    static let differenceWords = 8

    package init() {}

    /// `10^s` (`s >= 0`).
    mutating func callAsFunction(_ s: Int) -> BigUInt {
      if let power, power.s == s { return power.value }
      let value = Rational.powerOfTen(s)
      power = (s, value)
      return value
    }

    /// `m·10^s` for the significand `m` of `m / 2^k`.
    mutating func scaled(_ m: BigUInt, k: Int, s: Int) -> BigUInt {
      let ten = self(s)
      let n = last.flatMap { last in last.s == s ? Self.scaled(m, k: k, from: last, ten: ten) : nil }
        ?? BigUInt.product(m, ten)
      last = (m, k, s, n)
      return n
    }

    /// `m·10^s` from `previous = (m', k', s, m'·10^s)`, or nil when the difference is long.
    private static func scaled(
      _ m: BigUInt, k: Int, from previous: (m: BigUInt, k: Int, s: Int, n: BigUInt), ten: BigUInt
    ) -> BigUInt? {
      // Both significands at the finer scale 2^max(k, k'); their products likewise.
      let up = max(k, previous.k)
      let a = m.shiftedLeft(bits: up - k), b = previous.m.shiftedLeft(bits: up - previous.k)
      let nb = previous.n.shiftedLeft(bits: up - previous.k)
      let (difference, below) = a >= b ? (a - b, false) : (b - a, true)
      guard difference.words.count <= differenceWords else { return nil }
      let change = BigUInt.product(difference, ten)
      let na = below ? nb - change : nb + change  // a·10^s, exactly
      return up == k ? na : na >> (up - k)
    }
  }

  /// ``roundedCoefficient(digits:mode:)`` taking its power of ten from `tens`.
  package func roundedCoefficient(
    digits p: Int, mode: RoundingMode, tens: inout DecimalScaling
  ) -> (q: BigUInt, exponent: Int, exact: Bool)? {
    guard !isZero, exponent < 0, p >= 1, let adjusted = decade else { return nil }
    // 10^adjusted <= m / 2^k < 10^(adjusted + 1), so q = ⌊m·10^s / 2^k⌋ has p digits.
    let m = significand
    let k = -exponent
    let s = p - 1 - adjusted
    guard s >= 0 else { return nil }
    if p <= 38, s <= Dyadic.shortScaleDigits, m.words.count <= Dyadic.shortRoundingWords,
      let short = Dyadic.shortRoundedCoefficient(m, k: k, s: s, p: p, mode: mode, negative: isNegative)
    {
      return short
    }
    let n = tens.scaled(m, k: k, s: s)
    var q = n >> k
    // The discarded part n mod 2^k against half of 2^k: bit k − 1 and the bits below it.
    let zeros = n.trailingZeroBitCount
    let exact = zeros >= k
    var exponent = -s
    if !exact {
      let half = !n[bitAt: k - 1] ? -1 : (zeros == k - 1 ? 0 : 1)
      let odd = (q.words.first ?? 0) & 1 == 1
      if mode.incrementsMagnitude(half: half, lastDigitIsOdd: odd, negative: isNegative) {
        q += 1
        // 10^p = 2^p·5^p: only a q with p trailing zero bits can have reached it.
        if q.trailingZeroBitCount >= p, q == Rational.powerOfTen(p) {
          q = Rational.powerOfTen(p - 1)
          exponent += 1
        }
      }
    }
    return (q, exponent, exact)
  }

  /// The most words of a significand that ``shortRoundedCoefficient(_:k:s:p:mode:negative:)``
  /// takes (1,024 bits, beyond what 38 digits ever carry).
  static let shortRoundingWords = 16

  /// The largest `s` whose `10^s` ``shortRoundedCoefficient(_:k:s:p:mode:negative:)`` takes:
  /// three words (10^57 < 2^190), so a 38-digit result down to about 10^-19 (`sin` of a
  /// small argument) is rounded on the stack too.
  static let shortScaleDigits = 57

  /// `10^s` for `0 <= s <=` ``shortScaleDigits``, three words each, least significant first.
  private static let shortScales: [UInt] = (0...shortScaleDigits).flatMap { s -> [UInt] in
    let words = Array(Rational.powerOfTen(s).words)
    return (0..<3).map { $0 < words.count ? words[$0] : 0 }
  }

  /// ``roundedCoefficient(digits:mode:)`` for at most 38 digits and `10^s < 2^192`, in
  /// machine words on the stack: `n = m · 10^s` by a word pass per word of `10^s`, `q` the 128 bits of `n`
  /// from bit `k` up (the decade makes `q < 10^p < 2^128`, so nothing lies above them), the
  /// discarded bits read in place. The same integers as the general route, without its
  /// allocations. Nil if a word above `q` is not zero (not expected).
  private static func shortRoundedCoefficient(
    _ m: BigUInt, k: Int, s: Int, p: Int, mode: RoundingMode, negative: Bool
  ) -> (q: BigUInt, exponent: Int, exact: Bool)? {
    let source = m.words
    let mn = source.count
    let scales = shortScales
    let count = mn + 3
    return withUnsafeTemporaryAllocation(of: UInt.self, capacity: count) { buffer -> (q: BigUInt, exponent: Int, exact: Bool)? in
      guard let n = buffer.baseAddress else { return nil }
      n.initialize(repeating: 0, count: count)
      // n = m · (scale₀ + scale₁·2^64 + scale₂·2^128), one pass per nonzero word of the scale.
      func addProduct(_ factor: UInt, at offset: Int) {
        var carry: UInt = 0
        for i in 0..<mn {
          let (high, low) = source[i].multipliedFullWidth(by: factor)
          let (s1, o1) = low.addingReportingOverflow(n[i + offset])
          let (s2, o2) = s1.addingReportingOverflow(carry)
          n[i + offset] = s2
          carry = high &+ UInt(bit: o1) &+ UInt(bit: o2)
        }
        var j = mn + offset
        while carry != 0, j < count {
          let (sum, overflow) = n[j].addingReportingOverflow(carry)
          n[j] = sum
          carry = UInt(bit: overflow)
          j += 1
        }
      }
      for i in 0..<3 where scales[3 * s + i] != 0 { addProduct(scales[3 * s + i], at: i) }
      // Bits k... of n: q in two words, and nothing above them.
      func bits(from start: Int) -> UInt {
        let word = start / UInt.bitWidth, shift = start % UInt.bitWidth
        guard word < count else { return 0 }
        let low = n[word] >> UInt(shift)
        guard shift > 0, word + 1 < count else { return low }
        return low | (n[word + 1] << UInt(UInt.bitWidth - shift))
      }
      var q = U128(bits(from: k)) | U128(bits(from: k + 64)) << 64
      var above = (k + 128) / UInt.bitWidth
      if (k + 128) % UInt.bitWidth != 0, above < count, n[above] >> UInt((k + 128) % UInt.bitWidth) != 0 { return nil }
      if (k + 128) % UInt.bitWidth != 0 { above += 1 }
      while above < count {
        if n[above] != 0 { return nil }
        above += 1
      }
      // The discarded part n mod 2^k against half of 2^k.
      var zeros = 0
      while zeros < k {
        let word = n[zeros / UInt.bitWidth] >> UInt(zeros % UInt.bitWidth)
        if word != 0 {
          zeros += word.trailingZeroBitCount
          break
        }
        zeros += UInt.bitWidth - zeros % UInt.bitWidth
      }
      let exact = zeros >= k
      var exponent = -s
      if !exact {
        let half = (n[(k - 1) / UInt.bitWidth] >> UInt((k - 1) % UInt.bitWidth)) & 1 == 0 ? -1 : (zeros == k - 1 ? 0 : 1)
        if mode.incrementsMagnitude(half: half, lastDigitIsOdd: q & 1 == 1, negative: negative) {
          q += 1
          if q == Rational.powerOfTenWide(p) {
            q = Rational.powerOfTenWide(p - 1)
            exponent += 1
          }
        }
      }
      let words = [UInt(q.low), UInt(q.high)]
      return (BigUInt(words: words), exponent, exact)
    }
  }

  /// `⌊log10 |self|⌋` for a nonzero value with a negative exponent, from the bit widths and
  /// then checked against powers of ten (which are small for values near 1); nil if the
  /// estimate needed more than a few corrections (not expected).
  private var decade: Int? {
    let m = significand
    let k = -exponent
    // 2^(w−1−k) <= m / 2^k < 2^(w−k), so the decade is this estimate or one more.
    let log10of2 = 0.30102999566398119521
    var adjusted = Int((Double(m.bitWidth - (k + 1)) * log10of2).rounded(.down))
    for _ in 0..<4 {
      if !Self.isAtLeastPowerOfTen(m, k, adjusted) {
        adjusted -= 1
      } else if Self.isAtLeastPowerOfTen(m, k, adjusted + 1) {
        adjusted += 1
      } else {
        return adjusted
      }
    }
    return nil
  }

  /// Whether `m / 2^k >= 10^e`, deciding by the bit widths when they differ.
  private static func isAtLeastPowerOfTen(_ m: BigUInt, _ k: Int, _ e: Int) -> Bool {
    if let small = isAtLeastSmallPowerOfTen(m, k, e) { return small }
    let power = Rational.powerOfTen(e >= 0 ? e : -e)
    if e >= 0 {
      // m >= 10^e · 2^k
      let width = power.bitWidth + k
      if m.bitWidth != width { return m.bitWidth > width }
      return m >= power.shiftedLeft(bits: k)
    }
    // m · 10^-e >= 2^k
    let width = m.bitWidth + power.bitWidth
    if width < k + 1 { return false }
    if width > k + 2 { return true }
    return BigUInt.product(m, power) >= BigUInt.powerOfTwo(k)
  }

  /// ``isAtLeastPowerOfTen(_:_:_:)`` in machine words for `|e| <= 19` (a power of ten of one
  /// word), the decades of everyday values: nil when that does not decide it. Every
  /// rounding of an everyday value asks, and the general comparison's products and powers
  /// of two would be a noticeable part of a 38-digit function call.
  ///
  /// For `e >= 0`, `m >= P·2^k` with equal bit widths is `⌊m / 2^k⌋ >= P`, both below 2^64.
  /// For `e < 0`, `m·P >= 2^k` is whether `m·P` has more than `k` bits: with `T` the top 64
  /// bits of `m` (`m = T·2^s + r`, `r < 2^s`), `m·P` lies in `[T·P·2^s, (T·P + P)·2^s)`, so its
  /// width is that of `T·P` plus `s` when `T·P + P` is no wider than `T·P`.
  static func isAtLeastSmallPowerOfTen(_ m: BigUInt, _ k: Int, _ e: Int) -> Bool? {
    guard e >= -19, e <= 19, k >= 0, UInt.bitWidth == 64 else { return nil }
    let power = Rational.powerOfTenWide(Swift.abs(e)).low  // e <= 19: below 2^64
    let powerWidth = 64 - power.leadingZeroBitCount
    let w = m.bitWidth
    let words = m.words
    /// The 64 bits of `m` from bit `start` up.
    func bits(from start: Int) -> UInt64 {
      let i = start / 64, offset = start % 64
      let low = i < words.count ? UInt64(words[i]) : 0
      if offset == 0 { return low }
      let high = i + 1 < words.count ? UInt64(words[i + 1]) : 0
      return (low >> UInt64(offset)) | (high << UInt64(64 - offset))
    }
    if e >= 0 {
      let width = powerWidth + k
      if w != width { return w > width }
      return bits(from: k) >= power
    }
    let width = w + powerWidth
    if width < k + 1 { return false }
    if width > k + 2 { return true }
    let shift = Swift.max(0, w - 64)
    let top = U128(bits(from: shift))
    let product = top * U128(power)
    let productWidth = 128 - product.leadingZeroBitCount
    if shift > 0, 128 - (product + U128(power)).leadingZeroBitCount != productWidth { return nil }
    return productWidth + shift >= k + 1
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
