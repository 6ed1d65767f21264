// MARK: - The dependency pass: which lines each line reads, and which must be evaluated

extension Worksheet {
  /// One line: its reading, its result, and what the result was computed from.
  struct Entry: Sendable {
    /// Stays with the line while lines are inserted or removed above it.
    let id: Int
    let reading: WorksheetReading
    /// The line's text.
    let text: String
    /// Bumped whenever the line's result changes: the lines reading it compare it.
    var version = 0
    /// The lines (id and version) the result was computed from, in the order read.
    var inputs: [Input] = []
    /// Not evaluated yet, or to be evaluated again whatever its inputs.
    var isStale = true

    /// What the pass over the lines reads of ``reading`` for every line, kept apart so
    /// that the pass does not copy the reading.
    let isBlockEnd: Bool
    let readsSomething: Bool
    let readsBlock: Bool
    let assigned: String?
    let definedFunction: String?

    init(id: Int, text: String, locale: NumberLocale?) {
      self.id = id
      let reading = WorksheetReading(text, locale: locale)
      self.reading = reading
      self.text = text
      isBlockEnd = reading.shape == .blank || reading.shape == .heading
      readsSomething = reading.shape == .body && !(reading.variableUses.isEmpty && reading.functionUses.isEmpty)
      readsBlock = reading.readsBlock
      assigned = reading.assigned
      definedFunction = reading.definedFunction
    }
  }

  /// What one line read from another: which name, which line, which version of its result.
  struct Input: Sendable, Equatable {
    var name: String
    var id: Int
    var version: Int
  }

  /// The names bound while walking down the lines.
  struct Scope {
    /// The line (index) whose value each variable or label name has.
    var values: [String: Int] = [:]
    /// The line (index) defining each function.
    var functions: [String: Int] = [:]
    /// The lines of the current block that have a value (not counting totals).
    var block: [Int] = []
    /// The sum of the block's first lines, as far as a total of this pass added them.
    var sum: BlockSum?
    /// Why adding the block failed, once it has.
    var sumFailure: CalcError?
    /// What the block's lines are and what they gave, for the inputs of a total.
    var digest = BlockDigest()

    /// A blank line or a heading: a new block starts.
    mutating func endBlock() {
      guard !block.isEmpty else { return }
      (block, sum, sumFailure, digest) = ([], nil, nil, BlockDigest())
    }
  }

  /// The lines of a block and the versions of their results in two 64-bit hashes and a
  /// count: a total compares these instead of every line of its block.
  struct BlockDigest: Sendable, Equatable {
    var count = 0
    var first: UInt64 = 0xcbf2_9ce4_8422_2325
    var second: UInt64 = 0x9e37_79b9_7f4a_7c15

    mutating func append(id: Int, version: Int) {
      let word = UInt64(truncatingIfNeeded: id) &* 0x1_0000_0001 ^ UInt64(truncatingIfNeeded: version)
      count += 1
      first = (first ^ word) &* 0x0000_0100_0000_01b3
      var mixed = second &+ word &+ 0x9e37_79b9_7f4a_7c15
      mixed = (mixed ^ (mixed >> 30)) &* 0xbf58_476d_1ce4_e5b9
      mixed = (mixed ^ (mixed >> 27)) &* 0x94d0_49bb_1331_11eb
      second = mixed ^ (mixed >> 31)
    }
  }

  /// Walks the lines in order, resolves what each reads, and evaluates the lines whose
  /// text or inputs changed. Each line changed is recorded in `undo` first (its index, entry and line as they were).
  mutating func evaluate(
    cancellation: CancellationToken?, undo: inout [(index: Int, entry: Entry, line: Line)]
  ) throws(CalcError) {
    var scope = Scope()
    scope.values.reserveCapacity(entries.count)
    for index in entries.indices {
      if entries[index].isBlockEnd { scope.endBlock() }
      let readsSomething = entries[index].readsSomething
      let inputs = readsSomething ? self.inputs(of: index, scope: scope) : []
      if entries[index].isStale || (readsSomething && inputs != entries[index].inputs) {
        if cancellation.shouldStop { throw Message.cancelled(at: SourceRange(0, 0)) }
        let old = lines[index]
        var line = evaluateLine(index, scope: &scope)
        line.text = old.text
        evaluationCount += 1
        undo.append((index, entries[index], old))
        entries[index].inputs = inputs
        entries[index].isStale = false
        if line != old { entries[index].version += 1 }
        lines[index] = line
      }
      if lines[index].value != nil {
        if let label = lines[index].label { scope.values[label] = index }
        if let assigned = entries[index].assigned { scope.values[assigned] = index }
        if !entries[index].readsBlock {
          scope.block.append(index)
          scope.digest.append(id: entries[index].id, version: entries[index].version)
        }
      }
      if let name = entries[index].definedFunction, lines[index].kind == .definition { scope.functions[name] = index }
    }
  }

  /// The lines `index` reads, with the versions of their results.
  func inputs(of index: Int, scope: Scope) -> [Input] {
    let reading = entries[index].reading
    guard reading.shape == .body else { return [] }
    var inputs: [Input] = []
    func add(_ name: String, _ source: Int) {
      inputs.append(Input(name: name, id: entries[source].id, version: entries[source].version))
    }
    for name in reading.allVariableUses(self, scope: scope) {
      if let number = WorksheetReading.lineNumber(name) {
        if number - 1 < index { add(name, number - 1) }
      } else if name == WorksheetReading.totalName || name == WorksheetReading.averageName {
        let digest = scope.digest
        inputs.append(Input(name: name, id: -digest.count, version: Int(truncatingIfNeeded: digest.first)))
        inputs.append(Input(name: name, id: -1, version: Int(truncatingIfNeeded: digest.second)))
      } else if let source = scope.values[name] {
        add(name, source)
      }
    }
    for name in reading.allFunctionUses(self, scope: scope) {
      if let source = scope.functions[name] { add(name, source) }
    }
    return inputs
  }
}

extension WorksheetReading {
  /// Whether the line reads the block above (`total`, `sum`, `average`): such a line is not
  /// itself counted in the block's total.
  var readsBlock: Bool {
    variableUses.contains(WorksheetReading.totalName) || variableUses.contains(WorksheetReading.averageName)
  }

  /// The functions the line calls, and those they call, as defined above it.
  func allFunctionUses(_ sheet: Worksheet, scope: Worksheet.Scope) -> [String] {
    guard !functionUses.isEmpty else { return [] }
    var seen: Set<String> = []
    var pending = functionUses
    var result: [String] = []
    while let name = pending.popLast() {
      guard seen.insert(name).inserted else { continue }
      result.append(name)
      if let source = scope.functions[name] { pending += sheet.entries[source].reading.functionUses }
    }
    return result
  }

  /// The variables the line reads, and those the functions it calls read when called.
  func allVariableUses(_ sheet: Worksheet, scope: Worksheet.Scope) -> [String] {
    guard !functionUses.isEmpty else { return variableUses }
    var result = variableUses
    for name in allFunctionUses(sheet, scope: scope) {
      guard let source = scope.functions[name] else { continue }
      for used in sheet.entries[source].reading.variableUses where !result.contains(used) { result.append(used) }
    }
    return result
  }
}
