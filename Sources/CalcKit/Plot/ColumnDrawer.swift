/// Decides the dots of one column of one graph: encloses the function over the column's
/// x-interval, and over halves of it, until every dot an enclosure may reach is shown to be on
/// the graph, or the budget is spent.
///
/// A dot (a row's closed y-interval) is drawn when a value is enclosed inside it (at a point), or
/// when the function is provably continuous on a piece [a, b] and the dot meets the values
/// between f(a) and f(b) (the intermediate value theorem). A dot is empty when no piece's
/// enclosure reaches it. The rest are undecided.
struct ColumnDrawer {
  let program: PlotProgram
  /// The rows' edges, bottom to top (count rows + 1).
  let yEdges: [Double]
  let budget: Int

  var rowCount: Int { yEdges.count - 1 }

  /// The dots of the column and the hull of the enclosures of its pieces.
  struct Column {
    var dots: [Plot.Dot]
    var hull: Interval?
  }

  /// The rows whose closed intervals meet [low, high], or nil.
  func rows(meeting low: Double, _ high: Double) -> ClosedRange<Int>? {
    // First row j with yEdges[j + 1] >= low; last row j with yEdges[j] <= high.
    var a = 0, b = rowCount
    while a < b {
      let m = (a + b) / 2
      if yEdges[m + 1] >= low { b = m } else { a = m + 1 }
    }
    let first = a
    var c = -1, d = rowCount - 1
    while c < d {
      let m = (c + d + 1) / 2
      if yEdges[m] <= high { c = m } else { d = m - 1 }
    }
    let last = c
    return first <= last ? first...last : nil
  }

  /// The rows a value enclosed in `value` certainly lies in: those holding the whole enclosure.
  func rows(holding value: Interval) -> ClosedRange<Int>? {
    guard let meeting = rows(meeting: value.lower, value.upper) else { return nil }
    let holding = meeting.filter { yEdges[$0] <= value.lower && value.upper <= yEdges[$0 + 1] }
    guard let first = holding.first, let last = holding.last else { return nil }
    return first...last
  }

  /// The rows an enclosure may reach: those meeting its range and not inside its gap.
  func rows(reachedBy enclosure: Enclosure) -> [Int] {
    guard let range = enclosure.range, let meeting = rows(meeting: range.lower, range.upper) else { return [] }
    guard let gap = enclosure.gap else { return Array(meeting) }
    return meeting.filter { !(gap.lower < yEdges[$0] && yEdges[$0 + 1] < gap.upper) }
  }

  mutating func draw(_ column: Interval) throws(CalcError) -> Column {
    var certain = [Bool](repeating: false, count: rowCount)
    var possible = [Bool](repeating: false, count: rowCount)
    var hull: Interval?
    var evaluations = 0
    var points: [Double: Enclosure] = [:]

    func mark(_ rows: ClosedRange<Int>?) {
      guard let rows else { return }
      for row in rows { certain[row] = true }
    }
    func atPoint(_ x: Double) throws(CalcError) -> Enclosure {
      if let known = points[x] { return known }
      let value = try program.enclosure(over: Interval(x))
      evaluations += 1
      points[x] = value
      if value.isDefinedThroughout, let range = value.range { mark(rows(holding: range)) }
      return value
    }

    // Pieces to look at, each with the rows its parent's enclosure reached (all rows for the
    // column itself), breadth first so that coarse pieces decide what they can first.
    var queue: [(piece: Interval, reached: [Int])] = [(column, Array(0..<rowCount))]
    var next = 0
    while next < queue.count {
      let (piece, reached) = queue[next]
      next += 1
      if evaluations >= budget {
        for row in reached { possible[row] = true }
        continue
      }
      let enclosure = try program.enclosure(over: piece)
      evaluations += 1
      guard let range = enclosure.range else { continue }
      hull = hull.map { $0.hull(range) } ?? range
      let a = try atPoint(piece.lower)
      let b = try atPoint(piece.upper)
      if enclosure.isContinuous, let low = a.range, let high = b.range {
        // f takes every value between f(a) and f(b).
        let (lower, upper) = low.upper <= high.lower ? (low, high) : (high, low)
        if lower.upper <= upper.lower { mark(rows(meeting: lower.upper, upper.lower)) }
      }
      let rows = self.rows(reachedBy: enclosure)
      if rows.allSatisfy({ certain[$0] }) { continue }
      let middle = piece.midpoint
      guard middle > piece.lower, middle < piece.upper else {
        for row in rows { possible[row] = true }
        continue
      }
      queue.append((Interval(piece.lower, middle), rows))
      queue.append((Interval(middle, piece.upper), rows))
    }
    var dots = [Plot.Dot](repeating: .empty, count: rowCount)
    for row in 0..<rowCount {
      dots[row] = certain[row] ? .drawn : (possible[row] ? .undecided : .empty)
    }
    return Column(dots: dots, hull: hull)
  }
}
