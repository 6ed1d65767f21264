import BigInt

// MARK: - Bitwise operations on whole numbers: and, or, xor, not, shl, shr

extension Number {
  /// `self op other` for a bitwise operation of the language, on whole numbers in two's
  /// complement of unlimited width (as Python does): `-1 and 5` is 5, `-8 shr 1` is -4.
  ///
  /// A shift by n is a product or a floored quotient by 2^n; n is a whole number from 0.
  package func bitwise(_ operation: BitwiseOperation, _ other: Number) throws(ArithmeticError) -> Number {
    let word = operation.word
    let a = try wholeNumber(for: "'\(word)'")
    let b = try other.wholeNumber(for: "'\(word)'")
    let result: BigInt
    switch operation {
    case .and: result = a & b
    case .or: result = a | b
    case .xor: result = a ^ b
    case .shiftLeft, .shiftRight:
      guard b.signum() >= 0 else { throw .domain("a shift count is a whole number from 0 up") }
      if operation == .shiftLeft {
        guard a.isZero || Int(exactly: b).map({ $0 + a.bitWidth <= Limits.maximumBits }) == true else {
          throw .tooLarge
        }
        result = a << Int(b)
      } else {
        // Past the value's width only its sign is left: 0 or -1.
        guard let count = Int(exactly: b), count < a.bitWidth + 1 else { return Number(a.signum() < 0 ? -1 : 0) }
        // Floored, as two's complement: −((−a − 1) >> n) − 1 for a negative a.
        result = a.signum() < 0 ? -((-a - 1) >> count) - 1 : a >> count
      }
    }
    return Number(Rational(result))
  }

  /// `~x` (`not x`): −x − 1, for a whole number.
  package func bitwiseNot() throws(ArithmeticError) -> Number {
    Number(Rational(~(try wholeNumber(for: "'not'"))))
  }
}

/// A bitwise operation of two whole numbers.
package enum BitwiseOperation: Sendable {
  case and, or, xor, shiftLeft, shiftRight

  /// How the operation is written in words, for messages.
  package var word: String {
    switch self {
    case .and: return "and"
    case .or: return "or"
    case .xor: return "xor"
    case .shiftLeft: return "shl"
    case .shiftRight: return "shr"
    }
  }
}
