extension Worksheet: Codable {
  private enum CodingKeys: String, CodingKey {
    case text, precision, rounding, angleUnit, showsExactValuesInFull, inputLocale, exchangeRates, lastKnownRateDates
  }

  /// Encodes the text and the calculator's settings, locale (by identifier) and rates;
  /// results are not encoded: decoding evaluates the text again. Functions and constants
  /// an app registered are not encoded: register them again and set ``calculator``.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(text, forKey: .text)
    try container.encode(calculator.precision, forKey: .precision)
    try container.encode(calculator.rounding, forKey: .rounding)
    try container.encode(calculator.angleUnit, forKey: .angleUnit)
    try container.encode(calculator.showsExactValuesInFull, forKey: .showsExactValuesInFull)
    try container.encodeIfPresent(calculator.inputLocale?.identifier, forKey: .inputLocale)
    try container.encodeIfPresent(calculator.exchangeRates, forKey: .exchangeRates)
    try container.encode(calculator.lastKnownRateDates, forKey: .lastKnownRateDates)
  }

  /// Decodes a worksheet ``encode(to:)`` wrote and evaluates it (each line within the
  /// calculator's ``Calculator/workBudget``).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    var calculator = Calculator(
      precision: try container.decode(Int.self, forKey: .precision),
      rounding: try container.decode(RoundingMode.self, forKey: .rounding),
      angleUnit: try container.decode(AngleUnit.self, forKey: .angleUnit))
    calculator.showsExactValuesInFull = try container.decode(Bool.self, forKey: .showsExactValuesInFull)
    if let identifier = try container.decodeIfPresent(String.self, forKey: .inputLocale) {
      guard let locale = NumberLocale(identifier: identifier) else {
        throw DecodingError.dataCorruptedError(
          forKey: .inputLocale, in: container, debugDescription: "no locale \(identifier.prefix(40))")
      }
      calculator.inputLocale = locale
    }
    calculator.exchangeRates = try container.decodeIfPresent(ExchangeRates.self, forKey: .exchangeRates)
    calculator.lastKnownRateDates = try container.decode([String: String].self, forKey: .lastKnownRateDates)
    try self.init(text: container.decode(String.self, forKey: .text), calculator: calculator)
  }
}
