import CalcKit
import Foundation
import Testing
import TestSupport

@testable import calc

// The files calc saves across its versions: every version has a reader and a fixture an
// older calc wrote (Tests/calcUnitTests/Fixtures, made by scripts/make-saved-fixtures.sh),
// files of a newer calc are left alone, and only what no version explains is damaged.

private let fixtures = repositoryRoot.appendingPathComponent("Tests/calcUnitTests/Fixtures")

private func fixture(_ name: String) throws -> [UInt8] {
  Array(try Data(contentsOf: fixtures.appendingPathComponent(name)))
}

/// A fresh directory holding `bytes` as `name`; returns the file's path.
private func placed(_ bytes: [UInt8], as name: String) throws -> String {
  let path = try makeTemporaryDirectory().path + "/" + name
  try Data(bytes).write(to: URL(fileURLWithPath: path))
  return path
}

private func contents(_ path: String) throws -> [UInt8] {
  Array(try Data(contentsOf: URL(fileURLWithPath: path)))
}

/// The version a reading found, or nil when it was not read.
private func readVersion<Content>(_ reading: SavedFormat<Content>.Reading) -> Int? {
  if case .read(_, let version) = reading { return version }
  return nil
}

@Suite("Saved files across versions")
struct SavedFormatTests {
  /// Each saved format: its prefix in Fixtures, its versions' readers, and a reading.
  struct Format: CustomStringConvertible, Sendable {
    var prefix: String
    var current: Int
    var versions: Set<Int>
    var read: @Sendable ([UInt8]) -> Int?
    var description: String { prefix }
  }

  static let formats = [
    Format(
      prefix: "session", current: StateFile.format.current, versions: Set(StateFile.format.readers.keys),
      read: { readVersion(StateFile.format.read($0)) }),
    Format(
      prefix: "history", current: HistoryFile.format.current, versions: Set(HistoryFile.format.readers.keys),
      read: { readVersion(HistoryFile.format.read($0)) }),
    Format(
      prefix: "rates", current: RateCache.format.current, versions: Set(RateCache.format.readers.keys),
      read: { readVersion(RateCache.format.read($0)) }),
  ]

  @Test("Every version of every format has a reader and a fixture that reads as that version", arguments: formats)
  func everyVersionHasAFixture(format: Format) throws {
    #expect(format.versions == Set(1...format.current))
    let names = try FileManager.default.contentsOfDirectory(atPath: fixtures.path)
    for version in 1...format.current {
      let files = names.filter { $0.hasPrefix("\(format.prefix)-v\(version).") || $0.hasPrefix("\(format.prefix)-v\(version)-") }
      #expect(!files.isEmpty, "no fixture of \(format.prefix) version \(version)")
      for file in files {
        #expect(format.read(try fixture(file)) == version, "\(file)")
      }
    }
  }

  /// The lines typed into each old calc to write its session fixture.
  static func typedLines() throws -> [String: [String]] {
    try JSONDecoder().decode([String: [String]].self, from: Data(fixture("typed-lines.json")))
  }

  @Test(
    "Every form of session.json an older calc wrote restores as the same lines typed today",
    arguments: [
      ("session-v1-A.json", ["your variable mean is now mean_saved"]),
      ("session-v1-B.json", ["your variable gamma is now gamma_saved", "your function avg is now avg_saved"]),
      ("session-v1-C.json", ["your variable gamma is now gamma_saved", "your function avg is now avg_saved"]),
    ])
  func olderSessions(name: String, notices: [String]) throws {
    let path = try placed(try fixture(name), as: "session.json")
    let file = StateFile(path: path)
    let (loaded, warning, _) = file.load()
    let state = try #require(loaded)
    // Names built in since are kept under new names, and the notice says so.
    for notice in notices {
      #expect(warning?.contains(notice) == true, "\(warning ?? "no notice")")
    }
    #expect(!FileManager.default.fileExists(atPath: file.asidePath))
    var restored = Session()
    restored.restore(state)
    // The same lines typed into today's calc, under the names the notice gave.
    let renames = ["mean": "mean_saved", "gamma": "gamma_saved", "avg": "avg_saved"]
    func renamed(_ line: String) -> String {
      renames.reduce(line) { text, pair in
        text.hasPrefix(pair.key + " =") || text.hasPrefix(pair.key + "(") ? pair.value + text.dropFirst(pair.key.count) : text
      }
    }
    var fresh = Session()
    let lines = try #require(try Self.typedLines()[name], "typed-lines.json has no \(name)")
    for line in lines {
      if case .error(let message) = fresh.respond(to: renamed(line), columns: 80) {
        Issue.record("\(line): \(message)")
      }
    }
    let now = fresh.state
    #expect(Set(state.variables.keys) == Set(now.variables.keys))
    #expect((state.functions ?? []) == (now.functions ?? []))
    #expect(state.precision == now.precision && state.rounding == now.rounding && state.angleUnit == now.angleUnit)
    #expect(state.width == now.width && state.width == 60)
    #expect(state.ans == now.ans)
    for (key, value) in state.variables where value.isExact {
      #expect(now.variables[key] == value, "\(key)")
    }
    // Approximations were saved as bounds narrower or wider than today's; what they show
    // and what follows from them is the same.
    var probes = state.variables.keys.sorted() + ["r^2", "sin(30)", "1/7"]
    for source in state.functions ?? [] {
      let function = SessionState.definedName(source)
      let arity = source.prefix { $0 != ")" }.filter { $0 == "," }.count + 1
      probes.append(function + "(" + (1...arity).map(String.init).joined(separator: ", ") + ")")
    }
    for line in probes {
      #expect(restored.respond(to: line, columns: 80) == fresh.respond(to: line, columns: 80), "\(line)")
    }
  }

