import CalcKit
import Testing

/// The must-show plots at 80 × 24 characters (142 × 84 dots) against dots decided
/// independently (Fixtures/plot-dots.tsv, from scripts/make-plot-vectors.py, mpmath and exact
/// fractions with the poles and jumps handled analytically): every drawn dot is on the graph,
/// every empty dot is off it; only undecided dots may differ, and they are few.
@Suite("Plots: every dot against an independent reference")
struct PlotDotTests {
  static func double(_ text: Substring) -> Double? { Double(String(text)) }

  /// The reference's window and hit rows by column for `name`.
  static func reference(_ name: String) throws -> (window: [Double], columns: [Int: [Bool]]) {
    var window: [Double] = []
    var columns: [Int: [Bool]] = [:]
    for record in try Fixture.records("plot-dots", fieldCount: 3) where record.fields[0] == name {
      if record.fields[1] == "window" {
        window = record.fields[2].split(separator: ",").compactMap(double)
      } else if let column = Int(record.fields[1]) {
        columns[column] = record.fields[2].map { $0 == "1" }
      }
    }
    return (window, columns)
  }

  static func compare(_ statement: String, _ name: String, fitted: Bool) throws {
    let (window, hits) = try reference(name)
    try #require(window.count == 6 && hits.count == 142)
    let grid = Plot.textGrid(width: 80, height: 24)
    #expect(grid.columns == Int(window[4]) && grid.rows == Int(window[5]))
    let plot = try Calculator().plot(statement, columns: grid.columns, rows: grid.rows)
    #expect(plot.xRange == window[0]...window[1])
    #expect(plot.yRange == window[2]...window[3], "y-range \(plot.yRange)")
    var undecided = 0
    var drawn = 0
    for column in 0..<plot.columnCount {
      let expected = try #require(hits[column])
      for row in 0..<plot.rowCount {
        switch plot.dot(curve: 0, column: column, row: row) {
        case .drawn:
          drawn += 1
          #expect(expected[row], "\(name): column \(column) row \(row) drawn but off the graph")
        case .empty:
          #expect(!expected[row], "\(name): column \(column) row \(row) empty but on the graph")
        case .undecided:
          undecided += 1
        }
      }
    }
    #expect(drawn >= plot.columnCount)
    #expect(undecided <= 40, "\(name): \(undecided) undecided dots")
  }

  @Test("plot tan(x), x = -3..3, y = -5..5: the pole columns full, their neighbours only their values")
  func tangent() throws {
    try Self.compare("plot tan(x), x = -3..3, y = -5..5", "tan", fitted: false)
  }

  @Test("plot floor(x), x = -3..3: steps without risers")
  func floor() throws {
    try Self.compare("plot floor(x), x = -3..3", "floor", fitted: true)
  }

  @Test("plot sin(1/x), x = -1..1 fills a band near 0")
  func oscillation() throws {
    let plot = try Calculator().plot("plot sin(1/x), x = -1..1", columns: 142, rows: 84)
    // sin(1/x) takes every value in [-1, 1] in every neighbourhood of 0: the columns within
    // 0.05 of 0 have every dot between -0.95 and 0.95 drawn.
    var checked = 0
    for column in 0..<plot.columnCount where abs(plot.xEdge(column)) < 0.05 && abs(plot.xEdge(column + 1)) < 0.05 {
      for row in 0..<plot.rowCount where plot.yEdge(row) > -0.95 && plot.yEdge(row + 1) < 0.95 {
        #expect(plot.dot(curve: 0, column: column, row: row) == .drawn, "column \(column) row \(row)")
        checked += 1
      }
    }
    #expect(checked > 100)
  }

  @Test("plot exp(-10^6 (x-0.3)^2), x = 0..1: the spike narrower than a column reaches the top")
  func spike() throws {
    let plot = try Calculator().plot("plot exp(-10^6 (x-0.3)^2), x = 0..1", columns: 142, rows: 84)
    // The maximum, 1 at x = 0.3, is in the fitted range, and the dot holding it is drawn.
    #expect(plot.yRange.upperBound > 1)
    let column = try #require((0..<plot.columnCount).first { plot.xEdge($0) <= 0.3 && 0.3 <= plot.xEdge($0 + 1) })
    let row = try #require((0..<plot.rowCount).first { plot.yEdge($0) <= 1 && 1 <= plot.yEdge($0 + 1) })
    #expect(plot.dot(curve: 0, column: column, row: row) == .drawn)
    // Far from the spike, only the dots at 0 are drawn.
    let far = plot.columnCount - 1
    for row in 0..<plot.rowCount where plot.yEdge(row) > 0.01 {
      #expect(plot.dot(curve: 0, column: far, row: row) == .empty)
    }
  }
}
