import CalcNumber

// MARK: - The catalogue: names, definitions and evaluation

extension Message {
  // MARK: Names

  /// `sqr(2)`: `suggestion` is ` (did you mean 'sqrt'?)` or empty.
  static func unknownFunction(_ name: String, suggestion: String, at range: SourceRange) -> CalcError {
    CalcError(.unknownName, "unknown function '\(name)'\(suggestion)", at: range)
  }

  /// A call of a name other calculators have and calc answers otherwise (`hex(255)`,
  /// `int(3.7)`): what to write instead, with the call's argument as typed; nil for other
  /// names.
  static func functionFromElsewhere(_ name: String, argument: String, at range: SourceRange) -> CalcError? {
    let x = argument.isEmpty || argument.utf8.count > 24 ? "x" : argument
    let text: String
    switch name {
    case "hex", "oct", "bin":
      text = "'\(name)' is not a function: a value is written in another base by a conversion at the end of the line, \(x) to \(name)"
    case "int":
      text = "'int' is not read: it is floor in spreadsheets and trunc in Python; write floor(\(x)) or trunc(\(x))"
    case "lg":
      text = "'lg' is not read: it is log10 in some places and log2 in others; write log10(\(x)) or log2(\(x))"
    case "sqr":
      text = "'sqr' is not read: it is the square in some places and the square root in others; write (\(x))^2 or sqrt(\(x))"
    default:
      return nil
    }
    return CalcError(.unknownName, text, at: range)
  }

  /// `foo*2`: `suggestion` is ` (did you mean 'x'?)`, ` (not a currency code; did you mean 'USD'?)` or empty.
  static func unknownName(_ name: String, suggestion: String, at range: SourceRange) -> CalcError {
    CalcError(.unknownName, "unknown name '\(name)'\(suggestion)", at: range)
  }

  /// `100 usd`: a currency code in lower case.
  static func currencyCodeInCapitals(_ name: String, code: String, at range: SourceRange) -> CalcError {
    CalcError(.unknownName, "unknown name '\(name)' (did you mean '\(code)'? a currency code is written in capitals)", at: range)
  }

  /// `ans` before any result.
  static func ansHasNoValue(at range: SourceRange) -> CalcError {
    CalcError(.unknownName, "'ans' has no value yet: it is the last result", at: range)
  }

  /// A parameter slot read outside a call.
  static func parameterWithoutValue(at range: SourceRange) -> CalcError {
    CalcError(.unknownName, "a parameter has no value here", at: range)
  }

  /// `k(2)` where `k` is a constant an app registered.
  static func constantNotFunction(_ name: String, at range: SourceRange) -> CalcError {
    CalcError(.syntax, "'\(name)' is a constant, not a function", at: range)
  }

  /// `pi = 3`.
  static func constantNotAssignable(_ name: String, at range: SourceRange) -> CalcError {
    CalcError(.invalidAssignment, "'\(name)' is a constant and cannot be assigned", at: range)
  }

  /// `sqrt = 1`, `f = 3` after `f(x) = x`.
  static func functionNotAssignable(_ name: String, at range: SourceRange) -> CalcError {
    CalcError(.invalidAssignment, "'\(name)' is a function and cannot be assigned", at: range)
  }

  /// `ans = 2`.
  static func ansNotAssignable(at range: SourceRange) -> CalcError {
    CalcError(.invalidAssignment, "'ans' is always the last result and cannot be assigned", at: range)
  }

  /// `mod = 2`.
  static func operatorNotAssignable(_ name: String, at range: SourceRange) -> CalcError {
    CalcError(.invalidAssignment, "'\(name)' is \(Names.wordKind(name)) and cannot be assigned", at: range)
  }

  /// `USD = 2`.
  static func currencyNotAssignable(_ name: String, at range: SourceRange) -> CalcError {
    CalcError(.invalidAssignment, "'\(name)' is a currency code and cannot be assigned", at: range)
  }

