// MARK: - Functions and constants defined in the language or registered by an app

extension Calculator {
  /// Registers a function written in Swift, so that expressions can call it:
  ///
  /// ```swift
  /// try calculator.define(function: "vat", arity: 1, help: "the price with 20% VAT") { args in
  ///   try args[0] * Number(6) / Number(5)
  /// }
  /// try calculator.evaluate("vat(100)")     // exactly 120
  /// ```
  ///
  /// The function may be called from any thread at once (it is `@Sendable`) and again in
  /// each round of higher working precision. A ``CalcError`` it throws (``/CalcNumber/Number``'s
  /// operators throw them) is reported at the call, with its kind and message and
  /// `in NAME: ` before the message; any other error as ``CalcError/Kind/domain`` with the
  /// error's description as the message. (The closure's type is plain `throws` so that
  /// Swift infers it for closures such as the one above.) Its result is never
  /// assumed irrational (see Grammar.md, "Values and rounding").
  ///
  /// Registering a name again replaces the function or constant registered (or defined in
  /// the language) under it.
  ///
  /// - Parameters:
  ///   - name: a calc name (letters, digits and `_`, not starting with a digit) that is not
  ///     a built-in function or constant, `ans`, `mod`, `of` or a variable of this calculator.
  ///   - arity: how many arguments it takes: `1...1`, `1...2`, `1...Int.max` for one or more.
  ///   - help: one line for `:help` and listings (``names``).
  ///   - body: the function, given the arguments and the ``FunctionContext``.
  /// - Throws: ``CalcError`` of kind ``CalcError/Kind/invalidAssignment`` for a name that
  ///   cannot be used or an arity below 0.
  public mutating func define(
    function name: String, arity: ClosedRange<Int>, help: String,
    _ body: @escaping @Sendable ([Number], FunctionContext) throws -> Number
  ) throws(CalcError) {
    try checkRegistrable(name)
    guard arity.lowerBound >= 0 else {
      throw Message.invalidArity(arity.lowerBound, at: nameRange(name))
    }
    customNameTable.entries[name] = .native(NativeFunction(name: name, arity: arity, help: Calculator.oneLine(help), body: body))
  }

  /// Registers a function written in Swift that needs only its arguments; see
  /// `define(function:arity:help:_:)`.
  public mutating func define(
    function name: String, arity: ClosedRange<Int>, help: String,
    _ body: @escaping @Sendable ([Number]) throws -> Number
  ) throws(CalcError) {
    try define(function: name, arity: arity, help: help) { arguments, _ in try body(arguments) }
  }

  /// Registers a function of exactly `arity` arguments; see
  /// `define(function:arity:help:_:)`.
  public mutating func define(
    function name: String, arity: Int, help: String,
    _ body: @escaping @Sendable ([Number], FunctionContext) throws -> Number
  ) throws(CalcError) {
    try define(function: name, arity: arity...max(arity, 0), help: help, body)
  }

  /// Registers a function of exactly `arity` arguments that needs only its arguments; see
  /// `define(function:arity:help:_:)`.
  public mutating func define(
    function name: String, arity: Int, help: String,
    _ body: @escaping @Sendable ([Number]) throws -> Number
  ) throws(CalcError) {
    try define(function: name, arity: arity...max(arity, 0), help: help) { arguments, _ in try body(arguments) }
  }

  /// Registers a constant: `try calculator.define(constant: "g", value: Number("9.80665")!, help: "standard gravity, m/s²")`.
  ///
  /// A constant is read like a variable but cannot be assigned; a parameter of the same
  /// name shadows it. An approximate `value` keeps its bounds at every working precision,
  /// so a result that needs more digits than they hold is `indeterminate`.
  ///
  /// - Throws: ``CalcError`` of kind ``CalcError/Kind/invalidAssignment`` for a name that
  ///   cannot be used (as for functions).
  public mutating func define(constant name: String, value: Number, help: String) throws(CalcError) {
    try checkRegistrable(name)
    customNameTable.entries[name] = .constant(value, help: Calculator.oneLine(help))
  }

