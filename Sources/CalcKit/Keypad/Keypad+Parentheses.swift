extension Keypad {
  /// `(` where a number could start; after `=` or an error it starts a new calculation, as
  /// a digit does. After a number or `)` it is rejected: no implicit multiplication.
  mutating func openParenthesis() -> Outcome {
    guard case .entering = phase else { return startAfresh(with: .open(isNegative: false)) }
    switch tokens.last {
    case nil, .operation?, .open?:
      tokens.append(.open(isNegative: false))
    case .entry(let entry)? where entry.text.isEmpty:
      // After a lone sign: a negative group, `−(2+3)`.
      tokens[tokens.count - 1] = .open(isNegative: entry.isNegative)
    case .entry?, .recalled?, .close?:
      return .rejected(.missingOperator)
    case .result?:
      return startAfresh(with: .open(isNegative: false))
    }
    return .accepted
  }

  /// `)` after a complete number, closing the innermost open group and showing its value;
  /// a group with no value (`(5÷0)`) shows `Error`, as `=` does.
  mutating func closeParenthesis() -> Outcome {
    guard case .entering = phase, let open = innermostOpenGroup else { return .rejected(.noOpenParenthesis) }
    guard let last = tokens.last, last.endsOperand else { return .rejected(.incomplete) }
    switch groupValue(openingAt: open, in: tokens) {
    case .success(let value):
      tokens.append(.close(value, isPercent: false))
      return .accepted
    case .failure(let error):
      return fail(error)
    }
  }

  /// The value of the group from the `(` at `open` to the end of `tokens`, closed.
  func groupValue(openingAt open: Int, in tokens: [Token]) -> Result<Number, CalcError> {
    let closed = Array(tokens[open...]) + [.close(Number(0), isPercent: false)]
    var carried: Number?
    if case .result(let value, _)? = tokens.first { carried = value }
    return value(of: Self.source(of: closed), continuing: carried)
  }

  /// How many `(` are open: a UI can show them, and enable `)` only when some are.
  public var openParentheses: Int {
    guard case .entering = phase else { return 0 }
    var depth = 0
    for token in tokens {
      switch token {
      case .open: depth += 1
      case .close: depth -= 1
      default: continue
      }
    }
    return max(depth, 0)
  }
}
