// FoundationEssentials where there is one (Linux): its `Locale` is the same type an app's
// `import Foundation` gives, without the internationalisation (ICU) calc does not need; the
// language, script and region are then read from the identifier.
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension NumberLocale {
  /// The preset that best matches a Foundation locale, so `NumberLocale(Locale.current)`
  /// formats for the user's language and region.
  ///
  /// The locale's language and region choose a preset from
  /// ``availableIdentifiers``, in this order; the first that exists wins:
  ///
  /// 1. `en_US_POSIX`, `POSIX` and `C` (any letter case) give ``posix``: a point and no
  ///    grouping.
  /// 2. The language and region of the identifier: `de_CH` for `de-CH`,
  ///    `de_DE@currency=EUR` or `de_Latn_CH`.
  /// 3. The language alone, meaning its main country: `de_LU` (no preset) gives `de_DE`,
  ///    `pt` gives `pt_BR`, `no_NO` gives `nb_NO`; Chinese in traditional script
  ///    (`zh-Hant`, `zh_Hant_HK`) gives `zh_TW`.
  /// 4. Otherwise ``enUS``, the default everywhere else in CalcKit: an unknown language
  ///    such as `sw_KE`, the empty identifier, `root`, and Linux's usual
  ///    `Locale.current`, `en_001` (which is English, so `en_US`).
  ///
  /// The result's ``identifier`` says which preset was chosen, so a program can tell a
  /// fallback (`NumberLocale(Locale(identifier: "sw_KE")).identifier` is `"en_US"`).
  ///
  /// Only the language and region are read: separators the user changed in the system's
  /// settings, and a region override such as `@rg=chzzzz`, are not. The digits come from
  /// CalcKit's own CLDR table, so they are the same on every platform.
  ///
  /// ```swift
  /// NumberLocale(Locale(identifier: "de_CH")).identifier   // "de_CH"
  /// NumberLocale(Locale(identifier: "fr_BE")).identifier   // "fr_FR": the language alone
  /// 1234.5.formatted(fractionDigits: 2, locale: NumberLocale(Locale.current))
  /// ```
  ///
  /// - Parameter locale: any Foundation locale, such as `Locale.current` or
  ///   `Locale(identifier: "de_DE")`.
  public init(_ locale: Locale) {
    self = NumberLocale.preset(matching: locale)
  }

  /// The preset for `locale` by the rules of ``init(_:)``.
  static func preset(matching locale: Locale) -> NumberLocale {
    // The identifier without keywords (`@currency=EUR`), with `_` between its parts.
    var base = Substring(locale.identifier)
    if let at = base.firstIndex(of: "@") { base = base[..<at] }
    let parts = base.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { $0.lowercased() }
    if parts == ["c"] || parts == ["posix"] || parts == ["en", "us", "posix"] { return .posix }

    #if canImport(FoundationEssentials)
      let (language, script, region) = subtags(parts)
    #else
      let language = locale.language.languageCode?.identifier.lowercased() ?? ""
      let script = locale.language.script?.identifier.lowercased()
      let region = locale.language.region?.identifier
    #endif
    guard !language.isEmpty else { return .enUS }
    if let region, let preset = table["\(language)_\(region.uppercased())"] {
      return preset
    }
    if language == "zh", script == "hant", let preset = table["zh_TW"] {
      return preset
    }
    if let full = languageDefaults[language], let preset = table[full] { return preset }
    return .enUS
  }

  /// The language, script and region subtags of an identifier's lowercased parts
  /// (`["zh", "hant", "tw"]`, `["de", "ch"]`, `["es", "419"]`): a language of two or three
  /// letters, then perhaps a script of four letters, then perhaps a region of two letters
  /// or three digits; anything else (variants, extensions) is left out.
  static func subtags(_ parts: [String]) -> (language: String, script: String?, region: String?) {
    func letters(_ part: String, _ counts: ClosedRange<Int>) -> Bool {
      counts.contains(part.count) && part.allSatisfy { $0.isASCII && $0.isLetter }
    }
    guard let first = parts.first, letters(first, 2...3) else { return ("", nil, nil) }
    var rest = parts.dropFirst()
    var script: String?
    if let next = rest.first, letters(next, 4...4) {
      script = next
      rest = rest.dropFirst()
    }
    var region: String?
    if let next = rest.first,
      letters(next, 2...2) || (next.count == 3 && next.allSatisfy { $0.isASCII && $0.isNumber })
    {
      region = next.uppercased()
    }
    return (first, script, region)
  }
}
