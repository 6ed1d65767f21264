/// The entry point: settings, variables, and evaluation of text.
///
/// ```swift
/// import CalcKit
///
/// var calculator = Calculator()
/// let value = try calculator.evaluate("123+456*2")
/// calculator.format(value)                    // "1035"
///
/// try calculator.execute("rate = 7.5%")       // stores rate = 0.075
/// calculator.format(try calculator.evaluate("1200 * rate"))   // "90"
/// ```
///
/// A `Calculator` is a value: copies are independent, and one can be used from many
/// threads at once. ``evaluate(_:)-(String)`` never changes it; ``execute(_:)`` stores
/// assignments and the last result, as a session does.
public struct Calculator: Sendable {
  /// Significant digits results are rounded to when shown; 38 by default.
  ///
  /// Values outside `1...Limits.maximumPrecision` are clamped when used.
  public var precision: Int
  /// How results are rounded to ``precision`` digits; half-even by default.
  public var rounding: RoundingMode
  /// Whether ``format(_:)`` writes an exact value whose decimal expansion terminates with
  /// every digit (`2^130` as all 40 of them) rather than rounded to ``precision``; false by
  /// default. Values such as `1/3` and approximations are rounded either way. calc turns
  /// this on unless a precision is asked for.
  public var showsExactValuesInFull = false
  /// Whether trigonometric functions use radians (the default) or degrees.
  public var angleUnit: AngleUnit
  /// The exact-size limit: the most decimal digits a numerator or denominator of an exact
  /// value may have, ``/CalcNumber/Limits/maximumDigits`` (1,000,000) by default; values outside
  /// `1...Limits.maximumDigits` are clamped when used.
  ///
  /// The limit is checked in bits, `ceil(digits × log2 10)` (4 bits for 1 digit, so 15 is
  /// exact and 17 is not). A value whose exact form would be larger becomes an
  /// approximation, rounded like any function's result, and the evaluation goes on with it
  /// (bounds that later meet are an exact value again: `2^400/2^399` is exactly 2). An app that shows results on a
  /// small screen can lower it to bound time and memory: with `maximumExactDigits = 1000`,
  /// `2^100000` is an approximation, `9.9900209301438450794403276433003359098e+30102` at 38
  /// digits, and an exact 400,001-digit form such as `1.0001^100000` is never built.
  public var maximumExactDigits = Limits.maximumDigits
  /// The work one evaluation may do: ``/CalcNumber/Limits/workBudget`` (10,000,000 units) by
  /// default; values outside `100,000...Limits.workBudget` are clamped when used.
  ///
  /// Every cap on work derives from this one number and shrinks with it in proportion:
  /// function calls and powers per expression (`76,000 / precision` at the default),
  /// steps inside defined functions, how far an undecided result is refined, the largest
  /// `n!` (3,000,000 at the default), binomial coefficient and angle `sin` reduces. An app
  /// that evaluates untrusted input on a small device can lower it; a line beyond it fails
  /// with ``CalcError/Kind/tooLarge`` before the work, and a result it cannot decide is
  /// ``CalcError/Kind/indeterminate``. Grammar.md, "Limits", lists the caps.
  public var workBudget = Limits.workBudget
  /// How text given to ``parse(_:)``, ``evaluate(_:)-(String)``, ``execute(_:)`` and
  /// ``run(_:cancellation:)`` writes numbers: nil (the default) reads calc's own form
  /// (`1234.5`, `1_234.5`, `,` between arguments); a locale reads its decimal separator and
  /// grouping, with `;` between arguments where `,` is the decimal separator.
  ///
  /// ```swift
  /// var calculator = Calculator()
  /// calculator.inputLocale = .deDE
  /// try calculator.evaluate("1,5+1")              // 2.5
  /// try calculator.evaluate("1.234,5 * 2")        // 2469
  /// try calculator.evaluate("max(1,5; 2)")        // 2
  /// try calculator.evaluate("1.5")                // a syntax error naming 1,5 and 15
  /// ```
  ///
  /// See ``ParsedExpression/init(_:locale:)`` for the rules. Results are values, not text:
  /// show them in the same locale with ``NumberFormat`` or ``DisplayFormat``.
  public var inputLocale: NumberLocale?
  /// The variables names refer to; ``execute(_:)`` adds to them on `x = …`.
  ///
  /// The dictionary takes any key, but a name that is a constant, a function, `ans`,
  /// `mod` or `of` (built in, registered or defined), or is not spelled as a calc name, is
  /// never read: `variables["pi"] = 3` leaves `pi` the constant. ``setVariable(_:_:)``
  /// throws for such a name instead, and ``unreachableVariableNames`` lists them.
  public var variables: [String: Number] = [:]
  /// The last result ``execute(_:)`` produced; the name `ans` refers to it.
  public var lastResult: Number?
  /// The exchange rates amounts of money are converted with (`100 USD to KRW`,
  /// `1200 KRW + 3 USD`); nil (the default) converts nothing, and a line that needs a
  /// conversion is a ``CalcError/Kind/money`` error. CalcKit never fetches rates: parse them
  /// with ``ExchangeRates/init(ecbXML:)`` from a file your app downloaded.
  public var exchangeRates: ExchangeRates?
  /// For currencies ``exchangeRates`` no longer quotes, the date of the last rate known
  /// (`["HRK": "2022-12-30"]`), so that an error can say since when (see
  /// ``RateHistory/lastKnownDate(of:)``).
  public var lastKnownRateDates: [String: String] = [:]
  /// The amounts of money variables and `ans` hold, by name: a name's currency applies
  /// while its value in ``variables`` (or ``lastResult``) is still this one.
  var amounts: [String: MoneyContext.Amount] = [:]
  /// The functions defined in the language and the functions and constants an app
  /// registered (see `define(function:arity:help:_:)`).
  var customNameTable = CustomNameTable()
  /// What the last ``run(_:cancellation:)`` has to say besides its outcome: once per
  /// calculator for each name bc gives a meaning to (`scale`, `ibase`, `obase`, `last`),
  /// when a line assigns it, what calc does instead. The assignment itself is done as any
  /// other. The command writes these on standard error.
  public internal(set) var notices: [String] = []
  /// The bc names ``notices`` already spoke of.
  var noticedNames: Set<String> = []
  /// The token of the evaluation in progress (``evaluate(_:cancellation:)-(ParsedExpression,_)``,
  /// ``run(_:cancellation:)``): handed to the number core in its ``/CalcNumber/WorkingPrecision``,
  /// whose checks also read the current task's cancellation.
  var cancellation: CancellationToken?

