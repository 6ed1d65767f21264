import ArgumentParser
import CalcKit

extension Calc {
  func validate() throws {
    // Expressions are captured with unrecognised dashes (so `calc -2^2` works); a word
    // like `--precison` or `-p` is still a misspelt option, not arithmetic.
    let beforeTerminator = expression.prefix { $0 != "--" }
    if let word = beforeTerminator.first(where: Calc.isUnknownOption) {
      throw CommandMessage.unknownOption(word, suggestions: Calc.options(resembling: word))
    }
    guard (1...Limits.maximumPrecision).contains(precision) else {
      throw CommandMessage.precisionOutOfRange(precision)
    }
    try validateRates()
    try validateSheet()
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

extension Calc {
  /// Whether a word before `--` is an option calc does not know rather than the start of an
  /// expression: `--` and a letter (`--prec`), or `-` and a name that is not a built-in
  /// function, constant or currency code (`-p`, `-x`). `-5`, `-(1+2)`, `-pi`, `-sqrt(2)`
  /// and `-USD 5` are expressions; an expression that starts with another name goes after
  /// `--` (`calc -- -x`).
  static func isUnknownOption(_ word: String) -> Bool {
    guard word.first == "-" else { return false }
    let rest = word.dropFirst()
    if rest.first == "-" { return rest.dropFirst().first?.isLetter ?? false }
    guard rest.first?.isLetter ?? false else { return false }
    let name = String(rest.prefix(while: Completion.isNameCharacter))
    if BuiltIn.all.contains(where: { $0.name == name }) || Currency(code: name) != nil { return false }
    return true
  }

  /// The long options `word` may have meant: those it begins (`-p`, `--prec`:
  /// `--precision`, `--percent`), else those within two letters of it (`--precison`).
  static func options(resembling word: String) -> [String] {
    let typed = String(word.drop(while: { $0 == "-" }).prefix(while: { $0 != "=" }))
    guard !typed.isEmpty else { return [] }
    let options = longOptions
    let started = options.filter { $0.hasPrefix(typed) }
    if !started.isEmpty { return started.map { "--" + $0 } }
    guard typed.count >= 4 else { return [] }
    return options.filter { editDistance($0, typed) <= 2 }.map { "--" + $0 }
  }

  /// The long options' names, in the order `--help` lists them (read from it, so a new
  /// option is never missed).
  static var longOptions: [String] {
    let help = Array(helpMessage(columns: 1_000).unicodeScalars)
    var names: [String] = []
    var index = 0
    while index + 2 < help.count {
      let isStart = help[index] == "-" && help[index + 1] == "-" && (index == 0 || help[index - 1] == " ")
      guard isStart, ("a"..."z").contains(help[index + 2]) else {
        index += 1
        continue
      }
      var end = index + 2
      while end < help.count, ("a"..."z").contains(help[end]) || help[end] == "-" { end += 1 }
      let name = String(String.UnicodeScalarView(help[(index + 2)..<end]))
      if !names.contains(name) { names.append(name) }
      index = end
    }
    return names
  }

  /// The number of letters to insert, delete or change to turn `a` into `b`.
  private static func editDistance(_ a: String, _ b: String) -> Int {
    let b = Array(b)
    var row = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var diagonal = row[0]
      row[0] = i + 1
      for (j, y) in b.enumerated() {
        let above = row[j + 1]
        row[j + 1] = min(above + 1, row[j] + 1, diagonal + (x == y ? 0 : 1))
        diagonal = above
      }
    }
    return row[b.count]
  }
}
