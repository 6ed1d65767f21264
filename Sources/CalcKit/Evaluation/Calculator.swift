/// The entry point: settings, variables, and evaluation of text.
///
/// ```swift
/// import CalcKit
///
/// var calculator = Calculator()
/// let value = try calculator.evaluate("123+456*2")
/// calculator.format(value)                    // "1035"
///
/// try calculator.execute("rate = 7.5%")       // stores rate = 0.075
/// calculator.format(try calculator.evaluate("1200 * rate"))   // "90"
/// ```
///
/// A `Calculator` is a value: copies are independent, and one can be used from many
/// threads at once. ``evaluate(_:)-(String)`` never changes it; ``execute(_:)`` stores
/// assignments and the last result, as a session does.
public struct Calculator: Sendable {
  /// Significant digits results are rounded to when shown; 38 by default.
  ///
  /// Values outside `1...Limits.maximumPrecision` are clamped when used.
  public var precision: Int
  /// How results are rounded to ``precision`` digits; half-even by default.
  public var rounding: RoundingMode
  /// Whether trigonometric functions use radians (the default) or degrees.
  public var angleUnit: AngleUnit
  /// The variables names refer to; ``execute(_:)`` adds to them on `x = …`.
  public var variables: [String: Number] = [:]
  /// The last result ``execute(_:)`` produced; the name `ans` refers to it.
  public var lastResult: Number?

  /// Creates a calculator with the given settings and no variables.
  public init(precision: Int = 38, rounding: RoundingMode = .halfEven, angleUnit: AngleUnit = .radians) {
    self.precision = precision
    self.rounding = rounding
    self.angleUnit = angleUnit
  }

  /// Parses `source` once, to evaluate it later (perhaps many times).
  public func parse(_ source: String) throws(CalcError) -> Expression {
    try Expression(source)
  }

  /// The value of a parsed expression with the current variables; an assignment's value
  /// is computed but not stored.
  ///
  /// Exact operations give exact values. When a function makes the result approximate,
  /// evaluation is repeated at higher working precision until the bounds on the result
  /// decide every digit shown at ``precision`` (a few rounds at most).
  public func evaluate(_ expression: Expression) throws(CalcError) -> Number {
    if let value = Evaluator.exactValue(of: expression) { return Number(value) }
    let p = Number.clamp(precision)
    try Calculator.checkWork(of: expression, precision: p)
    var digits = p + 12
    var best: Number?
    var lastError: CalcError?
    // Retries stop at 600 digits or twice the precision plus 100, whichever is more, and
    // at most at `Limits.maximumRetryDigits` (unless the first round asks for more): well
    // inside the size cap, so a retry never fails for size, and cheap enough that an
    // undecidable result (`exp(ln(10))` rounded down) costs a few times its first round.
    let ceiling = max(p + 12, min(max(2 * p + 100, 600), Limits.maximumRetryDigits))
    for round in 0..<4 {
      let evaluator = Evaluator(
        context: EvaluationContext(working: WorkingPrecision(digits: digits), angleUnit: angleUnit),
        variables: variables, lastResult: lastResult)
      do {
        let value = try evaluator.evaluate(expression)
        if value.isExact || value.decided(precision: p, rounding: rounding) != nil { return value }
        best = value
      } catch where error.kind == .indeterminate || (round > 0 && best != nil) {
        // Undecided at this precision; a retry may decide it (or the best so far stands).
        if error.kind == .indeterminate { lastError = error } else { break }
      }
      let next = min(digits * 2 + 20, ceiling)
      if next <= digits { break }
      digits = next
    }
    if let best {
      // Fewer digits than asked are shown from bounds that still decide some; bounds as
      // wide as sin(sqrt(2)*1e3000)'s (-1 to 1) or (1e3000+sqrt(2))-1e3000's decide
      // nothing, and showing 0 or their midpoint would be a wrong answer.
      guard best.boundsSupportDisplay(digits: p) else {
        throw CalcError(
          .indeterminate,
          "cannot decide this result: too much precision is lost (a huge argument, or a cancellation)",
          at: SourceRange(0, expression.source.utf8.count))
      }
      return best
    }
    throw lastError ?? CalcError(.indeterminate, "cannot decide this result", at: SourceRange(0, 0))
  }

  /// Parses and evaluates `source` with the current variables; see ``evaluate(_:)-(Expression)``.
  ///
  /// - Throws: ``CalcError`` with the kind, a message and the source range of the problem.
  public func evaluate(_ source: String) throws(CalcError) -> Number {
    try evaluate(Expression(source))
  }

  /// Evaluates a line as a session does: `x = …` stores `x`, and the result becomes
  /// ``lastResult`` (`ans`).
  @discardableResult
  public mutating func execute(_ source: String) throws(CalcError) -> Number {
    let expression = try Expression(source)
    let value = try evaluate(expression)
    if let name = expression.assignedName { variables[name] = value }
    lastResult = value
    return value
  }

  /// `value` as plain text at this calculator's ``precision`` and ``rounding``
  /// (see ``Number/decimalString(precision:rounding:)``).
  public func format(_ value: Number) -> String {
    value.decimalString(precision: precision, rounding: rounding)
  }
}

extension Number {
  /// Whether the bounds support what would be shown of them: bounds around zero that are
  /// within `10^-digits` of each other (shown as 0), or bounds of one sign within 0.1% of
  /// each other (shown with the digits they decide, at least one). False when an
  /// operation lost all precision: sin(sqrt(2)*1e3000) has bounds -1 and 1.
  fileprivate func boundsSupportDisplay(digits: Int) -> Bool {
    guard case .approximate(let lower, let upper) = storage,
      let width = try? upper.subtracting(lower), width.signum > 0
    else { return true }
    if lower.signum <= 0 && upper.signum >= 0 {
      return width.log2Estimate + Double(digits) * 3.321_928_094_887_362 <= 0
    }
    let scale = max(lower.magnitude, upper.magnitude)
    return width.log2Estimate + 3 * 3.321_928_094_887_362 <= scale.log2Estimate
  }
}

extension Calculator {
  /// Throws `tooLarge` at the first function call or power beyond
  /// ``Limits/maximumFunctionCalls(precision:)``.
  static func checkWork(of expression: Expression, precision: Int) throws(CalcError) {
    let limit = Limits.maximumFunctionCalls(precision: precision)
    var count = 0
    for node in expression.nodes {
      switch node.operation {
      case .call, .power:
        count += 1
        if count > limit {
          throw CalcError(
            .tooLarge,
            "more than \(limit) function calls and powers in one expression at precision \(precision)",
            at: node.range)
        }
      default:
        continue
      }
    }
  }
}
