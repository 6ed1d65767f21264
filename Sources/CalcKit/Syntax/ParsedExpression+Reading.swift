/// How an expression was read: every operation in brackets, and the rules of Grammar.md's
/// "Precedence and associativity" that decided it (the session's `:explain`).
extension ParsedExpression {
  /// The expression with every operation bracketed as calc reads it: `1/2x` gives
  /// `(1/(2·x))`, `2^3^2` gives `(2^(3^2))`, `-2^2` gives `(-(2^2))`. Implicit products
  /// are written `·`, operators as they were typed, numbers and names as in the source,
  /// calls with their arguments: `sqrt(2)·pi` gives `(sqrt(2)·pi)`. An assignment,
  /// definition or conversion around the expression is left out: this is the expression.
  public var bracketedReading: String {
    var stack: [(text: String, range: SourceRange)] = []
    let bytes = Array(source.utf8)
    func text(_ range: SourceRange) -> String {
      let lower = max(0, min(range.lowerBound, bytes.count))
      let upper = max(lower, min(range.upperBound, bytes.count))
      return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }
    /// The operator in `range`: its text without the spaces and the brackets around it
    /// (an operand's range may or may not hold the brackets it was written in).
    func symbol(_ range: SourceRange) -> String {
      let isFrame: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "(" || $0 == ")" }
      let written = text(range)
      guard let first = written.firstIndex(where: { !isFrame($0) }), let last = written.lastIndex(where: { !isFrame($0) })
      else { return "" }
      return String(written[first...last])
    }
    /// The operator typed between two operands, or `·` when none was (implicit product).
    func written(between left: SourceRange, _ right: SourceRange) -> String {
      let between = symbol(SourceRange(left.upperBound, max(left.upperBound, right.lowerBound)))
      return between.isEmpty ? "·" : between
    }
    func pop() -> (text: String, range: SourceRange) { stack.popLast() ?? ("", SourceRange(0, 0)) }
    var currencies: Set<Int> = []  // where currency units end: `$5` and `3 EUR` are amounts
    for node in nodes {
      switch node.operation {
      case .number, .bigNumber, .constant, .variable, .parameter, .local:
        stack.append((symbol(node.range), node.range))
      case .rangeStart:
        continue
      case .rangeEnd:
        // Σ(term, k, a, b): the spelling and the variable as typed, the parts as read.
        let term = pop()
        let upper = pop()
        let lower = pop()
        let spelling = symbol(SourceRange(node.range.lowerBound, max(node.range.lowerBound, term.range.lowerBound)))
        let variable = symbol(SourceRange(term.range.upperBound, max(term.range.upperBound, lower.range.lowerBound)))
          .filter { $0 != "," && $0 != " " }
        stack.append(("\(spelling)(\(term.text), \(variable), \(lower.text), \(upper.text))", node.range))
      case .currency:
        currencies.insert(node.range.upperBound)
        stack.append((symbol(node.range), node.range))
      case .call(let index, let count):
        let arguments = (0..<count).map { _ in pop().text }.reversed()
        stack.append(("\(Catalogue.functions[index].name)(\(arguments.joined(separator: ", ")))", node.range))
      case .userCall(let index, let count):
        let arguments = (0..<count).map { _ in pop().text }.reversed()
        stack.append(("\(calledNames[index])(\(arguments.joined(separator: ", ")))", node.range))
      case .negate, .bitNot, .logicalNot:
        let operand = pop()
        let prefix = symbol(SourceRange(node.range.lowerBound, max(node.range.lowerBound, operand.range.lowerBound)))
        let sign = prefix.isEmpty ? "-" : prefix
        let separator = sign.last?.isLetter == true ? " " : ""
        stack.append(("(\(sign)\(separator)\(operand.text))", node.range))
      case .factorial, .doubleFactorial, .degrees, .percent, .angleUnit:
        let operand = pop()
        let suffix = symbol(SourceRange(operand.range.upperBound, max(operand.range.upperBound, node.range.upperBound)))
        let separator = suffix.first?.isLetter == true ? " " : ""
        stack.append(("(\(operand.text)\(separator)\(suffix))", node.range))
      case .branch, .jump:
        continue
      case .conditionalEnd:
        let otherwise = pop()
        let then = pop()
        let condition = pop()
        stack.append(("if(\(condition.text), \(then.text), \(otherwise.text))", node.range))
      default:
        let right = pop()
        let left = pop()
        if case .multiply = node.operation, currencies.contains(left.range.upperBound) || currencies.contains(right.range.upperBound),
          written(between: left.range, right.range) == "·"
        {
          // An amount of money, `$5` or `3 EUR`: as written.
          currencies.insert(node.range.upperBound)
          stack.append(("(\(symbol(node.range)))", node.range))
          continue
        }
        var symbol = written(between: left.range, right.range)
        if case .addPercent = node.operation { symbol = "+" }
        if case .subtractPercent = node.operation { symbol = "-" }
        let spaced = symbol.first?.isLetter == true || symbol.count > 2 ? " \(symbol) " : symbol
        stack.append(("(\(left.text)\(spaced)\(right.text))", node.range))
      }
    }
    return stack.last?.text ?? ""
  }

  /// The rules of Grammar.md's "Precedence and associativity" that decided this
  /// expression's reading, one sentence each, for the constructs it has (empty when
  /// nothing needed deciding: `2+3`).
  public var readingRules: [String] {
    var rules: [String] = []
    func add(_ rule: String) { if !rules.contains(rule) { rules.append(rule) } }
    let bytes = Array(source.utf8)
    var stack: [Node] = []
    for node in nodes {
      switch node.operation {
      case .number, .bigNumber, .constant, .variable, .parameter, .currency, .local:
        stack.append(node)
      case .rangeStart:
        continue
      case .rangeEnd:
        stack.removeLast(min(3, stack.count))
        stack.append(node)
      case .multiply where stack.count >= 2 && (stack[stack.count - 1].isCurrency || stack[stack.count - 2].isCurrency):
        // An amount of money (`$5`, `3 EUR`) is not a product the rules decide.
        let amount = Node(operation: .currency(0), range: node.range)
        stack.removeLast(2)
        stack.append(amount)
      case .call(_, let count), .userCall(_, let count):
        stack.removeLast(min(count, stack.count))
        stack.append(node)
      case .negate:
        if case .power? = stack.last?.operation { add(ReadingRule.signOverPower) }
        stack.removeLast(min(1, stack.count))
        stack.append(node)
      case .bitNot, .logicalNot, .factorial, .doubleFactorial, .degrees, .percent, .angleUnit:
        stack.removeLast(min(1, stack.count))
        stack.append(node)
      case .branch, .jump:
        continue
      case .conditionalEnd:
        stack.removeLast(min(3, stack.count))
        stack.append(node)
        add(ReadingRule.conditional)
      default:
        let right = stack.popLast()
        let left = stack.popLast()
        if let left, let right {
          let between = String(decoding: bytes[min(left.range.upperBound, bytes.count)..<min(max(left.range.upperBound, right.range.lowerBound), bytes.count)], as: UTF8.self)
          let implicit = between.allSatisfy { $0 == " " || $0 == "\t" }
          switch node.operation {
          case .multiply where implicit:
            add(ReadingRule.implicitProduct)
            if case .divide = left.operation { add(ReadingRule.spaceAfterDivisor) }
          case .divide, .multiply, .modulo:
            if case .multiply = right.operation { add(ReadingRule.implicitProduct) }
            if [Node.Operation.divide, .multiply, .modulo].contains(where: { $0.sameKind(as: left.operation) }) {
              add(ReadingRule.productsFromLeft)
            }
          case .add, .subtract:
            if left.operation.sameKind(as: .add) || left.operation.sameKind(as: .subtract) {
              add(ReadingRule.sumsFromLeft)
            }
          case .power:
            if case .power = right.operation { add(ReadingRule.powerFromRight) }
            switch left.operation {
            case .factorial, .doubleFactorial, .percent, .degrees: add(ReadingRule.postfixFirst)
            default: break
            }
            switch right.operation {
            case .factorial, .doubleFactorial, .percent, .degrees: add(ReadingRule.postfixFirst)
            default: break
            }
          case .addPercent, .subtractPercent:
            add(ReadingRule.percentOfBase)
          default:
            break
          }
        }
        stack.append(node)
      }
    }
    return rules
  }
}

