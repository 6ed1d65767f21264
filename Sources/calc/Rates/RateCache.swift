import CalcKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The rates cache: one JSON file, `rates.json`, in `$XDG_CACHE_HOME/calc` (or
/// `~/.cache/calc`), replaced atomically (a temporary file renamed over it), so a reader
/// sees a whole snapshot or the one before, never half of one. Updates hold a lock
/// (`rates.lock`) from reading the old snapshot to writing the new, so two at once both
/// land; a damaged file is moved aside to `rates.json.damaged` with a warning.
struct RateCache: Sendable {
  let directory: String

  var path: String { directory + "/rates.json" }
  var asidePath: String { path + ".damaged" }
  var lockPath: String { directory + "/rates.lock" }

  /// The cached snapshot, nil when there is none; `warning` says why a file there was not
  /// used (it is then moved aside, so the next update starts afresh).
  func load() -> (snapshot: RateSnapshot?, warning: String?) {
    let bytes: [UInt8]
    do throws(FileSystem.Failure) {
      guard let read = try FileSystem.read(path, atMost: 8 << 20) else { return (nil, nil) }
      bytes = read
    } catch {
      return (nil, CommandMessage.cannotReadRatesCache(path, error))
    }
    if let snapshot = try? JSONDecoder().decode(RateSnapshot.self, from: Data(bytes)), snapshot.isValid {
      return (snapshot, nil)
    }
    do throws(FileSystem.Failure) {
      try FileSystem.move(path, to: asidePath)
      return (nil, CommandMessage.damagedRatesCache(path, movedTo: asidePath))
    } catch {
      return (nil, CommandMessage.damagedRatesCacheNotMoved(path, error))
    }
  }

  /// Writes `snapshot` atomically, creating the directory if needed.
  func save(_ snapshot: RateSnapshot) throws {
    try FileSystem.createDirectories(directory)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Rates in the saved form every calc reads ("26389/25000", not "1.05556"): an older
    // calc sharing the cache would otherwise find it damaged and move it aside.
    encoder.userInfo[Number.encodingStyleKey] = Number.EncodingStyle.fraction
    let data = try encoder.encode(snapshot)
    try FileSystem.replace(path, with: Array(data) + [UInt8(ascii: "\n")])
  }

  /// Runs `body` holding the cache's lock (other calc processes updating wait for it).
  func withLock<T>(_ body: () throws -> T) throws -> T {
    try FileSystem.createDirectories(directory)
    let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    if fd < 0 { throw FileSystem.Failure(errno) }
    defer { close(fd) }
    while flock(fd, LOCK_EX) != 0 {
      if errno != EINTR { throw FileSystem.Failure(errno) }
    }
    defer { flock(fd, LOCK_UN) }
    return try body()
  }
}
