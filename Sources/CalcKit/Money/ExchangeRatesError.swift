/// Why exchange rates could not be read or used.
public enum ExchangeRatesError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The text is empty, or does not start like an XML document.
  case notXML
  /// The text is an HTML page (an error page, a captive portal's login), not the rates.
  case htmlPage
  /// The document ends before its closing tag: the download was cut short.
  case truncated
  /// The document is XML but not shaped like the ECB's rates; the reason says where.
  case malformed(String)
  /// The document is complete but holds no day of rates.
  case noRates
  /// A currency the rates of `date` do not quote.
  case unknownCurrency(String, date: String)
  /// A currency the newest rates (of `date`) lack, last quoted on `lastKnown`: it was
  /// replaced or suspended, and an old rate is not passed off as a current one.
  case noLongerQuoted(String, date: String, lastKnown: String)
  /// Arithmetic on the rates failed (an exact result beyond ``/CalcNumber/Limits``).
  case arithmetic(String)

  /// A sentence for people.
  public var description: String {
    switch self {
    case .notXML: return "not an XML document"
    case .htmlPage: return "an HTML page, not the ECB's rates"
    case .truncated: return "the document is cut short"
    case .malformed(let reason): return "not the ECB's rates format: \(reason)"
    case .noRates: return "the document holds no rates"
    case .unknownCurrency(let code, let date): return "no rate for \(code) on \(date)"
    case .noLongerQuoted(let code, let date, let lastKnown):
      return "no rate for \(code) on \(date): last rate known \(lastKnown)"
    case .arithmetic(let message): return message
    }
  }
}
