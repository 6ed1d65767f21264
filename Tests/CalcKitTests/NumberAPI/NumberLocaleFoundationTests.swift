import CalcKit
import Foundation
import Testing

@Suite("NumberLocale from Foundation.Locale")
struct NumberLocaleFoundationTests {
  @Test(
    "Language and region pick the preset; else the language alone; else en_US",
    arguments: [
      // The identifier's own language and region.
      ("de_DE", "de_DE"), ("de-CH", "de_CH"), ("fr_CA", "fr_CA"), ("en_GB", "en_GB"),
      ("en_IN", "en_IN"), ("ja_JP", "ja_JP"), ("tr_TR", "tr_TR"), ("pt_PT", "pt_PT"),
      ("de_DE@currency=EUR", "de_DE"), ("zh-Hant-TW", "zh_TW"), ("zh_Hans_CN", "zh_CN"),
      // A language alone, or a region with no preset: the language's main country.
      ("de", "de_DE"), ("de_LU", "de_DE"), ("fr_BE", "fr_FR"), ("pt", "pt_BR"),
      ("no_NO", "nb_NO"), ("es_419", "es_ES"), ("zh-Hant", "zh_TW"), ("zh_Hant_HK", "zh_TW"),
      ("en_001", "en_US"), ("en", "en_US"),
      // POSIX.
      ("en_US_POSIX", "POSIX"), ("POSIX", "POSIX"), ("C", "POSIX"),
      // Unknown languages, the root locale: en_US.
      ("sw_KE", "en_US"), ("sr_Latn_RS", "en_US"), ("", "en_US"), ("root", "en_US"),
    ])
  func mapping(identifier: String, preset: String) {
    #expect(NumberLocale(Locale(identifier: identifier)).identifier == preset)
  }

  @Test("The preset formats as its identifier's preset does")
  func formats() throws {
    let swiss = NumberLocale(Locale(identifier: "de_CH"))
    #expect(swiss == NumberLocale(identifier: "de_CH"))
    #expect(1234567.5.formatted(fractionDigits: 2, locale: swiss) == "1’234’567.50")
    #expect(1234.5.formatted(fractionDigits: 2, locale: NumberLocale(Locale(identifier: "de-AT"))) == "1.234,50")
    #expect(1234.5.currencyString(code: "EUR", locale: NumberLocale(Locale(identifier: "fr_FR"))) == "1\u{202F}234,50\u{A0}€")
    #expect(1234.5.formatted(fractionDigits: 1, locale: NumberLocale(Locale(identifier: "en_US_POSIX"))) == "1234.5")
  }

  @Test("Locale.current always gives a preset")
  func current() {
    let locale = NumberLocale(Locale.current)
    #expect(NumberLocale.availableIdentifiers.contains(locale.identifier) || locale == .posix)
    #expect(!1234.5.formatted(fractionDigits: 2, locale: locale).isEmpty)
    #expect(NumberLocale(Locale.autoupdatingCurrent) == locale)
  }
}
