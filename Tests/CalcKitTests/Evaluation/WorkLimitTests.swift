import CalcKit
import Testing

// The cap on work: function calls and powers per expression, fewer at higher precision.

@Suite("Work limit")
struct WorkLimitTests {
  @Test("Up to the limit an expression evaluates; one call more is too-large at that call", arguments: [38, 100, 2_000, 5_000])
  func limit(precision: Int) throws {
    let limit = Limits.maximumFunctionCalls(precision: precision)
    #expect(limit == max(10, 76_000 / precision))
    var calculator = Calculator()
    calculator.precision = precision
    let call = "abs(-1)+"
    let atLimit = String(repeating: call, count: limit) + "0"
    #expect(try calculator.evaluate(atLimit) == Number(limit))
    let over = String(repeating: call, count: limit + 1) + "0"
    let error = try #require(throws: CalcError.self) { try calculator.evaluate(over) }
    #expect(error.kind == .tooLarge)
    // The range is the first call beyond the limit.
    let start = limit * call.utf8.count
    #expect(error.range == SourceRange(start, start + "abs(-1)".utf8.count))
  }

  @Test("Powers of approximations count; exact arithmetic alone is not limited")
  func powers() throws {
    var calculator = Calculator()
    calculator.precision = 5_000
    let limit = Limits.maximumFunctionCalls(precision: 5_000)
    let overPowers = String(repeating: "pi^2+", count: limit + 1) + "0"
    #expect(throws: CalcError.self) { try calculator.evaluate(overPowers) }
    let exact = String(repeating: "2^3+", count: 5_000) + "0"
    #expect(try calculator.evaluate(exact) == Number(40_000))
  }
}
