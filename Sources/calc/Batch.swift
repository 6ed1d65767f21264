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
      if Batch.isBlank(bytes, line) {
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

  /// Whether a line is only white space, as `Character.isWhitespace` says; a byte scan
  /// answers for ASCII, which is most lines (and stops at the first digit).
  static func isBlank(_ bytes: ArraySlice<UInt8>, _ line: String) -> Bool {
    for byte in bytes {
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0A...0x0D: continue
      case 0x80...: return line.allSatisfy(\.isWhitespace)
      default: return false
      }
    }
    return true
  }
}
