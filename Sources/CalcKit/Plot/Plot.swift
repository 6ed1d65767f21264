/// A certified plot of one or more functions y = f(x): for a grid of dots over the x- and
/// y-ranges, which dots each graph passes through.
///
/// Every dot is one of three: ``Dot/drawn`` when the graph provably passes through it (a value
/// was enclosed inside it, or the function is provably continuous on a piece of the column and
/// the intermediate value theorem puts a value in it), ``Dot/empty`` when the graph provably
/// misses it (the enclosures of the function over every piece of the column lie outside it), and
/// ``Dot/undecided`` when the plot's budget ran out before either could be shown. Nothing is
/// sampled: a spike narrower than a column still appears, `sin(1/x)` near 0 is a filled band, and
/// a jump of `floor` gets no riser.
///
/// Make one with ``Calculator/plot(_:columns:rows:cancellation:)`` (a `plot …` statement) or
/// ``PlotRequest/draw(columns:rows:cancellation:)``; show it with ``text(useColor:)`` or
/// ``svg()``, or read the dots and the per-column enclosures for a chart of your own:
///
/// ```swift
/// var calculator = Calculator()
/// let plot = try calculator.plot("plot sin(x), x = -pi..pi", columns: 120, rows: 60)
/// let curve = plot.curves[0]
/// for column in 0..<plot.columnCount {
///   if let range = curve.columnRanges[column] {
///     // Every value of sin over this column lies in range.lower...range.upper.
///   }
/// }
/// ```
public struct Plot: Sendable {
  /// What is known of one dot of one graph.
  public enum Dot: UInt8, Sendable {
    /// The graph provably misses the dot.
    case empty
    /// The graph provably passes through the dot.
    case drawn
    /// The budget ran out before the dot was decided.
    case undecided
  }

  /// One function's graph.
  public struct Curve: Sendable {
    /// The function as written: `sin(x)`, or a defined function's name.
    public let label: String
    /// The dots, row by row from the bottom: `dots[row * columnCount + column]`.
    public let dots: [Dot]
    /// For each column, an interval holding every value the function takes over the column's
    /// x-interval (the hull of the pieces' enclosures; unbounded near a pole), or nil where
    /// it is defined nowhere.
    public let columnRanges: [Interval?]

    /// How many dots are undecided.
    public var undecidedCount: Int { dots.reduce(0) { $0 + ($1 == .undecided ? 1 : 0) } }
  }

  /// The x-range, left to right.
  public let xRange: ClosedRange<Double>
  /// The y-range, bottom to top (given, or fitted to the graphs).
  public let yRange: ClosedRange<Double>
  /// The dots across.
  public let columnCount: Int
  /// The dots up.
  public let rowCount: Int
  /// The graphs, in the order the functions were given.
  public let curves: [Curve]
  /// The file a `plot … to svg FILE` statement asked for, or nil.
  public let svgFile: String?
  /// Whether the plot's variable is an angle in degrees (the calculator's setting).
  public let isInDegrees: Bool
  /// Whether the x-axis is ticked at multiples of π/2 (trigonometry in radians).
  let xTicksInPi: Bool

  /// The x at the left edge of `column` (`column == columnCount` gives the right edge):
  /// `xRange.lowerBound + width · column / columnCount` in `Double` arithmetic, each column
  /// being the closed interval between its edges.
  public func xEdge(_ column: Int) -> Double {
    Plot.edge(column, of: columnCount, in: xRange)
  }

  /// The y at the bottom edge of `row` (`row == rowCount` gives the top), as ``xEdge(_:)``.
  public func yEdge(_ row: Int) -> Double {
    Plot.edge(row, of: rowCount, in: yRange)
  }

  /// The dot of `curve` at `column` and `row` (row 0 at the bottom).
  public func dot(curve: Int, column: Int, row: Int) -> Dot {
    curves[curve].dots[row * columnCount + column]
  }

  static func edge(_ index: Int, of count: Int, in range: ClosedRange<Double>) -> Double {
    range.lowerBound + (range.upperBound - range.lowerBound) * Double(index) / Double(count)
  }
}

extension Plot {
  /// The built-in functions a plot can draw as functions of x, sorted: each has an interval
  /// kernel that encloses it over a column. Besides these, a plot takes `+ - * / ^`, `min`,
  /// `max`, `pow`, `log(b, x)`, and functions defined with one parameter; any other name of x
  /// is refused with an error that names it, and every part that does not depend on x is the
  /// calculator's, whatever its functions.
  public static let functionNames: [String] = PlotProgram.Unary.byName.keys.sorted()
}
