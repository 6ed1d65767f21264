import CalcKit

/// One vector of a four-field fixture (`expression<TAB>precision<TAB>rounding<TAB>expected`)
/// and what calc showed for it: the value formatted, or `error: <message>`.
struct VectorOutcome: Sendable {
  var line: Int
  var expression: String
  var precision: Int
  var rounding: RoundingMode
  var expected: String
  var actual: String

  /// Every vector of `Fixtures/<name>.tsv`, evaluated on all processors, `chunk` at a time.
  static func evaluate(_ name: String, chunk: Int) throws -> [VectorOutcome] {
    let vectors = try Fixture.records(name, fieldCount: 4).map { record -> VectorOutcome in
      let f = record.fields
      let (precision, rounding) = try Fixture.settings(f, at: 1, file: "\(name).tsv", line: record.line)
      return VectorOutcome(
        line: record.line, expression: f[0], precision: precision, rounding: rounding, expected: f[3], actual: "")
    }
    let actual = Fixture.concurrentMap(vectors, chunk: chunk) { v -> String in
      let calculator = Calculator(precision: v.precision, rounding: v.rounding)
      do {
        return calculator.format(try calculator.evaluate(v.expression))
      } catch let error as CalcError {
        return "error: \(error.message)"
      } catch {
        return "error: \(error)"
      }
    }
    return zip(vectors, actual).map { v, a in
      var v = v
      v.actual = a
      return v
    }
  }

  /// The vectors of `outcomes` that differ, the first 20 of them spelled out.
  static func report(_ outcomes: [VectorOutcome], file: String) -> (mismatches: Int, text: String) {
    let mismatches = outcomes.filter { $0.actual != $0.expected }
    var report = "\(mismatches.count) of \(outcomes.count) vectors differ:"
    for m in mismatches.prefix(20) {
      report += "\n  \(file):\(m.line): \(m.expression) [\(m.precision), \(m.rounding.rawValue)]"
      report += " expected \(m.expected), actual \(m.actual)"
    }
    return (mismatches.count, report)
  }
}