  @Test("A version-1 history is read whole and written again as version 2, which is what calc writes")
  func olderHistory() throws {
    let old = try fixture("history-v1.txt")
    let path = try placed(old, as: "history")
    let lines = String(decoding: old, as: UTF8.self).split(separator: "\n").map(String.init)
    let first = HistoryFile(path: path).load()
    #expect(first.usable && first.warning == nil)
    #expect(first.entries == lines)
    #expect(try contents(path) == HistoryFile.header + old)
    #expect(HistoryFile(path: path).load().entries == lines)
    // Version 2 as calc writes it, line by line into a new file.
    let written = try makeTemporaryDirectory().path + "/history"
    for line in lines { #expect(HistoryFile(path: written).append(line) == nil) }
    #expect(try contents(written) == fixture("history-v2.txt"))
  }

  @Test("A version-1 rates cache is read without a warning")
  func olderRatesCache() throws {
    let path = try placed(try fixture("rates-v1.json"), as: "rates.json")
    let loaded = RateCache(directory: (path as NSString).deletingLastPathComponent).load()
    #expect(loaded.warning == nil)
    let snapshot = try #require(loaded.snapshot)
    #expect(RateDay.number(snapshot.latest.date) != nil)
    #expect(snapshot.latest.rate(of: "USD") != nil)
  }

  @Test("Files of a newer version are left byte for byte as they are, and the rates cache is not written over")
  func newerFiles() throws {
    let session = Array(#"{"version": 2, "variables": {"x": {"value": "1"}}}"#.utf8)
    let sessionPath = try placed(session, as: "session.json")
    let (state, warning, newerVersion) = StateFile(path: sessionPath).load()
    #expect(state == nil)
    #expect(warning == CommandMessage.newerSession(sessionPath, version: 2))
    #expect(newerVersion == 2)
    #expect(try contents(sessionPath) == session)

    let history = Array("#calc-history 3\n{\"line\": \"1+1\"}\n".utf8)
    let historyPath = try placed(history, as: "history")
    let loaded = HistoryFile(path: historyPath).load()
    #expect(!loaded.usable && loaded.entries.isEmpty)
    #expect(loaded.warning == CommandMessage.newerHistory(historyPath, version: 3))
    #expect(try contents(historyPath) == history)

    let rates = Array(#"{"format": 2, "days": []}"#.utf8)
    let ratesPath = try placed(rates, as: "rates.json")
    let cache = RateCache(directory: (ratesPath as NSString).deletingLastPathComponent)
    let found = cache.load()
    #expect(found.snapshot == nil && found.newerFormat == 2)
    #expect(found.warning == CommandMessage.newerRatesCache(ratesPath, version: 2))
    let snapshot = try #require(try sampleSnapshot())
    #expect(throws: RateCache.NewerFile.self) { try cache.save(snapshot) }
    #expect(try contents(ratesPath) == rates)
    #expect(!FileManager.default.fileExists(atPath: ratesPath + ".damaged"))
  }

  /// A snapshot read from the version-1 fixture.
  private func sampleSnapshot() throws -> RateSnapshot? {
    if case .read(let snapshot, _) = RateCache.format.read(try fixture("rates-v1.json")) { return snapshot }
    return nil
  }

  @Test(
    "Only what no version explains is damaged, and the message says what is wrong",
    arguments: [
      ("{", "not JSON"),
      ("[1, 2]", "not a JSON object"),
      (#"{"precision": 38}"#, "no version"),
      (#"{"version": "1"}"#, "version has the wrong type"),
      (#"{"version": 0, "precision": 38}"#, "format version 0, which calc never wrote"),
      (#"{"version": 1, "rounding": "half-even", "angleUnit": "radians", "variables": {}}"#, "no precision"),
      (#"{"version": 1, "precision": 0, "rounding": "half-even", "angleUnit": "radians", "variables": {}}"#, "precision 0"),
    ])
  func damagedSession(text: String, reason: String) throws {
    let path = try placed(Array(text.utf8), as: "session.json")
    let file = StateFile(path: path)
    let (state, warning, _) = file.load()
    #expect(state == nil)
    #expect(warning == CommandMessage.damagedSession(path, reason, movedTo: path + ".damaged"))
    #expect(try contents(file.asidePath) == Array(text.utf8))
  }

  @Test("A history whose first line names version 0 is set aside; any other first line is an entry")
  func damagedHistory() throws {
    let text = Array("#calc-history 0\n1+1\n".utf8)
    let path = try placed(text, as: "history")
    let loaded = HistoryFile(path: path).load()
    #expect(!loaded.usable)
    #expect(loaded.warning == CommandMessage.damagedHistory(path, "format version 0, which calc never wrote", movedTo: path + ".damaged"))
    #expect(try contents(path + ".damaged") == text)
    for first in ["#calc-history", "#calc-history x", "#calc-history 2 3", "# calc-history 2"] {
      let other = try placed(Array((first + "\n2+2\n").utf8), as: "history")
      #expect(HistoryFile(path: other).load().entries == [first, "2+2"], "\(first)")
    }
  }
}
