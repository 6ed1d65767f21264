import CalcKit

/// How a variable that holds an approximation was assigned, so that it can be computed
/// again when the precision rises: the line, the angle unit it was read in, and the
/// precision its value decides.
struct VariableDefinition: Codable, Equatable, Sendable {
  /// The assignment as typed: `x = sqrt(2)`.
  var source: String
  var angleUnit: AngleUnit
  var precision: Int
}

extension Session {
  /// Remembers how the line `source` assigned `value`, when that can be done again later
  /// with the same meaning: the value is an approximation and the line reads only numbers,
  /// built-in constants and built-in functions (no variable, `ans` or function of the
  /// session's, which may have changed since, and no currency, whose rates may have). Otherwise forgets any earlier definition of
  /// the name.
  mutating func noteAssignment(_ source: String, value: Number) {
    guard let expression = try? ParsedExpression(source), let name = expression.assignedName else { return }
    let builtIns = Set(BuiltIn.all.filter { $0.kind == .function }.map(\.name))
      .subtracting(calculator.definitions.map(\.name))
    // An amount of money is not computed again: the rates may have changed since.
    let repeatable = !value.isExact && expression.variableNames.isEmpty && expression.currencyCodes.isEmpty
      && expression.functionNames.allSatisfy(builtIns.contains)
    definitions[name] = repeatable
      ? VariableDefinition(source: source, angleUnit: calculator.angleUnit, precision: calculator.precision) : nil
  }

  /// Computes again, at the precision now set, each variable whose approximation was made
  /// at a lower one (see ``noteAssignment(_:value:)``); the names of those done, in order,
  /// and whether `cancellation` stopped the work (the rest keep their values).
  mutating func refineApproximations(cancellation: CancellationToken?) -> (names: [String], cancelled: Bool) {
    var refined: [String] = []
    for name in definitions.keys.sorted() {
      guard let definition = definitions[name], definition.precision < calculator.precision else { continue }
      var evaluator = calculator
      evaluator.angleUnit = definition.angleUnit
      do {
        let expression = try ParsedExpression(definition.source)
        let value =
          if let cancellation {
            try evaluator.evaluate(expression, cancellation: cancellation)
          } else {
            try evaluator.evaluate(expression)
          }
        calculator.variables[name] = value
        definitions[name]?.precision = calculator.precision
        refined.append(name)
      } catch where error.kind == .cancelled {
        return (refined, true)
      } catch {
        // Kept as it was: the value it holds is still right, to its own precision.
        continue
      }
    }
    return (refined, false)
  }

  /// A note on what ``refineApproximations(cancellation:)`` did, for the reply to the
  /// command that raised the precision; empty when there was nothing to do.
  static func refinementNote(_ outcome: (names: [String], cancelled: Bool)) -> String {
    var note = ""
    if !outcome.names.isEmpty {
      note += "; computed again: " + outcome.names.joined(separator: ", ")
    }
    if outcome.cancelled { note += "; stopped computing the other variables again (cancelled)" }
    return note
  }
}
