import BigInt

/// An exact rational number in lowest terms with a positive denominator.
///
/// Values whose numerator and denominator fit in a machine word live in `.small`, and
/// arithmetic on them uses overflow-checked machine instructions; anything larger moves to
/// `.big`. A value that fits is always stored small, so each value has one representation
/// and `==` compares storage directly.
package struct Rational: Sendable, Hashable {
  package enum Storage: Sendable, Hashable {
    /// Numerator and denominator, coprime, denominator > 0, neither equal to `Int.min`.
    case small(Int, Int)
    /// Numerator and denominator, coprime, denominator > 0, not both fitting `small`.
    ///
    /// Boxed, so that a `Rational` is two words and a tag: copying one (as the parser and
    /// evaluator do all the time) is cheap, and only big values pay for the box.
    indirect case big(BigInt, BigInt)
  }

  package private(set) var storage: Storage

  package static let zero = Rational(0)
  package static let one = Rational(1)

  package init(_ value: Int) {
    if value == .min {
      storage = .big(BigInt(value), 1)
    } else {
      storage = .small(value, 1)
    }
  }

  package init(_ value: BigInt) {
    self.init(reducedNumerator: value, denominator: 1)
  }

  /// Creates `numerator / denominator`, reducing it to lowest terms.
  ///
  /// - Precondition: `denominator` is not zero.
  package init(numerator: BigInt, denominator: BigInt) {
    precondition(!denominator.isZero, "zero denominator")
    var n = numerator
    var d = denominator
    if d.sign == .minus {
      n.negate()
      d.negate()
    }
    let g = Rational.gcd(n.magnitude, d.magnitude)
    if g != 1 {
      // By calc's division (a shift for a power of two): attaswift's `/` is quadratic, and a
      // power of two of hundreds of thousands of bits (ln of 2e211011 scales by one) crawled.
      let twos = g.trailingZeroBitCount
      if twos == g.bitWidth - 1 {
        n >>= twos
        d >>= twos
      } else {
        n = Rational.quotient(n, exactlyBy: BigInt(g))
        d = Rational.quotient(d, exactlyBy: BigInt(g))
      }
    }
    self.init(reducedNumerator: n, denominator: d)
  }

  /// Creates a value from a numerator and denominator already in lowest terms.
  package init(reducedNumerator n: BigInt, denominator d: BigInt) {
    if let sn = Rational.word(n), let sd = Rational.word(d) {
      storage = .small(sn, sd)
    } else {
      storage = .big(n, d)
    }
  }

  private init(smallNumerator n: Int, denominator d: Int) {
    storage = .small(n, d)
  }

  /// The value of parts taken from a `.small` value (as a syntax node stores them).
  ///
  /// - Precondition: `n` and `d` are coprime, `d > 0`, neither is `Int.min`.
  package init(reducedSmall n: Int, _ d: Int) {
    storage = .small(n, d)
  }

  package var numerator: BigInt {
    switch storage {
    case .small(let n, _): return Rational.big(n)
    case .big(let n, _): return n
    }
  }

  package var denominator: BigInt {
    switch storage {
    case .small(_, let d): return Rational.big(d)
    case .big(_, let d): return d
    }
  }

  /// `x` as a machine word when `|x| < 2^63` (so never `Int.min`), else nil: from the bit
  /// width and the low word, where `Int(exactly:)` builds big integers to compare with.
  package static func word(_ x: BigInt) -> Int? {
    let magnitude = x.magnitude
    guard magnitude.bitWidth < Int.bitWidth else { return nil }
    let low = magnitude.isZero ? 0 : Int(bitPattern: magnitude.words[0])
    return x.sign == .minus ? -low : low
  }

  /// `x` as a big integer, without the generic conversion (which allocates for a negative
  /// value).
  package static func big(_ x: Int) -> BigInt {
    // The literal initialiser is concrete; `BigUInt(_:)` is generic and, called from this
    // module, unspecialised (it walks `words` through protocol witnesses).
    BigInt(sign: x < 0 ? .minus : .plus, magnitude: BigUInt(integerLiteral: UInt64(x.magnitude)))
  }

  /// The bit widths of the numerator's magnitude and of the denominator.
  private var partWidths: (numerator: Int, denominator: Int) {
    switch storage {
    case .small(let n, let d):
      return (UInt.bitWidth - n.magnitude.leadingZeroBitCount, UInt.bitWidth - d.leadingZeroBitCount)
    case .big(let n, let d):
      return (n.magnitude.bitWidth, d.magnitude.bitWidth)
    }
  }

  package var isZero: Bool {
    if case .small(0, _) = storage { return true }
    return false
  }

  package var isInteger: Bool {
    switch storage {
    case .small(_, let d): return d == 1
    case .big(_, let d): return d == 1
    }
  }

  /// -1, 0 or 1.
  package var signum: Int {
    switch storage {
    case .small(let n, _): return n.signum()
    case .big(let n, _): return n.sign == .minus ? -1 : 1
    }
  }

  /// The number of bits of the larger of numerator and denominator.
  package var bitWidth: Int {
    switch storage {
    case .small(let n, let d):
      return Int.bitWidth - min(n.magnitude.leadingZeroBitCount, d.leadingZeroBitCount)
    case .big(let n, let d):
      return max(n.magnitude.bitWidth, d.magnitude.bitWidth)
    }
  }

  /// Throws when numerator or denominator exceeds the cap: ``ArithmeticError/tooSmall``
  /// for a value below 1 in magnitude (its denominator is what overflows), else
  /// ``ArithmeticError/tooLarge``.
  package func checked() throws(ArithmeticError) -> Rational {
    if case .big = storage, bitWidth > Limits.maximumBits { throw capError }
    return self
  }

  /// Whether `|self| < 1`.
  package var isBelowOne: Bool {
    switch storage {
    case .small(let n, let d): return n.magnitude < d.magnitude
    case .big(let n, let d): return n.magnitude < d.magnitude
    }
  }

  /// The error for a value of this magnitude beyond the cap.
  package var capError: ArithmeticError { isBelowOne ? .tooSmall : .tooLarge }
}

