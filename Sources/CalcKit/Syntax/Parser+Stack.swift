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
  /// each level the parser counts (``enter(_:)``) starts at a `(`, a sign, `^`, `~`, `!`
  /// (as `!=`, or a factorial of a parenthesis), a character outside ASCII (`√`, `∛`, `−`,
  /// superscripts) or the start of a word (a call written without parentheses, `not`, `if`).
  static func mayNest(_ source: String, deeperThan limit: Int) -> Bool {
    var count = 0
    var inWord = false
    for byte in source.utf8 {
      let isWordByte =
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      let isLetter = isWordByte && !(byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "^"), UInt8(ascii: "~"),
        UInt8(ascii: "!"):
        count += 1
      case 0xC0...:
        count += 1  // the first byte of a character outside ASCII
      default:
        if isLetter && !inWord { count += 1 }
      }
      inWord = isWordByte
      if count > limit { return true }
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
