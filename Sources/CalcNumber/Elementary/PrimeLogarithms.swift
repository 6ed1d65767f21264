import BigInt

/// ln 2, ln 3, ln 5 and ln 7 in fixed point, for the argument reductions of the logarithm
/// and the exponential (``LogarithmReduction``): one Machin-like formula each over the same
/// four series
/// `a_n = atanh(1/n)` for n = 251, 449, 4801, 8749,
///
///     ln 2 = 144 a_251 + 54 a_449 − 38 a_4801 + 62 a_8749
///     ln 3 = 228 a_251 + 86 a_449 − 60 a_4801 + 98 a_8749
///     ln 5 = 334 a_251 + 126 a_449 − 88 a_4801 + 144 a_8749
///     ln 7 = 404 a_251 + 152 a_449 − 106 a_4801 + 174 a_8749
///
/// from `2·a_n = ln((n+1)/(n−1))` and the factorizations 126/125 = 2·3²·7/5³,
/// 225/224 = 3²·5²/(2⁵·7), 2401/2400 = 7⁴/(2⁵·3·5²), 4375/4374 = 5⁴·7/(2·3⁷) (the tests
/// check the coefficients against the factorizations and the values against mpmath). The
/// ln 2 made here is offered to ``Constants`` (``Constants/offerLn2(_:bits:)``), so the first
/// logarithm or exponential of a process pays for four series, not seven.
package enum PrimeLogarithms {

  /// The reciprocal arguments `n` of the four series.
  package static let series: [BinarySplitting.ArctanhSeries] = [
    BinarySplitting.ArctanhSeries(m: 251, log2Bound: (79, 10)),  // 251^10 ≈ 9.9·10^23 > 2^79 ≈ 6.0·10^23
    BinarySplitting.ArctanhSeries(m: 449, log2Bound: (88, 10)),  // 449^10 ≈ 3.3·10^26 > 2^88 ≈ 3.1·10^26
    .m4801,
    .m8749,
  ]

  /// The coefficients of the four series in ln 2, ln 3, ln 5 and ln 7.
  package static let coefficients: [[Int]] = [
    [144, 54, -38, 62],
    [228, 86, -60, 98],
    [334, 126, -88, 144],
    [404, 152, -106, 174],
  ]

  /// `[ln 2, ln 3, ln 5, ln 7] · 2^bits`, each within 2 units (`bits >= 0`). Computed at
  /// `w = bits + 24`, each series within `(x − 1 − 2^-7, x + 2^-61)`
  /// (``BinarySplitting/ArctanhSeries``), a combination with coefficients of absolute sum
  /// at most 836 is within 837 units of `2^w` and the shift by 24 bits leaves it in
  /// `(x − 1.0001, x + 0.0001)`, as ``Constants`` keeps its values; a cached value shifted
  /// down stays within 2 units.
  static func values(bits: Int, stop: CancellationToken?) throws(ArithmeticError) -> [BigInt] {
    precondition(bits >= 0)
    if let hit = cache.withLock({ $0 }), hit.bits >= bits {
      return hit.values.map { $0 >> (hit.bits - bits) }
    }
    // An eighth more than asked, as ``Constants`` does: the next calls ask for a few more.
    let more = bits + bits / 8 + 64
    let values = try compute(bits: more, stop: stop)
    Constants.offerLn2(values[0], bits: more)
    cache.withLock { entry in
      if (entry?.bits ?? -1) < more { entry = (more, values) }
    }
    return values.map { $0 >> (more - bits) }
  }

  /// Whether the cache holds the values at `bits` or more (no series to pay for).
  static func isCached(bits: Int) -> Bool {
    cache.withLock { ($0?.bits ?? -1) >= bits }
  }

  /// The four values at `bits`, afresh (the tests' entry point).
  package static func compute(bits: Int, stop: CancellationToken?) throws(ArithmeticError) -> [BigInt] {
    let w = bits + 24
    var atanh: [BigInt] = []
    for s in series { atanh.append(BigInt(try s.value(bits: w, stop: stop))) }
    return coefficients.map { row in
      var sum = BigInt(0)
      for (c, a) in zip(row, atanh) { sum += BigInt(c) * a }
      return sum >> 24
    }
  }

  /// The most precise values computed so far, shared by every evaluation on every thread.
  /// One entry of four values, each at most an eighth more than the most bits asked (plus
  /// 64); the kernels ask only below ``Rational/logarithmSeriesLimit`` bits (15,000), so
  /// four values of at most about 17,000 bits: 9 KiB.
  private static let cache = Locked<(bits: Int, values: [BigInt])?>(nil)
}
