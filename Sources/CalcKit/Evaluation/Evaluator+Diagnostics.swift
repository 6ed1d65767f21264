extension Evaluator {
  /// An error of a function or postfix operator: domain errors point at the operand.
  static func diagnose(_ error: ArithmeticError, at range: SourceRange, node: Node) -> CalcError {
    if case .domain(let reason) = error { return Message.domain(reason, at: range) }
    let operand = Operand(value: Number(0), range: range)
    return diagnose(error, node: node, left: operand, right: operand)
  }

  static func diagnose(
    _ error: ArithmeticError, node: Node, left: Operand, right: Operand
  ) -> CalcError {
    switch error {
    case .divisionByZero:
      if case .power = node.operation {
        return Message.zeroToNegativePower(at: node.range)
      }
      return Message.divisionByZero(at: right.range)
    case .tooLarge, .tooSmall, .domain, .indeterminate, .cancelled, .beyondBudget, .argumentTooLarge,
      .argumentTooSmall:
      // The same words as in Swift code (`CalcError(_:)`), at the operation.
      return CalcError(error, at: node.range)
    }
  }
}