  /// Creates a calculator with the given settings and no variables.
  public init(precision: Int = 38, rounding: RoundingMode = .halfEven, angleUnit: AngleUnit = .radians) {
    self.precision = precision
    self.rounding = rounding
    self.angleUnit = angleUnit
  }

  /// Parses `source` once, to evaluate it later (perhaps many times), with numbers written
  /// as ``inputLocale`` says.
  public func parse(_ source: String) throws(CalcError) -> ParsedExpression {
    try ParsedExpression(source, locale: inputLocale)
  }

  /// The value of a parsed expression with the current variables; an assignment's value
  /// is computed but not stored.
  ///
  /// Exact operations give exact values. When a function makes the result approximate,
  /// evaluation is repeated at higher working precision until the bounds on the result
  /// decide every digit shown at ``precision`` (a few rounds at most).
  ///
  /// A result that the identity rule (Grammar.md, "The identity rule") takes to be a short
  /// decimal D is returned as the exact number D, whether or not its digits were already
  /// decided: `sqrt(2)^2` is exactly 2 (``/CalcNumber/Number/isExact``, `== 2`, and the
  /// same hash as `Number(2)`), as is `exp(ln(10))` 10 and `sin(pi)` 0. The rule holds the
  /// bounds to it only when they straddle such a D, are not known irrational, and have
  /// been refined to within |D| × 10^-(depth + precision + 50), and D is within
  /// ``maximumExactDigits``; any other approximation (`sqrt(2)`, and `sqrt(2)^2 - 1e-60`,
  /// shown as 2 but below it) is returned as one.
  ///
  /// A line that ends in a conversion (`pi to 60 digits`) is evaluated to the digits the
  /// conversion shows; the value is returned as it is (``run(_:cancellation:)`` gives the
  /// converted text too), and an amount of money in the currency of `to CODE`
  /// (`100 EUR to USD` is 105.56), without its code: ``outcome(of:cancellation:)`` gives
  /// the amount with its currency and its text in the currency's minor units.
  ///
  /// ### Cancellation
  ///
  /// Called inside a Swift `Task`, the evaluation stops with a ``CalcError/Kind/cancelled``
  /// error when that task is cancelled: there is nothing to pass.
  ///
  /// ```swift
  /// let task = Task.detached { try calculator.evaluate("asin(0.3)") }  // at precision 100,000
  /// task.cancel()   // the task ends with a .cancelled CalcError, milliseconds later
  /// ```
  ///
  /// The evaluator checks between operations and the function kernels between a few terms
  /// of their series, so the evaluation returns soon after the cancellation: within
  /// milliseconds in a release build, later in a debug build, where the steps between two
  /// checks are slower. The check reads `Task.isCancelled`, which is cheap. A task already
  /// cancelled stops before any work, even
  /// `1+1`, and ``run(_:cancellation:)`` and ``execute(_:)`` then store nothing. Outside
  /// a task (a thread, a `DispatchQueue`), only a ``/CalcNumber/CancellationToken`` passed
  /// to ``evaluate(_:cancellation:)-(ParsedExpression,_)`` stops an evaluation, and
  /// nothing about the task is checked. The same holds for every evaluation: the other
  /// `evaluate` methods, ``run(_:cancellation:)``, ``execute(_:)`` and
  /// ``BoundExpression``. A `Task` created on the main actor runs its work there; use
  /// `Task.detached` (or a `nonisolated` function) to evaluate off the main thread.
  public func evaluate(_ expression: ParsedExpression) throws(CalcError) -> Number {
    if expression.conversion != nil || !expression.currencyCodes.isEmpty {
      let result = try resultForRun(of: expression)
      // `100 EUR to USD` is worth 105.56: the amount in the currency asked for.
      let amount = try amountOutcome(
        of: expression, value: result.value, currency: result.currency, usedRates: result.usedRates)
      return amount?.value ?? result.value
    }
    return try refinedValue(of: expression)
  }

