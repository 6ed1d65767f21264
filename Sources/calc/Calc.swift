import ArgumentParser
import CalcKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

@main
struct Calc: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "calc",
    abstract: "Evaluate arithmetic exactly.",
    discussion: """
      With an expression, print its value. With no expression and input from a pipe or \
      file, evaluate each line and print one line per input line (blank when it fails; \
      the error goes to standard error). Results are exact, rounded once to --precision \
      significant digits when shown. Grammar.md describes the language.

      Exit status: 0 on success, 1 if any expression failed, 64 on a usage error.

      Examples:
        calc "123+456*2"
        calc --precision 5 --rounding down "2/3"
        calc -- -2^2
        printf '1/3\\n2^100\\n' | calc
      """,
    version: "0.1.0"
  )

  @Option(help: "Significant digits of each result (1-\(Limits.maximumPrecision)).")
  var precision: Int = 38

  @Option(
    help: ArgumentHelp(
      "How the last digit is rounded.",
      discussion: "One of: \(RoundingMode.allCases.map(\.rawValue).joined(separator: ", ")).",
      valueName: "mode"))
  var rounding: RoundingMode = .halfEven

  @Flag(help: "Trigonometric functions read and give degrees instead of radians.")
  var degrees = false

  @Argument(
    parsing: .allUnrecognized,
    help: "The expression. Several words are joined with spaces; it may start with '-' (or follow '--').")
  var expression: [String] = []

  func validate() throws {
    // Expressions are captured with unrecognised dashes (so `calc -2^2` works); a word
    // like `--precison` is still a misspelt option, not arithmetic.
    let beforeTerminator = expression.prefix { $0 != "--" }
    if let word = beforeTerminator.first(where: { $0.hasPrefix("--") && ($0.dropFirst(2).first?.isLetter ?? false) }) {
      throw ValidationError("Unknown option '\(word)'.")
    }
    guard (1...Limits.maximumPrecision).contains(precision) else {
      throw ValidationError("--precision must be from 1 to \(Limits.maximumPrecision), not \(precision).")
    }
  }

  /// The expression's words: what was given, less the first `--` (which only ends options;
  /// the arguments are captured with unrecognised dashes, so it arrives among them).
  var expressionWords: [String] {
    guard let terminator = expression.firstIndex(of: "--") else { return expression }
    var words = expression
    words.remove(at: terminator)
    return words
  }

  func run() throws {
    let calculator = Calculator(
      precision: precision, rounding: rounding, angleUnit: degrees ? .degrees : .radians)
    let words = expressionWords
    if !words.isEmpty {
      var oneShot = OneShot(calculator: calculator)
      try oneShot.run(words.joined(separator: " "))
    } else if isatty(STDIN_FILENO) != 0 {
      print(Calc.helpMessage())
    } else {
      var batch = Batch(calculator: calculator)
      if !batch.run() { throw ExitCode(1) }
    }
  }
}

extension RoundingMode: ExpressibleByArgument {}