// MARK: - Arithmetic

extension Rational {
  package static prefix func - (x: Rational) -> Rational {
    switch x.storage {
    case .small(let n, let d): return Rational(smallNumerator: -n, denominator: d)
    case .big(let n, let d): return Rational(reducedNumerator: -n, denominator: d)
    }
  }

  package var magnitude: Rational { signum < 0 ? -self : self }

  package func adding(_ y: Rational) throws(ArithmeticError) -> Rational {
    if case .small(let a, let b) = storage, case .small(let c, let d) = y.storage,
      let r = Rational.smallSum(a, b, c, d)
    {
      return r
    }
    if case .small(let a, let b) = storage, case .small(let c, let d) = y.storage {
      return Rational.wideSum(a, b, c, d)
    }
    if let (a, b) = wideParts, let (c, d) = y.wideParts, let sum = Rational.wideSum(a, b, c, d) {
      return sum
    }
    // Bound the work before doing it: the unreduced result has at most this many bits.
    let (x, z) = (partWidths, y.partWidths)
    let estimate = max(x.numerator + z.denominator, z.numerator + x.denominator) + 1
    if estimate > 2 * Limits.maximumBits {
      throw estimate < x.denominator + z.denominator ? .tooSmall : .tooLarge
    }
    let (a, b, c, d) = (numerator, denominator, y.numerator, y.denominator)
    if b == d {
      try Rational.requireAffordableGcd(b.magnitude, (a + c).magnitude)
      return try Rational(numerator: a + c, denominator: b).checked()
    }
    try Rational.requireAffordableGcd(b.magnitude, d.magnitude)
    // Knuth's way (TAOCP 4.5.1): with g = gcd(b, d), the sum's only common factors are
    // those of g, so the big gcd is of the denominators, and the last one is with g.
    let g = BigInt(Rational.gcd(b.magnitude, d.magnitude))
    if g == 1 {
      return try Rational(
        reducedNumerator: BigInt.product(a, d) + BigInt.product(c, b), denominator: BigInt.product(b, d)
      ).checked()
    }
    let (bg, dg) = (Rational.quotient(b, exactlyBy: g), Rational.quotient(d, exactlyBy: g))
    let t = BigInt.product(a, dg) + BigInt.product(c, bg)
    if t.isZero { return .zero }
    let g2 = BigInt(Rational.gcd(t.magnitude, g.magnitude))
    return try Rational(
      reducedNumerator: Rational.quotient(t, exactlyBy: g2),
      denominator: BigInt.product(bg, Rational.quotient(d, exactlyBy: g2))
    ).checked()
  }

