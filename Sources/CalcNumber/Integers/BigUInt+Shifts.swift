import BigInt

// Shifts by an `Int` count. attaswift's `<<` and `>>` are generic over the count's type
// and write their result a word at a time through a subscript that grows the storage;
// these concrete overloads, which the compiler prefers to generic ones, write it in one
// pass. Every `x >> k` and `x << k` with an `Int` count in this package comes here.
extension BigUInt {
  /// `⌊lhs / 2^rhs⌋` (`lhs · 2^-rhs` for a negative `rhs`).
  package static func >> (lhs: BigUInt, rhs: Int) -> BigUInt {
    rhs >= 0 ? lhs.shiftedRight(bits: rhs) : lhs.shiftedLeft(bits: -rhs)
  }

  /// `lhs · 2^rhs` (`⌊lhs / 2^-rhs⌋` for a negative `rhs`).
  package static func << (lhs: BigUInt, rhs: Int) -> BigUInt {
    rhs >= 0 ? lhs.shiftedLeft(bits: rhs) : lhs.shiftedRight(bits: -rhs)
  }

  package static func >>= (lhs: inout BigUInt, rhs: Int) { lhs = lhs >> rhs }

  package static func <<= (lhs: inout BigUInt, rhs: Int) { lhs = lhs << rhs }
}
