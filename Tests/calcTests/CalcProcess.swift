import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Runs the built `calc` executable as a child process and captures what it writes.
//
// Each pipe is drained on its own thread while another thread feeds standard input, so no
// amount of output can fill a pipe and deadlock the child against the test. Every wait has
// a deadline: a calc that hangs is killed and the test fails with a clear message instead
// of hanging the run.

/// What one run of `calc` produced.
struct CalcResult: Sendable, CustomStringConvertible {
  /// Everything written to standard output, as raw bytes.
  var stdoutBytes: [UInt8]
  /// Everything written to standard error, as raw bytes.
  var stderrBytes: [UInt8]
  /// The exit status; for a process killed by a signal, 128 + the signal number (as shells
  /// report it), so a crash can never pass for exit status 0, 1 or 64.
  var status: Int32
  /// The signal that ended the process, if one did.
  var signal: Int32?

  var stdout: String { String(decoding: stdoutBytes, as: UTF8.self) }
  var stderr: String { String(decoding: stderrBytes, as: UTF8.self) }

  /// Standard output split into lines, each without its `\n` (a final `\n` ends the last line).
  var stdoutLines: [String] { Self.lines(stdout) }
  /// Standard error split into lines, each without its `\n`.
  var stderrLines: [String] { Self.lines(stderr) }

  static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  var description: String {
    func clip(_ text: String) -> String {
      text.count > 600 ? String(text.prefix(600)) + "…(\(text.utf8.count) bytes)" : text
    }
    return "status \(status)\(signal.map { " (signal \($0))" } ?? ""), "
      + "stdout: \(clip(stdout).debugDescription), stderr: \(clip(stderr).debugDescription)"
  }
}

/// Why a run of `calc` could not be completed.
struct CalcProcessError: Error, CustomStringConvertible {
  var description: String
}

/// Where the `calc` executable under test is.
enum CalcBinary {
  /// The executable, found once per test process.
  static let location: Result<URL, CalcProcessError> = locate()

  /// The `calc` executable built alongside this test bundle, or an error that says where
  /// it was looked for.
  ///
  /// Every test that starts calc comes here first, so this is where the test process stops
  /// SIGPIPE: a calc that exits before reading all its input must give the writer EPIPE, not
  /// end the whole test run.
  static func url() throws -> URL {
    _ = ignoreSIGPIPE
    return try location.get()
  }

  /// Looks in the products directory that holds the test bundle: SwiftPM builds `calc` there
  /// because this test target depends on it.
  ///
  /// On Linux the test process is `<scratch>/debug/calcPackageTests.xctest`; on macOS it runs
  /// inside `<scratch>/debug/calcPackageTests.xctest/Contents/MacOS/`. So walk up from the
  /// test executable (and from the bundle) until a directory holds an executable file named
  /// `calc`. `CALC_EXECUTABLE` in the environment overrides the search.
  private static func locate() -> Result<URL, CalcProcessError> {
    let fileManager = FileManager.default
    func isExecutableFile(_ url: URL) -> Bool {
      var isDirectory: ObjCBool = false
      return fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory)
        && !isDirectory.boolValue && fileManager.isExecutableFile(atPath: url.path)
    }

    if let override = ProcessInfo.processInfo.environment["CALC_EXECUTABLE"], !override.isEmpty {
      let url = URL(fileURLWithPath: override)
      return isExecutableFile(url)
        ? .success(url)
        : .failure(CalcProcessError(description: "CALC_EXECUTABLE=\(override) is not an executable file"))
    }

    var starts: [URL] = []
    if let executable = Bundle.main.executableURL { starts.append(executable) }
    if let first = CommandLine.arguments.first, !first.isEmpty {
      starts.append(URL(fileURLWithPath: first).standardizedFileURL)
    }
    starts.append(Bundle.main.bundleURL)
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      starts.append(bundle.bundleURL)
    }

    var tried: [String] = []
    for start in starts {
      var directory = start.deletingLastPathComponent()
      // The products directory is at most a few levels above the test executable.
      for _ in 0..<5 {
        let candidate = directory.appendingPathComponent("calc")
        tried.append(candidate.path)
        if isExecutableFile(candidate) { return .success(candidate) }
        let parent = directory.deletingLastPathComponent()
        if parent.path == directory.path { break }
        directory = parent
      }
    }
    return .failure(
      CalcProcessError(
        description: """
          could not find the built `calc` executable next to the test bundle. \
          Build it first (swift build --scratch-path <dir>) or set CALC_EXECUTABLE. Looked at: \
          \(tried.joined(separator: ", "))
          """))
  }
}

