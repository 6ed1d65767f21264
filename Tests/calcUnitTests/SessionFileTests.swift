import CalcKit
import Foundation
import Testing
import TestSupport

@testable import calc

// The session's files: the saved state (atomic, 0600, damaged files set aside) and the
// history (bounded, appended under a lock by concurrent sessions).

private func temporaryDirectory() throws -> String {
  try makeTemporaryDirectory().path
}

private func permissions(_ path: String) throws -> Int? {
  try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
}

@Suite("Session files")
struct SessionFileTests {
  @Test("A saved state restores exactly: variables, ans (approximations too) and settings")
  func stateRoundTrip() throws {
    var session = Session()
    for line in [":precision 50", ":rounding half-up", ":degrees", ":width 30", "big = 3^300/7", "r = sqrt(2)", "n = -0.125", "1/3"] {
      _ = session.respond(to: line, columns: 80)
    }
    let file = StateFile(path: try temporaryDirectory() + "/session.json")
    #expect(file.write(session.state) == nil)
    #expect(try permissions(file.path) == 0o600)
    let (loaded, warning, _) = file.load()
    #expect(warning == nil)
    #expect(loaded == session.state)
    var restored = Session()
    restored.restore(try #require(loaded))
    for line in ["big*7 - 3^300", "r^2", "ans", "n", "sin(30)", "1/7"] {
      #expect(restored.respond(to: line, columns: 80) == session.respond(to: line, columns: 80), "\(line)")
    }
    // No temporary file is left beside it.
    let names = try FileManager.default.contentsOfDirectory(atPath: (file.path as NSString).deletingLastPathComponent)
    #expect(names == ["session.json"])
  }

  @Test("Numbers are saved in the form every calc reads: 1999/100, not 19.99")
  func savedNumberForm() throws {
    var session = Session()
    for line in ["n = 19.99", "k = 10^40", "t = 1e-7", "19.99*3"] {
      _ = session.respond(to: line, columns: 80)
    }
    let file = StateFile(path: try temporaryDirectory() + "/session.json")
    #expect(file.write(session.state) == nil)
    let text = try String(contentsOfFile: file.path, encoding: .utf8)
    #expect(text.contains(#""n" : "1999/100""#))
    #expect(text.contains(#""k" : "10000000000000000000000000000000000000000""#))
    #expect(text.contains(#""t" : "1/10000000""#))
    #expect(text.contains(#""ans" : "5997/100""#))
    #expect(!text.contains("19.99"))
  }

  @Test("A damaged or impossible state file is moved aside with a warning", arguments: [
    "{",
    "",
    "[1, 2]",
    #"{"version": 1, "precision": 0, "rounding": "half-even", "angleUnit": "radians", "variables": {}}"#,
    #"{"version": 1, "precision": 38, "rounding": "sideways", "angleUnit": "radians", "variables": {}}"#,
    #"{"version": 1, "precision": 38, "rounding": "half-even", "angleUnit": "radians", "width": 3, "variables": {}}"#,
    #"{"version": 1, "precision": 38, "rounding": "half-even", "angleUnit": "radians", "variables": {"x y": "3"}}"#,
    #"{"version": 1, "precision": 38, "rounding": "half-even", "angleUnit": "radians", "variables": {"x": "1/0"}}"#,
    #"{"version": 1, "precision": 38, "rounding": "half-even", "angleUnit": "radians", "variables": {"x": "2..1"}}"#,
    #"{"version": 1, "precision": 38, "rounding": "half-even", "angleUnit": "radians", "variables": {}, "ans": "1,5"}"#,
  ])
  func damagedState(text: String) throws {
    let file = StateFile(path: try temporaryDirectory() + "/session.json")
    try Data(text.utf8).write(to: URL(fileURLWithPath: file.path))
    let (state, warning, _) = file.load()
    #expect(state == nil)
    #expect(warning?.contains("is damaged") == true, "\(warning ?? "no warning")")
    #expect(!FileManager.default.fileExists(atPath: file.path))
    #expect(try String(contentsOfFile: file.asidePath, encoding: .utf8) == text)
  }

  @Test("Saved names that are built in now are kept under new names, and nothing is set aside")
  func conflictingNames() throws {
    // A version-1 file as an older calc wrote it: mean, gamma and pi were free names then.
    let text = #"""
      {"version": 1, "precision": 38, "rounding": "half-even", "angleUnit": "radians",
       "variables": {"mean": "5", "y": "7", "pi": "3", "mean_saved": "1"},
       "functions": ["gamma(x) = x + 1", "f(x) = 2x"], "ans": "7"}
      """#
    let file = StateFile(path: try temporaryDirectory() + "/session.json")
    try Data(text.utf8).write(to: URL(fileURLWithPath: file.path))
    let (loaded, warning, _) = file.load()
    let state = try #require(loaded)
    #expect(state.variables["y"] == Number(7))
    #expect(state.variables["mean_saved2"] == Number(5))
    #expect(state.variables["mean_saved"] == Number(1))
    #expect(state.variables["pi_saved"] == Number(3))
    #expect(state.variables["mean"] == nil)
    #expect(state.functions == ["gamma_saved(x) = x + 1", "f(x) = 2x"])
    #expect(warning?.contains("your variable mean is now mean_saved2") == true, "\(warning ?? "")")
    #expect(warning?.contains("your function gamma is now gamma_saved") == true, "\(warning ?? "")")
    #expect(!FileManager.default.fileExists(atPath: file.asidePath))
    var session = Session()
    session.restore(state)
    #expect(session.respond(to: "mean_saved2 + y", columns: 80) == session.respond(to: "12", columns: 80))
    #expect(session.respond(to: "gamma_saved(1)", columns: 80) == session.respond(to: "2", columns: 80))
  }

  @Test("Uses of a kept name in the saved definitions are renamed with it, so each means what it meant")
  func conflictingNamesInDefinitions() throws {
    // mean, avg and gamma were free names when this was saved; g, k and h use them, and
    // `2mean`, `36#mean` and `mean_x` hold the letters without being (only) that name.
    let text = #"""
      {"version": 1, "precision": 38, "rounding": "half-even", "angleUnit": "radians",
       "variables": {"mean": "5", "gamma": "11/10", "mean_x": "1"},
       "definitions": {"gamma": {"source": "gamma = 1.1", "angleUnit": "radians", "precision": 38}},
       "functions": ["g(x) = x + 2mean + mean_x", "avg(a, b) = a + b", "k(x) = avg(x, 1)*2 + 36#mean",
                     "h(mean) = mean*2"]}
      """#
    let file = StateFile(path: try temporaryDirectory() + "/session.json")
    try Data(text.utf8).write(to: URL(fileURLWithPath: file.path))
    let (loaded, warning, _) = file.load()
    let state = try #require(loaded, "\(warning ?? "")")
    #expect(state.functions == [
      "g(x) = x + 2mean_saved + mean_x", "avg_saved(a, b) = a + b", "k(x) = avg_saved(x, 1)*2 + 36#mean",
      "h(mean_saved) = mean_saved*2",
    ])
    #expect(state.definitions?["gamma_saved"]?.source == "gamma_saved = 1.1")
    #expect(state.definitions?["gamma"] == nil)
    #expect(warning?.contains("your function avg is now avg_saved") == true, "\(warning ?? "")")
    var session = Session()
    session.restore(state)
    for (line, value) in [("g(1)", "12"), ("k(1)", "4 + 36#mean"), ("h(3)", "6"), ("gamma_saved", "1.1")] {
      #expect(session.respond(to: line, columns: 80) == session.respond(to: value, columns: 80), "\(line)")
    }
  }

  @Test("A file from a newer calc is left as it is, with a warning that says so")
  func newerVersion() throws {
    let text = #"{"version": 2, "precision": 38, "something": "new", "variables": {}}"#
    let file = StateFile(path: try temporaryDirectory() + "/session.json")
    try Data(text.utf8).write(to: URL(fileURLWithPath: file.path))
    let (state, warning, newerVersion) = file.load()
    #expect(state == nil)
    #expect(warning?.contains("written by a newer calc (format version 2)") == true, "\(warning ?? "")")
    #expect(try String(contentsOfFile: file.path, encoding: .utf8) == text)
    #expect(!FileManager.default.fileExists(atPath: file.asidePath))
    #expect(newerVersion == 2)
  }

  @Test("A missing state file is a clean start without a warning")
  func missingState() throws {
    let (state, warning, newerVersion) = StateFile(path: try temporaryDirectory() + "/session.json").load()
    #expect(state == nil && warning == nil && newerVersion == nil)
  }

  @Test("History keeps its last entries, drops damaged lines with a warning, and is 0600")
  func historyBound() throws {
    let path = try temporaryDirectory() + "/history"
    var bytes = Array((1...25).map { "\($0)+1\n" }.joined().utf8)
    bytes += [0xFF, 0xFE, 0x0A]
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let history = HistoryFile(path: path, limit: 10)
    let (entries, warning, usable) = history.load()
    #expect(usable)
    #expect(entries == (16...25).map { "\($0)+1" })
    #expect(warning?.contains("dropped 1 damaged line") == true)
    // The file itself was cut to what is kept.
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "#calc-history 2\n" + entries.map { $0 + "\n" }.joined())
    #expect(history.append("x = 1") == nil)
    #expect(try permissions(path) == 0o600)
    #expect(history.load().entries.last == "x = 1")
  }

  @Test("Two sessions appending at once keep every line")
  func concurrentHistory() async throws {
    let path = try temporaryDirectory() + "/history"
    let history = HistoryFile(path: path)
    await withTaskGroup(of: Void.self) { group in
      for session in 0..<4 {
        group.addTask {
          for line in 0..<100 { _ = history.append("s\(session) line \(line)") }
        }
      }
    }
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
    #expect(lines.first == "#calc-history 2")
    #expect(lines.count == 401)
    #expect(Set(lines.dropFirst()).count == 400)
  }

  @Test("An unreadable history is a warning, not a failure")
  func unreadableHistory() throws {
    let directory = try temporaryDirectory()
    // A directory where the file should be cannot be opened as one.
    try FileManager.default.createDirectory(atPath: directory + "/history", withIntermediateDirectories: false)
    let (entries, warning, usable) = HistoryFile(path: directory + "/history").load()
    #expect(entries.isEmpty && !usable)
    #expect(warning?.hasPrefix("calc: cannot use the history file") == true)
  }
}

/// Every saved form so far reads back, and saving then loading is the identity.
@Suite("Saved sessions across versions")
struct SessionVersionTests {
  /// `Fixtures/session-v1.json`: what calc wrote in format version 1 (a session with a
  /// precision, an approximation and its assignment, a big fraction, an amount, two
  /// functions and `ans`), kept as it was written.
  @Test("A version-1 file restores every value, function and setting, without a warning")
  func versionOne() throws {
    let fixture = repositoryRoot.appendingPathComponent("Tests/calcUnitTests/Fixtures/session-v1.json")
    let directory = try makeTemporaryDirectory().path
    let file = StateFile(path: directory + "/session.json")
    try Data(contentsOf: fixture).write(to: URL(fileURLWithPath: file.path))
    let (loaded, warning, _) = file.load()
    #expect(warning == nil)
    let state = try #require(loaded)
    #expect(state.version == 1 && state.precision == 50)
    var session = Session()
    session.restore(state)
    var fresh = Session()
    for line in [":precision 50", "r = sqrt(2)", "big = 3^300/7", "f(x) = x^2 + 1", "g(a, b) = if(a > b, a, b)", "1/3"] {
      _ = fresh.respond(to: line, columns: 80)
    }
    for line in ["r^2", "r", "big*7 - 3^300", "f(3)", "g(1, 2)", "ans"] {
      #expect(session.respond(to: line, columns: 80) == fresh.respond(to: line, columns: 80), "\(line)")
    }
    #expect(session.calculator.variableCurrencies["price"] == "USD")
    #expect(session.calculator.variables["price"] == Number("19.99")!)
  }

  @Test("Saving and loading a random session is the identity", arguments: 0..<40)
  func roundTrip(seed: Int) throws {
    var random = SeededRandom(seed: UInt64(seed))
    var session = Session()
    let settings = [":precision \(5 + Int(random.next() % 80))", ":rounding half-up", ":degrees", ":width 40"]
    for line in settings where random.next() % 2 == 0 { _ = session.respond(to: line, columns: 80) }
    for k in 0..<Int(1 + random.next() % 8) {
      let a = Int(random.next() % 2_000) - 1_000
      let b = 1 + Int(random.next() % 97)
      let value = ["\(a)/\(b)", "sqrt(\(b))", "\(a)^\(b % 9)", "\(a) USD", "ln(\(b + 1))"][Int(random.next() % 5)]
      _ = session.respond(to: "v\(k) = \(value)", columns: 80)
    }
    if random.next() % 2 == 0 { _ = session.respond(to: "h(x) = if(x > 0, x, -x) + v0", columns: 80) }
    _ = session.respond(to: "\(Int(random.next() % 100))/7", columns: 80)
    let file = StateFile(path: try makeTemporaryDirectory().path + "/session.json")
    #expect(file.write(session.state) == nil)
    let (loaded, warning, _) = file.load()
    #expect(warning == nil)
    #expect(loaded == session.state)
    var restored = Session()
    restored.restore(try #require(loaded))
    #expect(restored.state == session.state)
  }
}
