// MARK: - The catalogue: plots

extension Message {
  /// `plot` with nothing to draw.
  static func plotWithoutFunction(at range: SourceRange) -> CalcError {
    CalcError(.syntax, "plot needs a function to draw, as in plot sin(x)", at: range)
  }

  /// `x = 3..` and the like: a range that is not two values around `..`.
  static func plotRangeMalformed(_ name: String, at range: SourceRange) -> CalcError {
    CalcError(.syntax, "a plot's range is written \(name) = low..high, as in \(name) = -3..3", at: range)
  }

  /// `x = 3..1`, `x = 1..1`, or ends that are not finite.
  static func plotRangeEmpty(_ name: String, at range: SourceRange) -> CalcError {
    CalcError(.domain, "the range of \(name) must go from a lower finite value to a higher one", at: range)
  }

  /// `x = ...` given twice.
  static func plotRangeTwice(_ name: String, at range: SourceRange) -> CalcError {
    CalcError(.syntax, "the range of \(name) is given twice", at: range)
  }

  /// `to svg` without a file name, or another target.
  static func plotTargetMalformed(at range: SourceRange) -> CalcError {
    CalcError(.syntax, "a plot is written to a file as: plot … to svg FILE", at: range)
  }

  /// A function the interval evaluator has no enclosure for.
  static func plotUnsupported(_ what: String, at range: SourceRange) -> CalcError {
    CalcError(
      .domain,
      "plot cannot enclose \(what) over an interval; it draws + - * / ^, \(Plot.functionNames.joined(separator: ", ")), min, max, pow and defined functions of one argument",
      at: range)
  }

  /// `x^y` where the base may be negative and the exponent varies with x.
  static func plotVaryingPowerOfNegative(at range: SourceRange) -> CalcError {
    CalcError(.domain, "plot cannot draw a power whose exponent varies where its base may be negative", at: range)
  }

  /// A defined function that calls itself (directly or not), or takes other than one argument.
  static func plotDefinition(_ name: String, at range: SourceRange) -> CalcError {
    CalcError(.domain, "plot draws defined functions of one argument that do not call themselves; \(name) is not one", at: range)
  }

  /// A plot's value asked for as a number (`execute("plot sin(x)")`).
  static func plotHasNoValue(at range: SourceRange) -> CalcError {
    CalcError(.syntax, "a plot has no value; run it to get the plot", at: range)
  }
}
