/// An unsigned 128-bit integer in two 64-bit words, with exactly the operations the number
/// core's two-word fast paths use (fractions, gcds, square roots, decimal digits).
///
/// The standard library's `UInt128` needs the Swift 6.0 runtime (macOS 15, iOS 18); this
/// type is plain words, so CalcKit runs from macOS 13 and iOS 16. Every operation is on
/// the stack, and the arithmetic traps on overflow as the standard integers do (the
/// `ReportingOverflow` forms do not). Checked against `BigUInt` in `U128Tests`.
struct U128: Hashable, Sendable, Comparable, ExpressibleByIntegerLiteral {
  var high: UInt64
  var low: UInt64

  @inline(__always)
  init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = low
  }

  @inline(__always)
  init(_ x: UInt64) { self.init(high: 0, low: x) }

  @inline(__always)
  init(_ x: UInt) { self.init(high: 0, low: UInt64(x)) }

  /// `x`, which must not be negative.
  @inline(__always)
  init(_ x: Int) {
    precondition(x >= 0, "negative value for U128")
    self.init(high: 0, low: UInt64(x))
  }


  @inline(__always)
  init(integerLiteral value: UInt64) { self.init(high: 0, low: value) }

  static let max = U128(high: .max, low: .max)

  /// `self` as an `Int` when it fits.
  @inline(__always)
  var exactInt: Int? { high == 0 ? Int(exactly: low) : nil }

  @inline(__always)
  static func < (a: U128, b: U128) -> Bool {
    a.high != b.high ? a.high < b.high : a.low < b.low
  }

  // MARK: Bits

  @inline(__always)
  var leadingZeroBitCount: Int {
    high != 0 ? high.leadingZeroBitCount : 64 + low.leadingZeroBitCount
  }

  @inline(__always)
  var trailingZeroBitCount: Int {
    low != 0 ? low.trailingZeroBitCount : 64 + high.trailingZeroBitCount
  }

  /// `x << s`; zero for `s >= 128`, as the standard integers' smart shift. `s >= 0`.
  @inline(__always)
  static func << (x: U128, s: Int) -> U128 {
    if s >= 128 { return 0 }
    if s >= 64 { return U128(high: x.low << UInt64(s - 64), low: 0) }
    if s == 0 { return x }
    return U128(high: x.high << UInt64(s) | x.low >> UInt64(64 - s), low: x.low << UInt64(s))
  }

  /// `x >> s`; zero for `s >= 128`. `s >= 0`.
  @inline(__always)
  static func >> (x: U128, s: Int) -> U128 {
    if s >= 128 { return 0 }
    if s >= 64 { return U128(high: 0, low: x.high >> UInt64(s - 64)) }
    if s == 0 { return x }
    return U128(high: x.high >> UInt64(s), low: x.low >> UInt64(s) | x.high << UInt64(64 - s))
  }

  @inline(__always)
  static func <<= (x: inout U128, s: Int) { x = x << s }

  @inline(__always)
  static func >>= (x: inout U128, s: Int) { x = x >> s }

  @inline(__always)
  static func | (a: U128, b: U128) -> U128 { U128(high: a.high | b.high, low: a.low | b.low) }

  @inline(__always)
  static func & (a: U128, b: U128) -> U128 { U128(high: a.high & b.high, low: a.low & b.low) }

  // MARK: Sums and differences

  @inline(__always)
  func addingReportingOverflow(_ b: U128) -> (partialValue: U128, overflow: Bool) {
    let (low, carry) = self.low.addingReportingOverflow(b.low)
    let (h1, o1) = high.addingReportingOverflow(b.high)
    let (h2, o2) = h1.addingReportingOverflow(carry ? 1 : 0)
    return (U128(high: h2, low: low), o1 || o2)
  }

  @inline(__always)
  func subtractingReportingOverflow(_ b: U128) -> (partialValue: U128, overflow: Bool) {
    let (low, borrow) = self.low.subtractingReportingOverflow(b.low)
    let (h1, o1) = high.subtractingReportingOverflow(b.high)
    let (h2, o2) = h1.subtractingReportingOverflow(borrow ? 1 : 0)
    return (U128(high: h2, low: low), o1 || o2)
  }

  @inline(__always)
  static func + (a: U128, b: U128) -> U128 {
    let (sum, overflow) = a.addingReportingOverflow(b)
    precondition(!overflow, "U128 sum overflows")
    return sum
  }

  @inline(__always)
  static func - (a: U128, b: U128) -> U128 {
    let (difference, overflow) = a.subtractingReportingOverflow(b)
    precondition(!overflow, "U128 difference is negative")
    return difference
  }

  /// `a − b` modulo 2^128.
  @inline(__always)
  static func &- (a: U128, b: U128) -> U128 { a.subtractingReportingOverflow(b).partialValue }

  @inline(__always)
  static func += (a: inout U128, b: U128) { a = a + b }

  @inline(__always)
  static func -= (a: inout U128, b: U128) { a = a - b }

  // MARK: Products

  /// The product modulo 2^128, and whether the true product is 2^128 or more.
  @inline(__always)
  func multipliedReportingOverflow(by b: U128) -> (partialValue: U128, overflow: Bool) {
    let (h, l) = low.multipliedFullWidth(by: b.low)
    let (c1, o1) = high.multipliedReportingOverflow(by: b.low)
    let (c2, o2) = low.multipliedReportingOverflow(by: b.high)
    let (s1, o3) = h.addingReportingOverflow(c1)
    let (s2, o4) = s1.addingReportingOverflow(c2)
    let both = high != 0 && b.high != 0
    return (U128(high: s2, low: l), both || o1 || o2 || o3 || o4)
  }

  @inline(__always)
  static func * (a: U128, b: U128) -> U128 {
    let (product, overflow) = a.multipliedReportingOverflow(by: b)
    precondition(!overflow, "U128 product overflows")
    return product
  }

  @inline(__always)
  static func *= (a: inout U128, b: U128) { a = a * b }

  // MARK: Quotients

  /// `⌊self / d⌋` and the remainder, `d > 0`. A one-word divisor takes two word divisions;
  /// a wider one (quotient below 2^64) one word division of the top bits, normalised,
  /// whose estimate is at most one too small (Hacker's Delight, 9–5).
  func quotientAndRemainder(dividingBy d: U128) -> (quotient: U128, remainder: U128) {
    precondition(d.high != 0 || d.low != 0, "U128 division by zero")
    if d.high == 0 {
      let (qh, rh) = high.quotientAndRemainder(dividingBy: d.low)
      let (ql, r) = d.low.dividingFullWidth((rh, low))
      return (U128(high: qh, low: ql), U128(r))
    }
    if self < d { return (0, self) }
    let n = d.high.leadingZeroBitCount  // 0...63
    let top = (d << n).high  // the divisor's top 64 bits, normalised: at least 2^63
    let half = self >> 1  // its high word is below 2^63 <= top: no overflow below
    let (estimate, _) = top.dividingFullWidth((half.high, half.low))
    var q = estimate >> UInt64(63 - n)  // true quotient or one more
    if q != 0 { q -= 1 }  // now the true quotient or one less
    var r = self - U128(q) * d
    if !(r < d) {
      q += 1
      r = r - d
    }
    return (U128(q), r)
  }

  @inline(__always)
  static func / (a: U128, b: U128) -> U128 { a.quotientAndRemainder(dividingBy: b).quotient }

  @inline(__always)
  static func % (a: U128, b: U128) -> U128 { a.quotientAndRemainder(dividingBy: b).remainder }
}
