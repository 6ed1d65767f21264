/// Plain arithmetic read straight from the bytes: the nodes ``Parser`` makes for a line of
/// decimal literals, `+ - * / ^`, signs and parentheses, made in one loop by operator
/// precedence, without the lexer's tokens and the parser's nine levels of productions for
/// each operand.
///
/// It accepts only what it reads exactly as the parser does, and gives up (nil) on
/// anything else, which the parser then reads: any byte outside ASCII, a name, a literal
/// that is not plain (more than 18 digits, an exponent, `_`, a based or recurring one),
/// `**`, `//`, `%`, `!`, comparisons and bitwise operators, an implicit product (an operand
/// after an operand: `2(3)`, `2 3`, `2 1/3`), an empty or unclosed parenthesis, more than
/// ``maximumDepth`` levels of nesting, and every error. Where it gives an answer, the
/// nodes, their ranges included, are the parser's: a debug build checks each one against
/// the parser (``ParsedExpression/init(_:syntax:)``).
///
/// The grammar it reads is the parser's for these tokens (Grammar.md): `+ -` below `* /`,
/// both left-associative; then a sign, which applies to a power (`-2^2` is -(2^2)); then
/// `^`, right-associative, whose exponent may carry signs (`2^-3^2` is 2^(-(3^2))). A
/// node's range is its operands' together (a sign's with the sign), and a parenthesised
/// value's node stands for its parentheses too.
///
/// A batch of everyday arithmetic spends most of its time reading lines; this reads the
/// common ones in a fraction of the instructions.
struct PlainArithmetic {
  /// The most levels of nesting read here (`(`, a sign, `^`, counted where ``Parser`` counts
  /// them); a deeper input is left to the parser and its rules for the stack.
  static let maximumDepth = 16

  /// The longest input read here, in bytes.
  static let maximumLength = 4096

  /// The most operators and operands waiting at once: a level of parentheses holds at
  /// most a `+ -` and a `* /` besides what ``maximumDepth`` counts.
  static let maximumPending = 64

  /// An operator waiting for its right operand, and where it was written.
  private struct Pending {
    var kind: Kind
    var at: Int

    enum Kind: UInt8 {
      case open, negate, plus, power, multiply, divide, add, subtract

      /// How tightly it binds: an operator arriving takes the waiting ones that bind at
      /// least as tightly (more tightly, for the right-associative `^`) as operands.
      var precedence: Int {
        switch self {
        case .open: return 0
        case .add, .subtract: return 1
        case .multiply, .divide: return 2
        case .negate, .plus: return 3
        case .power: return 4
        }
      }
    }
  }

  /// The nodes of `source` when it is plain arithmetic, else nil.
  static func nodes(of source: String) -> [Node]? {
    var source = source
    return source.withUTF8 { bytes -> [Node]? in
      guard !bytes.isEmpty, bytes.count <= maximumLength else { return nil }
      return withUnsafeTemporaryAllocation(of: Pending.self, capacity: maximumPending) { operators in
        withUnsafeTemporaryAllocation(of: SourceRange.self, capacity: maximumPending) { operands in
          guard let operators = operators.baseAddress, let operands = operands.baseAddress else { return nil }
          return read(bytes, operators: operators, operands: operands)
        }
      }
    }
  }

