import ArgumentParser
import CalcKit

/// Evaluates one expression from the command line.
struct OneShot {
  var calculator: Calculator
  var presentation: Presentation

  mutating func run(_ source: String) throws {
    do {
      let value = try calculator.execute(source)
      var output = OutputBuffer(fileDescriptor: 1)
      output.append(presentation.text(value, calculator: calculator))
      output.append("\n")
      output.flush()
    } catch {
      var errors = OutputBuffer(fileDescriptor: 2)
      errors.append(error.rendered(source: source))
      errors.append("\n")
      errors.flush()
      throw ExitCode(1)
    }
  }
}
