import Foundation
import Testing
import TestSupport

/// Amounts of money through the binary, with the ECB's files served by a real HTTP server on
/// 127.0.0.1 (`RatesServer`): conversions with the cached rates, errors with carets, the
/// cache without a server, batches and the session's amounts.
@Suite("Money through the binary", .serialized)
struct MoneyCLITests {
  @Test("Conversions use the cached rates, rounded once, and say how old they are")
  func convertsWithTheCachedRates() throws {
    let server = try RatesServer()
    #expect(try server.calc(["--update-rates"]).status == 0)
    let euros = try server.calc(["100 EUR to USD"])
    #expect(euros.stdout == "105.56 USD\n", "\(euros)")
    #expect(euros.status == 0)
    // 1000·120.65/1216.36 = 3016250/30409 JPY: in whole yen, ≈ as it is rounded, as the
    // session shows it.
    let yen = try server.calc(["1000 KRW to JPY"])
    #expect(yen.stdout == "≈99 JPY\n", "\(yen)")
    // Old rates are used, and said to be old, on standard error.
    #expect(euros.stderr.contains("the exchange rates are from 2017-03-08"), "\(euros)")
  }

  @Test("Multiplying two amounts is an error with a caret under the product")
  func mixingAmountsAndNumbersIsAnErrorWithACaret() throws {
    let server = try RatesServer()
    #expect(try server.calc(["--update-rates"]).status == 0)
    let result = try server.calc(["3 USD * 2 EUR"])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(result.stderr.hasSuffix(errorReport(
      "cannot multiply two amounts (USD × EUR): multiply an amount by a plain number", "3 USD * 2 EUR", "^~~~~~~~~~~~~")))
  }

  @Test("With the server stopped, the cache answers")
  func withTheServerStoppedTheCacheAnswers() throws {
    let server = try RatesServer()
    #expect(try server.calc(["--update-rates"]).status == 0)
    server.stop()
    let result = try server.calc(["1200 KRW + 3 USD in EUR"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.hasSuffix(" EUR\n"))
  }

  @Test("Without a cache or a server a conversion uses the shipped rates and says their date; one currency needs none")
  func noCacheAndNoServerUsesTheShippedRates() throws {
    let server = try RatesServer()
    server.stop()
    let result = try server.calc(["100 EUR to USD"])
    #expect(result.status == 0, "\(result)")
    // The shipped snapshot is the ECB daily file of 2017-03-08 (scripts/make-shipped-rates.py):
    // 100 × 1.0556, exactly.
    #expect(result.stdout == "105.56 USD\n", "\(result)")
    #expect(result.stderr.contains("using the rates shipped with calc, of 2017-03-08"), "\(result)")
    #expect(result.stderr.contains("run `calc --update-rates`"), "\(result)")
    // The shipped rates are never cached: the first successful fetch replaces them.
    #expect(!FileManager.default.fileExists(atPath: server.cacheFile.path))
    // Amounts of one currency need no rates at all, and do not wait for a fetch.
    let same = try server.calc(["100 USD + 1 USD"])
    #expect(same.stdout == "101.00 USD\n", "\(same)")
    #expect(same.stderr.isEmpty, "\(same)")
  }

  @Test("Offline with an empty state directory, the shipped rates answer; a cache, once there, is used instead")
  func offlineUsesTheShippedRatesUntilACacheExists() throws {
    let server = try RatesServer()
    let offline = try server.calc(["1000 KRW to JPY"], ["CALC_OFFLINE": "1"])
    #expect(offline.status == 0, "\(offline)")
    #expect(offline.stdout == "≈99 JPY\n", "\(offline)")
    #expect(offline.stderr.contains("shipped with calc, of 2017-03-08"), "\(offline)")
    #expect(server.requests.isEmpty)
    #expect(try server.calc(["--update-rates"]).status == 0)
    let cached = try server.calc(["100 EUR to USD"], ["CALC_OFFLINE": "1"])
    #expect(cached.stdout == "105.56 USD\n", "\(cached)")
    #expect(!cached.stderr.contains("shipped"), "\(cached)")
  }

  @Test("A batch loads the rates once and keeps amounts in variables")
  func batchLoadsTheRatesOnceAndKeepsAmountsInVariables() throws {
    let server = try RatesServer()
    #expect(try server.calc(["--update-rates"]).status == 0)
    let result = try runCalc(
      [], stdin: Array("price = 100 EUR\nprice * 2\nans to USD\n1 + 1\n".utf8), environment: server.environment())
    #expect(result.stdout == "100.00 EUR\n200.00 EUR\n211.12 USD\n2\n", "\(result)")
    #expect(result.status == 0)
  }

  @Test("A line without money never fetches rates")
  func aLineWithoutMoneyNeverReadsTheRates() throws {
    let server = try RatesServer()
    // No cache, a server that is up: a plain line must not fetch anything.
    let result = try server.calc(["123+456*2"])
    #expect(result.stdout == "1035\n")
    #expect(server.requests.isEmpty)
  }

  @Test("The session shows an amount with its minor units and the rates' date")
  func theSessionShowsTheRatesDate() throws {
    let server = try RatesServer()
    #expect(try server.calc(["--update-rates"]).status == 0)
    let terminal = try TerminalSession(["--no-state"], environment: server.environment())
    let shown = terminal.enter("100 EUR to USD")
    #expect(shown.contains("105.56 USD · ECB 2017-03-08"), "\(shown)")
    // The session shows an amount with its currency's minor units, ≈ when they round it.
    let yen = terminal.enter("1000 KRW to JPY")
    #expect(yen.contains("≈99 JPY · ECB 2017-03-08"), "\(yen)")
    let same = terminal.enter("2 USD * 3")
    #expect(same.contains("6.00 USD") && !same.contains("ECB"), "\(same)")
    let fraction = terminal.enter("100 USD / 3 to fraction")
    #expect(fraction.contains("100/3 USD"), "\(fraction)")
    let help = terminal.enter(":help money")
    #expect(help.contains("100 EUR to USD"), "\(help)")
  }

  @Test("A restored session keeps its amounts' currencies")
  func aRestoredSessionKeepsItsAmounts() throws {
    let server = try RatesServer()
    #expect(try server.calc(["--update-rates"]).status == 0)
    let home = try TerminalSession.temporaryDirectory()
    do {
      let first = try TerminalSession(stateHome: home, environment: server.environment())
      _ = first.enter("price = 100 EUR")
      _ = first.enter(":quit")
    }
    let second = try TerminalSession(stateHome: home, environment: server.environment())
    let shown = second.enter("price to USD")
    #expect(shown.contains("105.56 USD · ECB 2017-03-08"), "\(shown)")
  }

  @Test("Raising the precision keeps an amount's currency")
  func raisingThePrecisionKeepsAnAmountsCurrency() throws {
    let server = try RatesServer()
    #expect(try server.calc(["--update-rates"]).status == 0)
    let terminal = try TerminalSession(["--no-state"], environment: server.environment())
    _ = terminal.enter("yen = 1000 KRW to JPY")
    let raised = terminal.enter(":precision 60")
    #expect(!raised.contains("computed again"), "\(raised)")
    let shown = terminal.enter("yen * 2")
    #expect(shown.contains("JPY"), "\(shown)")
  }
}