/// A deadline long enough for any calc run in these tests on a slow machine with a debug
/// build, short enough that a hang fails the test rather than the CI job.
let calcTimeout: Double = 20

/// Runs `calc` with `arguments`, feeding it `stdin` (or an empty standard input when `nil`,
/// so calc never waits on a terminal), and returns what it wrote and its exit status.
///
/// `inputHandle`, when given, is calc's standard input instead (a terminal, for example);
/// `environment`, when given, is calc's whole environment instead of the test process's.
/// Throws if calc cannot be started or does not finish within `timeout` seconds (it is then
/// killed).
func runCalc(
  _ arguments: [String], stdin: [UInt8]? = nil, inputHandle: FileHandle? = nil,
  timeout: Double = calcTimeout, environment: [String: String]? = nil
) throws -> CalcResult {
  _ = ignoreSIGPIPE
  let process = Process()
  process.executableURL = try CalcBinary.url()
  process.arguments = arguments
  if let environment { process.environment = environment }

  let outPipe = Pipe()
  let errPipe = Pipe()
  let inPipe: Pipe? = stdin == nil ? nil : Pipe()
  process.standardOutput = outPipe
  process.standardError = errPipe
  process.standardInput = inPipe ?? inputHandle ?? FileHandle.nullDevice

  let exited = DispatchSemaphore(value: 0)
  process.terminationHandler = { _ in exited.signal() }

  try process.run()
  let out = PipeDrain(outPipe.fileHandleForReading)
  let err = PipeDrain(errPipe.fileHandleForReading)
  if let inPipe, let stdin {
    let writer = inPipe.fileHandleForWriting
    Thread.detachNewThread {
      writeAll(stdin, to: writer.fileDescriptor)
      try? writer.close()
    }
  }

  let deadline = DispatchTime.now() + timeout
  if exited.wait(timeout: deadline) == .timedOut {
    kill(process.processIdentifier, SIGKILL)
    _ = exited.wait(timeout: .now() + 5)
    let partial = CalcResult(
      stdoutBytes: out.finish(until: .now() + 1), stderrBytes: err.finish(until: .now() + 1),
      status: -1, signal: SIGKILL)
    throw CalcProcessError(
      description: "calc \(arguments) did not finish within \(timeout) s and was killed; so far \(partial)")
  }
  // The process has exited, so its ends of the pipes are closed and the drains end soon.
  let stdoutBytes = out.finish(until: .now() + 5)
  let stderrBytes = err.finish(until: .now() + 5)
  let signaled = process.terminationReason == .uncaughtSignal
  return CalcResult(
    stdoutBytes: stdoutBytes, stderrBytes: stderrBytes,
    status: signaled ? 128 + process.terminationStatus : process.terminationStatus,
    signal: signaled ? process.terminationStatus : nil)
}

/// Runs `calc` with `arguments` and `stdin` given as text.
func runCalc(_ arguments: [String], stdin: String, timeout: Double = calcTimeout) throws -> CalcResult {
  try runCalc(arguments, stdin: Array(stdin.utf8), timeout: timeout)
}

/// A calc process kept running, so a test can talk to it a line at a time.
final class CalcSession: @unchecked Sendable {
  private let process = Process()
  private let input: FileHandle
  private let out: PipeDrain
  private let err: PipeDrain
  private let exited = DispatchSemaphore(value: 0)
  private var inputClosed = false

  /// Starts calc with `arguments` and standard input a pipe this session writes to.
  init(_ arguments: [String] = []) throws {
    _ = ignoreSIGPIPE
    process.executableURL = try CalcBinary.url()
    process.arguments = arguments
    let inPipe = Pipe()
    let outPipe = Pipe()
    let errPipe = Pipe()
    process.standardInput = inPipe
    process.standardOutput = outPipe
    process.standardError = errPipe
    let exited = self.exited
    process.terminationHandler = { _ in exited.signal() }
    try process.run()
    input = inPipe.fileHandleForWriting
    out = PipeDrain(outPipe.fileHandleForReading)
    err = PipeDrain(errPipe.fileHandleForReading)
  }

  deinit {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    if !inputClosed { try? input.close() }
  }

  /// Writes `text` to calc's standard input without closing it.
  func send(_ text: String) {
    writeAll(Array(text.utf8), to: input.fileDescriptor)
  }

  /// Closes calc's standard input, which ends its batch.
  func closeInput() {
    guard !inputClosed else { return }
    inputClosed = true
    try? input.close()
  }

