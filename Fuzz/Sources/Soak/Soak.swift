import CalcKit

#if canImport(Glibc)
  import Glibc
#endif

/// Evaluates a million random expressions in one session and checks that memory stays
/// flat: `Soak [count] [seed]` (defaults 1,000,000 and 42).
///
/// The expressions mix exact arithmetic, functions, percentages, assignments to a few
/// names, `ans`, and inputs that fail (syntax, unknown names, division by zero, domain,
/// too large). Every 100,000 it prints the resident set size (from /proc/self/statm);
/// after the first sample (the warm-up) it may grow by at most `allowedGrowth` bytes.
/// Exits with 1 when it grows more, or when a shown value (every 1,000th) does not read
/// back. `SOAK_SHOW=indeterminate` (any kind, or `value`) prints the inputs with that outcome.
@main
struct Soak {
  static let allowedGrowth = 4 << 20
  static let sampleEvery = 100_000

  static func main() {
    let arguments = CommandLine.arguments
    let count = arguments.count > 1 ? Int(arguments[1]) ?? 1_000_000 : 1_000_000
    let seed = arguments.count > 2 ? UInt64(arguments[2]) ?? 42 : 42
    var generator = ExpressionGenerator(seed: seed)
    var calculator = Calculator()
    let display = (try? DisplayFormat(width: 16)) ?? (try? DisplayFormat(width: 20))
    var outcomes: [String: Int] = [:]
    var characters = 0
    var baseline: Int?
    var failed = false
    // SOAK_SHOW=kind prints the inputs that end with that error kind (or `value`).
    let show = getenv("SOAK_SHOW").map { String(cString: $0) }
    let start = now()
    print("soak: \(count) expressions, seed \(seed), RSS sampled every \(sampleEvery)")
    for index in 1...max(count, 1) {
      let source = generator.expression()
      do {
        let value = try calculator.execute(source)
        let text = calculator.format(value)
        characters += text.utf8.count + (display?.string(for: value).utf8.count ?? 0)
        outcomes["value", default: 0] += 1
        if show == "value" { print("value: \(source) = \(text)") }
        if index % 1_000 == 0, (try? Calculator(precision: calculator.precision).evaluate(text)) == nil {
          print("soak: '\(text)' (from \(source)) does not read back")
          failed = true
        }
      } catch {
        characters += error.rendered(source: source).utf8.count
        outcomes[error.kind.rawValue, default: 0] += 1
        if show == error.kind.rawValue { print("\(error.kind.rawValue): \(source): \(error.message)") }
      }
      if index % sampleEvery == 0 {
        let rss = residentBytes()
        let seconds = Double(now() - start) / 1e9
        let growth = baseline.map { rss - $0 } ?? 0
        print(
          "soak: \(index) expressions, \(format(seconds)) s, RSS \(rss / 1024) KiB"
            + (baseline == nil ? " (baseline after warm-up)" : ", growth \(growth / 1024) KiB"))
        fflush(nil)  // every stream: Swift 6 will not touch the `stdout` global
        if baseline == nil { baseline = rss }
        if growth > allowedGrowth {
          print("soak: FAILED: memory grew by \(growth / 1024) KiB (> \(allowedGrowth / 1024) KiB)")
          failed = true
        }
      }
    }
    let seconds = Double(now() - start) / 1e9
    let rate = Double(count) / seconds
    print("soak: \(count) expressions in \(format(seconds)) s (\(Int(rate)) per second), \(characters) characters out")
    print("soak: outcomes " + outcomes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
    print(failed ? "soak: FAILED" : "soak: passed")
    exit(failed ? 1 : 0)
  }

  /// Resident memory in bytes: the second field of /proc/self/statm, in pages.
  static func residentBytes() -> Int {
    guard let file = fopen("/proc/self/statm", "r") else { return 0 }
    defer { fclose(file) }
    var size = 0
    var resident = 0
    guard fscanf_two(file, &size, &resident) else { return 0 }
    return resident * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  static func fscanf_two(_ file: UnsafeMutablePointer<FILE>, _ a: inout Int, _ b: inout Int) -> Bool {
    var buffer = [CChar](repeating: 0, count: 256)
    guard fgets(&buffer, Int32(buffer.count), file) != nil else { return false }
    let fields = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      .split(separator: " ")
    guard fields.count >= 2, let first = Int(fields[0]), let second = Int(fields[1]) else { return false }
    (a, b) = (first, second)
    return true
  }

  static func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }

  static func format(_ seconds: Double) -> String {
    let tenths = Int((seconds * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }
}

/// Random expressions from the calc grammar, deterministic for a seed (SplitMix64).
struct ExpressionGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

  mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

  static let names = ["a", "b", "rate", "total", "x1"]
  static let unary = [
    "sqrt", "cbrt", "abs", "round", "floor", "ceil", "trunc", "ln", "log10", "log2", "log", "exp",
    "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh",
    "fract", "sign",
  ]
  static let failing = [
    "1/0", "1/(2-2)", "0^-1", "sqrt(-1)", "ln(0)", "(-1)!", "(-8)^0.5", "9^9^9^9", "2^70000",
    "1e999999999", "20000!", "exp(50000)", "foo*2", "sqr(2)", "sqrt(2, 3)", "1+*2", "(1+2", "(1+2))",
    "2 3", "1 # 2", "1__0", "pi = 3", "sqrt + 1", "5 of 3", "floor(sqrt(2)^2)", "asin(2)", "tan(90)",
  ]

  /// One line: mostly a plain expression, sometimes an assignment, a known failure, or a
  /// valid expression with a character broken.
  mutating func expression() -> String {
    switch below(20) {
    case 0: return pick(Self.failing)
    case 1: return "\(pick(Self.names)) = \(term(depth: 2))"
    case 2:
      var bytes = Array(term(depth: 3).utf8)
      bytes[below(bytes.count)] = pick(Array("+*/^)(,.%!e_ #".utf8))
      return String(decoding: bytes, as: UTF8.self)
    default: return term(depth: 3)
    }
  }

  mutating func term(depth: Int) -> String {
    if depth == 0 { return atom() }
    switch below(12) {
    case 0, 1, 2: return atom()
    case 3: return "\(term(depth: depth - 1)) + \(term(depth: depth - 1))"
    case 4: return "\(term(depth: depth - 1)) - \(term(depth: depth - 1))"
    case 5: return "\(term(depth: depth - 1))*\(term(depth: depth - 1))"
    case 6: return "\(term(depth: depth - 1))/\(term(depth: depth - 1))"
    case 7: return "(\(term(depth: depth - 1)))^\(below(7) - 2)"
    case 8: return "\(term(depth: depth - 1)) mod \(atom())"
    case 9: return "\(pick(Self.unary))(\(term(depth: depth - 1)))"
    case 10: return "\(atom()) \(pick(["+", "-", "*", "/"])) \(below(100))%"
    default:
      return "\(pick(["min", "max"]))(\(term(depth: depth - 1)), \(term(depth: depth - 1)))"
    }
  }

  mutating func atom() -> String {
    switch below(14) {
    case 0, 1, 2, 3: return "\(below(1_000))"
    case 4, 5: return "\(below(10_000)).\(below(100))"
    case 6: return "\(below(100))e\(below(40) - 20)"
    case 7: return "(-\(below(50)))"
    case 8: return "\(below(15))!"
    case 9: return pick(["pi", "e", "ans"])
    case 10: return pick(Self.names)
    case 11: return "\(below(1_000_000_000))\(below(1_000_000_000))"
    case 12: return "1/\(below(97) + 1)"
    default: return "0.\(below(1_000))"
    }
  }
}
