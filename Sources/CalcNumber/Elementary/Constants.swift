import BigInt

/// π and ln 2 in fixed point.
package enum Constants {
  /// π · 2^bits, within 2 units (``BinarySplitting/pi(bits:stop:)``: the Chudnovsky
  /// series by binary splitting; a value from the cache, shifted down, stays within 2
  /// units). `bits >= 0`.
  package static func pi(bits: Int, stop: CancellationToken?) throws(ArithmeticError) -> BigInt {
    try cached(piCache, bits: bits) { bits throws(ArithmeticError) in
      try BinarySplitting.pi(bits: bits, stop: stop)
    }
  }

  /// ln 2 · 2^bits, within 2 units (``BinarySplitting/ln2(bits:stop:)``: a Machin-like
  /// formula of three atanh series by binary splitting; a value from the cache, shifted
  /// down, stays within 2 units). `bits >= 0`.
  package static func ln2(bits: Int, stop: CancellationToken?) throws(ArithmeticError) -> BigInt {
    try cached(ln2Cache, bits: bits) { bits throws(ArithmeticError) in
      try BinarySplitting.ln2(bits: bits, stop: stop)
    }
  }

  /// Keeps `value`, ln 2 · 2^bits in `(x − 1.001, x + 0.001)` for `x` the exact product
  /// (as ``BinarySplitting/ln2(bits:stop:)`` makes it), if the cache has ln 2 at fewer bits:
  /// for ``PrimeLogarithms``, whose four series give ln 2 with ln 3, ln 5 and ln 7.
  static func offerLn2(_ value: BigInt, bits: Int) {
    ln2Cache.withLock { kept in
      if (kept?.bits ?? -1) < bits { kept = (bits, value) }
    }
  }

  /// The most precise value of each constant computed so far, shared by every evaluation
  /// on every thread: every `sin` needs π and every `exp` and `ln` needs ln 2, at the
  /// working precision of the round.
  ///
  /// Its size is bounded by what one evaluation may ask for: two entries, each at most an eighth
  /// more than the most bits asked (plus 64). π is asked for at the working bits plus the integer
  /// bits of an angle being reduced, and angles stop at ``WorkBudget/reducedAngleBits`` (1,000,000
  /// bits at the default budget), so π is at most about 1,000,000 + 332,000 bits (precision
  /// 100,000), 187 KiB; ln 2 at the working bits plus about 64 (`exp` and `ln` scale by k·ln 2 with
  /// k below 2^63), at most about 47 KiB. Measured (Fuzz's Soak, mallinfo2): `sin(2^999990)` leaves
  /// about 200 KiB more in use, and a million random expressions at 38 digits, about 140 KiB more
  /// in use in all (caches, variables, tables made on first use).
  ///
  /// Two locked values rather than a dictionary by constant: a dictionary's type is made at run
  /// time on first use, and checking its key's conformance to `Hashable` scans every
  /// conformance record of the loaded libraries.
  private static let piCache = Locked<(bits: Int, value: BigInt)?>(nil)
  private static let ln2Cache = Locked<(bits: Int, value: BigInt)?>(nil)

  /// `compute` at an eighth more than `bits` (kept), or the cached value at more bits,
  /// shifted down to `bits`. A value
  /// `v` in `(x - 1.001, x + 0.001)` for `x = c · 2^hi` (``BinarySplitting``) shifts
  /// down to `⌊v / 2^d⌋`, in `(x / 2^d - 2, x / 2^d + 0.001)`: still within 2 units.
  private static func cached(
    _ cache: Locked<(bits: Int, value: BigInt)?>, bits: Int, _ compute: (Int) throws(ArithmeticError) -> BigInt
  ) throws(ArithmeticError) -> BigInt {
    if let hit = cache.withLock({ $0 }), hit.bits >= bits {
      return hit.value >> (hit.bits - bits)
    }
    // An eighth more than asked: the next rounds and the next arguments ask for a few
    // more bits each (a leading-zero count, an integer part), and would each pay a new
    // series for them.
    let more = bits + bits / 8 + 64
    let value = try compute(more)
    cache.withLock { kept in
      if (kept?.bits ?? -1) < more { kept = (more, value) }
    }
    return value >> (more - bits)
  }

  /// π as an approximation good to about `bits` bits.
  package static func piBounds(bits: Int, stop: CancellationToken?) throws(ArithmeticError) -> Number {
    let g = bits + FixedPoint.guardBits
    return try FixedPoint.bounds(try pi(bits: g, stop: stop), bits: g)
  }
}

extension Number {
  /// π to the working precision.
  package static func pi(_ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    let pi = try Constants.piBounds(bits: w.bits, stop: w.cancellation)
    return w.bounds(pi.lower, pi.upper)
  }
}
