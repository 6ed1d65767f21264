extension Calculator {
  /// The plot a `plot …` statement asks for, on a grid of `columns` × `rows` dots; see ``Plot``
  /// and Grammar.md, "Plots". Nothing is stored: ``variables`` and ``lastResult`` stay as
  /// they are.
  ///
  /// ```swift
  /// var calculator = Calculator()
  /// let plot = try calculator.plot("plot tan(x), x = -3..3, y = -5..5", columns: 140, rows: 84)
  /// plot.curves[0].undecidedCount   // dots the budget could not decide (few)
  /// ```
  ///
  /// - Throws: ``CalcError``: a statement that is not a plot, a function with no interval
  ///   kernel (named), a range that is empty, or ``CalcError/Kind/cancelled``.
  public func plot(_ source: String, columns: Int, rows: Int, cancellation: CancellationToken? = nil) throws(CalcError) -> Plot {
    guard let statement = try Parser.plotStatement(source) else {
      throw Message.plotWithoutFunction(at: SourceRange(0, source.utf8.count))
    }
    return try plotRequest(statement).draw(columns: columns, rows: rows, cancellation: cancellation)
  }

  /// The request of a parsed `plot` statement: ranges evaluated, functions compiled.
  func plotRequest(_ statement: PlotStatement) throws(CalcError) -> PlotRequest {
    var xRange: ClosedRange<Double>?
    var yRange: ClosedRange<Double>?
    var variable = "x"
    for range in statement.ranges {
      let bounds = try plotBounds(range)
      if range.name == "y" {
        guard yRange == nil else { throw Message.plotRangeTwice("y", at: range.range) }
        yRange = bounds
      } else {
        guard xRange == nil else { throw Message.plotRangeTwice(range.name, at: range.range) }
        xRange = bounds
        variable = range.name
      }
    }
    var compiler = PlotCompiler(calculator: self, variable: variable)
    var programs: [PlotProgram] = []
    for function in statement.functions {
      do {
        if definitions.contains(where: { $0.name == function.text }) {
          programs.append(try compiler.program(callingDefinition: function.text, at: SourceRange(0, function.text.utf8.count)))
        } else {
          programs.append(try compiler.program(for: try ParsedExpression(function.text, locale: inputLocale)))
        }
      } catch {
        var located = error
        located.range = SourceRange(error.range.lowerBound + function.range.lowerBound, error.range.upperBound + function.range.lowerBound)
        throw located
      }
    }
    // Every program shares the definitions compiled last.
    programs = programs.map { PlotProgram(steps: $0.steps, definitions: compiler.definitions, degrees: $0.degrees) }
    return PlotRequest(
      labels: statement.functions.map(\.text), xRange: xRange ?? -10...10, yRange: yRange, variable: variable,
      svgFile: statement.svgFile, programs: programs, isInDegrees: angleUnit == .degrees)
  }

  /// The ends of a range `name = low..high` as `Double`s (nearest).
  private func plotBounds(_ range: PlotStatement.Range) throws(CalcError) -> ClosedRange<Double> {
    func value(_ part: PlotStatement.Part) throws(CalcError) -> Double {
      do {
        return Double(try evaluate(part.text))
      } catch {
        var located = error
        located.range = SourceRange(error.range.lowerBound + part.range.lowerBound, error.range.upperBound + part.range.lowerBound)
        throw located
      }
    }
    let low = try value(range.low)
    let high = try value(range.high)
    guard low.isFinite, high.isFinite, low < high else { throw Message.plotRangeEmpty(range.name, at: range.range) }
    return low...high
  }
}
