/// Evaluates an expression's post-order nodes with a stack of values.
struct Evaluator {
  /// A value and the source it came from, for errors about an operand.
  private struct Operand {
    var value: Number
    var range: SourceRange
  }

  static func evaluate(_ expression: Expression) throws(CalcError) -> Number {
    var stack: [Operand] = []
    stack.reserveCapacity(8)
    for node in expression.nodes {
      switch node.operation {
      case .number(let value):
        stack.append(Operand(value: value, range: node.range))
      case .negate:
        let operand = stack.removeLast()
        stack.append(Operand(value: operand.value.negated, range: node.range))
      case .add, .subtract, .multiply, .divide, .power:
        let right = stack.removeLast()
        let left = stack.removeLast()
        let value: Number
        do {
          switch node.operation {
          case .add: value = try left.value.adding(right.value)
          case .subtract: value = try left.value.subtracting(right.value)
          case .multiply: value = try left.value.multiplied(by: right.value)
          case .divide: value = try left.value.divided(by: right.value)
          default: value = try left.value.power(right.value)
          }
        } catch {
          throw diagnose(error, node: node, left: left, right: right)
        }
        stack.append(Operand(value: value, range: node.range))
      }
    }
    // The parser guarantees exactly one value is left.
    return stack.last?.value ?? Number(0)
  }

  private static func diagnose(
    _ error: ArithmeticError, node: Node, left: Operand, right: Operand
  ) -> CalcError {
    switch error {
    case .divisionByZero:
      if case .power = node.operation {
        return CalcError(.divisionByZero, "zero cannot be raised to a negative power", at: node.range)
      }
      return CalcError(.divisionByZero, "division by zero", at: right.range)
    case .tooLarge:
      return CalcError(
        .tooLarge,
        "the result is too large (more than \(Limits.maximumDigits) digits)", at: node.range)
    case .domain(let reason):
      let range = node.operation.isPower ? right.range : node.range
      return CalcError(.domain, reason, at: range)
    }
  }
}

extension Node.Operation {
  var isPower: Bool {
    if case .power = self { return true }
    return false
  }
}
