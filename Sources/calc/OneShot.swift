import ArgumentParser
import CalcKit

/// Evaluates one expression from the command line.
struct OneShot {
  var calculator: Calculator

  mutating func run(_ source: String) throws {
    do {
      let value = try calculator.execute(source)
      var output = OutputBuffer(fileDescriptor: 1)
      output.append(calculator.format(value))
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
