import BigInt

// MARK: - 1/Γ(1 + t) at a dyadic t of any length (an approximation's end)

extension ReciprocalGammaTable {
  /// Bounds of `1/Γ(1 + t)` for a dyadic `t = N / 2^e` (`0 < |t| <= ½`, `N` of any length),
  /// to at least `bits` fraction bits (`bits <= maximumBits`); nil where `UInt` is not 64
  /// bits wide, or for `bits` within about 80 of the table's scale.
  ///
  /// Horner's rule in fixed point as in ``reciprocalGamma(a:b:negativeT:bits:stop:)``, each
  /// step a product by the whole `t`, at a precision that falls with the step, as Arb's
  /// `arb_hypgeom_gamma_taylor`: an error made at step `k` reaches the sum multiplied by
  /// `t^k`, so step `k` works at `σ_k` fraction bits, `max(64, s − ⌊kλ⌋)` rounded up to a
  /// multiple of 64 below ``scale`` (each `C_k` a run of the table's words), `λ <= −log₂ τ`,
  /// `τ = |t| + 2^−64`, which makes `2^−σ_k τ^k <= 2^−s` (`s = σ_0`, 16 bits more than asked,
  /// rounded up the same way; ``scale`` is a multiple of 64, so each `σ_k` is too).
  ///
  /// The sum `S` is one array of words, `S / 2^s` its value, in place for the whole sum (no
  /// allocation per step): at step `k` its words below `w_k = (s − σ_k)/64` are zero. `t` is
  /// truncated once to `s` bits (`T`, `tn = s/64` words, within `2^−s` of `t`). The step's
  /// product keeps the columns `c >= D − 1` of `S_(k+1) · T`, `D = w_k + tn`, summed column by
  /// column (``highColumns(_:_:_:_:_:first:)``), and writes `⌊(those columns) / β^D⌋` to the
  /// words `w_k` and up of `S`: the columns left out sum to less than `D · β^D` (as
  /// ``Limbs/highProduct(_:_:_:_:dropping:into:)``'s), so the word product is below
  /// `⌊|S_(k+1) T| / β^D⌋` by at most `D`, and its floor adds a unit: an error below
  /// `(D + 1) · 2^−σ_k` with `D <= 2 tn`. `T`'s truncation adds `|S_(k+1)| · 2^−s < 2 · 2^−s`
  /// (every partial sum is below 1.3), `C_k` at `σ_k` bits below `2 · 2^−σ_k` (its truncation
  /// and the table's unit). So step `k` adds an error below `(2 tn + 5) · 2^−σ_k`, and the
  /// error carried from the steps before is multiplied by `|T / 2^s| <= τ`: the sum's error is
  /// below `Σ_k (2 tn + 5) · 2^−σ_k τ^k <= (2 tn + 5) n · 2^−s`, and with the terms left out
  /// (below `2^−(s + 1)`) the bounds are `(S ∓ ((2 tn + 5) n + 1)) / 2^s`.
  static func reciprocalGamma(
    numerator: BigInt, exponent e: Int, bits: Int, stop: CancellationToken?
  ) throws(ArithmeticError) -> (Dyadic, Dyadic)? {
    func aligned(_ x: Int) -> Int { scale - 64 * ((scale - x) / 64) }
    let s = aligned(max(bits, 64) + 16)
    guard UInt.bitWidth == 64, scale % 64 == 0, !numerator.isZero, e >= 1, bits >= 8, s <= scale,
      s + 4 <= tailBits
    else { return nil }
    // log₂|t| from above: N's top 64 bits as a Double (below |N| · (1 + 2^−52)).
    let top = numerator.magnitude.bitWidth
    let lead = Double(numerator.magnitude >> max(0, top - 64)) * (1 + 1e-15)
    let log2t = log2(lead) + Double(max(0, top - 64) - e) + 1e-9
    guard log2t <= -1 + 1e-6 else { return nil }
    let lambda = max(0, -log2(pow(2, log2t) + 0x1p-64) - 1e-9)
    let limit = -Double(s + 12)
    var n = count
    while n > 1 && Double(entryBits[n - 1] - scale) + Double(n - 1) * log2t <= limit { n -= 1 }
    func sigma(_ k: Int) -> Int { aligned(max(64, s - Int((Double(k) * lambda).rounded(.down)))) }
    // T: |t| truncated to s bits, tn words (|t| <= ½, so it fits).
    let tn = s / 64
    let shifted = e > s ? numerator.magnitude >> (e - s) : numerator.magnitude << (s - e)
    var t = [UInt](repeating: 0, count: tn)
    for (i, word) in shifted.words.enumerated() where i < tn { t[i] = word }
    let negativeT = numerator.sign == .minus
    // |S| < 2^(s + 1): tn words and one above.
    let length = tn + 1
    var sum = [UInt](repeating: 0, count: length)
    var negativeSum = false
    var low = sigmaWords(s, sigma(n))
    t.withUnsafeBufferPointer { tp in
      sum.withUnsafeMutableBufferPointer { sp in
        guard let tBase = tp.baseAddress, let sBase = sp.baseAddress else { return }
        for k in stride(from: n - 1, through: 0, by: -1) {
          if k & 15 == 0, stop.shouldStop { return }
          let target = sigmaWords(s, sigma(k))
          // The words of S_(k+1) in use: from `low` to its top nonzero word.
          var high = length
          while high > low && sBase[high - 1] == 0 { high -= 1 }
          if high > low {
            highColumns(sBase, low, high, tBase, tn, first: target + tn)
            if negativeT { negativeSum.toggle() }
          }
          low = target
          negativeSum = add(k, skip: (scale - s) / 64 + low, to: UnsafeMutableBufferPointer(rebasing: sp[low...]),
            negative: negativeSum)
        }
      }
    }
    try stop.check()
    let magnitude = BigUInt(limbs: sum)
    let value = BigInt(sign: negativeSum && !magnitude.isZero ? .minus : .plus, magnitude: magnitude)
    let slack = BigInt((2 * tn + 5) * n + 1)
    return (Dyadic(value - slack, exponent: -s), Dyadic(value + slack, exponent: -s))
  }