  /// `pi(x) = 3`.
  static func builtInConstantNotDefinable(_ name: String, at range: SourceRange) -> CalcError {
    CalcError(.invalidAssignment, "'\(name)' is a built-in constant and cannot be redefined", at: range)
  }

  /// `sqrt(x) = 2`.
  static func builtInFunctionNotDefinable(_ name: String, at range: SourceRange) -> CalcError {
    CalcError(.invalidAssignment, "'\(name)' is a built-in function and cannot be redefined", at: range)
  }

  /// `ans(x) = 2`.
  static func ansNotDefinable(at range: SourceRange) -> CalcError {
    CalcError(.invalidAssignment, "'ans' is always the last result and cannot be defined", at: range)
  }

  /// `mod(x) = 2`.
  static func operatorNotDefinable(_ name: String, at range: SourceRange) -> CalcError {
    CalcError(.invalidAssignment, "'\(name)' is \(Names.wordKind(name)) and cannot be defined", at: range)
  }

  /// `f(pi) = 1`: `what` is `a constant`, `a function`, `the last result` or `an operator`.
  static func notAParameter(_ name: String, is what: String, at range: SourceRange) -> CalcError {
    CalcError(.invalidAssignment, "'\(name)' is \(what) and cannot be a parameter", at: range)
  }

  /// A name an app gives that calc cannot read: `shown` is `'2x'` or `an empty name`.
  static func notAName(_ shown: String, at range: SourceRange) -> CalcError {
    CalcError(.invalidAssignment, "\(shown) is not a name: a name is letters, digits and '_', not starting with a digit", at: range)
  }

  /// A definition of a name that is a function an app registered.
  static func appFunctionNotDefinable(_ name: String, at range: SourceRange) -> CalcError {
    CalcError(.invalidAssignment, "'\(name)' is a function of the app and cannot be redefined", at: range)
  }

  /// A definition of a name that is a constant an app registered.
  static func constantNotDefinable(_ name: String, at range: SourceRange) -> CalcError {
    CalcError(.invalidAssignment, "'\(name)' is a constant and cannot be redefined", at: range)
  }

  /// A definition of a name that is a variable.
  static func variableNotDefinable(_ name: String, at range: SourceRange) -> CalcError {
    CalcError(.invalidAssignment, "'\(name)' is a variable; a function needs a name of its own", at: range)
  }

  /// An app registering a name that is a variable of the calculator.
  static func variableNotRegistrable(_ name: String, at range: SourceRange) -> CalcError {
    CalcError(.invalidAssignment, "'\(name)' is a variable of this calculator", at: range)
  }

  /// An app registering a function of a negative number of arguments.
  static func invalidArity(_ lowerBound: Int, at range: SourceRange) -> CalcError {
    CalcError(.invalidAssignment, "a function takes 0 or more arguments, not \(lowerBound)", at: range)
  }

  // MARK: Definitions and bindings

  /// `Calculator.define` given a line that is not a definition.
  static func expectedDefinitionExample(at range: SourceRange) -> CalcError {
    CalcError(.syntax, "expected a definition such as f(x) = x^2 + 1", at: range)
  }

  /// A definition expected, an expression given.
  static func expectedDefinition(at range: SourceRange) -> CalcError {
    CalcError(.syntax, "expected a definition", at: range)
  }

  /// `Calculator.bind` given a definition.
  static func definitionCannotBeBound(at range: SourceRange) -> CalcError {
    CalcError(.syntax, "a definition cannot be bound: define it, then bind an expression that calls it", at: range)
  }

  /// A bound expression evaluated with the wrong number of values.
  static func boundArgumentCount(takes arity: String, got count: Int, at range: SourceRange) -> CalcError {
    CalcError(.wrongArgumentCount, "the expression takes \(arity), got \(count)", at: range)
  }

  /// `Calculator.evaluate` given a definition.
  static func definitionHasNoValue(at range: SourceRange) -> CalcError {
    CalcError(
      .syntax, "this line defines a function and has no value; run or execute it to store the function", at: range)
  }

