extension Keypad {
  /// What an operator key does right after another operator, and what `=` does right
  /// after an operator.
  ///
  /// | keys | ``reject`` (the default) | ``replace`` (iOS Calculator) |
  /// |---|---|---|
  /// | `5 + × 2 =` | `×` rejected (``Rejection/doubleOperator``), then 7 | 10: `×` replaces `+` |
  /// | `5 + =` | `=` rejected (``Rejection/incomplete``) | 10: the 5 is used again |
  /// | `5 × = =` | rejected | 25, then 125 |
  ///
  /// With ``replace``, `=` (and `M+`, `M−`, which evaluate as `=` does) right after an
  /// operator types the number or parenthesised group before the operator again, as it
  /// stands (`2 + 3 × =` is 2 + 3 × 3, 11; `10 % + =` is `10% + 10%`); a result the
  /// calculation continues from is used as its value. `=` again then repeats that
  /// operation. Everything else is the same under both: `+ × ÷` with nothing entered, an
  /// operator after `(` or after a lone `−` are rejected.
  public enum OperatorPolicy: String, Sendable, Hashable, Codable, CaseIterable {
    /// A second operator is rejected, and so is `=` after an operator: the rule of the
    /// keypad calculator app that calc's keypad rules come from.
    case reject
    /// A second operator replaces the first, and `=` after an operator uses the number
    /// before it again: the iOS Calculator's rule.
    case replace
  }
}
