import CalcKit
import Testing

@Suite("Formatting reference vectors")
struct FormattingVectorTests {
  /// 1,500 fixed-digit results (decimal, percent, six currencies; seven rounding modes;
  /// en_US and de_DE) computed by scripts/make-format-vectors.py with exact fractions and
  /// Python's own digit grouping.
  @Test("formatted, percentString and currencyString match Python's exact rounding")
  func vectors() throws {
    let records = try Fixture.records("formatting", fieldCount: 6)
    #expect(records.count >= 1500)
    var failures: [String] = []
    for (line, fields) in records {
      let value = try Calculator().evaluate(fields[0])
      guard let rounding = RoundingMode(rawValue: fields[3]), let locale = NumberLocale(identifier: fields[4])
      else { throw Fixture.Failure(description: "formatting.tsv:\(line): bad settings") }
      let actual: String
      switch fields[1] {
      case "decimal":
        actual = value.formatted(fractionDigits: Int(fields[2]) ?? -1, rounding: rounding, locale: locale)
      case "percent":
        actual = value.percentString(fractionDigits: Int(fields[2]) ?? -1, rounding: rounding, locale: locale)
      default:
        actual = value.currencyString(code: fields[1], rounding: rounding, locale: locale)
      }
      if actual != fields[5] { failures.append("line \(line): \(fields[0]) \(fields[1]) \(fields[2]) \(fields[3]) \(fields[4]): \(actual) != \(fields[5])") }
    }
    #expect(failures.isEmpty, "\(failures.count) wrong, first: \(failures.prefix(5))")
  }
}