  // MARK: Work and nesting

  /// More nodes of defined functions' bodies than the work budget allows.
  static func tooManyFunctionSteps(_ steps: Int, at range: SourceRange) -> CalcError {
    CalcError(.tooLarge, "defined functions take more than \(steps) steps in one expression", at: range)
  }

  /// More function calls and powers than the work budget allows at `precision`, counted
  /// before any work and again while evaluating.
  static func tooManyCalls(limit: Int, precision: Int, at range: SourceRange) -> CalcError {
    let gamma = WorkBudget.gammaWeight(precision: precision, limit: limit)
    return CalcError(
      .tooLarge,
      "more than \(limit) function calls and powers in one expression at precision \(precision) (counting those inside defined functions, and each x! of an x not whole, which is Γ(x+1), as \(gamma))",
      at: range)
  }

  /// The evaluation was stopped.
  static func cancelled(at range: SourceRange) -> CalcError {
    CalcError(.cancelled, "cancelled", at: range)
  }

  // MARK: Values

  /// `2.5 and 1`: `reason` is the number core's (`'and' takes whole numbers`).
  static func notWholeNumber(_ reason: String, isExact: Bool, at range: SourceRange) -> CalcError {
    CalcError(.domain, "\(reason): \(isExact ? "this is not one" : "this value is not exact")", at: range)
  }

  /// An operation not defined for its operands: `reason` is the number core's.
  static func domain(_ reason: String, at range: SourceRange) -> CalcError {
    CalcError(.domain, reason, at: range)
  }

  /// The notice for an assignment to a name bc gives a meaning to (`scale = 5`): it is an
  /// ordinary variable in calc, and this says what calc does instead. Nil for other names.
  static func bcNameNotice(_ name: String) -> String? {
    let instead: String
    switch name {
    case "scale": instead = "the digits shown are set with --precision N, or :precision N in the session"
    case "ibase": instead = "numbers in other bases are written 0x1f, 0o17, 0b101 or 16#1f"
    case "obase": instead = "a result is written in another base with to hex, to oct, to bin or to base N"
    case "last": instead = "the last result is ans"
    default: return nil
    }
    return "note: '\(name)' is an ordinary variable in calc, not bc's setting; \(instead)"
  }

  /// `30 deg` when `deg` is also a variable or function: the unit or that name multiplied in.
  static func angleUnitReadsTwoWays(_ word: String, at range: SourceRange) -> CalcError {
    CalcError(
      .syntax,
      "'\(word)' reads two ways here: the angle unit or your '\(word)' multiplied in; write \(word == "deg" ? "°" : "the angle alone, in radians,") for the unit, or *\(word) for the name",
      at: range)
  }

  /// An error of a function an app registered that is not a ``CalcError``: its description.
  static func foreignError(_ description: String, at range: SourceRange) -> CalcError {
    CalcError(.domain, description, at: range)
  }

  /// An error inside defined function `name`, moved to its call.
  static func inFunction(_ name: String, _ error: CalcError, at range: SourceRange) -> CalcError {
    CalcError(error.kind, "in \(name): \(error.message)", at: range)
  }

  /// `1/0`.
  static func divisionByZero(at range: SourceRange) -> CalcError {
    CalcError(.divisionByZero, "division by zero", at: range)
  }

  /// `0^-1`.
  static func zeroToNegativePower(at range: SourceRange) -> CalcError {
    CalcError(.divisionByZero, "zero cannot be raised to a negative power", at: range)
  }

  /// A result beyond the exponent range.
  static func resultTooLarge(at range: SourceRange) -> CalcError {
    CalcError(.tooLarge, Limits.tooLargeMessage, at: range)
  }

  /// A nonzero result below the exponent range.
  static func resultTooSmall(at range: SourceRange) -> CalcError {
    CalcError(.tooSmall, Limits.tooSmallMessage, at: range)
  }

  /// Work beyond the work budget: `reason` is the number core's.
  static func beyondBudget(_ reason: String, at range: SourceRange) -> CalcError {
    CalcError(.tooLarge, reason, at: range)
  }

