import CalcKit

/// What the rates cache holds: the newest rates, the ones before them (for trends), the
/// last date each currency was quoted, and where and when they were fetched.
struct RateSnapshot: Sendable, Hashable, Codable {
  /// The cache file's format version (``RateCache/format`` reads every one calc wrote; a
  /// higher one is left alone).
  static let formatVersion = 1

  var format = RateSnapshot.formatVersion
  /// The newest rates.
  var latest: ExchangeRates
  /// The newest rates of an earlier date, if any: what ``latest`` is compared with.
  var previous: ExchangeRates?
  /// The last publication date of every currency ever quoted here, by code: it names the
  /// date of a currency the newest rates lack.
  var lastKnown: [String: String]
  /// The URL the newest rates came from.
  var source: String
  /// When the source was last read successfully, in seconds since 1970.
  var checked: Int

  /// Rates from `source` with nothing before them.
  init(latest: ExchangeRates, previous: ExchangeRates? = nil, source: String, checked: Int) {
    self.latest = latest
    self.previous = previous
    self.source = source
    self.checked = checked
    lastKnown = [:]
    record(previous)
    record(latest)
  }

  /// What makes a snapshot that decodes unusable, in a few words; nil when every part is
  /// usable. A cache file with a problem is damaged.
  var problem: String? {
    func ratesProblem(_ rates: ExchangeRates, _ which: String) -> String? {
      if RateDay.number(rates.date) == nil { return "the \(which) rates' date '\(rates.date.prefix(20))' is not a date" }
      if let code = rates.rates.first(where: { !$0.value.isExact || $0.value.signum <= 0 })?.key {
        return "the \(which) rate of \(code.prefix(8)) is not an exact positive number"
      }
      return nil
    }
    if latest.rates.isEmpty { return "no rates" }
    if let problem = ratesProblem(latest, "newest") { return problem }
    if let previous {
      if let problem = ratesProblem(previous, "earlier") { return problem }
      if previous.date >= latest.date { return "the earlier rates are not older than the newest" }
    }
    return nil
  }

  /// The date the newest snapshot that quoted `code` was published (letter case ignored).
  func lastKnownDate(of code: String) -> String? {
    lastKnown[code.uppercased()]
  }

  /// The rates of `code` in the newest snapshot, or the error to show: a code once quoted
  /// names the date of its last rate (never a silently old rate).
  func rate(of code: String) throws(ExchangeRatesError) -> Number {
    if let rate = latest.rate(of: code) { return rate }
    let code = code.uppercased()
    if let date = lastKnownDate(of: code) {
      throw .noLongerQuoted(code, date: latest.date, lastKnown: date)
    }
    throw .unknownCurrency(code, date: latest.date)
  }

  private mutating func record(_ rates: ExchangeRates?) {
    guard let rates else { return }
    for code in rates.codes where (lastKnown[code] ?? "") < rates.date {
      lastKnown[code] = rates.date
    }
  }

  /// This snapshot after reading `fresh` from `source` (and perhaps a `history`, for the
  /// rates before `fresh` when none are kept yet).
  ///
  /// Newer rates become ``latest`` and the old latest ``previous``; rates of the same date
  /// replace the latest (a correction) and keep the previous; older rates than the kept
  /// ones (a mirror that lags) are ignored, and `replaced` is false.
  func updated(with fresh: ExchangeRates, history: RateHistory?, source: String, checked: Int)
    -> (snapshot: RateSnapshot, replaced: Bool)
  {
    var next = self
    var replaced = true
    if fresh.date > latest.date {
      next.previous = latest
      next.latest = fresh
    } else if fresh.date == latest.date {
      next.latest = fresh
    } else {
      replaced = false
    }
    if next.previous == nil, let earlier = history?.snapshot(before: next.latest.date) {
      next.previous = earlier
    }
    for day in history?.snapshots ?? [] { next.record(day) }
    next.record(next.previous)
    next.record(next.latest)
    next.checked = checked
    if replaced { next.source = source }
    return (next, replaced)
  }
}
