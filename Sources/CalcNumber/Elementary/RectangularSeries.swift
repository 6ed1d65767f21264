import BigInt

/// The odd series of `atanh` and `atan` on `BigUInt` limbs, by rectangular splitting
/// (Paterson and Stockmeyer), for the scales above the fixed-width loops
/// (``FixedWidthSeries/maximumScale``, about 150 digits): `ln` up to the bit-burst threshold
/// (``BitBurst/threshold``, about 1,200 digits), `atan` up to
/// ``Rational/arctangentSeriesLimit`` (about 12,000).
///
/// Term by term, a series of `N` terms costs `N` full products. Here the powers
/// `P_i = w^i` for `i <= m` cost `m` products, each block `Σ_(i<m) (±1)^i P_i / (2(mb + i) + 1)`
/// only divisions by small integers (linear in the size), and Horner's rule over the
/// `N/m` blocks one product a block: about `2√N` products for `m ≈ √N`. At 1,000 digits
/// `ln`'s series of about 680 terms becomes about 52 products.
enum RectangularSeries {
  /// `x · Σ_(j<N) (±1)^j w^j / (2j + 1)`, all scaled by `2^scale`, for `w = x2` below
  /// `2^(scale − 2)` (nil otherwise) and `x <= 2^scale`; `N` makes `w^N` below `2^-(scale+2)`.
  /// With `w = ⌊x² / 2^scale⌋` this is `atanh(x / 2^scale) · 2^scale` (not alternating) or
  /// `atan(x / 2^scale) · 2^scale` (alternating), low or high by a few hundred units.
  ///
  /// Error, in units of 2^-scale, as ``FixedWidthSeries/oddSeries(_:_:scale:alternating:)``
  /// with products that truncate by up to `u = ⌊scale/64⌋ + 1` units instead of one (the
  /// high columns only, ``BigUInt/highProduct(_:_:shift:)``): `P_i` is low by at most
  /// `u·i` (`w < 1` does not grow the errors), so a term is within `u·i + 1` and a block
  /// within `u·m(m + 1)/2 + m`, the runs of divisions
  /// (``blockSum(_:limbs:count:first:alternating:)``) adding under a unit each; a Horner
  /// step adds its product's `u` and `acc · u·m / 2^scale < 2u·m` for the error of `P_m`,
  /// and shrinks the rest by `w^m`; the product by `x` adds `u`. The series' tail beyond
  /// `N` terms is below a unit (`w^N < 2^-(scale+2)`, each term at most the last). Within
  /// `u·(m(m + 1)/2 + 3m + 3)` units in all: for `m <= 64` and `scale` up to 40,000 bits,
  /// under 2^21 units, far inside the slack of 2^56 (and 2^31 after `atan`'s ten
  /// doublings). An alternating block is not negative, its terms being non-increasing
  /// (a truncated `P_(i+1)` is at most `P_i · w`) and `m` even.
  static func odd(
    _ x: BigUInt, squared x2: BigUInt, scale: Int, alternating: Bool, stop: CancellationToken?
  ) throws(ArithmeticError) -> BigUInt? {
    let b = x2.bitWidth
    guard b <= scale - 2 else { return nil }
    let terms = (scale + 2) / (scale - b) + 1
    let m = blockSize(terms: terms)
    let blocks = (terms + m - 1) / m
    let powers = try RectangularSeries.powers(of: x2, count: m, scale: scale, stop: stop)
    let n = scale / UInt.bitWidth + 1
    let flat = flattened(powers, count: m, limbs: n)
    var acc = BigUInt(0)
    var block = blocks - 1
    while block >= 0 {
      try stop.check()
      guard let q = blockSum(flat, limbs: n, count: m, first: m * block, alternating: alternating) else { return nil }
      acc = block == blocks - 1 ? q : q + BigUInt.highProduct(acc, powers[m], shift: scale)
      block -= 1
    }
    return BigUInt.highProduct(x, acc, shift: scale)
  }

