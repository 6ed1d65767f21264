import Foundation
import Testing
import TestSupport

// `calc --update-rates` and `calc --rates` against a real HTTP server on 127.0.0.1
// (scripts/rates-server.py) serving the ECB's real files; each test has its own server,
// port and cache directory.

/// The daily file of 2017-03-08 as if published a day earlier, with USD at 1.0500.
func olderDailyFile() throws -> String {
  try String(contentsOf: ECBFiles.daily, encoding: .utf8)
    .replacingOccurrences(of: "time='2017-03-08'", with: "time='2017-03-07'")
    .replacingOccurrences(of: "rate='1.0556'", with: "rate='1.0500'")
}

/// The rows of a `--rates` table: the lines after the header, less the note on rounding.
func rateRows(_ result: CalcResult) -> [String] {
  result.stdoutLines.dropFirst().filter { !$0.hasPrefix("≈") }
}

@Suite("Rates: fetching and listing")
struct RatesFetchTests {
  @Test("--update-rates fetches the daily and history files once; --rates lists them from the cache")
  func firstFetchThenList() throws {
    let server = try RatesServer()
    let update = try server.calc(["--update-rates"])
    #expect(update.status == 0, "\(update)")
    #expect(update.stdout.contains("ECB reference rates of 2017-03-08 (31 currencies; previous 2017-03-03) saved to"))
    #expect(update.stdout.contains(server.cacheFile.path))
    #expect(server.requests == ["/eurofxref-daily.xml", "/eurofxref-hist-90d.xml"])
    #expect(FileManager.default.fileExists(atPath: server.cacheFile.path))

    let list = try server.calc(["--rates"])
    #expect(list.status == 0, "\(list)")
    #expect(list.stdoutLines.first?.hasPrefix("ECB reference rates, 2017-03-08: 1 EUR in each currency") == true)
    #expect(list.stdoutLines.first?.contains("change since 2017-03-03") == true)
    let rows = rateRows(list)
    #expect(rows.count == 31)
    #expect(rows.map { String($0.prefix(3)) } == rows.map { String($0.prefix(3)) }.sorted())
    let usd = try #require(rows.first { $0.hasPrefix("USD") })
    #expect(usd.contains("US dollar") && usd.contains(" 1.0556 ") && usd.contains("-0.0009"))
    let jpy = try #require(rows.first { $0.hasPrefix("JPY") })
    #expect(jpy.contains("120.65") && jpy.contains("-0.18") && jpy.hasSuffix("▼"))
    let gbp = try #require(rows.first { $0.hasPrefix("GBP") })
    #expect(gbp.contains("+0.00398") && gbp.hasSuffix("▲"))
    // Every rate against the euro is the ECB's exact figure: nothing marked rounded.
    #expect(rows.allSatisfy { !$0.contains("≈1") && !$0.contains("≈0") })
    // The rate column is aligned on the decimal point.
    let points = rows.compactMap { row in row.firstIndex(of: ".").map { row.distance(from: row.startIndex, to: $0) } }
    #expect(Set(points).count == 1, "\(rows)")
    // Listing reads the cache: no further request.
    #expect(server.requests.count == 2)
  }

  @Test("--rates with codes and --base lists those currencies against that base")
  func someCodesAgainstAnotherBase() throws {
    let server = try RatesServer()
    #expect(try server.calc(["--update-rates"]).status == 0)
    let list = try server.calc(["--rates", "jpy", "EUR", "--base", "USD"])
    #expect(list.status == 0, "\(list)")
    #expect(list.stdoutLines.first?.contains("1 USD in each currency") == true)
    let rows = rateRows(list)
    #expect(rows.count == 2)
    // 120.65/1.0556 = 114.2951…, rounded and marked; 1/1.0556 = 0.947328…
    #expect(rows[0].hasPrefix("JPY") && rows[0].contains("≈114.295"))
    #expect(rows[1].hasPrefix("EUR") && rows[1].contains("≈0.947329"))
    #expect(list.stdoutLines.last?.hasPrefix("≈ rounded") == true)
  }

  @Test(
    "An unknown code in --rates or --base is an error that names it and the date",
    arguments: [
    (["--rates", "XYZ"], "calc: no rate for XYZ on 2017-03-08"),
    (["--rates", "--base", "ABC"], "calc: no rate for ABC on 2017-03-08"),
  ])
  func unknownCodes(arguments: [String], message: String) throws {
    let server = try RatesServer()
    #expect(try server.calc(["--update-rates"]).status == 0)
    let result = try server.calc(arguments)
    #expect(result.status == 1)
    #expect(result.stderrLines == [message])
    #expect(result.stdout.isEmpty)
  }

