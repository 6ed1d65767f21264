import ArgumentParser
import CalcKit

/// Evaluates one expression from the command line.
struct OneShot {
  var calculator: Calculator
  var presentation: Presentation
  /// Loaded when the expression names a currency.
  var rates = LineRates(offline: false, warnsWhenStale: true)
  /// How a `plot` statement is shown.
  var plotOutput = PlotOutput()
  /// The colours of `≈` and errors (`--color`, `auto` by default).
  var colors = OutputColors(.auto)

  mutating func run(_ typed: String) throws {
    // `1+1  # note` is `1+1` (LineComment); the error's caret is under the text as typed.
    let source = LineComment.stripped(typed)
    rates.prepare(&calculator, for: source)
    var plotFailed = false
    do {
      let outcome = try calculator.run(source)
      var output = OutputBuffer(fileDescriptor: 1)
      switch outcome {
      case .value(let value): output.append(colors.result(presentation.text(value, calculator: calculator)))
      case .converted(let converted): output.append(colors.result(converted.text))
      case .amount(let amount): output.append(colors.result(presentation.text(amount)))
      case .definition(let definition): output.append(definition.source)
      case .plot(let request):
        guard let text = plotOutput.text(for: request) else {
          plotFailed = true
          break
        }
        output.append(text)
      }
      output.append("\n")
      output.flush()
      OneShot.writeNotices(calculator.notices)
    } catch {
      var errors = OutputBuffer(fileDescriptor: 2)
      errors.append(colors.error(rates.explained(error).rendered(source: typed)))
      errors.append("\n")
      errors.flush()
      throw ExitCode(1)
    }
    if plotFailed { throw ExitCode(1) }
  }

  /// Prints the value of `source` with the default settings (or at `precision`, as
  /// `--precision` asks), or its factorisation when it is a `factor` line, and returns
  /// true, or returns false (printing nothing) if it fails.
  static func printValueIfItSucceeds(_ source: String, precision: Int? = nil) -> Bool {
    var calculator = Calculator.commandLine
    if let precision {
      calculator = Calculator(precision: precision)
      calculator.showsExactValuesInFull = false
    }
    let text: String
    switch try? calculator.run(source) {
    case .value(let value)?: text = Presentation.plain.text(value, calculator: calculator)
    // A factorisation reads the same whatever the options and rates: printed here, so that
    // the full path does not factor the number a second time (`factor(2^128+1)` spent its
    // whole share of the work budget twice).
    case .converted(let converted)? where converted.conversion == .factors: text = converted.text
    default: return false
    }
    var output = OutputBuffer(fileDescriptor: 1)
    output.append(text)
    output.append("\n")
    output.flush()
    writeNotices(calculator.notices)
    return true
  }

  /// Writes what a line said besides its result (``Calculator/notices``) on standard error.
  static func writeNotices(_ notices: [String]) {
    guard !notices.isEmpty else { return }
    var errors = OutputBuffer(fileDescriptor: 2)
    for notice in notices { errors.append(notice + "\n") }
    errors.flush()
  }
}

extension Calculator {
  /// The calculator of a command line that asks for no precision: the default settings,
  /// and an exact value whose decimal expansion terminates is shown with every digit.
  static var commandLine: Calculator {
    var calculator = Calculator()
    calculator.showsExactValuesInFull = true
    return calculator
  }
}
