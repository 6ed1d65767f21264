import CalcKit

/// Two sessions at once: what one saves is merged with what another saved since.
///
/// A session remembers the state it last had in common with the file, the *base*: the
/// state it restored at start (the defaults when there was none), then its own state each
/// time it saved. When it saves again, the file may hold what another session saved since
/// (*theirs*); this session has its own state (*ours*). Each name (a variable with its
/// assignment and currency, or a function with its definition) and each setting is merged
/// on its own:
/// - changed on one side only, or alike on both: that change;
/// - changed on both: this session's, the later one, with a notice;
/// - removed on one side (`:clear` is how a session removes names) and untouched on the
///   other: removed; removed on one side and changed on the other: the change, with a
///   notice, whichever side removed it;
/// - `ans` (with its currency) is this session's when it has a new one, else the file's,
///   without a notice: it is each session's last result.
/// The running session's own values do not change: what the other saved is seen by the
/// next session to start.
extension SessionState {
  /// What one name holds: a variable (its value, the assignment kept to compute it again,
  /// its currency) or a function (its definition).
  enum Entry: Equatable {
    case variable(Number, definition: VariableDefinition?, currency: String?)
    case function(String)
  }

  /// Every variable and function by name (a function's name is that of its definition).
  var entries: [String: Entry] {
    var entries: [String: Entry] = [:]
    for (name, value) in variables {
      entries[name] = .variable(value, definition: definitions?[name], currency: currencies?[name])
    }
    for source in functions ?? [] { entries[SessionState.definedName(source)] = .function(source) }
    return entries
  }

  /// The state with these variables and functions instead of its own (`ans` and its
  /// currency stay); the functions in order of name, as a session saves them.
  func replacingEntries(_ entries: [String: Entry]) -> SessionState {
    var state = self
    state.variables = [:]
    var definitions: [String: VariableDefinition] = [:]
    var currencies = (self.currencies ?? [:]).filter { $0.key == "ans" }
    var functions: [String] = []
    for (name, entry) in entries.sorted(by: { $0.key < $1.key }) {
      switch entry {
      case .variable(let value, let definition, let currency):
        state.variables[name] = value
        definitions[name] = definition
        currencies[name] = currency
      case .function(let source):
        functions.append(source)
      }
    }
    state.definitions = definitions.isEmpty ? nil : definitions
    state.currencies = currencies.isEmpty ? nil : currencies
    state.functions = functions
    return state
  }

  /// A variable, function or setting a merge names in a notice.
  struct MergedName: Hashable {
    enum Kind { case variable, function, setting }
    var name: String
    var kind: Kind
  }

  /// What merging found besides the merged state.
  struct Merge {
    var state: SessionState
    /// Names and settings (`precision`, `rounding`, `angle unit`, `width`) both sessions
    /// changed: this session's value was kept.
    var keptOurs: [MergedName] = []
    /// Names the other session removed that this one changed: this session's value was
    /// kept.
    var removedThere: [MergedName] = []
    /// Names this session removed that the other changed: the other's value was kept.
    var keptTheirs: [MergedName] = []
    /// Functions the other session saved that could not be kept beside this session's
    /// (together they would call each other), each with the reason: this session's stays.
    var dropped: [(name: String, reason: String)] = []
  }

  /// The value of one name or setting after a three-way merge: the file's unless this
  /// session changed it (to something else than the file holds), and whether the other
  /// session changed it too.
  private static func pick<Value: Equatable>(
    base: Value, theirs: Value, ours: Value
  ) -> (value: Value, isOurs: Bool, conflict: Bool) {
    if ours == base || ours == theirs { return (theirs, false, false) }
    return (ours, true, theirs != base)
  }

  /// `ours` merged with `theirs` (the file as another session left it), both changed
  /// from `base`; see the rules above.
  static func merged(base: SessionState, theirs: SessionState, ours: SessionState) -> Merge {
    var state = ours
    var keptOurs: [MergedName] = []

    // Settings, each on its own.
    func setting<Value: Equatable>(_ name: String, _ key: WritableKeyPath<SessionState, Value>) {
      let picked = pick(base: base[keyPath: key], theirs: theirs[keyPath: key], ours: ours[keyPath: key])
      state[keyPath: key] = picked.value
      if picked.conflict { keptOurs.append(MergedName(name: name, kind: .setting)) }
    }
    setting("precision", \.precision)
    setting("rounding", \.rounding)
    setting("angle unit", \.angleUnit)
    setting("width", \.width)
    setting("live", \.live)

    // Names.
    let baseEntries = base.entries
    let theirEntries = theirs.entries
    let ourEntries = ours.entries
    var merged: [String: Entry] = [:]
    var keptTheirs: [MergedName] = []
    var removedThere: [MergedName] = []
    func named(_ name: String, _ entry: Entry?) -> MergedName {
      if case .function? = entry { return MergedName(name: name, kind: .function) }
      return MergedName(name: name, kind: .variable)
    }
    var takenFromTheirs: Set<String> = []
    for name in Set(baseEntries.keys).union(theirEntries.keys).union(ourEntries.keys).sorted() {
      let theirEntry = theirEntries[name]
      let ourEntry = ourEntries[name]
      let picked = pick(base: baseEntries[name], theirs: theirEntry, ours: ourEntry)
      if !picked.isOurs {
        merged[name] = picked.value
        if picked.value != ourEntry { takenFromTheirs.insert(name) }
      } else if picked.conflict && ourEntry == nil {
        // Removed here, changed there: the change stays.
        merged[name] = theirEntry
        takenFromTheirs.insert(name)
        keptTheirs.append(named(name, theirEntry))
      } else {
        merged[name] = ourEntry
        if picked.conflict, theirEntry == nil {
          removedThere.append(named(name, ourEntry))
        } else if picked.conflict {
          keptOurs.append(named(name, ourEntry))
        }
      }
    }

    // The functions must be storable together. This session's are (they are stored);
    // each change taken from the other is made in turn, and a function that cannot be
    // stored (its name is a variable here, say) gives way to this session's entry.
    var dropped: [(name: String, reason: String)] = []
    var calculator = Calculator()
    calculator.variables = merged.compactMapValues {
      if case .variable(let value, _, _) = $0 { return value }
      return nil
    }
    for (name, entry) in ourEntries where calculator.variables[name] == nil {
      if case .function(let source) = entry { _ = try? calculator.define(source) }
    }
    for name in takenFromTheirs.sorted() {
      guard case .function(let source)? = merged[name] else {
        calculator.removeDefinition(named: name)
        continue
      }
      do {
        try calculator.define(source)
      } catch {
        merged[name] = ourEntries[name]
        if case .variable(let value, _, _)? = ourEntries[name] { calculator.variables[name] = value }
        keptTheirs.removeAll { $0.name == name }
        dropped.append((name, error.message))
      }
    }
    state = state.replacingEntries(merged)

    // `ans` and its currency: this session's last result when it has a new one, else the
    // other's.
    if ours.ans == base.ans && ours.currencies?["ans"] == base.currencies?["ans"] {
      state.ans = theirs.ans
      var currencies = state.currencies ?? [:]
      currencies["ans"] = theirs.currencies?["ans"]
      state.currencies = currencies.isEmpty ? nil : currencies
    }
    return Merge(state: state, keptOurs: keptOurs, removedThere: removedThere, keptTheirs: keptTheirs, dropped: dropped)
  }
}
