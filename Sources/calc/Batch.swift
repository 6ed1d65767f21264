import CalcKit

/// Evaluates standard input line by line: one output line per input line.
///
/// A line that fails gives an empty output line, and its error goes to standard error as
/// `line N: message` with the caret lines. Output is flushed whenever more input must be
/// waited for, so a program feeding calc line by line gets each answer at once.
struct Batch {
  var calculator: Calculator
  var presentation: Presentation

  /// Returns whether every line succeeded.
  mutating func run() -> Bool {
    var input = LineReader(fileDescriptor: 0)
    var output = OutputBuffer(fileDescriptor: 1)
    var allSucceeded = true
    var number = 0
    input.beforeWaiting = { output.flush() }
    while let bytes = input.nextLine() {
      number += 1
      let line = String(decoding: bytes, as: UTF8.self)
      if line.allSatisfy(\.isWhitespace) {
        output.append("\n")
        continue
      }
      do {
        let value = try calculator.execute(line)
        output.append(presentation.text(value, calculator: calculator))
      } catch {
        allSucceeded = false
        output.flush()
        var errors = OutputBuffer(fileDescriptor: 2)
        errors.append(error.rendered(source: line, prefix: "line \(number): "))
        errors.append("\n")
        errors.flush()
      }
      output.append("\n")
    }
    output.flush()
    return allSucceeded
  }
}
