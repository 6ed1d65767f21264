import CalcKit
import Foundation
import Testing

/// The Swift blocks of the DocC article "Exchange Rates in an App" (ExchangeRatesInApps.md), each pasted as it is
/// into a test, run, and what its comments show checked after it (ARCHITECTURE.md, "Tests").
/// Lines before a block define what the article takes as given.
@Suite struct ExchangeRatesInAppsSnippetTests {
  /// Exchange Rates in an App (ExchangeRatesInApps.md).
  @Test("ExchangeRatesInApps.md's block converts with the ECB's rates as its comments show")
  func ratesForApps() throws {
    let dailyText = try SnippetFiles.ecbDaily()
    let ninetyDayText = try SnippetFiles.ecbHistory()
    // The block, as it is:
    let rates = try ExchangeRates(ecbXML: dailyText)              // newest day; date, base "EUR", exact rates
    try rates.convert(Number(100), from: "EUR", to: "USD")        // exactly 105.56 (2017-03-08)
    try rates.rate(of: "JPY", against: "USD")                     // 120.65/1.0556, exact
    let history = try RateHistory(ecbXML: ninetyDayText)          // every day, newest first
    if let before = history.snapshot(before: rates.date),          // 2017-03-03
       let change = rates.change(of: "USD", since: before) {
      change.difference                                            // -0.0009, exact
      change.direction(by: .default).mark                          // "" (within 0.1%)
    }
    history.lastKnownDate(of: "HRK")                               // the newest date quoting HRK
    Currency.name(ofCode: "KRW")                                   // "South Korean won"
    // What it shows:
    #expect(try rates.convert(Number(100), from: "EUR", to: "USD") == Number("105.56")!)
    #expect(try rates.rate(of: "JPY", against: "USD") == Number("120.65")! / Number("1.0556")!)
    let before = try #require(history.snapshot(before: rates.date))
    #expect(before.date == "2017-03-03")
    let change = try #require(rates.change(of: "USD", since: before))
    #expect(change.difference == Number("-0.0009")!)
    #expect(change.direction(by: .default).mark == "")
    #expect(history.lastKnownDate(of: "HRK") == "2017-03-03")
    #expect(Currency.name(ofCode: "KRW") == "South Korean won")
  }
}
