/// Rules for names: what may be assigned, and suggestions for names that are not known.
enum Names {
  /// Words of the language that are not values.
  static let keywords: Set<String> = ["mod", "of"]

  /// Throws unless `name` may be assigned.
  static func checkAssignable(_ name: String, at range: SourceRange) throws(CalcError) {
    if Constant.names[name] != nil {
      throw CalcError(.invalidAssignment, "'\(name)' is a constant and cannot be assigned", at: range)
    }
    if Function.index(of: name) != nil {
      throw CalcError(.invalidAssignment, "'\(name)' is a function and cannot be assigned", at: range)
    }
    if name == "ans" {
      throw CalcError(.invalidAssignment, "'ans' is always the last result and cannot be assigned", at: range)
    }
    if keywords.contains(name) {
      throw CalcError(.invalidAssignment, "'\(name)' is an operator and cannot be assigned", at: range)
    }
  }

  /// ` (did you mean 'x'?)` for the closest candidate within a small edit distance, or "".
  static func suggestion(for name: String, among candidates: some Sequence<String>) -> String {
    // A one- or two-letter name is too short to guess from.
    let limit = name.count <= 2 ? 0 : (name.count <= 4 ? 1 : 2)
    if limit == 0 { return "" }
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(name, candidate)
      if distance <= limit, distance < best?.distance ?? .max { best = (candidate, distance) }
    }
    return best.map { " (did you mean '\($0.name)'?)" } ?? ""
  }

  /// The Levenshtein distance between two names, counted in characters, case-insensitively.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased())
    let b = Array(b.lowercased())
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        current[j] = Swift.min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
