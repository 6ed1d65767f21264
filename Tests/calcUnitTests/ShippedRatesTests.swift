import CalcKit
import Foundation
import Testing
import TestSupport

@testable import calc

@Suite("The rates shipped with calc")
struct ShippedRatesTests {
  @Test("The embedded file parses to the ECB daily file it was made from, dated as it says")
  func theEmbeddedFileIsTheDailyFile() throws {
    let shipped = try #require(ShippedRates.snapshot)
    let file = try ExchangeRates(ecbXML: String(contentsOf: ECBFiles.daily, encoding: .utf8))
    #expect(shipped.latest == file)
    #expect(shipped.latest.date == ShippedRates.date)
    #expect(shipped.latest.rates.count == 31)
    #expect(shipped.source == ShippedRates.source)
    #expect(shipped.problem == nil)
  }
}
