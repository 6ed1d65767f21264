/// An expression compiled for evaluation over an interval of one variable: the steps of a
/// stack machine over ``/CalcNumber/Enclosure``s, in post-order.
///
/// Every part that does not depend on the variable is evaluated once, by the calculator's
/// certified evaluator, and enters as the interval of its exact or certified value; the parts that
/// do are built from the interval kernels of ``/CalcNumber/Interval``. A function without an
/// interval kernel is an error naming it, never a guessed picture.
struct PlotProgram: Sendable {
  /// One step of the machine.
  enum Step: Sendable {
    case constant(Interval)
    /// The variable's interval (or a defined function's argument).
    case argument
    case negate, add, subtract, multiply, divide
    /// The interval times a constant interval (degrees, percent).
    case scale(Interval)
    /// base ^ n for a whole n.
    case integerPower(Int)
    /// base ^ (p/q) for q > 1, the real root as calc takes it.
    case rationalPower(p: Int, q: Int)
    /// base ^ exponent with both on the stack (an exponent that varies, or is irrational).
    case power(range: SourceRange)
    case unary(Unary)
    case minimum, maximum
    /// log(x, b): two operands.
    case logarithmBase
    /// A call of ``PlotProgram/definitions``[index] on the value before it.
    case call(Int)
  }

  /// The one-argument functions with interval kernels.
  enum Unary: Sendable {
    case sqrt, cbrt, abs, floor, ceil, round, trunc, sign
    case exp, ln, log10, log2
    case sin, cos, tan, sec, csc, cot, asin, acos, atan
    case sinh, cosh, tanh, sech, csch, coth, log1p, expm1
    case asinh, acosh, atanh, erf, erfc, gamma, lgamma
  }

  var steps: [Step]
  /// The defined functions the steps call (shared by every program of a compilation).
  var definitions: [[Step]]
  /// Whether trigonometric functions take and give degrees.
  var degrees: Bool
}

extension PlotProgram {
  /// Whether the program (or a definition it calls) takes a trigonometric function.
  var usesTrigonometry: Bool {
    ([steps] + definitions).contains { steps in
      steps.contains { step in
        if case .unary(let f) = step { return [.sin, .cos, .tan, .sec, .csc, .cot].contains(f) }
        return false
      }
    }
  }
}

extension PlotProgram.Unary {
  /// The unary kernels by calc's canonical function name.
  static let byName: [String: PlotProgram.Unary] = [
    "sqrt": .sqrt, "cbrt": .cbrt, "abs": .abs, "floor": .floor, "ceil": .ceil, "round": .round,
    "trunc": .trunc, "sign": .sign, "exp": .exp, "ln": .ln, "log10": .log10, "log2": .log2, "log": .log10,
    "sin": .sin, "cos": .cos, "tan": .tan, "sec": .sec, "csc": .csc, "cot": .cot, "asin": .asin,
    "acos": .acos, "atan": .atan, "sinh": .sinh, "cosh": .cosh, "tanh": .tanh,
    "sech": .sech, "csch": .csch, "coth": .coth, "log1p": .log1p, "expm1": .expm1,
    "asinh": .asinh, "acosh": .acosh, "atanh": .atanh, "erf": .erf, "erfc": .erfc, "gamma": .gamma, "lgamma": .lgamma,
  ]
}
