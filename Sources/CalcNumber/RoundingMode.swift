/// How a value is rounded to a number of significant digits, as the General Decimal
/// Arithmetic specification defines each mode.
///
/// The table shows each mode applied to one significant digit:
///
/// | value | halfEven | halfUp | halfDown | up | down | ceiling | floor |
/// |------:|---------:|-------:|---------:|---:|-----:|--------:|------:|
/// |  2.5  |  2       |  3     |  2       |  3 |  2   |  3      |  2    |
/// |  3.5  |  4       |  4     |  3       |  4 |  3   |  4      |  3    |
/// |  2.4  |  2       |  2     |  2       |  3 |  2   |  3      |  2    |
/// | -2.5  | -2       | -3     | -2       | -3 | -2   | -2      | -3    |
public enum RoundingMode: String, Sendable, CaseIterable, Hashable, Codable {
  /// To the nearest; a tie goes to the even neighbour ("banker's rounding"). The default.
  case halfEven = "half-even"
  /// To the nearest; a tie goes away from zero (school rounding).
  case halfUp = "half-up"
  /// To the nearest; a tie goes toward zero.
  case halfDown = "half-down"
  /// Away from zero: any discarded nonzero digit increments.
  case up
  /// Toward zero: discarded digits are dropped (truncation).
  case down
  /// Toward positive infinity.
  case ceiling
  /// Toward negative infinity.
  case floor
}

extension RoundingMode {
  /// Whether a positive or negative coefficient whose discarded part is `remainder / divisor`
  /// (with `0 < remainder < divisor`) is incremented in magnitude.
  ///
  /// - Parameters:
  ///   - half: how the discarded part compares with one half (`-1` below, `0` a tie, `1` above).
  ///   - lastDigitIsOdd: whether the kept coefficient is odd, for ties under `halfEven`.
  ///   - negative: the sign of the value.
  package func incrementsMagnitude(half: Int, lastDigitIsOdd: Bool, negative: Bool) -> Bool {
    switch self {
    case .halfEven: return half > 0 || (half == 0 && lastDigitIsOdd)
    case .halfUp: return half >= 0
    case .halfDown: return half > 0
    case .up: return true
    case .down: return false
    case .ceiling: return !negative
    case .floor: return negative
    }
  }
}
