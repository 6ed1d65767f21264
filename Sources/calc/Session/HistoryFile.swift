/// The lines typed in every session, one per line of a text file, oldest first.
///
/// Each line is appended as it is entered, under an exclusive lock, so two sessions at
/// once interleave their lines rather than overwrite each other's. At start-up the file
/// is cut to its last ``limit`` entries, in place and under the same lock.
///
/// Format version 2 (this calc's) begins with the line `#calc-history 2`; version 1, which
/// calc wrote before it had format versions, is the same lines without it, and is
/// written again as version 2 when read. A file of a higher version is left as it is and
/// not appended to.
struct HistoryFile {
  let path: String
  /// The most entries kept.
  var limit = 1_000

  /// The first line of a file of format version 2 and later, before the version.
  static let headerPrefix = "#calc-history "
  static let currentVersion = 2
  static var header: [UInt8] { Array((headerPrefix + "\(currentVersion)\n").utf8) }

  /// The entries of a file, and how many lines were dropped as not text.
  struct Entries {
    var lines: [String] = []
    var dropped = 0
  }

  /// The history's versions: 1, lines only; 2, a header line and then the lines.
  static let format = SavedFormat<Entries>(
    current: currentVersion,
    versionOf: { bytes in headerVersion(bytes) ?? 1 },
    readers: [
      1: { bytes in entries(in: bytes[...]) },
      2: { bytes in entries(in: bytes.drop { $0 != UInt8(ascii: "\n") }) },
    ])

  /// The version a first line `#calc-history N` names, or nil when the first line is not
  /// one (a version-1 file, whose first line is an entry).
  static func headerVersion(_ bytes: [UInt8]) -> Int? {
    let first = bytes.prefix { $0 != UInt8(ascii: "\n") }
    let prefix = Array(headerPrefix.utf8)
    guard first.starts(with: prefix) else { return nil }
    let digits = first.dropFirst(prefix.count)
    guard (1...9).contains(digits.count), digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    return digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
  }

  /// The lines of `bytes` that are text; the others are counted as dropped.
  static func entries(in bytes: ArraySlice<UInt8>) -> Entries {
    var found = Entries()
    for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
      // Valid UTF-8 decodes to the same bytes (String(validating:) needs macOS 15).
      let text = String(decoding: line, as: UTF8.self)
      if text.utf8.elementsEqual(line), !text.utf8.contains(0) {
        found.lines.append(text)
      } else {
        found.dropped += 1
      }
    }
    return found
  }

  /// The entries, and a one-line warning when the file could not be used (then `usable`
  /// is false and nothing should be appended) or held lines that are not text (those are
  /// dropped).
  func load() -> (entries: [String], warning: String?, usable: Bool) {
    var found = Entries()
    var warning: String?
    var usable = true
    do throws(FileSystem.Failure) {
      try FileSystem.withLockedFile(path, flags: O_RDWR) { (fd) throws(FileSystem.Failure) in
        let bytes = try FileSystem.readAll(fd, atMost: 64 << 20)
        var version = HistoryFile.currentVersion
        switch HistoryFile.format.read(bytes) {
        case .newer(let newer):
          warning = CommandMessage.newerHistory(path, version: newer)
          usable = false
          return
        case .damaged(let reason):
          // Only a header naming a version calc never wrote (`#calc-history 0`).
          let aside = try FileSystem.setAside(path)
          warning = CommandMessage.damagedHistory(path, reason, movedTo: aside)
          usable = false
          return
        case .read(let entries, let read):
          found = entries
          version = read
        }
        let isEmpty = bytes.isEmpty
        guard isEmpty || version < HistoryFile.currentVersion || found.lines.count > limit || found.dropped > 0
        else { return }
        found.lines.removeFirst(max(0, found.lines.count - limit))
        let kept = HistoryFile.header + found.lines.flatMap { Array($0.utf8) + [UInt8(ascii: "\n")] }
        if ftruncate(fd, 0) != 0 { throw FileSystem.Failure(errno) }
        if lseek(fd, 0, SEEK_SET) < 0 { throw FileSystem.Failure(errno) }
        try FileSystem.writeAll(fd, kept)
      }
    } catch {
      return ([], CommandMessage.cannotUseHistory(path, error), false)
    }
    if warning == nil, found.dropped > 0 {
      warning = CommandMessage.droppedHistoryLines(found.dropped, path)
    }
    return (found.lines, warning, usable)
  }

  /// Adds one entry at the end of the file (after the header, in a file that is empty);
  /// the reason when it could not.
  func append(_ entry: String) -> String? {
    let bytes = Array(entry.utf8.filter { $0 != UInt8(ascii: "\n") && $0 != 0 }) + [UInt8(ascii: "\n")]
    do throws(FileSystem.Failure) {
      try FileSystem.withLockedFile(path, flags: O_WRONLY | O_APPEND) { (fd) throws(FileSystem.Failure) in
        let isEmpty = lseek(fd, 0, SEEK_END) == 0
        try FileSystem.writeAll(fd, isEmpty ? HistoryFile.header + bytes : bytes)
      }
      return nil
    } catch {
      return "\(error)"
    }
  }
}
