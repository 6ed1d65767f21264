import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Through the built binary: exact values in full unless a precision
// is asked for, and write errors that end calc with status 1.

@Suite("Exact values in full")
struct ExactInFullCLITests {
  static let twoTo130 = "1361129467683753853853498429727072845824"

  @Test("calc 2^130 prints all 40 digits; --precision 5 rounds")
  func oneShot() throws {
    let full = try runCalc(["2^130"])
    #expect(full.stdout == ExactInFullCLITests.twoTo130 + "\n" && full.status == 0, "\(full)")
    let rounded = try runCalc(["--precision", "5", "2^130"])
    #expect(rounded.stdout == "1.3611e+39\n" && rounded.status == 0, "\(rounded)")
    // An explicit precision rounds even when it is the default's 38.
    let explicit = try runCalc(["--precision", "38", "2^130"])
    #expect(explicit.stdout == "1.3611294676837538538534984297270728458e+39\n", "\(explicit)")
  }

  @Test("Batch mode prints exact values in full too, on its fast path and in parallel")
  func batch() throws {
    let result = try runCalc([], stdin: "2^130\n1/3\n0.1+0.2\n2^-30\n")
    #expect(
      result.stdoutLines == [
        ExactInFullCLITests.twoTo130, "0.33333333333333333333333333333333333333", "0.3", "9.31322574615478515625e-10",
      ], "\(result)")
    // Enough lines for the parallel precomputation.
    let many = try runCalc([], stdin: String(repeating: "2^130\n", count: 600))
    #expect(many.stdoutLines == Array(repeating: ExactInFullCLITests.twoTo130, count: 600), "\(many.stderr)")
    let rounded = try runCalc(["--precision", "5"], stdin: String(repeating: "2^130\n", count: 300))
    #expect(rounded.stdoutLines == Array(repeating: "1.3611e+39", count: 300), "\(rounded.stderr)")
  }

  @Test("Non-terminating values and approximations are rounded to the precision", arguments: [
    ("2/3", "0.66666666666666666666666666666666666667"),
    ("sqrt(2)", "1.4142135623730950488016887242096980786"),
    ("2^-20", "9.5367431640625e-7"),
    ("123456789012345678901234567890.123456789", "123456789012345678901234567890.123456789"),
  ])
  func unchanged(source: String, expected: String) throws {
    let result = try runCalc([source])
    #expect(result.stdout == expected + "\n", "\(result)")
  }

  @Test("An exact integer is written in full, whatever its trailing zeros; --precision shortens it")
  func integersInFull() throws {
    let result = try runCalc(["1e100"])
    #expect(result.stdout == "1" + String(repeating: "0", count: 100) + "\n", "\(result)")
    let rounded = try runCalc(["--precision", "5", "1e100"])
    #expect(rounded.stdout == "1e+100\n", "\(rounded)")
  }

  @Test("--width and --locale follow the rule: in full unless --precision")
  func formatted() throws {
    let width = try runCalc(["--width", "60", "2^130"])
    #expect(width.stdout == "1_361_129_467_683_753_853_853_498_429_727_072_845_824\n", "\(width)")
    let locale = try runCalc(["--locale", "de_DE", "2^130"])
    #expect(locale.stdout == "1.361.129.467.683.753.853.853.498.429.727.072.845.824\n", "\(locale)")
    let rounded = try runCalc(["--precision", "5", "--width", "60", "2^130"])
    #expect(rounded.stdout == "≈1.3611e39\n", "\(rounded)")
  }

}

/// Runs calc with standard output (or error) going to `/dev/full`, so every write to it
/// fails with ENOSPC, and returns its exit status and what it wrote to the other stream.
private func runWithFullDevice(
  _ arguments: [String], stdin: String? = nil, fullStream: Int32 = 1
) throws -> (status: Int32, other: String) {
  let process = Process()
  process.executableURL = try CalcBinary.url()
  process.arguments = arguments
  let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
  let other = Pipe()
  if fullStream == 1 {
    process.standardOutput = full
    process.standardError = other
  } else {
    process.standardOutput = other
    process.standardError = full
  }
  let input = Pipe()
  process.standardInput = stdin == nil ? FileHandle.nullDevice : input
  // calc stops at its first failed write, maybe before reading all of stdin: write quietly.
  try process.run()
  if let stdin {
    writeAll(Array(stdin.utf8), to: input.fileHandleForWriting.fileDescriptor)
    try input.fileHandleForWriting.close()
  }
  let text = String(decoding: other.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  return (process.terminationStatus, text)
}

@Suite("Write errors", .enabled(if: FileManager.default.isWritableFile(atPath: "/dev/full")))
struct WriteErrorTests {
  @Test("calc 2^100 > /dev/full exits 1 with a message", arguments: [["2^100"], ["--precision", "5", "2^100"]])
  func oneShot(arguments: [String]) throws {
    let (status, errors) = try runWithFullDevice(arguments)
    #expect(status == 1)
    #expect(errors.hasPrefix("calc: cannot write"), "\(errors)")
  }

  @Test("printf '1+1\\n' | calc > /dev/full exits 1", arguments: ["1+1\n", String(repeating: "1+1\n", count: 2_000)])
  func batch(input: String) throws {
    let (status, errors) = try runWithFullDevice([], stdin: input)
    #expect(status == 1)
    #expect(errors.hasPrefix("calc: cannot write"), "\(errors)")
  }

  @Test("--help and --version > /dev/full exit 1", arguments: ["--help", "--version"])
  func help(option: String) throws {
    let (status, _) = try runWithFullDevice([option])
    #expect(status == 1)
  }

  @Test("An error message to a full standard error still exits 1")
  func fullStandardError() throws {
    let (status, output) = try runWithFullDevice(["1/0"], fullStream: 2)
    #expect(status == 1)
    #expect(output == "")
  }

  @Test("A reader that goes away (calc ... | head -1) ends calc quietly, as SIGPIPE ends other tools")
  func brokenPipe() throws {
    let process = Process()
    process.executableURL = try CalcBinary.url()
    let output = Pipe()
    let errors = Pipe()
    let input = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = input
    try process.run()
    // Read the first line, then close the read end, as `head -1` does.
    let writer = input.fileHandleForWriting
    Thread.detachNewThread {
      writeAll(Array(String(repeating: "2^200\n", count: 200_000).utf8), to: writer.fileDescriptor)
      try? writer.close()
    }
    var first: [UInt8] = []
    let reader = output.fileHandleForReading
    while !first.contains(UInt8(ascii: "\n")) {
      let chunk = reader.availableData
      if chunk.isEmpty { break }
      first += chunk
    }
    try reader.close()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(message == "")
    #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGPIPE)
  }
}
