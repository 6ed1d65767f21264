import CalcNumber

// MARK: - The catalogue: the parser's messages (`token` is a token as it reads in a message: `'+'`, `the end`)

extension Message {
  /// Parentheses, signs, powers or calls nested beyond `Limits.maximumNesting`.
  static func nestingTooDeep(at range: SourceRange) -> CalcError {
    CalcError(.nestingTooDeep, "nesting is deeper than \(Limits.maximumNesting) levels", at: range)
  }

  /// An input over `Limits.maximumInputLength` bytes.
  static func inputTooLong(at range: SourceRange) -> CalcError {
    CalcError(.tooLarge, "the input is longer than \(Limits.maximumInputLength) bytes", at: range)
  }

  /// An empty line.
  static func expectedExpression(at range: SourceRange) -> CalcError {
    CalcError(.syntax, "expected an expression", at: range)
  }

  /// `x =` and nothing after it.
  static func expectedValueAfterEquals(at range: SourceRange) -> CalcError {
    CalcError(.syntax, "expected a value after '='", at: range)
  }

  /// `f(x) = x to hex`.
  static func definitionCannotConvert(_ name: String, at range: SourceRange) -> CalcError {
    CalcError(
      .syntax, "a definition cannot convert its result: define \(name), then convert a call of it", at: range)
  }

  /// `(1+2))`.
  static func unmatchedClosingParenthesis(at range: SourceRange) -> CalcError {
    CalcError(.syntax, "unmatched ')'", at: range)
  }

  /// `f(2) = 3`, `1 + 2 = 3`.
  static func equalsAfterExpression(at range: SourceRange) -> CalcError {
    CalcError(.syntax, "'=' assigns to a name, as in x = 2; it cannot follow an expression", at: range)
  }

  /// Two operands with nothing between them that is not a product: `0xfg`, `2 )`.
  static func expectedOperator(before token: String, at range: SourceRange) -> CalcError {
    CalcError(.syntax, "expected an operator before \(token)", at: range)
  }

  /// `g(x, x) = 1`.
  static func parameterTwice(_ name: String, at range: SourceRange) -> CalcError {
    CalcError(.syntax, "'\(name)' is a parameter twice", at: range)
  }

  /// A definition with more than `Limits.maximumParameters` parameters.
  static func tooManyParameters(at range: SourceRange) -> CalcError {
    CalcError(.tooLarge, "a function takes at most \(Limits.maximumParameters) parameters", at: range)
  }

  /// `f(x) =` and nothing after it.
  static func expectedBody(at range: SourceRange) -> CalcError {
    CalcError(.syntax, "expected the function's body after '='", at: range)
  }

  /// `5 of 3`.
  static func ofWithoutPercentage(at range: SourceRange) -> CalcError {
    CalcError(.syntax, "'of' follows a percentage, as in 10% of 200", at: range)
  }

  /// `2²^3`: `base` is the power as typed, `next` what follows it.
  static func afterSuperscript(_ token: String, base: String, next: String, at range: SourceRange) -> CalcError {
    CalcError(.syntax, "\(token) after a superscript power: write (\(base))\(next)", at: range)
  }

  /// `4!!!`, `4! !`: `operand` is the factorial as typed, `next` the `!` or `!!` after it.
  static func factorialOfFactorial(_ token: String, operand: String, next: String, at range: SourceRange) -> CalcError {
    CalcError(
      .syntax,
      "\(token) after a factorial: write (\(operand))\(next) for a factorial of it; n!! is the double factorial",
      at: range)
  }

  /// `pi°`.
  static func misplacedDegree(at range: SourceRange) -> CalcError {
    CalcError(.syntax, "'°' follows a number or ')', as in 30° or (x)°", at: range)
  }

  /// `$` alone, `€ + 1`.
  static func symbolAlone(_ symbol: String, at range: SourceRange) -> CalcError {
    CalcError(.syntax, "'\(symbol)' goes beside an amount, as in \(symbol)5 or 5 \(symbol)", at: range)
  }

