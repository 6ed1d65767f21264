/// A function defined in the language: `f(x) = x^2 + 1` or `hyp(a, b) = sqrt(a^2 + b^2)`.
///
/// Made by ``Calculator/run(_:cancellation:)``, ``Calculator/execute(_:)`` or
/// ``Calculator/define(_:)`` from a definition line, and listed by
/// ``Calculator/definitions``. Its ``source`` is all it takes to make it again, so it is what
/// a saved session keeps.
public struct FunctionDefinition: Sendable, Equatable, CustomStringConvertible {
  /// The function's name: `f`.
  public let name: String
  /// The parameter names, in order: `["a", "b"]`.
  public let parameters: [String]
  /// The definition as written, without surrounding white space: `f(x) = x^2 + 1`.
  public let source: String
  /// The body, parsed with the parameters as slots (its ranges are offsets into `source`).
  let body: ParsedExpression

  /// The same as ``source``.
  public var description: String { source }

  /// Two definitions are equal when their text is.
  public static func == (lhs: FunctionDefinition, rhs: FunctionDefinition) -> Bool {
    lhs.source == rhs.source
  }
}

/// A function an app registered: Swift code over ``/CalcNumber/Number``.
struct NativeFunction: Sendable {
  typealias Body = @Sendable ([Number], FunctionContext) throws -> Number
  let name: String
  let arity: ClosedRange<Int>
  let help: String
  let body: Body
}

/// The names a calculator adds to the built-in ones: functions defined in the language,
/// and functions and constants an app registered. One namespace: a name is at most one of
/// them, and never also a variable the calculator will read.
struct Library: Sendable {
  enum Entry: Sendable {
    case definition(FunctionDefinition)
    case native(NativeFunction)
    case constant(Number, help: String)

    var isFunction: Bool {
      if case .constant = self { return false }
      return true
    }
  }

  var entries: [String: Entry] = [:]

  var isEmpty: Bool { entries.isEmpty }

  /// The function names, for suggestions.
  var functionNames: [String] { entries.filter { $0.value.isFunction }.map(\.key) }

  /// The error for a call of `name`, which is not a function, at the call `callRange`
  /// (the name's own range is its start).
  func unknownFunction(_ name: String, callRange: SourceRange) -> CalcError {
    let known = Function.names + functionNames
    return Message.unknownFunction(
      name, suggestion: Names.suggestion(for: name, among: known),
      at: SourceRange(callRange.lowerBound, callRange.lowerBound + name.utf8.count))
  }

  /// The number of arguments `entry` takes, described as the built-in functions are.
  static func arityDescription(_ arity: ClosedRange<Int>) -> String {
    Function(name: "", arity: arity, help: "") { _, _ in Number(0) }.arityDescription
  }

  /// What calling `name` costs, counting the functions it calls in turn: the calls and
  /// powers made (the call itself included), the nodes evaluated inside bodies, and how
  /// deeply the calls nest (1 for a function that calls no other defined one). Nil for
  /// a name that is not a defined function (a registered one costs its call alone).
  /// Saturates at `Int.max / 4`; stops counting depth beyond ``/CalcNumber/Limits/maximumCallDepth``.
  func cost(of name: String, memo: inout [String: (calls: Int, steps: Int, depth: Int)], depth: Int = 1)
    -> (calls: Int, steps: Int, depth: Int)?
  {
    guard case .definition(let definition)? = entries[name] else { return nil }
    if let known = memo[name] { return known }
    let cap = Int.max / 4
    var calls = 1
    var steps = definition.body.nodes.count
    var deepest = 1
    for node in definition.body.nodes {
      switch node.operation {
      case .call, .power:
        calls += 1
      case .userCall(let index, _):
        let callee = definition.body.calledNames[index]
        guard depth <= Limits.maximumCallDepth else { return (calls, steps, depth + 1) }
        if let inner = cost(of: callee, memo: &memo, depth: depth + 1) {
          calls = min(cap, calls + inner.calls)
          steps = min(cap, steps + inner.steps)
          deepest = max(deepest, inner.depth + 1)
        } else {
          calls = min(cap, calls + 1)
        }
      default:
        continue
      }
    }
    let result = (calls, steps, deepest)
    memo[name] = result
    return result
  }

  /// Throws when defining `definition` would let a function call itself, directly or
  /// through others: calc has no conditionals, so such a call could never end.
  func checkNoCycle(_ definition: FunctionDefinition, at range: SourceRange) throws(CalcError) {
    var visited: Set<String> = []
    // Depth-first through the bodies, from the new definition's calls; each path found is
    // reported as `f → g → f`.
    var pending: [(name: String, path: [String])] = definition.body.calledNames.map { ($0, [definition.name, $0]) }
    while let (name, path) = pending.popLast() {
      if name == definition.name {
        let through = path.count > 2 ? " (\(path.joined(separator: " → ")))" : ""
        throw Message.wouldCallItself(definition.name, through: through, at: range)
      }
      guard visited.insert(name).inserted, case .definition(let other)? = entries[name] else { continue }
      for called in other.body.calledNames { pending.append((called, path + [called])) }
    }
  }
}

