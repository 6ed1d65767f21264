import CalcKit
import Foundation
import Testing

/// The ECB files in `Fixtures/ecb/`, as text.
enum ECBFile {
  static let daily = "eurofxref-daily-2017-03-08.xml"
  static let history = "eurofxref-hist-90d-2017-03-03.xml"

  static func text(_ name: String) throws -> String {
    let base = (name as NSString).deletingPathExtension
    guard let url = Bundle.module.url(forResource: base, withExtension: "xml", subdirectory: "Fixtures/ecb") else {
      throw Fixture.Failure(description: "Fixtures/ecb/\(name) is missing from the test bundle")
    }
    return try String(contentsOf: url, encoding: .utf8)
  }
}

@Suite("Exchange rates: the ECB files")
struct ECBParsingTests {
  @Test("The ECB's daily file gives its date, base and every rate exactly")
  func dailyFile() throws {
    let rates = try ExchangeRates(ecbXML: ECBFile.text(ECBFile.daily))
    #expect(rates.date == "2017-03-08")
    #expect(rates.base == "EUR")
    #expect(rates.rates.count == 31)
    #expect(rates.codes.count == 32)
    #expect(rates.rate(of: "USD") == Number("1.0556"))
    #expect(rates.rate(of: "idr") == Number("14144.80"))
    #expect(rates.rate(of: "EUR") == 1)
    #expect(rates.rate(of: "XYZ") == nil)
  }

  @Test("The ECB's history file gives every day, newest first, each with all its rates")
  func historyFile() throws {
    let history = try RateHistory(ecbXML: ECBFile.text(ECBFile.history))
    #expect(history.snapshots.count == 64)
    #expect(history.latest?.date == "2017-03-03")
    #expect(history.snapshots.last?.date == "2016-12-05")
    #expect(history.snapshots.map(\.date) == history.snapshots.map(\.date).sorted(by: >))
    #expect(history.snapshots.allSatisfy { $0.rates.count == 31 })
    #expect(history.latest?.rate(of: "USD") == Number("1.0565"))
    #expect(history.snapshot(before: "2017-03-03")?.date == "2017-03-02")
    // The daily file's reader takes the newest day of a history.
    #expect(try ExchangeRates(ecbXML: ECBFile.text(ECBFile.history)).date == "2017-03-03")
  }

  @Test("Single or double quotes, and one line or many, give the same day")
  func bothQuoteStylesGiveTheSameDay() throws {
    let daily = try ECBFile.text(ECBFile.daily)
    let doubled = daily.replacingOccurrences(of: "'", with: "\"")
    let oneLine = daily.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: "\t", with: "")
    #expect(try ExchangeRates(ecbXML: doubled) == ExchangeRates(ecbXML: daily))
    #expect(try ExchangeRates(ecbXML: oneLine) == ExchangeRates(ecbXML: daily))
  }

  @Test("Rates and histories read back equal after Codable")
  func codableRoundTrip() throws {
    let rates = try ExchangeRates(ecbXML: ECBFile.text(ECBFile.daily))
    let data = try JSONEncoder().encode(rates)
    #expect(try JSONDecoder().decode(ExchangeRates.self, from: data) == rates)
    let history = try RateHistory(ecbXML: ECBFile.text(ECBFile.history))
    #expect(try JSONDecoder().decode(RateHistory.self, from: JSONEncoder().encode(history)) == history)
  }

  static let refused: [(String, ExchangeRatesError)] = [
    ("", .notXML),
    ("   \n", .notXML),
    ("rates: USD 1.0556", .notXML),
    ("<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>", .htmlPage),
    ("<html><head><title>Login</title></head></html>", .htmlPage),
    ("<?xml version=\"1.0\"?><a><b>text</b></a>", .truncated),
    ("<?xml version=\"1.0\"?><gesmes:Envelope><Cube></Cube></gesmes:Envelope>", .noRates),
    ("<gesmes:Envelope><Cube><Cube time='2017-13-08'><Cube currency='USD' rate='1'/></Cube></Cube></gesmes:Envelope>",
      .malformed("the date '2017-13-08' is not YYYY-MM-DD")),
    ("<gesmes:Envelope><Cube><Cube time='2017-03-08'><Cube currency='USD' rate='-1'/></Cube></Cube></gesmes:Envelope>",
      .malformed("the rate of USD, '-1', is not a positive decimal")),
    ("<gesmes:Envelope><Cube><Cube time='2017-03-08'><Cube currency='USD' rate='0'/></Cube></Cube></gesmes:Envelope>",
      .malformed("the rate of USD, '0', is not a positive decimal")),
    ("<gesmes:Envelope><Cube><Cube time='2017-03-08'><Cube currency='USD' rate='1e3'/></Cube></Cube></gesmes:Envelope>",
      .malformed("the rate of USD, '1e3', is not a positive decimal")),
    ("<gesmes:Envelope><Cube><Cube currency='USD' rate='1'/></Cube></gesmes:Envelope>",
      .malformed("the rate of USD belongs to no day")),
    ("<gesmes:Envelope><Cube><Cube time='2017-03-08'></Cube></Cube></gesmes:Envelope>",
      .malformed("2017-03-08 has no rates")),
    ("<gesmes:Envelope><Cube><Cube time=2017-03-08></Cube></Cube></gesmes:Envelope>",
      .malformed("the value of time is not quoted")),
  ]

  @Test("Text that is not an ECB file is refused with the reason", arguments: refused)
  func garbageIsRefusedWithAReason(text: String, error: ExchangeRatesError) {
    #expect(throws: error) { try RateHistory(ecbXML: text) }
  }

  @Test("A daily file cut anywhere is refused, never read as a shorter list")
  func everyTruncationOfTheDailyFileIsRefused() throws {
    let daily = try ECBFile.text(ECBFile.daily)
    let bytes = Array(daily.utf8)
    // Cut anywhere before the envelope closes: never a silently shorter list.
    let end = daily.utf8.count - "</gesmes:Envelope>".utf8.count
    for length in stride(from: 0, to: end, by: 7) {
      let cut = String(decoding: bytes[..<length], as: UTF8.self)
      #expect(throws: ExchangeRatesError.self, "cut at \(length)") { try RateHistory(ecbXML: cut) }
    }
    #expect(throws: ExchangeRatesError.truncated) { try RateHistory(ecbXML: String(daily.dropLast(3))) }
  }
}

