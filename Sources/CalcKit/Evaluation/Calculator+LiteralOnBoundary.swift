import CalcNumber

extension Calculator {
  /// The error for a line that is one literal beyond the exact-size limit by its exponent
  /// (the parser reads it as significand × 10^scale) lying exactly on a rounding boundary
  /// at `precision` digits in ``rounding``, or nil.
  ///
  /// Such a literal (`992e999999`: 1,000,002 digits) is held as an approximation, bounds
  /// around its value; they decide its digits when the value is not on a boundary (any
  /// rounding to nearest of `992e999999`), but in a directed rounding a value with at most
  /// `precision` significant digits is itself a boundary, and in a rounding to nearest a value
  /// of `precision + 1` digits ending in 5 is a tie: no bounds, however tight, tell which
  /// side it is on. The refinement would retry up to thousands of digits (seconds) and then
  /// say only that it could not decide; this says why, before any work.
  func literalOnBoundary(_ expression: ParsedExpression, precision p: Int) -> CalcError? {
    var nodes = expression.nodes[...]
    if case .negate? = nodes.last?.operation { nodes = nodes.dropLast() }
    // significand × 10^scale, as the parser writes a literal beyond the limit by its exponent.
    let operations = nodes.map(\.operation)
    guard operations.count == 5, case .number(10, 1) = operations[1], case .power = operations[3],
      case .multiply = operations[4], let scale = Calculator.literalValue(operations[2], expression), scale.isInteger,
      let significand = Calculator.literalValue(operations[0], expression), !significand.isZero
    else { return nil }
    let onTie: Bool
    switch rounding {
    case .halfEven, .halfUp, .halfDown:
      guard significand.rounded(toDigits: p, mode: .halfUp) != significand.rounded(toDigits: p, mode: .halfDown)
      else { return nil }
      onTie = true
    case .up, .down, .ceiling, .floor:
      guard significand.rounded(toDigits: p, mode: .down) == significand else { return nil }
      onTie = false
    }
    return Message.literalOnBoundary(
      exactDigits: Limits.maximumDigits, precision: p, rounding: rounding.rawValue,
      isTie: onTie, at: SourceRange(0, expression.source.utf8.count))
  }

  /// The value of a literal's node, or nil for any other node.
  private static func literalValue(_ operation: Node.Operation, _ expression: ParsedExpression) -> Rational? {
    switch operation {
    case .number(let n, let d): return Rational(reducedSmall: n, d)
    case .bigNumber(let index): return index < expression.bigNumbers.count ? expression.bigNumbers[index] : nil
    default: return nil
    }
  }
}
