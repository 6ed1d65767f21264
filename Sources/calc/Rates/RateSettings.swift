/// Where rates come from and where they are kept, from the environment:
///
/// | variable | meaning | default |
/// |---|---|---|
/// | `CALC_RATES_URL` | the daily file | the ECB's `eurofxref-daily.xml` |
/// | `CALC_RATES_HISTORY_URL` | the 90-day history | `eurofxref-hist-90d.xml` beside the daily file |
/// | `CALC_RATES_TIMEOUT` | seconds a fetch may take | 10 |
/// | `CALC_RATES_CA_FILE` | certificate authorities to trust instead of the system's | |
/// | `CALC_OFFLINE` | `1`: never touch the network | |
/// | `CALC_LIBCURL` | the libcurl file to load | `libcurl.so.4` (`libcurl.4.dylib` on macOS) |
/// | `XDG_CACHE_HOME` | the cache is `$XDG_CACHE_HOME/calc` | `~/.cache/calc` |
struct RateSettings: Sendable {
  static let ecbDailyURL = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml"
  static let historyFileName = "eurofxref-hist-90d.xml"

  /// The daily file's URL.
  var url: String
  /// The 90-day history's URL.
  var historyURL: String
  /// What a fetch may take, in seconds, when someone asked for it (`--update-rates`).
  var timeout: Double
  /// Certificate authorities for HTTPS instead of the system's.
  var certificateAuthorities: String?
  /// Never touch the network.
  var offline: Bool
  /// The cache directory; nil when neither `XDG_CACHE_HOME` nor `HOME` is set.
  var cacheDirectory: String?

  /// The most an implicit fetch (no snapshot at all, an expression waiting) may take, in
  /// seconds: it stays under 5 s with the name lookup.
  static let implicitTimeout = 3.5

  /// The settings the environment gives; `offline` is also set by `--offline`.
  static func fromEnvironment(offline: Bool = false) -> RateSettings {
    let url = environment("CALC_RATES_URL") ?? ecbDailyURL
    let timeout = environment("CALC_RATES_TIMEOUT").flatMap(Double.init).flatMap { $0 > 0 && $0 <= 600 ? $0 : nil } ?? 10
    let offlineSetting = environment("CALC_OFFLINE").map { $0 != "0" && $0.lowercased() != "false" } ?? false
    var directory: String?
    if let cache = environment("XDG_CACHE_HOME"), cache.hasPrefix("/") {
      directory = cache + "/calc"
    } else if let home = environment("HOME") {
      directory = home + "/.cache/calc"
    }
    return RateSettings(
      url: url, historyURL: environment("CALC_RATES_HISTORY_URL") ?? historyURL(besides: url), timeout: timeout,
      certificateAuthorities: environment("CALC_RATES_CA_FILE"), offline: offline || offlineSetting,
      cacheDirectory: directory)
  }

  /// The history's URL beside a daily file's: the last path component replaced by
  /// `eurofxref-hist-90d.xml` (`…/eurofxref/eurofxref-daily.xml` → `…/eurofxref/eurofxref-hist-90d.xml`).
  static func historyURL(besides url: String) -> String {
    var base = url
    if let query = base.firstIndex(where: { $0 == "?" || $0 == "#" }) { base = String(base[..<query]) }
    guard let scheme = base.firstRange(of: "://"), let slash = base[scheme.upperBound...].lastIndex(of: "/") else {
      return base + "/" + historyFileName
    }
    return String(base[...slash]) + historyFileName
  }

  /// The cache file, if there is a cache directory.
  var cacheFile: String? { cacheDirectory.map { $0 + "/rates.json" } }

  /// A client that gives up after `seconds`.
  func client(seconds: Double) -> HTTPClient {
    HTTPClient(timeoutMilliseconds: max(1, Int(seconds * 1000)), certificateAuthorities: certificateAuthorities)
  }

  static func environment(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    let text = String(cString: value)
    return text.isEmpty ? nil : text
  }

  /// `10`, `3.5`: seconds without a trailing `.0`.
  static func secondsText(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
  }
}
