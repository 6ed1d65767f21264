/// A worksheet: lines of text with a result beside each, as in a notepad calculator.
///
/// A line is an expression, an assignment (`x = 5`), a definition (`f(x) = x^2`) or text;
/// `# …` and `// …` are comments, `rent: 1200` labels a value, `Groceries 120` is 120 with
/// words around it, `line3` and labels refer to other lines, `total` (or `sum`) and
/// `average` to the block above, and `## Heading` or a blank line ends a block (Grammar.md,
/// "Worksheets").
///
/// ```swift
/// var sheet = Worksheet(calculator: calculator)   // with its settings, locale and rates
/// try sheet.setText("rent: 1200\nfood: 300\ntotal")
/// sheet.lines[2].displayText                       // "1500"
/// try sheet.replaceLines(1..<2, with: "food: 350")  // re-evaluates lines 2 and 3 alone
/// ```
///
/// An edit re-evaluates only the lines that depend on what changed: a linear pass over the
/// lines resolves every name, line reference and total to the line it reads (a dependency
/// graph from each line to the lines it reads), and a line is evaluated again only when its
/// text changed or a line it reads got a different result. Each line's evaluation is
/// bounded by the calculator's ``Calculator/workBudget``; a `Worksheet` is a value
/// (`Sendable`), and `Codable` (its text and settings: decoding evaluates it again).
public struct Worksheet: Sendable {
  /// The settings, locale, exchange rates and registered functions every line is evaluated
  /// with; setting it evaluates every line again.
  public var calculator: Calculator {
    didSet { entries.indices.forEach { entries[$0].isStale = true } }
  }
  /// The lines and their results, in order.
  public internal(set) var lines: [Line] = []
  /// The text: the lines joined with line breaks, and one more after a last line that is
  /// blank, so that ``init(text:calculator:cancellation:)`` of it has these lines again (a
  /// text's final line break ends its last line, as in a file).
  public var text: String {
    let joined = lines.map(\.text).joined(separator: "\n")
    return lines.count > 1 && lines.last?.text == "" ? joined + "\n" : joined
  }
  /// How many times a line has been evaluated since the worksheet was made: what an edit
  /// costs (a test of which lines an edit re-evaluates reads it).
  public internal(set) var evaluationCount = 0

  /// What each of ``lines`` reads and was computed from, in the same order.
  var entries: [Entry] = []

  /// The most lines a worksheet may have: 100,000. Each line's evaluation is bounded by the
  /// work budget; this bounds their number, and the memory their results take.
  public static let maximumLines = 100_000
  var nextID = 0
  /// Counts the changes a block's totals look for (``Entry/stamp``); it only moves forward,
  /// also when an evaluation is cancelled and undone.
  var clock = 0

  /// The clock, moved one forward.
  mutating func tick() -> Int {
    clock += 1
    return clock
  }

  /// An empty worksheet evaluated with `calculator`'s settings, locale and rates.
  public init(calculator: Calculator = Calculator()) {
    self.calculator = calculator
  }

  /// A worksheet of `text`, evaluated.
  ///
  /// - Throws: ``CalcError`` of kind ``CalcError/Kind/cancelled`` when `cancellation` is
  ///   cancelled; every other error belongs to a line (``Line/error``).
  public init(text: String, calculator: Calculator = Calculator(), cancellation: CancellationToken? = nil)
    throws(CalcError)
  {
    self.calculator = calculator
    try setText(text, cancellation: cancellation)
  }

  /// Replaces the whole text, and evaluates the lines that changed and those that read them.
  ///
  /// - Throws: ``CalcError`` of kind ``CalcError/Kind/cancelled`` when `cancellation` (or
  ///   the task this runs in) is cancelled; the worksheet is then as it was.
  public mutating func setText(_ text: String, cancellation: CancellationToken? = nil) throws(CalcError) {
    let new = Worksheet.split(text)
    // Keep the lines that are the same at the start and the end: an edit in the middle.
    var prefix = 0
    while prefix < new.count, prefix < entries.count, lines[prefix].text == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < new.count - prefix, suffix < entries.count - prefix,
      lines[entries.count - 1 - suffix].text == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    try replaceLines(prefix..<(entries.count - suffix), with: new[prefix..<(new.count - suffix)], cancellation: cancellation)
  }

