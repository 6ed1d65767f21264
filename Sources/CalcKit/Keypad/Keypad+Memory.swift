extension Keypad {
  /// `MC`: forgets the memory (accepted even when nothing is stored).
  mutating func memoryClear() -> Outcome {
    memory = nil
    return .accepted
  }

  /// `MR`: the memory as the current number. After `=` or an error it starts a new
  /// calculation (as a digit does); it replaces a number being typed (after a lone `−`,
  /// the memory's negative); it cannot follow `)`.
  mutating func memoryRecall() -> Outcome {
    guard let memory else { return .rejected(.memoryEmpty) }
    let recalled = Token.recalled(memory, isPercent: false)
    guard case .entering = phase else { return startAfresh(with: recalled) }
    switch tokens.last {
    case nil, .operation?, .open?:
      tokens.append(recalled)
    case .entry(let entry)? where entry.text.isEmpty && entry.isNegative:
      tokens[tokens.count - 1] = .recalled(memory.negated, isPercent: false)
    case .entry?, .recalled?:
      tokens[tokens.count - 1] = recalled
    case .close?:
      return .rejected(.missingOperator)
    case .result?:
      return startAfresh(with: recalled)
    }
    return .accepted
  }

  /// `M+` (`sign` 1) and `M−` (`sign` -1): on a result, adds it to (or subtracts it from)
  /// the memory; while entering, first evaluates as `=` does (rejected when `=` would be).
  /// An empty memory counts as 0. A memory beyond ``/CalcNumber/Limits`` shows `Error` and keeps its
  /// value.
  mutating func memoryAdd(negating: Bool) -> Outcome {
    switch phase {
    case .error:
      return .rejected(.incomplete)
    case .entering:
      let outcome = equals()
      guard case .accepted = outcome else { return outcome }
    case .result:
      break
    }
    guard case .result(let value) = phase else { return .rejected(.incomplete) }
    var calculator = Calculator()
    calculator.lastResult = value
    calculator.variables["memory"] = memory ?? Number(0)
    do throws(CalcError) {
      memory = try calculator.evaluate(negating ? "memory-ans" : "memory+ans")
      return .accepted
    } catch {
      return fail(error)
    }
  }
}