  /// The nodes of `bytes`, with the two stacks (``maximumPending`` entries each) to work in.
  private static func read(
    _ bytes: UnsafeBufferPointer<UInt8>, operators: UnsafeMutablePointer<Pending>,
    operands: UnsafeMutablePointer<SourceRange>
  ) -> [Node]? {
    var nodes: [Node] = []
    nodes.reserveCapacity(min(bytes.count, 1024))
    var operatorCount = 0
    var operandCount = 0
    var depth = 0
    var offset = 0
    var expectsOperand = true

    /// Makes the top operator's node from its operands (a `+` sign makes none).
    func reduce() {
      operatorCount -= 1
      let pending = operators[operatorCount]
      let operation: Node.Operation
      switch pending.kind {
      case .negate, .plus:
        depth -= 1
        let range = SourceRange(pending.at, pending.at + 1).union(operands[operandCount - 1])
        operands[operandCount - 1] = range
        if pending.kind == .negate { nodes.append(Node(operation: .negate, range: range)) }
        return
      case .power:
        depth -= 1
        operation = .power
      case .multiply: operation = .multiply
      case .divide: operation = .divide
      case .add: operation = .add
      case .subtract: operation = .subtract
      case .open: return
      }
      operandCount -= 1
      let range = operands[operandCount - 1].union(operands[operandCount])
      operands[operandCount - 1] = range
      nodes.append(Node(operation: operation, range: range))
    }

    /// Makes the nodes of the waiting operators that bind at least `precedence` tightly.
    func reduce(down precedence: Int) {
      while operatorCount > 0, operators[operatorCount - 1].kind.precedence >= precedence { reduce() }
    }

    /// Adds a waiting operator; false when there are too many or they nest too deeply.
    func push(_ kind: Pending.Kind, nests: Bool) -> Bool {
      guard operatorCount < maximumPending else { return false }
      if nests {
        depth += 1
        if depth > maximumDepth { return false }
      }
      operators[operatorCount] = Pending(kind: kind, at: offset)
      operatorCount += 1
      offset += 1
      return true
    }

    while true {
      while offset < bytes.count, isSpace(bytes[offset]) { offset += 1 }
      guard offset < bytes.count else { break }
      let byte = bytes[offset]
      if expectsOperand {
        switch byte {
        case UInt8(ascii: "-"): guard push(.negate, nests: true) else { return nil }
        case UInt8(ascii: "+"): guard push(.plus, nests: true) else { return nil }
        case UInt8(ascii: "("): guard push(.open, nests: true) else { return nil }
        default:
          guard operandCount < maximumPending, let range = number(bytes, &offset, &nodes) else { return nil }
          operands[operandCount] = range
          operandCount += 1
          expectsOperand = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "+"), UInt8(ascii: "-"):
        reduce(down: 1)
        guard push(byte == UInt8(ascii: "+") ? .add : .subtract, nests: false) else { return nil }
      case UInt8(ascii: "*"), UInt8(ascii: "/"):
        // `**` is a power and `//` a floor division: the parser's.
        if offset + 1 < bytes.count, bytes[offset + 1] == byte { return nil }
        reduce(down: 2)
        guard push(byte == UInt8(ascii: "*") ? .multiply : .divide, nests: false) else { return nil }
      case UInt8(ascii: "^"):
        // Right-associative: nothing waiting binds more tightly than `^`.
        guard push(.power, nests: true) else { return nil }
      case UInt8(ascii: ")"):
        reduce(down: 1)
        guard operatorCount > 0, operators[operatorCount - 1].kind == .open else { return nil }
        operatorCount -= 1
        depth -= 1
        // As the parser does: the value's node stands for the parentheses too.
        let range = SourceRange(operators[operatorCount].at, offset + 1)
        nodes[nodes.count - 1].range = range
        operands[operandCount - 1] = range
        offset += 1
        continue
      default:
        // A postfix operator, an implicit product, a name, a comparison: the parser's.
        return nil
      }
      expectsOperand = true
    }
    guard !expectsOperand else { return nil }
    reduce(down: 1)
    guard operatorCount == 0, operandCount == 1 else { return nil }
    return nodes
  }

  /// Space, tab, line feed or carriage return: what the lexer skips between ASCII tokens.
  @inline(__always)
  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte &- UInt8(ascii: "\t") < 2 || byte == UInt8(ascii: "\r")
  }

  /// A plain decimal literal at `offset`, `123`, `4.56`, `.5` or `7.` with at most 18
  /// digits, read as the lexer's `plainNumber` reads it, appended to `nodes`; nil for
  /// anything else. (What may follow it is checked by ``read(_:operators:operands:)``:
  /// only a space, an operator or `)`.)
  @inline(__always)
  private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: inout Int, _ nodes: inout [Node])
    -> SourceRange?
  {
    let start = offset
    var at = offset
    var mantissa = 0
    var digitCount = 0
    var pointAt = -1
    while at < bytes.count {
      let byte = bytes[at]
      if byte &- UInt8(ascii: "0") < 10 {
        mantissa = mantissa &* 10 &+ Int(byte &- UInt8(ascii: "0"))
        digitCount += 1
      } else if byte == UInt8(ascii: "."), pointAt < 0 {
        pointAt = at
      } else {
        break
      }
      at += 1
    }
    guard digitCount > 0, digitCount <= 18 else { return nil }
    offset = at
    // Every byte after the point is a digit.
    let fractionDigits = pointAt < 0 ? 0 : at - pointAt - 1
    let value = fractionDigits == 0 ? Rational(mantissa) : Rational.decimal(mantissa, fractionDigits)
    guard case .small(let numerator, let denominator) = value.storage else { return nil }
    let range = SourceRange(start, at)
    nodes.append(Node(operation: .number(numerator, denominator), range: range))
    return range
  }
}
