import FuzzCase

#if canImport(Glibc)
  import Glibc
#endif

/// Runs saved fuzz inputs without the fuzzer's instrumentation, so the times are real:
/// `Replay file…` prints each input's settings, its value or error, and the milliseconds
/// of CPU time it took (and of wall time). Exits with 1 when any input took more than two
/// seconds of CPU time.
///
/// One input is two evaluations, about a dozen renderings (decimal text, display, percent
/// and fixed-digit forms, some of all 19,728 digits of a value at the size cap) and up to
/// 200 keypad presses; the slowest found, a value near 10^19725, takes about 1.1 s here
/// and 35 ms as one `calc` command. Two seconds keeps a hang or a runaway loop from
/// passing without failing on the cost of the biggest values calc allows.
@main
struct Replay {
  static func main() {
    var slow = false
    for path in CommandLine.arguments.dropFirst() {
      guard let bytes = read(path) else {
        print("\(path): cannot read")
        slow = true
        continue
      }
      let start = now()
      let startCPU = now(CLOCK_PROCESS_CPUTIME_ID)
      bytes.withUnsafeBufferPointer { buffer in
        print("== \(path)")
        FuzzCase(buffer).run(show: true)
      }
      let wall = (now() - start) / 1_000_000
      let milliseconds = (now(CLOCK_PROCESS_CPUTIME_ID) - startCPU) / 1_000_000
      // CPU time decides: on a machine shared with builds the wall time is several times
      // longer (an input of 0.5 s of CPU took 4 s of wall time in the hour of issue 42).
      print("time: \(milliseconds) ms CPU (\(wall) ms wall)")
      if milliseconds > 2_000 { slow = true }
    }
    exit(slow ? 1 : 0)
  }

  static func read(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = fread(&chunk, 1, chunk.count, file)
      if count <= 0 { break }
      bytes += chunk[0..<count]
    }
    return bytes
  }

  static func now(_ clock: clockid_t = CLOCK_MONOTONIC) -> UInt64 {
    var time = timespec()
    clock_gettime(clock, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }
}
