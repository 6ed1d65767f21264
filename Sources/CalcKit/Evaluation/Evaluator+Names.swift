extension Evaluator {
  /// The value a name stands for, in this order: `ans`, a binding, a constant the app
  /// registered, a variable. Nil when there is none.
  func resolve(_ name: String) -> Number? {
    Evaluator.resolve(name, lastResult: lastResult, bindings: bindings, customNameTable: customNameTable, variables: variables)
  }

  /// ``resolve(_:)`` from the parts, for the exact fast path.
  @inline(__always)
  static func resolve(
    _ name: String, lastResult: Number?, bindings: [String: Number]?, customNameTable: CustomNameTable,
    variables: [String: Number]
  ) -> Number? {
    if name == "ans" { return lastResult }
    if let bindings, let value = bindings[name] { return value }
    if !customNameTable.isEmpty, let entry = customNameTable.entries[name] {
      if case .constant(let value, _) = entry { return value }
      return nil
    }
    return variables[name]
  }

  func lookUp(_ name: String, at range: SourceRange) throws(CalcError) -> Number {
    if let value = resolve(name) { return value }
    if name == "ans" {
      throw Message.ansHasNoValue(at: range)
    }
    if customNameTable.entries[name]?.isFunction == true {
      throw Message.functionWithoutArgument(name, at: range)
    }
    let upper = name.uppercased()
    if name.utf8.count == 3, upper != name, Money.index(ofCode: upper) != nil {
      // `usd`: currency codes are read in capitals only, so that a code never clashes with a
      // name (`all`, `top`, `cup` are codes too); after `to` either case is read.
      throw Message.currencyCodeInCapitals(name, code: upper, at: range)
    }
    let known =
      Array(variables.keys) + Array(bindings?.keys ?? [:].keys) + Catalogue.functionNames + Catalogue.constants.map(\.name) + ["ans"]
      + customNameTable.entries.keys
    var suggestion = Names.suggestion(for: name, among: known)
    if suggestion.isEmpty, name.utf8.count == 3, name.uppercased() == name {
      // Three capitals that are not an ISO 4217 code: the closest code.
      // The codes of the rates first, then the most traded currencies, win a tie.
      let common = ["USD", "EUR", "JPY", "GBP", "CNY", "AUD", "CAD", "CHF", "KRW", "HKD", "SGD", "INR"]
      suggestion = Names.suggestion(for: name, among: (money.rates?.codes ?? []) + common + Money.codes)
      if !suggestion.isEmpty { suggestion = " (not a currency code; \(suggestion.dropFirst(2))" }
    }
    throw Message.unknownName(name, suggestion: suggestion, at: range)
  }

  /// Throws, before any work, the error of the first name in `expression` that nothing
  /// stands for (as ``lookUp(_:at:)`` words it), of a word operator that is also a name
  /// (`5 times x` with a variable `times`), and of a call of a function that is neither
  /// built in, defined nor registered, or that takes another number of arguments. The
  /// evaluation would find each of them only when it reached it, after all the arithmetic
  /// before it. Names in both branches of `if` are checked: a name that nothing defines is a
  /// mistake whichever branch is taken. The bodies of defined functions are checked when
  /// they are called (a definition may use names defined later).
  func checkNames(of expression: ParsedExpression) throws(CalcError) {
    for node in expression.nodes {
      switch node.operation {
      case .variable(let index):
        let name = expression.names[index]
        if resolve(name) == nil { _ = try lookUp(name, at: node.range) }
      case .userCall(let index, let count):
        let name = expression.calledNames[index]
        guard let entry = customNameTable.entries[name] else {
          throw customNameTable.unknownFunction(name, callRange: node.range, source: expression.source)
        }
        let arity: ClosedRange<Int>
        switch entry {
        case .constant:
          throw Message.constantNotFunction(name, at: SourceRange(node.range.lowerBound, node.range.lowerBound + name.utf8.count))
        case .definition(let definition): arity = definition.parameters.count...definition.parameters.count
        case .native(let function): arity = function.arity
        }
        guard arity.contains(count) else {
          throw Message.wrongArgumentCount(
            name, takes: CustomNameTable.arityDescription(arity), got: count, at: node.range)
        }
      case .word(let word, let at, true):
        try checkWord(word, at: at)
      default:
        break
      }
    }
  }
}
