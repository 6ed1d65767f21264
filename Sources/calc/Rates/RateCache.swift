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
/// land; a damaged file is moved aside to `rates.json.damaged` with a warning that says
/// what is wrong, and a file of a newer format is neither read nor written over.
struct RateCache: Sendable {
  let directory: String

  var path: String { directory + "/rates.json" }
  var asidePath: String { path + FileSystem.asideSuffix }
  var lockPath: String { directory + "/rates.lock" }

  /// The cache's versions (its `format` field): 1 is the only one so far.
  static let format = SavedFormat<RateSnapshot>(
    current: RateSnapshot.formatVersion,
    versionOf: { bytes in
      struct Format: Decodable { var format: Int }
      return try JSONDecoder().decode(Format.self, from: Data(bytes)).format
    },
    readers: [
      1: { bytes in
        let snapshot = try JSONDecoder().decode(RateSnapshot.self, from: Data(bytes))
        if let problem = snapshot.problem { throw SavedFormat<RateSnapshot>.Damage(description: problem) }
        return snapshot
      }
    ])

  /// What ``load()`` found.
  struct Loaded {
    /// The cached snapshot, nil when there is none that can be used.
    var snapshot: RateSnapshot?
    /// Why a file there was not used.
    var warning: String?
    /// The format version of a cache a newer calc wrote: it is left as it is, and
    /// ``save(_:)`` does not write over it.
    var newerFormat: Int?
  }

  /// The cached snapshot, nil when there is none; `warning` says why a file there was not
  /// used (a damaged one is then moved aside, so the next update starts afresh; a newer
  /// one is left as it is).
  func load() -> Loaded {
    let bytes: [UInt8]
    do throws(FileSystem.Failure) {
      guard let read = try FileSystem.read(path, atMost: 8 << 20) else { return Loaded() }
      bytes = read
    } catch {
      return Loaded(warning: CommandMessage.cannotReadRatesCache(path, error))
    }
    switch RateCache.format.read(bytes) {
    case .read(let snapshot, _):
      return Loaded(snapshot: snapshot)
    case .newer(let version):
      return Loaded(warning: CommandMessage.newerRatesCache(path, version: version), newerFormat: version)
    case .damaged(let reason):
      do throws(FileSystem.Failure) {
        let aside = try FileSystem.setAside(path)
        return Loaded(warning: CommandMessage.damagedRatesCache(path, reason, movedTo: aside))
      } catch {
        return Loaded(warning: CommandMessage.damagedRatesCacheNotMoved(path, reason, error))
      }
    }
  }

  /// A cache file a newer calc wrote, which this calc does not write over.
  struct NewerFile: Error, CustomStringConvertible {
    var path: String
    var version: Int
    var description: String { CommandMessage.newerRatesCacheNotSaved(path, version: version) }
  }

  /// Writes `snapshot` atomically, creating the directory if needed.
  /// Throws ``NewerFile`` when the file there is of a newer format (call it holding the
  /// lock, so that no other calc writes between the check and the write).
  func save(_ snapshot: RateSnapshot) throws {
    if let bytes = try? FileSystem.read(path, atMost: 8 << 20), case .newer(let version) = RateCache.format.read(bytes) {
      throw NewerFile(path: path, version: version)
    }
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
