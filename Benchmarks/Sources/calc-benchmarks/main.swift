// calc-benchmarks: times CalcKit's parsing and evaluation, its number core, and its
// formatting (against Foundation's NumberFormatter).
// Usage: calc-benchmarks [filter] [--rounds N] [--iterations M] [--corpus FILE] [--list]

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let options: Options
do {
  options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  if !error.description.isEmpty { print("calc-benchmarks: \(error.description)") }
  print(Options.usage)
  exit(error.description.isEmpty ? 0 : 2)
}

let inputs = try FormattingInputs()
// The corpus is read (or made) only when a corpus benchmark is selected.
let wantsCorpus = !options.list && EvaluationBenchmarks.corpusNames.contains(where: options.selects)
let corpus = wantsCorpus ? try EvaluationBenchmarks.corpus(path: options.corpus, lines: options.corpusLines) : []
let benchmarks =
  try EvaluationBenchmarks.all(corpus: corpus) + NumberBenchmarks.all() + BindingBenchmarks.all()
  + FormattingBenchmarks.all(inputs) + NumberFormatterBenchmarks.all(inputs)
  + WorksheetBenchmarks.all()
let comparisons = NumberFormatterBenchmarks.comparisons + BindingBenchmarks.comparisons

let selected = benchmarks.filter { options.selects($0.name) }
if options.list {
  for benchmark in benchmarks { print(benchmark.name) }
  exit(0)
}
guard !selected.isEmpty else {
  print("calc-benchmarks: no benchmark name contains \"\(options.filter ?? "")\" (see --list)")
  exit(2)
}

let harness = Harness(rounds: options.rounds, iterations: options.iterations)
let report = Report(names: selected.map(\.name))
print(
  "\(selected.count) benchmarks, \(options.rounds) interleaved rounds each, "
    + (options.iterations.map { "\($0) iterations a round" } ?? "about 10 ms a round")
    + (SystemLoad.loadAverage().map { "; load average \($0) at start" } ?? ""))
let before = SystemLoad.sample()
let measured = harness.measure(selected)
report.printHeader()
var results: [String: Harness.Result] = [:]
for result in measured {
  results[result.name] = result
  report.printRow(result)
}
report.printComparisons(comparisons, results)
if let before, let after = SystemLoad.sample() {
  let others = after.otherProcessesPercent(since: before)
  print("")
  print(
    "Other processes used \(Report.fixed(others, 0))% of one CPU during the run"
      + (others > 10 ? ": the medians are not reliable, run again on a quiet machine." : "."))
}

