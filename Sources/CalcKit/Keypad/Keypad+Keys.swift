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
  /// calculation; after an operator (or at the start) it is the next operand.
  private mutating func startOrAppend(_ entry: Entry) -> Outcome {
    switch (phase, tokens.last) {
    case (.entering, nil), (.entering, .operation?):
      tokens.append(.entry(entry))
    default:
      tokens = [.entry(entry)]
      phase = .entering
    }
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
      case nil:
        guard key == .subtract else { return .rejected(.leadingOperator) }
        tokens = [.entry(Entry(isNegative: true))]
        return .accepted
      case .operation?:
        return .rejected(.doubleOperator)
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
      guard let (symbol, operand) = repeating else { return .accepted }
      return evaluate("ans" + symbol + operand, continuing: value)
    case .entering:
      guard let last = tokens.last, !last.isOperation else { return .rejected(.incomplete) }
      if case .entry(let entry) = last, entry.text.isEmpty { return .rejected(.incomplete) }
      let carried: Number? = {
        if case .result(let value, _)? = tokens.first { return value }
        return nil
      }()
      if tokens.count >= 3, case .operation(let symbol) = tokens[tokens.count - 2] {
        repeating = (symbol, last.source)
      } else {
        repeating = nil
      }
      return evaluate(expression, continuing: carried)
    }
  }

  private mutating func evaluate(_ source: String, continuing previous: Number?) -> Outcome {
    var calculator = Calculator(precision: max(38, maximumDigits + 2))
    calculator.lastResult = previous
    do {
      let value = try calculator.evaluate(source)
      result = value
      phase = .result(value)
      display = format.string(for: value)
      return .accepted
    } catch {
      phase = .error
      display = "Error"
      return .failed(error)
    }
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
      case .result(_, true)?:
        return .rejected(.afterPercent)
      case .operation?, nil:
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
      case .operation?, nil:
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
    case .operation:
      tokens.removeLast()
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
