import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Options, usage errors (exit status 64), --help and --version.
@Suite("Command line")
struct CommandLineTests {
  struct UsageCase: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    /// Text the complaint on standard error must mention.
    var mentions: String
    var testDescription: String { arguments.joined(separator: " ") }
    init(_ arguments: [String], mentions: String) {
      self.arguments = arguments
      self.mentions = mentions
    }
  }

  static let usageErrors: [UsageCase] = [
    UsageCase(["--precision", "0", "1"], mentions: "--precision"),
    UsageCase(["--precision", "100001", "1"], mentions: "--precision"),
    UsageCase(["--precision", "-1", "1"], mentions: "--precision"),
    UsageCase(["--precision", "99999999999999999999", "1"], mentions: "--precision"),
    UsageCase(["--precision", "1.5", "1"], mentions: "--precision"),
    UsageCase(["--precision", "abc", "1"], mentions: "--precision"),
    UsageCase(["1", "--precision"], mentions: "--precision"),
    UsageCase(["--rounding", "bogus", "1"], mentions: "--rounding"),
    UsageCase(["--rounding", "HALF-EVEN", "1"], mentions: "--rounding"),
    UsageCase(["--rounding", "half_even", "1"], mentions: "--rounding"),
    UsageCase(["--rounding=nearest", "1"], mentions: "--rounding"),
    UsageCase(["--bogus", "1"], mentions: "--bogus"),
    UsageCase(["--precison", "5", "2/3"], mentions: "--precison"),
  ]

  @Test("A bad option is a usage error: exit 64, a complaint on stderr, nothing on stdout",
        arguments: usageErrors)
  func usageError(_ example: UsageCase) throws {
    let result = try runCalc(example.arguments)
    #expect(result.status == 64, "\(result)")
    #expect(result.stdout == "", "\(result)")
    #expect(result.stderr.contains(example.mentions), "\(result)")
  }

  @Test("A usage error wins over batch input: stdin is not evaluated")
  func usageErrorWithStdin() throws {
    let result = try runCalc(["--precision", "0"], stdin: "1+1\n")
    #expect(result.status == 64, "\(result)")
    #expect(result.stdout == "", "\(result)")
  }

  @Test("An unknown rounding mode is answered with the valid ones")
  func unknownRoundingListsModes() throws {
    let result = try runCalc(["--rounding", "bogus", "1"])
    #expect(result.status == 64)
    for mode in PrecisionAndNotationTests.modes {
      #expect(result.stderr.contains(mode), "stderr does not list \(mode): \(result)")
    }
  }

  @Test("--precision accepts its bounds, 1 and 100000", arguments: ["1", "100000"])
  func precisionBounds(_ precision: String) throws {
    let result = try runCalc(["--precision", precision, "7"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == "7\n", "\(result)")
  }

  @Test("--rounding accepts every mode", arguments: PrecisionAndNotationTests.modes)
  func roundingModesAccepted(_ mode: String) throws {
    let result = try runCalc(["--rounding", mode, "1+1"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == "2\n", "\(result)")
  }

  @Test("--help exits 0 and documents --precision, --rounding and the modes",
        arguments: ["--help", "-h"])
  func help(_ flag: String) throws {
    let result = try runCalc([flag])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("--precision"), "\(result)")
    #expect(result.stdout.contains("--rounding"), "\(result)")
    #expect(result.stdout.contains("half-even"), "\(result)")
    #expect(result.stdout.contains("1-100000"), "the precision range is not mentioned: \(result)")
    #expect(result.stderr == "", "\(result)")
  }

  @Test("--version prints a version number and exits 0")
  func version() throws {
    let result = try runCalc(["--version"])
    #expect(result.status == 0, "\(result)")
    let line = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(
      line.wholeMatch(of: /\d+\.\d+(\.\d+)?([-+.][0-9A-Za-z.-]+)?/) != nil,
      "not a version: \(result)")
    #expect(result.stdout.hasSuffix("\n"))
  }

  @Test("With no expression and empty stdin, calc prints nothing and exits 0")
  func emptyStdin() throws {
    let result = try runCalc([], stdin: [])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == "", "\(result)")
    #expect(result.stderr == "", "\(result)")
  }
}
