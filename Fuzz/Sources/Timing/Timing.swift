import CalcKit

#if canImport(Glibc)
  import Glibc
#endif

/// Times lines of calc as one command each, as `calc --precision P` would evaluate and
/// print them (one session: a line may define a function a later one calls), without the fuzzer's extra renderings: `Timing [precision] < lines` prints
/// each line's milliseconds (CPU time of this thread), its value's first 60 characters or
/// its error, and exits with 1 when any line took more than `TIMING_LIMIT_MS` (default
/// 2,000). It checks the must-show inputs of issue 42 and hostile arguments of the
/// functions on a release build that shares the Fuzz package's build of CalcKit.
@main
struct Timing {
  static func main() {
    let arguments = CommandLine.arguments.dropFirst()
    let precision = arguments.first.flatMap { Int($0) } ?? 38
    let limit = Int(getenv("TIMING_LIMIT_MS").map { String(cString: $0) } ?? "") ?? 2_000
    var slow = false
    // One session for all lines, so a line may define a function that a later one calls.
    var calculator = Calculator(precision: precision, rounding: .halfEven, angleUnit: .radians)
    while let line = readLine(strippingNewline: true) {
      if line.isEmpty || line.hasPrefix("#") { continue }
      let start = cpu()
      let outcome: String
      do {
        let value = try calculator.execute(line)
        outcome = "= " + value.decimalString(precision: precision, rounding: .halfEven)
      } catch {
        outcome = "error \(error.kind.rawValue): \(error.message)"
      }
      let milliseconds = (cpu() - start) / 1_000_000
      if milliseconds > limit { slow = true }
      let shown = line.count > 50 ? String(line.prefix(47)) + "..." : line
      print("\(milliseconds) ms\t\(shown)\t\(outcome.prefix(80))")
    }
    exit(slow ? 1 : 0)
  }

  static func cpu() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }
}
