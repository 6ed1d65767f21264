// MARK: - Amounts of money: `100 USD to KRW`, `1200 KRW + 3 USD in EUR`

/// A line's result that is an amount of money: its value in a currency, the text calc
/// writes for it, and the date of the rates a conversion used.
///
/// ```swift
/// var calculator = Calculator()
/// calculator.exchangeRates = try ExchangeRates(ecbXML: dailyFile)   // of 2017-03-08
/// if case .amount(let amount) = try calculator.outcome(of: "€20 + $5") {
///   amount.text       // "≈24.74 EUR": the minor units of the euro, rounded
///   amount.value      // exactly 20 + 5/1.0556 euros
///   amount.rateDate   // "2017-03-08"
/// }
/// ```
public struct MoneyAmount: Sendable, Hashable {
  /// The amount, exactly, in units of ``code`` (also stored as `ans`).
  public let value: Number
  /// The ISO 4217 code of its currency, `"USD"`.
  public let code: String
  /// The date of the rates a conversion used, `"2017-03-08"`; nil when no amount was
  /// converted (`100 USD * 2`).
  public let rateDate: String?
  /// The amount as people read it: the number in the currency's minor units (two digits
  /// after the point for `USD`, none for `JPY`), rounded with ``Calculator/rounding``, `≈`
  /// before it when that rounds it, a space and the code: `"105.56 USD"`, `"≈24.74 EUR"`,
  /// `"6.00 USD"`, `"≈99 JPY"`. Plain digits: a point, no grouping (see
  /// ``formatted(locale:usesGrouping:)`` for a locale's separators).
  ///
  /// A line that asks for another form keeps it (`100 USD / 3 to fraction` is
  /// `"100/3 USD"`); a currency calc knows no minor units for (a retired one, such as
  /// `HRK`) has the number as ``Calculator/format(_:)`` writes it. ``value`` is the exact
  /// amount, and ``valueText`` its digits at the calculator's precision.
  public let text: String
  /// Whether ``text`` shows the amount exactly (it has no `≈`).
  public let isExact: Bool
  /// The rounding ``text`` uses for the minor units (the calculator's).
  let rounding: RoundingMode
  /// The text of the form the line asked for (`to fraction`), when not its currency.
  let requestedText: ShownNumber?
  /// The number as ``Calculator/format(_:)`` writes it.
  let formattedValue: ShownNumber

  /// The number as ``Calculator/format(_:)`` writes it (at the calculator's precision, or
  /// every digit when ``Calculator/showsExactValuesInFull`` is on), or as the line's
  /// conversion asks (`to fraction`), a space and the code, with no `≈`:
  /// `"24.736642667677150435771125426297840091 EUR"`.
  public var valueText: String { (requestedText ?? formattedValue).text + " " + code }

  init(
    value: Number, code: String, rateDate: String?, rounding: RoundingMode,
    requestedText: ShownNumber?, formattedValue: ShownNumber
  ) {
    self.value = value
    self.code = code
    self.rateDate = rateDate
    self.rounding = rounding
    self.requestedText = requestedText
    self.formattedValue = formattedValue
    let shown =
      requestedText
      ?? MoneyAmount.minorUnitsText(value, code: code, rounding: rounding, locale: .posix, usesGrouping: false)
      ?? formattedValue
    self.text = shown.marked + " " + code
    self.isExact = shown.isExact
  }
}

/// A number as text, and whether the text shows it exactly.
struct ShownNumber: Sendable, Hashable {
  var text: String
  var isExact: Bool

  /// The text, with `≈` before it when it rounds the number.
  var marked: String { (isExact ? "" : "≈") + text }
}

extension Calculator {
  /// The currency of each variable (and of `ans`, under the key `"ans"`) that holds an
  /// amount of money: `price = 100 USD` gives `["price": "USD"]`.
  ///
  /// Set it to give stored values their currencies back (a session restored from a file):
  /// a name applies only while ``variables`` (or ``lastResult`` for `"ans"`) holds a value,
  /// and a code that is not a currency calc knows is ignored. Storing a plain number in a
  /// variable (``execute(_:)`` with `price = 5`) drops its currency.
  public var variableCurrencies: [String: String] {
    get {
      amounts.compactMapValues { $0.code }.filter { name, _ in
        let value = name == "ans" ? lastResult : variables[name]
        return value == amounts[name]?.value
      }
    }
    set {
      amounts = [:]
      for (name, code) in newValue where Money.index(ofCode: code) != nil {
        guard let value = name == "ans" ? lastResult : variables[name] else { continue }
        amounts[name] = MoneyContext.Amount(value: value, code: code)
      }
    }
  }

  /// Whether evaluating `expression` may involve an amount of money: it names a currency,
  /// or reads a variable (or `ans`) that holds an amount.
  func mayHoldMoney(_ expression: ParsedExpression) -> Bool {
    if !expression.currencyCodes.isEmpty { return true }
    return !amounts.isEmpty && expression.names.contains { amounts[$0] != nil }
  }

  /// The rates, the dates of retired currencies, and the stored amounts, for the evaluator.
  var moneyContext: MoneyContext {
    MoneyContext(rates: exchangeRates, lastKnown: lastKnownRateDates, amounts: amounts)
  }

  /// The amount a line's result is, converted into the currency of `to CODE`; nil when the
  /// result is a plain number and no currency was asked for.
  func amountOutcome(
    of expression: ParsedExpression, value: Number, currency: String?, usedRates: Bool
  ) throws(CalcError) -> MoneyAmount? {
    let conversionRange = expression.conversionRange ?? SourceRange(0, expression.source.utf8.count)
    var value = value
    var code = currency
    var didConvert = usedRates
    if case .currency(let target)? = expression.conversion {
      guard let source = currency else {
        throw Message.plainNumberToCurrency(target, at: conversionRange)
      }
      do {
        value = try moneyContext.converted(value, from: source, to: target)
      } catch {
        var located = error
        located.range = conversionRange
        throw located
      }
      didConvert = didConvert || source != target
      code = target
    }
    guard let code else { return nil }
    var requested: ShownNumber?
    if let conversion = expression.conversion, conversion != .currency(code) {
      let result = try converted(value, conversion, at: conversionRange)
      requested = ShownNumber(text: result.text, isExact: result.isExact)
    }
    return MoneyAmount(
      value: value, code: code, rateDate: didConvert ? exchangeRates?.date : nil, rounding: rounding,
      requestedText: requested,
      formattedValue: ShownNumber(text: format(value), isExact: value.isExactlyShown(precision: precision)))
  }
}
