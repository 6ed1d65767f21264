/// The command line: `calc-benchmarks [filter] [--rounds N] [--iterations M] [--corpus FILE] [--list]`.
struct Options {
  /// Only benchmarks whose names contain this (letter case ignored); all when nil.
  var filter: String?
  var rounds = 20
  /// Iterations per round; picked per benchmark (about 10 ms a round) when nil.
  var iterations: Int?
  /// Print the names and stop.
  var list = false
  /// A corpus file for the `eval/corpus` benchmarks; made by scripts/make-corpus.py when nil.
  var corpus: String?
  /// Lines of the corpus made when no file is given.
  var corpusLines = 10_000

  static let usage = """
    usage: calc-benchmarks [filter] [--rounds N] [--iterations M] [--corpus FILE] [--list]
      filter          run only benchmarks whose names contain this text (case ignored)
      --rounds N      timed rounds per benchmark (default 20)
      --iterations M  operations per round (default: as many as take about 10 ms)
      --corpus FILE   expressions for eval/corpus, one a line (default: 10,000 lines
                      from scripts/make-corpus.py; --corpus-lines N for another count)
      --list          print the benchmark names and stop
    """

  struct UsageError: Error, CustomStringConvertible {
    let description: String
  }

  init(arguments: [String]) throws(UsageError) {
    var rest = arguments[...]
    func count(_ flag: String, _ text: String?) throws(UsageError) -> Int {
      guard let text, let value = Int(text), value > 0 else {
        throw UsageError(description: "\(flag) needs a positive whole number")
      }
      return value
    }
    while let argument = rest.popFirst() {
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      let inline = parts.count == 2 ? parts[1] : nil
      switch parts.first ?? argument {
      case "--rounds": rounds = try count("--rounds", inline ?? rest.popFirst())
      case "--iterations": iterations = try count("--iterations", inline ?? rest.popFirst())
      case "--corpus":
        guard let path = inline ?? rest.popFirst() else { throw UsageError(description: "--corpus needs a file") }
        corpus = path
      case "--corpus-lines": corpusLines = try count("--corpus-lines", inline ?? rest.popFirst())
      case "--list": list = true
      case "-h", "--help": throw UsageError(description: "")
      default:
        if argument.hasPrefix("-") {
          throw UsageError(description: "unknown option \(argument)")
        } else if filter == nil {
          filter = argument
        } else {
          throw UsageError(description: "give one filter at most")
        }
      }
    }
  }

  func selects(_ name: String) -> Bool {
    guard let filter else { return true }
    return name.lowercased().contains(filter.lowercased())
  }
}
