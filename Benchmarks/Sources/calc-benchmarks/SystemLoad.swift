#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How busy the rest of the machine is, from /proc (Linux); nil elsewhere. Timings taken
/// while other processes compete for the CPUs are slower and noisier.
struct SystemLoad {
  /// Busy and total clock ticks of all CPUs, from /proc/stat.
  let busy: Double
  let total: Double
  /// This process's own CPU ticks (user + system), from /proc/self/stat.
  let own: Double
  let cpus: Double

  /// The share of one CPU (in percent) that processes other than this one kept busy.
  func otherProcessesPercent(since start: SystemLoad) -> Double {
    let elapsedPerCPU = (total - start.total) / max(cpus, 1)
    guard elapsedPerCPU > 0 else { return 0 }
    let others = (busy - start.busy) - (own - start.own)
    return max(others, 0) / elapsedPerCPU * 100
  }

  static func sample() -> SystemLoad? {
    guard let stat = firstLine("/proc/stat"), let own = firstLine("/proc/self/stat") else { return nil }
    // cpu  user nice system idle iowait irq softirq steal ...
    let fields = stat.split(separator: " ").dropFirst().compactMap { Double($0) }
    guard fields.count >= 8 else { return nil }
    let idle = fields[3] + fields[4]
    let total = fields.prefix(8).reduce(0, +)
    // pid (comm) state ...: utime and stime are fields 14 and 15, counted after the ')'.
    guard let close = own.lastIndex(of: ")") else { return nil }
    let rest = own[own.index(after: close)...].split(separator: " ")
    guard rest.count > 12, let user = Double(rest[11]), let system = Double(rest[12]) else { return nil }
    return SystemLoad(
      busy: total - idle, total: total, own: user + system, cpus: Double(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
  }

  /// The 1-minute load average, as /proc/loadavg writes it.
  static func loadAverage() -> String? {
    firstLine("/proc/loadavg")?.split(separator: " ").first.map(String.init)
  }

  private static func firstLine(_ path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 512)
    guard fgets(&buffer, Int32(buffer.count), file) != nil else { return nil }
    let bytes = buffer.prefix { $0 != 0 && $0 != 10 }.map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }
}
