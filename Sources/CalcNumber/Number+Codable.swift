import BigInt

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Number: Codable {
  /// Reads a number from a JSON number or from a string holding one.
  ///
  /// - A JSON number (`19.99`, `1e-7`, `-0`) is read exactly from its digits, never
  ///   through `Double`: `19.99` is exactly 1999/100. The decoder hands it over as a
  ///   `Foundation.Decimal`, which holds 38 significant digits; Foundation's `JSONDecoder`
  ///   cuts a longer number to fit *without an error*, before calc sees it. A decoded
  ///   value that fills `Decimal`'s significand (about 3.4 × 10^37 and up), where a cut may
  ///   have happened, is refused; a cut that leaves only zeros behind
  ///   (`1000000000000000000000000000000000000000001`) cannot be seen. Send a number with
  ///   more than 37 significant digits as a string, which is read exactly up to
  ///   ``Limits/maximumDigits``. Numbers beyond `Decimal`'s range (about 10^±128) are
  ///   refused by the decoder.
  /// - A string holds a plain decimal (`"19.99"`, `"-0.5"`, `".5"`, `"+3"`, `"1e-7"`,
  ///   `"2.5E+3"`; no spaces and no digit separators), a fraction of integers in lowest
  ///   terms or not (`"1999/100"`, `"-2/4"`), or an approximation in the form
  ///   ``encode(to:)`` writes, `"lower..upper"`. Everything earlier versions of calc wrote
  ///   reads back as the same value.
  ///
  /// Text in none of these forms, a zero denominator, bounds out of order, or parts beyond
  /// ``Limits/maximumDigits`` throw `DecodingError.dataCorrupted`; `null` throws
  /// `DecodingError.valueNotFound`, and anything else (`true`, an object, an array)
  /// `DecodingError.typeMismatch`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      throw DecodingError.valueNotFound(
        Number.self,
        DecodingError.Context(codingPath: container.codingPath, debugDescription: "null is not a number"))
    }
    do {
      let text = try container.decode(String.self)
      guard let number = Number(savedOrDecimalText: text) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "not a decimal, a fraction or a saved number: \(text.prefix(40))")
      }
      self = number
      return
    } catch DecodingError.typeMismatch {
      // Not a string: a number, perhaps.
    }
    let decimal: Decimal
    do {
      decimal = try container.decode(Decimal.self)
    } catch DecodingError.typeMismatch {
      throw DecodingError.typeMismatch(
        Number.self,
        DecodingError.Context(
          codingPath: container.codingPath, debugDescription: "expected a number, or a string holding one"))
    }
    guard !decimal.isNaN, !Number.mayHaveBeenCut(decimal), let number = Number(decimal) else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription:
          "the number \(decimal) fills Decimal's 38 digits, so the decoder may have cut it; send it as a string")
    }
    self = number
  }

  /// Writes the number as one string, or as a JSON number with ``EncodingStyle/number``.
  ///
  /// The style comes from the encoder's `userInfo` under ``encodingStyleKey``;
  /// ``EncodingStyle/text`` when there is none. Nothing is ever rounded: every style
  /// reads back with ``init(from:)`` as exactly the value written.
  ///
  /// ```swift
  /// let encoder = JSONEncoder()
  /// encoder.userInfo[Number.encodingStyleKey] = Number.EncodingStyle.number
  /// let price = Number("19.99")!
  /// String(decoding: try encoder.encode(["price": price]), as: UTF8.self)  // {"price":19.99}
  /// ```
  public func encode(to encoder: any Encoder) throws {
    let style = encoder.userInfo[Number.encodingStyleKey] as? EncodingStyle ?? .text
    var container = encoder.singleValueContainer()
    switch style {
    case .text:
      try container.encode(interchangeText)
    case .number:
      if let decimal = exactDecimal {
        try container.encode(decimal)
      } else {
        try container.encode(interchangeText)
      }
    case .fraction:
      try container.encode(losslessText)
    }
  }

  /// How ``encode(to:)`` writes a number; set it in an encoder's `userInfo` under
  /// ``encodingStyleKey``.
  ///
  /// Approximations are written the same way in every style, as their exact bounds
  /// `"lower..upper"` (each an integer, a fraction, or `significand p exponent` for a
  /// bound far from 1), which no rounding could replace without losing what is known.
  public enum EncodingStyle: Sendable, Hashable {
    /// A string: the decimal when the exact value terminates (`"19.99"`, `"-7"`,
    /// `"0.000001"`, `"1.5e-7"`: plain, except that a non-integer below 10^-6 in
    /// magnitude is written with an exponent, as JavaScript does), and the fraction in
    /// lowest terms otherwise (`"1/3"`). A decimal that would need more than
    /// ``Limits/maximumDigits`` digits is written as a fraction. The default.
    case text
    /// A JSON number for an exact value whose decimal terminates and fits
    /// `Foundation.Decimal` exactly (at most 38 significant digits, exponent within
    /// ±127: `19.99`, `-7`, `1e-7` written as `0.0000001`), encoded as that `Decimal`;
    /// anything else as in ``text`` (`"1/3"`, and a string for longer decimals). Never
    /// a `Double`, never rounded.
    case number
    /// The saved form, the only one versions of calc before JSON decimals wrote and read:
    /// `"1999/100"`, `"-7"`, `"1/3"` (integers and approximations look the same as in
    /// ``text``). For files an older calc must still read: calc's own session file uses it.
    case fraction
  }

  /// The `userInfo` key of an encoder's ``EncodingStyle`` for numbers.
  // `CodingUserInfoKey(rawValue:)` is failable in form only: it takes any string.
  public static let encodingStyleKey = CodingUserInfoKey(rawValue: "CalcNumber.Number.EncodingStyle")!
}

