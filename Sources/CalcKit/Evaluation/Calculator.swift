/// The entry point: settings for how results are shown, and evaluation of text.
///
/// ```swift
/// import CalcKit
///
/// let calculator = Calculator()
/// let value = try calculator.evaluate("123+456*2")
/// calculator.format(value)                   // "1035"
///
/// var money = Calculator(precision: 5, rounding: .down)
/// money.format(try money.evaluate("2/3"))    // "0.66666"
/// ```
///
/// A `Calculator` is a value: copies are independent, and one can be used from many
/// threads at once.
public struct Calculator: Sendable {
  /// Significant digits results are rounded to when shown; 38 by default.
  ///
  /// Values outside `1...Limits.maximumPrecision` are clamped when used.
  public var precision: Int
  /// How results are rounded to ``precision`` digits; half-even by default.
  public var rounding: RoundingMode

  /// Creates a calculator with the given display settings.
  public init(precision: Int = 38, rounding: RoundingMode = .halfEven) {
    self.precision = precision
    self.rounding = rounding
  }

  /// Parses `source` once, to evaluate it later (perhaps many times).
  public func parse(_ source: String) throws(CalcError) -> Expression {
    try Expression(source)
  }

  /// The exact value of a parsed expression.
  public func evaluate(_ expression: Expression) throws(CalcError) -> Number {
    try Evaluator.evaluate(expression)
  }

  /// Parses and evaluates `source`.
  ///
  /// - Throws: ``CalcError`` with the kind, a message and the source range of the problem.
  public func evaluate(_ source: String) throws(CalcError) -> Number {
    try Evaluator.evaluate(Expression(source))
  }

  /// `value` as plain text at this calculator's ``precision`` and ``rounding``
  /// (see ``Number/decimalString(precision:rounding:)``).
  public func format(_ value: Number) -> String {
    value.decimalString(precision: precision, rounding: rounding)
  }
}
