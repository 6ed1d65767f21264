extension Keypad: Codable {
  /// Restores a keypad saved by ``encode(to:)``: the same settings, calculation, memory,
  /// repeated operation and last outcome, so it equals the keypad that was saved.
  ///
  /// Data that no sequence of key presses could have produced throws
  /// `DecodingError.dataCorrupted`, never traps: digits out of `1...100`, an entry that is
  /// not typed digits, operators or parentheses out of order, a value that is not exact
  /// (a keypad only ever holds exact values), an unknown rejection or error kind, a result
  /// that differs from the one shown. Each group's value is computed again, not read.
  public init(from decoder: any Decoder) throws {
    let saved = try SavedKeypad(from: decoder)
    func corrupted(_ reason: String) -> DecodingError {
      .dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a saved keypad: " + reason))
    }
    guard (1...100).contains(saved.maximumDigits) else { throw corrupted("digits out of 1...100") }
    self.init(
      maximumDigits: saved.maximumDigits, rounding: saved.rounding, locale: saved.locale.locale,
      minimumWidth: saved.minimumWidth ?? Keypad.defaultMinimumWidth,
      approximateMarker: saved.approximateMarker ?? "≈", operatorPolicy: saved.operatorPolicy ?? .reject)

    let restored = try restore(saved.tokens, asOperand: false)
    guard let tokens = restored else { throw corrupted("the keys are out of order") }
    self.tokens = tokens.tokens
    if let savedRepeat = saved.repeating {
      guard Token.operators.contains(savedRepeat.symbol),
        let operand = try restore(savedRepeat.operand, asOperand: true)
      else { throw corrupted("the repeated operation is not an operator and a number") }
      repeating = Repeat(symbol: savedRepeat.symbol, operand: operand.tokens)
    }
    for value in [saved.result, saved.memory] {
      guard value?.isExact ?? true else { throw corrupted("a value is not exact") }
    }
    result = saved.result
    memory = saved.memory
    switch saved.phase {
    case .entering:
      phase = .entering
    case .result(let value):
      guard value == saved.result, tokens.isComplete else { throw corrupted("the result does not match") }
      phase = .result(value)
    case .error:
      phase = .error
    }
    switch saved.lastOutcome {
    case .accepted:
      lastOutcome = .accepted
    case .rejected(let reason):
      guard let rejection = Rejection(rawValue: reason) else { throw corrupted("unknown rejection") }
      lastOutcome = .rejected(rejection)
    case .failed(let kind, let message, let lower, let upper):
      guard let kind = CalcError.Kind(rawValue: kind), 0 <= lower, lower <= upper, case .error = phase else {
        throw corrupted("unknown error")
      }
      lastOutcome = .failed(CalcError(kind, message, at: SourceRange(lower, upper)))
    }
    display = screen()
  }

  /// Saves the keypad: its settings (digits, rounding, locale, minimum width, rounded
  /// mark, operator policy), what was entered, the
  /// phase, the last result, the memory (as CalcKit's lossless ``/CalcNumber/Number`` text), what `=`
  /// repeats and the last outcome. The display is not saved; it follows from the rest.
  public func encode(to encoder: any Encoder) throws {
    try SavedKeypad(self).encode(to: encoder)
  }

  /// Tokens read back, checked in order as the keys would have made them; nil when out
  /// of order. `asOperand`: one number or group, as `=` repeats.
  private func restore(_ saved: [SavedToken], asOperand: Bool) throws -> (tokens: [Token], isComplete: Bool)? {
    var tokens: [Token] = []
    var expectsOperand = true
    var opens: [Int] = []
    var topLevelOperators = 0
    for (index, token) in saved.enumerated() {
      switch token {
      case .entry(let isNegative, let text, let isPercent):
        let entry = Entry(isNegative: isNegative, text: text, isPercent: isPercent)
        guard expectsOperand, isTyped(entry), !text.isEmpty || index == saved.count - 1 else { return nil }
        tokens.append(.entry(entry))
        expectsOperand = text.isEmpty
      case .result(let value, let isPercent):
        guard expectsOperand, index == 0, !asOperand, value.isExact else { return nil }
        tokens.append(.result(value, isPercent: isPercent))
        expectsOperand = false
      case .recalled(let value, let isPercent):
        guard expectsOperand, value.isExact else { return nil }
        tokens.append(.recalled(value, isPercent: isPercent))
        expectsOperand = false
      case .operation(let symbol):
        guard !expectsOperand, Token.operators.contains(symbol) else { return nil }
        tokens.append(.operation(symbol))
        expectsOperand = true
        if opens.isEmpty { topLevelOperators += 1 }
      case .open(let isNegative):
        guard expectsOperand else { return nil }
        opens.append(tokens.count)
        tokens.append(.open(isNegative: isNegative))
      case .close(let isPercent):
        guard !expectsOperand, let open = opens.popLast(),
          case .success(let value) = groupValue(openingAt: open, in: tokens)
        else { return nil }
        tokens.append(.close(value, isPercent: isPercent))
      }
    }
    let isComplete = !expectsOperand && opens.isEmpty
    if asOperand, !isComplete || topLevelOperators > 0 { return nil }
    return (tokens, isComplete)
  }

  /// Whether an entry is one typing could make: digits (no leading zero) with at most
  /// one point, at most ``maximumDigits`` of them; or empty for a lone sign.
  private func isTyped(_ entry: Entry) -> Bool {
    let bytes = Array(entry.text.utf8)
    guard let first = bytes.first else { return !entry.isPercent }
    let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    let point = UInt8(ascii: ".")
    guard isDigit(first), bytes.allSatisfy({ isDigit($0) || $0 == point }),
      bytes.count(where: { $0 == point }) <= 1, entry.digitCount <= maximumDigits
    else { return false }
    return first != UInt8(ascii: "0") || bytes.count == 1 || bytes[1] == point
  }
}