  /// `()`.
  static func emptyParentheses(at range: SourceRange) -> CalcError {
    CalcError(.syntax, "expected an expression inside '()'", at: range)
  }

  /// `pi(2)`, `mod(2)`, `ans(1)`.
  /// `;` inside parentheses, or in one expression (`evaluate("2; 4")`): statements are
  /// separated only at the top of a line that `run` reads.
  static func statementSeparatorInExpression(at range: SourceRange) -> CalcError {
    CalcError(.syntax, "';' separates statements on a line (x = 3; x^2), not parts of one expression", at: range)
  }

  /// `1 < x < 5`: C reads (1 < x) < 5, Python 1 < x and x < 5.
  static func chainedComparison(_ first: String, _ second: String, at range: SourceRange) -> CalcError {
    CalcError(
      .syntax,
      "'\(first)' then '\(second)' reads two ways: write (a \(first) b) \(second) c to compare the 0 or 1 of the first, or a \(first) b and b \(second) c for both",
      at: range)
  }

  /// `if` alone.
  static func conditionalWithoutParentheses(at range: SourceRange) -> CalcError {
    CalcError(.syntax, "'if' takes a condition and two values: if(x > 0, x, -x) or if x > 0 then x else -x", at: range)
  }

  /// `if x > 0 x`, `if x > 0 then x`: the word of `if c then a else b` that is missing.
  static func conditionalWordMissing(_ word: String, after found: String, at range: SourceRange) -> CalcError {
    CalcError(.syntax, "expected '\(word)' of if … then … else …, found \(found)", at: range)
  }

  static func notAFunction(_ name: String, at range: SourceRange) -> CalcError {
    CalcError(.syntax, "'\(name)' is not a function", at: range)
  }

  /// An operator word where an operand belongs: `mod 3`, `not`, `to hex`.
  static func operatorWordMisplaced(_ word: String, at range: SourceRange) -> CalcError {
    let message: String
    switch word {
    case "not": message = "'not' goes before a condition, as in not (x > 5)"
    case "then", "else": message = "'\(word)' belongs in if c then a else b"
    case "to", "in", "as": message = "'\(word)' starts a conversion at the end of a line, as in 255 \(word) hex"
    default: message = "'\(word)' goes between two values, as in 7 \(word) 3"
    }
    return CalcError(.syntax, message, at: range)
  }

  /// `sqrt(2, 3)`, `f(1, 2)`: `arity` as ``FunctionEntry/arityDescription`` words it.
  static func wrongArgumentCount(_ name: String, takes arity: String, got count: Int, at range: SourceRange) -> CalcError {
    CalcError(.wrongArgumentCount, "\(name) takes \(arity), got \(count)", at: range)
  }

  /// `atan2(1,5)` in `de_DE`: too few arguments, because `,` is the decimal separator there.
  static func wrongArgumentCountDecimalComma(
    _ name: String, takes arity: String, got count: Int, syntax: InputSyntax, at range: SourceRange
  ) -> CalcError {
    CalcError(
      .wrongArgumentCount,
      "\(name) takes \(arity), got \(count): ',' is the decimal separator \(syntax.inLocale); separate arguments with '\(syntax.argumentSeparatorText)'",
      at: range)
  }

  /// `(1+2`.
  static func missingClosingParenthesis(at range: SourceRange) -> CalcError {
    CalcError(.syntax, "missing ')' to close '('", at: range)
  }

  /// `(1 to hex)`.
  static func conversionInsideParentheses(_ word: String, at range: SourceRange) -> CalcError {
    CalcError(.syntax, "a conversion ('\(word) …') goes at the end of the line, outside parentheses", at: range)
  }

  /// `(1 2`.
  static func expectedClosingOrOperator(before token: String, at range: SourceRange) -> CalcError {
    CalcError(.syntax, "expected ')' or an operator before \(token)", at: range)
  }

  /// `1+*2`: `previous` is the token before, if any.
  static func expectedNumber(after previous: String?, at range: SourceRange) -> CalcError {
    CalcError(.syntax, "expected a number\(previous.map { " after \($0)" } ?? "")", at: range)
  }