@Suite("Exchange rates: conversion")
struct ExchangeRatesConversionTests {
  @Test("Conversions give the exact quotient of the rates, in either direction")
  func mustShowNumbers() throws {
    let rates = try ExchangeRates(ecbXML: ECBFile.text(ECBFile.daily))
    #expect(try rates.convert(100, from: "EUR", to: "USD") == Number("105.56"))
    let yen = try rates.convert(1000, from: "KRW", to: "JPY")
    #expect(try yen == Number(1000) * Number("120.65")! / Number("1216.36")!)
    #expect(yen.fractionString == "3016250/30409")
    #expect(try rates.convert(Number("105.56")!, from: "usd", to: "eur") == 100)
    #expect(try rates.convert(7, from: "GBP", to: "GBP") == 7)
  }

  @Test("An unknown currency is an error that names the rates' date")
  func unknownCodesAreErrorsNamingTheDate() throws {
    let rates = try ExchangeRates(ecbXML: ECBFile.text(ECBFile.daily))
    #expect(throws: ExchangeRatesError.unknownCurrency("XAU", date: "2017-03-08")) {
      try rates.convert(1, from: "xau", to: "EUR")
    }
    #expect(throws: ExchangeRatesError.unknownCurrency("ISK", date: "2017-03-08")) {
      try rates.rate(of: "USD", against: "ISK")
    }
  }

  @Test("A currency the newest day lacks is known by the last date it was quoted")
  func aCurrencyTheNewestDayLacksNamesItsLastDate() throws {
    let history = try RateHistory(ecbXML: ECBFile.text(ECBFile.history))
    var today = ExchangeRates(date: "2023-01-02", rates: history.latest?.rates ?? [:])
    today.rates["HRK"] = nil
    let both = RateHistory([today]).merging(history)
    #expect(both.latest?.date == "2023-01-02")
    #expect(both.lastKnownDate(of: "hrk") == "2017-03-03")
    #expect(both.lastKnownDate(of: "USD") == "2023-01-02")
    #expect(both.lastKnownDate(of: "XYZ") == nil)
    #expect(throws: ExchangeRatesError.noLongerQuoted("HRK", date: "2023-01-02", lastKnown: "2017-03-03")) {
      try both.latestRate(of: "HRK")
    }
    #expect(
      ExchangeRatesError.noLongerQuoted("HRK", date: "2023-01-02", lastKnown: "2017-03-03").description
        == "no rate for HRK on 2023-01-02: last rate known 2017-03-03")
    #expect(throws: ExchangeRatesError.unknownCurrency("XYZ", date: "2023-01-02")) { try both.latestRate(of: "XYZ") }
    #expect(try both.latestRate(of: "USD") == Number("1.0565"))
  }

  /// Every vector of `Fixtures/rates.tsv` (scripts/make-rate-vectors.py, Python fractions).
  @Test("Every conversion in rates.tsv equals Python's exact fractions")
  func vectorsFromPythonFractions() throws {
    var files: [String: RateHistory] = [:]
    for name in [ECBFile.daily, ECBFile.history] {
      files[name] = try RateHistory(ecbXML: ECBFile.text(name))
    }
    let records = try Fixture.records("rates", fieldCount: 7)
    #expect(records.count > 8000)
    for (line, f) in records {
      let history = try #require(files[f[1]], "rates.tsv:\(line)")
      if f[0] == "count" {
        #expect(history.snapshots.count == Int(f[3]), "rates.tsv:\(line)")
        #expect(history.latest?.rates.count == Int(f[4]), "rates.tsv:\(line)")
        continue
      }
      let day = try #require(history.snapshots.first { $0.date == f[2] }, "rates.tsv:\(line)")
      let got: Number?
      switch f[0] {
      case "rate": got = day.rate(of: f[3])
      case "cross": got = try day.rate(of: f[3], against: f[4])
      case "convert": got = try day.convert(try #require(Number(f[3])), from: f[4], to: f[5])
      default: throw Fixture.Failure(description: "rates.tsv:\(line): unknown kind \(f[0])")
      }
      #expect(got?.fractionString == f[6], "rates.tsv:\(line): \(f[0]) \(f[3]) \(f[4]) \(f[5])")
    }
  }
}

