extension PlotProgram {
  /// The enclosure of the program over `argument`: every value it takes there, whether it
  /// is defined throughout, and whether it is provably continuous there.
  func enclosure(over argument: Interval) throws(CalcError) -> Enclosure {
    try run(steps, argument: Enclosure(argument))
  }

  private func run(_ steps: [Step], argument: Enclosure) throws(CalcError) -> Enclosure {
    var stack: [Enclosure] = []
    stack.reserveCapacity(8)
    for step in steps {
      switch step {
      case .constant(let interval): stack.append(Enclosure(interval))
      case .argument: stack.append(argument)
      case .call(let index):
        guard let x = stack.popLast(), index < definitions.count else { return .nowhere }
        stack.append(try run(definitions[index], argument: x))
      case .negate, .scale, .integerPower, .rationalPower, .unary:
        guard let x = stack.popLast() else { return .nowhere }
        stack.append(apply(step, to: x))
      case .add, .subtract, .multiply, .divide, .minimum, .maximum, .logarithmBase, .power:
        guard let b = stack.popLast(), let a = stack.popLast() else { return .nowhere }
        stack.append(try apply(step, a, b))
      }
    }
    return stack.last ?? .nowhere
  }

  private func apply(_ step: Step, to x: Enclosure) -> Enclosure {
    switch step {
    case .negate:
      var negated = x.map { Enclosure(-$0) }
      negated.gap = x.gap.map { -$0 }
      return negated
    case .scale(let factor): return x.map { Enclosure($0 * factor) }
    case .integerPower(let n): return x.map { $0.power(n) }
    case .rationalPower(let p, let q):
      return x.map { $0.root(q) }.map { $0.power(p) }
    case .unary(let f): return x.map { unary(f, $0) }
    default: return x
    }
  }

  private func apply(_ step: Step, _ a: Enclosure, _ b: Enclosure) throws(CalcError) -> Enclosure {
    switch step {
    case .add: return PlotProgram.carry(a.combine(b) { Enclosure($0 + $1) }, a, b, product: false)
    case .subtract:
      var negated = b.map { Enclosure(-$0) }
      negated.gap = b.gap.map { -$0 }
      return PlotProgram.carry(a.combine(b) { Enclosure($0 - $1) }, a, negated, product: false)
    case .multiply: return PlotProgram.carry(a.combine(b) { Enclosure($0 * $1) }, a, b, product: true)
    case .divide: return a.combine(b) { $0.divided(by: $1) }
    case .minimum:
      return a.combine(b) { Enclosure(Interval(Swift.min($0.lower, $1.lower), Swift.min($0.upper, $1.upper))) }
    case .maximum:
      return a.combine(b) { Enclosure(Interval(Swift.max($0.lower, $1.lower), Swift.max($0.upper, $1.upper))) }
    case .logarithmBase:
      // log(x, b) = ln x / ln b.
      return a.map { $0.logarithm() }.combine(b.map { $0.logarithm() }) { $0.divided(by: $1) }
    case .power(let range):
      guard let base = a.range, let exponent = b.range else { return .nowhere }
      if base.lower < 0 && base.upper > 0 || base.upper < 0 {
        // A negative base: only a fixed whole exponent is plain (an odd root was compiled
        // as a rational power).
        if exponent.lower == exponent.upper, exponent.lower.rounded() == exponent.lower, abs(exponent.lower) < 0x1p40 {
          return a.map { $0.power(Int(exponent.lower)) }
        }
        throw Message.plotVaryingPowerOfNegative(at: range)
      }
      return a.combine(b) { $0.power($1) }
    default: return a
    }
  }

  /// One-argument kernels, with degrees taken and given when the calculator works in them.
  private func unary(_ f: Unary, _ x: Interval) -> Enclosure {
    let angle = degrees ? x * .degree : x
    func inverse(_ e: Enclosure) -> Enclosure { degrees ? e.map { Enclosure($0 * .radian) } : e }
    switch f {
    case .sqrt: return x.squareRoot()
    case .cbrt: return x.root(3)
    case .abs: return Enclosure(x.magnitude())
    case .floor: return x.floor()
    case .ceil: return x.ceiling()
    case .round: return x.roundedToNearest()
    case .trunc: return x.truncated()
    case .sign: return x.sign()
    case .exp: return Enclosure(x.exponential())
    case .ln: return x.logarithm()
    case .log10: return x.logarithm().map { $0.divided(by: PlotProgram.ln10) }
    case .log2: return x.logarithm().map { $0.divided(by: PlotProgram.ln2) }
    case .sin: return Enclosure(angle.sine())
    case .cos: return Enclosure(angle.cosine())
    case .tan: return angle.tangent()
    case .sec: return Interval(1).divided(by: angle.cosine())
    case .csc: return Interval(1).divided(by: angle.sine())
    case .cot: return PlotProgram.cotangent(angle)
    case .asin: return inverse(x.arcsine())
    case .acos: return inverse(x.arccosine())
    case .atan: return inverse(Enclosure(x.arctangent()))
    case .sinh: return Enclosure(x.hyperbolicSine())
    case .cosh: return Enclosure(x.hyperbolicCosine())
    case .tanh: return Enclosure(x.hyperbolicTangent())
    case .sech: return Interval(1).divided(by: x.hyperbolicCosine())
    case .csch: return Interval(1).divided(by: x.hyperbolicSine())
    case .coth: return Interval(1).divided(by: x.hyperbolicTangent())
    // ln(1 + x) and e^x − 1 in interval arithmetic (outward rounded): within a pixel, the
    // accuracy a plot asks, though not near 0 relative to the value as log1p and expm1 are.
    case .log1p: return (Interval(1) + x).logarithm()
    case .expm1: return Enclosure(x.exponential() - Interval(1))
    case .asinh: return Enclosure(x.inverseHyperbolicSine())
    case .acosh: return x.inverseHyperbolicCosine()
    case .atanh: return x.inverseHyperbolicTangent()
    case .erf: return Enclosure(x.errorFunction())
    case .erfc: return Enclosure(x.complementaryErrorFunction())
    case .gamma: return x.gamma()
    case .lgamma: return x.logGamma()
    }
  }

  /// `result` (a + b or a · b) with the gap of one operand carried when the other has none.
  static func carry(_ result: Enclosure, _ a: Enclosure, _ b: Enclosure, product: Bool) -> Enclosure {
    guard let left = a.range, let right = b.range else { return result }
    var carried = result
    let operation: (Double, Double) -> Double = product ? { $0 * $1 } : { $0 + $1 }
    if a.gap != nil, b.gap == nil {
      carried.gap = a.carriedGap(through: operation, by: right, product: product)
    } else if b.gap != nil, a.gap == nil {
      carried.gap = b.carriedGap(through: operation, by: left, product: product)
    }
    return carried
  }

  /// cot x = cos x / sin x: poles where sin x = 0, zeros where cos x = 0 (tan's poles).
  static func cotangent(_ x: Interval) -> Enclosure {
    x.cosine().divided(by: x.sine())
  }

  static let ln10 = Interval(2.302585092994046.nextDown, 2.302585092994046.nextUp)
  static let ln2 = Interval(0.6931471805599453.nextDown, 0.6931471805599453.nextUp)
}