  /// A block's sum `Σ_(i<m) (±1)^i P_i / d_i`, rounded down by runs, for `d_i = 2(j0 + i) + 1`, by runs of
  /// divisors whose product `D` fits a word: each run is `⌊(Σ ±P_i · (D / d_i)) / D⌋`, one
  /// multiply-add a term and one division by a word a run, where a division by each `d_i`
  /// costs a hardware division a word a term. Each run is low by under a unit, the terms'
  /// own errors as in ``odd(_:squared:scale:alternating:stop:)``. A run of an alternating
  /// series starts at an even `i` and holds an even count of terms (but the block's last),
  /// so its sum is not negative (the exact terms `P_i / d_i` decrease). Nil if a run would
  /// break that (divisors beyond 2^32, not expected: `d_i` is below `2·terms + 1`).
  private static func blockSum(
    _ flat: [UInt], limbs n: Int, count m: Int, first j0: Int, alternating: Bool
  ) -> BigUInt? {
    let w = n + 2
    return flat.withUnsafeBufferPointer { powersBuffer -> BigUInt? in
      guard let powers = powersBuffer.baseAddress else { return nil }
      return withUnsafeTemporaryAllocation(of: UInt.self, capacity: 3 * w) { buffer -> BigUInt? in
        guard let total = buffer.baseAddress else { return nil }
        total.initialize(repeating: 0, count: 3 * w)
        defer { total.deinitialize(count: 3 * w) }
        let plus = total + w, minus = total + 2 * w
        var i = 0
        while i < m {
          var d: UInt = 1
          var end = i
          while end < m {
            let (product, overflow) = d.multipliedReportingOverflow(by: UInt(2 * (j0 + end) + 1))
            if overflow { break }
            (d, end) = (product, end + 1)
          }
          if alternating && end < m && (end - i) % 2 == 1 {
            end -= 1
            d /= UInt(2 * (j0 + end) + 1)
          }
          guard end > i else { return nil }
          plus.update(repeating: 0, count: w)
          minus.update(repeating: 0, count: w)
          for k in i..<end {
            let c = d / UInt(2 * (j0 + k) + 1)
            multiplyAdd(into: alternating && k % 2 == 1 ? minus : plus, count: w, powers + k * n, count: n, by: c)
          }
          if alternating, Limbs.subtract(from: plus, count: w, minus, count: w) != 0 { return nil }
          divide(plus, count: w, by: d)
          _ = Limbs.add(into: total, count: w, plus, count: w)
          i = end
        }
        return BigUInt(copying: UnsafeBufferPointer(start: total, count: Limbs.significantCount(total, w)))
      }
    }
  }

  /// `r[0..<rn] += a[0..<an] · c` (`an < rn`; the caller leaves room for the carry).
  private static func multiplyAdd(
    into r: UnsafeMutablePointer<UInt>, count rn: Int, _ a: UnsafePointer<UInt>, count an: Int, by c: UInt
  ) {
    var carry: UInt = 0
    for k in 0..<an {
      let (high, low) = a[k].multipliedFullWidth(by: c)
      let (s1, o1) = r[k].addingReportingOverflow(low)
      let (s2, o2) = s1.addingReportingOverflow(carry)
      r[k] = s2
      carry = high &+ UInt(bit: o1) &+ UInt(bit: o2)  // high <= 2^64 − 2: no overflow
    }
    var k = an
    while carry != 0, k < rn {
      let (s, o) = r[k].addingReportingOverflow(carry)
      r[k] = s
      carry = UInt(bit: o)
      k += 1
    }
  }

  /// `r[0..<n] = ⌊r / d⌋` in place (`d > 0`), most significant word first.
  private static func divide(_ r: UnsafeMutablePointer<UInt>, count n: Int, by d: UInt) {
    var remainder: UInt = 0
    var k = n - 1
    while k >= 0 {
      let (q, rest) = d.dividingFullWidth((remainder, r[k]))
      r[k] = q
      remainder = rest
      k -= 1
    }
  }

  /// `P_i = ⌊P_(i−1) · w⌋` for `i <= m` from `P_0 = 2^scale` (`w = x / 2^scale`), each low
  /// by at most `i` truncations of ``BigUInt/highProduct(_:_:shift:)``.
  static func powers(of x: BigUInt, count m: Int, scale: Int, stop: CancellationToken?) throws(ArithmeticError) -> [BigUInt] {
    var powers = [BigUInt.powerOfTwo(scale)]
    powers.reserveCapacity(m + 1)
    for i in 1...m {
      if i & 7 == 0 { try stop.check() }
      powers.append(BigUInt.highProduct(powers[i - 1], x, shift: scale))
    }
    return powers
  }