extension Keypad.Token {
  /// The binary operators' symbols in the calc language.
  static let operators: Set<String> = ["+", "-", "*", "/"]
}

/// A keypad's saved form.
private struct SavedKeypad: Codable {
  var maximumDigits: Int
  var rounding: RoundingMode
  var locale: SavedLocale
  var tokens: [SavedToken]
  var phase: SavedPhase
  var repeating: SavedRepeat?
  var result: Number?
  var memory: Number?
  var lastOutcome: SavedOutcome
  /// Absent in keypads saved before these were settings: the defaults then.
  var minimumWidth: Int?
  var approximateMarker: String?
  var operatorPolicy: Keypad.OperatorPolicy?

  init(_ keypad: Keypad) {
    maximumDigits = keypad.maximumDigits
    minimumWidth = keypad.minimumWidth
    approximateMarker = keypad.approximateMarker
    operatorPolicy = keypad.operatorPolicy
    rounding = keypad.format.rounding
    locale = SavedLocale(keypad.format.locale)
    tokens = keypad.tokens.map(SavedToken.init)
    switch keypad.phase {
    case .entering: phase = .entering
    case .result(let value): phase = .result(value: value)
    case .error: phase = .error
    }
    repeating = keypad.repeating.map { SavedRepeat(symbol: $0.symbol, operand: $0.operand.map(SavedToken.init)) }
    result = keypad.result
    memory = keypad.memory
    switch keypad.lastOutcome {
    case .accepted: lastOutcome = .accepted
    case .rejected(let reason): lastOutcome = .rejected(reason: reason.rawValue)
    case .failed(let error):
      lastOutcome = .failed(
        kind: error.kind.rawValue, message: error.message, lower: error.range.lowerBound, upper: error.range.upperBound)
    }
  }
}

private enum SavedToken: Codable {
  case entry(negative: Bool, text: String, percent: Bool)
  case result(value: Number, percent: Bool)
  case recalled(value: Number, percent: Bool)
  case operation(symbol: String)
  case open(negative: Bool)
  /// The group's value is not saved: it is computed again.
  case close(percent: Bool)

  init(_ token: Keypad.Token) {
    switch token {
    case .entry(let entry): self = .entry(negative: entry.isNegative, text: entry.text, percent: entry.isPercent)
    case .result(let value, let isPercent): self = .result(value: value, percent: isPercent)
    case .recalled(let value, let isPercent): self = .recalled(value: value, percent: isPercent)
    case .operation(let symbol): self = .operation(symbol: symbol)
    case .open(let isNegative): self = .open(negative: isNegative)
    case .close(_, let isPercent): self = .close(percent: isPercent)
    }
  }
}

private enum SavedPhase: Codable {
  case entering
  case result(value: Number)
  case error
}

private struct SavedRepeat: Codable {
  var symbol: String
  var operand: [SavedToken]
}

private enum SavedOutcome: Codable {
  case accepted
  case rejected(reason: String)
  case failed(kind: String, message: String, lower: Int, upper: Int)
}

private struct SavedLocale: Codable {
  var identifier: String
  var decimalSeparator: String
  var groupingSeparator: String
  var groupingSize: Int
  var secondaryGroupingSize: Int
  var minimumGroupingDigits: Int
  var currencySymbolFirst: Bool
  var currencySpacing: String
  var percentSignFirst: Bool
  var percentSpacing: String

  init(_ locale: NumberLocale) {
    identifier = locale.identifier
    decimalSeparator = locale.decimalSeparator
    groupingSeparator = locale.groupingSeparator
    groupingSize = locale.groupingSize
    secondaryGroupingSize = locale.secondaryGroupingSize
    minimumGroupingDigits = locale.minimumGroupingDigits
    currencySymbolFirst = locale.currencySymbolFirst
    currencySpacing = locale.currencySpacing
    percentSignFirst = locale.percentSignFirst
    percentSpacing = locale.percentSpacing
  }

  var locale: NumberLocale {
    NumberLocale(
      identifier: identifier, decimalSeparator: decimalSeparator, groupingSeparator: groupingSeparator,
      groupingSize: groupingSize, secondaryGroupingSize: secondaryGroupingSize,
      minimumGroupingDigits: minimumGroupingDigits, currencySymbolFirst: currencySymbolFirst,
      currencySpacing: currencySpacing, percentSignFirst: percentSignFirst, percentSpacing: percentSpacing)
  }
}