  /// The value of a parsed expression, stopped with a ``CalcError/Kind/cancelled`` error
  /// when `cancellation` is cancelled (from any thread) before it is done; see
  /// ``/CalcNumber/CancellationToken``.
  ///
  /// A token cancelled before the call stops the evaluation before any work, even `1+1`.
  /// Inside a task, cancelling the task stops it as well (see
  /// ``evaluate(_:)-(ParsedExpression)``): the token is for cancelling from elsewhere.
  public func evaluate(
    _ expression: ParsedExpression, cancellation: CancellationToken
  ) throws(CalcError) -> Number {
    var calculator = self
    calculator.cancellation = cancellation
    return try calculator.evaluate(expression)
  }

  /// Parses and evaluates `source`, stopped when `cancellation` is cancelled (before any
  /// work when it already is) or when the task it runs in is; see
  /// ``evaluate(_:cancellation:)-(ParsedExpression,_)``.
  public func evaluate(_ source: String, cancellation: CancellationToken) throws(CalcError) -> Number {
    try evaluate(ParsedExpression(source, locale: inputLocale), cancellation: cancellation)
  }

  /// Parses and evaluates `source`, stopped with a ``CalcError/Kind/cancelled`` error
  /// when the task that awaits it is cancelled.
  ///
  /// The work runs on the calling task; cancelling the task stops it within
  /// milliseconds, even in the middle of a function at precision 5,000. Every evaluation
  /// now does the same (see ``evaluate(_:)-(ParsedExpression)``): this is `evaluate(_:)`
  /// for an `async` context, kept for the apps that call it.
  public func evaluateCancellingWithTask(_ source: String) async throws(CalcError) -> Number {
    let token = CancellationToken()
    let result = await withTaskCancellationHandler {
      Result { () throws(CalcError) -> Number in try evaluate(source, cancellation: token) }
    } onCancel: {
      token.cancel()
    }
    return try result.get()
  }

  /// Throws the ``CalcError/Kind/cancelled`` error for `source` when `token` or the task
  /// this runs in is already cancelled, so that either stops even `1+1` before any work
  /// (the evaluator and the kernels check both as they go).
  static func checkNotCancelled(_ token: CancellationToken?, for source: String) throws(CalcError) {
    if token.shouldStop {
      throw Message.cancelled(at: SourceRange(0, source.utf8.count))
    }
  }

