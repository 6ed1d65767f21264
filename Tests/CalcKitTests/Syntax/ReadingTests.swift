import CalcKit
import Testing

/// How an expression was read (``ParsedExpression/bracketedReading`` and
/// ``ParsedExpression/readingRules``, the session's `:explain`).
@Suite("How a line was read")
struct ReadingTests {
  /// Grammar.md's "Precedence and associativity" states these readings in words; the
  /// bracketed form must say the same.
  @Test(
    "The readings Grammar.md states are the bracketed forms",
    arguments: [
      ("1/2x", "(1/(2·x))"), ("2^3^2", "(2^(3^2))"), ("-2^2", "(-(2^2))"), ("10-4-3", "((10-4)-3)"),
      ("64/4/2", "((64/4)/2)"), ("2^3!", "(2^(3!))"), ("4/3 pi r^3", "((4/3)·(pi·(r^3)))"),
      ("2^-1", "(2^(-1))"), ("3!^2", "((3!)^2)"), ("Σ(k^2, k, 1, 100)", "Σ((k^2), k, 1, 100)"),
      ("sumover(2k, k, 1, 9)", "sumover((2·k), k, 1, 9)"),
    ])
  func statedReadings(input: String, reading: String) throws {
    #expect(try ParsedExpression(input).bracketedReading == reading)
  }

  @Test("Each rule is named once, only where it decided something")
  func rules() throws {
    #expect(try ParsedExpression("2+3").readingRules.isEmpty)
    let implicit = try ParsedExpression("1/2x").readingRules
    #expect(implicit.count == 1 && implicit[0].contains("implicit multiplication"))
    #expect(try ParsedExpression("2^3^2").readingRules == ["^ groups from the right: 2^3^2 is 2^(3^2)"])
    #expect(try ParsedExpression("-2^2").readingRules.contains { $0.contains("sign to the left of a power") })
    #expect(try ParsedExpression("$5 + 3 EUR").readingRules.isEmpty)
  }

  /// Random expressions of numbers, the operators and implicit products: the bracketed
  /// reading, parsed and evaluated again, is the same value (or the same error kind). The
  /// brackets must not change the meaning; only show it.
  @Test("A bracketed reading evaluates to the value of what was typed", arguments: 0..<4)
  func roundTrip(seed: Int) throws {
    var generator = SplitMix(seed: UInt64(seed) &+ 35)
    let calculator = Calculator()
    var checked = 0
    for _ in 0..<150 {
      let input = Self.expression(depth: 3, &generator)
      guard let parsed = try? ParsedExpression(input) else { continue }
      let reading = parsed.bracketedReading
      let original = Result { () throws(CalcError) in try calculator.evaluate(input) }
      let again = Result { () throws(CalcError) in try calculator.evaluate(reading) }
      switch (original, again) {
      case (.success(let a), .success(let b)):
        #expect(a == b || calculator.format(a) == calculator.format(b), "\(input) read as \(reading)")
      case (.failure(let a), .failure(let b)):
        #expect(a.kind == b.kind, "\(input) read as \(reading): \(a.message) / \(b.message)")
      default:
        #expect(Bool(false), "\(input) read as \(reading): \(original) / \(again)")
      }
      checked += 1
    }
    #expect(checked > 100)
  }

  private static func expression(depth: Int, _ g: inout SplitMix) -> String {
    let numbers = ["2", "3", "0.5", "7", "10", "1.25", "4", "pi"]
    if depth == 0 || g.next() % 4 == 0 {
      let number = numbers[Int(g.next() % UInt64(numbers.count))]
      switch g.next() % 6 {
      case 0: return "-" + number
      case 1: return number + "!"
      case 2: return number + "%"
      default: return number
      }
    }
    let left = expression(depth: depth - 1, &g)
    let right = expression(depth: depth - 1, &g)
    switch g.next() % 9 {
    case 0: return "\(left)+\(right)"
    case 1: return "\(left) - \(right)"
    case 2: return "\(left)*\(right)"
    case 3: return "\(left)/\(right)"
    case 4: return "\(left)^\(right.hasPrefix("-") ? "2" : String(right.prefix(1)))"
    case 5: return "\(left)(\(right))"
    case 6: return "(\(left))\(right.first?.isNumber == true ? " " : "")\(right)"
    case 7: return "-\(left.hasPrefix("-") ? "(\(left))" : left)"
    default: return "sqrt(\(left))"
    }
  }
}

/// A small deterministic generator (SplitMix64), so a failing case can be replayed.
struct SplitMix {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
