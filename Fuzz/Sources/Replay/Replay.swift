import FuzzCase

#if canImport(Glibc)
  import Glibc
#endif

/// Runs saved fuzz inputs without the fuzzer's instrumentation, so the times are real:
/// `Replay file…` prints each input's settings, its value or error, and the milliseconds
/// it took. Exits with 1 when any input took more than a second.
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
      bytes.withUnsafeBufferPointer { buffer in
        print("== \(path)")
        FuzzCase(buffer).run(show: true)
      }
      let milliseconds = (now() - start) / 1_000_000
      print("time: \(milliseconds) ms")
      if milliseconds > 1_000 { slow = true }
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

  static func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }
}
