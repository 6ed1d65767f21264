import BigInt

/// Arithmetic modulo an odd modulus n > 1 in Montgomery form (x·R mod n, R = 2^(64k) for a
/// modulus of k words), by the CIOS method: a product costs about 2k² word
/// multiplications and no division. The number-theory kernels (the primality tests,
/// Pollard–Brent rho, the elliptic-curve method and `powmod`) run on it.
///
/// Residues are arrays of exactly k words, least significant first, each below n.
struct Montgomery {
  typealias Residue = [UInt]

  /// The modulus's words.
  let modulus: Residue
  /// The number of words, k.
  let count: Int
  /// −n⁻¹ mod 2^64.
  let inverseWord: UInt
  /// R mod n: 1 in Montgomery form.
  let one: Residue
  /// R² mod n, which converts into Montgomery form.
  let rSquared: Residue
  /// n − (R mod n): −1 in Montgomery form.
  let minusOne: Residue

  /// The arithmetic modulo `n`, which must be odd and greater than 1.
  init(_ n: BigUInt) {
    precondition(n.lowWord & 1 == 1 && n > 1, "Montgomery arithmetic needs an odd modulus above 1")
    let k = n.words.count
    count = k
    modulus = Array(n.words) + Array(repeating: 0, count: k - n.words.count)
    // Newton's iteration for the inverse of n[0] modulo 2^64: each step doubles the bits.
    var x: UInt = 1
    for _ in 0..<6 { x = x &* (2 &- modulus[0] &* x) }
    inverseWord = 0 &- x
    let r = (BigUInt(1) << (64 * k)) % n
    one = Montgomery.words(r, k)
    rSquared = Montgomery.words((BigUInt(1) << (128 * k)) % n, k)
    minusOne = Montgomery.words(n - r, k)
  }

  static func words(_ x: BigUInt, _ k: Int) -> Residue {
    var w = Array(x.words)
    if w.count < k { w += Array(repeating: 0, count: k - w.count) }
    return w
  }

  /// `x` (any size) in Montgomery form.
  func residue(_ x: BigUInt) -> Residue {
    let n = BigUInt(words: modulus)
    return multiply(Montgomery.words(x % n, count), rSquared)
  }

  /// A small non-negative integer in Montgomery form.
  func residue(_ x: UInt) -> Residue {
    residue(BigUInt(x))
  }

  /// The ordinary value of a residue.
  func value(_ a: Residue) -> BigUInt {
    var unit = Residue(repeating: 0, count: count)
    unit[0] = 1
    return BigUInt(words: multiply(a, unit))
  }

  /// a·b·R⁻¹ mod n, with one allocation (the result): the running sum lives on the stack.
  func multiply(_ a: Residue, _ b: Residue) -> Residue {
    let k = count
    let inverseWord = self.inverseWord
    return modulus.withUnsafeBufferPointer { n in
      a.withUnsafeBufferPointer { a in
        b.withUnsafeBufferPointer { b in
          withUnsafeTemporaryAllocation(of: UInt.self, capacity: k + 2) { t in
            t.initialize(repeating: 0)
            for i in 0..<k {
              var carry: UInt = 0
              let bi = b[i]
              for j in 0..<k {
                let (high, low) = a[j].multipliedFullWidth(by: bi)
                let (s1, c1) = low.addingReportingOverflow(t[j])
                let (s2, c2) = s1.addingReportingOverflow(carry)
                t[j] = s2
                carry = high &+ (c1 ? 1 : 0) &+ (c2 ? 1 : 0)
              }
              let (s, c) = t[k].addingReportingOverflow(carry)
              t[k] = s
              t[k + 1] = c ? 1 : 0
              let m = t[0] &* inverseWord
              let (high0, low0) = m.multipliedFullWidth(by: n[0])
              carry = high0 &+ (low0.addingReportingOverflow(t[0]).overflow ? 1 : 0)
              for j in 1..<max(k, 1) {
                let (high, low) = m.multipliedFullWidth(by: n[j])
                let (s1, c1) = low.addingReportingOverflow(t[j])
                let (s2, c2) = s1.addingReportingOverflow(carry)
                t[j - 1] = s2
                carry = high &+ (c1 ? 1 : 0) &+ (c2 ? 1 : 0)
              }
              let (s3, c3) = t[k].addingReportingOverflow(carry)
              t[k - 1] = s3
              t[k] = t[k + 1] &+ (c3 ? 1 : 0)
            }
            // t < 2n: subtract n once if t ≥ n.
            var atLeastN = t[k] != 0
            if !atLeastN {
              atLeastN = true
              for j in stride(from: k - 1, through: 0, by: -1) where t[j] != n[j] {
                atLeastN = t[j] > n[j]
                break
              }
            }
            return Residue(unsafeUninitializedCapacity: k) { out, initialized in
              if atLeastN {
                var borrow = false
                for j in 0..<k {
                  let (d1, b1) = t[j].subtractingReportingOverflow(n[j])
                  let (d2, b2) = d1.subtractingReportingOverflow(borrow ? 1 : 0)
                  out[j] = d2
                  borrow = b1 || b2
                }
              } else {
                for j in 0..<k { out[j] = t[j] }
              }
              initialized = k
            }
          }
        }
      }
    }
  }

