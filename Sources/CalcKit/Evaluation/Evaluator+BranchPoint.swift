extension Evaluator {
  /// The identity rule at Lambert W's branch point: `lambertw(x)` and `lambertw(x, -1)` of
  /// an approximate `x` whose bounds hold −1/e as tightly as the rule asks of a final result
  /// (`e·x + 1` within `10^-(depth + precision + 50)` of 0, ``/CalcNumber/Number/settled(precision:depth:)``)
  /// are exactly −1 (W(−1/e) = −1 on both branches): so `lambertw(-1/e)` and
  /// `lambertw(-exp(-1), -1)` are −1, where bounds alone could never place x at or above
  /// −1/e. Nil for every other call (and for an argument whose bounds do not hold −1/e
  /// that tightly: it is computed, or undecided and refined).
  static func branchPointValue(
    of function: String, at arguments: ArraySlice<Operand>, _ precision: Int, _ facts: EvaluationFacts,
    _ w: WorkingPrecision
  ) -> Number? {
    guard function == "lambertw", let first = arguments.first, !first.value.isExact else { return nil }
    if arguments.count == 2 {
      guard let k = arguments[arguments.startIndex + 1].value.exactValue, k.isZero || k == Rational(-1) else {
        return nil
      }
    }
    guard let e = try? Number(1).exponential(w),
      let shifted = try? first.value.multiplied(by: e, w).adding(Number(1), w),
      let settled = shifted.settled(precision: precision, depth: facts.depth), settled.isZero
    else { return nil }
    return Number(-1)
  }
}
