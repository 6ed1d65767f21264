import CalcKit
import Foundation
import Testing

// The saved form of numbers that earlier versions of calc wrote (Fixtures/saved-numbers.tsv,
// taken from a session file of calc at commit 860a187): each must keep reading back as the
// same value, and a session must keep writing it byte for byte.

@Suite("Saved number forms")
struct SavedNumberFormTests {
  private static let records = (try? Fixture.records("saved-numbers", fieldCount: 2)) ?? []

  @Test("The fixture is there")
  func present() {
    #expect(SavedNumberFormTests.records.count >= 19)
  }

  @Test("Each saved text reads back as the value of its expression")
  func reads() throws {
    let calculator = Calculator()
    for (line, fields) in SavedNumberFormTests.records {
      let value = try calculator.evaluate(fields[0])
      let data = try JSONEncoder().encode([fields[1]])
      let back = try JSONDecoder().decode([Number].self, from: data)[0]
      #expect(back == value, "line \(line): \(fields[0])")
      #expect(back.isExact == value.isExact, "line \(line)")
      #expect(back.decimalString(precision: 60) == value.decimalString(precision: 60), "line \(line)")
    }
  }
}
