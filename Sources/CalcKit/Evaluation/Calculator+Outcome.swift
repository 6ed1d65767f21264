extension Calculator {
  /// The result of ``run(_:cancellation:)``: a value, or the function a definition line made.
  public enum Outcome: Sendable {
    /// An expression's or an assignment's value (also stored as ``lastResult``).
    case value(Number)
    /// The value of a line that ends in a conversion (`255 to hex`), with its text (the
    /// value is stored as ``lastResult``).
    case converted(ConvertedValue)
    /// An amount of money (`100 EUR to USD`, `3 USD * 2`), with its currency, its text, and
    /// the date of the rates a conversion used; its value is stored as ``lastResult``.
    case amount(MoneyAmount)
    /// A definition such as `f(x) = x^2 + 1`, now stored; ``lastResult`` is unchanged.
    case definition(FunctionDefinition)
    /// A `plot` statement (`plot sin(x), x = -pi..pi`), parsed and compiled, to be drawn at
    /// the caller's size with ``PlotRequest/draw(columns:rows:cancellation:)``; nothing is
    /// stored, and ``lastResult`` is unchanged.
    case plot(PlotRequest)
  }
}

// MARK: - What a line gives, without storing anything

extension Calculator {
  /// What `source` gives, as ``run(_:cancellation:)`` says it, without storing anything:
  /// a value, a conversion's text, or an amount of money with its currency.
  ///
  /// ``evaluate(_:)-(String)`` returns a ``/CalcNumber/Number``, which has no currency; this
  /// keeps it. Every line whose result is money gives ``Outcome/amount(_:)``, with the text
  /// in the currency's minor units and the exact value beside it:
  ///
  /// ```swift
  /// calculator.exchangeRates = try ExchangeRates(ecbXML: dailyFile)   // of 2017-03-08
  /// if case .amount(let amount) = try calculator.outcome(of: "€20 + $5") {
  ///   amount.text       // "≈24.74 EUR"
  ///   amount.rateDate   // "2017-03-08"
  /// }
  /// ```
  ///
  /// The line runs on a copy of the calculator: an assignment (`x = 5 USD`) or a
  /// definition (`f(x) = x + 1`) is checked and its outcome given, but neither ``variables``,
  /// ``lastResult`` nor the functions change. Inside a task it stops when the task is
  /// cancelled, as every evaluation does (see ``evaluate(_:)-(ParsedExpression)``).
  ///
  /// - Throws: ``CalcError``, as ``run(_:cancellation:)`` does.
  public func outcome(of source: String, cancellation: CancellationToken? = nil) throws(CalcError) -> Outcome {
    var copy = self
    return try copy.run(source, cancellation: cancellation)
  }
}
