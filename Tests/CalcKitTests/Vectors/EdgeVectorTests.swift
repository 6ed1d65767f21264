import CalcKit
import Foundation
import Testing

/// Never a wrong digit, even at the edges: reference vectors computed outside
/// Swift for tiny arguments, values just beside a rounding boundary, directed modes,
/// results beyond the cap on small values, and random compositions of functions.
///
/// - `Fixtures/edges.tsv` (`python3 scripts/make-edge-vectors.py`): every expected value
///   is proven by exact rational bounds (Taylor series, integer square roots, Machin's
///   pi) and checked against mpmath at two precisions by two formulas. `expected` is the
///   text calc prints, or an error kind (`too-small`). An expression starting with `?`
///   is one whose deciding digit lies more than 1,800 digits deep: the value, or the
///   error `indeterminate`, is accepted.
/// - `Fixtures/compositions.tsv` (`python3 scripts/make-composition-vectors.py`): random
///   compositions of depth 2–3 with mpmath values at p+200 and p+260 digits, far from
///   every rounding boundary; `expected` is a value or `domain`. Calc may answer
///   `indeterminate` for a few of them (at most 2%), never anything else.
///
/// Format of both: `expression<TAB>precision<TAB>rounding<TAB>angle<TAB>expected`.
@Suite("Edge reference vectors")
struct EdgeVectorTests {
  struct Vector: Sendable {
    var file: String
    var line: Int
    var expression: String
    var precision: Int
    var rounding: RoundingMode
    var angleUnit: AngleUnit
    var expected: String
    /// A `?` line: the value or `indeterminate`.
    var mayBeIndeterminate: Bool
    /// `sin`, `exp`, `power`, … (the outermost function), for the report.
    var family: String
  }

  struct Outcome: Sendable {
    var vector: Vector
    /// What calc printed, or the kind of its error.
    var actual: String
    var matches: Bool { actual == vector.expected }
    var isIndeterminate: Bool { actual == CalcError.Kind.indeterminate.rawValue }
    var accepted: Bool { matches || (vector.mayBeIndeterminate && isIndeterminate) }
  }

  static let edges: Result<[Outcome], any Error> = Result { evaluateAll(try vectors("edges")) }
  static let compositions: Result<[Outcome], any Error> = Result { evaluateAll(try vectors("compositions")) }

  // MARK: - Tests

  @Test("The fixtures load and are large enough")
  func fixturesLoad() throws {
    let edges = try Self.vectors("edges")
    #expect(edges.count >= 3000, "edges.tsv has only \(edges.count) lines")
    #expect(edges.filter(\.mayBeIndeterminate).count >= 50, "edges.tsv has too few '?' lines")
    // Only magnitudes below 2^-(2^62) are too small now: five expressions in two modes.
    #expect(edges.filter { $0.expected == "too-small" }.count >= 10, "edges.tsv has too few too-small lines")
    let compositions = try Self.vectors("compositions")
    #expect(compositions.count >= 500, "compositions.tsv has only \(compositions.count) lines")
  }

  @Test("Every line of edges.tsv matches (a '?' line may be indeterminate)")
  func edgeVectors() throws {
    let outcomes = try Self.edges.get()
    let failures = outcomes.filter { !$0.accepted }
    let failed = failures.count
    #expect(failed == 0, "\(Self.report(failures, of: outcomes.count))")
  }

  @Test("The lines of edges.tsv for each function match", arguments: [
    "sin", "tan", "asin", "atan", "cos", "acos", "exp", "ln", "sqrt", "power", "reported",
  ])
  func edgeVectorsOfOneFamily(_ family: String) throws {
    let outcomes = try Self.edges.get().filter { $0.vector.family == family }
    #expect(outcomes.count >= 50, "only \(outcomes.count) vectors of \(family)")
    let failures = outcomes.filter { !$0.accepted }
    let failed = failures.count
    #expect(failed == 0, "\(family): \(Self.report(failures, of: outcomes.count))")
  }

