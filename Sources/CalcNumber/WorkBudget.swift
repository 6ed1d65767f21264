/// What one evaluation may spend: one number, ``units``, from which every cap on work derives.
///
/// A unit is roughly the cost of one working digit squared in an elementary function. The
/// default is ``Limits/workBudget`` (10,000,000 units); an app lowers it with
/// `Calculator.workBudget`, and every cap below shrinks with it in proportion. The evaluator
/// hands the budget to the number core inside ``WorkingPrecision``, with the cancellation
/// token; nothing in the core reads a global.
///
/// | cap | share of the budget | at the default |
/// |---|---|---|
/// | function calls and powers in one expression at precision p | `units × 0.0076 / p`, at least 10 | 2,000 at 38 |
/// | nodes evaluated inside the bodies of defined functions | `units` | 10,000,000 |
/// | refinement beyond the usual ceiling | calls × working digits² ≤ `units` | 3,162 digits for one call |
/// | `n!` and `n!!` (terms multiplied) | `units × 0.3` | 3,000,000 |
/// | bits of a binomial coefficient | `units / 50` | 200,000 |
/// | bits of an angle `sin`, `cos`, `tan` reduce | `units / 10` | 1,000,000 |
/// | a primality test (bits × words²), a prime search, `factor`'s trial division | `units × 4` | 40,000,000: about 1,600 digits |
/// | `factor`'s elliptic curves (stage-1 bounds summed) | `units / 32` | 312,500 |
///
/// The gcd an exact sum or product works out is capped at `Limits.workBudget / 10` bits
/// (``Rational/maximumGcdBits``): exact arithmetic on ``Rational`` runs without a budget in hand.
package struct WorkBudget: Sendable, Hashable {
  /// The size of the budget, clamped to ``minimumUnits``...``Limits/workBudget``.
  package let units: Int

  /// The smallest budget an app may set: enough for every everyday line.
  package static let minimumUnits = 100_000

  /// The budget of `units`, clamped to ``minimumUnits``...``Limits/workBudget``.
  package init(units: Int) {
    self.units = min(max(units, WorkBudget.minimumUnits), Limits.workBudget)
  }

  /// The default budget, ``Limits/workBudget``.
  package static let standard = WorkBudget(units: Limits.workBudget)

  /// The most function calls and powers one expression may contain at `precision`.
  package func functionCalls(precision: Int) -> Int {
    max(10, units / 10_000 * 76 / max(1, precision))
  }

  /// The most syntax nodes evaluated inside the bodies of defined functions.
  package var functionSteps: Int { units }

  /// The bound on calls × working digits² when refining beyond the usual ceiling.
  package var refinementWork: Int { units }

  /// The most factors `n!` multiplies (`n!!` twice as many n for as many factors).
  package var factorialTerms: Int { units / 10 * 3 }

  /// The most bits a binomial coefficient is computed to (its product trees and exact division).
  package var binomialBits: Int { units / 50 }

  /// The largest binary exponent of an angle `sin`, `cos` and `tan` reduce by π/2: reducing
  /// 2^k radians needs π to k bits and more.
  package var reducedAngleBits: Int { units / 10 }

  /// `n` with commas between groups of three digits, as the messages write numbers.
  package static func grouped(_ n: Int) -> String {
    var text = String(n.magnitude)
    var index = text.endIndex
    while text.distance(from: text.startIndex, to: index) > 3 {
      index = text.index(index, offsetBy: -3)
      text.insert(",", at: index)
    }
    return n < 0 ? "-" + text : text
  }
}
