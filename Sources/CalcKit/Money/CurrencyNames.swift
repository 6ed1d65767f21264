extension Currency {
  /// The English name of a currency the European Central Bank quotes or has quoted, as
  /// the ECB writes it (`"US dollar"`, `"Croatian kuna"`); nil for other codes.
  ///
  /// Retired currencies the ECB's history still holds (HRK, CYP, …) are included, so an old
  /// snapshot can be listed with names; letter case is ignored.
  public static func name(ofCode code: String) -> String? {
    names[code.uppercased()]
  }

  /// The currency's English name, when the ECB quotes or has quoted it.
  public var name: String? { Currency.names[code] }

  /// Names of the ECB's reference-rate currencies, past and present.
  static let names: [String: String] = [
    "AUD": "Australian dollar", "BGN": "Bulgarian lev", "BRL": "Brazilian real",
    "CAD": "Canadian dollar", "CHF": "Swiss franc", "CNY": "Chinese yuan renminbi",
    "CYP": "Cyprus pound", "CZK": "Czech koruna", "DKK": "Danish krone", "EEK": "Estonian kroon",
    "EUR": "Euro", "GBP": "Pound sterling", "HKD": "Hong Kong dollar", "HRK": "Croatian kuna",
    "HUF": "Hungarian forint", "IDR": "Indonesian rupiah", "ILS": "Israeli shekel",
    "INR": "Indian rupee", "ISK": "Icelandic krona", "JPY": "Japanese yen",
    "KRW": "South Korean won", "LTL": "Lithuanian litas", "LVL": "Latvian lats",
    "MTL": "Maltese lira", "MXN": "Mexican peso", "MYR": "Malaysian ringgit",
    "NOK": "Norwegian krone", "NZD": "New Zealand dollar", "PHP": "Philippine peso",
    "PLN": "Polish zloty", "ROL": "Romanian leu (old)", "RON": "Romanian leu",
    "RUB": "Russian rouble", "SEK": "Swedish krona", "SGD": "Singapore dollar",
    "SIT": "Slovenian tolar", "SKK": "Slovak koruna", "THB": "Thai baht",
    "TRL": "Turkish lira (old)", "TRY": "Turkish lira", "USD": "US dollar",
    "ZAR": "South African rand",
  ]
}
