import CalcKit

/// What Tab does to the text before the cursor: the word being typed is completed from
/// the names calc knows (functions and constants, built in or the session's own,
/// variables, `ans`, operator words), or from the `:` commands at the start of a line, or
/// from a command's arguments (the rounding modes after `:rounding`, `on`/`off` after
/// `:live`, `always`/`auto`/`never` after `:color`, file names after `:sheet` and `:save`).
/// A function gets its `(`, a command that takes an argument the space before it.
struct Completion: Equatable {
  /// Text to insert at the cursor.
  var insertion: String
  /// The names that still match, to list when the insertion alone cannot decide (fewer
  /// than two means nothing to list).
  var candidates: [String]

  /// Completes the word that ends at the end of `text` (the line up to the cursor);
  /// `names` are the functions and constants (``Calculator/names``: the built-in ones and
  /// the session's definitions).
  /// `files` lists a directory's entries for the file names of `:sheet` and `:save`
  /// (``FileNames/entries(of:)`` by default).
  init(
    completing text: String, variables: some Sequence<String>, names known: [BuiltIn] = BuiltIn.all,
    files: (String) -> [FileNames.Entry] = FileNames.entries(of:)
  ) {
    let line = text.drop(while: \.isWhitespace)
    if line.first == ":" {
      let words = line.split(separator: " ", omittingEmptySubsequences: false)
      let commands = Completion.commands
      if words.count == 1 {
        // A command that takes an argument gets the space before it.
        let suffixes = Dictionary(
          uniqueKeysWithValues: commands.filter { !$0.argument.isEmpty }.map { (":" + $0.name, " ") })
        self.init(typed: String(line), among: commands.map { ":" + $0.name }, suffixes: suffixes)
        return
      }
      let typed = String(words.last ?? "")
      switch words.first {
      case ":rounding": self.init(typed: typed, among: RoundingMode.allCases.map(\.rawValue))
      case ":help":
        // A topic that is also a command (`live`) once.
        var seen: Set<String> = []
        let topics = (Session.helpTopics.map(\.name) + known.map(\.name) + commands.map(\.name)).filter {
          seen.insert($0).inserted
        }
        self.init(typed: typed, among: topics)
      case ":width": self.init(typed: typed, among: ["auto"])
      case ":live": self.init(typed: typed, among: ["on", "off"])
      case ":color", ":colour": self.init(typed: typed, among: ColorPolicy.Choice.allCases.map(\.rawValue))
      case ":sheet", ":save":
        // The file name is the rest of the line (the command takes one word).
        guard words.count == 2 else {
          self.init(insertion: "", candidates: [])
          return
        }
        self.init(fileName: typed, files: files)
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

  /// Completes a file name: the entries of its directory that start with its last part, a
  /// directory with its `/` (and the candidates listed by their last part, as a shell does).
  init(fileName typed: String, files: (String) -> [FileNames.Entry]) {
    let slash = typed.lastIndex(of: "/")
    let directory = slash.map { String(typed[...$0]) } ?? ""
    let part = slash.map { String(typed[typed.index(after: $0)...]) } ?? typed
    let entries = files(directory.isEmpty ? "." : directory)
      // Hidden files only when asked for by their dot, as a shell lists them.
      .filter { part.hasPrefix(".") || !$0.name.hasPrefix(".") }
      .filter { $0.name != "." && $0.name != ".." }
    let names = entries.map { $0.isDirectory ? $0.name + "/" : $0.name }.sorted()
    // A file (not a directory) completed in full ends the argument: nothing follows it.
    self.init(typed: part, among: names)
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

extension Completion {
  /// The `:` commands Tab completes, with their arguments: those of `:help`'s first page
  /// (``Session/commands``) and those its later pages tell (`:live`, `:color`, `:sheet`,
  /// `:save`).
  static let commands: [(name: String, argument: String)] =
    Session.commands.map { ($0.name, $0.argument) } + [
      ("live", "[on|off]"), ("color", "[always|auto|never]"), ("sheet", "FILE"), ("save", "FILE"),
    ]
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
