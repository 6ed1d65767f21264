/// The few file operations the session's files need, on POSIX calls: whole-file reads,
/// atomic replacement, appends under a lock.
enum FileSystem {
  /// Why a file operation failed: the call's `errno` as text.
  struct Failure: Error, CustomStringConvertible {
    var description: String

    init(_ code: Int32) {
      description = String(cString: strerror(code))
    }
  }

  /// The file's bytes; nil when it does not exist.
  static func read(_ path: String, atMost limit: Int = 16 << 20) throws(Failure) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    if fd < 0 {
      if errno == ENOENT { return nil }
      throw Failure(errno)
    }
    defer { close(fd) }
    return try readAll(fd, atMost: limit)
  }

  /// Everything left in `fd`, up to `limit` bytes (an error beyond it).
  static func readAll(_ fd: Int32, atMost limit: Int) throws(Failure) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(errno)
      }
      if count == 0 { return bytes }
      bytes += chunk[..<count]
      if bytes.count > limit { throw Failure(EFBIG) }
    }
  }

  /// Writes all of `bytes` to `fd`.
  static func writeAll(_ fd: Int32, _ bytes: [UInt8]) throws(Failure) {
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(errno)
      }
      offset += count
    }
  }

  /// Replaces the file at `path` with `bytes` in one step: they go to a temporary file
  /// beside it (permissions 0600), which is then renamed over it. A reader sees the old
  /// file or the new one, never half of one.
  static func replace(_ path: String, with bytes: [UInt8]) throws(Failure) {
    let temporary = "\(path).\(getpid()).tmp"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    if fd < 0 { throw Failure(errno) }
    do throws(Failure) {
      try writeAll(fd, bytes)
      if fchmod(fd, 0o600) != 0 { throw Failure(errno) }
      if fsync(fd) != 0 { throw Failure(errno) }
    } catch {
      close(fd)
      unlink(temporary)
      throw error
    }
    close(fd)
    if rename(temporary, path) != 0 {
      let code = errno
      unlink(temporary)
      throw Failure(code)
    }
  }

  /// Whether something (a file, a directory) is at `path`.
  static func exists(_ path: String) -> Bool {
    access(path, F_OK) == 0
  }

  /// Renames `path` to `newPath`, replacing what was there.
  static func move(_ path: String, to newPath: String) throws(Failure) {
    if rename(path, newPath) != 0 { throw Failure(errno) }
  }

  /// Creates the directory and any missing parents, each with permissions 0700.
  static func createDirectories(_ path: String) throws(Failure) {
    var current = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/") {
      current += "/" + component
      if mkdir(current, 0o700) != 0, errno != EEXIST { throw Failure(errno) }
    }
  }

  /// Opens the file (creating it), makes it private (0600), runs `body` with it while
  /// holding an exclusive lock, and closes it.
  static func withLockedFile<T>(
    _ path: String, flags: Int32, _ body: (Int32) throws(Failure) -> T
  ) throws(Failure) -> T {
    let fd = open(path, flags | O_CREAT | O_CLOEXEC, 0o600)
    if fd < 0 { throw Failure(errno) }
    defer { close(fd) }
    if fchmod(fd, 0o600) != 0 { throw Failure(errno) }
    while flock(fd, LOCK_EX) != 0 {
      if errno != EINTR { throw Failure(errno) }
    }
    return try body(fd)
  }
}
