import CalcKit

/// The exchange rates of one-shot, batch and session lines: loaded from the cache (or one
/// short fetch when there is none) the first time a line names a currency, never before, so
/// a line without money never reads the cache or the network.
struct LineRates {
  /// Never touch the network (`--offline`, `CALC_OFFLINE=1`).
  var offline: Bool
  /// Whether a snapshot more than 7 days old is reported on standard error (one-shot and
  /// batch; the session shows each conversion's date instead).
  var warnsWhenStale: Bool
  /// Whether loading was tried already (later tries, in a session, read the cache alone).
  private var tried = false
  /// Whether every line that names a currency reads the cache again (the session: a
  /// background refresh may have written newer rates), rather than the first alone.
  var rereads = false
  /// Why there are no rates, when loading failed: the message replaces the library's.
  private(set) var unavailable: String?

  init(offline: Bool, warnsWhenStale: Bool) {
    self.offline = offline
    self.warnsWhenStale = warnsWhenStale
  }

  /// Gives `calculator` the rates when `source` may convert between currencies (it names
  /// two, or one and a variable holding an amount of another) and they are not loaded yet.
  /// `100 USD * 3` needs none, and never waits on the network. A line that does not parse
  /// is left to `run` to report.
  mutating func prepare(_ calculator: inout Calculator, for source: String) {
    guard rereads || !tried else { return }
    // A currency is a code in capitals or one of the symbols ($, and €, £, ¥, ₩ outside
    // ASCII): a line with none of those has none, and is not parsed twice (a 4 MiB
    // `1+1+…+1` spent half its 1.6 s in this parse).
    guard source.utf8.contains(where: { (0x41...0x5A).contains($0) || $0 == 0x24 || $0 >= 0x80 }) else { return }
    guard let expression = try? calculator.parse(source), !expression.currencyCodes.isEmpty else { return }
    var codes = Set(expression.currencyCodes)
    let held = calculator.variableCurrencies
    for name in expression.variableNames { if let code = held[name] { codes.insert(code) } }
    guard codes.count > 1 else { return }
    load(&calculator)
  }

  /// Gives `calculator` the rates: the cache's, one short fetch when none are cached (the
  /// first time only), else the rates shipped with calc.
  mutating func load(_ calculator: inout Calculator) {
    // Only the first try may fetch (when nothing is cached); later ones read the cache.
    let cacheOnly = offline || tried
    tried = true
    do {
      let snapshot = try RateStore.load(offline: cacheOnly)
      unavailable = nil
      usesShippedRates = false
      calculator.exchangeRates = snapshot.latest
      calculator.lastKnownRateDates = snapshot.lastKnown
      if warnsWhenStale { RateStore.warnIfStale(snapshot) }
    } catch {
      unavailable = error.description
      useShippedRates(&calculator)
    }
  }

  /// Whether the rates in use are the ones shipped with calc (no cache, no network).
  private(set) var usesShippedRates = false

  /// Falls back on the rates shipped with calc when none are cached and none could be
  /// fetched, and says so on standard error, with their date and age, once.
  private mutating func useShippedRates(_ calculator: inout Calculator) {
    guard let shipped = ShippedRates.snapshot else { return }
    unavailable = nil
    calculator.exchangeRates = shipped.latest
    calculator.lastKnownRateDates = shipped.lastKnown
    guard !usesShippedRates else { return }
    usesShippedRates = true
    RateStore.warn(CommandMessage.usingShippedRates(shipped.latest.date, daysAgo: RateDay.age(of: shipped.latest.date) ?? 0))
  }

  /// Refreshes the cached rates on a thread of its own when some are kept and they are
  /// older than a day (the session, at start: the prompt never waits). Nothing is fetched
  /// for someone who never converted anything.
  static func refreshInBackground(offline: Bool) {
    RateStore.startBackgroundRefresh(settings: RateSettings.fromEnvironment(offline: offline), onlyWhenCached: true)
  }

  /// Whether `error` is a conversion that found no rates loaded.
  static func needsRates(_ error: CalcError) -> Bool {
    error.kind == .money && error.message.hasSuffix("needs exchange rates, and none are loaded")
  }

  /// `error`, with the reason rates are missing when the line needed them.
  func explained(_ error: CalcError) -> CalcError {
    guard let unavailable, LineRates.needsRates(error) else { return error }
    var explained = error
    explained.message = unavailable
    return explained
  }
}
