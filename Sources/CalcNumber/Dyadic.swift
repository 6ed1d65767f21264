import BigInt

/// A binary floating-point number with a significand of any length: `±significand × 2^exponent`.
///
/// The endpoints of calc's approximations. Like the midpoint of an Arb ball (`arf_t`), the
/// significand is as long as an operation asks (each operation rounds its result to a number
/// of bits, in a stated direction) and the exponent is a machine word, so a magnitude costs
/// nothing: `9^9^9` is a 40-digit significand times 2^1,228,093,236. No gcd is ever taken.
///
/// The significand is kept odd (or zero), so each value has one representation and `==`
/// compares fields. Magnitudes are limited only by ``maximumMagnitude``: every value other than
/// zero has `2^-(2^62) <= |x| < 2^(2^62)`; operations that would leave that range
/// throw ``ArithmeticError/tooLarge`` or ``ArithmeticError/tooSmall``.
///
/// Why binary rather than decimal significands: rounding a product to p bits is a shift,
/// where rounding to p digits is a division by a power of ten; the elementary kernels work in
/// binary fixed point; and a decimal form is needed only once, when a result is shown.
package struct Dyadic: Sendable, Hashable {
  /// Odd, or zero.
  private(set) var significand: BigUInt
  /// Zero for zero.
  private(set) var exponent: Int
  /// False for zero.
  private(set) var isNegative: Bool

  /// The largest `|m|` of a value with `2^(m-1) <= |x| < 2^m`: about 10^(±1.388 × 10^18).
  package static let maximumMagnitude = 1 << 62

  package static let zero = Dyadic(significand: 0, exponent: 0, isNegative: false)
  package static let one = Dyadic(significand: 1, exponent: 0, isNegative: false)

  /// The value `±significand × 2^exponent`, with the significand's trailing zeros moved into
  /// the exponent.
  package init(significand: BigUInt, exponent: Int, isNegative: Bool) {
    if significand.isZero {
      self.significand = 0
      self.exponent = 0
      self.isNegative = false
      return
    }
    let zeros = significand.trailingZeroBitCount
    self.significand = zeros == 0 ? significand : significand >> zeros
    self.exponent = exponent + zeros
    self.isNegative = isNegative
  }

  /// `value × 2^exponent`.
  package init(_ value: BigInt, exponent: Int = 0) {
    self.init(significand: value.magnitude, exponent: exponent, isNegative: value.sign == .minus && !value.isZero)
  }

  package init(_ value: Int) {
    self.init(significand: BigUInt(value.magnitude), exponent: 0, isNegative: value < 0)
  }

  package var isZero: Bool { significand.isZero }

  /// -1, 0 or 1.
  package var signum: Int { isZero ? 0 : (isNegative ? -1 : 1) }

  /// `m` with `2^(m-1) <= |self| < 2^m`; `Int.min` for zero.
  package var magnitudeExponent: Int { isZero ? Int.min : exponent + significand.bitWidth }

  /// The bits of the significand.
  package var width: Int { significand.bitWidth }

  package var negated: Dyadic {
    var result = self
    if !isZero { result.isNegative.toggle() }
    return result
  }

  package var magnitude: Dyadic {
    var result = self
    result.isNegative = false
    return result
  }

  /// `self × 2^k`, exactly.
  package func scaled(byPowerOfTwo k: Int) throws(ArithmeticError) -> Dyadic {
    if isZero { return self }
    let (e, overflow) = exponent.addingReportingOverflow(k)
    if overflow { throw k > 0 ? .tooLarge : .tooSmall }
    return try Dyadic(significand: significand, exponent: e, isNegative: isNegative).checked()
  }

  /// Throws when the magnitude is beyond ``maximumMagnitude``.
  package func checked() throws(ArithmeticError) -> Dyadic {
    if isZero { return self }
    let m = magnitudeExponent
    if m > Dyadic.maximumMagnitude { throw .tooLarge }
    // 2^(m-1) <= |x| < 2^m: below 2^-(2^62) when m - 1 < -2^62.
    if m <= -Dyadic.maximumMagnitude { throw .tooSmall }
    return self
  }
}

