extension Calculator {
  /// The retry loop of ``evaluate(_:)-(ParsedExpression)``: `expression` with `parameters`
  /// in its slots and `bindings` shadowing the variables.
  func refinedValue(
    of expression: ParsedExpression, parameters: [Number] = [], bindings: [String: Number]? = nil
  ) throws(CalcError) -> Number {
    try refinedResult(of: expression, parameters: parameters, bindings: bindings).value
  }

  /// What ``refinedValue(of:parameters:bindings:)`` computes, with the currency of an
  /// amount and whether rates converted one. Once cancelled, an evaluation ends with the
  /// cancelled error even when its last step (a product or a square root at full width,
  /// which no check interrupts) finished after the cancel: the caller asked to stop.
  func refinedResult(
    of expression: ParsedExpression, parameters: [Number] = [], bindings: [String: Number]? = nil
  ) throws(CalcError) -> (value: Number, currency: String?, usedRates: Bool) {
    let result = try retriedResult(of: expression, parameters: parameters, bindings: bindings)
    try Calculator.checkNotCancelled(cancellation, for: expression.source)
    return result
  }

  /// ``refinedResult(of:parameters:bindings:)`` but for its last check of cancellation.
  private func retriedResult(
    of expression: ParsedExpression, parameters: [Number], bindings: [String: Number]?
  ) throws(CalcError) -> (value: Number, currency: String?, usedRates: Bool) {
    try Calculator.checkNotCancelled(cancellation, for: expression.source)
    if expression.definedFunction != nil {
      throw Message.definitionHasNoValue(at: SourceRange(0, expression.source.utf8.count))
    }
    if !mayHoldMoney(expression), exactBits == Limits.maximumBits,
      let value = exactFastPath(expression, parameters: parameters, bindings: bindings)
    {
      return (Number(value), nil, false)
    }
    let p = Number.clamp(precision)
    let budget = WorkBudget(units: workBudget)
    let calls = try Calculator.checkWork(of: expression, precision: p, budget: budget, customNameTable: customNameTable)
    // The exact values of costly parts, computed once for all the rounds (not for amounts
    // of money: a part that converted one must note the rates' date in each round).
    let memo = mayHoldMoney(expression) ? nil : ExactMemo()
    // Exact powers (`2^7000`) are done once: the rounds beyond the first do not count them.
    let exactPowers = memo == nil ? 0 : Calculator.exactPowerCount(in: expression)
    func evaluator(digits: Int) -> Evaluator {
      var working = WorkingPrecision(digits: digits)
      working.exactBits = exactBits
      working.budget = budget
      working.cancellation = cancellation
      return Evaluator(
        context: FunctionContext(working: working, angleUnit: angleUnit),
        variables: variables, lastResult: lastResult, customNameTable: customNameTable, bindings: bindings,
        callLimit: budget.functionCalls(precision: p), precision: p, exactBits: exactBits,
        staticCalls: calls, exactPowers: exactPowers, money: moneyContext, exactMemo: memo)
    }
    // Errors of names before any work: `2^-62^-370738 * Z` says Z is unknown at once.
    try evaluator(digits: p + 12).checkNames(of: expression)
    // A literal beyond the exact-size limit exactly on a rounding boundary: no retry decides it.
    if let error = literalOnBoundary(expression, precision: p) { throw error }
    var refinement = Refinement(precision: p, calls: calls - exactPowers, budget: budget)
    var digits = p + 12
    var best: (value: Number, facts: EvaluationFacts, digits: Int)?
    // A decided approximation whose bounds hold a short decimal: refined further, it may be
    // that decimal exactly by the identity rule; else it is the result.
    var decided: (value: Number, facts: EvaluationFacts)?
    var lastError: CalcError?
    var facts = EvaluationFacts()
    while true {
      facts = EvaluationFacts()
      do {
        let value = try evaluator(digits: digits).evaluate(expression, parameters: parameters, facts: &facts)
        refinement.noteCalls(facts.calls)
        if value.isExact { return (value, facts.currency, facts.usedRates) }
        if value.isDecided(precision: p, rounding: rounding) {
          // The digits are decided; when the bounds also hold a short decimal D, the value
          // is D exactly once they are as tight as the identity rule asks.
          guard !facts.isIrrational, value.mayBeShortDecimal(precision: p) else {
            return (value, facts.currency, facts.usedRates)
          }
          if let settled = value.settled(precision: p, depth: facts.depth) {
            // Beyond the exact-size limit (maximumExactDigits) a value is an approximation
            // anyway: then the decided one stands.
            let fits = settled.exactValue.map { $0.bitWidth <= exactBits } ?? false
            return (fits ? settled : value, facts.currency, facts.usedRates)
          }
          decided = (value, facts)
        } else if let decided {
          // Bounds that no longer decide (they need not nest): the decided value stands.
          return (decided.value, decided.facts.currency, decided.facts.usedRates)
        }
        best = (value, facts, digits)
        lastError = nil
      } catch where error.kind != .cancelled && decided != nil {
        // A round beyond a decided one failed: the decided value stands.
        break
      } catch where error.kind != .cancelled && (error.kind == .indeterminate || (best != nil && lastError == nil)) {
        refinement.noteCalls(facts.calls)
        // Undecided at this precision; a retry may decide it (or the best so far stands).
        if error.kind != .indeterminate { break }
        lastError = error
      }
      guard let next = refinement.digits(after: digits, facts: facts) else { break }
      digits = next
    }
    if let decided { return (decided.value, decided.facts.currency, decided.facts.usedRates) }
    if let lastError { throw lastError }
    guard let best else {
      throw Message.undecided(at: SourceRange(0, 0))
    }
    if !best.facts.isIrrational,
      let settled = best.value.settled(precision: p, depth: best.facts.depth)
    {
      return (settled, best.facts.currency, best.facts.usedRates)
    }
    throw Message.undecidedDigits(
      digits: best.digits, precision: p, isIrrational: best.facts.isIrrational, mayBeZero: best.value.signum == 0,
      at: SourceRange(0, expression.source.utf8.count))
  }

  /// ``maximumExactDigits`` in bits: `ceil(digits × log2 10)`, at most
  /// ``/CalcNumber/Limits/maximumBits``.
  var exactBits: Int {
    let digits = min(max(maximumExactDigits, 1), Limits.maximumDigits)
    if digits == Limits.maximumDigits { return Limits.maximumBits }
    return Int((Double(digits) * 3.321_928_094_887_362).rounded(.up))
  }
}
