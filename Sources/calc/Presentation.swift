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
}
