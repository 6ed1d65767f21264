import CalcKit

/// The session's lines as a worksheet, for `:save`: the lines of a worksheet opened with
/// `:sheet`, then each line typed that gave a result, with its comment, and each comment or
/// heading typed alone (`# rent is due on the 1st`, `## Travel`). Saved, the file shows
/// the values the session showed: `ans` and a line that continued from the last result
/// (`+ 5`) refer to the line that gave it (`line3 + 5`).
struct SessionSheet {
  /// The worksheet's lines, as they are written.
  private(set) var lines: [String] = []
  /// The number (from 1) of the last line with a value, which `ans` is.
  private(set) var lastValueLine: Int?

  /// Starts again from the lines of an opened worksheet.
  mutating func open(_ sheet: Worksheet) {
    lines = sheet.lines.map(\.text)
    lastValueLine = sheet.lines.lastIndex(where: { $0.value != nil }).map { $0 + 1 }
  }

  /// A comment or heading typed alone.
  mutating func note(comment: String) {
    let trimmed = comment.trimmingWhitespace
    if !trimmed.isEmpty { lines.append(trimmed) }
  }

  /// A line the session evaluated: `expression` as typed without its comment, `comment` the
  /// rest of the line (empty when it has none); `continued` when it continued from the last
  /// result, `hasValue` when it gave a value (not a definition or a plot).
  mutating func note(_ expression: String, comment: String, continued: Bool, hasValue: Bool) {
    var text = expression.trimmingWhitespace
    if let last = lastValueLine {
      text = SessionSheet.replacingAns(in: text, with: "line\(last)")
      if continued { text = "line\(last) " + text }
    }
    let note = comment.trimmingWhitespace
    lines.append(note.isEmpty ? text : text + "  " + note)
    if hasValue { lastValueLine = lines.count }
  }

  /// `text` with each name `ans` (not part of a longer name) replaced by `name`.
  static func replacingAns(in text: String, with name: String) -> String {
    let bytes = Array(text.utf8)
    let target = Array("ans".utf8)
    func isNameByte(_ byte: UInt8) -> Bool {
      byte >= 0x80 || byte == UInt8(ascii: "_") || (0x30...0x39).contains(byte)
        || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
    var output: [UInt8] = []
    var offset = 0
    while offset < bytes.count {
      let end = offset + target.count
      if end <= bytes.count, Array(bytes[offset..<end]) == target,
        offset == 0 || !isNameByte(bytes[offset - 1]), end == bytes.count || !isNameByte(bytes[end])
      {
        output += Array(name.utf8)
        offset = end
      } else {
        output.append(bytes[offset])
        offset += 1
      }
    }
    return String(decoding: output, as: UTF8.self)
  }
}
