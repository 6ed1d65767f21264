// MARK: - Currencies in the language: `100 USD`, `USD 100`, `$5`, `to KRW`

/// The currency codes and symbols the language reads.
enum Money {
  /// Every ISO 4217 code calc knows (``Currency/availableCodes``) and every code the ECB's
  /// reference rates have quoted since 1999, sorted; a currency node refers to one by index.
  static let codes: [String] = Array(Set(Currency.availableCodes).union(formerECBCodes)).sorted()

  /// Codes of the ECB's feed that have left ISO 4217's current list (the currencies of
  /// countries that adopted the euro, and replaced ones): an old rates file still quotes
  /// them, and an error about them names the date of their last rate.
  static let formerECBCodes: Set<String> = [
    "BGN", "CYP", "EEK", "HRK", "LTL", "LVL", "MTL", "ROL", "SIT", "SKK", "TRL",
  ]

  /// Each code's index in ``codes``.
  static let indices: [String: Int] = Dictionary(uniqueKeysWithValues: codes.enumerated().map { ($1, $0) })

  /// The index of `name` when it is a currency code as the language writes one: three
  /// capital letters of a known ISO 4217 code (`USD`; `usd` is a name like any other).
  static func index(ofCode name: String) -> Int? {
    guard name.utf8.count == 3, name.utf8.allSatisfy({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) else {
      return nil
    }
    return indices[name]
  }

  /// The code a currency symbol stands for: `$` USD, `€` EUR, `£` GBP, `¥` JPY, `₩` KRW.
  static func code(ofSymbol symbol: String) -> String? {
    switch symbol {
    case "$": return "USD"
    case "€": return "EUR"
    case "£": return "GBP"
    case "¥": return "JPY"
    case "₩": return "KRW"
    default: return nil
    }
  }
}
