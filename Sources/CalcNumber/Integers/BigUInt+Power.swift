import BigInt

extension BigUInt {
  /// `self^n` (`n >= 0`; `0^0` is 1), by left-to-right binary powering on
  /// ``squared()`` and ``product(_:_:)``. The factor 2^t of the base is taken out first
  /// and put back as a shift, so `10^n` is computed as `5^n << n`.
  package func raised(to n: Int) -> BigUInt {
    precondition(n >= 0, "raised(to:) takes a non-negative exponent")
    if n == 0 { return 1 }
    if isZero || n == 1 { return self }
    let twos = trailingZeroBitCount
    let odd = self >> twos
    let (shift, overflow) = twos.multipliedReportingOverflow(by: n)
    precondition(!overflow, "raised(to:): the result is too large")
    var result = odd
    if odd != 1 {
      var bit = Int.bitWidth - 1 - n.leadingZeroBitCount  // the top bit of n, already in `result`
      while bit > 0 {
        bit -= 1
        result = result.squared()
        if n & (1 << bit) != 0 { result = BigUInt.product(result, odd) }
      }
    }
    return result.shiftedLeft(bits: shift)
  }
}
