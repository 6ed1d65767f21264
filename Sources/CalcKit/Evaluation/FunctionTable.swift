/// What each built-in function of the ``Catalogue`` computes, bound to it by the
/// function's canonical name: the catalogue says what a name is (its arity, its help), this
/// table what it does. `CatalogueTests` checks that every catalogue entry has an
/// implementation here and every implementation an entry there.
enum FunctionTable {
  typealias Body = @Sendable ([Number], FunctionContext) throws(ArithmeticError) -> Number

  /// A function's body in a struct: a collection of typed-throws function types would need
  /// their runtime metadata, which only the Swift 6.0 runtime (macOS 15, iOS 18) has;
  /// a struct holding one does not (scripts/check-availability.sh checks).
  struct Implementation: Sendable {
    let apply: Body
  }

  /// The implementation of ``Catalogue/functions``[index]: a call node's function.
  static func implementation(at index: Int) -> Implementation { bound[index] }

  /// The implementations in the order of ``Catalogue/functions``. An entry with none (a
  /// catalogue entry added without its implementation, which `FunctionTableTests` reports)
  /// throws a domain error naming the function rather than computing anything.
  private static let bound: [Implementation] = Catalogue.functions.map { entry in
    if let implementation = implementation(named: entry.canonicalName) { return implementation }
    return unimplemented(entry.name)
  }

  /// The implementation of the canonical `name`, or nil.
  static func implementation(named name: String) -> Implementation? { implementations[name] }

  /// The implementations as the table is built: `table["sqrt"] = …` adds one (pairs in an
  /// array, made a ``NameTable`` once built).
  struct Registry {
    fileprivate var entries: [(name: String, value: Implementation)] = []

    /// Adds `newValue` under `name` (a name added twice is found by `CatalogueTests`).
    subscript(name: String) -> Implementation? {
      get { entries.first { $0.name == name }?.value }
      set { if let newValue { entries.append((name, newValue)) } }
    }
  }

  private static func unimplemented(_ name: String) -> Implementation {
    function { (_, _) throws(ArithmeticError) in throw .domain("\(name) is not implemented") }
  }

  /// `body` as an implementation.
  static func function(_ body: @escaping Body) -> Implementation { Implementation(apply: body) }

  static func unary(
    _ body: @escaping @Sendable (Number, FunctionContext) throws(ArithmeticError) -> Number
  ) -> Implementation {
    function { (arguments, context) throws(ArithmeticError) in try body(arguments[0], context) }
  }

  private static func trigonometric(_ function: Number.Trigonometric) -> Implementation {
    unary { (x, c) throws(ArithmeticError) in try x.trigonometric(function, unit: c.angleUnit, c.working) }
  }

  private static func hyperbolic(_ function: Number.Hyperbolic) -> Implementation {
    unary { (x, c) throws(ArithmeticError) in try x.hyperbolic(function, c.working) }
  }

