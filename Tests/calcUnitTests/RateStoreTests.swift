import CalcKit
import Foundation
import Testing
import TestSupport

@testable import calc

/// RateStore's API for evaluation and the session, called in-process against a real server.
@Suite("Rates: the store")
struct RateStoreTests {
  func settings(_ server: RatesServer, url: String? = nil, offline: Bool = false) -> RateSettings {
    let url = url ?? server.url()
    return RateSettings(
      url: url, historyURL: RateSettings.historyURL(besides: url), timeout: 5, certificateAuthorities: nil,
      offline: offline, cacheDirectory: server.cache.path + "/calc")
  }

  @Test("Loading without a cache fetches the daily file once and saves it")
  func loadFetchesOnceWhenThereIsNoSnapshot() throws {
    let server = try RatesServer()
    let snapshot = try RateStore.load(offline: false, settings: settings(server))
    #expect(snapshot.latest.date == "2017-03-08")
    #expect(try snapshot.latest.convert(100, from: "EUR", to: "USD") == Number("105.56"))
    #expect(try snapshot.latest.convert(1000, from: "KRW", to: "JPY") == Number("3016250/30409"))
    #expect(server.requests == ["/eurofxref-daily.xml"])
    // The second load reads the cache.
    #expect(try RateStore.load(offline: false, settings: settings(server)) == snapshot)
    #expect(server.requests.count == 1)
  }

  @Test("Loading with a cache that cannot be written still gives the rates")
  func loadWithACacheThatCannotBeWrittenStillGivesTheRates() throws {
    let server = try RatesServer()
    // The cache directory's place is taken by a file.
    try FileManager.default.createDirectory(at: server.cache, withIntermediateDirectories: true)
    try "not a directory".write(to: server.cache.appendingPathComponent("calc"), atomically: true, encoding: .utf8)
    let snapshot = try RateStore.load(offline: false, settings: settings(server))
    #expect(snapshot.latest.date == "2017-03-08")
    #expect(throws: RateStore.Unavailable.self) { try RateStore.update(settings: settings(server)) }
  }

  @Test("Loading offline without a cache says how to get rates, with no request")
  func loadOfflineWithoutACacheSaysHowToGetRates() throws {
    let server = try RatesServer()
    #expect(throws: RateStore.Unavailable.self) {
      try RateStore.load(offline: true, settings: settings(server, offline: true))
    }
    #expect(server.requests.isEmpty)
  }

  @Test("A currency the newest day lacks names the last date it was quoted")
  func aRetiredCurrencyNamesItsLastDate() throws {
    let server = try RatesServer()
    _ = try RateStore.update(settings: settings(server))
    // A later day without HRK, as the feed has been since 2023.
    let daily = try String(contentsOf: ECBFiles.daily, encoding: .utf8)
      .replacingOccurrences(of: "time='2017-03-08'", with: "time='2023-01-02'")
      .replacingOccurrences(of: "\t\t\t<Cube currency='HRK' rate='7.4213'/>\n", with: "")
    try server.put("eurofxref-daily.xml", daily)
    let update = try RateStore.update(settings: settings(server))
    #expect(update.snapshot.latest.date == "2023-01-02")
    #expect(update.snapshot.previous?.date == "2017-03-08")
    #expect(update.snapshot.lastKnownDate(of: "HRK") == "2017-03-08")
    #expect(throws: ExchangeRatesError.noLongerQuoted("HRK", date: "2023-01-02", lastKnown: "2017-03-08")) {
      try update.snapshot.rate(of: "hrk")
    }
    #expect(throws: ExchangeRatesError.unknownCurrency("XYZ", date: "2023-01-02")) {
      try update.snapshot.rate(of: "XYZ")
    }
  }

  @Test("Rates older than a week warn; the session refreshes rates older than a day at most once an hour")
  func staleness() throws {
    let rates = ExchangeRates(date: "2026-11-10", rates: ["USD": 1])
    let snapshot = RateSnapshot(latest: rates, source: "test", checked: 0)
    let day = try #require(RateDay.number("2026-11-10"))
    #expect(RateStore.staleWarning(snapshot, today: day + 7) == nil)
    #expect(
      RateStore.staleWarning(snapshot, today: day + 8)
        == "calc: the exchange rates are from 2026-11-10, 8 days ago; run `calc --update-rates`")
    // The session refreshes rates older than a day, at most once an hour.
    let noon = (day + 1) * 86_400 + 43_200
    #expect(RateStore.needsRefresh(nil))
    #expect(!RateStore.needsRefresh(snapshot, now: day * 86_400 + 60))
    #expect(RateStore.needsRefresh(RateSnapshot(latest: rates, source: "test", checked: noon - 7200), now: noon))
    #expect(!RateStore.needsRefresh(RateSnapshot(latest: rates, source: "test", checked: noon - 60), now: noon))
  }

  @Test(
    "A date's day number counts the days since 1970-01-01",
    arguments: [
    ("1970-01-01", 0), ("2017-03-08", 17233), ("2000-02-29", 11016), ("2026-11-23", 20780),
  ])
  func dayNumbers(date: String, days: Int) {
    #expect(RateDay.number(date) == days)
  }

  @Test(
    "The history file's address is beside the daily file's",
    arguments: [
    ("https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml",
      "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist-90d.xml"),
    ("http://127.0.0.1:8000/rates/daily.xml?x=1", "http://127.0.0.1:8000/rates/eurofxref-hist-90d.xml"),
    ("http://mirror.example", "http://mirror.example/eurofxref-hist-90d.xml"),
  ])
  func historyURLBesideTheDailyFile(daily: String, history: String) {
    #expect(RateSettings.historyURL(besides: daily) == history)
  }

  @Test(
    "An address gives its scheme, host and port; one calc cannot fetch gives none",
    arguments: [
    ("https://www.ecb.europa.eu/x", Endpoint?.some(Endpoint(scheme: "https", host: "www.ecb.europa.eu", port: 443))),
    ("http://user:pw@[::1]:8080/x", Endpoint(scheme: "http", host: "::1", port: 8080)),
    ("HTTP://localhost", Endpoint(scheme: "http", host: "localhost", port: 80)),
    ("ftp://example.com/x", nil), ("http://:80/", nil), ("http://host:99999/", nil), ("no url", nil),
  ])
  func endpoints(url: String, endpoint: Endpoint?) {
    #expect(Endpoint(url) == endpoint)
  }

  @Test("A background refresh returns at once and fills the cache later")
  func backgroundRefreshReturnsAtOnceAndFillsTheCache() throws {
    let server = try RatesServer()
    // A slow server: the call must not wait for it.
    let slow = settings(server, url: server.url("slow/3/eurofxref-daily.xml"))
    // Where nothing was ever converted, the session's refresh fetches nothing.
    #expect(!RateStore.startBackgroundRefresh(settings: slow, onlyWhenCached: true))
    #expect(RateStore.startBackgroundRefresh(settings: slow))
    #expect(!FileManager.default.fileExists(atPath: server.cacheFile.path))
    let deadline = Date().addingTimeInterval(20)
    while !FileManager.default.fileExists(atPath: server.cacheFile.path), Date() < deadline {
      Thread.sleep(forTimeInterval: 0.05)
    }
    #expect(try RateStore.load(offline: true, settings: slow).latest.date == "2017-03-08")
    // Offline: never started.
    #expect(!RateStore.startBackgroundRefresh(settings: settings(server, offline: true)))
  }
}