  /// Replaces the lines `range` (0-based line indices) with the lines of `text` (none when
  /// `text` is empty and `range` is not), and evaluates what changed and what reads it.
  ///
  /// - Throws: ``CalcError`` of kind ``CalcError/Kind/cancelled`` when `cancellation` (or
  ///   the task this runs in) is cancelled (the worksheet is then as it was); of kind
  ///   ``CalcError/Kind/syntax`` when `range` is not a range of lines; of kind
  ///   ``CalcError/Kind/tooLarge`` when the worksheet would have more than
  ///   ``maximumLines`` lines.
  public mutating func replaceLines(_ range: Range<Int>, with text: String, cancellation: CancellationToken? = nil)
    throws(CalcError)
  {
    let new = text.isEmpty && !range.isEmpty ? [] : Worksheet.split(text)
    try replaceLines(range, with: new[...], cancellation: cancellation)
  }

  mutating func replaceLines(_ range: Range<Int>, with new: ArraySlice<String>, cancellation: CancellationToken?)
    throws(CalcError)
  {
    guard range.lowerBound >= 0, range.upperBound <= entries.count else {
      throw Message.noSuchLines(range.lowerBound + 1, range.upperBound, count: entries.count)
    }
    guard entries.count - range.count + new.count <= Worksheet.maximumLines else {
      throw Message.worksheetTooLong(entries.count - range.count + new.count, maximum: Worksheet.maximumLines)
    }
    let locale = calculator.inputLocale
    let first = nextID + 1
    var replacements = new.enumerated().map { offset, text in Entry(id: first + offset, text: text, locale: locale) }
    for index in replacements.indices { replacements[index].stamp = tick() }
    let saved = (nextID, evaluationCount, Array(entries[range]), Array(lines[range]))
    nextID += replacements.count
    entries.replaceSubrange(range, with: replacements)
    // Lines removed and none put in their place: the line now below them is evaluated
    // again and stamped, so that it (when it is a total) and the totals below it in its
    // block, which may have lost lines or gained those of the block above, look again.
    // (Lines put in their place have stamps of their own.)
    let below = range.lowerBound
    if replacements.isEmpty, !range.isEmpty, below < entries.count {
      entries[below].stamp = tick()
      entries[below].isStale = true
    }
    lines.replaceSubrange(range, with: replacements.map { Line(text: $0.text, kind: .text, label: $0.reading.label) })
    var undo: [(index: Int, entry: Entry, line: Line)] = []
    do {
      try evaluate(cancellation: cancellation, undo: &undo)
    } catch {
      // As it was: the lines evaluated put back, then the lines replaced.
      for change in undo.reversed() {
        entries[change.index] = change.entry
        lines[change.index] = change.line
      }
      let inserted = range.lowerBound..<(range.lowerBound + replacements.count)
      entries.replaceSubrange(inserted, with: saved.2)
      lines.replaceSubrange(inserted, with: saved.3)
      (nextID, evaluationCount) = (saved.0, saved.1)
      throw error
    }
  }

  /// Evaluates every line again (after the rates or settings changed outside).
  public mutating func reevaluate(cancellation: CancellationToken? = nil) throws(CalcError) {
    var copy = self
    copy.entries.indices.forEach { copy.entries[$0].isStale = true }
    var undo: [(index: Int, entry: Entry, line: Line)] = []
    try copy.evaluate(cancellation: cancellation, undo: &undo)
    self = copy
  }

  static func split(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
    }
    if lines.count > 1, lines.last == "" { lines.removeLast() }
    return lines
  }
}
