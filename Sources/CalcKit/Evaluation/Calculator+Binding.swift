/// A parsed expression with some of its names made parameters, bound to a calculator:
/// parse once, then evaluate with new values many times, fast.
///
/// ```swift
/// let calculator = Calculator()
/// let f = try calculator.bind(try calculator.parse("x^2 + 1"), parameters: ["x"])
/// try f.evaluate(Number(3))                  // 10
/// try f.evaluate([Number(2)])                // 5
/// ```
///
/// The parameters are resolved to slots once, by ``Calculator/bind(_:parameters:)``: an
/// evaluation looks nothing up by name for them, and copies no dictionary. Other names are
/// read from the calculator as it was when bound (a `Calculator` is a value; changing
/// the original afterwards does not change this copy). An expression of exact values and
/// `+ - * / ^` (integer powers) is worked out on a stack of exact fractions without
/// allocating; anything else goes through the calculator's usual evaluation, with its
/// rounds of higher working precision, and gives the same value or error.
public struct BoundExpression: Sendable {
  /// The parameter names, in the order ``evaluate(_:)-([Number])`` takes their values.
  public var parameters: [String] { storage.parameters }
  /// The expression's text; error ranges refer to it.
  public var source: String { storage.expression.source }

  /// Everything in one immutable object, so that copying a bound expression (as passing
  /// it around does) costs one reference count, not one per field.
  final class Storage: Sendable {
    let parameters: [String]
    /// The expression, its parameters read from slots.
    let expression: ParsedExpression
    let calculator: Calculator

    init(parameters: [String], expression: ParsedExpression, calculator: Calculator) {
      self.parameters = parameters
      self.expression = expression
      self.calculator = calculator
    }
  }

  let storage: Storage

  init(parameters: [String], expression: ParsedExpression, calculator: Calculator) {
    storage = Storage(parameters: parameters, expression: expression, calculator: calculator)
  }

  /// The value with `arguments` for the ``parameters``, in order.
  ///
  /// - Throws: ``CalcError``: what ``Calculator/evaluate(_:)-(ParsedExpression)`` throws
  ///   (``CalcError/Kind/cancelled`` when the task it runs in is cancelled, even for an
  ///   exact value), and ``CalcError/Kind/wrongArgumentCount`` (with an empty range) when the number of
  ///   arguments is not the number of parameters.
  public func evaluate(_ arguments: [Number]) throws(CalcError) -> Number {
    try checkCount(arguments.count)
    let storage = storage
    // A cancelled task stops the exact fast path too (refinedValue checks again, cheaply).
    try Calculator.checkNotCancelled(storage.calculator.cancellation, for: storage.expression.source)
    let fast = arguments.withUnsafeBufferPointer { buffer in
      Evaluator.exactValue(of: storage.expression, parameters: buffer) { storage.calculator.resolve($0, bindings: nil) }
    }
    if let fast { return Number(fast) }
    return try storage.calculator.refinedValue(of: storage.expression, parameters: arguments)
  }

  /// The value with `x` for the only parameter; the same as `evaluate([x])`, without
  /// making an array.
  public func evaluate(_ x: Number) throws(CalcError) -> Number {
    try checkCount(1)
    let storage = storage
    try Calculator.checkNotCancelled(storage.calculator.cancellation, for: storage.expression.source)
    let fast = withUnsafePointer(to: x) { pointer in
      Evaluator.exactValue(of: storage.expression, parameters: UnsafeBufferPointer(start: pointer, count: 1)) {
        storage.calculator.resolve($0, bindings: nil)
      }
    }
    if let fast { return Number(fast) }
    return try storage.calculator.refinedValue(of: storage.expression, parameters: [x])
  }

  private func checkCount(_ count: Int) throws(CalcError) {
    guard count == storage.parameters.count else {
      let arity = CustomNameTable.arityDescription(parameters.count...parameters.count)
      throw Message.boundArgumentCount(takes: arity, got: count, at: SourceRange(0, 0))
    }
  }
}

extension Calculator {
  /// Binds `expression` to this calculator with `parameters` as its inputs, for fast
  /// evaluation with new values: see ``BoundExpression``.
  ///
  /// A parameter shadows a variable or a registered constant of the same name. A
  /// parameter the expression does not use is allowed (its value is ignored).
  ///
  /// - Throws: ``CalcError`` of kind ``CalcError/Kind/invalidAssignment`` for a parameter
  ///   that is not a calc name or is a built-in constant or function, `ans`, `mod` or `of`;
  ///   ``CalcError/Kind/syntax`` for a parameter named twice or a definition line.
  public func bind(_ expression: ParsedExpression, parameters: [String]) throws(CalcError) -> BoundExpression {
    if expression.definedFunction != nil {
      throw Message.definitionCannotBeBound(at: SourceRange(0, expression.source.utf8.count))
    }
    var seen: Set<String> = []
    for name in parameters {
      try Names.checkParameter(name, at: nameRange(name))
      guard seen.insert(name).inserted else {
        throw Message.parameterTwice(name, at: nameRange(name))
      }
    }
    var bound = expression
    if !parameters.isEmpty {
      for index in bound.nodes.indices {
        if case .variable(let name) = bound.nodes[index].operation,
          let slot = parameters.firstIndex(of: expression.names[name])
        {
          bound.nodes[index].operation = .parameter(slot)
        }
      }
    }
    return BoundExpression(parameters: parameters, expression: bound, calculator: self)
  }

  /// The value of `expression` with `binding` shadowing the variables (and the constants an
  /// app registered) for this evaluation only: `calculator.evaluate(area, binding: ["r": 2])`.
  ///
  /// Nothing is copied: the names are looked up in `binding` first, then as usual. A key
  /// that is not a name the expression reads as a variable (`pi`, `sqrt`, `ans`) has no
  /// effect. For many evaluations of one expression, ``bind(_:parameters:)`` is faster.
  /// Inside a task, it stops when the task is cancelled (see
  /// ``evaluate(_:)-(ParsedExpression)``).
  public func evaluate(_ expression: ParsedExpression, binding: [String: Number]) throws(CalcError) -> Number {
    try refinedValue(of: expression, bindings: binding)
  }

  /// The value of `name` as an expression reads it (`ans`, a binding, a registered
  /// constant, a variable), or nil.
  func resolve(_ name: String, bindings: [String: Number]?) -> Number? {
    Evaluator.resolve(name, lastResult: lastResult, bindings: bindings, customNameTable: customNameTable, variables: variables)
  }

  /// The exact value of `expression` when it is exact numbers, exactly valued names and
  /// slots and `+ - * / ^` alone; nil otherwise (see ``Evaluator/exactValue(of:)``).
  func exactFastPath(
    _ expression: ParsedExpression, parameters: [Number], bindings: [String: Number]?
  ) -> Rational? {
    if expression.names.isEmpty && parameters.isEmpty { return Evaluator.exactValue(of: expression) }
    return parameters.withUnsafeBufferPointer { buffer in
      Evaluator.exactValue(of: expression, parameters: buffer) { resolve($0, bindings: bindings) }
    }
  }
}