  /// The words below `σ` fraction bits in an array at `s`.
  private static func sigmaWords(_ s: Int, _ sigma: Int) -> Int { (s - sigma) / 64 }

  /// In place: `S ← ⌊Σ_{c >= D−1} (column c of S·T) / β^D⌋ · β^(D − tn)`, `D` = `first`, where
  /// `S`'s words are `s[low..<high]` (those below `low` zero) and `T`'s `t[0..<tn]`; the words
  /// of `S` from `D − tn` up are the result, those below it zero. Column by column with a
  /// three-word accumulator, so the product needs no memory of its own: word `p` of the
  /// result is written at column `p + tn`, after the last column that reads `S[p]`
  /// (`p + tn − 1`).
  @inline(__always)
  private static func highColumns(
    _ s: UnsafeMutablePointer<UInt>, _ low: Int, _ high: Int, _ t: UnsafePointer<UInt>, _ tn: Int, first d: Int
  ) {
    let resultLow = d - tn
    let lastColumn = high - 1 + tn - 1
    var (a0, a1, a2): (UInt, UInt, UInt) = (0, 0, 0)
    var c = Swift.max(d - 1, low)
    while c <= lastColumn {
      let iStart = Swift.max(low, c - (tn - 1))
      let iEnd = Swift.min(high - 1, c)
      var i = iStart
      var tj = t + (c - i)
      while i <= iEnd {
        let (h, l) = s[i].multipliedFullWidth(by: tj.pointee)
        let (s0, o0) = a0.addingReportingOverflow(l)
        a0 = s0
        let (s1, o1) = a1.addingReportingOverflow(h &+ UInt(bit: o0))  // h <= 2^64 − 2
        a1 = s1
        a2 &+= UInt(bit: o1)
        i &+= 1
        tj -= 1
      }
      if c >= d { s[c - tn] = a0 }
      (a0, a1, a2) = (a1, a2, 0)
      c += 1
    }
    // The top word: the accumulator after the last column (the one above it is 0: the
    // product is below S / 2 < β^high).
    if high - 1 >= resultLow { s[high - 1] = a0 }
    // Words of S below the result (none while σ only rises along the sum) and, when the
    // product has no column at or past D, all of S: zero.
    var p = Swift.min(resultLow, high)
    while p > low {
      p -= 1
      s[p] = 0
    }
  }
}
