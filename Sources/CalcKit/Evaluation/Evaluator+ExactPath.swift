extension Evaluator {
  /// The value of an expression of exact numbers and `+ - * /`, integer powers and
  /// negation alone, the common case, worked out on a stack of `Rational`s.
  ///
  /// Returns nil for anything else (names, calls, `%`, `!`, `mod`) and when an operation
  /// fails: the general ``evaluate(_:)`` then runs, and gives the same value or the error
  /// with its source range. Nothing here can differ from it: these are the same exact
  /// operations, without the ranges and approximation bounds they never need.
  static func exactValue(of expression: ParsedExpression) -> Rational? {
    exactValue(of: expression, parameters: UnsafeBufferPointer(start: nil, count: 0)) { _ in nil }
  }

  /// ``exactValue(of:)`` of an expression that may also read parameter slots and names:
  /// a slot or a name whose value (from `resolve`) is exact is read as that value; any
  /// other (an approximation, an unknown name) returns nil, for the general evaluator.
  @inline(__always)
  static func exactValue(
    of expression: ParsedExpression, parameters: UnsafeBufferPointer<Number>,
    resolve: (String) -> Number?
  ) -> Rational? {
    let nodes = expression.nodes
    // The stack lives in a temporary allocation (on the machine stack when small): no
    // heap traffic and no array bookkeeping per step. `count` slots are initialised.
    return withUnsafeTemporaryAllocation(of: Rational.self, capacity: max(nodes.count, 1)) {
      (stack) -> Rational? in
      var count = 0
      defer {
        for i in 0..<count { _ = stack.moveElement(from: i) }
      }
      do {
        for node in nodes {
          switch node.operation {
          case .number(let n, let d):
            stack.initializeElement(at: count, to: Rational(reducedSmall: n, d))
            count += 1
            continue
          case .bigNumber(let index):
            stack.initializeElement(at: count, to: expression.bigNumbers[index])
            count += 1
            continue
          case .parameter(let slot):
            guard slot < parameters.count, case .exact(let value) = parameters[slot].storage else { return nil }
            stack.initializeElement(at: count, to: value)
            count += 1
            continue
          case .variable(let index):
            guard let number = resolve(expression.names[index]), case .exact(let value) = number.storage else {
              return nil
            }
            stack.initializeElement(at: count, to: value)
            count += 1
            continue
          case .negate:
            guard count >= 1 else { return nil }
            let value = stack.moveElement(from: count - 1)
            stack.initializeElement(at: count - 1, to: -value)
            continue
          case .add, .subtract, .multiply, .divide, .power:
            break
          default:
            return nil
          }
          guard count >= 2 else { return nil }
          // Both operands are moved out (no copies), and the result moved in.
          let y = stack.moveElement(from: count - 1)
          let x = stack.moveElement(from: count - 2)
          count -= 2
          let result: Rational
          switch node.operation {
          case .add: result = try x.adding(y)
          case .subtract: result = try x.subtracting(y)
          case .multiply: result = try x.multiplied(by: y)
          case .divide: result = try x.divided(by: y)
          default:
            guard case .small(let e, 1) = y.storage else { return nil }
            result = try x.power(e)
          }
          stack.initializeElement(at: count, to: result)
          count += 1
        }
      } catch {
        return nil
      }
      return count == 1 ? stack[0] : nil
    }
  }
}