  /// An argument too large for a function without a path for such magnitudes.
  static func argumentTooLarge(at range: SourceRange) -> CalcError {
    CalcError(.tooLarge, "this function takes arguments up to 2^\(Dyadic.rationalExponentLimit) in magnitude", at: range)
  }

  /// A nonzero argument too small for a function without a path for such magnitudes.
  static func argumentTooSmall(at range: SourceRange) -> CalcError {
    CalcError(
      .tooSmall, "this function takes nonzero arguments down to 2^-\(Dyadic.rationalExponentLimit) in magnitude",
      at: range)
  }

  /// An operation on an approximation too close to where it changes: `1/(sqrt(2)^2-2)`.
  static func indeterminateOperation(at range: SourceRange) -> CalcError {
    CalcError(
      .indeterminate, "cannot decide this result: a value is too close to zero or to a whole number to tell", at: range)
  }

  /// `5 times x` after `times = 2`: the operator, or the variable multiplied in.
  static func wordReadsTwoWays(_ word: String, instead: String, at range: SourceRange) -> CalcError {
    CalcError(
      .syntax,
      "'\(word)' reads two ways here: the operator or your '\(word)' multiplied in; write \(instead) for the operator, or (\(word)) for the name",
      at: range)
  }

  /// `sqrt(2) == 1.4142135623730950488016887242096980786` refined to the end of the
  /// budget: the two sides agree to every digit calc could compute.
  static func indeterminateComparison(_ symbol: String, at range: SourceRange) -> CalcError {
    CalcError(
      .indeterminate, "cannot decide '\(symbol)': the two sides agree to every digit the work budget allows", at: range)
  }

  /// `if(sin(pi) - 1e-100, …)`: a condition whose bounds hold zero.
  static func indeterminateCondition(at range: SourceRange) -> CalcError {
    CalcError(
      .indeterminate, "cannot decide this condition: its value is too close to zero to tell", at: range)
  }

  /// No round of evaluation gave a value at all.
  static func undecided(at range: SourceRange) -> CalcError {
    CalcError(.indeterminate, "cannot decide this result", at: range)
  }

  /// A result whose digits stayed undecided at `digits` working digits: irrational, possibly
  /// zero, or possibly on a rounding boundary at `precision`.
  /// A literal beyond the exact-size limit, held as an approximation, that lies exactly on a
  /// rounding boundary (``Calculator/literalOnBoundary(_:precision:)``).
  static func literalOnBoundary(
    exactDigits: Int, precision: Int, rounding: String, isTie: Bool, at range: SourceRange
  ) -> CalcError {
    let place =
      isTie
      ? "lies exactly halfway between two decimals, which an approximation cannot decide: \(precision + 1) digits decide it"
      : "lies exactly on a rounding boundary, which an approximation cannot decide: a rounding to nearest decides it"
    return CalcError(
      .indeterminate,
      "this number has more than \(WorkBudget.grouped(exactDigits)) digits (the exact-size limit), so it is held as "
        + "an approximation, and with rounding '\(rounding)' to \(precision) digits it " + place,
      at: range)
  }

  static func undecidedDigits(
    digits: Int, precision: Int, isIrrational: Bool, mayBeZero: Bool, at range: SourceRange
  ) -> CalcError {
    let message: String
    if isIrrational {
      message =
        "cannot decide the last digit: the value is irrational, but closer to a rounding "
        + "boundary at \(precision) digits than \(digits) working digits can tell (or too much precision is lost)"
    } else if mayBeZero {
      message =
        "cannot decide this result: at \(digits) working digits it may still be zero or either sign "
        + "(too much precision is lost, or a value is too close to zero)"
    } else {
      message =
        "cannot decide this result: at \(digits) working digits it may still lie exactly on a rounding "
        + "boundary at \(precision) digits (or too much precision is lost)"
    }
    return CalcError(.indeterminate, message, at: range)
  }
}
