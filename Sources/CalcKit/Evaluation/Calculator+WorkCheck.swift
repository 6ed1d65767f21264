extension Calculator {
  /// Throws `tooLarge` at the first function call or power beyond
  /// the work `budget` allows at `precision` (``/CalcNumber/Limits/maximumFunctionCalls(precision:)``
  /// at the default), counting those a call of a defined
  /// function makes in its body (and so on), and at the first call that would take more
  /// than the budget's steps of bodies. All before any work. A call of a function that
  /// recurses (``CustomNameTable/Cost/isDynamic``) counts as one here: the evaluator counts
  /// its calls, steps and depth as they happen. Returns how many calls and powers there are.
  @discardableResult
  static func checkWork(
    of expression: ParsedExpression, precision: Int, budget: WorkBudget = .standard, customNameTable: CustomNameTable = CustomNameTable()
  ) throws(CalcError) -> Int {
    let limit = budget.functionCalls(precision: precision)
    var count = 0
    var steps = 0
    var memo: [String: CustomNameTable.Cost] = [:]
    let gamma = WorkBudget.gammaWeight(precision: precision, limit: limit)
    for (index, node) in expression.nodes.enumerated() {
      switch node.operation {
      case .call, .power:
        count += 1
      case .factorial:
        guard isPricedFactorial(in: expression, at: index) else { continue }
        count += gamma
      case .userCall(let index, _):
        // An unknown function is reported before anything is evaluated, as a parse error was.
        let name = expression.calledNames[index]
        guard customNameTable.entries[name] != nil else { throw customNameTable.unknownFunction(name, callRange: node.range, source: expression.source) }
        if let cost = customNameTable.cost(of: name, memo: &memo), !cost.isDynamic {
          count += cost.calls
          steps += cost.steps
          if steps > budget.functionSteps {
            throw Message.tooManyFunctionSteps(budget.functionSteps, at: node.range)
          }
        } else {
          count += 1
        }
      default:
        continue
      }
      if count > limit {
        throw Message.tooManyCalls(limit: limit, precision: precision, at: node.range)
      }
    }
    return count
  }

  /// How many of the powers ``checkWork(of:precision:budget:customNameTable:)`` counts are
  /// exact by their form: a base built of literals by `+ − × ÷ %`, `^` and sign, and a whole
  /// literal exponent (`2^7000`, `(3/7)^-40`). Such a power is the same exact value at every
  /// working precision, so a round of refinement at more digits does not do it again (a
  /// costly one is kept, ``ExactMemo``): the refinement's budget does not count it.
  static func exactPowerCount(in expression: ParsedExpression) -> Int {
    // For each value on a simulated stack: exact by its form (nil: not known exact), and
    // whether it is a whole literal.
    var stack: [(exact: Bool, wholeLiteral: Bool)] = []
    var count = 0
    for node in expression.nodes {
      switch node.operation {
      case .number(_, let d):
        stack.append((true, d == 1))
      case .bigNumber(let big):
        stack.append((true, big < expression.bigNumbers.count && expression.bigNumbers[big].isInteger))
      case .negate:
        guard let top = stack.popLast() else { return count }
        stack.append((top.exact, top.wholeLiteral))
      case .add, .subtract, .multiply, .divide, .modulo, .power:
        guard let right = stack.popLast(), let left = stack.popLast() else { return count }
        var exact = left.exact && right.exact
        if case .power = node.operation {
          exact = left.exact && right.wholeLiteral
          if exact { count += 1 }
        }
        stack.append((exact, false))
      default:
        // Anything else is not known exact (a node the simulation cannot follow ends the
        // count: fewer powers known exact is the safe side).
        switch node.operation {
        case .constant, .variable, .parameter, .local, .currency:
          stack.append((false, false))
        case .call(_, let arguments), .userCall(_, let arguments):
          guard stack.count >= arguments else { return count }
          stack.removeLast(arguments)
          stack.append((false, false))
        case .factorial, .doubleFactorial, .degrees, .percent, .angleUnit, .bitNot, .logicalNot:
          guard !stack.isEmpty else { return count }
          stack[stack.count - 1] = (false, false)
        case .addPercent, .subtractPercent, .bitAnd, .bitOr, .bitXor, .shiftLeft, .shiftRight, .compare,
          .logicalAnd, .logicalOr, .word:
          guard stack.popLast() != nil, !stack.isEmpty else { return count }
          stack[stack.count - 1] = (false, false)
        // In post-order both branches of `if(c, a, b)` follow the condition, and a Σ's
        // term follows its bounds: the simulated stack holds them all.
        case .branch:
          guard stack.popLast() != nil else { return count }
        case .jump:
          continue
        case .conditionalEnd:
          guard stack.popLast() != nil, !stack.isEmpty else { return count }
          stack[stack.count - 1] = (false, false)
        case .rangeStart:
          guard stack.popLast() != nil, stack.popLast() != nil else { return count }
        case .rangeEnd:
          guard !stack.isEmpty else { return count }
          stack[stack.count - 1] = (false, false)
        default:
          return count
        }
      }
    }
    return count
  }

  /// Whether the `x!` at `index` is priced as Γ(x + 1) before any work: x is a literal that
  /// is not whole (`0.5!`) or a percentage (`6%!`, the chain `3!%!%!%…`, whose every Γ has a
  /// fractional argument; `300%!` too, though 3! is whole). Every other `x!` of an x not
  /// whole is counted when x is known (``Evaluator``), so none is counted twice.
  static func isPricedFactorial(in expression: ParsedExpression, at index: Int) -> Bool {
    guard index > 0, index < expression.nodes.count, case .factorial = expression.nodes[index].operation else {
      return false
    }
    switch expression.nodes[index - 1].operation {
    case .number(_, let d): return d != 1
    case .bigNumber(let big): return big < expression.bigNumbers.count && !expression.bigNumbers[big].isInteger
    case .percent: return true
    default: return false
    }
  }
}