/// The sentences ``ParsedExpression/readingRules`` gives, each naming its rule as
/// Grammar.md's "Precedence and associativity" states it.
enum ReadingRule {
  static let implicitProduct =
    "a factor right after another (implicit multiplication) binds tighter than * and /: 1/2x is 1/(2x)"
  static let spaceAfterDivisor =
    "a space after a divisor ends the division: 4/3 pi is (4/3)·pi"
  static let productsFromLeft = "* / and mod group from the left: 64/4/2 is (64/4)/2"
  static let sumsFromLeft = "+ and - group from the left: 10-4-3 is (10-4)-3"
  static let powerFromRight = "^ groups from the right: 2^3^2 is 2^(3^2)"
  static let signOverPower = "a sign to the left of a power applies to the whole power: -2^2 is -(2^2)"
  static let postfixFirst = "postfix ! % ° bind tighter than ^: 2^3! is 2^(3!)"
  static let percentOfBase = "x + y% adds y percent of x: 200 + 10% is 200·(1 + 10/100)"
  static let conditional = "if(c, a, b) evaluates only the branch taken"
}

extension Node {
  /// Whether this node is a currency unit, or an amount of money read from one.
  var isCurrency: Bool {
    if case .currency = operation { return true }
    return false
  }
}

extension Node.Operation {
  /// Whether two operations are the same case, whatever their associated values.
  func sameKind(as other: Node.Operation) -> Bool {
    switch (self, other) {
    case (.add, .add), (.subtract, .subtract), (.multiply, .multiply), (.divide, .divide), (.modulo, .modulo),
      (.power, .power):
      return true
    default:
      return false
    }
  }
}