/// Which way a rounding goes: toward −∞ or toward +∞.
package enum RoundingDirection: Sendable {
  case down, up

  package var opposite: RoundingDirection { self == .down ? .up : .down }
}

// MARK: - Rounding

extension Dyadic {
  /// This value rounded to at most `bits` significant bits in `direction` (itself when it has
  /// no more).
  package func rounded(toBits bits: Int, _ direction: RoundingDirection) -> Dyadic {
    let width = significand.bitWidth
    guard width > bits, bits >= 1 else { return self }
    // The significand is odd, so dropping any bits drops a nonzero part: always inexact.
    let shift = width - bits
    let (kept, zeros) = significand.shiftedRightOdd(bits: shift, incrementing: (direction == .up) != isNegative)
    return Dyadic(significand: kept, exponent: exponent + shift + zeros, isNegative: isNegative)
  }

  /// A bound in `direction`, of at most `bits` bits, on a value strictly between `m × 2^e`
  /// and `(m + 1) × 2^e` in magnitude when `sticky` (exactly `m × 2^e` otherwise).
  ///
  /// With `m` at least `bits` bits wide (as division and square root arrange) the bound is
  /// the correctly rounded one; a shorter `m` still gives a bound.
  package static func rounding(
    _ m: BigUInt, exponent e: Int, negative: Bool, sticky: Bool, bits: Int, _ direction: RoundingDirection
  ) -> Dyadic {
    let away = sticky && (direction == .up) != negative
    return Dyadic(significand: away ? m + 1 : m, exponent: e, isNegative: negative)
      .rounded(toBits: bits, direction)
  }
}

// MARK: - Comparison

extension Dyadic: Comparable {
  package static func < (a: Dyadic, b: Dyadic) -> Bool { a.compare(b) < 0 }

  /// -1, 0 or 1 as `self` is below, equal to or above `other`.
  package func compare(_ other: Dyadic) -> Int {
    if signum != other.signum { return signum < other.signum ? -1 : 1 }
    if isZero { return 0 }
    let magnitudeOrder = Dyadic.compareMagnitudes(self, other)
    return isNegative ? -magnitudeOrder : magnitudeOrder
  }

  /// -1, 0 or 1 as `|a|` is below, equal to or above `|b|`.
  package static func compareMagnitudes(_ a: Dyadic, _ b: Dyadic) -> Int {
    if a.isZero || b.isZero { return a.isZero ? (b.isZero ? 0 : -1) : 1 }
    let (ma, mb) = (a.magnitudeExponent, b.magnitudeExponent)
    if ma != mb { return ma < mb ? -1 : 1 }
    // Same magnitude: align the significands (the shift is at most the longer width).
    let (x, y): (BigUInt, BigUInt) =
      a.exponent >= b.exponent
      ? (a.significand << (a.exponent - b.exponent), b.significand)
      : (a.significand, b.significand << (b.exponent - a.exponent))
    return x == y ? 0 : (x < y ? -1 : 1)
  }
}

// MARK: - Arithmetic

extension Dyadic {
  /// `a + b` exactly. The exponents must not be far apart (the shift is their difference).
  package static func exactSum(_ a: Dyadic, _ b: Dyadic) -> Dyadic {
    if a.isZero { return b }
    if b.isZero { return a }
    let e = min(a.exponent, b.exponent)
    let x = BigInt(sign: a.isNegative ? .minus : .plus, magnitude: a.significand << (a.exponent - e))
    let y = BigInt(sign: b.isNegative ? .minus : .plus, magnitude: b.significand << (b.exponent - e))
    return Dyadic(x + y, exponent: e)
  }

