import CalcNumber

// MARK: - The catalogue: recursion, and sums and products over a range

extension Message {
  // MARK: Recursion

  /// A defined function that calls itself, directly or through others, more than
  /// `Limits.maximumCallDepth` calls deep: `g(n) = g(n+1)` then `g(1)`.
  static func recursedTooDeep(_ name: String, at range: SourceRange) -> CalcError {
    CalcError(
      .nestingTooDeep,
      "'\(name)' recursed deeper than \(WorkBudget.grouped(Limits.maximumCallDepth)) calls (does its recursion reach a case that ends it?)",
      at: range)
  }

  /// Defined functions calling each other (without a recursion) deeper than
  /// `Limits.maximumCallDepth`; `name` is the call that went past it.
  static func callsNestedTooDeep(_ name: String, at range: SourceRange) -> CalcError {
    CalcError(
      .nestingTooDeep, "calls of defined functions nested deeper than \(WorkBudget.grouped(Limits.maximumCallDepth)) levels, at '\(name)'",
      at: range)
  }

  // MARK: Sums and products over a range

  /// `Σ k` or `sumover + 1`: the form needs its four arguments in parentheses.
  static func rangeFormWithoutParentheses(_ symbol: String, at range: SourceRange) -> CalcError {
    CalcError(.syntax, "\(symbol) takes its arguments in parentheses: \(symbol)(k^2, k, 1, 100)", at: range)
  }

  /// `Σ(k^2, k, 1)`: not the four arguments term, variable, first and last value.
  static func rangeArgumentCount(_ symbol: String, got count: Int, at range: SourceRange) -> CalcError {
    CalcError(
      .wrongArgumentCount,
      "\(symbol) takes 4 arguments (the term, its variable, the first and the last value: \(symbol)(k^2, k, 1, 100)), got \(count)",
      at: range)
  }

  /// `Σ(k^2, 2, 1, 100)`: the second argument must be the name of the variable.
  static func rangeVariableExpected(_ symbol: String, found: String, at range: SourceRange) -> CalcError {
    CalcError(
      .syntax, "the second argument of \(symbol) is the name of its variable, as k in \(symbol)(k^2, k, 1, 100); found \(found)",
      at: range)
  }

  /// `Σ(pi, pi, 1, 3)`: a name that cannot be the variable; `what` is `a constant`, `a function`…
  static func rangeVariableNotName(_ name: String, is what: String, symbol: String, at range: SourceRange) -> CalcError {
    CalcError(.invalidAssignment, "'\(name)' is \(what) and cannot be the variable of \(symbol)", at: range)
  }

  /// `Σ(k, k, 1.5, 3)`: a bound that is not an exact whole number.
  static func rangeBoundNotWhole(_ symbol: String, isExact: Bool, at range: SourceRange) -> CalcError {
    let what = isExact ? "this is not one" : "this is an approximation"
    return CalcError(.domain, "the first and last values of \(symbol) are exact whole numbers: \(what)", at: range)
  }

  /// `Σ(k, k, 1, 10^12)`: more terms than the work budget's steps allow, refused before any.
  static func rangeTooLong(_ symbol: String, terms: String, maximum: Int, steps: Int, at range: SourceRange) -> CalcError {
    CalcError(
      .tooLarge,
      "\(symbol) over \(terms) terms: the work budget (\(WorkBudget.grouped(steps)) steps) allows at most \(WorkBudget.grouped(maximum)) terms of this one",
      at: range)
  }

  /// `sum(k^2, k, 1, 100)`: the variadic sum of four values, or Maxima's and Sage's sum
  /// over a range; `sum(k^2, 1, 100, k)`: or qalc's. `function` is `sum` or `product`,
  /// `variable` the name, `qalcOrder` whether it is the last argument.
  static func rangeCallReadsTwoWays(
    _ function: String, variable: String, qalcOrder: Bool, at range: SourceRange
  ) -> CalcError {
    let form = function == "sum" ? "sumover" : "prodover"
    let what = function == "sum" ? "sum" : "product"
    let example =
      qalcOrder ? "\(function)(term, a, b, \(variable)) (qalc's order)" : "\(function)(term, \(variable), a, b)"
    let plain = qalcOrder ? "\(function)(term, a, b, (\(variable)))" : "\(function)(term, (\(variable)), a, b)"
    return CalcError(
      .syntax,
      "\(example) reads two ways: write \(form)(term, \(variable), a, b) for the \(what) over \(variable) from a to b, or \(plain) for the \(what) of the four values",
      at: range)
  }
}
