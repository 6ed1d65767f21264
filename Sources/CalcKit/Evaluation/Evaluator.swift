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
    /// The index of the first node of the part of the top-level expression this value
    /// computes, outside Σ and ∏, or -1 (for ``ExactMemo``).
    var origin = -1
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
  /// How many of them are powers exact by their form
  /// (``Calculator/exactPowerCount(in:)``), which a round at more digits does not redo.
  var exactPowers = 0
  /// What amounts of money need: the rates, and which variables hold amounts.
  var money = MoneyContext()
  /// The exact values of costly parts, kept across the rounds of one refinement.
  var exactMemo: ExactMemo?

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
    // The static count holds the expression's own calls and powers, and those of the
    // defined functions it calls that recurse nowhere; the budget counts those made inside
    // bodies and terms as they happen.
    var budget = Budget()
    let value = try run(expression, parameters: parameters, budget: &budget, facts: &facts)
    facts.calls = max(budget.calls, staticCalls - exactPowers) + budget.gammaCalls
    return value
  }

  /// What one evaluation counts across the bodies of defined functions.
  struct Budget {
    /// Function calls and powers that gave approximations inside bodies and terms.
    var calls = 0
    /// Nodes evaluated inside bodies and the terms of Σ and ∏ (at most the work budget's steps).
    var steps = 0
    /// Factorials of numbers that are not whole (`0.5!`, Γ(x + 1)), at every level: calls
    /// of Γ that no static count can see, since the operand is known only when evaluated.
    var gammaCalls = 0
    /// Whether the error on its way out already names the function it happened in.
    var errorLocated = false
  }

  /// A call of a defined function in progress, kept while its body is evaluated: where the
  /// caller goes on. Calls are frames on an array, not on the machine stack, so a recursion
  /// as deep as `Limits.maximumCallDepth` runs on any thread (an app's 512 KiB one too).
  struct Frame {
    /// The caller (its index in the evaluation's ``Callee`` table), and the node after the call.
    var caller: Int
    var next: Int
    /// Where the caller's parameters are on the value stack, and how many.
    var parameterBase: Int
    var parameterCount: Int
    /// Where the caller's loops of Σ and ∏ start on the loop stack.
    var loopBase: Int
    /// The caller's facts (the callee starts afresh; only the depth comes back).
    var facts: EvaluationFacts
    /// The call, and the function called (its index in the ``Callee`` table).
    var callRange: SourceRange
    var callee: Int
  }

  /// An expression one evaluation runs: the top-level one (index 0), then each defined
  /// function the first time it is called, with what its calls resolved to, so a recursion
  /// looks each name up once, not at every call.
  struct Callee {
    var name: String
    var body: ParsedExpression
    var nodes: [Node]
    var arity: Int
    /// For each of the body's ``ParsedExpression/calledNames``: the index of the callee it
    /// calls, ``unresolved`` until its first call, or ``notDefined`` (a registered function,
    /// or none: the call looks it up each time).
    var targets: [Int]

    static let unresolved = -1
    static let notDefined = -2

    init(name: String, body: ParsedExpression, arity: Int) {
      self.name = name
      self.body = body
      self.nodes = body.nodes
      self.arity = arity
      self.targets = Array(repeating: Callee.unresolved, count: body.calledNames.count)
    }
  }

  /// A Σ or ∏ in progress: the variable's value, how many terms are still to come, the sum
  /// or product so far, and the first node of the term.
  struct RangeLoop {
    var value: Number
    var current: Rational
    var remaining: Int
    var accumulated: Number
    let bodyStart: Int
  }

  /// Evaluates `expression` with `parameters` in its parameter slots: one loop over the
  /// nodes of the expression and of the bodies of the defined functions it calls, which
  /// push a ``Frame`` and pop it when their body ends, with one stack of values for all
  /// (a body's parameters are its call's arguments, where they are on the stack).
  func run(
    _ topExpression: ParsedExpression, parameters: [Number], budget: inout Budget,
    facts: inout EvaluationFacts
  ) throws(CalcError) -> Number {
    var stack: [Operand] = []
    stack.reserveCapacity(8)
    for parameter in parameters { stack.append(Operand(value: parameter, range: SourceRange(0, 0))) }
    let w = context.working
    var callees = [Callee(name: "", body: topExpression, arity: parameters.count)]
    var calleeIndices: [String: Int] = [:]
    var current = 0
    var nodes = callees[0].nodes
    var next = 0
    // Cancellation is checked at each call, each term of Σ and ∏, and every 64 nodes.
    var tick = 0
    var parameterBase = 0
    var parameterCount = parameters.count
    var frames: [Frame] = []
    var loops: [RangeLoop] = []
    var loopBase = 0
    do throws(CalcError) {
    while true {
      if next >= nodes.count {
        guard let frame = frames.last else { break }
        // The end of a body: its value replaces the call's arguments.
        guard let result = stack.last else { break }
        if let code = result.currency {
          throw Message.amountFromDefinedFunction(code: code, at: result.range)
        }
        stack.removeLast(parameterCount + 1)
        frames.removeLast()
        var outer = frame.facts
        outer.depth = max(outer.depth, facts.depth)
        facts = outer
        current = frame.caller
        nodes = callees[current].nodes
        next = frame.next
        parameterBase = frame.parameterBase
        parameterCount = frame.parameterCount
        loopBase = frame.loopBase
        facts.note(result.value)
        // Conservatively not known irrational, whatever the function computes.
        stack.append(Operand(value: result.value, range: frame.callRange))
        continue
      }
      // A part of the top-level expression, outside Σ and ∏, whose exact value a round
      // before computed: that value, at once.
      let isTop = current == 0 && loops.isEmpty
      if isTop, let memo = exactMemo, !memo.entries.isEmpty, let entry = memo.entries[next] {
        stack.append(entry.operand)
        facts.depth = max(facts.depth, entry.depth)
        next = entry.last + 1
        continue
      }
      let position = next
      let node = nodes[next]
      next += 1
      tick &+= 1
      if tick & 63 == 0, w.cancellation.shouldStop {
        budget.errorLocated = true
        throw Message.cancelled(at: SourceRange(0, callees[current].body.source.utf8.count))
      }
      switch node.operation {
      case .number(let n, let d):
        stack.append(Operand(value: Number(Rational(reducedSmall: n, d)), range: node.range, origin: isTop ? position : -1))
      case .bigNumber(let literal):
        let value = Number(callees[current].body.bigNumbers[literal])
        facts.note(value)
        stack.append(Operand(value: value, range: node.range, origin: isTop ? position : -1))
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
        let name = callees[current].body.names[index]
        let value = try lookUp(name, at: node.range)
        facts.note(value)
        stack.append(
          Operand(value: value, range: node.range, currency: money.currency(of: name, value), origin: isTop ? position : -1))
      case .currency(let index):
        stack.append(Operand(value: Number(1), range: node.range, currency: Money.codes[index]))
      case .parameter(let slot):
        guard slot < parameterCount else {
          throw Message.parameterWithoutValue(at: node.range)
        }
        let value = stack[parameterBase + slot].value
        facts.note(value)
        stack.append(Operand(value: value, range: node.range, origin: isTop ? position : -1))
      case .local(let level):
        let value = loops[loopBase + level].value
        facts.note(value)
        stack.append(Operand(value: value, range: node.range))
      case .rangeStart(let isProduct, let body):
        let last = stack.removeLast()
        let first = stack.removeLast()
        let end = nodes[next + body].range
        let symbol = isProduct ? "∏" : "Σ"
        let (firstValue, count) = try Evaluator.rangeCount(first, last, symbol: symbol)
        guard count.signum > 0 else {
          // An empty range: the empty sum is 0, the empty product 1.
          stack.append(Operand(value: Number(isProduct ? 1 : 0), range: end))
          next += body + 1
          continue
        }
        let steps = w.budget.functionSteps
        let maximum = max(0, steps - budget.steps) / (body + 1)
        guard case .small(let terms, 1) = count.storage, terms <= maximum else {
          budget.errorLocated = true
          var terms = Number(count).decimalString(precision: 12)
          if case .small(let n, 1) = count.storage { terms = WorkBudget.grouped(n) }
          throw Message.rangeTooLong(symbol, terms: terms, maximum: maximum, steps: steps, at: end)
        }
        budget.steps += terms * (body + 1)
        loops.append(
          RangeLoop(
            value: Number(firstValue), current: firstValue, remaining: terms,
            accumulated: Number(isProduct ? 1 : 0), bodyStart: next))
      case .rangeEnd(let isProduct, _):
        let term = stack.removeLast()
        try Evaluator.requirePlain(CollectionOfOne(term), for: isProduct ? "∏" : "Σ")
        let index = loops.count - 1
        do {
          loops[index].accumulated = try Evaluator.binary(
            isProduct ? .multiply : .add, loops[index].accumulated, term.value, w)
        } catch {
          throw Evaluator.diagnose(error, at: term.range, node: node)
        }
        if exactBits < Limits.maximumBits, let exact = loops[index].accumulated.exactValue, exact.bitWidth > exactBits {
          loops[index].accumulated = w.approximation(of: exact)
        }
        loops[index].remaining -= 1
        if loops[index].remaining > 0 {
          do {
            loops[index].current = try loops[index].current.adding(Rational(1))
          } catch {
            throw Evaluator.diagnose(error, at: node.range, node: node)
          }
          loops[index].value = Number(loops[index].current)
          next = loops[index].bodyStart
          if w.cancellation.shouldStop {
            budget.errorLocated = true
            throw Message.cancelled(at: SourceRange(0, callees[current].body.source.utf8.count))
          }
          continue
        }
        let value = loops.removeLast().accumulated
        facts.note(value)
        stack.append(Operand(value: value, range: node.range))
      case .userCall(let called, let count):
        var target = callees[current].targets[called]
        if target == Callee.unresolved {
          let name = callees[current].body.calledNames[called]
          if let known = calleeIndices[name] {
            target = known
          } else if case .definition(let definition)? = customNameTable.entries[name] {
            target = callees.count
            calleeIndices[name] = target
            callees.append(Callee(name: name, body: definition.body, arity: definition.parameters.count))
          } else {
            target = Callee.notDefined
          }
          callees[current].targets[called] = target
        }
        if target >= 0 {
          let name = callees[target].name
          try Evaluator.requirePlain(stack.suffix(count), for: name)
          guard callees[target].arity == count else {
            throw Message.wrongArgumentCount(
              name, takes: CustomNameTable.arityDescription(callees[target].arity...callees[target].arity),
              got: count, at: node.range)
          }
          guard frames.count < Limits.maximumCallDepth else {
            budget.errorLocated = true
            let nameRange = SourceRange(node.range.lowerBound, node.range.lowerBound + name.utf8.count)
            if frames.contains(where: { $0.callee == target }) {
              throw Message.recursedTooDeep(name, at: nameRange)
            }
            throw Message.callsNestedTooDeep(name, at: nameRange)
          }
          budget.steps += callees[target].nodes.count
          if budget.steps > w.budget.functionSteps {
            throw Message.tooManyFunctionSteps(w.budget.functionSteps, at: node.range)
          }
          if w.cancellation.shouldStop {
            budget.errorLocated = true
            throw Message.cancelled(at: SourceRange(0, callees[current].body.source.utf8.count))
          }
          frames.append(
            Frame(
              caller: current, next: next, parameterBase: parameterBase, parameterCount: parameterCount,
              loopBase: loopBase, facts: facts, callRange: node.range, callee: target))
          facts = EvaluationFacts()
          current = target
          nodes = callees[target].nodes
          next = 0
          parameterBase = stack.count - count
          parameterCount = count
          loopBase = loops.count
          continue
        }
        let name = callees[current].body.calledNames[called]
        try Evaluator.requirePlain(stack.suffix(count), for: name)
        let entry = customNameTable.entries[name]
        guard case .native(let function)? = entry else { throw notAFunction(name, entry, node: node) }
        let arguments = stack.suffix(count).map(\.value)
        stack.removeLast(count)
        if !frames.isEmpty || !loops.isEmpty {
          budget.calls += 1
          if budget.calls > callLimit { throw tooManyCalls(at: node.range) }
        }
        let value = try call(function, arguments, node: node, budget: &budget)
        facts.note(value)
        // Conservatively not known irrational, whatever the function computes.
        stack.append(Operand(value: value, range: node.range))
      case .negate:
        let operand = stack.removeLast()
        stack.append(
          Operand(
            value: operand.value.negated, range: node.range, isIrrational: operand.isIrrational,
            currency: operand.currency, piMultiple: operand.piMultiple.flatMap { try? Rational(0).subtracting($0) },
            origin: operand.origin))
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
        // A part that ends past the `if` is not a run of nodes that the branch taken walks.
        stack[stack.count - 1].origin = -1
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
        stack.append(Operand(value: value, range: node.range, piMultiple: piMultiple, origin: operand.origin))
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
        if case .factorial = node.operation, !operand.value.isInteger,
          !frames.isEmpty || !loops.isEmpty || !Calculator.isPricedFactorial(in: topExpression, at: next - 1)
        {
          // Γ(x + 1), costlier than most function calls: counted in the same limit, at its
          // weight (WorkBudget.gammaWeight), unless the static count priced it already.
          budget.gammaCalls += WorkBudget.gammaWeight(precision: precision, limit: callLimit)
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
        let result = Operand(
          value: value, range: node.range, isIrrational: irrational, piMultiple: piMultiple, origin: operand.origin)
        keep(result, isTop: isTop, last: next - 1, operands: CollectionOfOne(operand), depth: facts.depth)
        stack.append(result)
      case .call(let catalogued, let count):
        let arguments = stack.suffix(count)
        try Evaluator.requirePlain(arguments, for: Catalogue.functions[catalogued].name)
        stack.removeLast(count)
        let value: Number
        let function = Catalogue.functions[catalogued]
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
            let stepped = Evaluator.steppedFunctions.contains(function.canonicalName)
            value = try decidingSteps(stepped, arguments, values, facts) { (values) throws(ArithmeticError) in
              try FunctionTable.implementation(at: catalogued).apply(values, context)
            }
          }
        } catch {
          let range = count == 1 ? arguments[arguments.startIndex].range : node.range
          throw Evaluator.diagnose(error, at: range, node: node)
        }
        if !value.isExact, !frames.isEmpty || !loops.isEmpty {
          // Inside a body or a term: an approximation counts against the calls' cap.
          budget.calls += 1
          if budget.calls > callLimit { throw tooManyCalls(at: node.range) }
        }
        facts.note(value)
        let irrational = function.isIrrationalOfExactArguments && !value.isExact
          && arguments.allSatisfy(\.value.isExact)
        // The part begins at the first argument's (or is the call alone).
        let origin =
          count == 0 ? (isTop ? position : -1)
          : arguments.allSatisfy({ $0.origin >= 0 }) ? arguments[arguments.startIndex].origin : -1
        let result = Operand(value: value, range: node.range, isIrrational: irrational, origin: origin)
        keep(result, isTop: isTop, last: position, operands: arguments, depth: facts.depth)
        stack.append(result)
      default:
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
          let stepped = Evaluator.isStepped(node.operation)
          value = try decidingSteps(stepped, [left, right], [left.value, right.value], facts) { (v) throws(ArithmeticError) in
            try Evaluator.binary(node.operation, v[0], v[1], w)
          }
        } catch {
          if case .domain(let reason) = error, node.operation.isBitwise {
            // The operand that is not a whole number (or the shift count) is the culprit.
            let culprit = left.value.isInteger ? right : left
            throw Message.notWholeNumber(reason, isExact: culprit.value.isExact, at: culprit.range)
          }
          throw Evaluator.diagnose(error, node: node, left: left, right: right)
        }
        if case .power = node.operation, !value.isExact, !frames.isEmpty || !loops.isEmpty {
          budget.calls += 1
          if budget.calls > callLimit { throw tooManyCalls(at: node.range) }
        }
        facts.note(value)
        let irrational = Evaluator.isIrrational(node.operation, left, right, result: value)
        let result = Operand(
          value: value, range: node.range, isIrrational: irrational, currency: currency,
          piMultiple: currency == nil ? Evaluator.piMultiple(node.operation, left, right) : nil,
          origin: left.origin >= 0 && right.origin >= 0 ? left.origin : -1)
        keep(result, isTop: isTop, last: position, operands: [left, right], depth: facts.depth)
        stack.append(result)
      }
      if exactBits < Limits.maximumBits, let top = stack.last?.value, let exact = top.exactValue,
        exact.bitWidth > exactBits
      {
        // Beyond the calculator's exact-size limit: an approximation from here on.
        // (Later bounds that meet are an exact value again: `2^400/2^399` is 2.)
        stack[stack.count - 1].value = w.approximation(of: exact)
      }
    }
    } catch {
      throw Evaluator.unwound(error, frames: frames, callees: callees, budget: &budget)
    }
    // The parser guarantees exactly one value is left (above the parameters).
    facts.isIrrational = stack.last?.isIrrational ?? false
    if let code = stack.last?.currency { facts.currency = code }
    return stack.last?.value ?? Number(0)
  }

  /// Keeps `result`, the value of the nodes from its origin to `last`, in ``exactMemo`` when
  /// it is a part of the top-level expression, exact within the exact-size limit, of exact
  /// operands (so no bounds decided it: the same at every working precision), and costly by
  /// its width or its operands'.
  func keep(
    _ result: Operand, isTop: Bool, last: Int, operands: some Collection<Operand>, depth: Int
  ) {
    guard isTop, result.origin >= 0, let memo = exactMemo, let exact = result.value.exactValue,
      exact.bitWidth <= exactBits
    else { return }
    var inputBits = 0
    for operand in operands {
      guard let value = operand.value.exactValue else { return }
      inputBits = max(inputBits, value.bitWidth)
    }
    memo.keep(first: result.origin, last: last, result, inputBits: inputBits, depth: depth)
  }

  /// An error from inside the bodies of `frames` (the calls in progress), moved to the
  /// outermost call, its message starting `in NAME: ` with the innermost function's name
  /// (unless it already names one, or is a cancellation).
  static func unwound(_ error: CalcError, frames: [Frame], callees: [Callee], budget: inout Budget) -> CalcError {
    guard let outermost = frames.first, let innermost = frames.last else { return error }
    var moved = error
    moved.range = outermost.callRange
    if !budget.errorLocated && error.kind != .cancelled {
      moved = Message.inFunction(callees[innermost.callee].name, error, at: outermost.callRange)
    }
    budget.errorLocated = true
    return moved
  }

  /// The first value of a Σ or ∏ and how many terms it has (`last − first + 1`, at most 0
  /// for an empty range), from the bounds' operands: exact whole numbers.
  static func rangeCount(_ first: Operand, _ last: Operand, symbol: String) throws(CalcError) -> (Rational, Rational) {
    try requirePlain([first, last], for: symbol)
    for bound in [first, last] {
      guard let exact = bound.value.exactValue, exact.isInteger else {
        throw Message.rangeBoundNotWhole(symbol, isExact: bound.value.isExact, at: bound.range)
      }
    }
    guard let a = first.value.exactValue, let b = last.value.exactValue,
      let count = try? b.subtracting(a).adding(Rational(1))
    else {
      throw Message.rangeBoundNotWhole(symbol, isExact: false, at: last.range)
    }
    return (a, count)
  }
}