  package func subtracting(_ y: Rational) throws(ArithmeticError) -> Rational {
    try adding(-y)
  }

  package func multiplied(by y: Rational) throws(ArithmeticError) -> Rational {
    if case .small(let a, let b) = storage, case .small(let c, let d) = y.storage,
      let r = Rational.smallProduct(a, b, c, d)
    {
      return r
    }
    if isZero || y.isZero { return .zero }
    if case .small(let a, let b) = storage, case .small(let c, let d) = y.storage {
      return Rational.wideProduct(a, b, c, d)
    }
    if let (a, b) = wideParts, let (c, d) = y.wideParts,
      let product = Rational.wideProduct(a, b, c, d)
    {
      return product
    }
    let (x, z) = (partWidths, y.partWidths)
    let estimate = max(x.numerator + z.numerator, x.denominator + z.denominator)
    if estimate > 2 * Limits.maximumBits {
      throw x.numerator + z.numerator < x.denominator + z.denominator ? .tooSmall : .tooLarge
    }
    // Cross-cancel first so the products stay as small as they can.
    let (a, b, c, d) = (numerator, denominator, y.numerator, y.denominator)
    try Rational.requireAffordableGcd(a.magnitude, d.magnitude)
    try Rational.requireAffordableGcd(c.magnitude, b.magnitude)
    let g1 = BigInt(Rational.gcd(a.magnitude, d.magnitude))
    let g2 = BigInt(Rational.gcd(c.magnitude, b.magnitude))
    return try Rational(
      reducedNumerator: BigInt.product(Rational.quotient(a, exactlyBy: g1), Rational.quotient(c, exactlyBy: g2)),
      denominator: BigInt.product(Rational.quotient(b, exactlyBy: g2), Rational.quotient(d, exactlyBy: g1))
    ).checked()
  }

  /// `x / g` for a divisor `g > 0` of `x` (a gcd), by calc's division: attaswift's `/` is a
  /// long division, whose cost is the product of the sizes.
  private static func quotient(_ x: BigInt, exactlyBy g: BigInt) -> BigInt {
    if g == 1 { return x }
    let q = BigInt(BigUInt.quotient(x.magnitude, g.magnitude))
    return x.sign == .minus ? -q : q
  }

  package var reciprocal: Rational {
    get throws(ArithmeticError) {
      switch storage {
      case .small(0, _):
        throw .divisionByZero
      case .small(let n, let d):
        return n < 0
          ? Rational(smallNumerator: -d, denominator: -n) : Rational(smallNumerator: d, denominator: n)
      case .big(let n, let d):
        return n.sign == .minus
          ? Rational(reducedNumerator: -d, denominator: -n) : Rational(reducedNumerator: d, denominator: n)
      }
    }
  }

  package func divided(by y: Rational) throws(ArithmeticError) -> Rational {
    try multiplied(by: y.reciprocal)
  }

