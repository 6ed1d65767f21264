/// What an evaluation learned besides its value: what the retry loop of ``Calculator``
/// needs to decide how far to refine an undecided result, and whether it may lie exactly on
/// a rounding boundary.
struct EvaluationFacts: Sendable {
  /// The most decimal digits a numerator or denominator of an exact value in the
  /// evaluation had (`1e-929` has 930): how deep the information in the input goes.
  var depth = 20
  /// Whether the result is known to be irrational: a transcendental function or an
  /// irrational root of exact arguments, or `pi` or `e`, combined with exact numbers
  /// by `+ − × ÷` and sign alone. Such a value is never a terminating decimal, so never
  /// exactly on a rounding boundary.
  var isIrrational = false

  /// Function calls and powers the evaluation made, counting those inside defined
  /// functions (for the refinement's work budget).
  var calls = 0

  /// The currency of the result, when it is an amount of money (`100 USD * 2`).
  var currency: String?
  /// Whether an amount was converted from one currency to another with the rates.
  var usedRates = false

  /// Notes an exact value's size in `depth`.
  mutating func note(_ value: Number) {
    guard case .exact(let x) = value.storage else { return }
    let width = x.bitWidth
    if width > 64 { depth = max(depth, Int(Double(width) * 0.301_029_995_663_981_2) + 1) }
  }
}
