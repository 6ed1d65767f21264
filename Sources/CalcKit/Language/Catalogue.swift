/// The built-in names of the language, in one place: every function with its arity,
/// category and help, every constant, and the words that are not values. Every layer reads
/// it: the parser (which names are functions, how many arguments they take), the
/// evaluator (``FunctionTable`` binds an implementation to each function by its canonical
/// name), ``BuiltIn`` (the public list that `:help`, Tab completion and apps read), and the
/// tests that check Grammar.md's function table against it.
///
/// Adding a function is one entry in ``primaryFunctions`` (or ``aliases``), its
/// implementation in ``FunctionTable``, its reference vectors and a CHANGELOG line
/// (ARCHITECTURE.md, "Adding a built-in function").
enum Catalogue {
  /// Every built-in function, in the order `:help` and Grammar.md list them, then the other
  /// names of some (``aliases``). A call node holds an index into this array.
  static let functions: [FunctionEntry] = primaryFunctions + aliases.compactMap { alias, original in
    primaryFunctions.first { $0.name == original }.map {
      FunctionEntry(
        name: alias, arity: $0.arity, category: $0.category, help: "the same as \(original)", aliasOf: original,
        isIrrationalOfExactArguments: $0.isIrrationalOfExactArguments)
    }
  }

  /// The index in ``functions`` of the function called `name`, or nil.
  static func functionIndex(of name: String) -> Int? { functionIndices[name] }

  /// The function called `name`, or nil.
  static func function(named name: String) -> FunctionEntry? { functionIndex(of: name).map { functions[$0] } }

  /// The names of ``functions``, in order.
  static let functionNames: [String] = functions.map(\.name)

  private static let functionIndices = NameTable(functions.enumerated().map { (name: $1.name, value: $0) })

  /// Other names people type for calc's functions (Python's, spreadsheets', other
  /// calculators'), each meaning exactly its original. Names that mean different things
  /// in different places (`lg`, `int`, `sqr`) are left out.
  static let aliases: [(alias: String, original: String)] = [
    ("arcsin", "asin"), ("arccos", "acos"), ("arctan", "atan"),
    ("arcsinh", "asinh"), ("arccosh", "acosh"), ("arctanh", "atanh"),
    ("arcsec", "asec"), ("arccsc", "acsc"), ("arccot", "acot"),
    ("ceiling", "ceil"), ("truncate", "trunc"), ("frac", "fract"), ("sgn", "sign"),
    ("avg", "mean"), ("nthroot", "root"), ("fact", "factorial"),
    ("comb", "binom"), ("choose", "binom"), ("ncr", "binom"), ("perm", "nPr"), ("npr", "nPr"),
  ]

  /// The named constants with a line of help each, in the order `:help` lists them.
  static let constants: [(name: String, constant: Constant, help: String)] = [
    ("pi", .pi, "π = 3.14159…, a circle's circumference over its diameter"),
    ("π", .pi, "the same as pi"),
    ("e", .e, "e = 2.71828…, the base of the natural logarithm"),
    ("tau", .tau, "τ = 2π = 6.28318…, a full turn in radians"),
    ("τ", .tau, "the same as tau"),
    ("phi", .phi, "φ = (1 + sqrt(5))/2 = 1.61803…, the golden ratio"),
  ]

  /// The constant called `name`, or nil.
  static func constant(named name: String) -> Constant? { constantIndices[name] }

  private static let constantIndices: [String: Constant] = Dictionary(
    uniqueKeysWithValues: constants.map { ($0.name, $0.constant) })

  /// Words of the language that are not values: operators (`mod`, `of`, the bitwise
  /// `and or xor shl shr`, the logical `not`), the conversion words `to in as`, and
  /// `then else` of `if c then a else b`.
  static let keywords: Set<String> = [
    "mod", "of", "and", "or", "xor", "not", "shl", "shr", "to", "in", "as", "then", "else",
  ]

  /// The words that start a conversion at the end of a line (`255 to hex`).
  static let conversionWords: Set<String> = ["to", "in", "as"]
}
