import CalcKit

/// The rates calc converts with: read from the cache, fetched when asked (or when there
/// are none at all), refreshed in the background for the interactive session.
///
/// For evaluation (one-shot, batch, the session):
///
/// ```swift
/// let snapshot = try RateStore.load(offline: offline)   // cache; one short fetch if none
/// RateStore.warnIfStale(snapshot)                        // one-shot and batch: > 7 days
/// snapshot.latest                                         // ExchangeRates for the Calculator
/// snapshot.rate(of: "HRK")                                // throws "last rate known 2017-03-08"
/// ```
enum RateStore {
  /// Why there are no rates to convert with.
  struct Unavailable: Error, Sendable, CustomStringConvertible {
    var description: String
  }

  /// What an update did.
  struct Update: Sendable {
    var snapshot: RateSnapshot
    /// False when the source's rates were older than the kept ones, which stay.
    var replaced: Bool
    /// Something to tell without failing (the history could not be read, …).
    var warnings: [String]
    /// The cache file written.
    var path: String
  }

  /// The cached rates; if there are none and the network is allowed, one fetch of the daily
  /// file with a short timeout (under 5 s in all), saved to the cache.
  ///
  /// Warnings (a damaged cache set aside) go to standard error; a stale snapshot does not
  /// warn here, see ``warnIfStale(_:)``.
  ///
  /// - Parameters:
  ///   - offline: never touch the network (`--offline`); `CALC_OFFLINE=1` also sets it.
  ///   - settings: where the rates come from and are kept; the environment's by default.
  /// - Throws: ``Unavailable`` with a message that says how to get rates.
  static func load(offline: Bool, settings: RateSettings? = nil) throws(Unavailable) -> RateSnapshot {
    let settings = settings ?? RateSettings.fromEnvironment(offline: offline)
    guard let directory = settings.cacheDirectory else {
      throw Unavailable(description: CommandMessage.noRatesCacheLocation)
    }
    let cache = RateCache(directory: directory)
    let loaded = cache.load()
    if let warning = loaded.warning { warn(warning) }
    if let cached = loaded.snapshot { return cached }
    if settings.offline {
      throw Unavailable(description: CommandMessage.noRatesOffline(directory))
    }
    do {
      let update = try self.update(
        settings: settings, timeout: RateSettings.implicitTimeout, withHistory: false, mustSave: false)
      update.warnings.forEach(warn)
      return update.snapshot
    } catch {
      throw Unavailable(description: CommandMessage.noRatesFetched(error))
    }
  }

  /// Fetches the daily file (and the 90-day history when no earlier rates are kept yet,
  /// for trends), and saves the merged snapshot to the cache.
  ///
  /// - Parameters:
  ///   - settings: the source, cache and timeout.
  ///   - timeout: seconds the daily file may take; `settings.timeout` by default.
  ///   - withHistory: whether to fetch the history when no earlier rates are kept.
  ///   - mustSave: whether a cache that cannot be written is an error; when false it is a
  ///     warning, and the fetched rates are returned all the same.
  /// - Throws: ``Unavailable`` when the daily file cannot be fetched or read, or (with
  ///   `mustSave`) the cache cannot be written; the cache is then untouched.
  static func update(
    settings: RateSettings, timeout: Double? = nil, withHistory: Bool = true, mustSave: Bool = true
  ) throws(Unavailable) -> Update {
    guard let directory = settings.cacheDirectory else {
      throw Unavailable(description: CommandMessage.noCacheDirectory)
    }
    guard !settings.offline else {
      throw Unavailable(description: CommandMessage.offlineNotFetching)
    }
    let cache = RateCache(directory: directory)
    let seconds = timeout ?? settings.timeout
    let fresh = try fetch(settings.url, client: settings.client(seconds: seconds))
    var warnings: [String] = []
    // The history only when trends would have nothing to compare with.
    var history: RateHistory?
    let loaded = cache.load()
    let current = loaded.snapshot
    if let warning = loaded.warning { warnings.append(warning) }
    let hasEarlier = current.map { $0.previous != nil || fresh.date > $0.latest.date } ?? false
    if withHistory, !hasEarlier {
      do throws(Unavailable) {
        history = try fetchHistory(settings.historyURL, client: settings.client(seconds: seconds))
      } catch {
        warnings.append(CommandMessage.noTrends(settings.historyURL, error))
      }
    }
    do {
      return try cache.withLock {
        // Read again under the lock: another calc may have written meanwhile.
        let kept = cache.load().snapshot
        let now = RateDay.now()
        let next =
          kept?.updated(with: fresh, history: history, source: settings.url, checked: now)
          ?? RateSnapshot(latest: fresh, source: settings.url, checked: now).updated(
            with: fresh, history: history, source: settings.url, checked: now)
        try cache.save(next.snapshot)
        return Update(snapshot: next.snapshot, replaced: next.replaced, warnings: warnings, path: cache.path)
      }
    } catch {
      let isNewer = error is RateCache.NewerFile
      let reason = isNewer ? "\(error)" : CommandMessage.cannotWriteRatesCache(cache.path, error)
      guard !mustSave else { throw Unavailable(description: reason) }
      let snapshot = RateSnapshot(latest: fresh, source: settings.url, checked: RateDay.now())
      // A newer calc's cache was named by the warning of `load()` already.
      let more = isNewer && loaded.newerFormat != nil ? [] : [CommandMessage.failure(reason)]
      return Update(snapshot: snapshot, replaced: true, warnings: warnings + more, path: cache.path)
    }
  }