  /// `P_0 ..< P_m` side by side in `n` words each (`P_i <= 2^scale`, `n` words hold it).
  static func flattened(_ powers: [BigUInt], count m: Int, limbs n: Int) -> [UInt] {
    var flat = [UInt](repeating: 0, count: m * n)
    for i in 0..<m {
      let words = powers[i].words
      for k in 0..<Swift.min(words.count, n) { flat[i * n + k] = words[k] }
    }
    return flat
  }

  /// An even block size near `√terms`, from 2 to 64: `m + terms/m` products is least there.
  static func blockSize(terms: Int) -> Int {
    var m = 2
    while m * m < terms && m < 64 { m += 2 }
    return m
  }
}

extension RectangularSeries {
  /// `Σ_(k<N) (r / 2^scale)^k / k! · 2^scale`, `e^(r / 2^scale) · 2^scale` low by at most
  /// `u·(m(m + 1)/2 + 3m + 3)` units (`m` the block size, `u = ⌊scale/64⌋ + 1`) for `r` below `2^(scale − 1)` (nil
  /// otherwise), by rectangular splitting: the powers `P_i = w^i` for `i <= m` (`m`
  /// products), then each block by Horner's rule in the divisions alone,
  /// `s = P_(m−1) + ⌊t / (mb + m)⌋`, `s = P_i + ⌊s / (mb + i + 1)⌋` down to `i = 0`, where
  /// `t = ⌊acc · P_m / 2^scale⌋` carries the blocks above (one product a block):
  /// `acc_b = Σ_(i<m) P_i / ((mb+1)⋯(mb+i)) + P_m · acc_(b+1) / ((mb+1)⋯(mb+m))`, and
  /// `acc_0` is the sum. `N` makes the first omitted term below a unit.
  ///
  /// Error, in units of 2^-scale, with products low by up to `u = ⌊scale/64⌋ + 1` units
  /// (``BigUInt/highProduct(_:_:shift:)``): `P_i` is low by at most `u·i`; each division
  /// adds under a unit and divides what came before by at least 1, so a block adds at most
  /// `u·m(m + 1)/2 + m`; the carried product adds `u` and `acc · u·m / 2^scale < 2u·m` for
  /// the error of `P_m` (`acc < e^(1/2) · 2^scale`), and shrinks the rest by
  /// `P_m / (mb + m)!·… < 2^-m`; the omitted tail is under a unit: within
  /// `u·(m(m + 1)/2 + 3m + 3)` units.
  static func exponential(_ r: BigUInt, scale: Int, stop: CancellationToken?) throws(ArithmeticError) -> BigUInt? {
    let zeros = scale - r.bitWidth
    guard zeros >= 1 else { return nil }
    // N: the least count with (2^-zeros)^N / N! below 2^-(scale + 2).
    var terms = 1
    var log2Term = 0.0
    while log2Term > -Double(scale + 2) {
      log2Term -= Double(zeros) + log2(Double(terms))
      terms += 1
    }
    return try factorialSeries(r, scale: scale, terms: terms, alternating: false, stop: stop) { k in UInt(k) }
  }
}

extension RectangularSeries {
  /// `sin(r / 2^scale) · 2^scale` for `r <= 2^scale` given `r2 = ⌊r² / 2^scale⌋` below
  /// `2^scale` (nil otherwise): `r · Σ_(k<N) (−1)^k w^k / (2k+1)!` for `w = r2 / 2^scale`,
  /// by blocks as ``exponential(_:scale:stop:)`` with the divisors `(2k)(2k+1)` and
  /// subtractions (`m` even, so the carried value enters with `+`). Within
  /// `u·(m(m + 1)/2 + 3m + 3)` units either way (`u = ⌊scale/64⌋ + 1`): as
  /// ``exponential(_:scale:stop:)``, with the carried `acc <= 2^scale`; the product by `r`
  /// adds `u`.
  static func sine(_ r: BigUInt, squared r2: BigUInt, scale: Int, stop: CancellationToken?) throws(ArithmeticError) -> BigUInt? {
    let zeros = scale - r2.bitWidth
    guard zeros >= 0, r.bitWidth <= scale + 1 else { return nil }
    // N: the least count with w^N / (2N+1)! below 2^-(scale + 2).
    var terms = 1
    var log2Term = 0.0
    while log2Term > -Double(scale + 2) {
      log2Term -= Double(zeros) + log2(Double(2 * terms) * Double(2 * terms + 1))
      terms += 1
    }
    let series = try factorialSeries(r2, scale: scale, terms: terms, alternating: true, stop: stop) { k in
      UInt(2 * k) * UInt(2 * k + 1)
    }
    guard let acc = series else { return nil }
    return BigUInt.highProduct(r, acc, shift: scale)
  }

