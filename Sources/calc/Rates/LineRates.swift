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
  /// Whether loading was tried already.
  private var tried = false
  /// Why there are no rates, when loading failed: the message replaces the library's.
  private(set) var unavailable: String?

  init(offline: Bool, warnsWhenStale: Bool) {
    self.offline = offline
    self.warnsWhenStale = warnsWhenStale
  }

  /// Gives `calculator` the rates when `source` names a currency and they are not loaded
  /// yet. A line that does not parse is left to `run` to report.
  mutating func prepare(_ calculator: inout Calculator, for source: String) {
    guard !tried, calculator.exchangeRates == nil else { return }
    guard let expression = try? calculator.parse(source), !expression.currencyCodes.isEmpty else { return }
    tried = true
    do {
      let snapshot = try RateStore.load(offline: offline)
      calculator.exchangeRates = snapshot.latest
      calculator.lastKnownRateDates = snapshot.lastKnown
      if warnsWhenStale { RateStore.warnIfStale(snapshot) }
    } catch {
      unavailable = error.description
    }
  }

  /// `error`, with the reason rates are missing when the line needed them.
  func explained(_ error: CalcError) -> CalcError {
    guard error.kind == .money, let unavailable, error.message.contains("none are loaded") else { return error }
    var explained = error
    explained.message = unavailable
    return explained
  }
}
