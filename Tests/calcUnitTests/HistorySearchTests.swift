import Testing

@testable import calc

@Suite("Ctrl-R history search")
struct HistorySearchTests {
  private let history = ["x = sqrt(2)", "y = 3", "z = sqrt(3)", "2+2"]

  @Test("Typing narrows from the newest line; Ctrl-R goes older; Backspace widens again")
  func search() {
    var search = HistorySearch(entries: history)
    #expect(search.status == "(search history) '': ")
    search.type("s")
    #expect(search.match == "z = sqrt(3)")
    search.type("q")
    #expect(search.status == "(search history) 'sq': z = sqrt(3)")
    search.older()
    #expect(search.match == "x = sqrt(2)")
    // Nothing older: the line found stays, marked not found.
    search.older()
    #expect(search.match == "x = sqrt(2)" && search.failed)
    #expect(search.status.hasPrefix("(search history, not found) 'sq'"))
    search.erase()
    #expect(search.match == "z = sqrt(3)" && !search.failed)
    search.type("x")
    #expect(search.failed && search.match == "z = sqrt(3)")
  }

  @Test("An empty history finds nothing and does not fail on Ctrl-R")
  func empty() {
    var search = HistorySearch(entries: [])
    search.older()
    search.type("1")
    search.erase()
    search.erase()
    #expect(search.match == nil)
  }
}