@Suite("Exchange rates: trends")
struct RateTrendTests {
  @Test("A rate's change between two days gives the old and new rate, their difference and its direction")
  func changesBetweenTwoDays() throws {
    let today = try ExchangeRates(ecbXML: ECBFile.text(ECBFile.daily))
    let history = try RateHistory(ecbXML: ECBFile.text(ECBFile.history))
    let before = try #require(history.snapshot(before: today.date))
    #expect(before.date == "2017-03-03")
    let usd = try #require(today.change(of: "USD", since: before))
    #expect(usd.old == Number("1.0565"))
    #expect(usd.new == Number("1.0556"))
    #expect(usd.difference == Number("-0.0009"))
    // 0.0009 is within `.seed`'s ±0.01 and within 0.1% of 1.0565 (0.085%).
    #expect(usd.direction(by: .seed) == .steady)
    #expect(usd.direction() == .steady)
    // JPY moved 0.18 (0.15%): beyond both.
    let jpy = try #require(today.change(of: "JPY", since: before))
    #expect(jpy.difference == Number("-0.18"))
    #expect(jpy.direction(by: .seed) == .down)
    #expect(jpy.direction() == .down)
    // GBP rose 0.00398 (0.46%): `.seed`'s absolute rule misses it, the relative one does not.
    let gbp = try #require(today.change(of: "GBP", since: before))
    #expect(gbp.difference == Number("0.00398"))
    #expect(gbp.direction(by: .seed) == .steady)
    #expect(gbp.direction() == .up)
    #expect(RateChange.Direction.up.mark == "▲" && RateChange.Direction.down.mark == "▼")
    let all = today.changes(since: before)
    #expect(all.count == 31)
    #expect(all["EUR"] == nil)
  }

  @Test("Changes against another base currency are the quotients of the euro rates")
  func changesAgainstAnotherBase() throws {
    let today = try ExchangeRates(ecbXML: ECBFile.text(ECBFile.daily))
    let before = try #require(try RateHistory(ecbXML: ECBFile.text(ECBFile.history)).latest)
    let change = try #require(today.change(of: "JPY", since: before, base: "USD"))
    #expect(try change.new == Number("120.65")! / Number("1.0556")!)
    #expect(try change.old == Number("120.83")! / Number("1.0565")!)
    let all = today.changes(since: before, base: "usd")
    #expect(all.count == 31)
    #expect(all["EUR"] != nil && all["USD"] == nil)
  }

  @Test(
    "A change is up, down or steady by an absolute or relative threshold",
    arguments: [
    (TrendThreshold.absolute(Number("0.01")!), "1", "1.011", RateChange.Direction.up),
    (.absolute(Number("0.01")!), "1", "1.01", .steady),
    (.absolute(Number("0.01")!), "1", "0.989", .down),
    (.relative(Number("0.001")!), "1000", "1001", .steady),
    (.relative(Number("0.001")!), "1000", "1001.01", .up),
    (.relative(Number("0.001")!), "0.5", "0.4994", .down),
  ])
  func thresholds(threshold: TrendThreshold, old: String, new: String, expected: RateChange.Direction) throws {
    let change = RateChange(code: "USD", base: "EUR", old: try #require(Number(old)), new: try #require(Number(new)))
    #expect(change.direction(by: threshold) == expected)
  }

  @Test("A currency code, in either case, names its currency; an unknown one names none")
  func currencyNames() {
    #expect(Currency.name(ofCode: "usd") == "US dollar")
    #expect(Currency.name(ofCode: "HRK") == "Croatian kuna")
    #expect(Currency(code: "KRW")?.name == "South Korean won")
    #expect(Currency.name(ofCode: "XYZ") == nil)
  }

  @Test("Every currency of the ECB's file has a name")
  func everyECBCurrencyHasAName() throws {
    let today = try ExchangeRates(ecbXML: ECBFile.text(ECBFile.daily))
    for code in today.codes {
      #expect(Currency.name(ofCode: code) != nil, "\(code)")
    }
  }
}