  func square(_ a: Residue) -> Residue { multiply(a, a) }

  func add(_ a: Residue, _ b: Residue) -> Residue {
    var r = a
    var carry = false
    for j in 0..<count {
      let (s1, c1) = r[j].addingReportingOverflow(b[j])
      let (s2, c2) = s1.addingReportingOverflow(carry ? 1 : 0)
      r[j] = s2
      carry = c1 || c2
    }
    if carry || !Montgomery.less(r, modulus) { Montgomery.subtract(&r, modulus) }
    return r
  }

  func subtract(_ a: Residue, _ b: Residue) -> Residue {
    var r = a
    let borrow = Montgomery.subtract(&r, b)
    if borrow {
      var carry = false
      for j in 0..<count {
        let (s1, c1) = r[j].addingReportingOverflow(modulus[j])
        let (s2, c2) = s1.addingReportingOverflow(carry ? 1 : 0)
        r[j] = s2
        carry = c1 || c2
      }
    }
    return r
  }

  /// a/2 mod n.
  func half(_ a: Residue) -> Residue {
    var r = a
    var top: UInt = 0
    if r[0] & 1 == 1 {
      var carry = false
      for j in 0..<count {
        let (s1, c1) = r[j].addingReportingOverflow(modulus[j])
        let (s2, c2) = s1.addingReportingOverflow(carry ? 1 : 0)
        r[j] = s2
        carry = c1 || c2
      }
      top = carry ? 1 : 0
    }
    for j in 0..<count {
      let next = j + 1 < count ? r[j + 1] : top
      r[j] = (r[j] >> 1) | (next << 63)
    }
    return r
  }

  func isZero(_ a: Residue) -> Bool { a.allSatisfy { $0 == 0 } }

  /// base^exponent for an exponent given by its words (least significant first).
  func power(_ base: Residue, _ exponent: [UInt], cancellation: CancellationToken? = nil) throws(ArithmeticError) -> Residue {
    var result = one
    var started = false
    var steps = 0
    for word in exponent.reversed() {
      for bit in stride(from: 63, through: 0, by: -1) {
        if started { result = square(result) }
        if (word >> UInt(bit)) & 1 == 1 {
          result = started ? multiply(result, base) : base
          started = true
        }
      }
      steps += 1
      if steps & 255 == 0 { try cancellation.check() }
    }
    return result
  }

  static func less(_ a: Residue, _ b: Residue) -> Bool {
    for j in stride(from: a.count - 1, through: 0, by: -1) where a[j] != b[j] {
      return a[j] < b[j]
    }
    return false
  }

  /// a −= b in place, returning the borrow out.
  @discardableResult
  static func subtract(_ a: inout Residue, _ b: Residue) -> Bool {
    var borrow = false
    for j in 0..<a.count {
      let (d1, b1) = a[j].subtractingReportingOverflow(b[j])
      let (d2, b2) = d1.subtractingReportingOverflow(borrow ? 1 : 0)
      a[j] = d2
      borrow = b1 || b2
    }
    return borrow
  }
}
