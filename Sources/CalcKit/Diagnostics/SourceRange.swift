/// A span of the source text, as UTF-8 byte offsets from the start of the input.
///
/// An empty range (`lowerBound == upperBound`) marks a position between characters, such
/// as the end of the input where a missing `)` belongs.
public struct SourceRange: Sendable, Hashable, CustomStringConvertible {
  /// The offset of the first byte in the span.
  public var lowerBound: Int
  /// The offset one past the last byte in the span.
  public var upperBound: Int

  /// Creates a range from UTF-8 offsets; `upperBound` is raised to `lowerBound` if lower.
  public init(_ lowerBound: Int, _ upperBound: Int) {
    self.lowerBound = lowerBound
    self.upperBound = max(lowerBound, upperBound)
  }

  /// The smallest range covering both.
  func union(_ other: SourceRange) -> SourceRange {
    SourceRange(min(lowerBound, other.lowerBound), max(upperBound, other.upperBound))
  }

  /// `lower..<upper`, in UTF-8 offsets.
  public var description: String { "\(lowerBound)..<\(upperBound)" }
}
