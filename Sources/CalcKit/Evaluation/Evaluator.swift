/// Evaluates an expression's post-order nodes with a stack of values.
struct Evaluator {
  /// A value and the source it came from, for errors about an operand.
  struct Operand {
    var value: Number
    var range: SourceRange
    /// Known irrational (see ``EvaluationFacts/isIrrational``).
    var isIrrational = false
    /// The ISO 4217 code when the value is an amount of money.
    var currency: String? = nil
    /// q when the value is exactly q·π for a rational q (`pi/2`, `90°` in radians, `-3tau`):
    /// so `tan` knows its poles, which no bounds can show.
    var piMultiple: Rational? = nil
  }

  var context: FunctionContext
  var variables: [String: Number]
  var lastResult: Number?
  /// The functions and constants the calculator adds to the built-in ones.
  var customNameTable = CustomNameTable()
  /// Values that shadow the variables and registered constants, for
  /// ``Calculator/evaluate(_:binding:)``.
  var bindings: [String: Number]?
  /// The most function calls and powers one evaluation may make, counting those inside
  /// defined functions (``/CalcNumber/Limits/maximumFunctionCalls(precision:)``), and that precision.
  var callLimit = Int.max
  var precision = 38
  /// The exact-size limit in bits (``Calculator/maximumExactDigits``): an exact value with a
  /// larger numerator or denominator becomes an approximation.
  var exactBits = Limits.maximumBits
  /// The calls and powers of the expression itself (counted before evaluating it).
  var staticCalls = 0
  /// What amounts of money need: the rates, and which variables hold amounts.
  var money = MoneyContext()

  /// The identity rule at a domain edge: an argument whose bounds hold an edge of the
  /// function (0 for `sqrt`, `ln`, `log10` and `log2`; ±1 for `asin`, `acos` and `atanh`; 1 for
  /// `acosh`) as tightly as the rule asks of a final result (``/CalcNumber/Number/settled(precision:depth:)``)
  /// is taken to be that edge, so `asin(cos(pi))` is −π/2 and `sqrt(sin(pi))` is 0. Nil for
  /// any other argument, and for one known to be irrational (never a rational edge).
  static func edge(of function: String, at argument: Operand, _ precision: Int, _ facts: EvaluationFacts) -> Number? {
    let edges: [Int]
    switch function {
    case "sqrt", "ln", "log10", "log2": edges = [0]
    case "asin", "acos", "atanh": edges = [-1, 1]
    case "acosh": edges = [1]
    default: return nil
    }
    guard !argument.isIrrational, !argument.value.isExact,
      let settled = argument.value.settled(precision: precision, depth: facts.depth),
      let edge = edges.first(where: { settled == Number($0) })
    else { return nil }
    return Number(edge)
  }

  func evaluate(_ expression: ParsedExpression) throws(CalcError) -> Number {
    var facts = EvaluationFacts()
    return try evaluate(expression, facts: &facts)
  }

  func evaluate(_ expression: ParsedExpression, facts: inout EvaluationFacts) throws(CalcError) -> Number {
    try evaluate(expression, parameters: [], facts: &facts)
  }

  /// Evaluates an expression at the top level with `parameters` in its slots (a bound
  /// expression's arguments); notes the calls and powers made in `facts`.
  func evaluate(
    _ expression: ParsedExpression, parameters: [Number], facts: inout EvaluationFacts
  ) throws(CalcError) -> Number {
    // The static count already includes the calls inside defined functions; the budget
    // counts them again as they happen, as a safety net, from zero.
    var budget = Budget()
    let value = try evaluate(expression, parameters: parameters, depth: 0, budget: &budget, facts: &facts)
    facts.calls = max(budget.calls, staticCalls) + budget.gammaCalls
    return value
  }

