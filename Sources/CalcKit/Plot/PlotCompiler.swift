import BigInt

/// Compiles parsed expressions into ``PlotProgram``s for one plot variable.
struct PlotCompiler {
  let calculator: Calculator
  let variable: String
  var definitions: [[PlotProgram.Step]] = []
  var definitionIndices: [String: Int] = [:]
  /// The definitions being compiled, to refuse recursion.
  var compiling: Set<String> = []

  init(calculator: Calculator, variable: String) {
    self.calculator = calculator
    self.variable = variable
  }

  /// A fragment of the program: its steps, and whether it depends on the variable (else it
  /// is evaluated as a whole by the calculator when a dependent part uses it).
  private struct Part {
    var steps: [PlotProgram.Step]
    var dependent: Bool
    var range: SourceRange
  }

  /// The program of `expression` (the plot variable free in it).
  mutating func program(for expression: ParsedExpression) throws(CalcError) -> PlotProgram {
    let steps = try compile(expression, parameterIsArgument: false)
    return PlotProgram(steps: steps, definitions: definitions, degrees: calculator.angleUnit == .degrees)
  }

  /// The program that calls the defined function `name` on the variable.
  mutating func program(callingDefinition name: String, at range: SourceRange) throws(CalcError) -> PlotProgram {
    let index = try definitionIndex(name, at: range)
    return PlotProgram(steps: [.argument, .call(index)], definitions: definitions, degrees: calculator.angleUnit == .degrees)
  }

  private mutating func definitionIndex(_ name: String, at range: SourceRange) throws(CalcError) -> Int {
    if let index = definitionIndices[name] { return index }
    guard let definition = calculator.definitions.first(where: { $0.name == name }), definition.parameters.count == 1,
      !compiling.contains(name)
    else { throw Message.plotDefinition(name, at: range) }
    compiling.insert(name)
    defer { compiling.remove(name) }
    let steps = try compile(definition.body, parameterIsArgument: true)
    definitions.append(steps)
    definitionIndices[name] = definitions.count - 1
    return definitions.count - 1
  }

  /// The value of an independent part, by the calculator.
  private func constant(_ part: Part, in expression: ParsedExpression, outer: SourceRange?) throws(CalcError) -> Interval {
    let utf8 = Array(expression.source.utf8)
    let low = max(0, min(part.range.lowerBound, utf8.count))
    let high = max(low, min(part.range.upperBound, utf8.count))
    let text = String(decoding: utf8[low..<high], as: UTF8.self)
    do {
      return Interval(enclosing: try calculator.evaluate(text))
    } catch {
      var located = error
      let base = outer?.lowerBound ?? low
      located.range = outer ?? SourceRange(base + error.range.lowerBound, base + error.range.upperBound)
      throw located
    }
  }

  private func steps(of part: Part, in expression: ParsedExpression, outer: SourceRange?) throws(CalcError) -> [PlotProgram.Step] {
    part.dependent ? part.steps : [.constant(try constant(part, in: expression, outer: outer))]
  }

  /// The exact value of an independent exponent as a small fraction p/q, if it is one.
  private func smallFraction(_ part: Part, in expression: ParsedExpression, outer: SourceRange?) throws(CalcError) -> (Int, Int)? {
    let utf8 = Array(expression.source.utf8)
    let low = max(0, min(part.range.lowerBound, utf8.count))
    let high = max(low, min(part.range.upperBound, utf8.count))
    let text = String(decoding: utf8[low..<high], as: UTF8.self)
    let value: Number
    do { value = try calculator.evaluate(text) } catch { return nil }
    guard let exact = value.exactValue, let p = Int(exactly: exact.numerator), let q = Int(exactly: exact.denominator),
      p.magnitude < 1 << 40, q < 1 << 20
    else { return nil }
    return (p, q)
  }

