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

  /// What a call of a defined function costs, worked out from the bodies before any work.
  struct Cost {
    /// The calls and powers made (the call itself included).
    var calls: Int
    /// The nodes evaluated inside bodies.
    var steps: Int
    /// How deeply the calls nest (1 for a function that calls no other defined one).
    var depth: Int
    /// Whether the cost is known only as the calls happen: the function calls itself,
    /// directly or through others (or calls one that does), or its calls nest deeper than
    /// ``staticDepth``. The evaluator then counts each call, its steps and its depth.
    var isDynamic: Bool

    static let dynamic = Cost(calls: 1, steps: 0, depth: 1, isDynamic: true)
  }

  /// How deep ``cost(of:memo:depth:)`` follows calls before leaving the rest to the
  /// evaluator (it recurses on the machine stack, the evaluator does not).
  static let staticDepth = 256

  /// What calling `name` costs, counting the functions it calls in turn; nil for a name
  /// that is not a defined function (a registered one costs its call alone). Saturates at
  /// `Int.max / 4`.
  func cost(of name: String, memo: inout [String: Cost], depth: Int = 1) -> Cost? {
    guard case .definition(let definition)? = entries[name] else { return nil }
    if let known = memo[name] { return known }
    guard depth <= CustomNameTable.staticDepth else { return .dynamic }
    // While its body is followed, a call back to it is a recursion.
    memo[name] = .dynamic
    let cap = Int.max / 4
    var total = Cost(calls: 1, steps: definition.body.nodes.count, depth: 1, isDynamic: false)
    for node in definition.body.nodes {
      switch node.operation {
      case .call, .power:
        total.calls = min(cap, total.calls + 1)
      case .userCall(let index, _):
        let callee = definition.body.calledNames[index]
        guard let inner = cost(of: callee, memo: &memo, depth: depth + 1) else {
          total.calls = min(cap, total.calls + 1)
          continue
        }
        if inner.isDynamic {
          memo[name] = .dynamic
          return .dynamic
        }
        total.calls = min(cap, total.calls + inner.calls)
        total.steps = min(cap, total.steps + inner.steps)
        total.depth = max(total.depth, inner.depth + 1)
      default:
        continue
      }
    }
    memo[name] = total
    return total
  }
}
