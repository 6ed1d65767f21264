import ArgumentParser
import CalcKit

extension Calc {
  func validate() throws {
    // Expressions are captured with unrecognised dashes (so `calc -2^2` works); a word
    // like `--precison` is still a misspelt option, not arithmetic.
    let beforeTerminator = expression.prefix { $0 != "--" }
    if let word = beforeTerminator.first(where: { $0.hasPrefix("--") && ($0.dropFirst(2).first?.isLetter ?? false) }) {
      throw CommandMessage.unknownOption(word)
    }
    guard (1...Limits.maximumPrecision).contains(precision) else {
      throw CommandMessage.precisionOutOfRange(precision)
    }
    try validateRates()
    if isRatesCommand { return }
    _ = try presentation()
    if let keys {
      _ = try KeySequence.keys(keys)
      if !expressionWords.isEmpty {
        throw CommandMessage.keysAndExpression
      }
      if width != nil || fractionDigits != nil || percent || currency != nil {
        throw CommandMessage.keysAndFormat
      }
      if inputLocale != nil {
        throw CommandMessage.keysAndInputLocale
      }
      if let minimumWidth, !(1...1_000).contains(minimumWidth) {
        throw CommandMessage.minimumWidthOutOfRange(minimumWidth)
      }
    } else if trace {
      throw CommandMessage.traceWithoutKeys
    } else if operators != nil || minimumWidth != nil || approximateMarker != nil {
      throw CommandMessage.keypadOptionsWithoutKeys
    }
    _ = try numberInputLocale()
  }

  /// The locale --input-locale names, if any.
  func numberInputLocale() throws -> NumberLocale? {
    guard let inputLocale else { return nil }
    guard let known = NumberLocale(identifier: inputLocale) else {
      throw CommandMessage.unknownLocale(inputLocale, option: " for --input-locale")
    }
    return known
  }

  /// The output form the formatting options ask for; plain text when none is given.
  func presentation() throws -> Presentation {
    if let fractionDigits, !(0...Limits.maximumPrecision).contains(fractionDigits) {
      throw CommandMessage.fractionDigitsOutOfRange(fractionDigits)
    }
    var numberLocale = NumberLocale.enUS
    if let locale {
      guard let known = NumberLocale(identifier: locale) else {
        throw CommandMessage.unknownLocale(locale, option: "")
      }
      numberLocale = known
    }
    var money: Currency?
    if let currency {
      guard let known = Currency(code: currency) else {
        throw CommandMessage.unknownCurrency(currency)
      }
      money = known
    }
    if percent, money != nil {
      throw CommandMessage.percentAndCurrency
    }
    if let width {
      if fractionDigits != nil || money != nil {
        throw CommandMessage.widthAndDigits
      }
      do {
        return .display(
          try DisplayFormat(
            width: width, precision: precision, rounding: rounding, locale: locale == nil ? .input : numberLocale,
            percent: percent, showsExactValuesInFull: precisionOption == nil))
      } catch {
        throw CommandMessage.invalidWidth(error)
      }
    }
    guard fractionDigits != nil || percent || money != nil || locale != nil else { return .plain }
    let style: NumberFormat.Style = money.map { .currency($0) } ?? (percent ? .percent : .decimal)
    return .number(
      NumberFormat(
        style: style, fractionDigits: fractionDigits, precision: precision, rounding: rounding,
        locale: numberLocale, showsExactValuesInFull: precisionOption == nil))
  }
}
