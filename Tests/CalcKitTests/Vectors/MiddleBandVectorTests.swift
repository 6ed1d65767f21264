import CalcKit
import Testing

/// exp, ln, atan, asin and acos between about 150 and 9,000 digits, where the kernels reduce the
/// argument (by 7-smooth ratios for exp and ln, by Gaussian integers for the inverse circular
/// functions) before summing a short series by blocks, against reference vectors computed
/// outside Swift: `Fixtures/middle-band.tsv` from `scripts/make-middle-band-vectors.py`
/// (mpmath at two precisions far from a rounding boundary, and python-flint's proven Arb
/// balls), every rounding mode. Format: `expression<TAB>precision<TAB>rounding<TAB>expected`.
@Suite("Middle band: exp, ln, atan, asin and acos at 160 to 9,000 digits against reference vectors")
struct MiddleBandVectorTests {
  static let outcomes: Result<[VectorOutcome], any Error> = Result { try VectorOutcome.evaluate("middle-band", chunk: 8) }

  @Test("Every line of middle-band.tsv gives the reference's digits")
  func allVectors() throws {
    let outcomes = try Self.outcomes.get()
    #expect(outcomes.count > 250)
    let (mismatches, report) = VectorOutcome.report(outcomes, file: "middle-band.tsv")
    #expect(mismatches == 0, "\(report)")
  }

  @Test("Each function has vectors at every rounding mode and at 1,000 digits", arguments: ["exp", "ln", "atan", "asin", "acos"])
  func coverage(_ name: String) throws {
    let outcomes = try Self.outcomes.get().filter { $0.expression.hasPrefix(name + "(") }
    #expect(Set(outcomes.map(\.rounding)).count == 7, "\(name): not every rounding mode")
    #expect(outcomes.filter { $0.precision == 1000 }.count >= 10, "\(name): fewer than 10 rows at 1,000 digits")
  }
}