  /// The implementations by function name (an alias has none of its own: it is bound to
  /// its original's).
  /// The implementations by name; ``implementation(named:)`` finds one.
  static let implementations: NameTable<Implementation> = {
    var table = Registry()
    table["sqrt"] = unary { (x, c) throws(ArithmeticError) in try x.squareRoot(c.working) }
    table["cbrt"] = unary { (x, c) throws(ArithmeticError) in try x.cubeRoot(c.working) }
    table["abs"] = unary { (x, _) throws(ArithmeticError) in x.magnitude }
    table["round"] = places("round", .toNearestOrAwayFromZero)
    table["floor"] = places("floor", .down)
    table["ceil"] = places("ceil", .up)
    table["trunc"] = places("trunc", .towardZero)
    table["min"] = function { (arguments, _) throws(ArithmeticError) in
      arguments.dropFirst().reduce(arguments[0]) { Number.minimum($0, $1) }
    }
    table["max"] = function { (arguments, _) throws(ArithmeticError) in
      arguments.dropFirst().reduce(arguments[0]) { Number.maximum($0, $1) }
    }
    // The parser reads `if(c, a, b)` itself, so that only the branch taken is evaluated;
    // this computes the same for values.
    table["if"] = function { (arguments, _) throws(ArithmeticError) in
      if arguments[0].signum != 0 { return arguments[1] }
      guard arguments[0].isExact else { throw .indeterminate }
      return arguments[2]
    }
    table["ln"] = unary { (x, c) throws(ArithmeticError) in try x.logarithm(c.working) }
    table["log10"] = unary { (x, c) throws(ArithmeticError) in try x.logarithm(base: Number(10), c.working) }
    table["log2"] = unary { (x, c) throws(ArithmeticError) in try x.logarithm(base: Number(2), c.working) }
    table["log"] = function { (arguments, context) throws(ArithmeticError) in
      try arguments[0].logarithm(base: arguments.count > 1 ? arguments[1] : Number(10), context.working)
    }
    table["exp"] = unary { (x, c) throws(ArithmeticError) in try x.exponential(c.working) }
    for function: Number.Trigonometric in [.sin, .cos, .tan, .asin, .acos, .atan] { table[function.rawValue] = trigonometric(function) }
    table["atan2"] = function { (arguments, context) throws(ArithmeticError) in
      try arguments[0].angle(x: arguments[1], unit: context.angleUnit, context.working)
    }
    for function: Number.Hyperbolic in [.sinh, .cosh, .tanh, .asinh, .acosh, .atanh] { table[function.rawValue] = hyperbolic(function) }
    addReciprocalsAndNearZeroForms(to: &table)
    table["hypot"] = function { (arguments, context) throws(ArithmeticError) in
      try Number.hypotenuse(arguments[0], arguments[1], context.working)
    }
    table["root"] = function { (arguments, context) throws(ArithmeticError) in
      try arguments[0].root(arguments[1], context.working)
    }
    table["gcd"] = function { (arguments, _) throws(ArithmeticError) in try Number.greatestCommonDivisor(arguments) }
    table["lcm"] = function { (arguments, _) throws(ArithmeticError) in try Number.leastCommonMultiple(arguments) }
    table["binom"] = binomial
    table["nCr"] = binomial
    table["nPr"] = function { (arguments, _) throws(ArithmeticError) in try Number.permutations(arguments[0], arguments[1]) }
    table["gamma"] = unary { (x, c) throws(ArithmeticError) in try x.gamma(c.working) }
    table["lgamma"] = unary { (x, c) throws(ArithmeticError) in try x.logGamma(c.working, name: "lgamma") }
    table["lngamma"] = unary { (x, c) throws(ArithmeticError) in try x.logGamma(c.working, name: "lngamma") }
    table["factorial"] = unary { (x, c) throws(ArithmeticError) in try x.factorial(c.working, name: "factorial") }
    table["falling_factorial"] = function { (arguments, context) throws(ArithmeticError) in
      try Number.fallingFactorial(arguments[0], arguments[1], context.working)
    }
    table["rising_factorial"] = function { (arguments, context) throws(ArithmeticError) in
      try Number.risingFactorial(arguments[0], arguments[1], context.working)
    }
    table["fib"] = unary { (x, _) throws(ArithmeticError) in try x.fibonacci() }
    table["lucas"] = unary { (x, _) throws(ArithmeticError) in try x.lucas() }
    table["catalan"] = unary { (x, c) throws(ArithmeticError) in try x.catalan(c.working) }
    table["fract"] = unary { (x, _) throws(ArithmeticError) in try x.fractionalPart() }
    table["sign"] = unary { (x, _) throws(ArithmeticError) in try x.sign() }
    table["sum"] = function { (arguments, context) throws(ArithmeticError) in try Number.sum(arguments, context.working) }
    table["count"] = function { (arguments, _) throws(ArithmeticError) in Number(arguments.count) }
    table["mean"] = mean
    table["average"] = mean
    table["pow"] = function { (arguments, context) throws(ArithmeticError) in
      try arguments[0].raised(to: arguments[1], context.working)
    }
    table["product"] = function { (arguments, context) throws(ArithmeticError) in
      var product = arguments[0]
      for factor in arguments.dropFirst() { product = try product.multiplied(by: factor, context.working) }
      return product
    }
    table["median"] = function { (arguments, context) throws(ArithmeticError) in try Number.median(arguments, context.working) }
    table["stdev"] = function { (arguments, context) throws(ArithmeticError) in
      try Number.sampleStandardDeviation(arguments, context.working)
    }

    // Error and exponential integrals.
    addErrorFunctionsAndIntegrals(to: &table)

    // Zeta, beta and the polygamma functions.
    addZetaBetaAndPolygamma(to: &table)

    // Lambert W, the Bessel functions and the arithmetic-geometric mean.
    addLambertBessel(to: &table)

    // Primes, factors and modular arithmetic.
    addPrimesAndModularArithmetic(to: &table)

    // Sums and products over a range.
    addRangeForms(to: &table)

    return NameTable(table.entries)
  }()

  private static let binomial: Implementation = function { (arguments, context) throws(ArithmeticError) in
    try Number.generalBinomial(arguments[0], arguments[1], context.working)
  }

  private static let mean: Implementation = function { (arguments, context) throws(ArithmeticError) in
    try Number.mean(arguments, context.working)
  }

  /// `round(x, n)`: x rounded to n decimals (n may be negative), halves away from zero.
  /// `name(x)` to an integer by `rule`, `name(x, n)` to `n` decimals (`n` of either sign:
  /// `round(1234, -2)` is 1200), as bc's `round`, `floor` and `ceil` of two arguments.
  private static func places(_ name: String, _ rule: FloatingPointRoundingRule) -> Implementation {
    function { (arguments, context) throws(ArithmeticError) in
      guard arguments.count > 1 else { return try arguments[0].integerPart(rule) }
      return try roundToDecimals(name, arguments[0], arguments[1], rule, context.working)
    }
  }

  private static func roundToDecimals(
    _ name: String, _ x: Number, _ n: Number, _ rule: FloatingPointRoundingRule, _ w: WorkingPrecision
  ) throws(ArithmeticError) -> Number {
    guard let places = n.exactValue, places.isInteger, case .small(let count, 1) = places.storage,
      abs(count) <= Limits.maximumDigits
    else { throw .domain("\(name)'s second argument must be a whole number of decimals") }
    let scale = try Rational(10).power(count)
    let scaled = try x.multiplied(by: Number(scale), w)
    let rounded = try scaled.integerPart(rule)
    return try rounded.divided(by: Number(scale), w)
  }
}

extension Number {
  static func minimum(_ a: Number, _ b: Number) -> Number {
    if let x = a.exactValue, let y = b.exactValue { return Number(min(x, y)) }
    return Number(lower: min(a.lower, b.lower), upper: min(a.upper, b.upper))
  }

  static func maximum(_ a: Number, _ b: Number) -> Number {
    if let x = a.exactValue, let y = b.exactValue { return Number(max(x, y)) }
    return Number(lower: max(a.lower, b.lower), upper: max(a.upper, b.upper))
  }
}
