import BigInt

// Conversions from machine integers that are not generic. attaswift's `init<T: BinaryInteger>`
// is generic across the module boundary, so a call from here runs it unspecialized, through
// the protocol's witness tables: one `BigUInt(Int)` does many times the work of its
// non-generic `init(integerLiteral:)` (specialized in its own module). Being more specific,
// these overloads are the ones calls with an `Int`, `UInt` or `UInt64` argument pick.

extension BigUInt {
  /// `value`, which must not be negative.
  package init(_ value: Int) {
    precondition(value >= 0, "BigUInt cannot represent negative values")
    self.init(integerLiteral: UInt64(value))
  }

  /// `value`.
  package init(_ value: UInt) {
    self.init(integerLiteral: UInt64(value))
  }

  /// `value`.
  package init(_ value: UInt64) {
    self.init(integerLiteral: value)
  }
}

extension BigInt {
  /// `value`.
  package init(_ value: Int) {
    self.init(integerLiteral: Int64(value))
  }
}
