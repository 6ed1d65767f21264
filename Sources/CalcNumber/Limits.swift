/// The caps that keep every evaluation small and quick.
///
/// The caps on work all derive from one number, ``workBudget``. Each cap is checked *before*
/// the work that would exceed it, so an input such as
/// `9^9^9^9` or `1e999999999` fails at once with `CalcError.Kind.tooLarge` instead of
/// computing for minutes. Grammar.md lists the same numbers.
public enum Limits {
  /// The largest numerator or denominator an exact value may have, in bits (3,321,928 bits:
  /// 1,000,000 decimal digits). A result whose exact form would be larger is computed as an
  /// approximation instead, and rounded like any function's result: `1.000001^(10^6)` is
  /// `2.7182804693…`, not an error.
  public static let maximumBits = 3_321_928

  /// The largest number of decimal digits a numerator or denominator may have:
  /// `floor(maximumBits × log10(2))`.
  public static let maximumDigits = 1_000_000

  /// The largest binary exponent of a value's magnitude: every nonzero value lies between
  /// 2^-(2^62) and 2^(2^62), about 10^±(1.388 × 10^18). Only a result beyond that is too large
  /// or too small.
  public static let maximumBinaryExponent = Dyadic.maximumMagnitude

  /// The message of a result beyond the exponent range.
  package static let tooLargeMessage =
    "the result is too large: its magnitude is beyond 2^(2^62), about 10^(1.388e18)"

  /// The message of a nonzero result too close to zero for the exponent range.
  package static let tooSmallMessage =
    "the result is too small: nonzero, but below 2^-(2^62), about 10^-(1.388e18)"

  /// The largest precision, in significant digits, a `Calculator` accepts (100,000: π and
  /// the elementary functions, summed by binary splitting, still answer while a person
  /// waits). Above a few thousand digits the work budget allows fewer function calls per
  /// expression (``maximumFunctionCalls(precision:)``, at least 10).
  public static let maximumPrecision = 100_000

  /// The most working digits a `Calculator` retries an undecided approximation at
  /// (unless the precision asks for more in the first round; below precision 950 the
  /// retries stop sooner, at twice the precision plus 100 or 600, whichever is more): the cost of the elementary
  /// functions grows faster than the square of the digits, so this bounds the work of an
  /// undecidable result such as `exp(ln(10))` rounded down.
  public static let maximumRetryDigits = 2_000

  /// The most working digits an undecided approximation is refined to (within the work
  /// budget: calls × digits² ≤ ``workBudget``), unless the precision itself is near it or
  /// above: every precision may still take one round at 100 digits more than itself.
  public static let maximumRefinementDigits = 10_000

  /// The work one evaluation may do, in units of about one working digit squared of an
  /// elementary function: the one number every cap on work derives from (function calls
  /// per expression, steps inside defined functions, refinement, `n!`, binomial
  /// coefficients, the angles `sin` reduces, the gcds of exact arithmetic). Lower it for one
  /// calculator with `Calculator.workBudget`; Grammar.md, "Limits", lists what it allows.
  public static let workBudget = 10_000_000

  /// The most function calls and powers one expression may contain at a precision, at the
  /// default ``workBudget``: `76,000 / precision`, at least 10 (2,000 at the default 38, 38
  /// at 2,000, 15 at 5,000, 10 from 7,600 digits up to ``maximumPrecision``).
  ///
  /// Each function of an approximation costs work that grows with the precision, and a
  /// long sum of them may be evaluated again at higher precision; without this cap, 400,000
  /// `asin(0.3)` in one 4 MiB line would take minutes. Expressions of exact numbers and
  /// the operators `+ - * / ^` alone are not limited by it.
  public static func maximumFunctionCalls(precision: Int) -> Int {
    WorkBudget.standard.functionCalls(precision: precision)
  }
}