extension Calculator {
  /// The result of ``run(_:cancellation:)``: a value, or the function a definition line made.
  public enum Outcome: Sendable {
    /// An expression's or an assignment's value (also stored as ``lastResult``).
    case value(Number)
    /// The value of a line that ends in a conversion (`255 to hex`), with its text (the
    /// value is stored as ``lastResult``).
    case converted(ConvertedValue)
    /// An amount of money (`100 EUR to USD`, `3 USD * 2`), with its currency, its text, and
    /// the date of the rates a conversion used; its value is stored as ``lastResult``.
    case amount(MoneyAmount)
    /// A definition such as `f(x) = x^2 + 1`, now stored; ``lastResult`` is unchanged.
    case definition(FunctionDefinition)
  }

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
    library.entries[name] = .native(NativeFunction(name: name, arity: arity, help: Calculator.oneLine(help), body: body))
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
    library.entries[name] = .constant(value, help: Calculator.oneLine(help))
  }

  /// Defines a function from a definition line, as ``run(_:cancellation:)`` does:
  /// `try calculator.define("hyp(a, b) = sqrt(a^2 + b^2)")`.
  ///
  /// - Throws: ``CalcError``: a syntax error, a name that cannot be used, a definition
  ///   that would call itself, or a line that is not a definition.
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
    library.entries.removeValue(forKey: name) != nil
  }

  /// Forgets every function and constant defined in the language or registered.
  public mutating func removeAllDefinitions() {
    library.entries = [:]
  }

  /// The functions defined in the language (`f(x) = x^2 + 1`), sorted by name.
  public var definitions: [FunctionDefinition] {
    library.entries.values.compactMap { entry in
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
    library.entries.sorted { $0.key < $1.key }.map { name, entry in
      switch entry {
      case .definition(let definition):
        return BuiltIn(
          name: name, kind: .function, arguments: Library.arityDescription(definition.parameters.count...definition.parameters.count),
          summary: definition.source, origin: .defined)
      case .native(let function):
        return BuiltIn(
          name: name, kind: .function, arguments: Library.arityDescription(function.arity), summary: function.help,
          origin: .registered)
      case .constant(_, let help):
        return BuiltIn(name: name, kind: .constant, arguments: "", summary: help, origin: .registered)
      }
    }
  }

  /// Sets variable `name` to `value`, checking the name, unlike ``variables``.
  ///
  /// `calculator.variables["pi"] = 3` is stored but never read: a name that is a constant,
  /// a function, `ans`, `mod` or `of` (built in, registered or defined), or that is not
  /// spelled as a calc name, is never looked up as a variable. This method throws instead;
  /// ``unreachableVariableNames`` lists such entries of the dictionary.
  ///
  /// - Throws: ``CalcError`` of kind ``CalcError/Kind/invalidAssignment``.
  public mutating func setVariable(_ name: String, _ value: Number) throws(CalcError) {
    try checkAssignable(name, at: nameRange(name))
    variables[name] = value
  }

  /// The names in ``variables`` that expressions can never read (see ``setVariable(_:_:)``),
  /// sorted.
  public var unreachableVariableNames: [String] {
    variables.keys.filter { name in
      do throws(CalcError) {
        try checkAssignable(name, at: SourceRange(0, 0))
        return false
      } catch {
        return true
      }
    }.sorted()
  }

  // MARK: - Internals

  /// A name's range when the name itself is the source, as for the Swift API.
  func nameRange(_ name: String) -> SourceRange { SourceRange(0, name.utf8.count) }

  /// Throws unless a variable may be called `name`.
  func checkAssignable(_ name: String, at range: SourceRange) throws(CalcError) {
    try Names.checkSpelling(name, at: range)
    try Names.checkAssignable(name, at: range)
    switch library.entries[name] {
    case .constant?:
      throw Message.constantNotAssignable(name, at: range)
    case .some:
      throw Message.functionNotAssignable(name, at: range)
    case nil:
      return
    }
  }

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
    switch library.entries[name] {
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
    try library.checkNoCycle(definition, at: range)
    library.entries[name] = .definition(definition)
    return definition
  }

  /// `text` on one line: line breaks become spaces.
  static func oneLine(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
  }
}

extension String {
  /// The text without leading and trailing spaces, tabs and line breaks.
  var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
    guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
      return ""
    }
    return String(self[first...last])
  }
}
