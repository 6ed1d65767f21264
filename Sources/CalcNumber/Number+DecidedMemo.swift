import BigInt

extension Number {
  /// The last rounding of an approximation's bounds that agreed: `Calculator` asks whether
  /// a result is decided (``isDecided(precision:rounding:)``), then shows it
  /// (``decided(precision:rounding:)``), and both round the same bounds the same way.
  /// The memo's check, two comparisons of the bounds, saves the second rounding: at high
  /// precision that is products of the full width and powers of ten, and even at 38 digits
  /// a noticeable part of a function call. A batch's other thread overwrites the one entry
  /// now and then, which costs only that rounding.
  enum DecidedMemo {
    struct Entry: Sendable {
      let lower: Dyadic
      let upper: Dyadic
      let precision: Int
      let rounding: RoundingMode
      let q: BigUInt
      let exponent: Int
    }

    /// Shared by every thread; one entry.
    private static let last = Locked<Entry?>(nil)

    /// The kept coefficient of these bounds rounded to `precision` digits by `rounding`.
    static func coefficient(
      _ lower: Dyadic, _ upper: Dyadic, precision: Int, rounding: RoundingMode
    ) -> (q: BigUInt, exponent: Int)? {
      last.withLock { entry -> (q: BigUInt, exponent: Int)? in
        guard let entry, entry.precision == precision, entry.rounding == rounding,
          entry.lower == lower, entry.upper == upper
        else { return nil }
        return (entry.q, entry.exponent)
      }
    }

    /// Keeps the rounding of bounds that agreed.
    static func keep(
      _ lower: Dyadic, _ upper: Dyadic, precision: Int, rounding: RoundingMode, q: BigUInt, exponent: Int
    ) {
      let entry = Entry(lower: lower, upper: upper, precision: precision, rounding: rounding, q: q, exponent: exponent)
      last.withLock { $0 = entry }
    }
  }
}
