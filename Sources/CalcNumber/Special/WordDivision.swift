import BigInt

extension BigUInt {
  /// `⌊self / d⌋` for one word `d > 0`, by the machine's two-word division from the top word
  /// down (the package's division goes through a generic routine that costs several times
  /// as much per word): the inner step of the series that divide by small integers.
  func quotient(dividingByWord d: UInt) -> BigUInt { quotientAndInexact(dividingByWord: d).quotient }

  /// `⌊self / d⌋` for one word `d > 0`, and whether the remainder is not zero.
  func quotientAndInexact(dividingByWord d: UInt) -> (quotient: BigUInt, inexact: Bool) {
    precondition(d > 0)
    var words = Array(self.words)
    var remainder: UInt = 0
    for i in stride(from: words.count - 1, through: 0, by: -1) {
      let (q, r) = d.dividingFullWidth((high: remainder, low: words[i]))
      words[i] = q
      remainder = r
    }
    return (BigUInt(words: words), remainder != 0)
  }
}
