/// Values by name in an array sorted by name, found by halves: the catalogue's function
/// indices and the function table's implementations.
///
/// An array rather than a dictionary: a dictionary's type is made at run time on first use,
/// and checking that its key conforms to `Hashable` scans every conformance record of the
/// loaded libraries, a cost the process's first function call would pay.
struct NameTable<Value: Sendable>: Sendable {
  private let entries: [(name: String, value: Value)]

  /// The table of `pairs` (a name given twice keeps both; lookups find one of them).
  init(_ pairs: [(name: String, value: Value)]) {
    entries = pairs.sorted { $0.name < $1.name }
  }

  /// The value under `name`, or nil.
  subscript(name: String) -> Value? {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      let entry = entries[middle]
      if entry.name == name { return entry.value }
      if entry.name < name { low = middle + 1 } else { high = middle }
    }
    return nil
  }

  /// Every name, in code-unit order, as often as it was given.
  var names: [String] { entries.map(\.name) }
}
