@testable import CalcKit
import CalcNumber
import Testing

/// A literal beyond the exact-size limit by its exponent (`992e999999`) is held as an
/// approximation. Exactly on a rounding boundary of the mode (at most p significant digits
/// in a directed rounding, a tie in a rounding to nearest) no bounds decide its digits: it
/// is `indeterminate` at once, with a message naming the limit and what decides it.
/// The values on either side come from fuzz.tsv (scripts/make-bounded-work-vectors.py).
@Suite("Literals beyond the exact-size limit on a rounding boundary")
struct LiteralBoundaryTests {
  static func error(_ source: String, precision: Int, rounding: RoundingMode) throws -> CalcError {
    let calculator = Calculator(precision: precision, rounding: rounding)
    return try #require(throws: CalcError.self) { try calculator.evaluate(source) }
  }

  @Test("A directed rounding of a literal with at most p digits names the limit", arguments: [
    RoundingMode.up, .down, .ceiling, .floor,
  ])
  func directed(rounding: RoundingMode) throws {
    for source in ["992e999999", "-992e999999999", "1e999999999"] {
      let error = try Self.error(source, precision: 38, rounding: rounding)
      #expect(error == Message.literalOnBoundary(
        exactDigits: 1_000_000, precision: 38, rounding: rounding.rawValue, isTie: false,
        at: SourceRange(0, source.utf8.count)))
      #expect(error.message.hasPrefix("this number has more than 1,000,000 digits (the exact-size limit)"))
      #expect(error.message.hasSuffix("a rounding to nearest decides it"))
    }
  }

  @Test("A tie in a rounding to nearest names the digits that decide it", arguments: [
    RoundingMode.halfEven, .halfUp, .halfDown,
  ])
  func tie(rounding: RoundingMode) throws {
    let error = try Self.error("9925e999999999", precision: 3, rounding: rounding)
    #expect(error.kind == .indeterminate)
    #expect(error.message.hasSuffix("lies exactly halfway between two decimals, which an approximation cannot decide: 4 digits decide it"))
    // The same literal at 4 digits is not a tie: 9.925e+1000000002.
    let calculator = Calculator(precision: 4, rounding: rounding)
    #expect(calculator.format(try calculator.evaluate("9925e999999999")) == "9.925e+1000000002")
  }

  @Test("Off a boundary, or inside the limit, the literal is shown as before")
  func offBoundary() throws {
    let down = Calculator(precision: 38, rounding: .down)
    // 39 digits: not a 38-digit decimal, so bounds decide the rounding down.
    let long = "123456789012345678901234567890123456789e999999999"
    #expect(down.format(try down.evaluate(long)) == "1.2345678901234567890123456789012345678e+1000000037")
    // An expression of the literal is not checked here (the refinement decides or says why).
    #expect(try down.evaluate("992e999").isExact)
    #expect(Calculator().format(try Calculator().evaluate("992e999999999")) == "9.92e+1000000001")
  }
}
