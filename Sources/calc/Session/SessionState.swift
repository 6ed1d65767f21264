import CalcKit

/// What a session keeps between runs: settings, variables and `ans`, saved as JSON.
///
/// Numbers are saved in their lossless form (`"5/2"`, or an approximation's bounds), so a
/// restored `x` is exactly the `x` that was assigned.
struct SessionState: Codable, Equatable {
  /// The format's version; a file with another is set aside rather than misread.
  var version = SessionState.currentVersion
  var precision: Int
  var rounding: RoundingMode
  var angleUnit: AngleUnit
  var width: Int?
  var variables: [String: Number]
  var ans: Number?

  static let currentVersion = 1

  /// Why a saved state cannot be used.
  struct Invalid: Error, CustomStringConvertible {
    var description: String
  }

  /// Throws unless every field is one a session could have made.
  func validate() throws(Invalid) {
    guard version == SessionState.currentVersion else { throw Invalid(description: "format version \(version)") }
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
  }
}

extension Session {
  /// The settings, variables and `ans` to save.
  var state: SessionState {
    SessionState(
      precision: calculator.precision, rounding: calculator.rounding, angleUnit: calculator.angleUnit,
      width: width, variables: calculator.variables, ans: calculator.lastResult)
  }

  /// Takes the settings, variables and `ans` of a saved state.
  mutating func restore(_ state: SessionState) {
    calculator.precision = state.precision
    calculator.rounding = state.rounding
    calculator.angleUnit = state.angleUnit
    width = state.width
    calculator.variables = state.variables
    calculator.lastResult = state.ans
  }
}
