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

  @Argument(
    help: "The expression. Several words are joined with spaces; put an expression that starts with '-' after '--'.")
  var expression: [String] = []

  func validate() throws {
    guard (1...Limits.maximumPrecision).contains(precision) else {
      throw ValidationError("--precision must be from 1 to \(Limits.maximumPrecision), not \(precision).")
    }
  }

  func run() throws {
    let calculator = Calculator(precision: precision, rounding: rounding)
    if !expression.isEmpty {
      try OneShot(calculator: calculator).run(expression.joined(separator: " "))
    } else if isatty(STDIN_FILENO) != 0 {
      print(Calc.helpMessage())
    } else if !Batch(calculator: calculator).run() {
      throw ExitCode(1)
    }
  }
}

extension RoundingMode: ExpressibleByArgument {}
