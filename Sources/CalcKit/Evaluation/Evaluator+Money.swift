// MARK: - Amounts of money in an evaluation: which operations combine them, and conversion

/// What the evaluator needs for amounts of money: the rates, the dates of rates no longer
/// quoted, and the variables that hold amounts.
struct MoneyContext: Sendable {
  var rates: ExchangeRates?
  /// For a currency the rates lack: the date of the last rate known (`HRK` → `2022-12-30`).
  var lastKnown: [String: String] = [:]
  /// The amounts variables (and `ans`) hold: a name's currency applies while its value is
  /// still this one.
  var amounts: [String: Amount] = [:]

  /// A stored amount of money.
  struct Amount: Sendable, Hashable {
    var value: Number
    var code: String
  }

  /// The currency of the variable `name` holding `value`, if it holds an amount.
  func currency(of name: String, _ value: Number) -> String? {
    guard let amount = amounts[name], amount.value == value else { return nil }
    return amount.code
  }

  /// The result's currency of a binary operation on `left` and `right`, at least one of them
  /// an amount; converts `right` into `left`'s currency where the operation needs one
  /// currency (`+ −`, and `÷` of two amounts, which gives a plain ratio).
  ///
  /// - Throws: a ``CalcError/Kind/money`` error for operations that mean nothing on amounts
  ///   (`3 USD * 2 EUR`, `5 + 3 USD`, `2 ^ 1 USD`), at the operation.
  func combine(
    _ node: Node, _ left: inout Evaluator.Operand, _ right: inout Evaluator.Operand, facts: inout EvaluationFacts
  ) throws(CalcError) -> String? {
    switch (node.operation, left.currency, right.currency) {
    case (.add, let a?, let b?), (.subtract, let a?, let b?):
      if a != b { right.value = try convert(right, from: b, to: a, facts: &facts) }
      return a
    case (.add, _, _), (.subtract, _, _):
      let (amount, plain) = left.currency != nil ? (left, right) : (right, left)
      let code = amount.currency ?? ""
      throw Message.plainPlusAmount(plain.shortText, code: code, at: node.range)
    case (.addPercent, let a?, nil), (.subtractPercent, let a?, nil):
      return a
    case (.multiply, let a?, nil), (.multiply, nil, let a?):
      return a
    case (.multiply, let a?, let b?):
      throw Message.amountTimesAmount(a, b, at: node.range)
    case (.divide, let a?, nil):
      return a
    case (.divide, let a?, let b?):
      // A ratio of two amounts is a plain number.
      if a != b { right.value = try convert(right, from: b, to: a, facts: &facts) }
      return nil
    case (.divide, nil, let b?):
      throw Message.plainOverAmount(code: b, at: node.range)
    case (.compare, let a?, let b?):
      // Amounts compare in one currency; the result, 1 or 0, is a plain number.
      if a != b { right.value = try convert(right, from: b, to: a, facts: &facts) }
      return nil
    default:
      let code = left.currency ?? right.currency ?? ""
      throw Message.operationOnAmount(node.operation.moneySymbol, code: code, at: node.range)
    }
  }

  /// `operand`'s value (an amount of `source`) in `target`, exactly, with the rates.
  func convert(
    _ operand: Evaluator.Operand, from source: String, to target: String, facts: inout EvaluationFacts
  ) throws(CalcError) -> Number {
    do {
      let value = try converted(operand.value, from: source, to: target)
      facts.usedRates = true
      return value
    } catch {
      var located = error
      located.range = operand.range
      throw located
    }
  }

  /// `value` of `source` in `target`: the same value when the codes are equal; errors say
  /// what is missing (no rates, a currency they do not quote, and since when).
  func converted(_ value: Number, from source: String, to target: String) throws(CalcError) -> Number {
    if source == target { return value }
    guard let rates else {
      throw Message.noRatesLoaded(from: source, to: target, at: SourceRange(0, 0))
    }
    for code in [source, target] where rates.rate(of: code) == nil {
      throw Message.noRate(for: code, date: "\(rates.date)", lastKnown: lastKnown[code].map { "\($0)" }, at: SourceRange(0, 0))
    }
    do {
      return try rates.convert(value, from: source, to: target)
    } catch {
      throw Message.beyondBudget(error.description, at: SourceRange(0, 0))
    }
  }
}

extension Evaluator {
  /// Throws a ``CalcError/Kind/money`` error at the first operand that is an amount: `what`
  /// (a function, `!`, `%`) takes plain numbers.
  static func requirePlain<C: Collection>(_ operands: C, for what: String) throws(CalcError)
  where C.Element == Operand {
    guard let amount = operands.first(where: { $0.currency != nil }), let code = amount.currency else { return }
    throw Message.takesPlainNumbers(what, code: code, at: amount.range)
  }
}

extension Evaluator.Operand {
  /// The operand's value in a message, short.
  var shortText: String {
    let text = value.decimalString(precision: 12)
    return text.utf8.count <= 16 ? text : "…"
  }
}

extension Node.Operation {
  /// How the operation is written, for money errors.
  var moneySymbol: String {
    switch self {
    case .power: return "'^'"
    case .modulo: return "'mod'"
    case .addPercent, .subtractPercent: return "a percentage"
    case .compare(let comparison): return "'\(comparison.symbol)' with a plain number"
    case .word(let word, _, _): return "'\(word.rawValue)'"
    case .bitAnd, .bitOr, .bitXor, .shiftLeft, .shiftRight: return "'\(bitwiseWord)'"
    default: return "this operation"
    }
  }
}
