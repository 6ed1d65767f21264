/// Collects output text and writes it to a file descriptor in large pieces.
///
/// A write that fails ends calc (``WriteFailure``): with status 1 and a message on standard
/// error, or, when the reader has gone away (EPIPE, as in `calc … | head -1`), quietly by
/// SIGPIPE, as other Unix tools end.
struct OutputBuffer {
  private let fileDescriptor: Int32
  private var bytes: [UInt8] = []

  init(fileDescriptor: Int32) {
    self.fileDescriptor = fileDescriptor
    bytes.reserveCapacity(1 << 16)
  }

  mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
    if bytes.count >= 1 << 16 { flush() }
  }

  mutating func append(bytes more: ArraySlice<UInt8>) {
    bytes.append(contentsOf: more)
    if bytes.count >= 1 << 16 { flush() }
  }

  /// Writes everything collected so far, or ends calc if the write fails.
  mutating func flush() {
    var offset = 0
    var failure: Int32?
    bytes.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return }
      while offset < raw.count {
        let written = write(fileDescriptor, base + offset, raw.count - offset)
        if written < 0 && errno == EINTR { continue }
        if written <= 0 {
          failure = written < 0 ? errno : EIO
          return
        }
        offset += written
      }
    }
    bytes.removeAll(keepingCapacity: true)
    if let failure { WriteFailure.end(fileDescriptor: fileDescriptor, errno: failure) }
  }
}

/// How calc ends when it cannot write its output.
enum WriteFailure {
  /// Ends calc after a failed write to `fileDescriptor`: by SIGPIPE when the reader has
  /// gone away, else with status 1 and, when the failure was not on standard error itself,
  /// `calc: cannot write to standard output: No space left on device` there.
  static func end(fileDescriptor: Int32, errno code: Int32) -> Never {
    if code == EPIPE {
      // Quietly, as `head` expects of a writer: the signal's default action, even if calc
      // was started with SIGPIPE ignored.
      signal(SIGPIPE, SIG_DFL)
      raise(SIGPIPE)
    }
    if fileDescriptor != STDERR_FILENO {
      let stream = fileDescriptor == STDOUT_FILENO ? "standard output" : "file descriptor \(fileDescriptor)"
      let reason = strerror(code).map { String(cString: $0) } ?? "error \(code)"
      let message = Array(CommandMessage.cannotWrite(to: stream, reason).utf8)
      message.withUnsafeBytes { raw in
        if let base = raw.baseAddress { _ = write(STDERR_FILENO, base, raw.count) }
      }
    }
    _exit(1)
  }

  /// Makes text written through C's `stdout` (`print`, the argument parser's help and
  /// errors) end calc the same way when it cannot be written: checked at exit, when
  /// whatever is still buffered is flushed.
  static func checkStandardOutputAtExit() {
    atexit {
      errno = 0
      if fflush(standardOutputStream) != 0 || ferror(standardOutputStream) != 0 {
        WriteFailure.end(fileDescriptor: STDOUT_FILENO, errno: errno == 0 ? EIO : errno)
      }
    }
  }
}
