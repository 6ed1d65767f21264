/// What an evaluation learned besides its value: what the retry loop of ``Calculator``
/// needs to decide how far to refine an undecided result, and whether it may lie exactly on
/// a rounding boundary.
struct EvaluationFacts: Sendable {
  /// The most decimal digits a numerator or denominator of an exact value in the
  /// evaluation had (`1e-929` has 930): how deep the information in the input goes.
  var depth = 20
  /// Whether the result is known to be irrational: a transcendental function or an
  /// irrational root of exact arguments, or `pi` or `e`, combined with exact numbers
  /// by `+ − × ÷` and sign alone. Such a value is never a terminating decimal, so never
  /// exactly on a rounding boundary.
  var isIrrational = false

  /// Function calls and powers the evaluation made, counting those inside defined
  /// functions (for the refinement's work budget).
  var calls = 0

  /// The currency of the result, when it is an amount of money (`100 USD * 2`).
  var currency: String?
  /// Whether an amount was converted from one currency to another with the rates.
  var usedRates = false

  /// Notes an exact value's size in `depth`.
  mutating func note(_ value: Number) {
    guard case .exact(let x) = value.storage else { return }
    let width = x.bitWidth
    if width > 64 { depth = max(depth, Int(Double(width) * 0.301_029_995_663_981_2) + 1) }
  }
}

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
            Operand(value: try Evaluator.value(of: constant, w), range: node.range, isIrrational: true))
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
            currency: operand.currency))
      case .compare(let comparison):
        let right = stack.removeLast()
        let left = stack.removeLast()
        let holds = try compare(left, right, comparison, at: node, facts: &facts)
        stack.append(Operand(value: Number(holds ? 1 : 0), range: node.range))
      case .logicalNot:
        let operand = stack.removeLast()
        let isTrue = try truth(of: operand, for: "not", facts)
        stack.append(Operand(value: Number(isTrue ? 0 : 1), range: node.range))
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
        stack.append(Operand(value: value, range: node.range, isIrrational: irrational))
      case .call(let index, let count):
        if depth > 0 {
          budget.calls += 1
          if budget.calls > callLimit { throw tooManyCalls(at: node.range) }
        }
        let arguments = stack.suffix(count)
        try Evaluator.requirePlain(arguments, for: Function.all[index].name)
        stack.removeLast(count)
        let value: Number
        let function = Function.all[index]
        var values = arguments.map(\.value)
        if count == 1, let edge = Evaluator.edge(of: function.canonicalName, at: arguments[arguments.startIndex], precision, facts) {
          values = [edge]
        }
        do {
          value = try function.apply(values, context)
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
        stack.append(Operand(value: value, range: node.range, isIrrational: irrational, currency: currency))
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

  /// Whether a binary operation's result is known irrational: an irrational value and an
  /// exact one by `+ −`, or by `× ÷` with an exact nonzero one; or a power of exact numbers
  /// with an approximate result (a root that is not rational: calc finds every rational
  /// root up to the 10,000th).
  static func isIrrational(
    _ operation: Node.Operation, _ left: Operand, _ right: Operand, result: Number
  ) -> Bool {
    if result.isExact { return false }
    switch operation {
    case .add, .subtract, .multiply, .divide:
      return (left.isIrrational && right.value.isExact) || (right.isIrrational && left.value.isExact)
    case .power:
      guard let exponent = right.value.exactValue, left.value.isExact,
        let q = Int(exactly: exponent.denominator)
      else { return false }
      // An integer power is rational (approximate only beyond the exact-size limit).
      return q >= 2 && q <= 10_000
    default:
      return false
    }
  }

  private static func binary(
    _ operation: Node.Operation, _ a: Number, _ b: Number, _ w: WorkingPrecision
  ) throws(ArithmeticError) -> Number {
    switch operation {
    case .add: return try a.adding(b, w)
    case .subtract: return try a.subtracting(b, w)
    case .multiply: return try a.multiplied(by: b, w)
    case .divide: return try a.divided(by: b, w)
    case .modulo: return try a.modulo(b, w)
    case .power: return try a.raised(to: b, w)
    case .word(.div, _, _): return try a.divided(by: b, w).integerPart(.down)
    case .word(.rem, _, _): return try a.subtracting(b.multiplied(by: a.divided(by: b, w).integerPart(.towardZero), w), w)
    case .word(.choose, _, _): return try Number.binomial(a, b, w)
    case .word(.permute, _, _): return try Number.permutations(a, b)
    case .addPercent: return try a.adding(a.multiplied(by: b, w), w)
    case .subtractPercent: return try a.subtracting(a.multiplied(by: b, w), w)
    default:
      guard let bitwise = operation.bitwiseOperation else { return a }
      return try a.bitwise(bitwise, b)
    }
  }

  static func value(of constant: Constant, _ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    switch constant {
    case .pi:
      return try Number.pi(w)
    case .e:
      return try Number(1).exponential(w)
    case .tau:
      let pi = try Constants.piBounds(bits: w.bits, stop: w.cancellation)
      return w.bounds(try pi.lower.scaled(byPowerOfTwo: 1), try pi.upper.scaled(byPowerOfTwo: 1))
    case .phi:
      // (1 + sqrt 5)/2
      let root = try Rational(5).rootBounds(2, bits: w.bits)
      return w.bounds(
        try root.lower.adding(.one, bits: w.bits + 8, .down).scaled(byPowerOfTwo: -1),
        try root.upper.adding(.one, bits: w.bits + 8, .up).scaled(byPowerOfTwo: -1))
    }
  }

  /// The value a name stands for, in this order: `ans`, a binding, a constant the app
  /// registered, a variable. Nil when there is none.
  func resolve(_ name: String) -> Number? {
    Evaluator.resolve(name, lastResult: lastResult, bindings: bindings, customNameTable: customNameTable, variables: variables)
  }

  /// ``resolve(_:)`` from the parts, for the exact fast path.
  @inline(__always)
  static func resolve(
    _ name: String, lastResult: Number?, bindings: [String: Number]?, customNameTable: CustomNameTable,
    variables: [String: Number]
  ) -> Number? {
    if name == "ans" { return lastResult }
    if let bindings, let value = bindings[name] { return value }
    if !customNameTable.isEmpty, let entry = customNameTable.entries[name] {
      if case .constant(let value, _) = entry { return value }
      return nil
    }
    return variables[name]
  }

  private func lookUp(_ name: String, at range: SourceRange) throws(CalcError) -> Number {
    if let value = resolve(name) { return value }
    if name == "ans" {
      throw Message.ansHasNoValue(at: range)
    }
    if customNameTable.entries[name]?.isFunction == true {
      throw Message.functionWithoutArgument(name, at: range)
    }
    let upper = name.uppercased()
    if name.utf8.count == 3, upper != name, Money.index(ofCode: upper) != nil {
      // `usd`: currency codes are read in capitals only, so that a code never clashes with a
      // name (`all`, `top`, `cup` are codes too); after `to` either case is read.
      throw Message.currencyCodeInCapitals(name, code: upper, at: range)
    }
    let known =
      Array(variables.keys) + Array(bindings?.keys ?? [:].keys) + Function.names + Constant.names.keys + ["ans"]
      + customNameTable.entries.keys
    var suggestion = Names.suggestion(for: name, among: known)
    if suggestion.isEmpty, name.utf8.count == 3, name.uppercased() == name {
      // Three capitals that are not an ISO 4217 code: the closest code.
      // The codes of the rates first, then the most traded currencies, win a tie.
      let common = ["USD", "EUR", "JPY", "GBP", "CNY", "AUD", "CAD", "CHF", "KRW", "HKD", "SGD", "INR"]
      suggestion = Names.suggestion(for: name, among: (money.rates?.codes ?? []) + common + Money.codes)
      if !suggestion.isEmpty { suggestion = " (not a currency code; \(suggestion.dropFirst(2))" }
    }
    throw Message.unknownName(name, suggestion: suggestion, at: range)
  }

  private func tooManyCalls(at range: SourceRange) -> CalcError {
    Message.tooManyCalls(limit: callLimit, precision: precision, at: range)
  }

  /// Calls the function `name` that is not built in, at the call `node`.
  ///
  /// An error inside it is reported at the call, its message starting `in NAME: ` (only
  /// the innermost function is named).
  private func call(
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

  /// An error of a function or postfix operator: domain errors point at the operand.
  static func diagnose(_ error: ArithmeticError, at range: SourceRange, node: Node) -> CalcError {
    if case .domain(let reason) = error { return Message.domain(reason, at: range) }
    let operand = Operand(value: Number(0), range: range)
    return diagnose(error, node: node, left: operand, right: operand)
  }

  static func diagnose(
    _ error: ArithmeticError, node: Node, left: Operand, right: Operand
  ) -> CalcError {
    switch error {
    case .divisionByZero:
      if case .power = node.operation {
        return Message.zeroToNegativePower(at: node.range)
      }
      return Message.divisionByZero(at: right.range)
    case .tooLarge, .tooSmall, .domain, .indeterminate, .cancelled, .beyondBudget, .argumentTooLarge,
      .argumentTooSmall:
      // The same words as in Swift code (`CalcError(_:)`), at the operation.
      return CalcError(error, at: node.range)
    }
  }
}

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

extension Node.Operation {
  var isFactorial: Bool {
    if case .factorial = self { return true }
    return false
  }

  var isDoubleFactorial: Bool {
    if case .doubleFactorial = self { return true }
    return false
  }

  var isPercent: Bool {
    if case .percent = self { return true }
    return false
  }
}