extension Number {
  /// What ``EncodingStyle/text`` writes: the decimal of a terminating exact value, else
  /// the saved form.
  package var interchangeText: String {
    if case .exact(let value) = storage, let text = value.terminatingDecimalText { return text }
    return losslessText
  }

  /// The exact value as a `Decimal`, when it terminates and `Decimal` holds it exactly
  /// (confirmed by converting back); nil otherwise.
  package var exactDecimal: Decimal? {
    guard case .exact(let value) = storage, let decimal = value.exactDecimalDigits,
      decimal.digits.utf8.count <= 38, (-128...127).contains(decimal.exponent)
    else { return nil }
    let digits = decimal.digits
    let exponent = decimal.exponent
    #if canImport(FoundationEssentials)
      let parsed = Decimal(string: digits)
    #else
      let parsed = Decimal(string: digits, locale: Locale(identifier: "en_US_POSIX"))
    #endif
    guard let significand = parsed else { return nil }
    let result = Decimal(sign: value.signum < 0 ? .minus : .plus, exponent: exponent, significand: significand)
    guard !result.isNaN, Number(result) == self else { return nil }
    return result
  }

  /// Reads the saved form (``init(losslessText:)``), then a plain decimal.
  package init?(savedOrDecimalText text: String) {
    if let saved = Number(losslessText: text) {
      self = saved
    } else if let value = Rational(plainDecimal: Substring(text)) {
      self.init(value)
    } else {
      return nil
    }
  }

  /// Whether a decoded `Decimal`'s significand is so large that the decoder may have cut
  /// digits to fit it: at or above ⌊(2^128 − 1) / 10⌋, where reading stops taking digits.
  static func mayHaveBeenCut(_ decimal: Decimal) -> Bool {
    guard let significand = Number(decimal.significand), let value = significand.exactValue else { return true }
    return value.numerator.magnitude >= Number.decimalCutThreshold
  }

  /// ⌊(2^128 − 1) / 10⌋ = 34028236692093846346337460743176821145.
  private static let decimalCutThreshold = ((BigUInt(1) << 128) - 1) / 10
}
