extension Calculator {
  /// Runs the statements of `source` at `ranges` in order; the outcome is the last
  /// one's. Empty statements (`x = 3;`, `;;`) are skipped; a line of nothing else is the
  /// error of an empty line.
  mutating func run(
    _ ranges: [SourceRange], of source: String, cancellation: CancellationToken?
  ) throws(CalcError) -> Outcome {
    let utf8 = Array(source.utf8)
    var outcome: Outcome?
    for range in ranges {
      let text = String(decoding: utf8[range.lowerBound..<range.upperBound], as: UTF8.self)
      guard text.contains(where: { !$0.isWhitespace }) else { continue }
      do {
        outcome = try runStatement(text, cancellation: cancellation)
      } catch {
        var located = error
        located.range = SourceRange(error.range.lowerBound + range.lowerBound, error.range.upperBound + range.lowerBound)
        throw located
      }
    }
    guard let outcome else { return try runStatement("", cancellation: cancellation) }
    return outcome
  }
}
