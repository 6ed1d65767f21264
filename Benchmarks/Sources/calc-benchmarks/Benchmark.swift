/// One named measurement: an operation on an input that was made once, beforehand.
struct Benchmark {
  /// A group and a description, such as `format/Double(1234567.891).formatted(fractionDigits: 2)`.
  let name: String
  /// One result of the operation, shown in the table and compared between peers.
  let sample: () -> String
  /// Does the operation `iterations` times.
  let run: (_ iterations: Int) -> Void
  /// How many units of work one operation is (the lines of a corpus, say): times are
  /// reported per unit.
  let units: Int

  /// A benchmark of `operation(input)`; `input` is made by the caller, outside the loop.
  init<Input>(_ name: String, input: Input, units: Int = 1, _ operation: @escaping (Input) -> String) {
    self.name = name
    self.units = max(units, 1)
    sample = { operation(input) }
    run = { iterations in
      for _ in 0..<iterations { blackHole(operation(opaque(input))) }
    }
  }
}

/// Two benchmarks that do the same job, one with CalcKit and one with its peer, whose
/// times are compared as a ratio and whose outputs should be equal.
struct Comparison {
  /// The name of the CalcKit benchmark.
  let calcKit: String
  /// The name of the peer's benchmark.
  let peer: String
}
