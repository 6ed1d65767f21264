import CMalloc
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
///
/// The sample is taken after `malloc_trim(0)`, which hands malloc's free pages back to the
/// system, so it counts what the program holds, not what the allocator keeps for later.
/// Without it, RSS grew 5.6 MiB by 900,000 expressions and 10.1 MiB by 1,500,000 (seed
/// 42), in steps, while the bytes in use stayed at 376–522 KiB: glibc serves a block
/// over 128 KiB (big-number temporaries) with mmap, and when one is freed it raises that
/// threshold to the block's size (up to 32 MiB), so later blocks of that size come from the
/// heap and stay there, free, when released (its trim threshold rises with it).
/// `GLIBC_TUNABLES=glibc.malloc.mmap_threshold=131072`, which fixes the threshold, kept the
/// untrimmed RSS within 620 KiB too. A cache or a leak is memory in use, which no trim
/// gives back: it still fails the check. Each sample also prints the heap's bytes in use
/// and free before the trim (glibc's `mallinfo2`) and the RSS's anonymous and file-backed
/// parts (/proc/self/status).
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
        let heap = heapInUse().map { ", heap \($0.inUse / 1024) KiB in use, \($0.free / 1024) KiB free" } ?? ""
        // Give malloc's free pages back first, so RSS counts what the program holds (see
        // the type's comment).
        releaseFreeMemory()
        let rss = residentBytes()
        let seconds = Double(now() - start) / 1e9
        let growth = baseline.map { rss - $0 } ?? 0
        let parts = residentParts().map { " (anonymous \($0.anonymous / 1024) KiB, file \($0.file / 1024) KiB)" } ?? ""
        print(
          "soak: \(index) expressions, \(format(seconds)) s, RSS \(rss / 1024) KiB\(parts) after trim\(heap) before"
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

  /// Resident memory by kind, from /proc/self/status: anonymous (the heap, the stacks: what
  /// the program holds) and file-backed (the pages of the binary and its libraries read so
  /// far: code and read-only data such as ICU's tables, shared and dropped by the kernel
  /// at will).
  static func residentParts() -> (anonymous: Int, file: Int)? {
    guard let file = fopen("/proc/self/status", "r") else { return nil }
    defer { fclose(file) }
    var anonymous: Int?
    var mapped: Int?
    var buffer = [CChar](repeating: 0, count: 512)
    while fgets(&buffer, Int32(buffer.count), file) != nil {
      let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
      guard fields.count >= 2, let kilobytes = Int(fields[1]) else { continue }
      if fields[0] == "RssAnon:" { anonymous = kilobytes * 1024 }
      if fields[0] == "RssFile:" { mapped = kilobytes * 1024 }
    }
    guard let anonymous, let mapped else { return nil }
    return (anonymous, mapped)
  }

  /// Returns malloc's free pages to the system (glibc's `malloc_trim`); elsewhere nothing.
  static func releaseFreeMemory() {
    #if canImport(Glibc)
      _ = malloc_trim(0)
    #endif
  }

  /// What malloc holds for the program (bytes in use, in chunks and mmapped blocks) and
  /// what it keeps free inside its arenas: glibc's `mallinfo2`. Where RSS grows and the
  /// bytes in use do not, the growth is the allocator's, not a cache's.
  static func heapInUse() -> (inUse: Int, free: Int)? {
    #if canImport(Glibc)
      let info = mallinfo2()
      return (Int(info.uordblks + info.hblkhd), Int(info.fordblks))
    #else
      return nil
    #endif
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
