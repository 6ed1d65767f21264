import CalcKit

extension Calc {
  /// The program's start. A command line of expression words alone (no word starts with
  /// `-`, so no option, `--` or negative number), as in `calc "123+456*2"`, or after only
  /// `--precision N`, is evaluated
  /// with the default settings before the argument parser is set up, which takes most of
  /// a one-shot's time; so is batch mode with no arguments at all and input from a pipe or
  /// file. Anything else, and any expression that fails (for its message), goes through
  /// the argument parser and ``run()`` as usual, with the same result. Whatever path writes,
  /// a failed write ends calc with status 1 (``WriteFailure``).
  static func main() {
    WriteFailure.checkStandardOutputAtExit()
    if CommandLine.arguments.count == 1, isatty(STDIN_FILENO) == 0 {
      var batch = Batch(calculator: .commandLine, presentation: .plain)
      let succeeded = batch.run()
      #if canImport(Glibc)
        Glibc.exit(succeeded ? 0 : 1)
      #elseif canImport(Musl)
        Musl.exit(succeeded ? 0 : 1)
      #else
        Darwin.exit(succeeded ? 0 : 1)
      #endif
    }
    // `--precision N` (or `--precision=N`) first, with N in range, takes the same path at
    // that precision; anything else about it (N out of range, not a number) is the argument
    // parser's to report.
    let arguments = CommandLine.arguments
    var first = 1
    var precision: Int?
    if arguments.count > 1, arguments[1].hasPrefix("--precision") {
      let word = arguments[1]
      if word == "--precision", arguments.count > 3 {
        precision = Int(arguments[2])
        first = 3
      } else if word.hasPrefix("--precision=") {
        precision = Int(word.dropFirst("--precision=".count))
        first = 2
      }
      if let n = precision, !(1...Limits.maximumPrecision).contains(n) { precision = nil }
      if precision == nil { first = arguments.count }  // not the fast path
    }
    // A plain loop: `joined(separator:)` on a slice costs more than the arithmetic here.
    var source = ""
    var plain = arguments.count > first
    for index in first..<max(first, arguments.count) {
      let word = arguments[index]
      if word.utf8.first == UInt8(ascii: "-") {
        plain = false
        break
      }
      if index > first { source += " " }
      source += word
    }
    if plain, OneShot.printValueIfItSucceeds(source, precision: precision) { return }
    main(nil)
  }
}
