/// Several days of exchange rates, newest first: the ECB's 90-day history, or the snapshots
/// an app has kept.
///
/// It answers what one day cannot: how a rate moved (``ExchangeRates/changes(since:base:)``
/// on two of its days), and when a currency the newest day lacks was last quoted, so that a
/// retired currency (HRK since 2023) is an error naming that date rather than a silently
/// old rate:
///
/// ```swift
/// let history = try RateHistory(ecbXML: ninetyDayFileText)
/// history.latest?.date                  // "2017-03-03"
/// history.lastKnownDate(of: "HRK")      // "2017-03-03"
/// ```
public struct RateHistory: Sendable, Hashable, Codable {
  /// The days, newest first; no two share a date.
  public private(set) var snapshots: [ExchangeRates]

  /// The days given, sorted newest first; of days with the same date, the first given is kept.
  public init(_ snapshots: [ExchangeRates]) {
    var seen: Set<String> = []
    var unique: [ExchangeRates] = []
    for snapshot in snapshots where seen.insert(snapshot.date).inserted {
      unique.append(snapshot)
    }
    // `YYYY-MM-DD` sorts as text in date order.
    self.snapshots = unique.sorted { $0.date > $1.date }
  }

  /// Every day of an ECB reference-rates file: the daily file gives one, the histories
  /// (`eurofxref-hist-90d.xml`, `eurofxref-hist.xml`) many. Single or double quotes and any
  /// layout are accepted.
  ///
  /// - Parameter text: the file's text.
  /// - Throws: ``ExchangeRatesError/htmlPage`` for an HTML page,
  ///   ``ExchangeRatesError/truncated`` for a document cut short,
  ///   ``ExchangeRatesError/notXML``, ``ExchangeRatesError/malformed(_:)`` or
  ///   ``ExchangeRatesError/noRates`` for anything else that is not the feed.
  public init(ecbXML text: String) throws(ExchangeRatesError) {
    var reader = ECBReader(text)
    self.init(try reader.read())
  }

  /// The newest day, if any.
  public var latest: ExchangeRates? { snapshots.first }

  /// The newest day published before `date` (`YYYY-MM-DD`), if any: what a day's rates
  /// are compared with for a trend.
  public func snapshot(before date: String) -> ExchangeRates? {
    snapshots.first { $0.date < date }
  }

  /// The newest day published on or before `date` (`YYYY-MM-DD`), if any.
  public func snapshot(onOrBefore date: String) -> ExchangeRates? {
    snapshots.first { $0.date <= date }
  }

  /// The date of the newest day that quotes `code` (letter case ignored), nil if none does.
  public func lastKnownDate(of code: String) -> String? {
    let code = code.uppercased()
    return snapshots.first { $0.rate(of: code) != nil }?.date
  }

  /// This history with `other`'s days added (a day of a date already present is kept from
  /// this history).
  public func merging(_ other: RateHistory) -> RateHistory {
    RateHistory(snapshots + other.snapshots)
  }

  /// The newest rate of `code` in units per unit of the newest day's base.
  ///
  /// - Throws: ``ExchangeRatesError/noLongerQuoted(_:date:lastKnown:)`` when the newest
  ///   day lacks `code` but an older one has it; ``ExchangeRatesError/unknownCurrency(_:date:)``
  ///   when no day has it; ``ExchangeRatesError/noRates`` for an empty history.
  public func latestRate(of code: String) throws(ExchangeRatesError) -> Number {
    guard let latest else { throw .noRates }
    if let rate = latest.rate(of: code) { return rate }
    let code = code.uppercased()
    if let known = lastKnownDate(of: code) {
      throw .noLongerQuoted(code, date: latest.date, lastKnown: known)
    }
    throw .unknownCurrency(code, date: latest.date)
  }
}
