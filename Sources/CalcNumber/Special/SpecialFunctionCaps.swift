import BigInt

// MARK: - The precision caps of the special functions, each priced by the work budget

/// The precisions the special functions whose cost grows faster than the digits are
/// computed to, each derived from ``WorkBudget/units`` like
/// ``WorkBudget/stirlingGammaDigits``, so that an app that lowers the budget lowers them in
/// proportion. Each error names its cap and the budget.
///
/// | route | cost | cap | at the default | at the smallest |
/// |---|---|---|---|---|
/// | the Euler–Maclaurin formula (ζ but at the integers, ψ, ψ⁽ⁿ⁾, β): its exact table of the first Bernoulli numbers (about 0.15 × digits of them; the rest to the terms' precision, ``BernoulliRatios``) and its terms | about digits³ | digits³ ≤ units × 100,000 | 10,000 | 2,154 |
/// | series summed term by term (Ei and li of a long argument): terms and each term linear in the digits | digits² | digits² ≤ units × 10 | 10,000 | 1,000 |
/// | erf and erfc of a long argument, erfinv, Ei and li (of a long argument at least 1/16 from 0; li's at least 0.07 from 1): the bit-burst, a few products of the result's size a piece (about digits·log² digits; priced as digits² for the memory of its exact sums, about 10 times the result's size) | digits² | digits² ≤ units × 1,000 | 100,000 | 10,000 |
/// | `bessely` of an inexact or long argument: its series of harmonic numbers term by term | digits² | digits² ≤ units × 40 | 20,000 | 2,000 |
/// | Γ, ln Γ, `x!`, `binom`, `beta` of an inexact or long argument (``WorkBudget/stirlingGammaDigits``): Stirling's series, a product per term at its precision, the exact Bernoulli numbers from ζ | a little under digits³ | digits³ ≤ units × 10⁸ | 100,000 | 21,544 |
extension WorkBudget {
  /// The most digits ζ (but at the integers), the polygamma functions and β are computed to
  /// by the Euler–Maclaurin formula: `digits³ <= units × 100,000` (`zeta(2.5)` takes about
  /// 3 s at 5,000 digits and 16 s at 10,000, release build).
  package var eulerMaclaurinDigits: Int { WorkBudget.root(units * 100_000, 3) }

  /// The most digits Ei and li of a long or inexact argument within 1/16 of 0 (li's within
  /// 0.07 of 1) are computed to by their series summed term by term: `digits² <= units × 10`.
  package var termSeriesDigits: Int { WorkBudget.root(units * 10, 2) }

  /// The most digits erf, erfc, erfinv, Ei and li of a long or inexact argument are computed
  /// to by the bit-burst (ErrorFunctionBitBurst.swift, ExponentialIntegralBitBurst.swift):
  /// `digits² <= units × 1,000`.
  package var bitBurstDigits: Int { WorkBudget.root(units * 1_000, 2) }

  /// The most digits `bessely` of an inexact or long argument is computed to:
  /// `digits² <= units × 40`.
  package var besselYDigits: Int { WorkBudget.root(units * 40, 2) }

  /// The largest `d` with `d^k <= limit` (k = 2 or 3).
  static func root(_ limit: Int, _ k: Int) -> Int {
    func power(_ d: Int) -> Int { k == 2 ? d * d : d * d * d }
    var d = Int(pow(Double(limit), 1.0 / Double(k)))
    while power(d + 1) <= limit { d += 1 }
    while d > 1 && power(d) > limit { d -= 1 }
    return d
  }

  /// The message of a precision past one of these caps: "`name` is (or, `plural`, are)
  /// computed to at most `digits` digits (the work budget)", with `what` narrowing where the
  /// cap applies.
  static func specialCapText(_ name: String, _ digits: Int, _ what: String = "", plural: Bool = false) -> String {
    "\(name) \(plural ? "are" : "is") computed to at most \(grouped(digits)) digits\(what) (the work budget)"
  }
}
