import Foundation
import Testing
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Runs the built `calc` on a pseudo-terminal, as a person at a terminal would: calc's
// standard input, output and error are the terminal, which is its controlling terminal,
// so Ctrl-C is a real SIGINT from the line discipline and libedit does its real editing.
// The test types bytes and waits for text to appear; every wait has a deadline.

/// A `calc` session on a pseudo-terminal of a given size, in a home directory of its own.
final class TerminalSession {
  /// The directory the session's files go to (`$XDG_STATE_HOME/calc`).
  let stateDirectory: URL
  private let master: Int32
  private let pid: pid_t
  private var output: [UInt8] = []
  private var exitStatus: Int32?

  /// Starts `calc arguments` on a terminal `columns` wide, with `$XDG_STATE_HOME` in
  /// `stateHome` (a new temporary directory when nil).
  /// The constructor returns once the first prompt is shown (unless `waitsForPrompt` is
  /// false, for a calc that shows none, as `--watch`).
  ///
  /// Unless `live` is true, the session runs with `--no-live` and `NO_COLOR=1` (unless
  /// `environment` sets it), so what is typed is echoed as plain text and nothing is drawn
  /// under the line (LiveSessionTests test those).
  init(
    _ arguments: [String] = [], columns: Int = 80, stateHome: URL? = nil, environment: [String: String] = [:],
    live: Bool = false, rows: Int = 40, throughCat: Bool = false, waitsForPrompt: Bool = true
  ) throws {
    let arguments = live ? arguments : ["--no-live"] + arguments
    let environment = live ? environment : ["NO_COLOR": "1"].merging(environment) { $1 }
    let home = try stateHome ?? TerminalSession.temporaryDirectory()
    stateDirectory = home.appendingPathComponent("calc")
    guard let api = PseudoTerminalAPI.load() else {
      throw CalcProcessError(description: "posix_openpt is not available")
    }
    master = api.openPrimary(O_RDWR | O_NOCTTY)
    guard master >= 0, api.grant(master) == 0, api.unlock(master) == 0, let slavePath = api.name(master) else {
      throw CalcProcessError(description: "cannot open a pseudo-terminal: \(String(cString: strerror(errno)))")
    }
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // A new session leader opening the terminal takes it as its controlling terminal.
    posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    posix_spawn_file_actions_addclose(&actions, master)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(TerminalSession.spawnNewSession | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaults = sigset_t()
    sigfillset(&defaults)
    posix_spawnattr_setsigdefault(&attributes, &defaults)

    var variables = ["TERM": "xterm", "LANG": "C.UTF-8", "HOME": home.path, "XDG_STATE_HOME": home.path]
    if let path = ProcessInfo.processInfo.environment["PATH"] { variables["PATH"] = path }
    variables.merge(environment) { $1 }
    let calcPath = try CalcBinary.url().path
    // `calc | cat` from a shell: calc's standard output is a pipe.
    let executable = throughCat ? "/bin/sh" : calcPath
    let words = throughCat
      ? ["sh", "-c", ([calcPath] + arguments).map { "'" + $0 + "'" }.joined(separator: " ") + " | cat"]
      : [calcPath] + arguments
    let argv = words.map { strdup($0) } + [nil]
    let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var child: pid_t = 0
    let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
    guard status == 0 else {
      close(master)
      throw CalcProcessError(description: "cannot start calc: \(String(cString: strerror(status)))")
    }
    pid = child
    // Through a pipe there is no prompt (libedit does not edit): the greeting is enough.
    guard !waitsForPrompt || (throughCat ? wait(for: "Ctrl-D to leave") : waitForPrompt()) else {
      throw CalcProcessError(description: "no prompt from calc: \(screen.debugDescription)")
    }
  }

  deinit {
    if exitStatus == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    close(master)
  }

  #if canImport(Darwin)
    private static let spawnNewSession = Int32(POSIX_SPAWN_SETSID)
  #else
    /// POSIX_SPAWN_SETSID, which Glibc's module leaves out like posix_openpt.
    private static let spawnNewSession: Int32 = 0x80
  #endif

  /// Whether this machine can open a pseudo-terminal (a container without /dev/pts cannot).
  static let isAvailable: Bool = {
    guard let api = PseudoTerminalAPI.load() else { return false }
    let fd = api.openPrimary(O_RDWR | O_NOCTTY)
    guard fd >= 0 else { return false }
    close(fd)
    return true
  }()

  static func temporaryDirectory() throws -> URL {
    try makeTemporaryDirectory("calc-session")
  }

  /// Sends bytes as if typed.
  func type(_ text: String) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
      if written <= 0 { return }
      offset += written
    }
  }

  /// Types a line and Return.
  func line(_ text: String) { type(text + "\r") }

  /// Resizes the terminal as a window resized does: its size changes, and calc gets
  /// SIGWINCH (from the terminal, and once more from here).
  func resize(columns: Int, rows: Int) {
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    kill(pid, SIGWINCH)
  }

  /// The keys as a terminal sends them.
  enum Key: String {
    case up = "\u{1B}[A"
    case down = "\u{1B}[B"
    case tab = "\t"
    case interrupt = "\u{03}"
    case endOfInput = "\u{04}"
    case killToStart = "\u{15}"
    case enter = "\r"
  }

  func press(_ key: Key) {
    // Ctrl-D typed while the terminal is between lines (canonical mode) becomes the kernel's
    // end-of-file mark, which reaches libedit as a NUL when it leaves that mode, and the
    // session never ends: wait until libedit reads keys (as `waitForPrompt` does).
    if key == .endOfInput { _ = wait(since: mark, timeout: 10) { _ in self.isReadingKeys } }
    type(key.rawValue)
  }

  /// Everything shown so far, with terminal control sequences and carriage returns
  /// removed, so lines read as they look.
  var screen: String { TerminalSession.plain(output) }

  /// The screen after `mark`: what appeared since then.
  func screen(since mark: Int) -> String { TerminalSession.plain(Array(output[min(mark, output.count)...])) }

  /// The bytes shown after `mark`, control sequences and all, as text.
  func output(since mark: Int) -> String { String(decoding: output[min(mark, output.count)...], as: UTF8.self) }

  /// A position in the output, for ``screen(since:)``.
  var mark: Int { output.count }

  /// Waits until the text shown since `mark` satisfies `condition`; false on timeout.
  @discardableResult
  func wait(since mark: Int = 0, timeout: Double = 10, until condition: (String) -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      if condition(screen(since: mark)) { return true }
      if Date() > deadline || !readSome(until: deadline) { return condition(screen(since: mark)) }
    }
  }

  /// Waits until `text` has appeared since `mark`.
  @discardableResult
  func wait(for text: String, since mark: Int = 0, timeout: Double = 10) -> Bool {
    wait(since: mark, timeout: timeout) { $0.contains(text) }
  }

  /// Types a line and waits for the next prompt after it; returns what was shown in
  /// between (the echo of the line included).
  ///
  /// The prompt waited for comes after a line break: libedit redraws a line edited with
  /// cursor keys by writing the prompt again, and that redraw may still be arriving.
  func enter(_ text: String) -> String {
    let start = mark
    line(text)
    wait(since: start) { $0.contains("\n") && $0.hasSuffix("> ") && self.isReadingKeys }
    return screen(since: start)
  }

  /// Waits until a prompt ends the screen and libedit has the terminal in its own mode.
  ///
  /// Keys typed between lines meet the terminal in its ordinary mode, where it echoes them
  /// itself and turns Ctrl-C and Ctrl-D into a signal and an end of file before libedit
  /// reads; a person never types that fast, a test does. libedit switches the mode off
  /// canonical input for each line, which the test can see on its side of the terminal.
  @discardableResult
  func waitForPrompt(since mark: Int = 0, timeout: Double = 10) -> Bool {
    wait(since: mark, timeout: timeout) { $0.hasSuffix("> ") && self.isReadingKeys }
  }

  /// Whether the terminal is out of canonical (line-at-a-time) mode, as libedit sets it
  /// while it reads a line.
  var isReadingKeys: Bool {
    var settings = termios()
    return tcgetattr(master, &settings) == 0 && (settings.c_lflag & tcflag_t(ICANON)) == 0
  }

  /// Reads what is available, waiting until `deadline`; false when the terminal closed.
  private func readSome(until deadline: Date) -> Bool {
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    let milliseconds = max(1, Int32(deadline.timeIntervalSinceNow * 1000))
    let ready = poll(&descriptor, 1, min(milliseconds, 100))
    if ready <= 0 { return ready == 0 || errno == EINTR }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
    if count <= 0 { return false }
    output += buffer[..<count]
    return true
  }

  /// Waits for calc to exit (after Ctrl-D or `:quit`); its status, or nil on timeout. The
  /// timeout guards against a hang, it measures nothing: 30 s, since on a machine loaded
  /// by two builds at once an exit (saving the session under its lock) took over 10 s.
  func waitForExit(timeout: Double = 30) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      _ = readSome(until: Date().addingTimeInterval(0.05))
      var status: Int32 = 0
      if waitpid(pid, &status, WNOHANG) == pid {
        exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        while readSome(until: Date().addingTimeInterval(0.05)), Date() < deadline {}
        return exitStatus
      }
    }
    return nil
  }

  /// Terminal output as text: escape sequences (CSI `ESC [ … final`, and two-byte `ESC x`)
  /// carriage returns, backspaces (libedit moves the cursor left with them) and bells
  /// removed.
  static func plain(_ bytes: [UInt8]) -> String {
    var kept: [UInt8] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x1B, index + 1 < bytes.count {
        if bytes[index + 1] == UInt8(ascii: "[") {
          index += 2
          while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
          index += 1
        } else {
          index += 2
        }
        continue
      }
      if byte != UInt8(ascii: "\r") && byte != 0x07 && byte != 0x08 {
        kept.append(byte)
      }
      index += 1
    }
    return String(decoding: kept, as: UTF8.self)
  }
}

/// posix_openpt and friends. Glibc declares them only under _XOPEN_SOURCE, which Swift's
/// Glibc module does not set, so on Linux they are looked up at run time.
struct PseudoTerminalAPI {
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
