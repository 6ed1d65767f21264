// Arithmetic on `Number` values in Swift code: operators and their named forms.
//
// The design, in short (the type's documentation says it for users):
// - `+ - * /` are `throws(CalcError)`: callers write `try a + b`. An exact result beyond
//   the exponent range (2^±2^62) or a division by zero throws; an exact result beyond
//   `Limits.maximumBits` becomes a correctly rounded approximation; nothing traps, nothing rounds an
//   exact value.
// - Prefix `-` cannot fail and does not throw.
// - Approximations combine by interval arithmetic: the exact interval of the result, its
//   bounds then rounded outward at a precision taken from the result's own width.

extension Number {
  /// The sum, exact for exact operands; see ``adding(_:)``.
  ///
  /// - Throws: ``CalcError`` of kind ``CalcError/Kind/tooLarge`` (or `tooSmall`) only when
  ///   the sum is beyond the exponent range (``/CalcNumber/Limits/maximumBinaryExponent``); an exact
  ///   sum beyond ``/CalcNumber/Limits/maximumBits`` is an approximation instead.
  public static func + (lhs: Number, rhs: Number) throws(CalcError) -> Number {
    try lhs.adding(rhs)
  }

  /// The difference, exact for exact operands; see ``subtracting(_:)``.
  ///
  /// - Throws: ``CalcError`` of kind ``CalcError/Kind/tooLarge`` (or `tooSmall`) only when
  ///   the difference is beyond the exponent range (``/CalcNumber/Limits/maximumBinaryExponent``); an exact
  ///   difference beyond ``/CalcNumber/Limits/maximumBits`` is an approximation instead.
  public static func - (lhs: Number, rhs: Number) throws(CalcError) -> Number {
    try lhs.subtracting(rhs)
  }

  /// The product, exact for exact operands; see ``multiplied(by:)``.
  ///
  /// - Throws: ``CalcError`` of kind ``CalcError/Kind/tooLarge`` (or `tooSmall`) only when
  ///   the product is beyond the exponent range (``/CalcNumber/Limits/maximumBinaryExponent``); an exact
  ///   product beyond ``/CalcNumber/Limits/maximumBits`` is an approximation instead.
  public static func * (lhs: Number, rhs: Number) throws(CalcError) -> Number {
    try lhs.multiplied(by: rhs)
  }

  /// The quotient, exact for exact operands (`try Number(1) / 3` is exactly 1/3); see
  /// ``divided(by:)``.
  ///
  /// - Throws: ``CalcError`` of kind ``CalcError/Kind/divisionByZero``,
  ///   ``CalcError/Kind/tooLarge``, or ``CalcError/Kind/indeterminate`` for a divisor
  ///   whose bounds include zero.
  public static func / (lhs: Number, rhs: Number) throws(CalcError) -> Number {
    try lhs.divided(by: rhs)
  }

  /// The negation: exact for an exact value, the bounds mirrored for an approximation.
  ///
  /// Never fails (a value's negation is no larger than the value), so it does not throw.
  public static prefix func - (operand: Number) -> Number {
    operand.negated
  }

  /// `self + other`: exact for exact operands; for an approximation, bounds that contain
  /// the true sum.
  ///
  /// - Throws: ``CalcError`` of kind ``CalcError/Kind/tooLarge`` (or `tooSmall`) only when
  ///   the sum is beyond the exponent range (``/CalcNumber/Limits/maximumBinaryExponent``); an exact
  ///   sum beyond ``/CalcNumber/Limits/maximumBits`` is an approximation instead. Nothing is rounded to make it fit.
  public func adding(_ other: Number) throws(CalcError) -> Number {
    try Number.mapping { () throws(ArithmeticError) -> Number in
      try adding(other, Number.widthPrecision)
    }
  }

  /// `self - other`: exact for exact operands; for an approximation, bounds that contain
  /// the true difference.
  ///
  /// - Throws: ``CalcError`` of kind ``CalcError/Kind/tooLarge`` (or `tooSmall`) only when
  ///   the difference is beyond the exponent range (``/CalcNumber/Limits/maximumBinaryExponent``); an exact
  ///   difference beyond ``/CalcNumber/Limits/maximumBits`` is an approximation instead.
  public func subtracting(_ other: Number) throws(CalcError) -> Number {
    try adding(other.negated)
  }

  /// `self × other`: exact for exact operands; for an approximation, bounds that contain
  /// the true product (exactly zero when either operand is exactly zero).
  ///
  /// - Throws: ``CalcError`` of kind ``CalcError/Kind/tooLarge`` (or `tooSmall`) only when
  ///   the product is beyond the exponent range (``/CalcNumber/Limits/maximumBinaryExponent``); an exact
  ///   product beyond ``/CalcNumber/Limits/maximumBits`` is an approximation instead.
  public func multiplied(by other: Number) throws(CalcError) -> Number {
    try Number.mapping { () throws(ArithmeticError) -> Number in
      try multiplied(by: other, Number.widthPrecision)
    }
  }

