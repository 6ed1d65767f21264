/// Reads lines of bytes from a file descriptor through a 64 KiB buffer.
///
/// Lines end at `\n` (a `\r` before it is dropped); the last line need not end with one.
/// Bytes are returned undecoded so invalid UTF-8 can be reported rather than lost.
struct LineReader {
  private let fileDescriptor: Int32
  private var buffer: [UInt8] = []
  private var start = 0
  private var atEnd = false
  /// Called before each `read(2)`, which may block: the place to flush pending output.
  var beforeWaiting: () -> Void = {}

  init(fileDescriptor: Int32) {
    self.fileDescriptor = fileDescriptor
  }

  mutating func nextLine() -> ArraySlice<UInt8>? {
    var searchFrom = start
    while true {
      if let newline = LineReader.newline(in: buffer, from: searchFrom) {
        var line = buffer[start..<newline]
        start = newline + 1
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        return line
      }
      if atEnd {
        guard start < buffer.count else { return nil }
        let line = buffer[start...]
        start = buffer.count
        return line
      }
      // Keep the partial line, then read more after it.
      buffer.removeSubrange(0..<start)
      start = 0
      searchFrom = buffer.count
      fill()
    }
  }

  /// The next line if it is already in the buffer (or the input has ended), without
  /// reading: nil when the next line would have to be waited for.
  mutating func bufferedLine() -> ArraySlice<UInt8>? {
    if LineReader.newline(in: buffer, from: start) == nil, !atEnd { return nil }
    return nextLine()
  }

  /// The index of the first `\n` at or after `start`, found by `memchr` (a vectorised
  /// scan, where `firstIndex(of:)` tests a byte at a time).
  private static func newline(in bytes: [UInt8], from start: Int) -> Int? {
    bytes.withUnsafeBytes { raw -> Int? in
      guard start < raw.count, let base = raw.baseAddress else { return nil }
      guard let found = memchr(base + start, 0x0A, raw.count - start) else { return nil }
      return base.distance(to: UnsafeRawPointer(found))
    }
  }

  private mutating func fill() {
    beforeWaiting()
    let chunk = 1 << 16
    let oldCount = buffer.count
    buffer.append(contentsOf: repeatElement(0, count: chunk))
    var got = 0
    buffer.withUnsafeMutableBytes { raw in
      repeat {
        got = read(fileDescriptor, raw.baseAddress! + oldCount, chunk)
      } while got < 0 && errno == EINTR
    }
    buffer.removeLast(chunk - max(got, 0))
    if got <= 0 { atEnd = true }
  }
}
