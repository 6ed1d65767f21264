/// Times benchmarks on `ContinuousClock`: each is warmed up (which also finds how many
/// iterations fill a round), then `rounds` timed rounds of that many iterations are run.
///
/// The rounds are interleaved: round 1 of every benchmark, then round 2 of every benchmark,
/// and so on. On a shared or virtual machine the speed drifts for seconds at a time; this
/// way every benchmark sees the same slow and fast spells, so ratios between them hold,
/// and the minimum is the figure for a quiet machine.
struct Harness {
  /// Timed rounds per benchmark.
  var rounds = 20
  /// Iterations per round; `nil` picks as many as fill ``roundTarget``.
  var iterations: Int? = nil
  /// How long one round should take when the iterations are picked.
  var roundTarget: Duration = .milliseconds(10)

  /// The figures for one benchmark.
  struct Result {
    let name: String
    /// Nanoseconds per operation: the median and the fastest of the rounds.
    let medianNanoseconds: Double
    let minNanoseconds: Double
    let iterations: Int
    let rounds: Int
    let sample: String
  }

  private let clock = ContinuousClock()

  func measure(_ benchmarks: [Benchmark]) -> [Result] {
    let sizes = benchmarks.map { benchmark in
      let iterations = self.iterations ?? calibrate(benchmark)
      benchmark.run(iterations)  // warm-up at the final size
      return iterations
    }
    var perOperation = Array(repeating: [Double](), count: benchmarks.count)
    for _ in 0..<max(rounds, 1) {
      for (index, benchmark) in benchmarks.enumerated() {
        let elapsed = clock.measure { benchmark.run(sizes[index]) }
        perOperation[index].append(
          Harness.nanoseconds(elapsed) / Double(sizes[index] * benchmark.units))
      }
    }
    return benchmarks.indices.map { index in
      let times = perOperation[index].sorted()
      return Result(
        name: benchmarks[index].name, medianNanoseconds: Harness.median(times),
        minNanoseconds: times[0], iterations: sizes[index], rounds: times.count,
        sample: benchmarks[index].sample())
    }
  }

  /// Runs the benchmark in doubling batches (which warms it up) until a batch takes a
  /// tenth of a round, and returns the iterations that fill a round.
  private func calibrate(_ benchmark: Benchmark) -> Int {
    var iterations = 1
    while true {
      let elapsed = Harness.nanoseconds(clock.measure { benchmark.run(iterations) })
      let target = Harness.nanoseconds(roundTarget)
      if elapsed >= target / 10 || iterations >= 1 << 30 {
        return max(1, Int((target / max(elapsed, 1) * Double(iterations)).rounded()))
      }
      iterations *= 2
    }
  }

  static func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }

  static func median(_ sorted: [Double]) -> Double {
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}
