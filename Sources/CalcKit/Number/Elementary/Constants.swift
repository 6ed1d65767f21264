import BigInt

/// π and ln 2 in fixed point.
enum Constants {
  /// `floor(atan(1/n) · 2^bits)` within a few units per term: the Gregory series.
  private static func arctangentOfReciprocal(_ n: Int, bits: Int) throws(ArithmeticError) -> BigInt {
    let n2 = BigUInt(n * n)
    var power = (BigUInt(1) << bits) / BigUInt(n)  // 1/n^(2k+1)
    var sum = BigInt(0)
    var k = 0
    while !power.isZero {
      if k & 15 == 0 { try Cancellation.check() }
      let term = BigInt(power / BigUInt(2 * k + 1))
      sum += k.isMultiple(of: 2) ? term : -term
      power /= n2
      k += 1
    }
    return sum
  }

  /// π · 2^bits, to within a few hundred units (Machin: 16·atan(1/5) − 4·atan(1/239)).
  static func pi(bits: Int) throws(ArithmeticError) -> BigInt {
    16 * (try arctangentOfReciprocal(5, bits: bits)) - 4 * (try arctangentOfReciprocal(239, bits: bits))
  }

  /// ln 2 · 2^bits, to within a few units per term: 2·atanh(1/3) = 2·Σ 1/((2k+1)·3^(2k+1)).
  static func ln2(bits: Int) throws(ArithmeticError) -> BigInt {
    var power = (BigUInt(1) << bits) / 3
    var sum = BigUInt(0)
    var k = 0
    while !power.isZero {
      if k & 15 == 0 { try Cancellation.check() }
      sum += power / BigUInt(2 * k + 1)
      power /= 9
      k += 1
    }
    return BigInt(sum * 2)
  }

  /// π as an approximation good to about `bits` bits.
  static func piBounds(bits: Int) throws(ArithmeticError) -> Number {
    let g = bits + FixedPoint.guardBits
    return try FixedPoint.bounds(try pi(bits: g), bits: g)
  }
}