  /// What one evaluation counts across the bodies of defined functions.
  struct Budget {
    /// Function calls and powers so far, at every level.
    var calls = 0
    /// Nodes evaluated inside bodies (at most the work budget's steps).
    var steps = 0
    /// Factorials of numbers that are not whole (`0.5!`, Γ(x + 1)), at every level: calls
    /// of Γ that no static count can see, since the operand is known only when evaluated.
    var gammaCalls = 0
    /// Whether the error on its way out already names the function it happened in.
    var errorLocated = false
  }

  /// Evaluates `expression` with `parameters` in its parameter slots, `depth` calls of
  /// defined functions deep.
  func evaluate(
    _ expression: ParsedExpression, parameters: [Number], depth: Int, budget: inout Budget,
    facts: inout EvaluationFacts
  ) throws(CalcError) -> Number {
    var stack: [Operand] = []
    stack.reserveCapacity(8)
    let w = context.working
    let nodes = expression.nodes
    var next = 0
    while next < nodes.count {
      let node = nodes[next]
      next += 1
      if w.cancellation.shouldStop {
        budget.errorLocated = true
        throw Message.cancelled(at: SourceRange(0, expression.source.utf8.count))
      }
      switch node.operation {
      case .number(let n, let d):
        stack.append(Operand(value: Number(Rational(reducedSmall: n, d)), range: node.range))
      case .bigNumber(let index):
        let value = Number(expression.bigNumbers[index])
        facts.note(value)
        stack.append(Operand(value: value, range: node.range))
      case .constant(let constant):
        do {
          stack.append(
            Operand(
              value: try Evaluator.value(of: constant, w), range: node.range, isIrrational: true,
              piMultiple: constant == .pi ? Rational(1) : constant == .tau ? Rational(2) : nil))
        } catch {
          throw Evaluator.diagnose(error, at: node.range, node: node)
        }
      case .variable(let index):
        let name = expression.names[index]
        let value = try lookUp(name, at: node.range)
        facts.note(value)
        stack.append(Operand(value: value, range: node.range, currency: money.currency(of: name, value)))
      case .currency(let index):
        stack.append(Operand(value: Number(1), range: node.range, currency: Money.codes[index]))
      case .parameter(let slot):
        guard slot < parameters.count else {
          throw Message.parameterWithoutValue(at: node.range)
        }
        let value = parameters[slot]
        facts.note(value)
        stack.append(Operand(value: value, range: node.range))
      case .userCall(let index, let count):
        try Evaluator.requirePlain(stack.suffix(count), for: expression.calledNames[index])
        let arguments = stack.suffix(count).map(\.value)
        stack.removeLast(count)
        if depth > 0 {
          budget.calls += 1
          if budget.calls > callLimit { throw tooManyCalls(at: node.range) }
        }
        let value = try call(
          expression.calledNames[index], arguments, node: node, depth: depth, budget: &budget, facts: &facts)
        facts.note(value)
        // Conservatively not known irrational, whatever the function computes.
        stack.append(Operand(value: value, range: node.range))
      case .negate:
        let operand = stack.removeLast()
        stack.append(
          Operand(
            value: operand.value.negated, range: node.range, isIrrational: operand.isIrrational,
            currency: operand.currency, piMultiple: operand.piMultiple.flatMap { try? Rational(0).subtracting($0) }))
      case .compare(let comparison):
        let right = stack.removeLast()
        let left = stack.removeLast()
        let holds = try compare(left, right, comparison, at: node, facts: &facts)
        stack.append(Operand(value: Number(holds ? 1 : 0), range: node.range))
      case .logicalNot:
        let operand = stack.removeLast()
        let isTrue = try truth(of: operand, for: "not", facts)
        stack.append(Operand(value: Number(isTrue ? 0 : 1), range: node.range))
      case .logicalAnd, .logicalOr:
        let right = stack.removeLast()
        let left = stack.removeLast()
        let isAnd: Bool
        if case .logicalAnd = node.operation { isAnd = true } else { isAnd = false }
        let symbol = isAnd ? "&&" : "||"
        let a = try truth(of: left, for: symbol, facts)
        let b = try truth(of: right, for: symbol, facts)
        stack.append(Operand(value: Number((isAnd ? a && b : a || b) ? 1 : 0), range: node.range))
      case .branch(let skip):
        let condition = stack.removeLast()
        if try !truth(of: condition, for: "if", facts) { next += skip }
      case .jump(let skip):
        next += skip
      case .conditionalEnd:
        stack[stack.count - 1].range = node.range
      case .bitNot:
        let operand = stack.removeLast()
        try Evaluator.requirePlain(CollectionOfOne(operand), for: "not")
        do {
          stack.append(Operand(value: try operand.value.bitwiseNot(), range: node.range))
        } catch {
          throw Evaluator.diagnose(error, at: operand.range, node: node)
        }
      case .angleUnit(let radians, let at):
        let operand = stack.removeLast()
        let word = radians ? "rad" : "deg"
        if let at, resolve(word) != nil || customNameTable.entries[word] != nil {
          throw Message.angleUnitReadsTwoWays(word, at: SourceRange(at, at + 3))
        }
        try Evaluator.requirePlain(CollectionOfOne(operand), for: word)
        let value: Number
        do {
          let pi = try Evaluator.value(of: .pi, w)
          switch (radians, context.angleUnit == .degrees) {
          case (false, false): value = try operand.value.multiplied(by: pi, w).divided(by: Number(180), w)
          case (true, true): value = try operand.value.multiplied(by: Number(180), w).divided(by: pi, w)
          default: value = operand.value
          }
        } catch {
          throw Evaluator.diagnose(error, at: operand.range, node: node)
        }
        facts.note(value)
        var piMultiple: Rational?
        if !radians, context.angleUnit != .degrees, let degrees = operand.value.exactValue {
          piMultiple = try? degrees.divided(by: Rational(180))
        } else if radians, context.angleUnit != .degrees {
          piMultiple = operand.piMultiple
        }
        stack.append(Operand(value: value, range: node.range, piMultiple: piMultiple))
      case .factorial, .doubleFactorial, .percent, .degrees:
        let operand = stack.removeLast()
        // A chain of percentages (`5%%%…`) is one division by 100^k: k divisions of a
        // growing fraction cost k times its size (50,000 signs ran for minutes).
        var node = node
        var percents = 1
        if node.operation.isPercent {
          while next < nodes.count, nodes[next].operation.isPercent {
            node = nodes[next]
            percents += 1
            next += 1
          }
        }
        if case .factorial = node.operation, !operand.value.isInteger {
          // Γ(x + 1), as costly as any function call: counted in the same limit.
          budget.gammaCalls += 1
          if max(budget.calls, staticCalls) + budget.gammaCalls > callLimit { throw tooManyCalls(at: node.range) }
        }
        if operand.currency != nil {
          let symbol = node.operation.isPercent ? "%" : node.operation.isFactorial ? "!" : node.operation.isDoubleFactorial ? "!!" : "°"
          try Evaluator.requirePlain(CollectionOfOne(operand), for: symbol)
        }
        let value: Number
        do {
          switch node.operation {
          case .factorial: value = try operand.value.factorial(w)
          case .doubleFactorial: value = try operand.value.doubleFactorial(w)
          case .degrees:
            value =
              context.angleUnit == .degrees
              ? operand.value
              : try operand.value.multiplied(by: Evaluator.value(of: .pi, w), w).divided(by: Number(180), w)
          default:
            let divisor = percents == 1 ? Number(100) : try Number(100).power(percents, w)
            value = try operand.value.divided(by: divisor, w)
          }
        } catch {
          throw Evaluator.diagnose(error, at: operand.range, node: node)
        }
        facts.note(value)
        let irrational = node.operation.isPercent && operand.isIrrational
        var piMultiple: Rational?
        if case .degrees = node.operation, context.angleUnit != .degrees, let degrees = operand.value.exactValue {
          piMultiple = try? degrees.divided(by: Rational(180))
        }
        stack.append(Operand(value: value, range: node.range, isIrrational: irrational, piMultiple: piMultiple))
      case .call(let index, let count):
        if depth > 0 {
          budget.calls += 1
          if budget.calls > callLimit { throw tooManyCalls(at: node.range) }
        }
        let arguments = stack.suffix(count)
        try Evaluator.requirePlain(arguments, for: Catalogue.functions[index].name)
        stack.removeLast(count)
        let value: Number
        let function = Catalogue.functions[index]
        var values = arguments.map(\.value)
        if count == 1, let edge = Evaluator.edge(of: function.canonicalName, at: arguments[arguments.startIndex], precision, facts) {
          values = [edge]
        }
        if count == 1, context.angleUnit != .degrees, let q = arguments[arguments.startIndex].piMultiple,
          let reason = FunctionTable.pole(of: function.canonicalName, atPiMultiple: q)
        {
          throw Message.domain(reason, at: arguments[arguments.startIndex].range)
        }
        do {
          if let exact = Evaluator.branchPointValue(of: function.canonicalName, at: arguments, precision, facts, w) {
            value = exact
          } else {
            value = try FunctionTable.implementation(at: index).apply(values, context)
          }
        } catch {
          let range = count == 1 ? arguments[arguments.startIndex].range : node.range
          throw Evaluator.diagnose(error, at: range, node: node)
        }
        facts.note(value)
        let irrational = function.isIrrationalOfExactArguments && !value.isExact
          && arguments.allSatisfy(\.value.isExact)
        stack.append(Operand(value: value, range: node.range, isIrrational: irrational))
      default:
        if depth > 0, case .power = node.operation {
          budget.calls += 1
          if budget.calls > callLimit { throw tooManyCalls(at: node.range) }
        }
        var node = node
        if case .word(let word, let at, let mayBeName) = node.operation {
          if mayBeName { try checkWord(word, at: at) }
          node.operation = word.operation
        }
        var right = stack.removeLast()
        var left = stack.removeLast()
        var currency: String?
        if left.currency != nil || right.currency != nil {
          currency = try money.combine(node, &left, &right, facts: &facts)
        }
        let value: Number
        do {
          value = try Evaluator.binary(node.operation, left.value, right.value, w)
        } catch {
          if case .domain(let reason) = error, node.operation.isBitwise {
            // The operand that is not a whole number (or the shift count) is the culprit.
            let culprit = left.value.isInteger ? right : left
            throw Message.notWholeNumber(reason, isExact: culprit.value.isExact, at: culprit.range)
          }
          throw Evaluator.diagnose(error, node: node, left: left, right: right)
        }
        facts.note(value)
        let irrational = Evaluator.isIrrational(node.operation, left, right, result: value)
        stack.append(
          Operand(
            value: value, range: node.range, isIrrational: irrational, currency: currency,
            piMultiple: currency == nil ? Evaluator.piMultiple(node.operation, left, right) : nil))
      }
      if exactBits < Limits.maximumBits, let top = stack.last?.value, let exact = top.exactValue,
        exact.bitWidth > exactBits
      {
        // Beyond the calculator's exact-size limit: an approximation from here on.
        // (Later bounds that meet are an exact value again: `2^400/2^399` is 2.)
        stack[stack.count - 1].value = w.approximation(of: exact)
      }
    }
    // The parser guarantees exactly one value is left.
    facts.isIrrational = stack.last?.isIrrational ?? false
    if let last = stack.last, let code = last.currency {
      guard depth == 0 else {
        throw Message.amountFromDefinedFunction(code: code, at: last.range)
      }
      facts.currency = code
    }
    return stack.last?.value ?? Number(0)
  }
}
