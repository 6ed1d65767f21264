import CalcKit

/// What Tab does to the text before the cursor: the word being typed is completed from
/// the names calc knows (functions and constants, built in or the session's own,
/// variables, `ans`, operator words), or from the `:` commands at the start of a line, or
/// from the rounding modes after `:rounding`. A function gets its `(`, a command that takes
/// an argument the space before it.
struct Completion: Equatable {
  /// Text to insert at the cursor.
  var insertion: String
  /// The names that still match, to list when the insertion alone cannot decide (fewer
  /// than two means nothing to list).
  var candidates: [String]

  /// Completes the word that ends at the end of `text` (the line up to the cursor);
  /// `names` are the functions and constants (``Calculator/names``: the built-in ones and
  /// the session's definitions).
  init(completing text: String, variables: some Sequence<String>, names known: [BuiltIn] = BuiltIn.all) {
    let line = text.drop(while: \.isWhitespace)
    if line.first == ":" {
      let words = line.split(separator: " ", omittingEmptySubsequences: false)
      if words.count == 1 {
        // A command that takes an argument gets the space before it.
        let suffixes = Dictionary(
          uniqueKeysWithValues: Session.commands.filter { !$0.argument.isEmpty }.map { (":" + $0.name, " ") })
        self.init(typed: String(line), among: Session.commands.map { ":" + $0.name }, suffixes: suffixes)
        return
      }
      let typed = String(words.last ?? "")
      switch words.first {
      case ":rounding": self.init(typed: typed, among: RoundingMode.allCases.map(\.rawValue))
      case ":help":
        self.init(typed: typed, among: Session.helpTopics.map(\.name) + known.map(\.name) + Session.commands.map(\.name))
      case ":width": self.init(typed: typed, among: ["auto"])
      default: self.init(insertion: "", candidates: [])
      }
      return
    }
    let word = String(text.reversed().prefix(while: Completion.isNameCharacter).reversed())
    guard !word.isEmpty else {
      self.init(insertion: "", candidates: [])
      return
    }
    var names = Set(variables).union(["ans"]).union(BuiltIn.operatorWords)
    var suffixes: [String: String] = [:]
    for builtIn in known {
      names.insert(builtIn.name)
      if builtIn.kind == .function { suffixes[builtIn.name] = "(" }
    }
    self.init(typed: word, among: names.sorted(), suffixes: suffixes)
  }

  /// Completes `typed` among `names`: a unique match in full (with its suffix, `(` after
  /// a function), else the longest prefix the matches share, listing them.
  init(typed: String, among names: [String], suffixes: [String: String] = [:]) {
    let matches = names.filter { $0.hasPrefix(typed) }
    guard let first = matches.first else {
      self.init(insertion: "", candidates: [])
      return
    }
    if matches.count == 1 {
      self.init(insertion: String(first.dropFirst(typed.count)) + (suffixes[first] ?? ""), candidates: [])
      return
    }
    var common = first[...]
    for match in matches.dropFirst() {
      common = common.commonPrefix(with: match)
    }
    self.init(insertion: String(common.dropFirst(typed.count)), candidates: matches)
  }

  init(insertion: String, candidates: [String]) {
    self.insertion = insertion
    self.candidates = candidates
  }

  /// Letters (`π` among them), digits and `_` make up a name.
  static func isNameCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }
}

extension Substring {
  fileprivate func commonPrefix(with other: String) -> Substring {
    var end = startIndex
    var otherIndex = other.startIndex
    while end < endIndex, otherIndex < other.endIndex, self[end] == other[otherIndex] {
      end = index(after: end)
      otherIndex = other.index(after: otherIndex)
    }
    return self[startIndex..<end]
  }
}

extension Completion {
  /// Names laid out in columns across `width` characters, in order down each column.
  static func listing(_ names: [String], width: Int) -> String {
    guard let longest = names.map(\.count).max() else { return "" }
    let columnWidth = longest + 2
    // The last column needs no spacing after it.
    let columns = max(1, min(names.count, (width - longest) / columnWidth + 1))
    let rows = (names.count + columns - 1) / columns
    var lines: [String] = []
    for row in 0..<rows {
      var line = ""
      for column in 0..<columns {
        let index = column * rows + row
        guard index < names.count else { break }
        let isLast = column == columns - 1 || index + rows >= names.count
        line += isLast ? names[index] : names[index].padding(to: columnWidth)
      }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }
}
