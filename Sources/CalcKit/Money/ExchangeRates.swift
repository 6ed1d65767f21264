/// One day's exchange rates: how many units of each currency one unit of a base currency
/// buys, exactly as the source published them, with the date they were published for.
///
/// CalcKit never fetches anything: an app (or the `calc` command) gets the European Central
/// Bank's reference rates however it likes, parses them with
/// ``init(ecbXML:)`` or ``RateHistory/init(ecbXML:)``, and converts with
/// ``convert(_:from:to:)``:
///
/// ```swift
/// let rates = try ExchangeRates(ecbXML: dailyFileText)   // 2017-03-08
/// try rates.convert(Number(100), from: "EUR", to: "USD")  // exactly 105.56
/// try rates.convert(Number(1000), from: "KRW", to: "JPY") // exactly 1000·120.65/1216.36
/// ```
///
/// Rates are exact decimals as published (`1.0556` is 10556/10000, never a binary
/// approximation), and a cross rate is an exact fraction: nothing is rounded until a result
/// is shown.
public struct ExchangeRates: Sendable, Hashable, Codable {
  /// The day the rates were published for, `YYYY-MM-DD` (the ECB's `time` attribute).
  ///
  /// Weekends and holidays have no rates of their own: on a Saturday the newest rates are
  /// still Friday's, and this says so.
  public var date: String
  /// The ISO 4217 code of the currency the rates are quoted against: `"EUR"` for the ECB.
  public var base: String
  /// Units of each currency that one unit of ``base`` buys, by ISO 4217 code; the base
  /// itself is not listed (its rate is 1). Every rate is exact and positive.
  public var rates: [String: Number]

  /// Rates quoted against `base` for `date`.
  ///
  /// - Parameters:
  ///   - date: the publication date, `YYYY-MM-DD`.
  ///   - base: the ISO 4217 code the rates are quoted against; `"EUR"` by default.
  ///   - rates: units of each currency per unit of `base`, by code; an entry for `base`
  ///     itself is ignored.
  public init(date: String, base: String = "EUR", rates: [String: Number]) {
    self.date = date
    self.base = base
    var rates = rates
    rates[base] = nil
    self.rates = rates
  }

  /// Every currency these rates can convert, the base included, sorted by code.
  public var codes: [String] { (Array(rates.keys) + [base]).sorted() }

  /// Units of `code` that one unit of ``base`` buys: 1 for the base itself, nil for a
  /// currency these rates do not quote. Letter case is ignored.
  public func rate(of code: String) -> Number? {
    let code = code.uppercased()
    return code == base ? 1 : rates[code]
  }

  /// Units of `code` that one unit of `other` buys, as an exact fraction:
  /// `rate(of: code) / rate(of: other)`.
  ///
  /// ```swift
  /// try rates.rate(of: "JPY", against: "USD")  // 120.65/1.0556 on 2017-03-08
  /// ```
  ///
  /// - Throws: ``ExchangeRatesError/unknownCurrency(_:date:)`` for a code these rates do
  ///   not quote.
  public func rate(of code: String, against other: String) throws(ExchangeRatesError) -> Number {
    let target = try knownRate(of: code)
    let source = try knownRate(of: other)
    do {
      return try target / source
    } catch {
      throw .arithmetic(error.message)
    }
  }

  /// `amount` of the currency `source` in the currency `target`, exactly:
  /// `amount × rate(of: target) / rate(of: source)` (the base's rate is 1).
  ///
  /// ```swift
  /// try rates.convert(Number(100), from: "EUR", to: "USD")   // 105.56 on 2017-03-08
  /// try rates.convert(Number("105.56")!, from: "USD", to: "EUR") // 100
  /// ```
  ///
  /// - Parameters:
  ///   - amount: the amount, in `source` units; an approximation stays one.
  ///   - source: the ISO 4217 code of `amount` (letter case ignored).
  ///   - target: the ISO 4217 code wanted (letter case ignored).
  /// - Throws: ``ExchangeRatesError/unknownCurrency(_:date:)`` for a code these rates do
  ///   not quote; ``ExchangeRatesError/arithmetic(_:)`` if the exact result exceeds
  ///   ``/CalcNumber/Limits``.
  public func convert(_ amount: Number, from source: String, to target: String) throws(ExchangeRatesError)
    -> Number
  {
    let from = try knownRate(of: source)
    let to = try knownRate(of: target)
    do {
      // Multiply first: amount × to is exact, and one division follows.
      return try (amount * to) / from
    } catch {
      throw .arithmetic(error.message)
    }
  }

  private func knownRate(of code: String) throws(ExchangeRatesError) -> Number {
    guard let rate = rate(of: code) else { throw .unknownCurrency(code.uppercased(), date: date) }
    return rate
  }
}

extension ExchangeRates {
  /// The newest day of an ECB reference-rates file: the daily file
  /// (`eurofxref-daily.xml`, one day) or a history (`eurofxref-hist-90d.xml`, many).
  ///
  /// The reader is a small scanner for the feed's own shape, not a general XML parser: it
  /// accepts single or double quotes and any layout, and refuses anything else with an
  /// ``ExchangeRatesError`` that says what was wrong (an HTML page, a body cut short, no
  /// rates).
  ///
  /// - Parameter text: the file's text.
  /// - Throws: ``ExchangeRatesError`` when `text` is not a complete ECB rates file.
  public init(ecbXML text: String) throws(ExchangeRatesError) {
    let history = try RateHistory(ecbXML: text)
    guard let newest = history.snapshots.first else { throw .noRates }
    self = newest
  }
}
