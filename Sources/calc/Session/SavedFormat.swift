/// One kind of file calc saves (the session, the history, the rates cache) and every
/// format version of it calc has ever written.
///
/// Each file names its version: session.json's `"version"`, rates.json's `"format"`, the
/// history's first line `#calc-history 2` (a history without that line is version 1, as
/// calc wrote it before it had versions). Every version from 1 to ``current`` has a
/// reader that brings a file of that version to today's content; the readers of the
/// older versions are the migrations. Reading a file then ends in one of three ways:
/// - a version calc knows: read, and written again in the current version when older;
/// - a higher version (a newer calc wrote it): left byte for byte as it is, and nothing
///   is written over it;
/// - anything else, or a file that fails its version's checks: damaged, set aside as
///   `NAME.damaged` with a message that says what is wrong.
///
/// To change a format: raise ``current``, keep the reader of the old version (adapting
/// what it returns to the new content), add the new version's reader, and commit a file
/// the old calc wrote to `Tests/calcUnitTests/Fixtures` (`SavedFormatTests` checks there is
/// a fixture for every version). ARCHITECTURE.md says the same.
struct SavedFormat<Content>: Sendable {
  /// The version this calc writes.
  let current: Int
  /// The version a file says it has; throws ``Damage`` (or a decoding error) when it
  /// names none.
  let versionOf: @Sendable ([UInt8]) throws -> Int
  /// The reader of each version from 1 to ``current``, each bringing a file of that
  /// version to today's content. It throws ``Damage`` for a file that breaks its
  /// version's rules.
  let readers: [Int: @Sendable ([UInt8]) throws -> Content]

  /// Why a file cannot be read as the version it names.
  struct Damage: Error, CustomStringConvertible {
    var description: String
  }

  /// What reading a file's bytes found.
  enum Reading {
    /// The content, and the version the file had (below ``current`` when it must be
    /// written again).
    case read(Content, version: Int)
    /// A file a newer calc wrote, in that format version.
    case newer(Int)
    /// A file that is no known version, or breaks its version's rules.
    case damaged(reason: String)
  }

  /// Reads `bytes` as whichever version they name.
  func read(_ bytes: [UInt8]) -> Reading {
    do {
      let version = try versionOf(bytes)
      if version > current { return .newer(version) }
      guard let reader = readers[version] else {
        return .damaged(reason: "format version \(version), which calc never wrote")
      }
      return .read(try reader(bytes), version: version)
    } catch let damage as Damage {
      return .damaged(reason: damage.description)
    } catch let error as DecodingError {
      return .damaged(reason: SavedFormat.reason(error))
    } catch {
      return .damaged(reason: "\(error)")
    }
  }

  /// What a JSON decoding error says is wrong, in a few words.
  static func reason(_ error: DecodingError) -> String {
    func place(_ path: [any CodingKey]) -> String {
      path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }
    switch error {
    case .keyNotFound(let key, let context):
      let within = context.codingPath.isEmpty ? "" : " in \(place(context.codingPath))"
      return "no \(key.stringValue)\(within)"
    case .valueNotFound(_, let context), .typeMismatch(_, let context):
      return context.codingPath.isEmpty ? "not a JSON object" : "\(place(context.codingPath)) has the wrong type"
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty ? "not JSON" : "\(place(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      return "not readable"
    }
  }
}

extension FileSystem {
  /// The one suffix a damaged file is set aside with, for every file calc saves.
  static let asideSuffix = ".damaged"

  /// Moves a damaged file to `path` + ``asideSuffix`` (replacing an older one there), so
  /// the next save does not destroy it; returns where it went.
  static func setAside(_ path: String) throws(Failure) -> String {
    let aside = path + asideSuffix
    try move(path, to: aside)
    return aside
  }
}
