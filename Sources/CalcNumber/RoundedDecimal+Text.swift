extension RoundedDecimal {
  /// Whether calc writes this value in plain notation at `precision`: when its most
  /// significant digit's position is in `-6 ..< precision`, so every digit before the point
  /// is significant and a tiny value is not padded with zeros.
  package func usesPlainNotation(precision: Int) -> Bool {
    adjustedExponent >= -6 && adjustedExponent < precision
  }

  /// The plain, parseable text of this value: no grouping, no markers.
  ///
  /// Plain notation when the most significant digit's position `a` is in `-6 ..< precision`
  /// (so every digit printed before the point is significant), else scientific notation
  /// with one digit before the point: `1035`, `0.000125`, `1e-7`,
  /// `1.2193263113702179522618503273362292333e+57`.
  package func text(precision: Int) -> String {
    if digits == "0" { return "0" }
    let a = adjustedExponent
    let plain = usesPlainNotation(precision: precision)
    var digits = self.digits
    let count = digits.utf8.count
    // Written once into a string of the right capacity: the sign, the digits with a point
    // or zeros, and the exponent's up to 20 characters.
    let capacity = count + (plain ? max(exponent, 0) + max(-a, 0) : 0) + 24
    let negative = isNegative
    let exponent = self.exponent
    return digits.withUTF8 { digitBytes in
      String(unsafeUninitializedCapacity: capacity) { out in
        var i = 0
        func put(_ byte: UInt8) {
          out[i] = byte
          i += 1
        }
        func put(_ bytes: UnsafeBufferPointer<UInt8>.SubSequence) {
          for byte in bytes { put(byte) }
        }
        if negative { put(UInt8(ascii: "-")) }
        if plain {
          if exponent >= 0 {
            put(digitBytes[...])
            for _ in 0..<exponent { put(UInt8(ascii: "0")) }
          } else if a >= 0 {
            put(digitBytes[..<(a + 1)])
            put(UInt8(ascii: "."))
            put(digitBytes[(a + 1)...])
          } else {
            put(UInt8(ascii: "0"))
            put(UInt8(ascii: "."))
            for _ in 0..<(-a - 1) { put(UInt8(ascii: "0")) }
            put(digitBytes[...])
          }
        } else {
          put(digitBytes[..<1])
          if count > 1 {
            put(UInt8(ascii: "."))
            put(digitBytes[1...])
          }
          put(UInt8(ascii: "e"))
          put(a < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
          var magnitude = a.magnitude
          var divisor: UInt = 1
          while divisor <= magnitude / 10 { divisor *= 10 }
          repeat {
            put(UInt8(truncatingIfNeeded: magnitude / divisor) &+ UInt8(ascii: "0"))
            magnitude %= divisor
            divisor /= 10
          } while divisor > 0
        }
        return i
      }
    }
  }
}
