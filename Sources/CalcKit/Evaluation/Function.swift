/// A built-in function: its name, how many arguments it takes, a line of help, and what it
/// computes. Adding a function is adding one entry to ``all``.
struct Function: Sendable {
  typealias Implementation =
    @Sendable ([Number], FunctionContext) throws(ArithmeticError) -> Number

  let name: String
  let arity: ClosedRange<Int>
  let help: String
  /// The function this one is another name for (`asin` for `arcsin`), or nil.
  var aliasOf: String? = nil
  let apply: Implementation

  /// The name of the function itself: ``aliasOf``, or ``name``. Rules that depend on the
  /// function (the identity rule at a domain edge, irrationality) go by this one.
  var canonicalName: String { aliasOf ?? name }

  /// "1 argument", "1 or 2 arguments", "at least 1 argument", "no arguments".
  var arityDescription: String {
    func count(_ n: Int) -> String { n == 0 ? "no arguments" : n == 1 ? "1 argument" : "\(n) arguments" }
    if arity.upperBound == .max { return "at least \(count(arity.lowerBound))" }
    if arity.lowerBound == arity.upperBound { return count(arity.lowerBound) }
    if arity.upperBound == arity.lowerBound + 1 { return "\(arity.lowerBound) or \(arity.upperBound) arguments" }
    return "\(arity.lowerBound) to \(arity.upperBound) arguments"
  }

  /// Whether an approximate result of exact arguments is irrational, so never exactly on
  /// a rounding boundary: roots (calc finds every rational one), `exp`, `ln`, `log10`,
  /// `log2` (rational only at the integer powers calc finds) and the trigonometric
  /// functions (Lindemann–Weierstrass; in degrees, Niven's theorem: the rational values
  /// are the exact ones calc knows).
  var isIrrationalOfExactArguments: Bool { Function.irrationalOfExactArguments.contains(canonicalName) }

  private static let irrationalOfExactArguments: Set<String> = [
    "sqrt", "cbrt", "ln", "log10", "log2", "exp", "sin", "cos", "tan", "asin", "acos", "atan",
    // sqrt of a rational sum of squares, x^(1/n) with every rational root found exactly; atan
    // of a rational ± a half or quarter turn (in degrees the rational angles, multiples of
    // 45°, are exact).
    "hypot", "root", "atan2", "stdev",
    // Of a nonzero rational (the exact zeros are exact): algebraic in e^x, so transcendental
    // by Lindemann–Weierstrass; the inverses, because their inverses are.
    "sinh", "cosh", "tanh", "asinh", "acosh", "atanh",
  ]

  static func index(of name: String) -> Int? { indices[name] }

  static let names: [String] = all.map(\.name)

  private static let indices: [String: Int] = Dictionary(
    uniqueKeysWithValues: all.enumerated().map { ($1.name, $0) })

  private static func unary(
    _ name: String, _ help: String,
    _ body: @escaping @Sendable (Number, FunctionContext) throws(ArithmeticError) -> Number
  ) -> Function {
    Function(name: name, arity: 1...1, help: help) { (arguments, context) throws(ArithmeticError) in
      try body(arguments[0], context)
    }
  }

  private static func trigonometric(_ function: Number.Trigonometric, _ help: String) -> Function {
    unary(function.rawValue, help) { (x, c) throws(ArithmeticError) in
      try x.trigonometric(function, unit: c.angleUnit, c.working)
    }
  }

  private static func hyperbolic(_ function: Number.Hyperbolic, _ help: String) -> Function {
    unary(function.rawValue, help) { (x, c) throws(ArithmeticError) in try x.hyperbolic(function, c.working) }
  }

  /// Every built-in function, in the order `:help` lists them, then the other names of
  /// some (``aliases``).
  static let all: [Function] = primary + aliases.compactMap { alias, original in
    primary.first { $0.name == original }.map {
      Function(name: alias, arity: $0.arity, help: "the same as \(original)", aliasOf: original, apply: $0.apply)
    }
  }

  /// Other names people type for calc's functions (Python's, spreadsheets', other
  /// calculators'), each meaning exactly its original. Names that mean different things
  /// in different places (`lg`, `int`, `sqr`) are left out.
  static let aliases: [(alias: String, original: String)] = [
    ("arcsin", "asin"), ("arccos", "acos"), ("arctan", "atan"),
    ("arcsinh", "asinh"), ("arccosh", "acosh"), ("arctanh", "atanh"),
    ("ceiling", "ceil"), ("truncate", "trunc"), ("frac", "fract"), ("sgn", "sign"),
    ("avg", "mean"), ("nthroot", "root"), ("fact", "factorial"),
    ("comb", "binom"), ("choose", "binom"), ("ncr", "binom"), ("perm", "nPr"), ("npr", "nPr"),
  ]

