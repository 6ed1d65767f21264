extension Calculator {
  /// Runs the statements of `source` at `ranges` in order; the outcome is the last
  /// one's. Empty statements (`x = 3;`, `;;`) are skipped; a line of nothing else is the
  /// error of an empty line.
  mutating func run(
    _ ranges: [SourceRange], of source: String, cancellation: CancellationToken?
  ) throws(CalcError) -> Outcome {
    let utf8 = Array(source.utf8)
    var outcome: Outcome?
    for range in ranges {
      let text = String(decoding: utf8[range.lowerBound..<range.upperBound], as: UTF8.self)
      guard text.contains(where: { !$0.isWhitespace }) else { continue }
      do {
        outcome = try runStatement(text, cancellation: cancellation)
      } catch {
        var located = error
        located.range = SourceRange(error.range.lowerBound + range.lowerBound, error.range.upperBound + range.lowerBound)
        throw located
      }
    }
    guard let outcome else { return try runStatement("", cancellation: cancellation) }
    return outcome
  }

  /// ``run(_:cancellation:)`` of one statement.
  mutating func runStatement(_ source: String, cancellation: CancellationToken?) throws(CalcError) -> Outcome {
    if let plot = try Parser.plotStatement(source) {
      try Calculator.checkNotCancelled(cancellation, for: source)
      return .plot(try plotRequest(plot))
    }
    let expression = try ParsedExpression(source, locale: inputLocale)
    if expression.definedFunction != nil {
      // Nothing to evaluate, but a cancelled token or task still stores nothing.
      try Calculator.checkNotCancelled(cancellation, for: source)
      return .definition(try store(definition: expression))
    }
    if let name = expression.assignedName, !customNameTable.isEmpty {
      try checkAssignable(name, at: expression.nameRange ?? SourceRange(0, 0))
    }
    let result: (value: Number, currency: String?, usedRates: Bool)
    self.cancellation = cancellation
    defer { self.cancellation = nil }
    result = try resultForRun(of: expression)
    let (value, currency, usedRates) = result
    var outcome = Outcome.value(value)
    var amount: MoneyContext.Amount?
    if let money = try amountOutcome(of: expression, value: value, currency: currency, usedRates: usedRates) {
      outcome = .amount(money)
      amount = MoneyContext.Amount(value: money.value, code: money.code)
    } else if let conversion = expression.conversion ?? expression.impliedConversion {
      let range = expression.conversionRange ?? SourceRange(0, expression.source.utf8.count)
      outcome = .converted(try converted(value, conversion, at: range))
    }
    let stored = amount?.value ?? value
    if let name = expression.assignedName {
      variables[name] = stored
      amounts[name] = amount
      if let notice = Message.bcNameNotice(name), noticedNames.insert(name).inserted {
        notices.append(notice)
      }
    }
    lastResult = stored
    amounts["ans"] = amount
    return outcome
  }
}
