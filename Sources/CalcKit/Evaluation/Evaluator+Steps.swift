import CalcNumber

/// The identity rule at a step: functions whose value jumps (`floor`, `ceil`, `round`,
/// `trunc`, `fract`, `sign`, and the operators `mod`, `div`, `rem`, `//`) cannot be decided
/// by an approximation whose bounds straddle a jump, as `sqrt(2)^2`'s straddle 2. The rule
/// that shows `sqrt(2)^2` as 2 and makes `sqrt(2)^2 == 2` hold takes such an argument to be
/// the short decimal its bounds hold as tightly as the rule asks of a final result
/// (``/CalcNumber/Number/settled(precision:depth:)``), so `floor(sqrt(2)^2)` is 2. An
/// argument known to be irrational is never taken to be a short decimal, and bounds that
/// hold none leave the result undecided (the calculator refines and tries again, and at
/// the end of its budget says it cannot decide).
extension Evaluator {
  /// The built-in functions that the rule applies to (an array: a `Set` of strings would
  /// cost the process a run-time conformance check on first use, as ``NameTable`` explains).
  static let steppedFunctions: [String] = ["floor", "ceil", "round", "trunc", "fract", "sign", "mod"]

  /// Whether a binary operation jumps where its operands do: `mod`, `div`, `rem` (and
  /// `//`, read as `div`).
  static func isStepped(_ operation: Node.Operation) -> Bool {
    switch operation {
    case .modulo, .word(.div, _, _), .word(.rem, _, _): return true
    default: return false
    }
  }

  /// What the identity rule takes `operand` to be: the short decimal its bounds hold, or
  /// nil for an exact operand, one known to be irrational, or bounds that hold none.
  func settledValue(of operand: Operand, _ facts: EvaluationFacts) -> Number? {
    guard !operand.value.isExact, !operand.isIrrational else { return nil }
    return operand.value.settled(precision: precision, depth: facts.depth)
  }

  /// `compute(values)`, and when it cannot decide (``/CalcNumber/ArithmeticError/indeterminate``)
  /// for a stepped function, `compute` again of the operands the identity rule settles. Any
  /// other error, or one no operand's settling changes, is thrown as it was.
  func decidingSteps(
    _ stepped: Bool, _ operands: some Collection<Operand>, _ values: [Number], _ facts: EvaluationFacts,
    _ compute: ([Number]) throws(ArithmeticError) -> Number
  ) throws(ArithmeticError) -> Number {
    do {
      return try compute(values)
    } catch {
      guard stepped, case .indeterminate = error else { throw error }
      var settled = values
      var changed = false
      for (index, operand) in operands.enumerated() where index < settled.count {
        if let value = settledValue(of: operand, facts) {
          settled[index] = value
          changed = true
        }
      }
      guard changed else { throw error }
      return try compute(settled)
    }
  }
}
