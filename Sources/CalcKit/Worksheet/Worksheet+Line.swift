extension Worksheet {
  /// What one line of a worksheet is, as the worksheet language reads it (Grammar.md,
  /// "Worksheets").
  public enum Kind: String, Sendable, Hashable, Codable {
    /// An empty line (or one of a comment alone is ``text``): it ends a block.
    case blank
    /// `## Travel`: a heading, which ends a block.
    case heading
    /// Words without a value (`Trip budget`, `# a comment`).
    case text
    /// An expression, perhaps labelled (`rent: 1200`) or with words around its number
    /// (`Groceries 120`).
    case expression
    /// `x = …`: stores `x` for the lines below.
    case assignment
    /// `f(x) = …`: defines a function for the lines below.
    case definition
  }

  /// A line's text and what it gives.
  public struct Line: Sendable, Hashable {
    /// The line as written, without its line break.
    public var text: String
    /// What kind of line it is.
    public var kind: Kind
    /// The name its label gives it (`rent` for `rent: 1200`, `per_person` for
    /// `per person: …`), nil when it has none.
    public var label: String?
    /// Its value; nil for a line without one (text, a heading, a definition, an error).
    public var value: Number?
    /// The currency of ``value`` when it is an amount of money (`"USD"`).
    public var currency: String?
    /// The date of the exchange rates a conversion on this line used.
    public var rateDate: String?
    /// The result as calc shows it: `"840.00 USD"`, `"1035"`, the definition for a
    /// definition line; nil for a line without a result.
    public var displayText: String?
    /// Why the line has no value, with its range in ``text`` (UTF-8 offsets), nil when it
    /// has none.
    public var error: CalcError?
  }
}
