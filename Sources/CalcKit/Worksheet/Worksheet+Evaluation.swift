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
    /// When the line last changed in a way a total below it in its block must see: the
    /// worksheet's ``Worksheet/clock`` when the line was made, when its result last changed,
    /// or when lines just above it were removed (a block's totals compare the largest of these).
    var stamp = 0
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
    /// The largest ``Entry/stamp`` of the lines since the last block end (itself included).
    var blockStamp = 0

    /// A blank line or a heading: a new block starts.
    mutating func endBlock() {
      blockStamp = 0
      guard !block.isEmpty else { return }
      (block, sum, sumFailure) = ([], nil, nil)
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
        if line != old {
          entries[index].version += 1
          entries[index].stamp = tick()
        }
        lines[index] = line
      }
      scope.blockStamp = max(scope.blockStamp, entries[index].stamp)
      if lines[index].value != nil {
        if let label = lines[index].label { scope.values[label] = index }
        if let assigned = entries[index].assigned { scope.values[assigned] = index }
        if !entries[index].readsBlock {
          scope.block.append(index)
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
        if number - 1 < index {
          add(name, number - 1)
        } else {
          // Not above: the error names this line's number, which moves with lines above.
          inputs.append(Input(name: name, id: -2, version: index))
        }
      } else if name == WorksheetReading.totalName || name == WorksheetReading.averageName {
        // Exact, not a hash: stamps come from a clock that only moves forward, so a block
        // in which anything changed since this total was evaluated (a line's result, a
        // line added, removed or turned into a block end) has a line with a stamp larger
        // than every stamp there was then, and so a larger largest stamp.
        inputs.append(Input(name: name, id: -1, version: scope.blockStamp))
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
