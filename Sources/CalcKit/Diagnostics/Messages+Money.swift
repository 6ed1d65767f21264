// MARK: - The catalogue: amounts of money

extension Message {
  /// `5 + 3 USD`: `plain` is the number as it reads, `code` the amount's currency.
  static func plainPlusAmount(_ plain: String, code: String, at range: SourceRange) -> CalcError {
    CalcError(
      .money,
      "cannot add or subtract a plain number and an amount of \(code): write the number as an amount, as in \(plain) \(code)",
      at: range)
  }

  /// `3 USD * 2 EUR`.
  static func amountTimesAmount(_ a: String, _ b: String, at range: SourceRange) -> CalcError {
    CalcError(.money, "cannot multiply two amounts (\(a) × \(b)): multiply an amount by a plain number", at: range)
  }

  /// `5 / 2 USD`.
  static func plainOverAmount(code: String, at range: SourceRange) -> CalcError {
    CalcError(.money, "cannot divide a plain number by an amount of \(code): divide the amount by the number instead", at: range)
  }

  /// `2 USD ^ 2`, `5 USD mod 2`: `symbol` is the operator as written.
  static func operationOnAmount(_ symbol: String, code: String, at range: SourceRange) -> CalcError {
    CalcError(
      .money,
      "\(symbol) does not apply to an amount of \(code): amounts add, subtract, and multiply or divide by plain numbers",
      at: range)
  }

  /// `sqrt(4 USD)`, `(3 USD)!`: `what` is the function or operator.
  static func takesPlainNumbers(_ what: String, code: String, at range: SourceRange) -> CalcError {
    CalcError(.money, "'\(what)' takes plain numbers, not an amount of \(code)", at: range)
  }

  /// A defined function whose body gives an amount.
  static func amountFromDefinedFunction(code: String, at range: SourceRange) -> CalcError {
    CalcError(
      .money, "a defined function gives a plain number, not an amount of \(code): multiply its result by \(code) instead",
      at: range)
  }

  /// A conversion between currencies without ``Calculator/exchangeRates``.
  static func noRatesLoaded(from source: String, to target: String, at range: SourceRange) -> CalcError {
    CalcError(.money, "converting \(source) to \(target) needs exchange rates, and none are loaded", at: range)
  }

  /// A currency the rates of `date` do not quote; `lastKnown` is the date of its last rate, if any.
  static func noRate(for code: String, date: String, lastKnown: String?, at range: SourceRange) -> CalcError {
    let last = lastKnown.map { ": the last rate known is of \($0)" } ?? ""
    return CalcError(.money, "no rate for \(code) in the rates of \(date)\(last)", at: range)
  }

  /// `100 to KRW`: a plain number converted to a currency.
  static func plainNumberToCurrency(_ target: String, at range: SourceRange) -> CalcError {
    CalcError(
      .money, "only an amount of money converts to \(target): write the amount with its currency, as in 100 USD to \(target)",
      at: range)
  }
}
