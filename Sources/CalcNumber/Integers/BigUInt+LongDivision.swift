import BigInt

extension BigUInt {
  /// A quotient with fewer than this many words more than its divisor is found by long
  /// division (``longQuotientAndRemainder(_:_:)``, about `q·n` word products) rather than
  /// through the divisor's reciprocal (``ReciprocalDivisor``, Newton's iteration and several
  /// products of `n` words): ``quotientAndRemainder(_:_:)`` and the top split of the decimal
  /// conversion (``DecimalChunks``). Reasoned from those costs, not tuned.
  static let shortQuotientWords = 32

  /// From a divisor of this many words, ``quotientAndRemainder(_:_:)`` also divides by
  /// long division when the quotient has at most 1/64 of the divisor's words: at 1,024
  /// words that is a quotient of 16 (``shortQuotientWords`` already covers it), at
  /// 31,000 words (2,000,000 bits) of 490, whose long division (15 million word products)
  /// is cheaper than the Newton reciprocal's products of the whole divisor.
  static let longDivisorWords = 1_024

  /// `⌊a / d⌋` and `a mod d` (`d > 0`) by schoolbook long division
  /// (``Limbs/divide(_:count:by:count:quotient:remainder:scratch:)``) in heap buffers, in
  /// about `q·n` word products for a quotient of `q` words and a divisor of `n`: for a
  /// quotient much shorter than the divisor, where a Newton reciprocal of the whole
  /// divisor (``ReciprocalDivisor``) costs several products of `n` words.
  static func longQuotientAndRemainder(_ a: BigUInt, _ d: BigUInt) -> (quotient: BigUInt, remainder: BigUInt) {
    let m = a.words.count, n = d.words.count
    precondition(n >= 1, "division by zero")
    if m < n || a < d { return (0, a) }
    var u = a.limbs, v = d.limbs
    var q = [UInt](repeating: 0, count: m - n + 1)
    var r = [UInt](repeating: 0, count: n)
    var scratch = [UInt](repeating: 0, count: m + n + 1)
    var divided = false
    u.withUnsafeMutableBufferPointer { u in
      v.withUnsafeMutableBufferPointer { v in
        q.withUnsafeMutableBufferPointer { q in
          r.withUnsafeMutableBufferPointer { r in
            scratch.withUnsafeMutableBufferPointer { s in
              guard let ub = u.baseAddress, let vb = v.baseAddress, let qb = q.baseAddress,
                let rb = r.baseAddress, let sb = s.baseAddress
              else { return }
              Limbs.divide(ub, count: m, by: vb, count: n, quotient: qb, remainder: rb, scratch: sb)
              divided = true
            }
          }
        }
      }
    }
    guard divided else { return a.quotientAndRemainder(dividingBy: d) }  // not expected
    return (BigUInt(limbs: q), BigUInt(limbs: r))
  }
}
