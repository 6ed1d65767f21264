/// Rules for names: what may be assigned, and suggestions for names that are not known.
enum Names {
  /// Words of the language that are not values (``Catalogue/keywords``).
  static var keywords: Set<String> { Catalogue.keywords }

  /// What a word of the language is, for a message: `an operator` (`mod`, `and`), `a
  /// conversion word` (`to`), or `a word of if … then … else …`.
  static func wordKind(_ word: String) -> String {
    if conversionWords.contains(word) { return "a conversion word" }
    if word == "then" || word == "else" { return "a word of if … then … else …" }
    return "an operator"
  }

  /// The words that start a conversion at the end of a line (``Catalogue/conversionWords``).
  static var conversionWords: Set<String> { Catalogue.conversionWords }

  /// Whether `name` is a word of the language rather than a name (``keywords``).
  static func isOperatorWord(_ name: String) -> Bool { keywords.contains(name) }

  /// Throws unless `name` may be assigned.
  static func checkAssignable(_ name: String, at range: SourceRange) throws(CalcError) {
    if Catalogue.constant(named: name) != nil {
      throw Message.constantNotAssignable(name, at: range)
    }
    if Catalogue.functionIndex(of: name) != nil {
      throw Message.functionNotAssignable(name, at: range)
    }
    if name == "ans" {
      throw Message.ansNotAssignable(at: range)
    }
    if keywords.contains(name) {
      throw Message.operatorNotAssignable(name, at: range)
    }
    if Money.index(ofCode: name) != nil {
      throw Message.currencyNotAssignable(name, at: range)
    }
  }

  /// Throws unless `name` may name a function defined in the language or registered by an
  /// app: a calc name (letters, digits and `_`, not starting with a digit) that is not a
  /// built-in function or constant, `ans`, `mod` or `of`.
  static func checkDefinable(_ name: String, at range: SourceRange) throws(CalcError) {
    try checkSpelling(name, at: range)
    if Catalogue.constant(named: name) != nil {
      throw Message.builtInConstantNotDefinable(name, at: range)
    }
    if Catalogue.functionIndex(of: name) != nil {
      throw Message.builtInFunctionNotDefinable(name, at: range)
    }
    if name == "ans" {
      throw Message.ansNotDefinable(at: range)
    }
    if keywords.contains(name) {
      throw Message.operatorNotDefinable(name, at: range)
    }
  }

  /// Throws unless `name` may be a parameter: a calc name that is not a built-in function
  /// or constant, `ans`, `mod` or `of`.
  static func checkParameter(_ name: String, at range: SourceRange) throws(CalcError) {
    try checkSpelling(name, at: range)
    if let what = reservedKind(of: name) {
      throw Message.notAParameter(name, is: what, at: range)
    }
  }

  /// What `name` already is when it cannot be a parameter (`a constant`, `a function`, `the
  /// last result`, `an operator`…); nil when it may be one.
  static func reservedKind(of name: String) -> String? {
    if Catalogue.constant(named: name) != nil { return "a constant" }
    if Catalogue.functionIndex(of: name) != nil { return "a function" }
    if name == "ans" { return "the last result" }
    if keywords.contains(name) { return Names.wordKind(name) }
    return nil
  }

  /// Whether `name` is spelled as a calc name: an ASCII letter or `_`, then letters, digits
  /// and `_` (`π` and `τ` are constants' names only).
  static func isName(_ name: String) -> Bool {
    var first = true
    for byte in name.utf8 {
      let letter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
      let digit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
      if !(letter || (digit && !first)) { return false }
      first = false
    }
    return !first
  }

  /// Throws unless `name` is spelled as a calc name (``isName(_:)``); `π` and `τ` pass, to be
  /// reported as the constants they are.
  static func checkSpelling(_ name: String, at range: SourceRange) throws(CalcError) {
    guard isName(name) || name == "π" || name == "τ" else {
      let shown = name.isEmpty ? "an empty name" : "'\(name.prefix(40))'"
      throw Message.notAName(shown, at: range)
    }
  }

  /// ` (did you mean 'x'?)` for the closest candidate within a small edit distance, or "".
  static func suggestion(for name: String, among candidates: some Sequence<String>) -> String {
    // A one- or two-letter name is too short to guess from; up to five letters, two edits
    // make another word (`miles` is not `mixed`).
    let limit = name.count <= 2 ? 0 : (name.count <= 5 ? 1 : 2)
    if limit == 0 { return "" }
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(name, candidate)
      if distance <= limit, distance < best?.distance ?? .max { best = (candidate, distance) }
    }
    return best.map { " (did you mean '\($0.name)'?)" } ?? ""
  }

  /// The edit distance between two names, counted in characters, case-insensitively:
  /// insertions, deletions, substitutions and transpositions of two neighbours (`sqtr` is
  /// one edit from `sqrt`), each one edit.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased())
    let b = Array(b.lowercased())
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var beforePrevious = Array(repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        current[j] = Swift.min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = Swift.min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      beforePrevious = previous
      previous = current
    }
    return previous[b.count]
  }
}
