#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The entries of a directory, for Tab after `:sheet` and `:save` (``Completion``).
enum FileNames {
  /// A name in a directory, and whether it names a directory.
  struct Entry: Equatable, Sendable {
    var name: String
    var isDirectory: Bool
  }

  /// The most entries read from one directory: Tab in a huge one stays quick.
  static let maximumEntries = 10_000

  /// The entries of `directory` (relative to the working directory, or absolute), at most
  /// ``maximumEntries`` of them; none when it cannot be read.
  static func entries(of directory: String) -> [Entry] {
    guard let stream = opendir(directory) else { return [] }
    defer { closedir(stream) }
    var entries: [Entry] = []
    while entries.count < maximumEntries, let entry = readdir(stream) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
        String(cString: UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
      }
      var isDirectory = Int32(entry.pointee.d_type) == Int32(DT_DIR)
      if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) || Int32(entry.pointee.d_type) == Int32(DT_LNK) {
        // The file system does not say, or a link: ask what it leads to.
        var status = stat()
        let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
        isDirectory = stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
      }
      entries.append(Entry(name: name, isDirectory: isDirectory))
    }
    return entries
  }
}
