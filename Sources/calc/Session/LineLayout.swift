/// Where libedit has put the line being typed on the terminal: the prompt, then the line's
/// characters, wrapping at the right margin onto as many rows as it takes; a line that ends
/// exactly at the margin has the cursor on the row below (libedit wraps it there).
///
/// Rows are counted from the prompt's. Nil for a line ``LivePreview`` does not write over:
/// one with a control character (libedit shows it as `^X`), one that wraps and holds a
/// character wider than a column (libedit and the terminal may wrap it early), and one
/// taller than the screen (the prompt's row is gone).
struct LineLayout: Equatable {
  /// The cursor's row and column.
  var cursorRow: Int
  var cursorColumn: Int
  /// The row of the end of the line (where the cursor is after its last character).
  var endRow: Int
  /// Whether the line's last character is in the last column.
  var endsAtMargin: Bool

  /// The layout of `line` after a prompt `promptWidth` columns wide, with `before` (the
  /// line up to the cursor) before the cursor, on a terminal of size `screen`.
  init?(line: String, before: String, promptWidth: Int, screen: LivePreview.Size) {
    let columns = screen.columns
    guard columns > promptWidth, !line.contains(where: { InputColoring.width(of: $0) == 0 }) else { return nil }
    let width = InputColoring.width(of: line)
    let end = promptWidth + width
    if end >= columns, line.contains(where: { InputColoring.width(of: $0) != 1 }) { return nil }
    let cursor = promptWidth + InputColoring.width(of: before)
    cursorRow = cursor / columns
    cursorColumn = cursor % columns
    endRow = end / columns
    endsAtMargin = width > 0 && end % columns == 0
    guard endRow < screen.rows else { return nil }
  }
}
