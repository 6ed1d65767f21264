/// A currency from ISO 4217: its code, the digits after the decimal point its amounts
/// have (its minor units), and the symbol calc writes for it.
///
/// | code | minor units | symbol | 1234567.5 as `currencyString(code:)` |
/// |---|---|---|---|
/// | `USD` | 2 | `$` | `$1,234,567.50` |
/// | `KRW` | 0 | `₩` | `₩1,234,568` (half-even) |
/// | `JPY` | 0 | `¥` | `¥1,234,568` |
/// | `BHD` | 3 | `BHD` | `BHD 1,234,567.500` |
///
/// The table (`scripts/make-format-tables.py`) takes minor units from the ISO 4217 list and
/// symbols from CLDR's English data, so `$` always means US dollars and other dollars carry
/// a prefix (`CA$`, `A$`).
public struct Currency: Sendable, Hashable {
  /// The three-letter ISO 4217 code, such as `"KRW"`.
  public let code: String
  /// Digits after the decimal point in an amount: 0 for `KRW` and `JPY`, 2 for `USD`,
  /// 3 for `BHD`.
  public let minorUnits: Int
  /// The symbol, such as `"₩"`; the code itself where CLDR has no shorter symbol.
  public let symbol: String

  init(code: String, minorUnits: Int, symbol: String) {
    self.code = code
    self.minorUnits = minorUnits
    self.symbol = symbol
  }

  /// The currency with an ISO 4217 code (letter case ignored); `nil` for an unknown code.
  public init?(code: String) {
    guard let known = Currency.table[code.uppercased()] else { return nil }
    self = known
  }

  /// Every code in the table, sorted.
  public static var availableCodes: [String] { table.keys.sorted() }
}

/// How a currency is named in an amount.
public enum CurrencyDisplay: String, Sendable, Hashable, CaseIterable {
  /// Its symbol: `₩1,234,567`.
  case symbol
  /// Its ISO code: `KRW 1,234,567`.
  case code
}