  /// `self ÷ other`: exact for exact operands; for an approximation, bounds that contain
  /// the true quotient.
  ///
  /// - Throws: ``CalcError`` of kind ``CalcError/Kind/divisionByZero`` for an exact zero
  ///   divisor, ``CalcError/Kind/indeterminate`` for an approximate divisor whose bounds
  ///   include zero (it may be zero), ``CalcError/Kind/tooLarge`` for a quotient
  ///   beyond the exponent range.
  public func divided(by other: Number) throws(CalcError) -> Number {
    try Number.mapping { () throws(ArithmeticError) -> Number in
      if other.isZero { throw .divisionByZero }
      return try divided(by: other, Number.widthPrecision)
    }
  }

  /// `self` raised to `exponent`, as calc's `^` computes it.
  ///
  /// - An exact base and an integer exponent give the exact power: `2^-3` is exactly 1/8,
  ///   `0^0` is 1.
  /// - A rational exponent whose root is exact gives it exactly: `8^(1/3)` is 2,
  ///   `(-8)^(1/3)` is -2.
  /// - Anything else gives an approximation whose bounds contain the true value and are
  ///   close enough to decide `precision` significant digits when shown (worked out, like
  ///   ``Calculator/evaluate(_:)-(String)``, at a few more digits than that, and retried
  ///   at higher precision when they do not).
  ///
  /// ```swift
  /// try Number(2).raised(to: 100)                     // exact, 31 digits
  /// try Number(2).raised(to: Number("1/2")!)          // an approximation of √2
  /// ```
  ///
  /// - Parameters:
  ///   - exponent: the power; an integer literal works (`x.raised(to: 3)`).
  ///   - precision: significant digits the result's bounds should decide, for an inexact
  ///     power; clamped to `1...Limits.maximumPrecision`. Ignored for exact results.
  /// - Throws: ``CalcError`` of kind ``CalcError/Kind/tooLarge`` for a result beyond the
  ///   exponent range, ``CalcError/Kind/divisionByZero`` for zero to a negative
  ///   power, ``CalcError/Kind/domain`` for a negative base with an exponent that has no
  ///   real result (`(-2)^(1/2)`), ``CalcError/Kind/indeterminate`` when the bounds cannot
  ///   decide the result.
  public func raised(to exponent: Number, precision: Int = 38) throws(CalcError) -> Number {
    if exponent.isInteger, isExact {
      return try Number.mapping { () throws(ArithmeticError) -> Number in
        try power(exponent, WorkingPrecision(digits: Number.clamp(precision) + 12))
      }
    }
    // The calculator's `^`: the same exact cases, and its rounds of higher precision.
    var calculator = Calculator(precision: precision)
    calculator.variables = ["x": self, "y": exponent]
    do {
      return try calculator.evaluate("x^y")
    } catch {
      throw CalcError(error.kind, error.message, at: SourceRange(0, 0))
    }
  }
}

// MARK: - Interval arithmetic

extension Number {
  /// The precision of the operators in Swift code: that of a default ``Calculator`` (38
  /// digits and 12 more), which an exact result beyond the exact-size limit is rounded to;
  /// approximations keep what their bounds know (``WorkingPrecision/bounds(_:_:)`` never
  /// rounds to fewer bits than the bounds agree on).
  static let widthPrecision = WorkingPrecision(digits: 50)
}

// MARK: - Errors

extension Number {
  /// Runs an operation of the number core, turning its error into a ``CalcError`` (whose
  /// range, with no source text involved, is empty at 0).
  static func mapping(
    _ operation: () throws(ArithmeticError) -> Number
  ) throws(CalcError) -> Number {
    do {
      return try operation()
    } catch {
      throw CalcError(error)
    }
  }
}

extension CalcError {
  /// The error an operation in Swift code reports for an error of the number core: the
  /// same kinds and wording as the evaluator's (the catalogue's, ``Message``), at `range`:
  /// an empty range at 0 when there is no source text.
  ///
  /// Deliberately an exhaustive switch with no `default`: a new ``ArithmeticError`` case
  /// must be given its kind here.
  init(_ error: ArithmeticError, at range: SourceRange = SourceRange(0, 0)) {
    switch error {
    case .tooLarge: self = Message.resultTooLarge(at: range)
    case .tooSmall: self = Message.resultTooSmall(at: range)
    case .divisionByZero: self = Message.divisionByZero(at: range)
    case .domain(let reason): self = Message.domain(reason, at: range)
    case .indeterminate: self = Message.indeterminateOperation(at: range)
    case .cancelled: self = Message.cancelled(at: range)
    case .beyondBudget(let reason): self = Message.beyondBudget(reason, at: range)
    case .argumentTooLarge: self = Message.argumentTooLarge(at: range)
    case .argumentTooSmall: self = Message.argumentTooSmall(at: range)
    }
  }
}
