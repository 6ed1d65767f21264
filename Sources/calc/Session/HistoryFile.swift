/// The lines typed in every session, one per line of a text file, oldest first.
///
/// Each line is appended as it is entered, under an exclusive lock, so two sessions at
/// once interleave their lines rather than overwrite each other's. At start-up the file
/// is cut to its last ``limit`` entries, in place and under the same lock.
struct HistoryFile {
  let path: String
  /// The most entries kept.
  var limit = 1_000

  /// The entries, and a one-line warning when the file could not be used (then `usable`
  /// is false and nothing should be appended) or held lines that are not text (those are
  /// dropped).
  func load() -> (entries: [String], warning: String?, usable: Bool) {
    var entries: [String] = []
    var skipped = 0
    do throws(FileSystem.Failure) {
      try FileSystem.withLockedFile(path, flags: O_RDWR) { (fd) throws(FileSystem.Failure) in
        let bytes = try FileSystem.readAll(fd, atMost: 64 << 20)
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
          // Valid UTF-8 decodes to the same bytes (String(validating:) needs macOS 15).
          let text = String(decoding: line, as: UTF8.self)
          if text.utf8.elementsEqual(line), !text.utf8.contains(0) {
            entries.append(text)
          } else {
            skipped += 1
          }
        }
        if entries.count > limit || skipped > 0 {
          entries.removeFirst(max(0, entries.count - limit))
          let kept = entries.flatMap { Array($0.utf8) + [UInt8(ascii: "\n")] }
          if ftruncate(fd, 0) != 0 { throw FileSystem.Failure(errno) }
          if lseek(fd, 0, SEEK_SET) < 0 { throw FileSystem.Failure(errno) }
          try FileSystem.writeAll(fd, kept)
        }
      }
    } catch {
      return ([], CommandMessage.cannotUseHistory(path, error), false)
    }
    let warning = skipped == 0 ? nil : CommandMessage.droppedHistoryLines(skipped, path)
    return (entries, warning, true)
  }

  /// Adds one entry at the end of the file; the reason when it could not.
  func append(_ entry: String) -> String? {
    let bytes = Array(entry.utf8.filter { $0 != UInt8(ascii: "\n") && $0 != 0 }) + [UInt8(ascii: "\n")]
    do throws(FileSystem.Failure) {
      try FileSystem.withLockedFile(path, flags: O_WRONLY | O_APPEND) { (fd) throws(FileSystem.Failure) in
        try FileSystem.writeAll(fd, bytes)
      }
      return nil
    } catch {
      return "\(error)"
    }
  }
}
