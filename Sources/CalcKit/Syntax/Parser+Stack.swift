import Dispatch
import Foundation

extension Parser {
  /// The most levels an input parses on the caller's thread: an input that may nest deeper
  /// is parsed on a thread of its own with ``deepStackBytes`` of stack.
  ///
  /// The parser's recursion takes about 8 KiB of stack per level of nesting in a release
  /// build (256 nested `sqrt(` needed 2,024 KiB; 31 KiB per level in a debug build), so
  /// `Limits.maximumNesting` (256) levels overflow a thread with a small stack: 512 KiB is
  /// the default of a secondary thread, and of Swift concurrency's, on Apple platforms. 16
  /// levels take about 130 KiB.
  static let levelsOnCallerStack = 16

  /// The stack of the thread a deep input is parsed on: room for 256 levels in a debug
  /// build, and under AddressSanitizer (frames two to three times larger), with margin.
  static let deepStackBytes = 64 << 20

  /// An upper bound on the levels of nesting `source` can reach, counting up to `limit`:
  /// each level the parser counts (``enter(_:)``) starts at a `(`, a sign that is not a
  /// binary `+` or `-`, `^` or `**`, `~`, `!` (as `!=`, or a factorial of a parenthesis), a
  /// character outside ASCII (`√`, `∛`, `−`, superscripts) or the start of a word (a call
  /// written without parentheses, `not`, `if`).
  static func mayNest(_ source: String, deeperThan limit: Int) -> Bool {
    // Each counted level starts at a byte of its own; an input over the length cap is
    // refused without being read.
    let length = source.utf8.count
    guard length > limit, length <= Limits.maximumInputLength else { return false }
    var source = source
    return source.withUTF8 { bytes in mayNest(bytes, deeperThan: limit) }
  }

  /// ``mayNest(_:deeperThan:)`` on the UTF-8 bytes, with the byte tests as arithmetic
  /// (a batch line passes here once; the `switch` over ranges cost some forty instructions
  /// a byte).
  ///
  /// A `+` or `-` right after a number's digit or a `)` (spaces and tabs aside) is binary:
  /// an operand has just ended, so the parser reads it in `additive`, which nests nothing.
  /// Anywhere else (after an operator, a `(`, a word that may be a function taking its
  /// argument without parentheses, `sin -x`) it may be a sign, and counts.
  private static func mayNest(_ bytes: UnsafeBufferPointer<UInt8>, deeperThan limit: Int) -> Bool {
    var count = 0
    var inWord = false
    var inName = false
    var afterOperand = false
    var previous: UInt8 = 0
    for byte in bytes {
      let isDigit = byte &- UInt8(ascii: "0") < 10
      let isLetter = (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_")
      let isSign = byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
      let opens =
        byte >= 0xC0 || byte == UInt8(ascii: "(") || (isSign && !afterOperand) || byte == UInt8(ascii: "^")
        || (byte == UInt8(ascii: "*") && previous == UInt8(ascii: "*")) || byte == UInt8(ascii: "~")
        || byte == UInt8(ascii: "!")
      if opens || (isLetter && !inWord) {
        count += 1
        if count > limit { return true }
      }
      if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") {
        inName = isLetter || (isDigit && inName)
        afterOperand = (isDigit && !inName) || byte == UInt8(ascii: ")")
      }
      inWord = isLetter || isDigit
      previous = byte
    }
    return false
  }

  /// ``parseInput()``, on a thread with ``deepStackBytes`` of stack when `source` may nest
  /// more than ``levelsOnCallerStack`` levels, so no caller's stack (an app's 512 KiB
  /// thread) overflows at `Limits.maximumNesting`.
  mutating func parseInputOnAmpleStack(_ source: String) throws(CalcError) {
    guard Parser.mayNest(source, deeperThan: Parser.levelsOnCallerStack) else {
      try parseInput()
      return
    }
    let job = DeepParse(self)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      job.run()
      done.signal()
    }
    thread.stackSize = Parser.deepStackBytes
    thread.start()
    done.wait()
    self = job.parser
    if let error = job.error { throw error }
  }
}

/// A parser handed to the thread that parses a deep input, and back: only one thread uses
/// it at a time (the caller waits), so it is safe to send.
private final class DeepParse: @unchecked Sendable {
  var parser: Parser
  var error: CalcError?

  init(_ parser: Parser) { self.parser = parser }

  func run() {
    do {
      try parser.parseInput()
    } catch {
      self.error = error
    }
  }
}