  @Test(
    "Options that do not go with --rates or --update-rates are usage errors, with no request made",
    arguments: [
    ["--base", "USD"],
    ["--update-rates", "--offline"],
    ["--update-rates", "1+2"],
    ["--rates", "1+2"],
    ["--rates", "--keys", "1+2="],
  ])
  func usageErrors(arguments: [String]) throws {
    let server = try RatesServer()
    let result = try server.calc(arguments)
    #expect(result.status == 64, "\(result)")
    #expect(server.requests.isEmpty)
  }

  @Test("CALC_OFFLINE refuses an update without a request")
  func offlineEnvironmentRefusesAnUpdate() throws {
    let server = try RatesServer()
    let result = try server.calc(["--update-rates"], ["CALC_OFFLINE": "1"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("CALC_OFFLINE"))
    #expect(server.requests.isEmpty)
  }

  @Test("Without libcurl the error says what to install")
  func withoutLibcurlTheErrorSaysWhatToInstall() throws {
    let server = try RatesServer()
    let result = try server.calc(["--update-rates"], ["CALC_LIBCURL": "/nonexistent/libcurl.so.4"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("libcurl"), "\(result)")
    #if os(Linux)
      #expect(result.stderr.contains("apt-get install libcurl4"), "\(result)")
    #endif
    #expect(server.requests.isEmpty)
  }

  @Test("Redirects are followed")
  func redirectsAreFollowed() throws {
    let server = try RatesServer()
    let update = try server.calc(["--update-rates"], url: server.url("redirect/eurofxref-daily.xml"))
    #expect(update.status == 0, "\(update)")
    #expect(server.requests.prefix(2) == ["/redirect/eurofxref-daily.xml", "/eurofxref-daily.xml"])
  }

  @Test("A host name is resolved, not only an address")
  func aHostNameIsResolved() throws {
    // `localhost` through the name, not the address (a static calc resolves it itself).
    let server = try RatesServer()
    let update = try server.calc(["--update-rates"], url: server.url(host: "localhost"))
    #expect(update.status == 0, "\(update)")
  }
}

@Suite("Rates: refresh and trends")
struct RatesRefreshTests {
  @Test("A newer day becomes the latest and the old one the previous day")
  func aNewerDayBecomesLatestAndTheOldOnePrevious() throws {
    // No history on the server: the first update has nothing to compare with.
    let server = try RatesServer(dailyFile: false, history: false)
    try server.put("eurofxref-daily.xml", olderDailyFile())
    let first = try server.calc(["--update-rates"])
    #expect(first.status == 0, "\(first)")
    #expect(first.stdout.contains("rates of 2017-03-07 (31 currencies) saved"))
    #expect(first.stderr.contains("no trends yet") && first.stderr.contains("HTTP 404"))
    let before = try server.calc(["--rates", "USD"])
    #expect(before.stdoutLines.first?.contains("no earlier rates kept") == true)
    #expect(rateRows(before) == ["USD  US dollar  1.05"])

    try server.put("eurofxref-daily.xml", String(contentsOf: ECBFiles.daily, encoding: .utf8))
    let second = try server.calc(["--update-rates"])
    #expect(second.status == 0, "\(second)")
    #expect(second.stdout.contains("rates of 2017-03-08 (31 currencies; previous 2017-03-07) saved"))
    let after = try server.calc(["--rates", "USD", "GBP"])
    #expect(after.stdoutLines.first?.contains("change since 2017-03-07") == true)
    let rows = rateRows(after)
    // USD: 1.0500 → 1.0556, +0.0056 (+0.533%): up. GBP did not move.
    #expect(rows.first?.hasPrefix("USD") == true && rows.first?.contains("+0.0056") == true)
    #expect(rows.first?.hasSuffix("▲") == true)
    #expect(rows.last?.hasPrefix("GBP") == true && rows.last?.contains(" 0 ") == true)
    #expect(rows.last?.hasSuffix("%") == true)

    // The same day again keeps the previous one.
    let third = try server.calc(["--update-rates"])
    #expect(third.stdout.contains("previous 2017-03-07"))
  }

  @Test("An older day from the source does not replace the cache")
  func anOlderDayFromTheSourceDoesNotReplaceTheCache() throws {
    let server = try RatesServer()
    #expect(try server.calc(["--update-rates"]).status == 0)
    try server.put("older.xml", olderDailyFile())
    let result = try server.calc(["--update-rates"], url: server.url("older.xml"))
    #expect(result.status == 0)
    #expect(result.stdout.contains("Kept the cached rates of 2017-03-08"))
    #expect(try server.calc(["--rates", "USD"]).stdoutLines.first?.contains("2017-03-08") == true)
  }
}

@Suite("Rates: failures leave the cache as it was")
struct RatesFailureTests {
  static let cases: [(path: String, message: String)] = [
    ("status/404/eurofxref-daily.xml", "the server answered HTTP 404"),
    ("status/500/eurofxref-daily.xml", "the server answered HTTP 500"),
    ("html/eurofxref-daily.xml", "an HTML page, not the ECB's rates"),
    ("truncate/700/eurofxref-daily.xml", "transfer closed"),
    ("cut.xml", "the document is cut short"),
    ("garbage.xml", "not an XML document"),
    ("wrong.xml", "not the ECB's rates format"),
    ("slow/5/eurofxref-daily.xml", "no answer within 1 s"),
  ]

  @Test("A failed update says why, writes no cache, and leaves an existing one as it was", arguments: cases)
  func aFailedUpdate(path: String, message: String) throws {
    let server = try RatesServer()
    let daily = try String(contentsOf: ECBFiles.daily, encoding: .utf8)
    try server.put("cut.xml", String(daily.prefix(1000)))
    try server.put("garbage.xml", "\u{1F}\u{8B} binary garbage \u{0}\u{1}")
    try server.put("wrong.xml", "<?xml version='1.0'?><feed><Cube time='yesterday'/></feed>")

    // Without a cache: an error, no cache written.
    let url = server.url(path)
    let failed = try server.calc(["--update-rates"], url: url, ["CALC_RATES_TIMEOUT": "1"])
    #expect(failed.status == 1, "\(failed)")
    #expect(failed.stderr.hasPrefix("calc: cannot update the exchange rates: \(url): "), "\(failed)")
    #expect(failed.stderr.contains(message), "\(failed)")
    #expect(!FileManager.default.fileExists(atPath: server.cacheFile.path))

    // With a cache: the same error, and the cache is untouched and still used.
    #expect(try server.calc(["--update-rates"]).status == 0)
    let saved = try Data(contentsOf: server.cacheFile)
    let again = try server.calc(["--update-rates"], url: url, ["CALC_RATES_TIMEOUT": "1"])
    #expect(again.status == 1)
    #expect(try Data(contentsOf: server.cacheFile) == saved)
    let list = try server.calc(["--rates"], url: url)
    #expect(list.status == 0)
    #expect(rateRows(list).count == 31)
  }

  @Test("Without a server the cache still answers, and an update fails")
  func noServerWithACache() throws {
    let server = try RatesServer()
    #expect(try server.calc(["--update-rates"]).status == 0)
    server.stop()
    let list = try server.calc(["--rates", "KRW"])
    #expect(list.status == 0, "\(list)")
    #expect(rateRows(list).first?.contains("1216.36") == true)
    let update = try server.calc(["--update-rates"])
    #expect(update.status == 1)
    #expect(update.stderr.contains("Couldn't connect") || update.stderr.contains("connect"), "\(update)")
  }

  @Test("Without a server or a cache, --rates says how to get rates and writes nothing")
  func noServerAndNoCache() throws {
    let server = try RatesServer()
    server.stop()
    let list = try server.calc(["--rates"])
    #expect(list.status == 1)
    #expect(list.stderr.hasPrefix("calc: no exchange rates: \(server.url()): "), "\(list)")
    #expect(list.stderr.contains("run `calc --update-rates`"))
    #expect(!FileManager.default.fileExists(atPath: server.cacheFile.path))
  }

  @Test("Offline, --rates without a cache fails without touching the network", arguments: [["--rates", "--offline"], ["--rates"]])
  func offlineNeverTouchesTheNetwork(arguments: [String]) throws {
    let server = try RatesServer()
    let extra = arguments.contains("--offline") ? [:] : ["CALC_OFFLINE": "1"]
    let list = try server.calc(arguments, extra)
    #expect(list.status == 1)
    #expect(list.stderr.contains("no exchange rates cached in \(server.cache.path)/calc, and calc is offline"))
    #expect(server.requests.isEmpty)
  }

  @Test("--rates with no cache fetches the daily file once")
  func listingWithNoCacheFetchesOnce() throws {
    let server = try RatesServer()
    let list = try server.calc(["--rates", "USD"])
    #expect(list.status == 0, "\(list)")
    #expect(list.stdoutLines.first?.contains("2017-03-08") == true)
    // The implicit fetch takes the daily file only (it must be quick).
    #expect(server.requests == ["/eurofxref-daily.xml"])
    #expect(FileManager.default.fileExists(atPath: server.cacheFile.path))
  }

  @Test(
    "A damaged cache is moved aside with the reason, and the next update starts afresh",
    arguments: [
    ("{\"format\":1,", "not JSON"), ("not json at all", "not JSON"), ("[1]", "not a JSON object"),
    ("{\"format\":0}", "format version 0, which calc never wrote"), ("{\"format\":1}", "no latest"),
  ])
  func aDamagedCacheIsSetAside(content: String, reason: String) throws {
    let server = try RatesServer()
    try FileManager.default.createDirectory(
      at: server.cacheFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    try content.write(to: server.cacheFile, atomically: true, encoding: .utf8)
    let list = try server.calc(["--rates", "--offline"])
    #expect(list.status == 1)
    let aside = server.cacheFile.path + ".damaged"
    #expect(list.stderrLines.first == "calc: the rates cache \(server.cacheFile.path) is damaged (\(reason)); moved it to \(aside)")
    #expect(try String(contentsOfFile: aside, encoding: .utf8) == content)
    #expect(!FileManager.default.fileExists(atPath: server.cacheFile.path))
    // The next update starts afresh.
    #expect(try server.calc(["--update-rates"]).status == 0)
    #expect(try server.calc(["--rates", "--offline"]).status == 0)
  }

  @Test("A cache a newer calc wrote is left byte for byte as it is: not read, moved or written over")
  func aNewerCacheIsLeftAlone() throws {
    let server = try RatesServer()
    try FileManager.default.createDirectory(
      at: server.cacheFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    let content = #"{"format":2,"days":[]}"# + "\n"
    try content.write(to: server.cacheFile, atomically: true, encoding: .utf8)
    let newer = "calc: the rates cache \(server.cacheFile.path) was written by a newer calc (format version 2)"
    // Offline there are no rates, and the warning names the version.
    let offline = try server.calc(["--rates", "--offline"])
    #expect(offline.status == 1)
    #expect(offline.stderrLines.first?.hasPrefix(newer) == true, "\(offline)")
    // An update fetches, and fails rather than write over it.
    let update = try server.calc(["--update-rates"])
    #expect(update.status != 0)
    #expect(update.stderr.contains("the rates fetched were not saved"), "\(update)")
    // A conversion uses rates fetched for this run only.
    let converted = try server.calc(["10 EUR to USD"])
    #expect(converted.status == 0, "\(converted)")
    #expect(converted.stdoutLines.first?.hasSuffix("USD") == true, "\(converted)")
    #expect(converted.stderrLines.first?.hasPrefix(newer) == true, "\(converted)")
    #expect(try String(contentsOf: server.cacheFile, encoding: .utf8) == content)
    #expect(!FileManager.default.fileExists(atPath: server.cacheFile.path + ".damaged"))
  }

  @Test("Concurrent updates leave a valid cache")
  func concurrentUpdatesLeaveAValidCache() throws {
    let server = try RatesServer()
    let results = Results()
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      let result = try? server.calc(["--update-rates"])
      results.append(result?.status ?? -1)
    }
    #expect(results.values == [0, 0, 0, 0])
    let list = try server.calc(["--rates", "--offline"])
    #expect(list.status == 0, "\(list)")
    #expect(rateRows(list).count == 31)
    #expect(list.stdoutLines.first?.contains("change since 2017-03-03") == true)
    // No temporary file is left behind.
    let files = try FileManager.default.contentsOfDirectory(atPath: server.cacheFile.deletingLastPathComponent().path)
    #expect(files.sorted() == ["rates.json", "rates.lock"])
  }
}

/// Exit statuses collected from several threads.
private final class Results: @unchecked Sendable {
  private let lock = NSLock()
  private var list: [Int32] = []
  func append(_ value: Int32) {
    lock.lock()
    list.append(value)
    lock.unlock()
  }
  var values: [Int32] {
    lock.lock()
    defer { lock.unlock() }
    return list
  }
}

@Suite("Rates: HTTPS")
struct RatesHTTPSTests {
  static let openssl = ["/usr/bin/openssl", "/usr/local/bin/openssl", "/opt/homebrew/bin/openssl"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  @Test("An HTTPS source is fetched when its certificate is trusted", .enabled(if: openssl != nil, "needs the openssl command to make a certificate"))
  func httpsWithTheCertificateTrusted() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("calc-tls-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let certificate = directory.appendingPathComponent("cert.pem").path
    let key = directory.appendingPathComponent("key.pem").path
    let make = Process()
    make.executableURL = URL(fileURLWithPath: try #require(Self.openssl))
    make.arguments = [
      "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", certificate, "-days", "2",
      "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1",
    ]
    make.standardError = FileHandle.nullDevice
    try make.run()
    make.waitUntilExit()
    try #require(make.terminationStatus == 0)

    let server = try RatesServer(tls: (certificate, key))
    let url = server.url(scheme: "https", host: "localhost")
    // The system's authorities do not know this certificate: refused.
    let refused = try server.calc(["--update-rates"], url: url)
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("certificate"), "\(refused)")
    // Trusted through CALC_RATES_CA_FILE: fetched over TLS.
    let update = try server.calc(["--update-rates"], url: url, ["CALC_RATES_CA_FILE": certificate])
    #expect(update.status == 0, "\(update)")
    #expect(update.stdout.contains("2017-03-08"))
  }
}