  /// Defines a function from a definition line, as ``run(_:cancellation:)`` does:
  /// `try calculator.define("hyp(a, b) = sqrt(a^2 + b^2)")`.
  ///
  /// - Throws: ``CalcError``: a syntax error, a name that cannot be used, or a line that is
  ///   not a definition. A definition may call itself and functions defined later.
  @discardableResult
  public mutating func define(_ source: String) throws(CalcError) -> FunctionDefinition {
    let expression = try parse(source)
    guard expression.definedFunction != nil else {
      throw Message.expectedDefinitionExample(at: SourceRange(0, source.utf8.count))
    }
    return try store(definition: expression)
  }

  /// Forgets the function or constant `name` that this calculator defines or an app
  /// registered; false when there is none (built-in names cannot be removed).
  @discardableResult
  public mutating func removeDefinition(named name: String) -> Bool {
    customNameTable.entries.removeValue(forKey: name) != nil
  }

  /// Forgets every function and constant defined in the language or registered.
  public mutating func removeAllDefinitions() {
    customNameTable.entries = [:]
  }

  /// The functions defined in the language (`f(x) = x^2 + 1`), sorted by name.
  public var definitions: [FunctionDefinition] {
    customNameTable.entries.values.compactMap { entry in
      if case .definition(let definition) = entry { return definition }
      return nil
    }.sorted { $0.name < $1.name }
  }

  /// Every name this calculator knows besides variables: ``BuiltIn/all``, then the
  /// functions and constants it defines or an app registered, sorted by name. A defined
  /// function's ``BuiltIn/summary`` is its definition (`f(x) = x^2 + 1`); a registered
  /// one's is its help.
  public var names: [BuiltIn] {
    BuiltIn.all + customNames
  }

  /// The functions and constants defined in the language or registered, sorted by name.
  public var customNames: [BuiltIn] {
    customNameTable.entries.sorted { $0.key < $1.key }.map { name, entry in
      switch entry {
      case .definition(let definition):
        return BuiltIn(
          name: name, kind: .function, arguments: CustomNameTable.arityDescription(definition.parameters.count...definition.parameters.count),
          summary: definition.source, origin: .defined)
      case .native(let function):
        return BuiltIn(
          name: name, kind: .function, arguments: CustomNameTable.arityDescription(function.arity), summary: function.help,
          origin: .registered)
      case .constant(_, let help):
        return BuiltIn(name: name, kind: .constant, arguments: "", summary: help, origin: .registered)
      }
    }
  }

  // MARK: - Internals

  /// Throws unless an app may register a function or constant called `name`.
  private func checkRegistrable(_ name: String) throws(CalcError) {
    let range = nameRange(name)
    try Names.checkDefinable(name, at: range)
    if variables[name] != nil {
      throw Message.variableNotRegistrable(name, at: range)
    }
  }

  /// Stores the function a parsed definition line defines.
  @discardableResult
  mutating func store(definition expression: ParsedExpression) throws(CalcError) -> FunctionDefinition {
    guard let name = expression.definedFunction else {
      throw Message.expectedDefinition(at: SourceRange(0, expression.source.utf8.count))
    }
    let range = expression.nameRange ?? SourceRange(0, name.utf8.count)
    switch customNameTable.entries[name] {
    case .native?:
      throw Message.appFunctionNotDefinable(name, at: range)
    case .constant?:
      throw Message.constantNotDefinable(name, at: range)
    case .definition?, nil:
      break
    }
    if variables[name] != nil {
      throw Message.variableNotDefinable(name, at: range)
    }
    let definition = FunctionDefinition(
      name: name, parameters: expression.parameterNames, source: expression.source.trimmingSpaces,
      body: expression)
    customNameTable.entries[name] = .definition(definition)
    return definition
  }

  /// `text` on one line: line breaks become spaces.
  static func oneLine(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
  }
}
