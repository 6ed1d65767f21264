import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// `--color` in one-shot and batch mode, as grep and ls take it (issue 37): `always` colours
// the `≈` of a rounded result on standard output and an error's prefix and caret on standard
// error, as the session does; `auto` colours a stream only when it is a terminal (not with
// NO_COLOR or TERM=dumb); `never` never. Each expectation is the same run with
// `--color never`, with the colour sequences the session uses put in.

private let bold = "\u{1B}[33;1m"  // Style.approximate
private let red = "\u{1B}[31m"  // Style.error
private let reset = "\u{1B}[0m"

/// Whether `text` holds an escape sequence.
private func hasEscape(_ text: String) -> Bool { text.contains("\u{1B}") }

/// The environment of the test process, changed by `changes` (nil removes a variable).
private func environment(_ changes: [String: String?]) -> [String: String] {
  var variables = ProcessInfo.processInfo.environment
  for (name, value) in changes { variables[name] = value }
  return variables
}

@Suite("--color in one-shot and batch mode")
struct ColorCLITests {
  @Test("One-shot --color always marks ≈ on standard output and the error on standard error")
  func oneShotAlways() throws {
    let plain = try runCalc(["--color", "never", "--width", "12", "1/3"])
    #expect(plain.stdout.hasPrefix("≈"), "\(plain)")
    #expect(!hasEscape(plain.stdout))
    let colored = try runCalc(["--color", "always", "--width", "12", "1/3"], environment: environment(["NO_COLOR": "1"]))
    #expect(colored.stdout == bold + "≈" + reset + plain.stdout.dropFirst(), "\(colored)")
    #expect(colored.status == 0)

    let failed = try runCalc(["--color", "never", "2 +* 3"])
    #expect(failed.status == 1)
    let lines = failed.stderrLines
    #expect(lines.count == 3 && lines[0].hasPrefix("error: "), "\(failed)")
    let coloredFailure = try runCalc(["--color", "always", "2 +* 3"])
    #expect(coloredFailure.status == 1)
    let caret = lines[2].drop { $0 == " " }
    let expected = [
      red + "error:" + reset + lines[0].dropFirst("error:".count),
      lines[1],
      String(lines[2].dropLast(caret.count)) + red + caret + reset,
    ]
    #expect(coloredFailure.stderrLines == expected, "\(coloredFailure)")
    #expect(coloredFailure.stdout.isEmpty)
  }

  @Test("A result without ≈ and a plain success write no colour, even with --color always")
  func nothingToColor() throws {
    let result = try runCalc(["--color", "always", "6*7"])
    #expect(result.stdout == "42\n", "\(result)")
    #expect(result.stderr.isEmpty)
  }

  @Test("Batch --color always marks each ≈ (lines in order and lines worked out in parallel) and each error")
  func batchAlways() throws {
    // 300 lines: more than Batch.Precomputed.minimumLines, so most are worked out on all
    // processors; the failing line and the ones after it in order.
    var lines = (1...299).map { "\($0)/7" }
    lines.insert("2 +* 3", at: 150)
    let input = lines.joined(separator: "\n") + "\n"
    let plain = try runCalc(["--color", "never", "--width", "12"], stdin: Array(input.utf8))
    let colored = try runCalc(["--color", "always", "--width", "12"], stdin: Array(input.utf8))
    #expect(plain.status == 1 && colored.status == 1)
    let plainLines = plain.stdoutLines
    #expect(plainLines.count == 300, "\(plain)")
    #expect(plainLines.filter { $0.hasPrefix("≈") }.count >= 250, "\(plainLines.prefix(10))")
    let expected = plainLines.map { $0.hasPrefix("≈") ? bold + "≈" + reset + $0.dropFirst() : $0 }
    #expect(colored.stdoutLines == expected)
    let errors = plain.stderrLines
    #expect(errors.first?.hasPrefix("line 151: ") == true, "\(plain.stderr)")
    #expect(colored.stderrLines.first == red + "line 151:" + reset + (errors.first ?? "").dropFirst("line 151:".count))
    #expect(colored.stderrLines.last?.hasSuffix(reset) == true)
  }

  @Test("auto colours nothing through pipes, nor does never; NO_COLOR and TERM=dumb do not turn always off")
  func autoThroughPipes() throws {
    for arguments in [["--width", "12", "1/3"], ["--color", "auto", "--width", "12", "1/3"], ["--color", "never", "--width", "12", "1/3"]] {
      let result = try runCalc(arguments, environment: environment(["NO_COLOR": nil, "TERM": "xterm"]))
      #expect(!hasEscape(result.stdout + result.stderr), "\(arguments): \(result)")
    }
    for arguments in [["1/0"], ["--color", "auto", "2 +* 3"]] {
      let result = try runCalc(arguments, environment: environment(["NO_COLOR": nil, "TERM": "xterm"]))
      #expect(result.status == 1)
      #expect(!hasEscape(result.stdout + result.stderr), "\(arguments): \(result)")
    }
    let piped = try runCalc(["--color", "auto", "--width", "12"], stdin: Array("1/3\n2 +* 3\n".utf8))
    #expect(!hasEscape(piped.stdout + piped.stderr), "\(piped)")
    let dumb = try runCalc(["--color", "always", "1/0"], environment: environment(["TERM": "dumb"]))
    #expect(dumb.stderr.hasPrefix(red + "error:"), "\(dumb)")
  }
}

@Suite(
  "--color auto at a terminal", .serialized,
  .enabled(if: TerminalSession.isAvailable, "this machine cannot open a pseudo-terminal"))
struct ColorTerminalTests {
  /// Runs a one-shot `calc arguments` on a pseudo-terminal (standard output and error both
  /// the terminal, or standard output a pipe to `cat` when `throughCat`); what it showed.
  private func shown(_ arguments: [String], environment: [String: String] = [:], throughCat: Bool = false) throws
    -> String
  {
    let calc = try TerminalSession(
      arguments, environment: environment, live: true, throughCat: throughCat, waitsForPrompt: false)
    #expect(calc.waitForExit() != nil)
    return calc.output(since: 0)
  }

  @Test("auto colours ≈ and errors on a terminal, not with NO_COLOR or TERM=dumb")
  func autoAtTerminal() throws {
    let approximate = try shown(["--width", "12", "1/3"])
    #expect(approximate.contains(bold + "≈" + reset), "\(approximate.debugDescription)")
    let failure = try shown(["--color", "auto", "1/0"])
    #expect(failure.contains(red + "error:" + reset), "\(failure.debugDescription)")
    for environment in [["NO_COLOR": "1"], ["TERM": "dumb"]] {
      let text = try shown(["--width", "12", "1/3"], environment: environment)
      #expect(text.contains("≈") && !hasEscape(text), "\(environment): \(text.debugDescription)")
      let error = try shown(["1/0"], environment: environment)
      #expect(error.contains("error:") && !hasEscape(error), "\(environment): \(error.debugDescription)")
    }
    let never = try shown(["--color", "never", "--width", "12", "1/3"])
    #expect(never.contains("≈") && !hasEscape(never))
  }

  @Test("auto decides each stream: through a pipe the ≈ is plain, an error at the terminal is coloured")
  func eachStream() throws {
    let piped = try shown(["--width", "12", "1/3"], throughCat: true)
    #expect(piped.contains("≈") && !hasEscape(piped), "\(piped.debugDescription)")
    let failure = try shown(["1/0"], throughCat: true)
    #expect(failure.contains(red + "error:" + reset), "\(failure.debugDescription)")
  }
}