  /// `self + other` rounded to `bits` in `direction`.
  ///
  /// When one operand is far below the other's last bit that counts, it is replaced by a
  /// stand-in of its sign just below that bit (which rounds the same way), so the work is
  /// bounded by `bits` and the widths, however far apart the exponents are.
  package func adding(_ other: Dyadic, bits: Int, _ direction: RoundingDirection) -> Dyadic {
    if other.isZero { return rounded(toBits: bits, direction) }
    if isZero { return other.rounded(toBits: bits, direction) }
    let (big, small) = Dyadic.compareMagnitudes(self, other) >= 0 ? (self, other) : (other, self)
    let top = big.magnitudeExponent
    // Every number of `bits` bits near `big` (magnitude top or top - 1), and `big` itself,
    // is a multiple of 2^(t + 2).
    let t = min(big.exponent, top - 1 - bits) - 2
    if small.magnitudeExponent < t {
      let standIn = Dyadic(significand: 1, exponent: t, isNegative: small.isNegative)
      return Dyadic.exactSum(big, standIn).rounded(toBits: bits, direction)
    }
    return Dyadic.exactSum(self, other).rounded(toBits: bits, direction)
  }

  package func subtracting(_ other: Dyadic, bits: Int, _ direction: RoundingDirection) -> Dyadic {
    adding(other.negated, bits: bits, direction)
  }

  /// `self × other` rounded to `bits` in `direction`.
  package func multiplied(
    by other: Dyadic, bits: Int, _ direction: RoundingDirection
  ) throws(ArithmeticError) -> Dyadic {
    if isZero || other.isZero { return .zero }
    let (e, overflow) = exponent.addingReportingOverflow(other.exponent)
    if overflow { throw exponent > 0 ? .tooLarge : .tooSmall }
    return try Dyadic(
      significand: BigUInt.product(significand, other.significand), exponent: e, isNegative: isNegative != other.isNegative
    ).rounded(toBits: bits, direction).checked()
  }

  /// `self × other` exactly.
  package func multiplied(by other: Dyadic) throws(ArithmeticError) -> Dyadic {
    try multiplied(by: other, bits: Int.max, .down)
  }

  /// `self / other` rounded to `bits` in `direction`.
  package func divided(
    by other: Dyadic, bits: Int, _ direction: RoundingDirection
  ) throws(ArithmeticError) -> Dyadic {
    if other.isZero { throw .divisionByZero }
    if isZero { return .zero }
    // Shift the dividend so the quotient has at least bits + 1 bits.
    let shift = max(0, bits + 1 + other.significand.bitWidth - significand.bitWidth)
    let (q, r) = BigUInt.quotientAndRemainder(significand << shift, other.significand)
    let (e, overflow) = exponent.subtractingReportingOverflow(other.exponent)
    if overflow { throw exponent > 0 ? .tooLarge : .tooSmall }
    return try Dyadic.rounding(
      q, exponent: e - shift, negative: isNegative != other.isNegative, sticky: !r.isZero, bits: bits,
      direction
    ).checked()
  }

  /// The square root of a non-negative value, rounded to `bits` in `direction`.
  package func squareRoot(bits: Int, _ direction: RoundingDirection) -> Dyadic {
    precondition(!isNegative)
    if isZero { return self }
    // significand × 2^shift with an even exponent and at least 2·bits + 2 bits.
    var shift = max(0, 2 * bits + 2 - significand.bitWidth)
    if (exponent - shift) & 1 != 0 { shift += 1 }
    let n = significand << shift
    let root = n.integerSquareRoot()
    let exact = root.squared() == n
    return Dyadic.rounding(
      root, exponent: (exponent - shift) / 2, negative: false, sticky: !exact, bits: bits, direction)
  }

  /// `self^n` for `n >= 0`, rounded to `bits` in `direction` (each step rounded the same way,
  /// so the result is a bound in that direction: for a positive base, every partial product is
  /// then below or above the true one).
  ///
  /// - Precondition: `self` is positive (bounds of negative bases are found from `|x|`).
  package func power(_ n: UInt, bits: Int, _ direction: RoundingDirection) throws(ArithmeticError) -> Dyadic {
    precondition(!isNegative)
    var result = Dyadic.one
    var base = self
    var k = n
    while true {
      if k & 1 == 1 { result = try result.multiplied(by: base, bits: bits, direction) }
      k >>= 1
      if k == 0 { return result }
      base = try base.multiplied(by: base, bits: bits, direction)
    }
  }
}