  /// Parses and evaluates `source` with the current variables; see ``evaluate(_:)-(ParsedExpression)``.
  ///
  /// Inside a task, it stops when the task is cancelled (see "Cancellation" there).
  ///
  /// - Throws: ``CalcError`` with the kind, a message and the source range of the problem;
  ///   of kind ``CalcError/Kind/cancelled`` when the task it runs in is cancelled.
  public func evaluate(_ source: String) throws(CalcError) -> Number {
    try evaluate(ParsedExpression(source, locale: inputLocale))
  }

  /// Evaluates a line as a session does: `x = …` stores `x`, and the result becomes
  /// ``lastResult`` (`ans`). A definition (`f(x) = x^2 + 1`) stores the function and
  /// leaves ``lastResult`` as it is; having no value of its own, it returns ``lastResult``
  /// (0 when there is none): use ``run(_:cancellation:)`` to tell the two apart.
  ///
  /// Inside a task, it stops when the task is cancelled, and then stores nothing (see
  /// "Cancellation" in ``evaluate(_:)-(ParsedExpression)``).
  @discardableResult
  public mutating func execute(_ source: String) throws(CalcError) -> Number {
    try execute(source, cancellation: nil)
  }

  /// ``execute(_:)``, stopped when `cancellation` is cancelled, before any work when it
  /// already is, or when the task it runs in is (nothing is stored then).
  @discardableResult
  public mutating func execute(_ source: String, cancellation: CancellationToken?) throws(CalcError) -> Number {
    switch try run(source, cancellation: cancellation) {
    case .value(let value): return value
    case .converted(let converted): return converted.value
    case .amount(let amount): return amount.value
    case .definition: return lastResult ?? Number(0)
    case .plot: throw Message.plotHasNoValue(at: SourceRange(0, source.utf8.count))
    }
  }

  /// Runs a line as a session does, and says what it was: an expression or an assignment
  /// (`x = …` stores `x`) gives its value, which becomes ``lastResult`` (`ans`); a
  /// definition (`f(x) = x^2 + 1`) stores the function and gives it back, leaving
  /// ``lastResult`` as it is.
  ///
  /// ```swift
  /// var calculator = Calculator()
  /// try calculator.run("f(x) = x^2 + 1")   // .definition(f(x) = x^2 + 1)
  /// try calculator.run("f(3)")             // .value(10)
  /// ```
  ///
  /// Defining a name again replaces the definition. A definition may use variables
  /// (read when it is called) and functions defined later, but not call itself, directly
  /// or through others (functions defined in calc do not recurse).
  ///
  /// Inside a task, the line also stops when the task is cancelled (see "Cancellation" in
  /// ``evaluate(_:)-(ParsedExpression)``). A token or task already cancelled stops even a
  /// definition, which stores nothing then.
  ///
  /// - Throws: ``CalcError``; when `cancellation` or the task is cancelled, one of kind
  ///   ``CalcError/Kind/cancelled``, and nothing is stored.
  ///
  /// Statements separated by `;` outside parentheses (`x = 3; x^2`) run in order, each
  /// as a line of its own, and the outcome is the last one's; an error stops the line
  /// (what the statements before it stored stays), with its range in `source`.
  @discardableResult
  public mutating func run(_ source: String, cancellation: CancellationToken? = nil) throws(CalcError) -> Outcome {
    notices = []
    guard let statements = Parser.statementRanges(in: source) else {
      return try runStatement(source, cancellation: cancellation)
    }
    return try run(statements, of: source, cancellation: cancellation)
  }

  /// `value` as plain text at this calculator's ``precision`` and ``rounding``
  /// (see ``/CalcNumber/Number/decimalString(precision:rounding:)``), or with every digit when
  /// ``showsExactValuesInFull`` is on and the value is exact and terminates (see
  /// ``/CalcNumber/Number/fullDecimalString(precision:rounding:)``).
  public func format(_ value: Number) -> String {
    showsExactValuesInFull
      ? value.fullDecimalString(precision: precision, rounding: rounding)
      : value.decimalString(precision: precision, rounding: rounding)
  }
}
