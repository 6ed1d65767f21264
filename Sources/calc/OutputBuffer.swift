#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Collects output text and writes it to a file descriptor in large pieces.
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

  /// Writes everything collected so far; gives up quietly if the reader has gone away.
  mutating func flush() {
    var offset = 0
    bytes.withUnsafeBytes { raw in
      while offset < raw.count {
        let written = write(fileDescriptor, raw.baseAddress! + offset, raw.count - offset)
        if written < 0 && errno == EINTR { continue }
        if written <= 0 { break }
        offset += written
      }
    }
    bytes.removeAll(keepingCapacity: true)
  }
}
