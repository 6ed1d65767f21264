import CalcNumber

extension WorkBudget {
  /// What one Γ(x + 1) counts in the limit of function calls and powers
  /// (``functionCalls(precision:)``), for `x!` of an x that is not whole: 4 at precision 38,
  /// growing as √(precision / 38) (7 at 100, 21 at 1,000), and never more than half the
  /// limit, so one is always allowed with the calls that make its argument (`sqrt(2)!` at
  /// 10,000 digits, where the limit is 10: Γ of an inexact argument there costs about as
  /// much as the other functions' limit's worth since Γ's long route).
  ///
  /// Γ costs far more than an elementary function: in a release build, 0.8 ms at 38 digits
  /// for an approximate argument (a chain `3!%!%…`, where each Γ's argument is an interval)
  /// against 0.02 ms for `sin`, and 145 ms at 1,000 digits. Counted as one call, the limit's
  /// 2,000 of them took 1.6 s (and 76 at 1,000 digits 10 s); at this price the limit's worth
  /// takes about 0.4 s at any precision.
  static func gammaWeight(precision: Int, limit: Int) -> Int {
    let grown = (4 * (Double(max(precision, 1)) / 38).squareRoot()).rounded(.up)
    return min(max(4, Int(grown)), max(limit / 2, 1))
  }
}
