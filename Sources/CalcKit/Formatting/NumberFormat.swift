/// A complete description of how to write a number for people: decimal, percent or
/// currency; how many digits after the point; rounding; locale; grouping.
///
/// A `NumberFormat` is a small value: make one per purpose and keep it, or make one per call;
/// both are cheap, and any number of threads can use one at once. Nothing is cached or
/// shared, so there is nothing to get wrong under concurrency (the trouble with a shared,
/// reconfigured `NumberFormatter`).
///
/// ```swift
/// let money = NumberFormat(style: .currency(Currency(code: "USD")!), rounding: .halfUp)
/// money.string(for: Number("1234.5")!)                 // "$1,234.50"
/// NumberFormat(fractionDigits: 2, locale: .deDE)
///   .string(for: Number("1234.5")!)                    // "1.234,50"
/// ```
///
/// Every digit written is the true value rounded at the last digit shown. For an
/// approximation (such as `sqrt(2)`) whose bounds do not decide a requested digit, fewer
/// digits are written rather than a guess.
public struct NumberFormat: Sendable, Hashable {
  /// What the number is.
  public enum Style: Sendable, Hashable {
    /// A plain quantity: `1,234.5`.
    case decimal
    /// A fraction written as a percentage: 0.1234 is `12.34%`.
    case percent
    /// An amount of money: `$1,234.50`, `KRW 1,234,567`.
    case currency(Currency, display: CurrencyDisplay = .symbol)
  }

  /// Decimal, percent or currency; decimal by default.
  public var style: Style
  /// Exactly this many digits after the decimal separator (zeros added, or the value
  /// rounded), clamped to `0...Limits.maximumPrecision`.
  ///
  /// `nil` writes the value's own digits, rounded to ``precision`` significant digits
  /// (scientific notation for magnitudes plain notation would pad with zeros), except that
  /// a currency uses its minor units.
  public var fractionDigits: Int?
  /// Significant digits when ``fractionDigits`` is `nil`; 38 by default.
  public var precision: Int
  /// How the last digit is rounded; half-even by default (half-up is usual for money).
  public var rounding: RoundingMode
  /// Separators and sign placement; `en_US` by default.
  public var locale: NumberLocale
  /// Whether integer digits are grouped (`1,234`); true by default.
  public var usesGrouping: Bool
  /// Whether a space goes between the number and its `%` or currency symbol; `nil`
  /// (the default) follows the locale.
  public var withSpacing: Bool?
  /// Whether, when ``fractionDigits`` is `nil`, an exact value whose decimal expansion
  /// terminates is written with every digit (as
  /// ``/CalcNumber/Number/fullDecimalString(precision:rounding:)`` chooses them) rather than rounded to
  /// ``precision``; false by default.
  public var showsExactValuesInFull: Bool

  /// Creates a format; every parameter has the default described on its property.
  public init(
    style: Style = .decimal, fractionDigits: Int? = nil, precision: Int = 38,
    rounding: RoundingMode = .halfEven, locale: NumberLocale = .enUS,
    usesGrouping: Bool = true, withSpacing: Bool? = nil, showsExactValuesInFull: Bool = false
  ) {
    self.style = style
    self.fractionDigits = fractionDigits
    self.precision = precision
    self.rounding = rounding
    self.locale = locale
    self.usesGrouping = usesGrouping
    self.withSpacing = withSpacing
    self.showsExactValuesInFull = showsExactValuesInFull
  }

  /// `number` written in this format.
  public func string(for number: Number) -> String {
    // A magnitude beyond 10^±100,000 has no place in grouped, fixed-point text (its
    // digits alone would take megabytes): calc's plain text, in scientific notation.
    let magnitude = number.rounded(precision: 1, rounding: .halfEven).adjustedExponent
    if !number.isZero, abs(magnitude) > 100_000 {
      return number.decimalString(precision: precision, rounding: rounding)
    }
    switch style {
    case .decimal:
      return digits(for: number)
    case .percent:
      return withPercentSign(digits(for: number, scale: 2))
    case .currency(let currency, let display):
      return withCurrency(digits(for: number, defaultFractionDigits: currency.minorUnits), currency, display)
    }
  }

  /// The digits of `number × 10^scale`, signed and grouped, before any `%` or symbol.
  ///
  /// Scaling moves the decimal point of the rounded digits, so a percentage is exact
  /// however large the value.
  func digits(for number: Number, scale: Int = 0, defaultFractionDigits: Int? = nil) -> String {
    let layout = DecimalLayout(locale: locale, usesGrouping: usesGrouping)
    if let f = (fractionDigits ?? defaultFractionDigits).map(NumberFormat.clampFraction) {
      let (value, decided) = number.rounded(fractionDigits: f + scale, rounding: rounding)
      return layout.plain(value.scaled(byPowerOfTen: scale), minimumFractionDigits: max(decided - scale, 0))
    }
    let p = Number.clamp(precision)
    var (value, notation) = (number.rounded(precision: p, rounding: rounding), p)
    if showsExactValuesInFull { (value, notation) = number.fullyShown(precision: p, rounding: rounding) }
    value = value.scaled(byPowerOfTen: scale)
    return value.usesPlainNotation(precision: notation) ? layout.plain(value) : layout.scientific(value)
  }

  private func withPercentSign(_ digits: String) -> String {
    let spacing = NumberFormat.spacing(withSpacing, locale: locale.percentSpacing, fallback: " ")
    return locale.percentSignFirst ? "%" + spacing + digits : digits + spacing + "%"
  }

  private func withCurrency(_ digits: String, _ currency: Currency, _ display: CurrencyDisplay) -> String {
    let sign = display == .code ? currency.code : currency.symbol
    var spacing = NumberFormat.spacing(withSpacing, locale: locale.currencySpacing, fallback: "\u{A0}")
    // A symbol made of letters never touches the digits: `CHF 12`, `12 KRW`.
    let touching = locale.currencySymbolFirst ? sign.last : sign.first
    if spacing.isEmpty, withSpacing != false, touching?.isLetter ?? false { spacing = "\u{A0}" }
    var unsigned = Substring(digits)
    let negative = unsigned.first == "-"
    if negative { unsigned = unsigned.dropFirst() }
    let number = String(unsigned)
    let body = locale.currencySymbolFirst ? sign + spacing + number : number + spacing + sign
    return negative ? "-" + body : body
  }

  private static func spacing(_ choice: Bool?, locale: String, fallback: String) -> String {
    switch choice {
    case nil: return locale
    case false?: return ""
    case true?: return locale.isEmpty ? fallback : locale
    }
  }

  static func clampFraction(_ digits: Int) -> Int {
    min(max(digits, 0), Limits.maximumPrecision)
  }
}
