/// Prints results: a table, then the CalcKit / peer ratios.
struct Report {
  let nameWidth: Int

  init(names: [String]) {
    nameWidth = max(names.map(\.count).max() ?? 0, "benchmark".count)
  }

  func printHeader() {
    print(row("benchmark", "median ns/op", "min ns/op", "output"))
    print(String(repeating: "-", count: nameWidth + 2 * 14 + 4 + 16))
  }

  func printRow(_ result: Harness.Result) {
    print(
      row(
        result.name, Report.figure(result.medianNanoseconds), Report.figure(result.minNanoseconds),
        result.sample.debugDescription))
  }

  private func row(_ name: String, _ median: String, _ min: String, _ sample: String) -> String {
    Report.pad(name, nameWidth) + "  " + Report.padLeft(median, 12) + "  "
      + Report.padLeft(min, 12) + "  " + sample
  }

  /// For each comparison whose two sides both ran: the ratios of the medians and of the
  /// minimums, and whether the outputs are equal.
  func printComparisons(_ comparisons: [Comparison], _ results: [String: Harness.Result]) {
    let pairs = comparisons.compactMap { c in results[c.calcKit].flatMap { k in results[c.peer].map { (k, $0) } } }
    guard !pairs.isEmpty else { return }
    print("")
    print("CalcKit / its peer, NumberFormatter or a Swift Double closure (time per operation; below 1 means CalcKit is faster):")
    for (calcKit, peer) in pairs {
      let median = calcKit.medianNanoseconds / peer.medianNanoseconds
      let fastest = calcKit.minNanoseconds / peer.minNanoseconds
      let same = calcKit.sample == peer.sample
      print("  \(Report.short(calcKit.name))  vs  \(Report.short(peer.name))")
      print(
        "    ratio \(Report.ratio(median)) of medians (\(Report.figure(calcKit.medianNanoseconds)) / \(Report.figure(peer.medianNanoseconds)) ns),"
          + " \(Report.ratio(fastest)) of minimums;"
          + " outputs \(same ? "equal" : "DIFFER"): \(calcKit.sample.debugDescription)"
          + (same ? "" : " vs \(peer.sample.debugDescription)"))
    }
  }

  /// A name without its group prefix.
  static func short(_ name: String) -> String {
    var rest = Substring(name)
    for prefix in [FormattingBenchmarks.group, NumberFormatterBenchmarks.group, BindingBenchmarks.group].sorted(by: { $0.count > $1.count })
    where rest.hasPrefix(prefix) {
      rest = rest.dropFirst(prefix.count)
      break
    }
    return String(rest)
  }

  /// Nanoseconds to one decimal below 100, whole above.
  static func figure(_ nanoseconds: Double) -> String {
    nanoseconds < 100 ? fixed(nanoseconds, 1) : fixed(nanoseconds, 0)
  }

  static func ratio(_ value: Double) -> String { fixed(value, 2) + "x" }

  /// `value` with `places` digits after the point, without Foundation's formatting.
  static func fixed(_ value: Double, _ places: Int) -> String {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    guard places > 0 else { return String(scaled) }
    let whole = String(scaled / Int(scale))
    let fraction = String(scaled % Int(scale))
    return whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(width - text.count, 0))
  }

  static func padLeft(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(width - text.count, 0)) + text
  }
}