  /// `self` raised to an integer power, exactly. `0^0` is 1.
  package func power(_ exponent: Int) throws(ArithmeticError) -> Rational {
    if exponent == 0 { return .one }
    // A square of machine words fits 128 bits: one product, far below the cap.
    if exponent == 2, case .small = storage { return try multiplied(by: self) }
    if isZero {
      if exponent < 0 { throw .divisionByZero }
      return .zero
    }
    let base = exponent < 0 ? try reciprocal : self
    // |base| = 1 stays 1 in size whatever the exponent.
    if case .small(let n, 1) = base.storage, n == 1 || n == -1 {
      return n == 1 || exponent.isMultiple(of: 2) ? .one : Rational(-1)
    }
    let e = exponent.magnitude
    // Every product fits 128 bits, far below the cap, when base.bitWidth · e ≤ 126: the
    // machine-word paths below, before the cap's estimates (which make big integers of
    // the parts).
    let fitsWords = e <= 126 && base.bitWidth * Int(e) <= 126
    if !fitsWords {
      // A numerator or denominator of w bits (w ≥ 2) raised to e has more than (w - 1)·e bits.
      let (lower, overflow) = UInt(max(base.bitWidth - 1, 1)).multipliedReportingOverflow(by: e)
      if overflow || lower > UInt(Limits.maximumBits) { throw base.capError }
      // Closer: the larger part's log2 times e (less a margin for the estimate's error).
      let partLog2 = max(base.numerator.magnitude.log2Estimate, base.denominator.magnitude.log2Estimate)
      if partLog2 * Double(e) * (1 - 1e-9) - 2 > Double(Limits.maximumBits) { throw base.capError }
    }
    if case .small = base.storage, fitsWords {
      // Every product fits 128 bits: square and multiply on the machine-word paths.
      var result = Rational.one
      var square = base
      var k = e
      while true {
        if k & 1 == 1 { result = try result.multiplied(by: square) }
        k >>= 1
        if k == 0 { return result }
        square = try square.multiplied(by: square)
      }
    }
    let n = Rational.power(base.numerator, Int(e))
    let d = Rational.power(base.denominator, Int(e))
    return try Rational(reducedNumerator: n, denominator: d).checked()
  }

  /// `x^e` for `e >= 0`: a shift when `|x|` is a power of two (`2^3321927` is one shift,
  /// where repeated squaring would multiply numbers of millions of bits), else repeated
  /// squaring.
  private static func power(_ x: BigInt, _ e: Int) -> BigInt {
    let magnitude = x.magnitude
    let twos = magnitude.trailingZeroBitCount
    guard !magnitude.isZero, magnitude.bitWidth == twos + 1 else {
      let power = BigInt(magnitude.raised(to: e))
      return x.sign == .minus && e & 1 == 1 ? -power : power
    }
    let result = BigInt(sign: .plus, magnitude: BigUInt(1) << (twos * e))
    return x.sign == .minus && e & 1 == 1 ? -result : result
  }
}

// MARK: - Machine-word fast paths

