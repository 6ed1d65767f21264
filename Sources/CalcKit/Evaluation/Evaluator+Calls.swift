extension Evaluator {
  /// Calls the function `name` that is not built in, at the call `node`.
  ///
  /// An error inside it is reported at the call, its message starting `in NAME: ` (only
  /// the innermost function is named).
  func call(
    _ name: String, _ arguments: [Number], node: Node, depth: Int, budget: inout Budget,
    facts: inout EvaluationFacts
  ) throws(CalcError) -> Number {
    let nameRange = SourceRange(node.range.lowerBound, node.range.lowerBound + name.utf8.count)
    guard let entry = customNameTable.entries[name] else { throw customNameTable.unknownFunction(name, callRange: node.range) }
    switch entry {
    case .constant:
      throw Message.constantNotFunction(name, at: nameRange)
    case .definition(let definition):
      guard definition.parameters.count == arguments.count else {
        let arity = CustomNameTable.arityDescription(definition.parameters.count...definition.parameters.count)
        throw Message.wrongArgumentCount(name, takes: arity, got: arguments.count, at: node.range)
      }
      guard depth < Limits.maximumCallDepth else {
        budget.errorLocated = true
        throw Message.callsNestedTooDeep(at: node.range)
      }
      budget.steps += definition.body.nodes.count
      if budget.steps > context.working.budget.functionSteps {
        budget.errorLocated = true
        throw Message.tooManyFunctionSteps(context.working.budget.functionSteps, at: node.range)
      }
      var inner = EvaluationFacts()
      do {
        let value = try evaluate(
          definition.body, parameters: arguments, depth: depth + 1, budget: &budget, facts: &inner)
        facts.depth = max(facts.depth, inner.depth)
        return value
      } catch {
        throw Evaluator.located(error, in: name, at: node.range, budget: &budget)
      }
    case .native(let function):
      guard function.arity.contains(arguments.count) else {
        let arity = CustomNameTable.arityDescription(function.arity)
        throw Message.wrongArgumentCount(name, takes: arity, got: arguments.count, at: node.range)
      }
      do {
        return try function.body(arguments, context)
      } catch let error as CalcError {
        throw Evaluator.located(error, in: name, at: node.range, budget: &budget)
      } catch {
        let foreign = Message.foreignError("\(error)", at: node.range)
        throw Evaluator.located(foreign, in: name, at: node.range, budget: &budget)
      }
    }
  }

  /// An error from inside function `name`, moved to the call at `range`.
  private static func located(
    _ error: CalcError, in name: String, at range: SourceRange, budget: inout Budget
  ) -> CalcError {
    var moved = error
    moved.range = range
    if !budget.errorLocated && error.kind != .cancelled {
      moved = Message.inFunction(name, error, at: range)
    }
    budget.errorLocated = true
    return moved
  }

  func tooManyCalls(at range: SourceRange) -> CalcError {
    Message.tooManyCalls(limit: callLimit, precision: precision, at: range)
  }
}
