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
    UsageCase(["--precision", "5001", "1"], mentions: "--precision"),
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

  @Test("a bad option is a usage error: exit 64, a complaint on stderr, nothing on stdout",
        arguments: usageErrors)
  func usageError(_ example: UsageCase) throws {
    let result = try runCalc(example.arguments)
    #expect(result.status == 64, "\(result)")
    #expect(result.stdout == "", "\(result)")
    #expect(result.stderr.contains(example.mentions), "\(result)")
  }

  @Test("a usage error wins over batch input: stdin is not evaluated")
  func usageErrorWithStdin() throws {
    let result = try runCalc(["--precision", "0"], stdin: "1+1\n")
    #expect(result.status == 64, "\(result)")
    #expect(result.stdout == "", "\(result)")
  }

  @Test("an unknown rounding mode is answered with the valid ones")
  func unknownRoundingListsModes() throws {
    let result = try runCalc(["--rounding", "bogus", "1"])
    #expect(result.status == 64)
    for mode in PrecisionAndNotationTests.modes {
      #expect(result.stderr.contains(mode), "stderr does not list \(mode): \(result)")
    }
  }

  @Test("--precision accepts its bounds, 1 and 5000", arguments: ["1", "5000"])
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
    #expect(result.stdout.contains("5000"), "the precision range is not mentioned: \(result)")
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

  @Test(
    "with no expression and a terminal on stdin, calc prints its help instead of waiting",
    .enabled(if: PseudoTerminal.isAvailable, "no pseudo-terminal available"))
  func terminalStdinShowsHelp() throws {
    let terminal = try #require(PseudoTerminal())
    let result = try runCalc([], inputHandle: terminal.secondary)
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("--precision"), "\(result)")
    #expect(result.stdout.contains("USAGE") || result.stdout.contains("Usage"), "\(result)")
  }

  @Test("with no expression and empty stdin, calc prints nothing and exits 0")
  func emptyStdin() throws {
    let result = try runCalc([], stdin: [])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == "", "\(result)")
    #expect(result.stderr == "", "\(result)")
  }
}

/// A pseudo-terminal pair, so calc can be given a terminal as standard input.
final class PseudoTerminal: @unchecked Sendable {
  let primary: Int32
  let secondary: FileHandle

  static var isAvailable: Bool {
    guard let terminal = PseudoTerminal() else { return false }
    _ = terminal
    return true
  }

  init?() {
    guard let api = PseudoTerminalAPI.load() else { return nil }
    let primary = api.openPrimary(O_RDWR | O_NOCTTY)
    guard primary >= 0 else { return nil }
    guard api.grant(primary) == 0, api.unlock(primary) == 0, let name = api.name(primary) else {
      close(primary)
      return nil
    }
    let secondary = open(name, O_RDWR | O_NOCTTY)
    guard secondary >= 0 else {
      close(primary)
      return nil
    }
    self.primary = primary
    self.secondary = FileHandle(fileDescriptor: secondary, closeOnDealloc: true)
  }

  deinit {
    close(primary)
  }
}

/// posix_openpt and friends. Glibc declares them only under _XOPEN_SOURCE, which Swift's
/// Glibc module does not set, so on Linux they are looked up at run time.
private struct PseudoTerminalAPI {
  var openPrimary: (Int32) -> Int32
  var grant: (Int32) -> Int32
  var unlock: (Int32) -> Int32
  var name: (Int32) -> String?

  static func load() -> PseudoTerminalAPI? {
    #if canImport(Darwin)
      return PseudoTerminalAPI(
        openPrimary: { posix_openpt($0) }, grant: { grantpt($0) }, unlock: { unlockpt($0) },
        name: { ptsname($0).map { String(cString: $0) } })
    #else
      typealias IntFunction = @convention(c) (Int32) -> Int32
      typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
      let library = dlopen(nil, RTLD_NOW)
      guard let openSymbol = dlsym(library, "posix_openpt"),
        let grantSymbol = dlsym(library, "grantpt"),
        let unlockSymbol = dlsym(library, "unlockpt"),
        let nameSymbol = dlsym(library, "ptsname")
      else { return nil }
      let openFunction = unsafeBitCast(openSymbol, to: IntFunction.self)
      let grantFunction = unsafeBitCast(grantSymbol, to: IntFunction.self)
      let unlockFunction = unsafeBitCast(unlockSymbol, to: IntFunction.self)
      let nameFunction = unsafeBitCast(nameSymbol, to: NameFunction.self)
      return PseudoTerminalAPI(
        openPrimary: { openFunction($0) }, grant: { grantFunction($0) },
        unlock: { unlockFunction($0) },
        name: { nameFunction($0).map { String(cString: $0) } })
    #endif
  }
}
