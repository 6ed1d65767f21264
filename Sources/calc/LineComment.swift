/// `#` comments in the lines the command reads: one-shot expressions, batch lines and the
/// session's lines.
///
/// A comment starts at a `#` that begins the line or follows white space (a space or a
/// tab), and runs to the end of the line: `1+1  # note` is `1+1`, `# note` is a blank
/// line. A `#` right after another character is no comment, so the based literals
/// `16#ff` and `3#0.1` read as before. The text before the comment keeps its offsets, so
/// an error's caret still points into the line as typed.
enum LineComment {
  /// `line` without its comment (and unchanged when it has none).
  static func stripped(_ line: String) -> String {
    guard let start = start(in: line.utf8) else { return line }
    return String(decoding: line.utf8.prefix(start), as: UTF8.self)
  }

  /// The UTF-8 offset of the `#` that starts the comment, if there is one.
  static func start<Bytes: Collection<UInt8>>(in bytes: Bytes) -> Int? {
    // Most lines have no `#` at all: a vectorised search (memchr) says so at once.
    let hasHash = bytes.withContiguousStorageIfAvailable { buffer -> Bool in
      guard let base = buffer.baseAddress else { return false }
      return memchr(base, Int32(UInt8(ascii: "#")), buffer.count) != nil
    }
    if hasHash == false { return nil }
    var previous: UInt8 = UInt8(ascii: " ")
    var offset = 0
    for byte in bytes {
      if byte == UInt8(ascii: "#"), previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\t") {
        return offset
      }
      previous = byte
      offset += 1
    }
    return nil
  }
}
