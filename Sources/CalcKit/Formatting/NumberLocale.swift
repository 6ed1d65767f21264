/// How a locale writes numbers: separators, digit grouping, and where the percent and
/// currency signs go.
///
/// CalcKit carries its own table of presets, generated from the Unicode CLDR data by
/// `scripts/make-format-tables.py`, so the same identifier gives the same text on every
/// platform and no `Foundation.Locale` or `NumberFormatter` is involved:
///
/// | identifier | 1234567.5 | percent | currency (EUR) |
/// |---|---|---|---|
/// | `en_US` | `1,234,567.5` | `12.5%` | `€1,234,567.50` |
/// | `de_DE` | `1.234.567,5` | `12,5 %` | `1.234.567,50 €` |
/// | `fr_FR` | `1 234 567,5` (U+202F) | `12,5 %` | `1 234 567,50 €` |
/// | `de_CH` | `1’234’567.5` | `12.5%` | `€ 1’234’567.50` |
/// | `en_IN` | `12,34,567.5` | `12.5%` | `€12,34,567.50` |
///
/// The value is a plain struct: change any field to make a variant.
public struct NumberLocale: Sendable, Hashable {
  /// The identifier the preset was made for, such as `"de_DE"`; `"custom"` when built by hand.
  public var identifier: String
  /// Written between the integer and fraction digits: `"."` in `en_US`, `","` in `de_DE`.
  public var decimalSeparator: String
  /// Written between groups of integer digits: `","` in `en_US`, `"."` in `de_DE`.
  /// Empty for no grouping.
  public var groupingSeparator: String
  /// Digits in the group nearest the decimal separator (3 almost everywhere).
  public var groupingSize: Int
  /// Digits in each further group: 3 mostly, 2 in `en_IN` (`12,34,567`).
  public var secondaryGroupingSize: Int
  /// Integer digits needed before grouping starts counts more than one group: 1 in most
  /// locales (`1,234`), 2 in `es_ES`, `it_IT`, `pl_PL` and `pt_PT` (`1234` but `12 345`).
  public var minimumGroupingDigits: Int
  /// Whether the currency symbol comes before the number (`$1.50`) or after it (`1,50 €`).
  public var currencySymbolFirst: Bool
  /// Written between the currency symbol and the number, such as a no-break space in
  /// `de_DE`; empty in `en_US`. A symbol that ends (or starts) with a letter, like `CHF`
  /// or an ISO code, is always kept apart from the digits by a no-break space.
  public var currencySpacing: String
  /// Whether the percent sign comes before the number (`%12` in `tr_TR`).
  public var percentSignFirst: Bool
  /// Written between the number and the percent sign: empty in `en_US`, a no-break space
  /// in `de_DE` and `fr_FR`.
  public var percentSpacing: String

  /// Creates a locale from its parts; the defaults are those of `en_US`.
  public init(
    decimalSeparator: String = ".", groupingSeparator: String = ",",
    groupingSize: Int = 3, secondaryGroupingSize: Int = 3, minimumGroupingDigits: Int = 1,
    currencySymbolFirst: Bool = true, currencySpacing: String = "",
    percentSignFirst: Bool = false, percentSpacing: String = ""
  ) {
    self.init(
      identifier: "custom", decimalSeparator: decimalSeparator,
      groupingSeparator: groupingSeparator, groupingSize: groupingSize,
      secondaryGroupingSize: secondaryGroupingSize, minimumGroupingDigits: minimumGroupingDigits,
      currencySymbolFirst: currencySymbolFirst, currencySpacing: currencySpacing,
      percentSignFirst: percentSignFirst, percentSpacing: percentSpacing)
  }

