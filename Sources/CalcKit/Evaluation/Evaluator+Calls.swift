extension Evaluator {
  /// Calls `function`, which an app registered, at the call `node`. (A function defined in
  /// the language is evaluated in place by ``run(_:parameters:budget:facts:)``, which pushes
  /// a ``Frame``.)
  ///
  /// An error inside it is reported at the call, its message starting `in NAME: `.
  func call(_ function: NativeFunction, _ arguments: [Number], node: Node, budget: inout Budget) throws(CalcError) -> Number {
    let name = function.name
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

  /// The error for a call of `name`, which is not a function (`entry`: a constant an app
  /// registered, or nothing), at the call `node`.
  func notAFunction(_ name: String, _ entry: CustomNameTable.Entry?, node: Node) -> CalcError {
    if case .constant? = entry {
      return Message.constantNotFunction(name, at: SourceRange(node.range.lowerBound, node.range.lowerBound + name.utf8.count))
    }
    return customNameTable.unknownFunction(name, callRange: node.range)
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
