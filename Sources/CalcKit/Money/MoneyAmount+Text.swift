// MARK: - An amount as people read it: the currency's minor units, `≈` when they round it

extension MoneyAmount {
  /// The amount in its currency's minor units with the separators of `locale`, `≈` before
  /// it when they round it, a space and the code: `"≈24,74 EUR"` for ``NumberLocale/deDE``.
  ///
  /// ``text`` is this with ``NumberLocale/posix`` and no grouping; calc's session shows
  /// amounts this way in its own locale. When the line asked for another form
  /// (`100 USD / 3 to fraction`), that form is kept in any locale: `"100/3 USD"`. A code
  /// calc knows no minor units for (a retired currency such as `HRK`) has the number as
  /// ``Calculator/format(_:)`` writes it.
  public func formatted(locale: NumberLocale, usesGrouping: Bool = true) -> String {
    let shown =
      requestedText
      ?? MoneyAmount.minorUnitsText(value, code: code, rounding: rounding, locale: locale, usesGrouping: usesGrouping)
      ?? formattedValue
    return shown.marked + " " + code
  }

  /// `value` with the minor units of the currency `code` (`24.74`), and whether that shows
  /// it exactly; nil for a code with no known minor units.
  static func minorUnitsText(
    _ value: Number, code: String, rounding: RoundingMode, locale: NumberLocale, usesGrouping: Bool
  ) -> ShownNumber? {
    guard let currency = Currency(code: code) else { return nil }
    let format = NumberFormat(
      fractionDigits: currency.minorUnits, rounding: rounding, locale: locale, usesGrouping: usesGrouping)
    // Exact when the value is exact with no digits beyond the minor units. NumberFormat
    // writes a magnitude beyond 10^±100,000 as plain text at its precision instead
    // (`1e200000`): exact when that shows every digit.
    let inFixedPoint =
      value.isZero || abs(value.rounded(precision: 1, rounding: .halfEven).adjustedExponent) <= 100_000
    let isExact: Bool
    if inFixedPoint {
      let scale = Number((0..<currency.minorUnits).reduce(1) { power, _ in power * 10 })
      isExact = (try? value * scale)?.isInteger ?? false
    } else {
      isExact = value.isExactlyShown(precision: format.precision)
    }
    return ShownNumber(text: format.string(for: value), isExact: isExact)
  }
}
