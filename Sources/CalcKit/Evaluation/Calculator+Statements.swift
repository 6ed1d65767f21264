extension Calculator {
  /// Runs the statements of `source` at `ranges` in order; the outcome is the last
  /// one's. Empty statements (`x = 3;`, `;;`) are skipped; a line of nothing else is the
  /// error of an empty line.
  mutating func run(
    _ ranges: [SourceRange], of source: String, cancellation: CancellationToken?
  ) throws(CalcError) -> Outcome {
    let utf8 = Array(source.utf8)
    // Every statement is parsed before any runs: a syntax error anywhere on the line is
    // reported before the work of the statements before it (`1e999999; 2 ?` fails at once).
    var statements: [(range: SourceRange, statement: Statement)] = []
    for range in ranges {
      let text = String(decoding: utf8[range.lowerBound..<range.upperBound], as: UTF8.self)
      guard text.contains(where: { !$0.isWhitespace }) else { continue }
      do {
        statements.append((range, try statement(text)))
      } catch {
        throw Calculator.located(error, at: range)
      }
    }
    var outcome: Outcome?
    for (range, statement) in statements {
      do {
        outcome = try run(statement, cancellation: cancellation)
      } catch {
        throw Calculator.located(error, at: range)
      }
    }
    guard let outcome else { return try runStatement("", cancellation: cancellation) }
    return outcome
  }

  /// One statement of a line, parsed: a plot or an expression (with its assignment or
  /// definition).
  enum Statement {
    case plot(PlotStatement, source: String)
    case expression(ParsedExpression)
  }

  /// `source` parsed as a statement.
  func statement(_ source: String) throws(CalcError) -> Statement {
    if let plot = try Parser.plotStatement(source) { return .plot(plot, source: source) }
    return .expression(try ParsedExpression(source, locale: inputLocale))
  }

  /// `error`, its range moved from its statement's text to the line's.
  private static func located(_ error: CalcError, at range: SourceRange) -> CalcError {
    var located = error
    located.range = SourceRange(error.range.lowerBound + range.lowerBound, error.range.upperBound + range.lowerBound)
    return located
  }

  /// ``run(_:cancellation:)`` of one statement.
  mutating func runStatement(_ source: String, cancellation: CancellationToken?) throws(CalcError) -> Outcome {
    try run(try statement(source), cancellation: cancellation)
  }

  /// ``run(_:cancellation:)`` of one statement parsed already.
  mutating func run(_ statement: Statement, cancellation: CancellationToken?) throws(CalcError) -> Outcome {
    let expression: ParsedExpression
    switch statement {
    case .plot(let plot, let source):
      try Calculator.checkNotCancelled(cancellation, for: source)
      return .plot(try plotRequest(plot))
    case .expression(let parsed):
      expression = parsed
    }
    let source = expression.source
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
