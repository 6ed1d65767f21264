extension Plot {
  /// The width of the y-axis labels and the axis itself, in characters.
  static let gutter = 9
  /// The lines below the plot area: the x-axis, its labels, the legend.
  static let linesBelow = 3

  /// The dots a plot drawn as text fills at `width` × `height` characters: Braille cells of
  /// 2 × 4 dots, less the y-axis labels (9 characters on the left) and the x-axis, its
  /// labels and the legend (three lines below). At 80 × 24: 142 × 84 dots.
  public static func textGrid(width: Int, height: Int) -> (columns: Int, rows: Int) {
    (2 * max(1, width - gutter), 4 * max(1, height - linesBelow))
  }

  /// The ANSI colours of the graphs, in turn: blue, red, green, magenta, cyan, yellow.
  static let terminalColors = [34, 31, 32, 35, 36, 33]

  /// The plot as lines of text: Braille cells (2 × 4 dots each, of a plot drawn at
  /// ``textGrid(width:height:)``), the y-axis with labelled ticks on the left, the x-axis with
  /// labelled ticks below, and a legend. With `useColor`, each graph has its colour (a cell
  /// holding dots of several takes the first one's); a cell with undecided dots and no drawn
  /// ones is `░` without colour, its dots dim with colour. No trailing newline.
  public func text(useColor: Bool) -> String {
    let cellColumns = (columnCount + 1) / 2
    let cellRows = (rowCount + 3) / 4
    var lines: [String] = []
    let yTicks = Plot.ticks(in: yRange, about: max(2, cellRows / 4))
    var tickAtLine: [Int: String] = [:]
    for tick in yTicks {
      // The line holding the tick's row, counted from the top.
      let row = Int(((tick.value - yRange.lowerBound) / (yRange.upperBound - yRange.lowerBound) * Double(rowCount)).rounded(.down))
      let line = cellRows - 1 - min(rowCount - 1, max(0, row)) / 4
      tickAtLine[line] = tick.label
    }
    for line in 0..<cellRows {
      var text = ""
      if let label = tickAtLine[line] {
        let shown = label.count > Plot.gutter - 1 ? String(label.prefix(Plot.gutter - 1)) : label
        text += String(repeating: " ", count: Plot.gutter - 1 - shown.count) + shown + "┤"
      } else {
        text += String(repeating: " ", count: Plot.gutter - 1) + "│"
      }
      var currentColor: String? = nil
      for cell in 0..<cellColumns {
        let (character, color) = self.cell(cell, line: line, cellRows: cellRows, useColor: useColor)
        if useColor, color != currentColor {
          text += color ?? "\u{1B}[0m"
          currentColor = color
        }
        text.append(character)
      }
      if useColor, currentColor != nil { text += "\u{1B}[0m" }
      lines.append(text)
    }
    // The x-axis and its labels.
    let xTicks = xTicks(about: max(2, cellColumns / 12))
    var axis = Array(repeating: Character("─"), count: cellColumns)
    var labels = Array(repeating: Character(" "), count: cellColumns + Plot.gutter + 8)
    for tick in xTicks {
      let column = Int(((tick.value - xRange.lowerBound) / (xRange.upperBound - xRange.lowerBound) * Double(columnCount)).rounded(.down))
      let cell = min(cellColumns - 1, max(0, column / 2))
      axis[cell] = "┬"
      let label = Array(tick.label)
      let start = Plot.gutter + cell - label.count / 2
      guard start >= 0, start + label.count <= labels.count,
        labels[max(0, start - 1)..<min(labels.count, start + label.count + 1)].allSatisfy({ $0 == " " })
      else { continue }
      for (offset, character) in label.enumerated() { labels[start + offset] = character }
    }
    lines.append(String(repeating: " ", count: Plot.gutter - 1) + "└" + String(axis))
    lines.append(String(String(labels).reversed().drop(while: { $0 == " " }).reversed()))
    // The legend.
    var legend = String(repeating: " ", count: Plot.gutter)
    for (index, curve) in curves.enumerated() {
      let color = "\u{1B}[\(Plot.terminalColors[index % Plot.terminalColors.count])m"
      if index > 0 { legend += "   " }
      legend += useColor ? color + "⣿\u{1B}[0m " + curve.label : "⣿ " + curve.label
    }
    let undecided = curves.reduce(0) { $0 + $1.undecidedCount }
    if undecided > 0 { legend += "   ░ undecided: \(undecided) dots" }
    if isInDegrees { legend += "   (degrees)" }
    lines.append(legend)
    return lines.joined(separator: "\n")
  }

  /// The character of a cell and its colour sequence.
  private func cell(_ cell: Int, line: Int, cellRows: Int, useColor: Bool) -> (Character, String?) {
    // Braille dot bits by (column in cell, row in cell from the top).
    let bits: [[UInt32]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]
    var drawn: UInt32 = 0
    var undecided: UInt32 = 0
    var color: String?
    for (index, curve) in curves.enumerated() {
      var mine: UInt32 = 0
      for dx in 0..<2 {
        let column = cell * 2 + dx
        guard column < columnCount else { continue }
        for dy in 0..<4 {
          let row = (cellRows - 1 - line) * 4 + (3 - dy)
          guard row < rowCount else { continue }
          switch curve.dots[row * columnCount + column] {
          case .drawn: mine |= bits[dx][dy]
          case .undecided: undecided |= bits[dx][dy]
          case .empty: break
          }
        }
      }
      if mine != 0 && color == nil { color = "\u{1B}[\(Plot.terminalColors[index % Plot.terminalColors.count])m" }
      drawn |= mine
    }
    if drawn != 0 {
      return (Character(UnicodeScalar(0x2800 + drawn) ?? " "), color)
    }
    if undecided != 0 {
      return useColor ? (Character(UnicodeScalar(0x2800 + undecided) ?? " "), "\u{1B}[2m") : ("░", nil)
    }
    return (" ", nil)
  }
}
