import CalcKit

/// How the command line writes each result: calc's plain, parseable text by default, or
/// the display forms that `--width`, `--fraction-digits`, `--percent`, `--currency` and
/// `--locale` ask for.
enum Presentation: Sendable {
  /// `Calculator.format`: no grouping, a point, `1.5e+40`.
  case plain
  /// Fixed or full digits, grouped and localised, perhaps as a percentage or an amount.
  case number(NumberFormat)
  /// Shortened to a width.
  case display(DisplayFormat)

  func text(_ value: Number, calculator: Calculator) -> String {
    switch self {
    case .plain: return calculator.format(value)
    case .number(let format): return format.string(for: value)
    case .display(let format): return format.string(for: value)
    }
  }

  /// An amount of money as the session shows it: in its currency's minor units, `≈` when
  /// they round it (`≈79.27 USD`), or in the form the line asked for (`to fraction`,
  /// `to 40 digits`); plain digits, or the separators of the locale the options name.
  func text(_ amount: MoneyAmount) -> String {
    switch self {
    case .plain: return amount.text
    case .number(let format): return amount.formatted(locale: format.locale, usesGrouping: format.usesGrouping)
    case .display(let format): return amount.formatted(locale: format.locale, usesGrouping: format.usesGrouping)
    }
  }
}
