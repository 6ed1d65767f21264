import BigInt

// MARK: - powmod, invmod

extension Number {
  /// The modulus of `powmod` and `invmod`: a whole number m ≥ 1.
  private func modulus(_ function: String) throws(ArithmeticError) -> BigUInt {
    let m = try wholeNumber(for: function)
    guard m.sign == .plus, !m.isZero else { throw .domain("\(function)'s modulus must be a whole number m ≥ 1") }
    return m.magnitude
  }

  /// a mod m in 0..<m for a whole a of either sign.
  private static func reduced(_ a: BigInt, _ m: BigUInt) -> BigUInt {
    let r = a.magnitude % m
    return a.sign == .minus && !r.isZero ? m - r : r
  }

  /// a⁻¹ mod m, or the domain error naming the factor a and m share.
  private static func inverse(_ a: BigInt, _ m: BigUInt) throws(ArithmeticError) -> BigUInt {
    if m == 1 { return 0 }
    let r = reduced(a, m)
    let g = r.greatestCommonDivisor(with: m)
    guard g == 1, let inverse = r.inverse(m) else {
      throw .domain("\(a.decimalText) has no inverse mod \(m.decimalText): they share the factor \(g.decimalText)")
    }
    return inverse
  }

  /// `invmod(a, m)`: the x in 0..<m with a·x ≡ 1 (mod m).
  package static func modularInverse(_ a: Number, _ m: Number) throws(ArithmeticError) -> Number {
    let value = try a.wholeNumber(for: "invmod")
    let modulus = try m.modulus("invmod")
    return Number(Rational(BigInt(try inverse(value, modulus))))
  }

  /// `powmod(a, b, m)`: a^b mod m in 0..<m; a negative b raises the inverse of a. The
  /// exponent may have a million digits: the work is its bits times the modulus's words
  /// squared, at most 100 × the budget's units.
  package static func modularPower(_ a: Number, _ b: Number, _ m: Number, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    let base = try a.wholeNumber(for: "powmod")
    let exponent = try b.wholeNumber(for: "powmod")
    let modulus = try m.modulus("powmod")
    let words = modulus.words.count
    guard exponent.magnitude.bitWidth / 64 * words * words <= w.budget.units * 100 / 64 else {
      throw .beyondBudget("powmod's exponent and modulus are too large together for the work budget")
    }
    if modulus == 1 { return Number(0) }
    var x = reduced(base, modulus)
    if exponent.sign == .minus { x = try inverse(base, modulus) }
    let e = exponent.magnitude
    let result: BigUInt
    if words == 1, let m64 = modulus.words.first {
      result = BigUInt(try power64(UInt64(x.lowWord), e, UInt64(m64), w.cancellation))
    } else if modulus.lowWord & 1 == 1 {
      let field = Montgomery(modulus)
      result = field.value(try field.power(field.residue(x), Array(e.words), cancellation: w.cancellation))
    } else {
      result = try powerByDivision(x, e, modulus, w.cancellation)
    }
    return Number(Rational(BigInt(result)))
  }

  /// x^e mod m for a one-word modulus.
  private static func power64(_ x: UInt64, _ e: BigUInt, _ m: UInt64, _ cancellation: CancellationToken?) throws(ArithmeticError) -> UInt64 {
    var result: UInt64 = 1 % m
    var count = 0
    for word in e.words.reversed() {
      for bit in stride(from: 63, through: 0, by: -1) {
        result = PrimeTest.multiplyModulo(result, result, m)
        if (word >> UInt(bit)) & 1 == 1 { result = PrimeTest.multiplyModulo(result, x, m) }
      }
      count += 1
      if count & 1023 == 0 { try cancellation.check() }
    }
    return result
  }

  /// x^e mod m by squaring and long division (an even modulus of more than one word).
  private static func powerByDivision(_ x: BigUInt, _ e: BigUInt, _ m: BigUInt, _ cancellation: CancellationToken?) throws(ArithmeticError) -> BigUInt {
    var result = BigUInt(1)
    var count = 0
    for bit in stride(from: e.bitWidth - 1, through: 0, by: -1) {
      result = (result * result) % m
      if e[bitAt: bit] { result = (result * x) % m }
      count += 1
      if count & 255 == 0 { try cancellation.check() }
    }
    return result
  }
}
