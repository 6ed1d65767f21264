import CalcKit

extension Session {
  /// What the live preview shows under a line being typed (``LivePreview``).
  enum Preview: Equatable, Sendable {
    /// Nothing: the line is blank, a command, or not finished (`2+3*`, `sqrt(`).
    case nothing
    /// The text Return would print for the line.
    case value(String)
    /// An error the line keeps whatever is typed after it: its message.
    case error(String)
  }

  /// The preview of `typed`, evaluated on a copy of this session, so an assignment, a
  /// definition or anything else with an effect changes nothing; exchange rates are read
  /// from the cache only, never fetched. An evaluation stopped by `cancellation` previews
  /// as nothing.
  func preview(of typed: String, columns: Int, cancellation: CancellationToken?) -> Preview {
    guard Session.hasPreview(typed) else { return .nothing }
    let line = LineComment.stripped(typed)
    guard let first = line.first(where: { !$0.isWhitespace }) else { return .nothing }
    var copy = self
    copy.rates.offline = true
    var source = line
    if Session.continuingOperators.contains(first) {
      guard calculator.lastResult != nil else { return .nothing }
      source = "ans" + line
    }
    copy.rates.prepare(&copy.calculator, for: source)
    do {
      let outcome = try copy.calculator.run(source, cancellation: cancellation)
      return .value(copy.text(of: outcome, columns: columns))
    } catch {
      if error.kind == .cancelled { return .nothing }
      if Session.couldContinue(source, after: error, calculator: calculator) { return .nothing }
      return .error(copy.rates.explained(error).message)
    }
  }

  /// Whether a line may have a preview: it is not blank (or a comment alone), not a `:`
  /// command, and not a word such as `help` or `quit` alone. Decided without evaluating.
  static func hasPreview(_ typed: String) -> Bool {
    let trimmed = LineComment.stripped(typed).trimmingWhitespace
    guard let first = trimmed.first, first != ":" else { return false }
    let firstWord = trimmed.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
    return !Session.plainCommands.contains(firstWord)
  }

  /// Whether typing more after `source` might still give a line without `error`: the
  /// error reaches the end of the line (`2+3*`, `sq`, `1/0` before `.5`), or a syntax
  /// error goes away when a number, a bracketed one or a name is typed and the open
  /// brackets are closed (`(2+3`). The preview shows only errors that cannot.
  static func couldContinue(_ source: String, after error: CalcError, calculator: Calculator) -> Bool {
    let trailing = source.utf8.reversed().prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
    if error.range.upperBound >= source.utf8.count - trailing { return true }
    guard error.kind == .syntax else { return false }
    for suffix in ["1", " 1", "(1)", " x", ""] {
      var candidate = source + suffix
      var open = 0
      for byte in candidate.utf8 {
        if byte == UInt8(ascii: "(") { open += 1 }
        if byte == UInt8(ascii: ")") { open -= 1 }
      }
      if open > 0 { candidate += String(repeating: ")", count: open) }
      if (try? calculator.parse(candidate)) != nil { return true }
    }
    return false
  }
}
