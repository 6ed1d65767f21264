import CalcKit

extension ShippedRates {
  /// The shipped rates as a snapshot (source `shipped with calc`, never checked), nil if the
  /// embedded file did not parse (a test keeps it parsing).
  static var snapshot: RateSnapshot? {
    guard let rates = try? ExchangeRates(ecbXML: ecbXML) else { return nil }
    return RateSnapshot(latest: rates, source: source, checked: 0)
  }

  /// What a snapshot's ``RateSnapshot/source`` says for the shipped rates.
  static let source = "shipped with calc"
}
