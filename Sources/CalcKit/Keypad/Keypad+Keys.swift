extension Keypad {
  mutating func digit(_ value: Int) -> Outcome {
    guard (0...9).contains(value) else { return .rejected(.invalidDigit) }
    let digit = String(value)
    guard case .entering = phase, case .entry(var entry)? = tokens.last else {
      return startOrAppend(Entry(text: digit))
    }
    if entry.isPercent { return .rejected(.afterPercent) }
    if entry.text == "0" {
      entry.text = digit  // no "007"
    } else if entry.digitCount >= maximumDigits {
      return .rejected(.tooManyDigits)
    } else {
      entry.text += digit
    }
    tokens[tokens.count - 1] = .entry(entry)
    return .accepted
  }

  mutating func decimalPoint() -> Outcome {
    guard case .entering = phase, case .entry(var entry)? = tokens.last else {
      return startOrAppend(Entry(text: "0."))
    }
    if entry.isPercent { return .rejected(.afterPercent) }
    if entry.hasPoint { return .rejected(.secondDecimalPoint) }
    entry.text = entry.text.isEmpty ? "0." : entry.text + "."
    tokens[tokens.count - 1] = .entry(entry)
    return .accepted
  }

  /// A new number: after a result, an error or a carried result it starts a new
  /// calculation; after an operator or `(` (or at the start) it is the next operand; it
  /// replaces a recalled memory value, and cannot follow `)`.
  private mutating func startOrAppend(_ entry: Entry) -> Outcome {
    guard case .entering = phase else { return startAfresh(with: .entry(entry)) }
    switch tokens.last {
    case nil, .operation?, .open?:
      tokens.append(.entry(entry))
    case .recalled(_, false)?:
      tokens[tokens.count - 1] = .entry(entry)
    case .recalled(_, true)?:
      return .rejected(.afterPercent)
    case .close?:
      return .rejected(.missingOperator)
    case .entry?, .result?:
      return startAfresh(with: .entry(entry))
    }
    return .accepted
  }

  /// Starts a new calculation with one token.
  mutating func startAfresh(with token: Token) -> Outcome {
    tokens = [token]
    phase = .entering
    return .accepted
  }

  mutating func binaryOperator(_ key: Key) -> Outcome {
    guard let symbol = key.operatorSymbol else { return .rejected(.leadingOperator) }
    switch phase {
    case .error:
      return .rejected(.leadingOperator)
    case .result(let value):
      tokens = [.result(value, isPercent: false), .operation(symbol)]
      phase = .entering
      return .accepted
    case .entering:
      switch tokens.last {
      case nil, .open?:
        guard key == .subtract else { return .rejected(.leadingOperator) }
        tokens.append(.entry(Entry(isNegative: true)))
        return .accepted
      case .operation?:
        guard operatorPolicy == .replace else { return .rejected(.doubleOperator) }
        tokens[tokens.count - 1] = .operation(symbol)
        return .accepted
      case .entry(let entry)? where entry.text.isEmpty:
        return .rejected(.doubleOperator)
      default:
        tokens.append(.operation(symbol))
        return .accepted
      }
    }
  }

  mutating func equals() -> Outcome {
    switch phase {
    case .error:
      return .rejected(.incomplete)
    case .result(let value):
      guard let repeating else { return .accepted }
      return evaluate("ans" + repeating.symbol + Self.source(of: repeating.operand), continuing: value)
    case .entering:
      if operatorPolicy == .replace, case .operation? = tokens.last, let operand = operandBeforeLastOperator() {
        // `5 + =` is 5 + 5, as in the iOS Calculator.
        tokens += operand
      }
      guard let last = tokens.last, last.endsOperand else { return .rejected(.incomplete) }
      // Groups still open are closed, each showing Error if it has no value.
      while innermostOpenGroup != nil {
        let closing = closeParenthesis()
        guard case .accepted = closing else { return closing }
      }
      repeating = lastOperation()
      return evaluate(expression, continuing: carriedResult)
    }
  }

  /// The result the calculation continues from (`ans`), if it does.
  var carriedResult: Number? {
    if case .result(let value, _)? = tokens.first { return value }
    return nil
  }

  /// The number or group before the last token (an operator), as tokens to type again: a
  /// result continued from is written as its value.
  private func operandBeforeLastOperator() -> [Token]? {
    let end = tokens.count - 2
    guard end >= 0 else { return nil }
    switch tokens[end] {
    case .entry(let entry) where !entry.text.isEmpty: return [.entry(entry)]
    case .result(let value, let isPercent), .recalled(let value, let isPercent):
      return [.recalled(value, isPercent: isPercent)]
    case .close:
      guard let open = openingIndex(ofCloseAt: end) else { return nil }
      return Array(tokens[open...end])
    case .entry, .operation, .open: return nil
    }
  }

  /// The last operator and its right operand (a number or a whole group), for `=` to repeat.
  private func lastOperation() -> Repeat? {
    guard let lastIndex = tokens.indices.last else { return nil }
    var start = lastIndex
    if case .close = tokens[lastIndex] { start = openingIndex(ofCloseAt: lastIndex) ?? lastIndex }
    guard start >= 1, case .operation(let symbol) = tokens[start - 1] else { return nil }
    return Repeat(symbol: symbol, operand: Array(tokens[start...]))
  }

  private mutating func evaluate(_ source: String, continuing previous: Number?) -> Outcome {
    switch value(of: source, continuing: previous) {
    case .success(let value):
      show(value)
      return .accepted
    case .failure(let error):
      return fail(error)
    }
  }

  /// Evaluates calc source at a precision beyond the display's digits.
  func value(of source: String, continuing previous: Number?) -> Result<Number, CalcError> {
    var calculator = Calculator(precision: max(38, maximumDigits + 2))
    calculator.lastResult = previous
    return Result { () throws(CalcError) -> Number in try calculator.evaluate(source) }
  }

  /// Shows a result.
  mutating func show(_ value: Number) {
    result = value
    phase = .result(value)
    display = format.string(for: value)
  }

  /// Shows `Error`.
  mutating func fail(_ error: CalcError) -> Outcome {
    phase = .error
    display = "Error"
    return .failed(error)
  }

  mutating func percent() -> Outcome {
    switch phase {
    case .error:
      return .rejected(.leadingOperator)
    case .result(let value):
      tokens = [.result(value, isPercent: true)]
      phase = .entering
      return .accepted
    case .entering:
      switch tokens.last {
      case .entry(var entry)?:
        if entry.isPercent { return .rejected(.afterPercent) }
        if entry.text.isEmpty { return .rejected(.leadingOperator) }
        entry.isPercent = true
        tokens[tokens.count - 1] = .entry(entry)
        return .accepted
      case .result(let value, false)?:
        tokens[tokens.count - 1] = .result(value, isPercent: true)
        return .accepted
      case .recalled(let value, false)?:
        tokens[tokens.count - 1] = .recalled(value, isPercent: true)
        return .accepted
      case .close(let value, false)?:
        tokens[tokens.count - 1] = .close(value, isPercent: true)
        return .accepted
      case .result(_, true)?, .recalled(_, true)?, .close(_, true)?:
        return .rejected(.afterPercent)
      case .operation?, .open?, nil:
        return .rejected(.leadingOperator)
      }
    }
  }

  mutating func toggleSign() -> Outcome {
    switch phase {
    case .error:
      tokens = [.entry(Entry(isNegative: true))]
      phase = .entering
      return .accepted
    case .result(let value):
      // A negated result is a new number to continue from, with nothing to repeat.
      tokens = [.entry(Entry(isNegative: true))]
      phase = .entering
      return continueFromNegated(value)
    case .entering:
      switch tokens.last {
      case .entry(var entry)?:
        entry.isNegative.toggle()
        tokens[tokens.count - 1] = .entry(entry)
      case .result(let value, let isPercent)?:
        tokens[tokens.count - 1] = .result(value.negated, isPercent: isPercent)
      case .recalled(let value, let isPercent)?:
        tokens[tokens.count - 1] = .recalled(value.negated, isPercent: isPercent)
      case .close(let value, let isPercent)?:
        let last = tokens.count - 1
        guard let open = openingIndex(ofCloseAt: last), case .open(let isNegative) = tokens[open] else {
          return .rejected(.incomplete)
        }
        tokens[open] = .open(isNegative: !isNegative)
        tokens[last] = .close(value.negated, isPercent: isPercent)
      case .operation?, .open?, nil:
        tokens.append(.entry(Entry(isNegative: true)))
      }
      return .accepted
    }
  }

  private mutating func continueFromNegated(_ value: Number) -> Outcome {
    let negative = value.negated
    tokens = [.result(negative, isPercent: false)]
    result = negative
    phase = .result(negative)
    display = format.string(for: negative)
    return .accepted
  }

  mutating func backspace() -> Outcome {
    guard case .entering = phase, let last = tokens.last else { return .rejected(.nothingToDelete) }
    switch last {
    case .entry(var entry):
      if entry.isPercent {
        entry.isPercent = false
      } else if !entry.text.isEmpty {
        entry.text.removeLast()
      } else {
        tokens.removeLast()
        return .accepted
      }
      if entry.text.isEmpty && !entry.isNegative {
        tokens.removeLast()
      } else {
        tokens[tokens.count - 1] = .entry(entry)
      }
    case .result(let value, true):
      tokens[tokens.count - 1] = .result(value, isPercent: false)
    case .result:
      return .rejected(.nothingToDelete)
    case .recalled(let value, true):
      tokens[tokens.count - 1] = .recalled(value, isPercent: false)
    case .close(let value, true):
      tokens[tokens.count - 1] = .close(value, isPercent: false)
    case .operation, .recalled(_, false), .close(_, false):
      tokens.removeLast()
    case .open(let isNegative):
      // A negative group goes back to the lone sign it came from.
      tokens.removeLast()
      if isNegative { tokens.append(.entry(Entry(isNegative: true))) }
    }
    return .accepted
  }

  mutating func clear() -> Outcome {
    tokens = []
    phase = .entering
    repeating = nil
    result = nil
    display = "0"
    return .accepted
  }
}
