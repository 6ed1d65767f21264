/// Why an input could not be evaluated, and where.
///
/// Every error has a ``kind`` a program can switch on, a ``message`` a person can act on,
/// and the ``range`` of the source text responsible. ``rendered(source:prefix:)`` shows all three
/// with a caret under the spot:
///
/// ```
/// error: division by zero
///   1/(2-2)
///     ^~~~~
/// ```
public struct CalcError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The families of errors.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// The text is not a well-formed expression: `1+*2`, `(1+2`, `2 3`.
    case syntax
    /// A name that is not defined: `foo + 1`, `sqr(2)`.
    case unknownName = "unknown-name"
    /// A function called with too few or too many arguments: `sqrt(2, 3)`.
    case wrongArgumentCount = "wrong-argument-count"
    /// An assignment to a name that cannot change: `pi = 3`, `sqrt = 1`, `ans = 2`.
    case invalidAssignment = "invalid-assignment"
    /// The operation is not defined for its operands: `sqrt(-1)`, `ln(0)`, `(-1)!`.
    case domain
    /// A division by zero, or zero raised to a negative power: `1/0`, `0^-1`.
    case divisionByZero = "division-by-zero"
    /// A value, literal or input beyond the caps in ``/CalcNumber/Limits``: `9^9^9^9`, `1e999999999`.
    case tooLarge = "too-large"
    /// A nonzero value too close to zero to hold within ``/CalcNumber/Limits``: `2^-65536`,
    /// `exp(-50000)`, `1e-19729`.
    case tooSmall = "too-small"
    /// Parentheses, signs or powers nested deeper than `Limits.maximumNesting`.
    case nestingTooDeep = "nesting-too-deep"
    /// An approximate value too close to where an operation changes to decide, even at
    /// the highest working precision tried: `1/(sqrt(2)^2-2)`.
    case indeterminate
    /// The evaluation was stopped through a ``/CalcNumber/CancellationToken`` or by cancelling its task.
    case cancelled
    /// Amounts of money that cannot be combined or converted: `3 USD * 2 EUR`, `5 + 3 USD`,
    /// a conversion with no ``Calculator/exchangeRates``, or a currency they do not quote.
    case money
  }

  /// What went wrong, in families.
  public var kind: Kind
  /// A sentence for people, without the position: `expected a number after '+'`.
  public var message: String
  /// The source text responsible, in UTF-8 offsets.
  public var range: SourceRange

  /// Creates an error.
  public init(_ kind: Kind, _ message: String, at range: SourceRange) {
    self.kind = kind
    self.message = message
    self.range = range
  }

  /// The message alone.
  public var description: String { message }
}
