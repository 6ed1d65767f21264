/// A `plot` statement, parsed and compiled: the functions and the ranges, ready to draw at any
/// size. ``Calculator/run(_:cancellation:)`` gives one as ``Calculator/Outcome/plot(_:)``; the
/// caller chooses the grid (a terminal's size, a chart's width) and calls
/// ``draw(columns:rows:cancellation:)``.
public struct PlotRequest: Sendable {
  /// The functions, as written (a defined function by its name).
  public let labels: [String]
  /// The x-range (−10..10 unless given).
  public let xRange: ClosedRange<Double>
  /// The y-range, or nil to fit it to the graphs.
  public let yRange: ClosedRange<Double>?
  /// The name of the plot's variable (`x`, or the one its range names).
  public let variable: String
  /// The file of `plot … to svg FILE`, or nil.
  public let svgFile: String?
  let programs: [PlotProgram]
  let isInDegrees: Bool

  /// The most evaluations of a function over an interval spent on one column of one graph.
  public static let columnBudget = 600

  /// The plot on a grid of `columns` × `rows` dots (each at least 2 and at most 4,000).
  ///
  /// - Throws: ``CalcError`` of kind ``CalcError/Kind/cancelled`` when `cancellation` (or the
  ///   task) is cancelled; an error naming a function whose exponent rule cannot be enclosed.
  public func draw(columns: Int, rows: Int, cancellation: CancellationToken? = nil) throws(CalcError) -> Plot {
    let columns = min(max(columns, 2), 4_000)
    let rows = min(max(rows, 2), 4_000)
    let xEdges = (0...columns).map { Plot.edge($0, of: columns, in: xRange) }
    var coarse: [[Interval?]] = []
    for program in programs {
      var ranges: [Interval?] = []
      for column in 0..<columns {
        if cancellation.shouldStop { throw Message.cancelled(at: SourceRange(0, 0)) }
        ranges.append(try program.enclosure(over: Interval(xEdges[column], xEdges[column + 1])).range)
      }
      coarse.append(ranges)
    }
    let y = yRange ?? PlotRequest.fittedRange(coarse)
    let yEdges = (0...rows).map { Plot.edge($0, of: rows, in: y) }
    var curves: [Plot.Curve] = []
    for (index, program) in programs.enumerated() {
      var drawer = ColumnDrawer(program: program, yEdges: yEdges, budget: PlotRequest.columnBudget)
      var dots = [Plot.Dot](repeating: .empty, count: columns * rows)
      var hulls: [Interval?] = []
      for column in 0..<columns {
        if cancellation.shouldStop { throw Message.cancelled(at: SourceRange(0, 0)) }
        let result = try drawer.draw(Interval(xEdges[column], xEdges[column + 1]))
        for row in 0..<rows where result.dots[row] != .empty { dots[row * columns + column] = result.dots[row] }
        hulls.append(result.hull)
      }
      curves.append(Plot.Curve(label: labels[index], dots: dots, columnRanges: hulls))
    }
    return Plot(
      xRange: xRange, yRange: y, columnCount: columns, rowCount: rows, curves: curves, svgFile: svgFile,
      isInDegrees: isInDegrees,
      xTicksInPi: !isInDegrees && programs.contains(where: \.usesTrigonometry) && xRange.upperBound - xRange.lowerBound >= Double.pi)
  }

  /// The y-range fitted to the columns' enclosures: from the least lower end to the greatest
  /// upper end, padded by a twentieth of the span on each side, leaving out the columns whose
  /// enclosure is unbounded (a pole) and the two columns on each side of those (where a pole's
  /// values run far out); a flat graph gets ±1 around its value, and nothing to fit −1...1.
  static func fittedRange(_ curves: [[Interval?]]) -> ClosedRange<Double> {
    var low = Double.infinity
    var high = -Double.infinity
    for ranges in curves {
    for (index, range) in ranges.enumerated() {
      guard let range else { continue }
      let near = ranges[max(0, index - 2)...min(ranges.count - 1, index + 2)]
      guard near.allSatisfy({ $0?.isBounded ?? true }) else { continue }
      low = min(low, range.lower)
      high = max(high, range.upper)
    }
    }
    guard low <= high else { return -1...1 }
    if !(high > low) { return (low - 1)...(low + 1) }
    let span = high - low
    let padded = (low - span * 0.05)...(high + span * 0.05)
    return padded.lowerBound.isFinite && padded.upperBound.isFinite ? padded : -1...1
  }
}

