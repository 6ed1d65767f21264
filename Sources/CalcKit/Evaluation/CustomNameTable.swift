/// A function an app registered: Swift code over ``/CalcNumber/Number``.
struct NativeFunction: Sendable {
  typealias Body = @Sendable ([Number], FunctionContext) throws -> Number
  let name: String
  let arity: ClosedRange<Int>
  let help: String
  let body: Body
}

/// The names a calculator adds to the built-in ones: functions defined in the language,
/// and functions and constants an app registered. One namespace: a name is at most one of
/// them, and never also a variable the calculator will read.
struct CustomNameTable: Sendable {
  enum Entry: Sendable {
    case definition(FunctionDefinition)
    case native(NativeFunction)
    case constant(Number, help: String)

    var isFunction: Bool {
      if case .constant = self { return false }
      return true
    }
  }

  var entries: [String: Entry] = [:]

  var isEmpty: Bool { entries.isEmpty }

  /// The function names, for suggestions.
  var functionNames: [String] { entries.filter { $0.value.isFunction }.map(\.key) }

  /// The error for a call of `name`, which is not a function, at the call `callRange`
  /// (the name's own range is its start).
  /// A name other calculators have (`hex(255)`, `int(3.7)`) is answered with calc's
  /// spelling, the argument read from `source` (the text `callRange` is in), when given.
  func unknownFunction(_ name: String, callRange: SourceRange, source: String = "") -> CalcError {
    let nameRange = SourceRange(callRange.lowerBound, callRange.lowerBound + name.utf8.count)
    let bytes = Array(source.utf8)
    var argument = ""
    if callRange.upperBound <= bytes.count, nameRange.upperBound + 1 < callRange.upperBound {
      argument = String(decoding: bytes[(nameRange.upperBound + 1)..<(callRange.upperBound - 1)], as: UTF8.self)
        .trimmingSpaces
    }
    if let answer = Message.functionFromElsewhere(name, argument: argument, at: nameRange) { return answer }
    let known = Catalogue.functionNames + functionNames
    return Message.unknownFunction(name, suggestion: Names.suggestion(for: name, among: known), at: nameRange)
  }

  /// The number of arguments `entry` takes, described as the built-in functions are.
  static func arityDescription(_ arity: ClosedRange<Int>) -> String {
    FunctionEntry.describe(arity)
  }

  /// What calling `name` costs, counting the functions it calls in turn: the calls and
  /// powers made (the call itself included), the nodes evaluated inside bodies, and how
  /// deeply the calls nest (1 for a function that calls no other defined one). Nil for
  /// a name that is not a defined function (a registered one costs its call alone).
  /// Saturates at `Int.max / 4`; stops counting depth beyond `Limits.maximumCallDepth`.
  func cost(of name: String, memo: inout [String: (calls: Int, steps: Int, depth: Int)], depth: Int = 1)
    -> (calls: Int, steps: Int, depth: Int)?
  {
    guard case .definition(let definition)? = entries[name] else { return nil }
    if let known = memo[name] { return known }
    let cap = Int.max / 4
    var calls = 1
    var steps = definition.body.nodes.count
    var deepest = 1
    for node in definition.body.nodes {
      switch node.operation {
      case .call, .power:
        calls += 1
      case .userCall(let index, _):
        let callee = definition.body.calledNames[index]
        guard depth <= Limits.maximumCallDepth else { return (calls, steps, depth + 1) }
        if let inner = cost(of: callee, memo: &memo, depth: depth + 1) {
          calls = min(cap, calls + inner.calls)
          steps = min(cap, steps + inner.steps)
          deepest = max(deepest, inner.depth + 1)
        } else {
          calls = min(cap, calls + 1)
        }
      default:
        continue
      }
    }
    let result = (calls, steps, deepest)
    memo[name] = result
    return result
  }

  /// Throws when defining `definition` would let a function call itself, directly or
  /// through others: functions defined in calc do not recurse.
  func checkNoCycle(_ definition: FunctionDefinition, at range: SourceRange) throws(CalcError) {
    var visited: Set<String> = []
    // Depth-first through the bodies, from the new definition's calls; each path found is
    // reported as `f → g → f`.
    var pending: [(name: String, path: [String])] = definition.body.calledNames.map { ($0, [definition.name, $0]) }
    while let (name, path) = pending.popLast() {
      if name == definition.name {
        let through = path.count > 2 ? " (\(path.joined(separator: " → ")))" : ""
        throw Message.wouldCallItself(definition.name, through: through, at: range)
      }
      guard visited.insert(name).inserted, case .definition(let other)? = entries[name] else { continue }
      for called in other.body.calledNames { pending.append((called, path + [called])) }
    }
  }
}
