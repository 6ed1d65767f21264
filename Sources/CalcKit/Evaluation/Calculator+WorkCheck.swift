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
