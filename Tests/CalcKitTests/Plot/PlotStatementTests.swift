import CalcKit
import Testing

/// The `plot` statement: its forms, its errors, and that it stores nothing.
@Suite("Plots: the plot statement")
struct PlotStatementTests {
  @Test("A plot is an outcome of its own; ans and the variables stay as they were")
  func storesNothing() throws {
    var calculator = Calculator()
    try calculator.run("a = 2")
    try calculator.run("7")
    guard case .plot(let request) = try calculator.run("plot sin(x), cos(x)") else {
      Issue.record("not a plot")
      return
    }
    #expect(request.labels == ["sin(x)", "cos(x)"])
    #expect(request.xRange == -10...10 && request.yRange == nil)
    #expect(calculator.lastResult == Number(7))
    #expect(calculator.variables.keys.sorted() == ["a"])
  }

  @Test("Ranges, a defined function by name, and the SVG target")
  func forms() throws {
    var calculator = Calculator()
    try calculator.run("f(t) = t^2 - 2")
    guard case .plot(let request) = try calculator.run("plot f, x = -3..3, y = -5..5 to svg out.svg") else {
      Issue.record("not a plot")
      return
    }
    #expect(request.labels == ["f"] && request.xRange == -3...3 && request.yRange == -5...5 && request.svgFile == "out.svg")
    let plot = try request.draw(columns: 60, rows: 40)
    // f(0) = -2: the dot holding (0, -2) is drawn.
    let column = try #require((0..<60).first { plot.xEdge($0) <= 0 && 0 <= plot.xEdge($0 + 1) })
    let row = try #require((0..<40).first { plot.yEdge($0) <= -2 && -2 <= plot.yEdge($0 + 1) })
    #expect(plot.dot(curve: 0, column: column, row: row) == .drawn)
    guard case .plot(let other) = try calculator.run("plot t^3, t = -pi..pi") else {
      Issue.record("not a plot")
      return
    }
    #expect(other.variable == "t" && other.xRange == -Double.pi...Double.pi)
  }

  @Test("A variable called plot still works")
  func variableCalledPlot() throws {
    var calculator = Calculator()
    #expect(try calculator.execute("plot = 3") == Number(3))
    #expect(try calculator.execute("plot * 2") == Number(6))
  }

  @Test("Errors name what is wrong", arguments: [
    ("plot zeta(x)", "zeta"),
    ("plot x!", "x!"),
    ("plot", "needs a function"),
    ("plot sin(x), x = 3..1", "range of x"),
    ("plot sin(x), x = 3", "low..high"),
    ("plot g(x)", "g"),
  ])
  func errors(_ source: String, _ named: String) {
    var calculator = Calculator()
    do {
      _ = try calculator.run(source)
      if case .plot(let request) = try calculator.run(source) { _ = try request.draw(columns: 10, rows: 10) }
      Issue.record("\(source): no error")
    } catch {
      #expect(error.message.contains(named), "\(source): \(error.message)")
    }
  }

  @Test("Every name in Plot.functionNames draws, with the value it has at a point")
  func functionNames() throws {
    #expect(Plot.functionNames.count >= 30 && Plot.functionNames == Plot.functionNames.sorted())
    #expect(!Plot.functionNames.contains("zeta"))
    var calculator = Calculator()
    for name in Plot.functionNames {
      // Over 1.25..1.75 every one of them is defined except asin, acos and atanh (empty there).
      let plot = try calculator.plot("plot \(name)(x), x = 1.25..1.75", columns: 8, rows: 4)
      // Column 4 of 8 over 1.25..1.75 starts at 1.5.
      let range = plot.curves[0].columnRanges[4]
      guard let value = try? calculator.execute("\(name)(1.5)") else {
        #expect(["asin", "acos", "atanh"].contains(name) && range == nil, "\(name)(1.5) undefined, enclosed by \(String(describing: range))")
        continue
      }
      let double = try #require(Double(value.decimalString(precision: 17)))
      guard let range else {
        Issue.record("\(name): no enclosure at x = 1.5, where it is \(double)")
        continue
      }
      #expect(range.lower <= double && double <= range.upper, "\(name)(1.5) = \(double) outside \(range)")
    }
  }

  @Test("Degrees mode: sin(x) over 0..360 peaks at 90")
  func degrees() throws {
    var calculator = Calculator(angleUnit: .degrees)
    let plot = try calculator.plot("plot sin(x), x = 0..360, y = -1.5..1.5", columns: 72, rows: 30)
    let column = try #require((0..<72).first { plot.xEdge($0) <= 90 && 90 <= plot.xEdge($0 + 1) })
    let row = try #require((0..<30).first { plot.yEdge($0) <= 1 && 1 <= plot.yEdge($0 + 1) })
    #expect(plot.dot(curve: 0, column: column, row: row) == .drawn)
    calculator.angleUnit = .radians
  }

  @Test("The text has Braille cells, labelled axes and a legend; no escapes without colour")
  func text() throws {
    let grid = Plot.textGrid(width: 80, height: 24)
    let plot = try Calculator().plot("plot sin(x), cos(x)", columns: grid.columns, rows: grid.rows)
    let text = plot.text(useColor: false)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 24)
    #expect(lines.allSatisfy { $0.count <= 80 })
    #expect(!text.contains("\u{1B}"))
    #expect(text.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
    #expect(lines.last?.contains("sin(x)") == true && lines.last?.contains("cos(x)") == true)
    // Trigonometry in radians: the x-axis is ticked at multiples of π.
    #expect(lines[lines.count - 2].contains("-2π") && lines[lines.count - 2].contains("π"), "\(lines[lines.count - 2])")
    #expect(plot.text(useColor: true).contains("\u{1B}[34m"))
    // Other functions: round numbers, written as calc writes them.
    let square = try Calculator().plot("plot x^2", columns: grid.columns, rows: grid.rows).text(useColor: false)
    let labels = square.split(separator: "\n")[22]
    #expect(labels.contains("-10") && labels.contains(" 0 ") && labels.contains("10"), "\(labels)")
    #expect(square.contains("100┤"))
  }
}
