extension RoundedDecimal {
  /// Whether calc writes this value in plain notation at `precision`: when its most
  /// significant digit's position is in `-6 ..< precision`, so every digit before the point
  /// is significant and a tiny value is not padded with zeros.
  func usesPlainNotation(precision: Int) -> Bool {
    adjustedExponent >= -6 && adjustedExponent < precision
  }

  /// The plain, parseable text of this value: no grouping, no markers.
  ///
  /// Plain notation when the most significant digit's position `a` is in `-6 ..< precision`
  /// (so every digit printed before the point is significant), else scientific notation
  /// with one digit before the point: `1035`, `0.000125`, `1e-7`,
  /// `1.2193263113702179522618503273362292333e+57`.
  func text(precision: Int) -> String {
    let a = adjustedExponent
    if digits == "0" { return "0" }
    var out = isNegative ? "-" : ""
    if usesPlainNotation(precision: precision) {
      if exponent >= 0 {
        out += digits
        out += String(repeating: "0", count: exponent)
      } else if a >= 0 {
        let utf8 = digits.utf8
        let split = utf8.index(utf8.startIndex, offsetBy: a + 1)
        out += Substring(utf8[..<split])
        out += "."
        out += Substring(utf8[split...])
      } else {
        out += "0."
        out += String(repeating: "0", count: -a - 1)
        out += digits
      }
    } else {
      let utf8 = digits.utf8
      let first = utf8.index(after: utf8.startIndex)
      out += Substring(utf8[..<first])
      if first != utf8.endIndex {
        out += "."
        out += Substring(utf8[first...])
      }
      out += a < 0 ? "e-" : "e+"
      out += String(a.magnitude)
    }
    return out
  }
}
