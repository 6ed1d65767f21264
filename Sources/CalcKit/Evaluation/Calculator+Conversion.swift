// MARK: - Conversions at the end of a line: `to fraction`, `to hex`, `to 5 digits`, …

extension Calculator {
  /// `value` written as `conversion` asks, with this calculator's ``precision`` and
  /// ``rounding``: `convert(Number(255), to: .base(16))` is `"0xff"`.
  ///
  /// - Throws: ``CalcError`` of kind ``CalcError/Kind/domain`` when the conversion does not
  ///   apply (the exact fraction of an approximation), ``CalcError/Kind/indeterminate`` when
  ///   an approximation decides no digit; its range is empty.
  public func convert(_ value: Number, to conversion: Conversion) throws(CalcError) -> String {
    try converted(value, conversion, at: SourceRange(0, 0)).text
  }

  /// The value and text of a line that ends in a conversion, errors at `range`.
  func converted(_ value: Number, _ conversion: Conversion, at range: SourceRange) throws(CalcError) -> ConvertedValue {
    do {
      if conversion == .factors { return try factored(value) }
      let (text, exact) = try value.converted(conversion, precision: precision, rounding: rounding)
      return ConvertedValue(value: value, conversion: conversion, text: text, isExact: exact)
    } catch {
      throw CalcError(error, at: range)
    }
  }

  /// This calculator with the precision `expression`'s conversion needs to be evaluated
  /// at: `to N digits` evaluates at N digits.
  func evaluating(forConversionOf expression: ParsedExpression) -> Calculator {
    guard case .significantDigits(let n)? = expression.conversion else { return self }
    var copy = self
    copy.precision = Number.clamp(n)
    return copy
  }

  /// The value of `expression` good to the digits its conversion shows (for `to N dp`, an
  /// approximation is evaluated again with as many significant digits as the places need),
  /// the currency when it is an amount, and whether rates converted one.
  func resultForRun(of expression: ParsedExpression) throws(CalcError) -> (value: Number, currency: String?, usedRates: Bool) {
    let result = try evaluating(forConversionOf: expression).refinedResult(of: expression)
    guard case .decimalPlaces(let places)? = expression.conversion, !result.value.isExact else { return result }
    let magnitude = result.value.rounded(precision: Number.clamp(precision), rounding: rounding).adjustedExponent
    let needed = magnitude + 1 + places + 1
    guard needed > Number.clamp(precision) else { return result }
    var copy = self
    copy.precision = Number.clamp(needed)
    return try copy.refinedResult(of: expression)
  }
}
