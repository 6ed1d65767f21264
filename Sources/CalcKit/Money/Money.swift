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

  /// The currencies the language reads by their symbol. The symbols themselves are the
  /// ``Currency`` table's (`$` USD, `€` EUR, `£` GBP, `¥` JPY, `₩` KRW), which the display
  /// forms write: one table for reading and writing them.
  static let symbolCodes = ["USD", "EUR", "GBP", "JPY", "KRW"]

  /// The symbols the language reads, each with its code and its UTF-8 bytes (for the lexer).
  static let symbols: [(symbol: String, code: String, bytes: [UInt8])] = symbolCodes.compactMap { code in
    Currency.table[code].map { ($0.symbol, code, Array($0.symbol.utf8)) }
  }

  /// The code a currency symbol the language reads stands for (``symbols``).
  static func code(ofSymbol symbol: String) -> String? {
    symbols.first { $0.symbol == symbol }?.code
  }
}
