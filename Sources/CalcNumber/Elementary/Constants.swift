import BigInt
import Synchronization

/// π and ln 2 in fixed point.
package enum Constants {
  /// `floor(atan(1/n) · 2^bits)` within a few units per term: the Gregory series.
  private static func arctangentOfReciprocal(
    _ n: Int, bits: Int, stop: CancellationToken?
  ) throws(ArithmeticError) -> BigInt {
    let n2 = BigUInt(n * n)
    var power = (BigUInt(1) << bits) / BigUInt(n)  // 1/n^(2k+1)
    var sum = BigInt(0)
    var k = 0
    while !power.isZero {
      if k & 15 == 0 { try stop.check() }
      let term = BigInt(power / BigUInt(2 * k + 1))
      sum += k.isMultiple(of: 2) ? term : -term
      power /= n2
      k += 1
    }
    return sum
  }

  /// π · 2^bits, to within a few hundred units (Machin: 16·atan(1/5) − 4·atan(1/239)).
  package static func pi(bits: Int, stop: CancellationToken?) throws(ArithmeticError) -> BigInt {
    try cached(.pi, bits: bits) { bits throws(ArithmeticError) in
      16 * (try arctangentOfReciprocal(5, bits: bits, stop: stop))
        - 4 * (try arctangentOfReciprocal(239, bits: bits, stop: stop))
    }
  }

  /// ln 2 · 2^bits, to within a few units per term (``lnTwoSeries(bits:stop:)``).
  package static func ln2(bits: Int, stop: CancellationToken?) throws(ArithmeticError) -> BigInt {
    try cached(.ln2, bits: bits) { bits throws(ArithmeticError) in try lnTwoSeries(bits: bits, stop: stop) }
  }

  private enum Key: Sendable { case pi, ln2 }

  /// The most precise value of each constant computed so far, shared by every evaluation
  /// on every thread: every `sin` needs π and every `exp` and `ln` needs ln 2, at the
  /// working precision of the round.
  private static let cache = Mutex<[Key: (bits: Int, value: BigInt)]>([:])

  /// `compute(bits)`, or the cached value at more bits shifted down to `bits` (which adds
  /// at most one unit to its error, far inside the kernels' slack).
  private static func cached(
    _ key: Key, bits: Int, _ compute: (Int) throws(ArithmeticError) -> BigInt
  ) throws(ArithmeticError) -> BigInt {
    if let hit = cache.withLock({ $0[key] }), hit.bits >= bits {
      return hit.value >> (hit.bits - bits)
    }
    let value = try compute(bits)
    cache.withLock { table in
      if (table[key]?.bits ?? -1) < bits { table[key] = (bits, value) }
    }
    return value
  }

  /// ln 2 · 2^bits, to within a few units per term: 2·atanh(1/3) = 2·Σ 1/((2k+1)·3^(2k+1)).
  private static func lnTwoSeries(bits: Int, stop: CancellationToken?) throws(ArithmeticError) -> BigInt {
    var power = (BigUInt(1) << bits) / 3
    var sum = BigUInt(0)
    var k = 0
    while !power.isZero {
      if k & 15 == 0 { try stop.check() }
      sum += power / BigUInt(2 * k + 1)
      power /= 9
      k += 1
    }
    return BigInt(sum * 2)
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
