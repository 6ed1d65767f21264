import CalcKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The session's saved settings, variables and `ans`: one JSON file, replaced atomically
/// with permissions 0600 whenever they change.
struct StateFile {
  let path: String

  /// The path a damaged file is moved to (its suffix, `.corrupt`, is the one calc has
  /// always written for the session file).
  var asidePath: String { path + ".corrupt" }

  /// The saved state, if there is one; a warning when there is a file that cannot be used.
  ///
  /// A file that cannot be parsed or holds impossible values is moved to ``asidePath``
  /// (replacing an older one there), so the next save does not destroy it and start-up
  /// goes on with a clean session.
  func load() -> (state: SessionState?, warning: String?) {
    let bytes: [UInt8]
    do throws(FileSystem.Failure) {
      guard let read = try FileSystem.read(path, atMost: 64 << 20) else { return (nil, nil) }
      bytes = read
    } catch {
      return (nil, CommandMessage.cannotReadSession(path, error))
    }
    if let version = StateFile.newerVersion(in: bytes) {
      return (nil, CommandMessage.newerSession(path, version: version))
    }
    do {
      var state = try JSONDecoder().decode(SessionState.self, from: Data(bytes))
      let renames = state.keepConflictingNames()
      try state.validate()
      return (state, renames.isEmpty ? nil : CommandMessage.keptConflictingNames(renames.map { ($0.old, $0.new, $0.isFunction) }))
    } catch {
      let reason = (error as? SessionState.Invalid).map { "\($0)" } ?? "not a saved session"
      do throws(FileSystem.Failure) {
        try FileSystem.move(path, to: asidePath)
        return (nil, CommandMessage.damagedSession(path, reason, movedTo: asidePath))
      } catch {
        return (nil, CommandMessage.damagedSessionNotMoved(path, reason, error))
      }
    }
  }

  /// The format version of a file a newer calc wrote (above ``SessionState/currentVersion``),
  /// or nil. Such a file is left as it is, and the session does not save over it.
  static func newerVersion(in bytes: [UInt8]) -> Int? {
    struct Version: Decodable { var version: Int? }
    guard let version = (try? JSONDecoder().decode(Version.self, from: Data(bytes)))?.version,
      version > SessionState.currentVersion
    else { return nil }
    return version
  }

  /// Whether the file on disk was written by a newer calc (see ``newerVersion(in:)``).
  var isFromNewerCalc: Bool {
    guard let bytes = try? FileSystem.read(path, atMost: 64 << 20) else { return false }
    return StateFile.newerVersion(in: bytes) != nil
  }

  /// Writes `state`; the reason when it could not be.
  func save(_ state: SessionState) -> String? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Numbers in the saved form every calc reads ("1999/100", not "19.99"), so that an
    // older calc still loads the file (Tests: SessionFileTests).
    encoder.userInfo[Number.encodingStyleKey] = Number.EncodingStyle.fraction
    do {
      let data = try encoder.encode(state)
      try FileSystem.replace(path, with: Array(data) + [UInt8(ascii: "\n")])
      return nil
    } catch {
      return "\(error)"
    }
  }
}
