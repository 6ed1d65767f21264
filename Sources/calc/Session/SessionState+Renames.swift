import CalcKit

/// Saved names that a later calc made built in: how an older session keeps them.
extension SessionState {
  /// A name a later calc took for itself (`mean`, `gamma`, `avg`) that a saved variable or
  /// function of an older one holds, and the free name it is kept under.
  struct Rename: Equatable {
    var old: String
    var new: String
    var isFunction: Bool
  }

  /// Moves every saved variable and function whose name is built in now (an older calc
  /// saved it before the name was taken) to a free name, `NAME_saved` (then
  /// `NAME_saved2`, …), and returns what moved.
  ///
  /// The saved definitions are rewritten to match, so each means what it meant when it was
  /// saved: a use of a moved name (`g(x) = x + mean`) uses the new one, and a parameter
  /// with a name built in now (`h(mean) = mean*2`) is renamed within its function. A
  /// variable's assignment (kept to compute it again at a higher precision) moves with it.
  mutating func keepConflictingNames() -> [Rename] {
    var renames: [Rename] = []
    let functionNames = (functions ?? []).map(SessionState.definedName)
    var taken = Set(variables.keys).union(functionNames)
    func freeName(for name: String) -> String {
      var candidate = name + "_saved"
      var n = 2
      while taken.contains(candidate) || SessionState.isBuiltIn(candidate) {
        candidate = name + "_saved\(n)"
        n += 1
      }
      taken.insert(candidate)
      return candidate
    }
    for name in variables.keys.sorted() where SessionState.isBuiltIn(name) {
      let new = freeName(for: name)
      variables[new] = variables.removeValue(forKey: name)
      if let currency = currencies?.removeValue(forKey: name) { currencies?[new] = currency }
      if var definition = definitions?.removeValue(forKey: name) {
        definition.source = SessionState.renaming([name: new], in: definition.source)
        definitions?[new] = definition
      }
      renames.append(Rename(old: name, new: new, isFunction: false))
    }
    for name in functionNames where SessionState.isBuiltIn(name) {
      renames.append(Rename(old: name, new: freeName(for: name), isFunction: true))
    }
    let moved = Dictionary(renames.map { ($0.old, $0.new) }, uniquingKeysWith: { first, _ in first })
    if let sources = functions {
      functions = sources.map { source in
        var names = moved
        // A parameter shadows every other meaning of its name inside the function.
        let parameters = SessionState.parameterNames(source)
        for parameter in parameters where SessionState.isBuiltIn(parameter) {
          var candidate = parameter + "_saved"
          var n = 2
          while parameters.contains(candidate) { candidate = parameter + "_saved\(n)"; n += 1 }
          names[parameter] = candidate
        }
        for parameter in parameters where !SessionState.isBuiltIn(parameter) { names[parameter] = nil }
        return names.isEmpty ? source : SessionState.renaming(names, in: source)
      }
    }
    return renames
  }

  /// The parameters of a saved definition `f(a, b) = …`: the names between its first
  /// parentheses.
  static func parameterNames(_ source: String) -> [String] {
    guard let open = source.firstIndex(of: "("), let close = source[open...].firstIndex(of: ")") else { return [] }
    return source[source.index(after: open)..<close].split(separator: ",").map {
      String($0.filter { !$0.isWhitespace })
    }
  }

  /// `source` with every name that is a key of `names` replaced by its value (as calc's
  /// lexer finds names); `source` itself when it does not lex (``validate()`` then says so).
  static func renaming(_ names: [String: String], in source: String) -> String {
    ParsedExpression.renaming(names, in: source) ?? source
  }
}
