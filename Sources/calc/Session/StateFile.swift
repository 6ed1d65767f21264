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

  /// The path a damaged file is moved to. (calc 0.x before format versions wrote
  /// `session.json.corrupt`; every saved file now uses one suffix, `.damaged`.)
  var asidePath: String { path + FileSystem.asideSuffix }

  /// session.json's versions: 1 is the only one so far. Its fields grew without a new
  /// version (`functions`, then `definitions`, then `currencies`), each optional, so one
  /// reader takes every form version 1 has had (Tests: SavedFormatTests, with a file each
  /// form's calc wrote).
  static let format = SavedFormat<SessionState>(
    current: SessionState.currentVersion,
    versionOf: { bytes in
      struct Version: Decodable { var version: Int }
      return try JSONDecoder().decode(Version.self, from: Data(bytes)).version
    },
    readers: [
      1: { bytes in try JSONDecoder().decode(SessionState.self, from: Data(bytes)) }
    ])

  /// The saved state, if there is one; a warning when there is a file that cannot be used,
  /// or saved names that had to be kept under new ones; and the format version of a file a
  /// newer calc wrote, which the session must not save over.
  ///
  /// A file that is no known version or holds impossible values is moved to ``asidePath``
  /// (replacing an older one there), so the next save does not destroy it and start-up
  /// goes on with a clean session. A file of a newer version is left as it is.
  func load() -> (state: SessionState?, warning: String?, newerVersion: Int?) {
    let bytes: [UInt8]
    do throws(FileSystem.Failure) {
      guard let read = try FileSystem.read(path, atMost: 64 << 20) else { return (nil, nil, nil) }
      bytes = read
    } catch {
      return (nil, CommandMessage.cannotReadSession(path, error), nil)
    }
    let reason: String
    switch StateFile.format.read(bytes) {
    case .newer(let version):
      return (nil, CommandMessage.newerSession(path, version: version), version)
    case .read(var state, _):
      let renames = state.keepConflictingNames()
      do throws(SessionState.Invalid) {
        state.version = SessionState.currentVersion
        try state.validate()
        let notice = renames.isEmpty ? nil : CommandMessage.keptConflictingNames(renames.map { ($0.old, $0.new, $0.isFunction) })
        return (state, notice, nil)
      } catch {
        reason = error.description
      }
    case .damaged(let why):
      reason = why
    }
    do throws(FileSystem.Failure) {
      let aside = try FileSystem.setAside(path)
      return (nil, CommandMessage.damagedSession(path, reason, movedTo: aside), nil)
    } catch {
      return (nil, CommandMessage.damagedSessionNotMoved(path, reason, error), nil)
    }
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