  // MARK: Notation that reads two ways

  /// `2e`: an unfinished exponent as often as 2·e.
  static func exponentReadsTwoWays(digits: String, e: String, at range: SourceRange) -> CalcError {
    CalcError(
      .syntax,
      "'\(digits)\(e)' reads two ways: write \(digits)\(e)1 (or another exponent) for scientific notation, or \(digits) \(e) or \(digits)*\(e) for \(digits)·e",
      at: range)
  }

  /// `0.5(2)`: the recurring decimal 0.5222… (`head` then `period` repeating) or 0.5·2.
  static func recurringReadsTwoWays(head: String, period: String, at range: SourceRange) -> CalcError {
    // The period written out often enough to be seen repeating: 0.5222…, 0.51212…
    let times = period.count == 1 ? 3 : period.count <= 6 ? 2 : 1
    let expansion = head + String(repeating: period, count: times) + "…"
    let literal = "\(head)(\(period))"
    return CalcError(
      .syntax,
      "'\(literal)' reads two ways: the recurring decimal \(expansion) or the product \(head)·\(period); write \(literal)… or \(literal)... for the recurring decimal, or \(head)*\(period) for the product",
      at: range)
  }

  /// `2 3`, `x 2`: `oneNumber` when both are plain digits, so `23` is a reading too.
  static func numberAfterOperand(_ left: String, _ right: String, oneNumber: Bool, at range: SourceRange) -> CalcError {
    let alternative = oneNumber ? ", or \(left)\(right) for one number" : ""
    return CalcError(.syntax, "a number right after \(left): write \(left)*\(right) to multiply\(alternative)", at: range)
  }

  /// `sin x cos x`: `argument` is the argument so far, `rest` the second function and `…`.
  static func secondFunctionInBareArgument(
    _ token: String, function name: String, argument: String, rest: String, at range: SourceRange
  ) -> CalcError {
    CalcError(
      .syntax,
      "\(token) inside the argument of \(name) reads two ways: write \(name)(\(argument)) \(rest) or \(name)(\(argument) \(rest))",
      at: range)
  }

  /// `sqrt + 1`, or a function's name used as a value.
  static func functionWithoutArgument(_ name: String, at range: SourceRange) -> CalcError {
    CalcError(.syntax, "'\(name)' is a function: write \(name)(…)", at: range)
  }

  /// `gcd 12 18`: a function of more than one argument needs parentheses.
  static func bareCallNeedsParentheses(_ name: String, takes arity: String, at range: SourceRange) -> CalcError {
    CalcError(.wrongArgumentCount, "\(name) takes \(arity): write \(name)(…) with them", at: range)
  }

  /// `sin pi/6`: `inner` is the argument, `next` the operator after it.
  static func bareArgumentReadsTwoWays(
    _ token: String, function name: String, argument inner: String, next: String, at range: SourceRange
  ) -> CalcError {
    CalcError(
      .syntax,
      "\(token) after \(name) \(inner) reads two ways: write \(name)(\(inner)) \(next) … or \(name)(\(inner) \(next) …)",
      at: range)
  }

  /// `6/2 1/3`: a mixed number after `previous`.
  static func mixedNumberAfter(
    _ text: String, previous: String, product: String, at range: SourceRange
  ) -> CalcError {
    CalcError(
      .syntax,
      "\(text) after \(previous) reads two ways: write (\(text)) for the mixed number, or \(product) for a product",
      at: range)
  }

  /// `2 1/3^2`: `next` is what follows the mixed number, `sum` its whole part `+` its fraction.
  static func afterMixedNumber(_ token: String, text: String, next: String, sum: String, at range: SourceRange) -> CalcError {
    CalcError(
      .syntax,
      "\(token) after the mixed number \(text) reads two ways: write (\(text))\(next)… or \(sum)\(next)…",
      at: range)
  }