  /// The newest day of the ECB file at `url`.
  static func fetch(_ url: String, client: HTTPClient) throws(Unavailable) -> ExchangeRates {
    guard let latest = try fetchHistory(url, client: client).latest else {
      throw Unavailable(description: CommandMessage.source(url, ExchangeRatesError.noRates))
    }
    return latest
  }

  /// Every day of the ECB file at `url`.
  static func fetchHistory(_ url: String, client: HTTPClient) throws(Unavailable) -> RateHistory {
    let body: [UInt8]
    do {
      body = try client.get(url)
    } catch {
      throw Unavailable(description: CommandMessage.source(url, error))
    }
    do {
      return try RateHistory(ecbXML: String(decoding: body, as: UTF8.self))
    } catch {
      throw Unavailable(description: CommandMessage.source(url, error))
    }
  }

  /// Days after which one-shot and batch warn that the rates are old.
  static let staleDays = 7

  /// The warning for rates published more than ``staleDays`` days ago, nil otherwise.
  static func staleWarning(_ snapshot: RateSnapshot, today: Int = RateDay.today()) -> String? {
    guard let day = RateDay.number(snapshot.latest.date), today - day > staleDays else { return nil }
    return CommandMessage.staleRates(snapshot.latest.date, daysAgo: today - day)
  }

  /// Writes ``staleWarning(_:today:)`` to standard error when there is one.
  static func warnIfStale(_ snapshot: RateSnapshot) {
    if let warning = staleWarning(snapshot) { warn(warning) }
  }

  /// Whether the interactive session should refresh in the background: the rates are not
  /// today's (published more than a day ago) and the source was last read over an hour ago
  /// (the ECB publishes once per working day; weekends and holidays keep the last date).
  static func needsRefresh(_ snapshot: RateSnapshot?, now: Int = RateDay.now()) -> Bool {
    guard let snapshot else { return true }
    guard let day = RateDay.number(snapshot.latest.date) else { return true }
    return now / 86_400 - day >= 1 && now - snapshot.checked >= 3_600
  }

  /// Starts refreshing the cache on a thread of its own when ``needsRefresh(_:now:)`` says
  /// so, and returns at once: the prompt never waits for the network. Nothing is written to
  /// the terminal; the next ``load(offline:settings:)`` sees the new rates. Does nothing
  /// offline, and with `onlyWhenCached` nothing when no rates are kept yet. Returns whether
  /// a refresh was started.
  @discardableResult
  static func startBackgroundRefresh(settings: RateSettings = .fromEnvironment(), onlyWhenCached: Bool = false) -> Bool {
    guard !settings.offline, let directory = settings.cacheDirectory else { return false }
    let loaded = RateCache(directory: directory).load()
    if onlyWhenCached, loaded.snapshot == nil { return false }
    // A newer calc's cache is not this calc's to refresh.
    guard loaded.newerFormat == nil, needsRefresh(loaded.snapshot) else { return false }
    return BackgroundThread.start {
      _ = try? update(settings: settings)
    }
  }

  static func warn(_ message: String) {
    var errors = OutputBuffer(fileDescriptor: 2)
    errors.append(message + "\n")
    errors.flush()
  }
}

/// A detached POSIX thread running one closure (no Foundation `Thread` in a static calc).
enum BackgroundThread {
  private final class Box: @unchecked Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }

  /// Starts `body` on a new detached thread; false if the thread could not be created.
  static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
    let box = Unmanaged.passRetained(Box(body)).toOpaque()
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    let result = pthread_create(
      &thread, nil,
      { context in
        guard let context else { return nil }
        let box = Unmanaged<Box>.fromOpaque(context).takeRetainedValue()
        box.body()
        return nil
      }, box)
    if result != 0 {
      Unmanaged<Box>.fromOpaque(box).release()
      return false
    }
    pthread_detach(thread)
    return true
  }
}