extension Rational {
  private static func smallSum(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> Rational? {
    if b == d {
      let (n, o) = a.addingReportingOverflow(c)
      if o { return nil }
      if b == 1 { return n == .min ? nil : Rational(smallNumerator: n, denominator: 1) }
      return reduced(n, b)
    }
    // As for big values (Knuth): only the factors of g = gcd(b, d) can be common to the
    // sum and its denominator, so the last gcd is with g, which is small, or not needed.
    // (Divisions are the slow instructions here: each one skipped counts.)
    let g = gcd(b, d)
    let (bg, dg) = g == 1 ? (b, d) : (b / g, d / g)
    let (ad, o1) = a.multipliedReportingOverflow(by: dg)
    let (cb, o2) = c.multipliedReportingOverflow(by: bg)
    let (t, o3) = ad.addingReportingOverflow(cb)
    let (den, o4) = b.multipliedReportingOverflow(by: dg)
    if o1 || o2 || o3 || o4 || t == .min { return nil }
    if t == 0 { return .zero }
    if g == 1 { return Rational(smallNumerator: t, denominator: den) }
    let g2 = gcd(t, g)
    if g2 == 1 { return Rational(smallNumerator: t, denominator: den) }
    return Rational(smallNumerator: t / g2, denominator: den / g2)
  }

  private static func smallProduct(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> Rational? {
    if a == 0 || c == 0 { return .zero }
    let g1 = gcd(a, d)
    let g2 = gcd(c, b)
    let (a1, d1) = g1 == 1 ? (a, d) : (a / g1, d / g1)
    let (c1, b1) = g2 == 1 ? (c, b) : (c / g2, b / g2)
    let (n, o1) = a1.multipliedReportingOverflow(by: c1)
    let (den, o2) = b1.multipliedReportingOverflow(by: d1)
    if o1 || o2 || n == .min { return nil }
    return Rational(smallNumerator: n, denominator: den)
  }

  /// The sum of two machine-word values whose word-sized sum overflowed, in 128-bit
  /// arithmetic (which cannot overflow: each part is below 2^63).
  package static func wideSum(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> Rational {
    let g = gcd(b, d)
    let (bg, dg) = g == 1 ? (b, d) : (b / g, d / g)
    let n = I128(a) * I128(dg) + I128(c) * I128(bg)
    let den = U128(b) * U128(dg)
    // Knuth again: only factors of g can be common to n and den.
    if n == 0 { return .zero }
    if g == 1 { return Rational(reducedWide: n, den) }
    let g2 = gcd(Int(truncatingIfNeeded: (n.magnitude % U128(g)).low), g)
    if g2 == 1 { return Rational(reducedWide: n, den) }
    return Rational(reducedWide: n / I128(g2), den / U128(g2))
  }

  /// Numerator and denominator as 128-bit integers, when both are below 2^126.
  var wideParts: (I128, U128)? {
    switch storage {
    case .small(let n, let d):
      return (I128(n), U128(d))
    case .big(let n, let d):
      guard n.magnitude.bitWidth <= 126, d.magnitude.bitWidth <= 126 else { return nil }
      let m = I128(Rational.wide(n.magnitude))
      return (n.sign == .minus ? -m : m, Rational.wide(d.magnitude))
    }
  }

  /// `a/b + c/d` in 128-bit arithmetic, the Knuth way, for parts below 2^126; nil if an
  /// intermediate overflows (the big-integer path then does it).
  static func wideSum(_ a: I128, _ b: U128, _ c: I128, _ d: U128) -> Rational? {
    let g = wideGCD(b, d)
    let (bg, dg) = g == 1 ? (b, d) : (b / g, d / g)
    let (ad, o1) = a.multipliedReportingOverflow(by: I128(dg))
    let (cb, o2) = c.multipliedReportingOverflow(by: I128(bg))
    let (t, o3) = ad.addingReportingOverflow(cb)
    let (den, o4) = b.multipliedReportingOverflow(by: dg)
    if o1 || o2 || o3 || o4 || t == .min { return nil }
    if t == 0 { return .zero }
    if g == 1 { return Rational(reducedWide: t, den) }
    let g2 = wideGCD(t.magnitude, g)
    if g2 == 1 { return Rational(reducedWide: t, den) }
    return Rational(reducedWide: t / I128(g2), den / g2)
  }

  /// `a/b · c/d` in 128-bit arithmetic, cross-cancelled first, for parts below 2^126; nil
  /// if the product overflows.
  static func wideProduct(_ a: I128, _ b: U128, _ c: I128, _ d: U128) -> Rational? {
    if a == 0 || c == 0 { return .zero }
    let g1 = wideGCD(a.magnitude, d)
    let g2 = wideGCD(c.magnitude, b)
    let (a1, d1) = g1 == 1 ? (a, d) : (a / I128(g1), d / g1)
    let (c1, b1) = g2 == 1 ? (c, b) : (c / I128(g2), b / g2)
    let (n, o1) = a1.multipliedReportingOverflow(by: c1)
    let (den, o2) = b1.multipliedReportingOverflow(by: d1)
    if o1 || o2 || n == .min { return nil }
    return Rational(reducedWide: n, den)
  }

  /// gcd of 128-bit values; when one fits a word, one word division brings the other down
  /// to a word and Euclid finishes in machine words. 1 when both are zero.
  static func wideGCD(_ a: U128, _ b: U128) -> U128 {
    let (small, large) = a < b ? (a, b) : (b, a)
    if small == 0 { return large == 0 ? 1 : large }
    if small <= U128(UInt.max) {
      let s = UInt(small.low)
      let high = UInt(large.high) % s
      var (x, y) = (s, s.dividingFullWidth((high, UInt(large.low))).remainder)
      while y != 0 { (x, y) = (y, x % y) }
      return U128(x)
    }
    let g = binaryGCD(small, large)
    return g == 0 ? 1 : g
  }

  /// The product of two machine-word values whose word-sized product overflowed.
  package static func wideProduct(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> Rational {
    let g1 = gcd(a, d)
    let g2 = gcd(c, b)
    let n = I128(a / g1) * I128(c / g2)
    let den = U128(b / g2) * U128(d / g1)
    return Rational(reducedWide: n, den)
  }

  /// A value from a 128-bit numerator and denominator already in lowest terms.
  init(reducedWide n: I128, _ d: U128) {
    if let sn = n.exactInt, sn != .min, let sd = d.exactInt {
      storage = .small(sn, sd)
    } else {
      storage = .big(Rational.big(n), BigInt(Rational.big(d) as BigUInt))
    }
  }

  /// `x` as a big integer: two inline words, no allocation.
  static func big(_ x: U128) -> BigUInt {
    if x <= U128(UInt.max) { return BigUInt(integerLiteral: x.low) }
    // The array initialiser is concrete; the generic one is unspecialised here.
    return BigUInt(words: [UInt(x.low), UInt(x.high)])
  }

  /// A big integer of at most 128 bits as a machine value.
  static func wide(_ x: BigUInt) -> U128 {
    let words = x.words
    let low = words.isEmpty ? 0 : U128(words[0])
    let high = words.count > 1 ? U128(words[1]) << 64 : 0
    return high | low
  }

  static func big(_ x: I128) -> BigInt {
    BigInt(sign: x < 0 ? .minus : .plus, magnitude: big(x.magnitude))
  }

  /// `m / 10^k` in lowest terms, for `0 <= m < 10^18` and `0 <= k <= 18`: the common
  /// factors can only be twos and fives, which are counted (a shift, and divisions by the
  /// constant 5, which compile to multiplications) instead of found by a gcd.
  package static func decimal(_ m: Int, _ k: Int) -> Rational {
    if m == 0 { return .zero }
    let twos = min(m.trailingZeroBitCount, k)
    var n = m >> twos
    var fives = 0
    while fives < k && n % 5 == 0 {
      n /= 5
      fives += 1
    }
    var d = 1
    for _ in 0..<(k - fives) { d *= 5 }
    return Rational(smallNumerator: n, denominator: d << (k - twos))
  }

  /// `n / d` in lowest terms, for `d > 0`; nil when `n` is `Int.min`.
  package static func reduced(_ n: Int, _ d: Int) -> Rational? {
    if n == .min { return nil }
    let g = gcd(n, d)
    return Rational(smallNumerator: n / g, denominator: d / g)
  }

  /// The greatest common divisor of two machine integers; 1 when both are zero.
  package static func gcd(_ a: Int, _ b: Int) -> Int {
    if b == 1 || a == 1 { return 1 }
    var x = a.magnitude
    var y = b.magnitude
    while y != 0 { (x, y) = (y, x % y) }
    return x == 0 ? 1 : Int(truncatingIfNeeded: x)
  }

  /// Stein's binary gcd of 128-bit values: shifts and subtractions, where Euclid's
  /// algorithm would need 128-bit divisions (done in software); 0 when both are zero.
  static func binaryGCD(_ a: U128, _ b: U128) -> U128 {
    if a == 1 || b == 1 { return 1 }
    if a == 0 { return b }
    if b == 0 { return a }
    var u = a >> a.trailingZeroBitCount
    var v = b
    let shift = (a | b).trailingZeroBitCount
    repeat {
      v >>= v.trailingZeroBitCount
      if u > v { swap(&u, &v) }
      v -= u
    } while v != 0
    return u << shift
  }

  /// The largest operands whose gcd an exact operation works out (1,000,000 bits, about
  /// 301,000 digits: a tenth of ``Limits/workBudget`` in bits). Lehmer's algorithm
  /// (``BigUInt/lehmerGCD(_:_:)``) still takes time quadratic in their size, too long to
  /// wait for beyond it, so an exact sum or product that would need a
  /// gcd of two larger numbers (neither of the form 2^a · 5^b, whose gcd is counted) is
  /// computed as an approximation instead (``ArithmeticError/tooLarge`` tells the caller so).
  package static let maximumGcdBits = Limits.workBudget / 10

  /// Throws ``ArithmeticError/tooLarge`` when `gcd(a, b)` is beyond ``maximumGcdBits``.
  ///
  /// Two numbers of which one divides the other are affordable at any size: their gcd is
  /// the smaller, which one division shows (and Lehmer's algorithm finds in one step).
  /// That is the common case of two denominators `d` and `d/2` (`x*2 - x` for an `x` with a
  /// denominator of two million bits, from `4-2/52/-6112129e611361`).
  package static func requireAffordableGcd(_ a: BigUInt, _ b: BigUInt) throws(ArithmeticError) {
    guard a.bitWidth > maximumGcdBits, b.bitWidth > maximumGcdBits else { return }
    if factorsOfTwoAndFive(a) != nil || factorsOfTwoAndFive(b) != nil { return }
    let (small, large) = a < b ? (a, b) : (b, a)
    if BigUInt.quotientAndRemainder(large, small).remainder.isZero { return }
    throw .tooLarge
  }

  /// The greatest common divisor of two big integers (1 when both are 0), by Lehmer's
  /// algorithm (``BigUInt/lehmerGCD(_:_:)``), finishing in machine words once both operands
  /// fit two.
  ///
  /// When either operand has no prime factors but 2 and 5 (as the powers of ten and two
  /// that approximations are scaled by), the answer comes from counting factors instead,
  /// in linear time.
  package static func gcd(_ a: BigUInt, _ b: BigUInt) -> BigUInt {
    // One operand of a word (the 1 or 2 of an integer's denominator, a small factor): one
    // pass over the other for its remainder, then machine words. Counting the factors of a
    // huge power of ten first made a power of five of its size (`10^999999 · 2`).
    if a.bitWidth <= UInt.bitWidth || b.bitWidth <= UInt.bitWidth {
      let (small, large) = a.bitWidth <= UInt.bitWidth ? (a, b) : (b, a)
      if small.isZero { return large.isZero ? 1 : large }
      let word = small.words.first ?? 1
      var (x, y) = (word, remainder(large, word))
      while y != 0 { (x, y) = (y, x % y) }
      return BigUInt(x)
    }
    if b.bitWidth > UInt.bitWidth, let (twos, fives) = factorsOfTwoAndFive(b) {
      return commonFactors(a, twos: twos, fives: fives)
    }
    if a.bitWidth > UInt.bitWidth, let (twos, fives) = factorsOfTwoAndFive(a) {
      return commonFactors(b, twos: twos, fives: fives)
    }
    if a.bitWidth <= 2 * UInt.bitWidth && b.bitWidth <= 2 * UInt.bitWidth {
      // 128-bit words: no allocation per step.
      let g = binaryGCD(wide(a), wide(b))
      return g == 0 ? 1 : big(g)
    }
    let g = BigUInt.lehmerGCD(a, b)
    return g.isZero ? 1 : g
  }
}

// MARK: - Numbers of the form 2^a · 5^b

extension Rational {
  /// 5^27, the largest power of five in a 64-bit word.
  private static let fivesPerWord = (
    power: BigUInt(7_450_580_596_923_828_125 as UInt64), word: UInt(7_450_580_596_923_828_125), count: 27
  )

  /// `(a, b)` when `x == 2^a · 5^b`, else nil (found cheaply for other numbers: most have
  /// no factor 5, which `x mod 5` shows without a division of `x`).
  package static func factorsOfTwoAndFive(_ x: BigUInt) -> (Int, Int)? {
    if x.isZero { return nil }
    let twos = x.trailingZeroBitCount
    if remainder(x, 5) != 0 {
      // No factor 5: it is 2^a · 5^b only as a power of two.
      return x.bitWidth - 1 == twos ? (twos, 0) : nil
    }
    let rest = x >> twos
    // A power of five has about bitWidth / log2(5) factors: compare with the table's
    // candidates rather than divide the fives out one word-sized power at a time.
    let width = rest.bitWidth
    let low = Int((Double(width - 1) / 2.321928094887362).rounded(.down))
    let high = Int((Double(width) / 2.321928094887362).rounded(.up))
    if high < powersOfFive.count {
      for b in max(low, 0)...high where powersOfFive[b] == rest { return (twos, b) }
      return nil
    }
    // Beyond the table, compare with the one power of five of its size rather than divide
    // by five step by step: for 10^18000 that is one power instead of hundreds of passes
    // over 60,000 bits. 5^f has floor(f · log2(5)) + 1 bits, so the estimate is f or one
    // below it.
    if remainder(rest, fivesPerWord.word) != 0 { return nil }
    let estimate = Int(Double(width - 1) / 2.321928094887362)
    let power = BigUInt(5).raised(to: estimate)
    if power == rest { return (twos, estimate) }
    if power * 5 == rest { return (twos, estimate + 1) }
    return nil
  }

  /// 5^0 … 5^255 (up to 595 bits), made the first time a big value needs them.
  private static let powersOfFive: [BigUInt] = {
    var powers: [BigUInt] = [1]
    while powers.count < 256 { powers.append(powers[powers.count - 1] * 5) }
    return powers
  }()

  /// `x mod m` for a machine word `m > 0`, a word at a time from the top: no allocation,
  /// where `quotientAndRemainder` builds the whole quotient. A cheap test before a division
  /// that usually fails.
  private static func remainder(_ x: BigUInt, _ m: UInt) -> UInt {
    var r: UInt = 0
    let words = x.words
    var i = words.count
    while i > 0 {
      i -= 1
      r = m.dividingFullWidth((r, words[i])).remainder
    }
    return r
  }

  /// `x` with up to `limit` factors of five divided out, and how many were.
  ///
  /// Many factors (`3·10^999990`, or a denominator of 10^999992 in `gcd`) come off in a few
  /// big divisions: 5^s for the most `s` that could divide `x`, then half as many whenever
  /// that power does not divide, down to a word's 5^27; the word-sized steps after that
  /// remove what is left. Dividing by 5^27 alone, 2.01e-999990·2 − 2.01e-999990 took over
  /// a minute (37,000 passes over 3.3 million bits); now about a second.
  package static func removingFives(_ x: BigUInt, atMost limit: Int) -> (BigUInt, Int) {
    var rest = x
    var count = 0
    if !rest.isZero, limit >= 4 * fivesPerWord.count, remainder(rest, fivesPerWord.word) == 0 {
      // 5^s has more than s · log2(5) − 1 bits, so no larger power divides.
      var step = min(limit, Int(Double(rest.bitWidth) / 2.321928094887362) + 1)
      while step >= 2 * fivesPerWord.count, limit - count >= fivesPerWord.count {
        step = min(step, limit - count)
        // The fast division (a reciprocal's products): attaswift's long division is quadratic,
        // and `sin(1e-30000)` spent seconds here.
        let (quotient, r) = BigUInt.quotientAndRemainder(rest, BigUInt(5).raised(to: step))
        if r.isZero {
          rest = quotient
          count += step
        } else {
          step /= 2
        }
      }
    }
    while limit - count >= fivesPerWord.count, !rest.isZero,
      remainder(rest, fivesPerWord.word) == 0
    {
      rest = rest / fivesPerWord.power
      count += fivesPerWord.count
    }
    while count < limit, !rest.isZero, remainder(rest, 5) == 0 {
      rest = rest / 5
      count += 1
    }
    return (rest, count)
  }

  /// gcd(x, 2^twos · 5^fives).
  private static func commonFactors(_ x: BigUInt, twos: Int, fives: Int) -> BigUInt {
    if x.isZero { return BigUInt(5).raised(to: fives).shiftedLeft(bits: twos) }
    // Both of that form (two denominators of powers of ten): counted, not divided.
    if x.bitWidth > UInt.bitWidth, let (xTwos, xFives) = factorsOfTwoAndFive(x) {
      return BigUInt(5).raised(to: min(fives, xFives)).shiftedLeft(bits: min(twos, xTwos))
    }
    let t = min(twos, x.trailingZeroBitCount)
    let (_, f) = removingFives(x >> x.trailingZeroBitCount, atMost: fives)
    return BigUInt(5).raised(to: f).shiftedLeft(bits: t)
  }
}

extension BigUInt {
  /// An estimate of log2 of a positive value, good to about 15 digits (0 for zero).
  package var log2Estimate: Double {
    let width = bitWidth
    if width == 0 { return 0 }
    let top = width > 64 ? self >> (width - 64) : self
    return log2(Double(UInt64(top))) + Double(Swift.max(0, width - 64))
  }
}

// MARK: - Comparison

extension Rational: Comparable {
  package static func < (x: Rational, y: Rational) -> Bool {
    if case .small(let a, let b) = x.storage, case .small(let c, let d) = y.storage {
      if b == d { return a < c }
      let l = a.multipliedFullWidth(by: d)
      let r = c.multipliedFullWidth(by: b)
      return (l.high, l.low) < (r.high, r.low)
    }
    return x.numerator * y.denominator < y.numerator * x.denominator
  }
}