  /// The steps of `expression`; in a definition's body, parameter 0 is the argument.
  private mutating func compile(_ expression: ParsedExpression, parameterIsArgument: Bool) throws(CalcError) -> [PlotProgram.Step] {
    // In a definition's body, errors point at the whole definition's call site is unknown:
    // ranges refer to the body's own source, so constants' errors keep their own ranges.
    let outer: SourceRange? = parameterIsArgument ? SourceRange(0, 0) : nil
    var stack: [Part] = []
    func unsupported(_ what: String, _ range: SourceRange) -> CalcError {
      Message.plotUnsupported(what, at: parameterIsArgument ? SourceRange(0, 0) : range)
    }
    // A call's arguments, taken off the stack; nil when none depends on x: the call is then
    // an independent part (the calculator's), pushed as one.
    func dependentArguments(_ count: Int, _ range: SourceRange) throws(CalcError) -> [Part]? {
      guard stack.count >= count else { throw unsupported(PlotCompiler.malformed, range) }
      let arguments = Array(stack.suffix(count))
      stack.removeLast(count)
      guard arguments.contains(where: \.dependent) else {
        stack.append(Part(steps: [], dependent: false, range: range))
        return nil
      }
      return arguments
    }
    for node in expression.nodes {
      let range = node.range
      switch node.operation {
      case .number, .bigNumber, .constant:
        stack.append(Part(steps: [], dependent: false, range: range))
      case .variable(let index):
        let name = expression.names[index]
        stack.append(Part(steps: [.argument], dependent: !parameterIsArgument && name == variable, range: range))
      case .parameter(let slot):
        guard parameterIsArgument, slot == 0 else { throw unsupported("a parameter", range) }
        stack.append(Part(steps: [.argument], dependent: true, range: range))
      case .negate, .degrees, .percent, .angleUnit:
        guard let operand = stack.popLast() else { throw unsupported(PlotCompiler.malformed, range) }
        guard operand.dependent else {
          stack.append(Part(steps: [], dependent: false, range: range))
          continue
        }
        var steps = operand.steps
        switch node.operation {
        case .negate: steps.append(.negate)
        case .percent: steps.append(.scale(Interval(0.01.nextDown, 0.01.nextUp)))
        case .degrees: if calculator.angleUnit == .radians { steps.append(.scale(.degree)) }
        case .angleUnit(let radians, _):
          if !radians && calculator.angleUnit == .radians { steps.append(.scale(.degree)) }
          if radians && calculator.angleUnit == .degrees { steps.append(.scale(.radian)) }
        default: break
        }
        stack.append(Part(steps: steps, dependent: true, range: range))
      case .add, .subtract, .multiply, .divide, .power:
        guard let right = stack.popLast(), let left = stack.popLast() else { throw unsupported(PlotCompiler.malformed, range) }
        guard left.dependent || right.dependent else {
          stack.append(Part(steps: [], dependent: false, range: range))
          continue
        }
        var steps: [PlotProgram.Step]
        switch node.operation {
        case .power where !right.dependent:
          steps = left.steps
          if let (p, q) = try smallFraction(right, in: expression, outer: outer) {
            steps.append(q == 1 ? .integerPower(p) : .rationalPower(p: p, q: q))
          } else {
            steps += [.constant(try constant(right, in: expression, outer: outer)), .power(range: range)]
          }
        default:
          steps = try self.steps(of: left, in: expression, outer: outer) + self.steps(of: right, in: expression, outer: outer)
          switch node.operation {
          case .add: steps.append(.add)
          case .subtract: steps.append(.subtract)
          case .multiply: steps.append(.multiply)
          case .divide: steps.append(.divide)
          default: steps.append(.power(range: range))
          }
        }
        stack.append(Part(steps: steps, dependent: true, range: range))
      case .call(let function, let count):
        guard let arguments = try dependentArguments(count, range) else { continue }
        let name = Catalogue.functions[function].canonicalName
        var steps: [PlotProgram.Step] = []
        for argument in arguments { steps += try self.steps(of: argument, in: expression, outer: outer) }
        switch (name, count) {
        case ("min", 2): steps.append(.minimum)
        case ("max", 2): steps.append(.maximum)
        case ("log", 2): steps.append(.logarithmBase)
        case ("pow", 2): steps.append(.power(range: range))
        case (_, 1):
          guard let unary = PlotProgram.Unary.byName[name] else { throw unsupported("'\(Catalogue.functions[function].name)'", range) }
          steps.append(.unary(unary))
        default:
          throw unsupported("'\(Catalogue.functions[function].name)' of \(count) arguments", range)
        }
        stack.append(Part(steps: steps, dependent: true, range: range))
      case .userCall(let nameIndex, let count):
        guard let arguments = try dependentArguments(count, range) else { continue }
        let name = expression.calledNames[nameIndex]
        guard count == 1, let argument = arguments.first else { throw Message.plotDefinition(name, at: range) }
        let index = try definitionIndex(name, at: range)
        stack.append(Part(steps: argument.steps + [.call(index)], dependent: true, range: range))
      default:
        // Conditions, comparisons, bitwise and word operators, sums, factorials, money: an
        // independent part is the calculator's; a dependent one has no interval kernel here.
        let arity: Int
        switch node.operation {
        case .factorial, .doubleFactorial, .bitNot, .logicalNot: arity = 1
        case .addPercent, .subtractPercent, .bitAnd, .bitOr, .bitXor, .shiftLeft, .shiftRight, .compare, .logicalAnd,
          .logicalOr, .word:
          arity = 2
        default:
          throw unsupported("'\(Self.text(of: range, in: expression))'", range)
        }
        guard stack.count >= arity else { throw unsupported(PlotCompiler.malformed, range) }
        let operands = stack.suffix(arity)
        stack.removeLast(arity)
        guard !operands.contains(where: \.dependent) else {
          throw unsupported("'\(Self.text(of: range, in: expression))'", range)
        }
        stack.append(Part(steps: [], dependent: false, range: range))
      }
    }
    guard let root = stack.last, stack.count == 1 else { throw unsupported(PlotCompiler.malformed, SourceRange(0, expression.source.utf8.count)) }
    return try steps(of: root, in: expression, outer: outer)
  }

  /// What an error names when the nodes are not an expression (which the parser never makes).
  static let malformed = "this expression"

  static func text(of range: SourceRange, in expression: ParsedExpression) -> String {
    let utf8 = Array(expression.source.utf8)
    let low = max(0, min(range.lowerBound, utf8.count))
    let high = max(low, min(range.upperBound, utf8.count))
    return String(decoding: utf8[low..<high], as: UTF8.self)
  }
}