  init(
    identifier: String, decimalSeparator: String, groupingSeparator: String,
    groupingSize: Int, secondaryGroupingSize: Int, minimumGroupingDigits: Int,
    currencySymbolFirst: Bool, currencySpacing: String,
    percentSignFirst: Bool, percentSpacing: String
  ) {
    self.identifier = identifier
    self.decimalSeparator = decimalSeparator
    self.groupingSeparator = groupingSeparator
    self.groupingSize = groupingSize
    self.secondaryGroupingSize = secondaryGroupingSize
    self.minimumGroupingDigits = minimumGroupingDigits
    self.currencySymbolFirst = currencySymbolFirst
    self.currencySpacing = currencySpacing
    self.percentSignFirst = percentSignFirst
    self.percentSpacing = percentSpacing
  }

  /// The preset for a locale identifier such as `"de_DE"`, `"de-DE"` or `"de"` (a
  /// language alone means its main country); `nil` when calc has no preset for it.
  ///
  /// ``availableIdentifiers`` lists the presets. `"POSIX"` (or `"C"`) is plain text: a
  /// point and no grouping.
  public init?(identifier: String) {
    let key = identifier.replacingHyphens()
    if let preset = NumberLocale.table[key] {
      self = preset
    } else if let preset = NumberLocale.table.values.first(where: { $0.identifier.lowercased() == key.lowercased() }) {
      self = preset
    } else if let full = NumberLocale.languageDefaults[key.lowercased()], let preset = NumberLocale.table[full] {
      self = preset
    } else if key == "POSIX" || key == "C" || key == "en_US_POSIX" {
      self = .posix
    } else {
      return nil
    }
  }

  /// The identifiers that have presets, sorted.
  public static var availableIdentifiers: [String] { table.keys.sorted() }

  /// United States English: `1,234,567.5`, `12.5%`, `$1,234.50`. The default everywhere.
  public static let enUS = NumberLocale(identifier: "en_US") ?? NumberLocale()
  /// German (Germany): `1.234.567,5`, `12,5 %`, `1.234,50 €`.
  public static let deDE = NumberLocale(identifier: "de_DE") ?? NumberLocale()
  /// French (France): groups separated by a narrow no-break space (U+202F), `12,5 %`.
  public static let frFR = NumberLocale(identifier: "fr_FR") ?? NumberLocale()
  /// German (Switzerland): `1’234’567.5`, with a right single quotation mark (U+2019).
  public static let deCH = NumberLocale(identifier: "de_CH") ?? NumberLocale()
  /// Plain, parseable text: a point, no grouping.
  public static let posix = NumberLocale(
    identifier: "POSIX", decimalSeparator: ".", groupingSeparator: "", groupingSize: 3,
    secondaryGroupingSize: 3, minimumGroupingDigits: 1, currencySymbolFirst: true,
    currencySpacing: "", percentSignFirst: false, percentSpacing: "")

  /// The form calc's input reads: a point, and `_` between groups of three integer digits
  /// (`1_234_567.5`), so a result shown this way can be typed or pasted back as it is.
  /// The interactive session shows results in it.
  public static let input = NumberLocale(
    identifier: "input", decimalSeparator: ".", groupingSeparator: "_", groupingSize: 3,
    secondaryGroupingSize: 3, minimumGroupingDigits: 1, currencySymbolFirst: true,
    currencySpacing: "", percentSignFirst: false, percentSpacing: "")

  /// The country a bare language code means.
  static let languageDefaults: [String: String] = [
    "en": "en_US", "de": "de_DE", "fr": "fr_FR", "it": "it_IT", "es": "es_ES", "pt": "pt_BR",
    "nl": "nl_NL", "sv": "sv_SE", "nb": "nb_NO", "no": "nb_NO", "da": "da_DK", "fi": "fi_FI",
    "pl": "pl_PL", "cs": "cs_CZ", "ru": "ru_RU", "uk": "uk_UA", "tr": "tr_TR", "ja": "ja_JP",
    "ko": "ko_KR", "zh": "zh_CN", "hi": "hi_IN", "id": "id_ID", "vi": "vi_VN", "th": "th_TH",
  ]
}

extension String {
  fileprivate func replacingHyphens() -> String {
    String(map { $0 == "-" ? "_" : $0 })
  }
}
