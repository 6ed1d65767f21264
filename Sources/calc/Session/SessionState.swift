import CalcKit

/// What a session keeps between runs: settings, variables, functions and `ans`, saved as
/// JSON.
///
/// Numbers are saved in their lossless form (`"5/2"`, or an approximation's bounds), so a
/// restored `x` is exactly the `x` that was assigned; functions as their definitions
/// (`"f(x) = x^2 + 1"`), which are parsed again. A file written before functions were
/// saved has no `functions` and still loads.
struct SessionState: Codable, Equatable {
  /// The format's version: ``StateFile/format`` reads every one calc wrote, and leaves a
  /// higher one alone.
  var version = SessionState.currentVersion
  var precision: Int
  var rounding: RoundingMode
  var angleUnit: AngleUnit
  var width: Int?
  var variables: [String: Number]
  /// The definitions of the functions, sorted by name; nil in files from before there were
  /// any.
  var functions: [String]?
  var ans: Number?
  /// How the variables holding approximations were assigned, to compute them again when
  /// the precision rises (see ``VariableDefinition``); nil in files from before.
  var definitions: [String: VariableDefinition]?
  /// The currencies of the variables (and `ans`) that hold amounts of money; nil in files
  /// from before there were amounts.
  var currencies: [String: String]?
  /// Whether the live result is shown (`:live`); nil (on) in files from before, and when on.
  var live: Bool?

  static let currentVersion = 1

  /// Why a saved state cannot be used.
  struct Invalid: Error, CustomStringConvertible {
    var description: String
  }

  /// The name a definition's source defines: what comes before its `(`.
  static func definedName(_ source: String) -> String {
    String(source.prefix { $0 != "(" }.filter { !$0.isWhitespace })
  }

  /// Whether `name` is spelled as a calc name and is a built-in function, constant or word.
  static func isBuiltIn(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic),
      name.unicodeScalars.allSatisfy({ $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) })
    else { return false }
    return BuiltIn.all.contains { $0.name == name } || BuiltIn.operatorWords.contains(name)
  }

  /// Throws unless every field is one a session could have made.
  func validate() throws(Invalid) {
    guard (1...Limits.maximumPrecision).contains(precision) else {
      throw Invalid(description: "precision \(precision)")
    }
    if let width, !(DisplayFormat.minimumWidth...Session.maximumWidth).contains(width) {
      throw Invalid(description: "width \(width)")
    }
    let probe = Calculator()
    for name in variables.keys {
      // A saved name must be one an assignment could have made.
      guard let assignment = try? probe.parse("\(name) = 0"), assignment.assignedName == name,
        (try? probe.evaluate(assignment)) != nil
      else {
        throw Invalid(description: "variable name '\(name.prefix(40))'")
      }
    }
    _ = try calculator()
  }

  /// A calculator with the saved variables and functions: every definition must be one a
  /// session could have stored (it parses, its name is free, it calls no function that
  /// calls it back).
  func calculator() throws(Invalid) -> Calculator {
    var calculator = Calculator()
    calculator.variables = variables
    for source in functions ?? [] {
      do {
        try calculator.define(source)
      } catch {
        throw Invalid(description: "function '\(source.prefix(40))' (\(error.message))")
      }
    }
    return calculator
  }
}

extension Session {
  /// The settings, variables, functions and `ans` to save.
  var state: SessionState {
    SessionState(
      precision: calculator.precision, rounding: calculator.rounding, angleUnit: calculator.angleUnit,
      width: width, variables: calculator.variables, functions: calculator.definitions.map(\.source),
      ans: calculator.lastResult, definitions: definitions.isEmpty ? nil : definitions,
      currencies: calculator.variableCurrencies.isEmpty ? nil : calculator.variableCurrencies,
      live: live ? nil : false)
  }

  /// Takes the settings, variables, functions and `ans` of a saved state.
  mutating func restore(_ state: SessionState) {
    calculator.precision = state.precision
    // A saved precision other than the default was asked for: it rounds every result.
    if state.precision != Calculator().precision { calculator.showsExactValuesInFull = false }
    calculator.rounding = state.rounding
    calculator.angleUnit = state.angleUnit
    width = state.width
    live = state.live ?? true
    calculator.variables = state.variables
    calculator.lastResult = state.ans
    calculator.variableCurrencies = state.currencies ?? [:]
    // A definition is kept only for a variable there is, and only if it still reads as an
    // assignment of that name.
    definitions = (state.definitions ?? [:]).filter { name, definition in
      state.variables[name] != nil && (try? ParsedExpression(definition.source))?.assignedName == name
    }
    calculator.removeAllDefinitions()
    // Checked by `validate()`: every definition is stored again.
    for source in state.functions ?? [] { _ = try? calculator.define(source) }
  }
}
