/// How a line asks for its result to be written: the target of `to`, `in` or `as` at the
/// end of an expression (`1/3 + 1/6 to fraction`, `255 to hex`, `pi to 50 digits`).
///
/// ```swift
/// var calculator = Calculator()
/// if case .converted(let result) = try calculator.run("255 to hex") {
///   result.text          // "0xff"
///   result.value         // 255, also stored as `ans`
/// }
/// try calculator.convert(Number(1) / Number(7), to: .decimal)   // "0.(142857)"
/// ```
///
/// Grammar.md lists every spelling; each case names its main one.
public enum Conversion: Sendable, Hashable {
  /// `to fraction`: an exact value in lowest terms, `1/2`, `-7/3`, `5`. An approximation
  /// (`pi`) has no exact fraction: an error says so.
  case fraction
  /// `to mixed`: an exact value as a whole part and a proper fraction, `2 1/3`, `-2 1/3`
  /// (read back as a mixed number), `1/3` below one.
  case mixedFraction
  /// `to hex`, `to oct`, `to bin`, `to base N` (2…36): `0xff`, `0o17`, `0b1010`, and for
  /// other bases `N#` and the digits (0–9 then a–z), `7#513`: each a based literal that
  /// reads back. Whole numbers exactly; other values to about as many digits as
  /// ``Calculator/precision`` decimal digits carry, rounded by ``Calculator/rounding``,
  /// `0x0.8`, `3#0.1`.
  case base(Int)
  /// `to N digits` (also `N sig`): rounded to N significant digits (evaluated at that
  /// precision, so `pi to 60 digits` has 60 correct digits).
  case significantDigits(Int)
  /// `to N dp` (also `N decimals`, `N decimal places`): exactly N digits after the point.
  case decimalPlaces(Int)
  /// `to sci`: scientific notation, one digit before the point, `1.2345e+4`.
  case scientific
  /// `to eng`: engineering notation, an exponent that is a multiple of 3, `12.345e+3`.
  case engineering
  /// `to decimal`: a terminating value in full, a recurring one with its period in
  /// parentheses, `0.(142857)`, and an ellipsis after it when fraction digits stand before
  /// it, `0.1(6)…` (as calc reads it back), when the digits up to the period's end number
  /// at most ``maximumRecurringDigits`` (or the precision, if more); else rounded as usual.
  case decimal
  /// `to KRW` (any ISO 4217 code the rates quote, letter case ignored): an amount of money
  /// converted into that currency with ``Calculator/exchangeRates``, written exactly (or
  /// rounded to the precision when it does not terminate) with its code, `105.56 USD`.
  case currency(String)
  /// `to %` (also `to percent`): the value as a percentage, `0.5` as `50%`: every digit
  /// of an exact value that terminates, others rounded to ``Calculator/precision``.
  case percent
  /// `to factors` (and a line that is a call of `factor`): a whole number as the product of
  /// its primes, `2^3 × 3^2 × 5`, which reads back as the number; `-1 × 2^2 × 3` for -12.
  /// Primes above 2^64 are Baillie–PSW probable primes; a composite part not factored
  /// within the work budget is named after the product.
  case factors

  /// The digits after the point up to the end of the first period that `to decimal` shows
  /// with the period marked, at the default precision: 100.
  public static let maximumRecurringDigits = 100

  /// The bases `to base N` accepts.
  public static let bases: ClosedRange<Int> = 2...36

  /// The target as calc spells it: `fraction`, `hex`, `base 3`, `5 digits`, `2 dp`.
  public var spelling: String {
    switch self {
    case .fraction: return "fraction"
    case .mixedFraction: return "mixed"
    case .base(16): return "hex"
    case .base(8): return "oct"
    case .base(2): return "bin"
    case .base(let radix): return "base \(radix)"
    case .significantDigits(let n): return "\(n) digits"
    case .decimalPlaces(let n): return "\(n) dp"
    case .scientific: return "sci"
    case .engineering: return "eng"
    case .decimal: return "decimal"
    case .currency(let code): return code
    case .percent: return "%"
    case .factors: return "factors"
    }
  }
}

/// The result of a line that ends in a conversion: its value and the text the conversion
/// makes of it.
public struct ConvertedValue: Sendable, Hashable {
  /// The value itself (what `ans` refers to afterwards).
  public let value: Number
  /// The conversion the line asked for.
  public let conversion: Conversion
  /// The value written as the conversion asks: `"0xff"`, `"1/2"`, `"0.(142857)"`.
  public let text: String
  /// Whether ``text`` is the value itself; false when digits were rounded away (`1/3 to
  /// hex`, `pi to 5 digits`).
  public let isExact: Bool
}
