/// One built-in function as the language knows it: its name, how many arguments it takes,
/// what kind of function it is and a line of help. What it computes is bound to it by the
/// evaluator (``FunctionTable``), by ``canonicalName``.
struct FunctionEntry: Sendable {
  /// The kinds of function, in the order `:help functions` lists them.
  enum Category: String, Sendable, CaseIterable {
    case roots = "roots and powers"
    case rounding = "rounding and parts"
    case logarithms = "logarithms and exponentials"
    case trigonometry = "trigonometric"
    case hyperbolic = "hyperbolic"
    case integers = "integers and combinatorics"
    case primes = "primes and modular arithmetic"
    case gamma = "factorials and Γ"
    case special = "special functions"
    case statistics = "lists and statistics"
    case conditions = "conditions"
  }

  let name: String
  let arity: ClosedRange<Int>
  let category: Category
  let help: String
  /// The function this one is another name for (`asin` for `arcsin`), or nil.
  var aliasOf: String? = nil
  /// Whether a result of exact arguments that is not exact is irrational, so never exactly
  /// on a rounding boundary (``Catalogue/irrationalOfExactArguments``).
  var isIrrationalOfExactArguments: Bool = false

  /// The name of the function itself: ``aliasOf``, or ``name``. Rules that depend on the
  /// function (the identity rule at a domain edge, irrationality, its implementation) go by
  /// this one.
  var canonicalName: String { aliasOf ?? name }

  /// "1 argument", "1 or 2 arguments", "at least 1 argument", "no arguments".
  var arityDescription: String { FunctionEntry.describe(arity) }

  /// How a message words `arity`: "1 argument", "1 or 2 arguments", "at least 1 argument",
  /// "2 to 4 arguments", "no arguments".
  static func describe(_ arity: ClosedRange<Int>) -> String {
    func count(_ n: Int) -> String { n == 0 ? "no arguments" : n == 1 ? "1 argument" : "\(n) arguments" }
    if arity.upperBound == .max { return "at least \(count(arity.lowerBound))" }
    if arity.lowerBound == arity.upperBound { return count(arity.lowerBound) }
    if arity.upperBound == arity.lowerBound + 1 { return "\(arity.lowerBound) or \(arity.upperBound) arguments" }
    return "\(arity.lowerBound) to \(arity.upperBound) arguments"
  }
}