  /// `6/2(1+2)`: a parenthesis touching a divisor could multiply the quotient or the divisor.
  static func divisorProductReadsTwoWays(
    dividend: String, operator slash: String, divisor: String, factor: String, at range: SourceRange
  ) -> CalcError {
    CalcError(
      .syntax,
      "'\(dividend)\(slash)\(divisor)\(factor)' reads two ways: write (\(dividend)\(slash)\(divisor))\(factor) to multiply the quotient, or \(dividend)\(slash)(\(divisor)\(factor)) to divide by the product",
      at: range)
  }

  /// `!0`: `operand` is what follows the `!`.
  static func bangBeforeOperand(_ operand: String, at range: SourceRange) -> CalcError {
    CalcError(
      .syntax,
      "'!' before an operand is not calc's: write not \(operand) for the logical not (1 for 0, else 0), or ~\(operand) for the bitwise complement",
      at: range)
  }

  /// `10% 200`: `left` the percentage's number, `right` the operand after it.
  static func operandAfterPercentage(_ token: String, left: String, right: String, at range: SourceRange) -> CalcError {
    CalcError(
      .syntax,
      "\(token) after a percentage: write \(left)% of \(right) for a percentage of it, or \(left) mod \(right) for the remainder",
      at: range)
  }

  /// `5 % -2`.
  static func percentThenSign(_ sign: String, left: String, right: String, at range: SourceRange) -> CalcError {
    CalcError(
      .syntax,
      "'%' then '\(sign)' reads two ways: write \(left) mod \(sign)\(right) for the remainder, or (\(left)%) \(sign) \(right) for the percentage",
      at: range)
  }

  /// `√4^2`: `root` is `√` or `∛`, `inner` its operand, `next` what follows.
  static func rootReadsTwoWays(_ token: String, root: String, operand inner: String, next: String, at range: SourceRange) -> CalcError {
    CalcError(
      .syntax,
      "\(token) after \(root)\(inner) reads two ways: write (\(root)\(inner))\(next) or \(root)(\(inner)\(next))",
      at: range)
  }

  // MARK: Conversions

  /// `1 to 3 furlongs`.
  static func expectedDigitsOrPlaces(after count: Int, word: String, at range: SourceRange) -> CalcError {
    CalcError(.syntax, "expected 'digits' or 'dp' after \(count), as in \(word) \(count) digits", at: range)
  }

  /// `pi to 0 digits`.
  static func atLeastOneDigit(at range: SourceRange) -> CalcError {
    CalcError(.domain, "at least 1 significant digit", at: range)
  }

  /// `1 to`.
  static func expectedConversionTarget(after word: String, at range: SourceRange) -> CalcError {
    CalcError(.syntax, "expected what to convert to after '\(word)', as in \(word) hex", at: range)
  }

  /// `1 to hex + 1`.
  static func conversionEndsLine(at range: SourceRange) -> CalcError {
    CalcError(.syntax, "a conversion ends the line: nothing may follow it", at: range)
  }

  /// `1 to base x`.
  static func expectedNumber(afterWord word: String?, at range: SourceRange) -> CalcError {
    CalcError(.syntax, "expected a number after '\(word ?? "")', as in base 3", at: range)
  }

  /// `1 to base 99`, `pi to 1e9 digits`: `what` is `a base` or `a count`.
  static func wholeNumberOutOfRange(_ what: String, range allowed: ClosedRange<Int>, at range: SourceRange) -> CalcError {
    CalcError(.domain, "\(what) here is a whole number from \(allowed.lowerBound) to \(allowed.upperBound)", at: range)
  }

  /// `255 to hexx`: `hint` is a suggestion (` (did you mean 'hex'?)`) or empty.
  static func unknownConversionTarget(_ text: String, hint: String, word: String, at range: SourceRange) -> CalcError {
    CalcError(
      .syntax,
      "cannot convert to '\(text)'\(hint): after '\(word)' write fraction, mixed, hex, oct, bin, base N, decimal, sci, eng, N digits, N dp, % or a currency code",
      at: range)
  }
}
