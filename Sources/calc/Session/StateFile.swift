import CalcKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The session's saved settings, variables and `ans`: one JSON file, replaced atomically
/// with permissions 0600 whenever they change. A session saves its state merged with what
/// another session saved since (``save(_:since:)``), so two sessions at once lose nothing.
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

  /// The lock a session holds from reading the file to replacing it when it saves
  /// (`session.lock` beside it: the file itself is replaced, so it cannot hold the lock).
  var lockPath: String {
    guard let slash = path.lastIndex(of: "/") else { return "session.lock" }
    return path[...slash] + "session.lock"
  }

  /// What is at ``path``.
  private enum Found {
    case nothing
    case unreadable(FileSystem.Failure)
    /// A state to use, with the saved names that had to be kept under new ones.
    case state(SessionState, renames: [SessionState.Rename])
    case newer(version: Int)
    case damaged(reason: String)
  }

  private func find() -> Found {
    let bytes: [UInt8]
    do throws(FileSystem.Failure) {
      guard let read = try FileSystem.read(path, atMost: 64 << 20) else { return .nothing }
      bytes = read
    } catch {
      return .unreadable(error)
    }
    switch StateFile.format.read(bytes) {
    case .newer(let version):
      return .newer(version: version)
    case .read(var state, _):
      let renames = state.keepConflictingNames()
      do throws(SessionState.Invalid) {
        state.version = SessionState.currentVersion
        try state.validate()
        return .state(state, renames: renames)
      } catch {
        return .damaged(reason: error.description)
      }
    case .damaged(let why):
      return .damaged(reason: why)
    }
  }

  /// The saved state, if there is one; a warning when there is a file that cannot be used,
  /// or saved names that had to be kept under new ones; and the format version of a file a
  /// newer calc wrote, which the session must not save over.
  ///
  /// A file that is no known version or holds impossible values is moved to ``asidePath``
  /// (replacing an older one there), so the next save does not destroy it and start-up
  /// goes on with a clean session. A file of a newer version is left as it is.
  func load() -> (state: SessionState?, warning: String?, newerVersion: Int?) {
    switch find() {
    case .nothing:
      return (nil, nil, nil)
    case .unreadable(let error):
      return (nil, CommandMessage.cannotReadSession(path, error), nil)
    case .newer(let version):
      return (nil, CommandMessage.newerSession(path, version: version), version)
    case .state(let state, let renames):
      let notice = renames.isEmpty ? nil : CommandMessage.keptConflictingNames(renames.map { ($0.old, $0.new, $0.isFunction) })
      return (state, notice, nil)
    case .damaged(let reason):
      do throws(FileSystem.Failure) {
        let aside = try FileSystem.setAside(path)
        return (nil, CommandMessage.damagedSession(path, reason, movedTo: aside), nil)
      } catch {
        return (nil, CommandMessage.damagedSessionNotMoved(path, reason, error), nil)
      }
    }
  }

  /// What ``save(_:since:)`` did.
  struct Saved {
    /// The merge that was written; nil when nothing was.
    var merge: SessionState.Merge?
    /// Why the file there was not merged with: it was damaged (and is set aside now).
    var warning: String?
    /// Why the state could not be written.
    var failure: String?
    /// The format version of a file a newer calc wrote since this session started: it is
    /// left as it is, and the session should save nothing more.
    var newerVersion: Int?
  }

  /// Saves a session's state `ours`, merged with what another session saved since `base`
  /// (the state this session last had in common with the file: the one it restored, then
  /// the one it last saved); see ``SessionState/merged(base:theirs:ours:)``. The file is
  /// read, merged and replaced holding ``lockPath``, so two sessions saving at once take
  /// turns and each merges with the other's.
  ///
  /// No file there (or one that cannot be read) is written with `ours`; a damaged one is
  /// moved aside first, as at start-up; one of a newer version is left as it is.
  func save(_ ours: SessionState, since base: SessionState) -> Saved {
    do throws(FileSystem.Failure) {
      return try FileSystem.withLockedFile(lockPath, flags: O_RDWR) { _ in
        var saved = Saved()
        var theirs = base
        switch find() {
        case .nothing, .unreadable:
          break
        case .newer(let version):
          saved.newerVersion = version
          return saved
        case .damaged(let reason):
          do throws(FileSystem.Failure) {
            saved.warning = CommandMessage.damagedSessionOnSave(path, reason, movedTo: try FileSystem.setAside(path))
          } catch {
            saved.failure = CommandMessage.damagedSessionNotMovedOnSave(reason, error)
            return saved
          }
        case .state(let state, _):
          theirs = state
        }
        var merge = SessionState.merged(base: base, theirs: theirs, ours: ours)
        // The merge keeps what either could store; should it not, this session's state is
        // still whole.
        if (try? merge.state.validate()) == nil { merge = SessionState.Merge(state: ours) }
        if let reason = write(merge.state) {
          saved.failure = reason
        } else {
          saved.merge = merge
        }
        return saved
      }
    } catch {
      return Saved(failure: "\(error)")
    }
  }

  /// Writes `state` whole, replacing the file (whatever is there); the reason when it
  /// could not be. A session saves with ``save(_:since:)``.
  func write(_ state: SessionState) -> String? {
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