  /// The next line calc writes to standard output, without its `\n`; throws if none arrives
  /// in time.
  func readStdoutLine(timeout: Double = calcTimeout) throws -> String {
    guard let line = out.nextLine(until: .now() + timeout) else {
      throw CalcProcessError(
        description: "calc wrote no complete stdout line within \(timeout) s (stdout so far: "
          + "\(String(decoding: out.snapshot(), as: UTF8.self).debugDescription))")
    }
    return line
  }

  /// Waits until calc's standard error holds at least `count` lines, and returns them.
  func waitForStderrLines(_ count: Int, timeout: Double = calcTimeout) throws -> [String] {
    guard let text = err.waitForLines(count, until: .now() + timeout) else {
      throw CalcProcessError(
        description: "calc wrote fewer than \(count) stderr lines within \(timeout) s (stderr so far: "
          + "\(String(decoding: err.snapshot(), as: UTF8.self).debugDescription))")
    }
    return CalcResult.lines(text)
  }

  /// Closes standard input, waits for calc to exit, and returns its exit status.
  func finish(timeout: Double = calcTimeout) throws -> Int32 {
    closeInput()
    if exited.wait(timeout: .now() + timeout) == .timedOut {
      kill(process.processIdentifier, SIGKILL)
      throw CalcProcessError(description: "calc did not exit within \(timeout) s of its input closing")
    }
    _ = out.finish(until: .now() + 5)
    _ = err.finish(until: .now() + 5)
    return process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus
  }
}

// MARK: - Plumbing

/// Ignore SIGPIPE in the test process, so writing to a calc that has already exited gives
/// EPIPE (handled) instead of killing the test run.
let ignoreSIGPIPE: Void = {
  _ = signal(SIGPIPE, SIG_IGN)
}()

/// Writes every byte, retrying short writes and EINTR; stops quietly if the reader has gone.
func writeAll(_ bytes: [UInt8], to fileDescriptor: Int32) {
  bytes.withUnsafeBytes { raw in
    var offset = 0
    while offset < raw.count {
      let written = write(fileDescriptor, raw.baseAddress! + offset, raw.count - offset)
      if written < 0 && errno == EINTR { continue }
      if written <= 0 { return }
      offset += written
    }
  }
}

/// Reads a pipe to its end on a dedicated thread, collecting the bytes.
private final class PipeDrain: @unchecked Sendable {
  private let condition = NSCondition()
  private var bytes: [UInt8] = []
  private var consumed = 0
  private var ended = false
  private let handle: FileHandle

  init(_ handle: FileHandle) {
    self.handle = handle
    Thread.detachNewThread { [self] in self.readToEnd() }
  }

  private func readToEnd() {
    let fileDescriptor = handle.fileDescriptor
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress!, $0.count) }
      if count < 0 && errno == EINTR { continue }
      condition.lock()
      if count > 0 {
        bytes.append(contentsOf: chunk[0..<count])
      } else {
        ended = true
      }
      condition.broadcast()
      condition.unlock()
      if count <= 0 { break }
    }
    try? handle.close()
  }

  /// Everything read so far.
  func snapshot() -> [UInt8] {
    condition.lock()
    defer { condition.unlock() }
    return bytes
  }

  /// Waits for the end of the pipe (or the deadline) and returns everything read.
  func finish(until deadline: DispatchTime) -> [UInt8] {
    condition.lock()
    defer { condition.unlock() }
    while !ended, wait(until: deadline) {}
    return bytes
  }

  /// The next unconsumed line, without its `\n`, or `nil` if none completes by the deadline.
  func nextLine(until deadline: DispatchTime) -> String? {
    condition.lock()
    defer { condition.unlock() }
    while true {
      if let newline = bytes[consumed...].firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: bytes[consumed..<newline], as: UTF8.self)
        consumed = newline + 1
        return line
      }
      if ended || !wait(until: deadline) { return nil }
    }
  }

  /// All text read once it holds at least `count` newlines, or `nil` at the deadline.
  func waitForLines(_ count: Int, until deadline: DispatchTime) -> String? {
    condition.lock()
    defer { condition.unlock() }
    while true {
      if bytes.lazy.filter({ $0 == UInt8(ascii: "\n") }).count >= count {
        return String(decoding: bytes, as: UTF8.self)
      }
      if ended || !wait(until: deadline) { return nil }
    }
  }

  /// Waits on the condition (locked by the caller); returns `false` once the deadline passed.
  private func wait(until deadline: DispatchTime) -> Bool {
    let now = DispatchTime.now()
    guard now < deadline else { return false }
    let seconds = Double(deadline.uptimeNanoseconds - now.uptimeNanoseconds) / 1e9
    _ = condition.wait(until: Date(timeIntervalSinceNow: seconds))
    return true
  }
}