  @Test("Compositions of functions (compositions.tsv) never give a wrong value, and few are indeterminate")
  func compositionVectors() throws {
    let outcomes = try Self.compositions.get()
    let wrong = outcomes.filter { !$0.matches && !$0.isIndeterminate }
    let wrongCount = wrong.count
    #expect(wrongCount == 0, "\(Self.report(wrong, of: outcomes.count))")
    let indeterminate = outcomes.filter(\.isIndeterminate)
    let indeterminateCount = indeterminate.count
    let total = outcomes.count
    #expect(
      indeterminateCount * 50 <= total,
      "\(indeterminate.count) of \(outcomes.count) are indeterminate (at most 2% may be): \(Self.report(indeterminate, of: outcomes.count, limit: 5))"
    )
  }

  // MARK: - Checking

  /// What calc prints for the vector, or the kind of its error.
  static func evaluate(_ vector: Vector) -> String {
    let calculator = Calculator(
      precision: vector.precision, rounding: vector.rounding, angleUnit: vector.angleUnit)
    do {
      return calculator.format(try calculator.evaluate(vector.expression))
    } catch {
      return error.kind.rawValue
    }
  }

  /// Evaluates the vectors on all cores, in order.
  static func evaluateAll(_ vectors: [Vector]) -> [Outcome] {
    zip(vectors, Fixture.concurrentMap(vectors, chunk: 8, evaluate)).map { Outcome(vector: $0, actual: $1) }
  }

  static func report(_ failures: [Outcome], of total: Int, limit: Int = 20) -> String {
    var text = "\(failures.count) of \(total) vectors differ"
    let kinds = Dictionary(grouping: failures, by: { $0.vector.family }).mapValues(\.count)
    text += " [by function: \(kinds.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))]"
    if failures.count > limit { text += " (first \(limit) shown)" }
    text += ":"
    for f in failures.prefix(limit) {
      let v = f.vector
      let shown = v.expression.count > 120 ? String(v.expression.prefix(117)) + "…" : v.expression
      text += "\n  \(v.file).tsv:\(v.line): \(v.mayBeIndeterminate ? "?" : "")\(shown)"
      text += "   [precision \(v.precision), \(v.rounding.rawValue), \(v.angleUnit.rawValue)]"
      text += "\n      expected \(Self.abbreviated(v.expected))"
      text += "\n      actual   \(Self.abbreviated(f.actual))"
    }
    return text
  }

  /// Long digit strings cut in the middle, so a report stays readable.
  static func abbreviated(_ s: String) -> String {
    guard s.count > 100 else { return s }
    return "\(s.prefix(60))…(\(s.count) chars)…\(s.suffix(30))"
  }

  // MARK: - Fixture loading

  static func vectors(_ name: String) throws -> [Vector] {
    try Fixture.records(name, fieldCount: 5).map { record -> Vector in
      let f = record.fields
      let (precision, rounding) = try Fixture.settings(f, at: 1, file: "\(name).tsv", line: record.line)
      guard let angleUnit = AngleUnit(rawValue: f[3]) else {
        throw Fixture.Failure(description: "\(name).tsv:\(record.line): bad angle unit \(f[3])")
      }
      let question = f[0].hasPrefix("?")
      let expression = question ? String(f[0].dropFirst()) : f[0]
      return Vector(
        file: name, line: record.line, expression: expression, precision: precision,
        rounding: rounding, angleUnit: angleUnit, expected: f[4], mayBeIndeterminate: question,
        family: family(of: expression, file: name, line: record.line))
    }
  }

  /// Lines of the section "reported examples" in edges.tsv (examples once reported with a
  /// wrong digit) are tagged by the generator's section comment; other lines by their
  /// outermost function.
  static func family(of expression: String, file: String, line: Int) -> String {
    if file == "edges", reportedLines.contains(line) { return "reported" }
    if let paren = expression.firstIndex(of: "("), let first = expression.first, first.isLetter {
      let name = expression[..<paren]
      if name.allSatisfy({ $0.isLetter || $0.isNumber }) { return String(name) }
    }
    return expression.contains("^") ? "power" : "other"
  }

  /// The lines of edges.tsv between `# --- reported examples` and the next section comment.
  static let reportedLines: Set<Int> = {
    guard let url = Bundle.module.url(forResource: "edges", withExtension: "tsv", subdirectory: "Fixtures"),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else { return [] }
    var lines: Set<Int> = []
    var inside = false
    for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
      if line.hasPrefix("# ---") {
        inside = line.hasPrefix("# --- reported examples")
      } else if inside {
        lines.insert(index + 1)
      }
    }
    return lines
  }()
}
