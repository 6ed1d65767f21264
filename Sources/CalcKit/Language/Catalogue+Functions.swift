extension Catalogue {
  private static func unary(
    _ name: String, _ category: FunctionEntry.Category, _ help: String, irrational: Bool = false
  ) -> FunctionEntry {
    FunctionEntry(name: name, arity: 1...1, category: category, help: help, isIrrationalOfExactArguments: irrational)
  }

  private static func entry(
    _ name: String, _ arity: ClosedRange<Int>, _ category: FunctionEntry.Category, _ help: String,
    irrational: Bool = false
  ) -> FunctionEntry {
    FunctionEntry(name: name, arity: arity, category: category, help: help, isIrrationalOfExactArguments: irrational)
  }

  private static let many = 1...Int.max

  /// The functions under their own names, in the order `:help` and Grammar.md list them.
  ///
  /// `irrational: true` marks a function whose approximate result of exact arguments is
  /// irrational, so never exactly on a rounding boundary: roots (calc finds every rational
  /// one), `exp`, `ln`, `log10`, `log2` (rational only at the integer powers calc finds),
  /// the trigonometric functions (Lindemann–Weierstrass; in degrees, Niven's theorem: the
  /// rational values are the exact ones calc knows), `hypot` (sqrt of a rational sum of
  /// squares), `root` (x^(1/n), every rational root found exactly), `atan2` (atan of a
  /// rational ± a half or quarter turn), `stdev`, and the hyperbolic functions and their
  /// inverses (of a nonzero rational: algebraic in e^x, so transcendental); the reciprocal
  /// and co-functions and their inverses for the same reasons as the functions they are
  /// made of; `log1p` and `expm1` as `ln` and `exp`.
  static let primaryFunctions: [FunctionEntry] = [
    unary("sqrt", .roots, "square root; exact for perfect squares: sqrt(16) = 4", irrational: true),
    unary("cbrt", .roots, "cube root, also of negative numbers: cbrt(-8) = -2", irrational: true),
    unary("abs", .rounding, "absolute value"),
    entry("round", 1...2, .rounding, "round(x) to an integer, round(x, n) to n decimals; halves away from zero"),
    entry("floor", 1...2, .rounding, "largest integer not above x; floor(x, n): to n decimals, down"),
    entry("ceil", 1...2, .rounding, "smallest integer not below x; ceil(x, n): to n decimals, up"),
    entry("trunc", 1...2, .rounding, "x without its fraction (toward zero); trunc(x, n): to n decimals"),
    entry("min", many, .rounding, "the smallest argument"),
    entry("max", many, .rounding, "the largest argument"),
    // The parser reads `if(c, a, b)` itself, so that only the branch taken is evaluated
    // (Parser+Conditional.swift); this entry lists it, and computes the same for values.
    entry("if", 3...3, .conditions, "if(c, a, b): a when c is not 0, else b; only that one is evaluated: if(x > 0, x, -x)"),
    unary("ln", .logarithms, "natural logarithm", irrational: true),
    unary("log10", .logarithms, "logarithm base 10; exact for powers of 10", irrational: true),
    unary("log2", .logarithms, "logarithm base 2; exact for powers of 2", irrational: true),
    entry("log", 1...2, .logarithms, "log(x) base 10, log(x, b) base b"),
    unary("exp", .logarithms, "e to the power x", irrational: true),
    unary("log1p", .logarithms, "ln(1 + x), right to the last digit for tiny x: log1p(1e-30)", irrational: true),
    unary("expm1", .logarithms, "e^x - 1, right to the last digit for tiny x: expm1(1e-30)", irrational: true),
    unary("sin", .trigonometry, "sine (radians, or degrees with the degrees setting)", irrational: true),
    unary("cos", .trigonometry, "cosine", irrational: true),
    unary("tan", .trigonometry, "tangent", irrational: true),
    unary("asin", .trigonometry, "inverse sine, from -1 to 1", irrational: true),
    unary("acos", .trigonometry, "inverse cosine, from -1 to 1", irrational: true),
    unary("atan", .trigonometry, "inverse tangent", irrational: true),
    entry(
      "atan2", 2...2, .trigonometry, "atan2(y, x): the angle of the point (x, y), from -pi to pi (-180° to 180°)",
      irrational: true),
    unary("sec", .trigonometry, "secant, 1/cos(x)", irrational: true),
    unary("csc", .trigonometry, "cosecant, 1/sin(x)", irrational: true),
    unary("cot", .trigonometry, "cotangent, cos(x)/sin(x)", irrational: true),
    unary("asec", .trigonometry, "inverse secant, acos(1/x), for x ≤ -1 and x ≥ 1", irrational: true),
    unary("acsc", .trigonometry, "inverse cosecant, asin(1/x), for x ≤ -1 and x ≥ 1", irrational: true),
    unary("acot", .trigonometry, "inverse cotangent, atan(1/x), from -pi/2 to pi/2; acot(0) = pi/2", irrational: true),
    unary("sinh", .hyperbolic, "hyperbolic sine", irrational: true),
    unary("cosh", .hyperbolic, "hyperbolic cosine", irrational: true),
    unary("tanh", .hyperbolic, "hyperbolic tangent", irrational: true),
    unary("asinh", .hyperbolic, "inverse hyperbolic sine", irrational: true),
    unary("acosh", .hyperbolic, "inverse hyperbolic cosine, from 1 up", irrational: true),
    unary("atanh", .hyperbolic, "inverse hyperbolic tangent, between -1 and 1", irrational: true),
    unary("sech", .hyperbolic, "hyperbolic secant, 1/cosh(x)", irrational: true),
    unary("csch", .hyperbolic, "hyperbolic cosecant, 1/sinh(x)", irrational: true),
    unary("coth", .hyperbolic, "hyperbolic cotangent, cosh(x)/sinh(x)", irrational: true),
    unary("asech", .hyperbolic, "inverse hyperbolic secant, acosh(1/x), for 0 < x ≤ 1", irrational: true),
    unary("acsch", .hyperbolic, "inverse hyperbolic cosecant, asinh(1/x)", irrational: true),
    unary("acoth", .hyperbolic, "inverse hyperbolic cotangent, atanh(1/x), for x < -1 and x > 1", irrational: true),
    entry(
      "hypot", 2...2, .roots, "hypot(a, b) = sqrt(a^2 + b^2); exact when it is rational: hypot(3, 4) = 5",
      irrational: true),
    entry(
      "root", 2...2, .roots, "root(x, n): the n-th root (n a whole number from 1; odd for negative x): root(27, 3) = 3",
      irrational: true),
    entry("gcd", many, .integers, "greatest common divisor of whole numbers: gcd(12, 18) = 6"),
    entry("lcm", many, .integers, "least common multiple of whole numbers: lcm(4, 6) = 12"),
    entry(
      "binom", 2...2, .integers,
      "binom(n, k): ways to choose k of n, n!/(k!(n-k)!): binom(5, 2) = 10; of any numbers by gamma: binom(-1/2, 2) = 3/8"),
    entry("nCr", 2...2, .integers, "the same as binom"),
    entry("nPr", 2...2, .integers, "nPr(n, k): ordered choices of k of n, n!/(n-k)!: nPr(5, 2) = 20"),
    unary("gamma", .gamma, "the gamma function: gamma(n) = (n-1)! exactly, gamma(0.5) = sqrt(pi); poles at 0, -1, -2, ..."),
    unary("lgamma", .gamma, "ln|gamma(x)|, as C's and Python's lgamma: lgamma(100) = ln(99!)"),
    unary("lngamma", .gamma, "the same as lgamma"),
    unary("factorial", .gamma, "factorial(x) = x! = gamma(x + 1), also of non-integers: factorial(0.5) = sqrt(pi)/2"),
    entry(
      "falling_factorial", 2...2, .gamma, "falling_factorial(x, n) = x(x-1)...(x-n+1) = gamma(x+1)/gamma(x-n+1)"),
    entry("rising_factorial", 2...2, .gamma, "rising_factorial(x, n) = x(x+1)...(x+n-1) = gamma(x+n)/gamma(x)"),
    unary("fib", .integers, "the Fibonacci number of a whole number: fib(10) = 55, fib(-1) = 1"),
    unary("lucas", .integers, "the Lucas number of a whole number: lucas(0) = 2, lucas(5) = 11"),
    unary("catalan", .integers, "the Catalan number binom(2n, n)/(n+1): catalan(5) = 42"),
    unary("fract", .rounding, "x - trunc(x), the fraction with x's sign: fract(-2.25) = -0.25"),
    unary("sign", .rounding, "-1, 0 or 1 by the sign of x"),
    entry("sum", many, .statistics, "the sum of the arguments"),
    entry("count", many, .statistics, "how many arguments there are"),
    entry("mean", many, .statistics, "the arithmetic mean of the arguments: mean(1, 2, 3, 4) = 2.5"),
    entry("average", many, .statistics, "the same as mean"),
    entry("pow", 2...2, .roots, "pow(x, y) = x^y"),
    entry("product", many, .statistics, "the product of the arguments"),
    entry("median", many, .statistics, "the middle argument, or the mean of the two middle ones"),
    entry("stdev", 2...Int.max, .statistics, "the sample standard deviation (divided by n - 1) of at least 2 values", irrational: true),

    // Error and exponential integrals.
    // None is marked irrational: that their values at every nonzero rational are irrational
    // is not proven. erf(x) = (2x/√π) e^(−x²) ₁F₁(1; 3/2; x²) has a Siegel E-function
    // factor, but the factor 1/√π leaves erf's own value open (erfinv's with it); Ei and li
    // carry Euler's γ, whose irrationality is open. Their results go through the
    // refinement's identity rule, as Γ's do.
    unary("erf", .special, "the error function, 2/√π ∫₀ˣ e^(−t²) dt: erf(0) = 0, right to the last digit for tiny x: erf(1e-30)"),
    unary("erfc", .special, "1 − erf(x), right relative to its size for large x: erfc(30) ≈ 2.56e-393"),
    unary("erfinv", .special, "the inverse of erf, for -1 < x < 1: erf(erfinv(x)) = x; erfinv(0) = 0"),
    unary("Ei", .special, "the exponential integral, −∫₋ₓ^∞ e^(−t)/t dt (principal value), x ≠ 0; −E1(−x) for x < 0"),
    unary("li", .special, "the logarithmic integral Ei(ln x), x ≥ 0 except 1: li(0) = 0, li(1e6) ≈ 78627.5"),

    // Zeta, beta and the polygamma functions.
    unary("zeta", .special, "the Riemann zeta function, s ≠ 1: zeta(2) = pi^2/6; exact at 0 and the negative integers: zeta(-1) = -1/12"),
    entry("beta", 2...2, .special, "the beta function gamma(a)gamma(b)/gamma(a+b): beta(2, 3) = 1/12"),
    unary("digamma", .special, "the digamma function psi(x) = gamma'(x)/gamma(x): digamma(1) = -0.5772...; poles at 0, -1, -2, ..."),
    entry("polygamma", 2...2, .special, "polygamma(n, x): the n-th derivative of digamma, n a whole number: polygamma(1, 1) = pi^2/6"),

    // Lambert W, the Bessel functions and the arithmetic-geometric mean.
    // lambertw: W(x) of a rational x ≠ 0 is transcendental: were w = W(x) algebraic and
    // nonzero, e^w would be transcendental (Hermite–Lindemann), and so w·e^w = x. besselj:
    // J_n(x) of a rational x ≠ 0 is transcendental (Siegel, 1929: J_ν(α) for rational ν and
    // algebraic α ≠ 0). bessely (γ and ln(x/2) inside) and agm: no such proof is known to
    // calc, so not marked; their rounding ends by the refinement's usual rules.
    entry("lambertw", 1...2, .special, "Lambert W: w with w·e^w = x; lambertw(x) for x ≥ -1/e, lambertw(x, -1) for -1/e ≤ x < 0", irrational: true),
    entry("besselj", 2...2, .special, "Bessel function of the first kind J_n(x), whole order n", irrational: true),
    entry("bessely", 2...2, .special, "Bessel function of the second kind Y_n(x), whole order n, x > 0"),
    entry("agm", 2...2, .special, "arithmetic-geometric mean of a, b ≥ 0"),

    // Primes, factors and modular arithmetic.
    unary(
      "isprime", .primes,
      "1 if n is prime, else 0; proven below 2^64, above that a prime answer is Baillie–PSW's (as GMP, PARI and Mathematica)"),
    unary("nextprime", .primes, "the least prime above n: nextprime(10) = 11"),
    unary("prevprime", .primes, "the greatest prime below n (n ≥ 3): prevprime(10) = 7"),
    unary("prime", .primes, "the k-th prime: prime(1) = 2, prime(10) = 29; for k up to 50,000,000"),
    unary("primepi", .primes, "the number of primes ≤ x: primepi(100) = 25; for x up to 1,000,000,000"),
    unary("factor", .primes, "n as the product of its primes: factor(360) shows 2^3 × 3^2 × 5; its value is n"),
    entry("powmod", 3...3, .primes, "powmod(a, b, m) = a^b mod m, for exponents of any size: powmod(3, 10^100, 10^9+7)"),
    entry("invmod", 2...2, .primes, "invmod(a, m): the x from 0 to m-1 with a·x mod m = 1: invmod(3, 7) = 5"),
    entry("mod", 2...2, .primes, "mod(a, b) = a mod b = a - b·floor(a/b), with the sign of b: mod(-7, 3) = 2"),
    unary("isqrt", .primes, "the integer square root floor(sqrt(n)) of n ≥ 0: isqrt(99) = 9"),
    unary("totient", .primes, "Euler's totient: how many of 1…n are coprime to n: totient(10) = 4"),
    entry("sigma", 1...2, .primes, "sigma(n): the sum of the divisors of n; sigma(n, k): of their k-th powers: sigma(6) = 12"),
    unary("numdivisors", .primes, "the number of divisors of n: numdivisors(12) = 6"),
    entry("jacobi", 2...2, .primes, "the Jacobi symbol (a/n) for odd n > 0: -1, 0 or 1: jacobi(2, 7) = 1"),

    // Sums and products over a range.
    // The parser reads them itself (Parser+Range.swift), so that the term is evaluated once
    // for each value of its variable; these entries list them (Σ, ∑ and ∏ are their symbols).
    entry("sumover", 4...4, .statistics, "sumover(term, k, a, b), or Σ(term, k, a, b): the sum of term for k = a, a+1, …, b: Σ(k^2, k, 1, 100) = 338350"),
    entry("prodover", 4...4, .statistics, "prodover(term, k, a, b), or ∏(term, k, a, b): the product of term for k = a, a+1, …, b"),
  ]
}
