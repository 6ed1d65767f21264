import CalcKit
import Testing

/// The language of conversions, bitwise operations, implicit multiplication, mixed numbers
/// and recurring decimals against vectors computed in Python (integers, fractions, decimal)
/// by `scripts/make-language-vectors.py`.
@Suite struct LanguageVectorTests {
  /// What `run` gives for a line: a conversion's text, or an exact value as a fraction.
  static func outcome(_ expression: String) -> String {
    var calculator = Calculator()
    do {
      switch try calculator.run(expression) {
      case .converted(let converted): return converted.text
      case .amount(let amount): return amount.text
      case .value(let value): return value.fractionString ?? "approximate \(value)"
      case .definition: return "definition"
      case .plot: return "plot"
      }
    } catch {
      return "error: \(error.message)"
    }
  }

  @Test("Every line of language.tsv gives the reference's value or error")
  func everyVectorMatches() throws {
    let records = try Fixture.records("language", fieldCount: 2)
    #expect(records.count > 3000)
    let results = Fixture.concurrentMap(records.map(\.fields[0])) { LanguageVectorTests.outcome($0) }
    var mismatches: [String] = []
    for (record, result) in zip(records, results) where result != record.fields[1] {
      mismatches.append("language.tsv:\(record.line): \(record.fields[0]) → \(result), expected \(record.fields[1])")
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) mismatches:\n\(mismatches.prefix(20).joined(separator: "\n"))")
  }
}