  /// The blocks of ``exponential(_:scale:stop:)`` and ``sine(_:squared:scale:stop:)``:
  /// `Σ_(k<N) (∓1)^k w^k / (d(1)⋯d(k))` scaled by `2^scale`, for `w = x / 2^scale`, by the
  /// powers `P_i` (`i <= m`) and ``hornerBlock(_:limbs:count:carried:alternating:divisor:)``
  /// from the last block down, the blocks above carried by one product each. Nil past
  /// 2^29 terms (not expected: `d(k)` then stays a word).
  static func factorialSeries(
    _ x: BigUInt, scale: Int, terms: Int, alternating: Bool, stop: CancellationToken?, divisor d: (Int) -> UInt
  ) throws(ArithmeticError) -> BigUInt? {
    let m = blockSize(terms: terms)
    let blocks = (terms + m - 1) / m
    guard 2 * (m * blocks + 1) < 1 << 31 else { return nil }
    let powers = try RectangularSeries.powers(of: x, count: m, scale: scale, stop: stop)
    let n = scale / UInt.bitWidth + 1
    let flat = flattened(powers, count: m, limbs: n)
    var acc = BigUInt(0)
    var block = blocks - 1
    while block >= 0 {
      try stop.check()
      let carried = block < blocks - 1 ? BigUInt.highProduct(acc, powers[m], shift: scale).limbs : []
      let j0 = m * block
      guard
        let sum = hornerBlock(
          flat, limbs: n, count: m, carried: carried, alternating: alternating, divisor: { d(j0 + $0) })
      else { return nil }
      acc = sum
      block -= 1
    }
    return acc
  }

  /// One block of ``exponential(_:scale:stop:)`` or ``sine(_:squared:scale:stop:)``:
  /// `s = P_(m−1) ± ⌊t / d(m)⌋`, then `s = P_i ± ⌊s / d(i + 1)⌋` down to `i = 0`, in one
  /// buffer of words (`t` the carried value, empty for none; `−` when `alternating`).
  /// Every partial `s` is below `2^(scale + 2)` (`s < P_i · (1 + 1/(1 − w))`, `w < 1/2`),
  /// so `n + 1` words hold it; an alternating `s` stays in `[0, P_i]`, since
  /// `⌊s / d⌋ <= P_(i+1) / 2 <= P_i` (`d >= 2`). Nil if either bound fails (not expected).
  private static func hornerBlock(
    _ flat: [UInt], limbs n: Int, count m: Int, carried: [UInt], alternating: Bool, divisor: (Int) -> UInt
  ) -> BigUInt? {
    let w = n + 1
    guard carried.count <= w else { return nil }
    return flat.withUnsafeBufferPointer { powersBuffer -> BigUInt? in
      guard let powers = powersBuffer.baseAddress else { return nil }
      return withUnsafeTemporaryAllocation(of: UInt.self, capacity: w) { buffer -> BigUInt? in
        guard let s = buffer.baseAddress else { return nil }
        s.initialize(repeating: 0, count: w)
        defer { s.deinitialize(count: w) }
        for k in 0..<carried.count { s[k] = carried[k] }
        var i = m - 1
        while i >= 0 {
          divide(s, count: w, by: divisor(i + 1))
          if alternating {
            if !subtractFrom(powers + i * n, count: n, into: s, count: w) { return nil }
          } else if Limbs.add(into: s, count: w, powers + i * n, count: n) != 0 {
            return nil
          }
          i -= 1
        }
        return BigUInt(copying: UnsafeBufferPointer(start: s, count: Limbs.significantCount(s, w)))
      }
    }
  }

  /// `s = a − s` (`a` of `an` words, `s` of `sn >= an`); false if `s > a`.
  private static func subtractFrom(
    _ a: UnsafePointer<UInt>, count an: Int, into s: UnsafeMutablePointer<UInt>, count sn: Int
  ) -> Bool {
    var borrow: UInt = 0
    for k in 0..<sn {
      let (d1, o1) = (k < an ? a[k] : 0).subtractingReportingOverflow(s[k])
      let (d2, o2) = d1.subtractingReportingOverflow(borrow)
      s[k] = d2
      borrow = UInt(bit: o1) | UInt(bit: o2)
    }
    return borrow == 0
  }
}
