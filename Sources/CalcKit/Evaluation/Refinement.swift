/// How far ``Calculator`` refines an approximation whose bounds do not yet decide the digits
/// shown: the working digits of each next round, and when to stop.
///
/// Rounds double the working digits up to the usual ceiling, max(600, 2p + 100) digits and at
/// most ``/CalcNumber/Limits/maximumRetryDigits`` (p the precision). Beyond it a round is tried only when
/// it can help:
/// - the value is known irrational (``EvaluationFacts/isIrrational``), so it is not on the
///   boundary and more digits will tell which side it is on; or
/// - the input holds information deeper than the ceiling (`1e-900`, `2^-3000`): refining
///   to `depth + p + 60` digits either decides the value or shows it is within
///   `10^-(depth + p + 50)` of a short decimal (``/CalcNumber/Number/settled(precision:depth:)``).
///
/// Every round beyond the ceiling must fit the work budget: function calls and powers
/// times the working digits squared at most the work budget (``/CalcNumber/Limits/workBudget``
/// by default), and at most
/// ``/CalcNumber/Limits/maximumRefinementDigits`` working digits.
struct Refinement: Sendable {
  let precision: Int
  /// Function calls and powers in the expression (at least 1), counting those made inside
  /// defined functions once an evaluation has counted them, less the powers exact by their
  /// form (``Calculator/exactPowerCount(in:)``), which no round does again.
  private(set) var calls: Int
  /// The work budget the rounds beyond the usual ceiling spend.
  let budget: WorkBudget
  private var rounds = 0

  init(precision: Int, calls: Int, budget: WorkBudget = .standard) {
    self.precision = precision
    self.calls = max(1, calls)
    self.budget = budget
  }

  /// Raises ``calls`` to what an evaluation counted (calls inside defined functions
  /// included).
  mutating func noteCalls(_ count: Int) {
    calls = max(calls, count)
  }

  /// The usual ceiling of the working digits.
  var ceiling: Int {
    max(precision + 12, min(max(2 * precision + 100, 600), Limits.maximumRetryDigits))
  }

  /// The most working digits the work budget allows for this expression (never fewer
  /// than the precision and 100 more: a round at about the first round's cost).
  var affordable: Int {
    let perCall = Double(budget.refinementWork) / Double(calls)
    return max(min(Limits.maximumRefinementDigits, Int(perCall.squareRoot())), precision + 100)
  }

  /// The working digits of the next round after one at `digits` that did not decide, or
  /// nil to stop.
  mutating func digits(after digits: Int, facts: EvaluationFacts) -> Int? {
    rounds += 1
    guard rounds < 12 else { return nil }
    let usual = min(digits * 2 + 20, ceiling)
    if usual > digits { return usual }
    let target = facts.depth + precision + 60
    let wanted: Int
    if facts.isIrrational {
      wanted = max(digits * 2 + 20, target)
    } else if target > digits {
      wanted = target
    } else {
      return nil
    }
    let next = min(wanted, affordable)
    return next > digits ? next : nil
  }
}

extension Number {
  /// The identity rule: the short decimal these bounds hold so tightly that the value is
  /// taken to be it, or nil.
  ///
  /// After refining to `depth + precision + 50` working digits (``Refinement``), bounds
  /// that still straddle a decimal `D` of at most `precision + 1` significant digits, and
  /// are within `|D| · 10^-(depth + precision + 50)` of each other (`10^-(depth + precision
  /// + 50)` around zero), are taken to be `D` exactly: `sqrt(2)^2` is 2, `exp(ln(10))` is
  /// 10 and `sin(pi)` is 0 in every rounding mode. `depth` is how many digits the exact
  /// values of the input span (``EvaluationFacts/depth``): an input can place a value that
  /// close to `D` only with numbers that deep, such as `2 - 1e-1000`, and then the rule needs
  /// bounds tighter still. Never used for a value known to be irrational.
  func settled(precision p: Int, depth: Int) -> Number? {
    // Only bounds that hold as rationals: a value beyond 2^±4,194,304 is never taken to be a
    // short decimal.
    guard case .approximate(let lowerBound, let upperBound) = storage, let lower = lowerBound.rational,
      let upper = upperBound.rational, let width = try? upper.subtracting(lower)
    else { return nil }
    let threshold = Double(depth + p + 50) * 3.321_928_094_887_362  // in bits
    if lower.signum <= 0 && upper.signum >= 0 {
      return width.log2Estimate <= -threshold ? Number(0) : nil
    }
    // The decimal of at most p + 1 digits nearest zero within the bounds, if any.
    let candidate =
      lower.signum > 0
      ? upper.rounded(toDigits: p + 1, mode: .floor) : lower.rounded(toDigits: p + 1, mode: .ceiling)
    guard lower <= candidate, candidate <= upper, !candidate.isZero,
      width.log2Estimate <= candidate.magnitude.log2Estimate - threshold
    else { return nil }
    return Number(candidate)
  }
}

extension Number {
  /// Whether the bounds of this approximation may hold a decimal of at most `p + 1`
  /// significant digits (the identity rule's candidates, ``settled(precision:depth:)``).
  ///
  /// Rounding both bounds down to `p + 1` digits gives one value only when no such decimal
  /// lies above the lower bound and up to the upper one; then only the lower bound itself
  /// may be one. One rounding of each bound (the decided check at `p` made two), and the
  /// coefficients are compared without writing digits. False for bounds beyond
  /// 2^±4,194,304, which ``settled(precision:depth:)`` never takes to be a short decimal.
  func mayBeShortDecimal(precision p: Int) -> Bool {
    guard case .approximate(let lowerBound, let upperBound) = storage, let lower = lowerBound.rational,
      upperBound.rational != nil
    else { return false }
    if !isDecided(precision: p + 1, rounding: .floor) { return true }
    guard let exact = lower.terminatingDecimal(maximumDigits: p + 1) else { return false }
    return exact.digits.utf8.count <= p + 1
  }
}
