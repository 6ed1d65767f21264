// ComparisonResult, from FoundationEssentials where there is one (Linux).
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Number {
  /// The exact value as a fraction in lowest terms, `"1/3"`, `"-7/2"`, or an integer,
  /// `"5"`; nil for an approximation.
  ///
  /// `init(_ text: String)` (CalcKit) reads it back to the same value, as does `Codable`, which writes
  /// the same text. An approximation has no exact fraction; its ``bounds`` do.
  public var fractionString: String? {
    exactValue?.fractionText
  }

  /// The numerator and denominator of an exact value, in lowest terms, as decimal digit
  /// strings: the numerator carries the sign, the denominator is positive (1 for an
  /// integer). Nil for an approximation.
  ///
  /// Strings, because a numerator can have up to ``Limits/maximumDigits`` digits, more than
  /// any machine integer: CalcKit's big-integer type is an implementation detail it does
  /// not expose (exposing it would tie apps to that dependency's version). Feed the strings
  /// to a big-integer library of your choice, or use ``intFraction`` when the parts are
  /// small.
  ///
  /// ```swift
  /// Number("-0.75")!.fraction   // (numerator: "-3", denominator: "4")
  /// ```
  public var fraction: (numerator: String, denominator: String)? {
    guard let value = exactValue else { return nil }
    switch value.storage {
    case .small(let n, let d): return (String(n), String(d))
    case .big(let n, let d): return (n.decimalText, d.decimalText)
    }
  }

  /// The numerator and denominator of an exact value, in lowest terms, when both fit an
  /// `Int`; nil for an approximation or larger parts. The numerator carries the sign, the
  /// denominator is positive.
  ///
  /// ```swift
  /// Number("1/3")!.intFraction   // (numerator: 1, denominator: 3)
  /// ```
  public var intFraction: (numerator: Int, denominator: Int)? {
    guard let value = exactValue else { return nil }
    switch value.storage {
    case .small(let n, let d): return (n, d)
    case .big(let n, let d):
      // Only `Int.min` fits a word and is stored big.
      guard let n = Int(exactly: n), let d = Int(exactly: d) else { return nil }
      return (n, d)
    }
  }

  /// Exact bounds on the value: `lower...upper`, which contains the true value of an
  /// approximation, and is the value itself, `x...x`, for an exact value.
  ///
  /// ```swift
  /// let root = try Calculator().evaluate("sqrt(2)")
  /// root.bounds.lowerBound.isExact                       // true
  /// root.bounds.lowerBound.decimalString(precision: 60)  // "1.41421356…", a few digits past 38
  /// ```
  public var bounds: ClosedRange<Number> {
    if let value = exactValue { return Number(value)...Number(value) }
    return Number(lower: lower, upper: lower)...Number(lower: upper, upper: upper)
  }

  /// Compares the true values, as far as they are known: nil when the bounds of an
  /// approximation leave the order undecided.
  ///
  /// Exact values always compare. An approximation compares with another value only when
  /// their bounds are apart, not even sharing an end point: `sqrt(2)` is definitely below
  /// `1.5`, but whether `root * root` (`root` an approximation of √2) is below, above, or
  /// equal to `2` cannot be told from bounds that include 2. Unlike `<` (which must order everything, see ``Number``), a result here
  /// is never a guess.
  ///
  /// - Returns: `.orderedAscending` when `self` is less than `other`, `.orderedSame` when
  ///   they are equal exact values, `.orderedDescending` when `self` is greater, nil when
  ///   undecided.
  public func compare(_ other: Number) -> ComparisonResult? {
    if let a = exactValue, let b = other.exactValue {
      return a < b ? .orderedAscending : (b < a ? .orderedDescending : .orderedSame)
    }
    // The true values lie strictly inside an approximation's bounds or on them: only
    // disjoint bounds decide.
    if upper < other.lower { return .orderedAscending }
    if other.upper < lower { return .orderedDescending }
    return nil
  }
}