  private static let primary: [Function] = [
    unary("sqrt", "square root; exact for perfect squares: sqrt(16) = 4") { (x, c) throws(ArithmeticError) in
      try x.squareRoot(c.working)
    },
    unary("cbrt", "cube root, also of negative numbers: cbrt(-8) = -2") { (x, c) throws(ArithmeticError) in
      try x.cubeRoot(c.working)
    },
    unary("abs", "absolute value") { (x, _) throws(ArithmeticError) in x.magnitude },
    places("round", .toNearestOrAwayFromZero, "round(x) to an integer, round(x, n) to n decimals; halves away from zero"),
    places("floor", .down, "largest integer not above x; floor(x, n): to n decimals, down"),
    places("ceil", .up, "smallest integer not below x; ceil(x, n): to n decimals, up"),
    places("trunc", .towardZero, "x without its fraction (toward zero); trunc(x, n): to n decimals"),
    Function(name: "min", arity: 1...Int.max, help: "the smallest argument") { (arguments, _) throws(ArithmeticError) in
      arguments.dropFirst().reduce(arguments[0]) { Number.minimum($0, $1) }
    },
    Function(name: "max", arity: 1...Int.max, help: "the largest argument") { (arguments, _) throws(ArithmeticError) in
      arguments.dropFirst().reduce(arguments[0]) { Number.maximum($0, $1) }
    },
    // The parser reads `if(c, a, b)` itself, so that only the branch taken is evaluated
    // (Parser+Conditional.swift); this entry lists it, and computes the same for values.
    Function(name: "if", arity: 3...3, help: "if(c, a, b): a when c is not 0, else b; only that one is evaluated: if(x > 0, x, -x)") {
      (arguments, _) throws(ArithmeticError) in
      if arguments[0].signum != 0 { return arguments[1] }
      guard arguments[0].isExact else { throw .indeterminate }
      return arguments[2]
    },
    unary("ln", "natural logarithm") { (x, c) throws(ArithmeticError) in try x.logarithm(c.working) },
    unary("log10", "logarithm base 10; exact for powers of 10") { (x, c) throws(ArithmeticError) in
      try x.logarithm(base: Number(10), c.working)
    },
    unary("log2", "logarithm base 2; exact for powers of 2") { (x, c) throws(ArithmeticError) in
      try x.logarithm(base: Number(2), c.working)
    },
    Function(name: "log", arity: 1...2, help: "log(x) base 10, log(x, b) base b") { (arguments, context) throws(ArithmeticError) in
      try arguments[0].logarithm(base: arguments.count > 1 ? arguments[1] : Number(10), context.working)
    },
    unary("exp", "e to the power x") { (x, c) throws(ArithmeticError) in try x.exponential(c.working) },
    trigonometric(.sin, "sine (radians, or degrees with the degrees setting)"),
    trigonometric(.cos, "cosine"),
    trigonometric(.tan, "tangent"),
    trigonometric(.asin, "inverse sine, from -1 to 1"),
    trigonometric(.acos, "inverse cosine, from -1 to 1"),
    trigonometric(.atan, "inverse tangent"),
    Function(name: "atan2", arity: 2...2, help: "atan2(y, x): the angle of the point (x, y), from -pi to pi (-180° to 180°)") {
      (arguments, context) throws(ArithmeticError) in
      try arguments[0].angle(x: arguments[1], unit: context.angleUnit, context.working)
    },
    hyperbolic(.sinh, "hyperbolic sine"),
    hyperbolic(.cosh, "hyperbolic cosine"),
    hyperbolic(.tanh, "hyperbolic tangent"),
    hyperbolic(.asinh, "inverse hyperbolic sine"),
    hyperbolic(.acosh, "inverse hyperbolic cosine, from 1 up"),
    hyperbolic(.atanh, "inverse hyperbolic tangent, between -1 and 1"),
    Function(name: "hypot", arity: 2...2, help: "hypot(a, b) = sqrt(a^2 + b^2); exact when it is rational: hypot(3, 4) = 5") {
      (arguments, context) throws(ArithmeticError) in
      try Number.hypotenuse(arguments[0], arguments[1], context.working)
    },
    Function(name: "root", arity: 2...2, help: "root(x, n): the n-th root (n a whole number from 1; odd for negative x): root(27, 3) = 3") {
      (arguments, context) throws(ArithmeticError) in
      try arguments[0].root(arguments[1], context.working)
    },
    Function(name: "gcd", arity: 1...Int.max, help: "greatest common divisor of whole numbers: gcd(12, 18) = 6") {
      (arguments, _) throws(ArithmeticError) in try Number.greatestCommonDivisor(arguments)
    },
    Function(name: "lcm", arity: 1...Int.max, help: "least common multiple of whole numbers: lcm(4, 6) = 12") {
      (arguments, _) throws(ArithmeticError) in try Number.leastCommonMultiple(arguments)
    },
    Function(name: "binom", arity: 2...2, help: "binom(n, k): ways to choose k of n, n!/(k!(n-k)!): binom(5, 2) = 10; of any numbers by gamma: binom(-1/2, 2) = 3/8") {
      (arguments, context) throws(ArithmeticError) in try Number.generalBinomial(arguments[0], arguments[1], context.working)
    },
    Function(name: "nCr", arity: 2...2, help: "the same as binom") {
      (arguments, context) throws(ArithmeticError) in try Number.generalBinomial(arguments[0], arguments[1], context.working)
    },
    Function(name: "nPr", arity: 2...2, help: "nPr(n, k): ordered choices of k of n, n!/(n-k)!: nPr(5, 2) = 20") {
      (arguments, _) throws(ArithmeticError) in try Number.permutations(arguments[0], arguments[1])
    },
    unary("gamma", "the gamma function: gamma(n) = (n-1)! exactly, gamma(0.5) = sqrt(pi); poles at 0, -1, -2, ...") {
      (x, c) throws(ArithmeticError) in try x.gamma(c.working)
    },
    unary("lgamma", "ln|gamma(x)|, as C's and Python's lgamma: lgamma(100) = ln(99!)") { (x, c) throws(ArithmeticError) in
      try x.logGamma(c.working, name: "lgamma")
    },
    unary("lngamma", "the same as lgamma") { (x, c) throws(ArithmeticError) in try x.logGamma(c.working, name: "lngamma") },
    unary("factorial", "factorial(x) = x! = gamma(x + 1), also of non-integers: factorial(0.5) = sqrt(pi)/2") {
      (x, c) throws(ArithmeticError) in try x.factorial(c.working, name: "factorial")
    },
    Function(name: "falling_factorial", arity: 2...2, help: "falling_factorial(x, n) = x(x-1)...(x-n+1) = gamma(x+1)/gamma(x-n+1)") {
      (arguments, context) throws(ArithmeticError) in try Number.fallingFactorial(arguments[0], arguments[1], context.working)
    },
    Function(name: "rising_factorial", arity: 2...2, help: "rising_factorial(x, n) = x(x+1)...(x+n-1) = gamma(x+n)/gamma(x)") {
      (arguments, context) throws(ArithmeticError) in try Number.risingFactorial(arguments[0], arguments[1], context.working)
    },
    unary("fib", "the Fibonacci number of a whole number: fib(10) = 55, fib(-1) = 1") { (x, _) throws(ArithmeticError) in
      try x.fibonacci()
    },
    unary("lucas", "the Lucas number of a whole number: lucas(0) = 2, lucas(5) = 11") { (x, _) throws(ArithmeticError) in
      try x.lucas()
    },
    unary("catalan", "the Catalan number binom(2n, n)/(n+1): catalan(5) = 42") { (x, c) throws(ArithmeticError) in
      try x.catalan(c.working)
    },
    unary("fract", "x - trunc(x), the fraction with x's sign: fract(-2.25) = -0.25") { (x, _) throws(ArithmeticError) in
      try x.fractionalPart()
    },
    unary("sign", "-1, 0 or 1 by the sign of x") { (x, _) throws(ArithmeticError) in try x.sign() },
    Function(name: "sum", arity: 1...Int.max, help: "the sum of the arguments") { (arguments, context) throws(ArithmeticError) in
      try Number.sum(arguments, context.working)
    },
    Function(name: "count", arity: 1...Int.max, help: "how many arguments there are") { (arguments, _) throws(ArithmeticError) in
      Number(arguments.count)
    },
    Function(name: "mean", arity: 1...Int.max, help: "the arithmetic mean of the arguments: mean(1, 2, 3, 4) = 2.5") {
      (arguments, context) throws(ArithmeticError) in try Number.mean(arguments, context.working)
    },
    Function(name: "average", arity: 1...Int.max, help: "the same as mean") { (arguments, context) throws(ArithmeticError) in
      try Number.mean(arguments, context.working)
    },
    Function(name: "pow", arity: 2...2, help: "pow(x, y) = x^y") { (arguments, context) throws(ArithmeticError) in
      try arguments[0].raised(to: arguments[1], context.working)
    },
    Function(name: "product", arity: 1...Int.max, help: "the product of the arguments") {
      (arguments, context) throws(ArithmeticError) in
      var product = arguments[0]
      for factor in arguments.dropFirst() { product = try product.multiplied(by: factor, context.working) }
      return product
    },
    Function(name: "median", arity: 1...Int.max, help: "the middle argument, or the mean of the two middle ones") {
      (arguments, context) throws(ArithmeticError) in try Number.median(arguments, context.working)
    },
    Function(name: "stdev", arity: 2...Int.max, help: "the sample standard deviation (divided by n - 1) of at least 2 values") {
      (arguments, context) throws(ArithmeticError) in try Number.sampleStandardDeviation(arguments, context.working)
    },
  ]

  /// `round(x, n)`: x rounded to n decimals (n may be negative), halves away from zero.
  /// `name(x)` to an integer by `rule`, `name(x, n)` to `n` decimals (`n` of either sign:
  /// `round(1234, -2)` is 1200), as bc's `round`, `floor` and `ceil` of two arguments.
  private static func places(_ name: String, _ rule: FloatingPointRoundingRule, _ help: String) -> Function {
    Function(name: name, arity: 1...2, help: help) { (arguments, context) throws(ArithmeticError) in
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
