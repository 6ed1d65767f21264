extension Evaluator {
  /// Whether `left comparison right` holds, decided by the values' bounds.
  ///
  /// Exact values compare exactly (`0.1*3 == 0.3` holds). Approximations compare by their
  /// bounds; bounds that overlap leave the order undecided, and then the difference is
  /// taken to be 0 by the identity rule when its bounds hold 0 as tightly as the rule asks
  /// (`sqrt(2)^2 == 2` holds); otherwise the comparison is ``CalcError/Kind/indeterminate``,
  /// which makes the calculator refine and try again, to the end of its work budget. Amounts
  /// of money compare in one currency (the right one converted with the rates).
  func compare(
    _ left: Operand, _ right: Operand, _ comparison: Comparison, at node: Node, facts: inout EvaluationFacts
  ) throws(CalcError) -> Bool {
    var left = left
    var right = right
    if left.currency != nil || right.currency != nil {
      _ = try money.combine(node, &left, &right, facts: &facts)
    }
    if let order = left.value.compare(right.value) {
      return comparison.holds(order.rawValue)
    }
    let difference: Number
    do {
      difference = try left.value.subtracting(right.value, context.working)
    } catch {
      throw Evaluator.diagnose(error, node: node, left: left, right: right)
    }
    if difference.isExact || difference.signum != 0 {
      return comparison.holds(difference.signum)
    }
    if !Evaluator.isIrrational(.subtract, left, right, result: difference),
      let settled = difference.settled(precision: precision, depth: facts.depth), settled.isZero
    {
      return comparison.holds(0)
    }
    throw Message.indeterminateComparison(comparison.symbol, at: node.range)
  }

  /// Whether a condition holds: any value but 0 does. An approximation whose bounds hold 0
  /// is 0 by the identity rule when they hold it tightly enough, else
  /// ``CalcError/Kind/indeterminate`` (the calculator refines and tries again).
  func truth(of condition: Operand, for word: String, _ facts: EvaluationFacts) throws(CalcError) -> Bool {
    try Evaluator.requirePlain(CollectionOfOne(condition), for: word)
    if let exact = condition.value.exactValue { return !exact.isZero }
    if condition.value.signum != 0 { return true }
    if !condition.isIrrational, let settled = condition.value.settled(precision: precision, depth: facts.depth),
      settled.isZero
    {
      return false
    }
    throw Message.indeterminateCondition(at: condition.range)
  }
}

extension Evaluator {
  /// Throws when a word operator (`5 times x`) is also a name this evaluation knows (a
  /// variable, a binding, a function or constant the calculator defines): then it reads
  /// two ways, the operator or that name multiplied in, and calc does not choose.
  func checkWord(_ word: WordOperator, at offset: Int) throws(CalcError) {
    let name = word.rawValue
    guard resolve(name) != nil || customNameTable.entries[name] != nil else { return }
    throw Message.wordReadsTwoWays(name, instead: word.spelledOut, at: SourceRange(offset, offset + name.utf8.count))
  }
}

extension WordOperator {
  /// The operation the word stands for: `+ - * /` for the words that mean them, itself for
  /// the others (``Evaluator`` computes those).
  var operation: Node.Operation {
    switch self {
    case .plus: return .add
    case .minus: return .subtract
    case .times: return .multiply
    case .per: return .divide
    case .choose, .nCr: return .word(.choose, at: 0, mayBeName: false)
    case .permute, .nPr: return .word(.permute, at: 0, mayBeName: false)
    case .div, .rem: return .word(self, at: 0, mayBeName: false)
    }
  }
}
