import CalcKit
import Foundation
import Testing
import TestSupport

@testable import calc

// Two sessions at once on one state directory: what one saves is merged with what the
// other saved since (SessionState.merged, StateFile.save(_:since:)).

/// The state of a session that restored `start` (a new session when nil) and was typed
/// `lines`.
private func state(_ lines: [String], from start: SessionState? = nil) -> SessionState {
  var session = Session()
  if let start { session.restore(start) }
  for line in lines { _ = session.respond(to: line, columns: 80) }
  return session.state
}

/// A session restored from `state`, for evaluating in it.
private func session(_ state: SessionState) -> Session {
  var session = Session()
  session.restore(state)
  return session
}

/// What `line` gives in a session restored from `state`, and what `expected` gives in a
/// new one (equal when the state holds what the line needs).
private func evaluates(_ line: String, in state: SessionState, as expected: String) -> Bool {
  var restored = session(state)
  var fresh = Session()
  return restored.respond(to: line, columns: 80) == fresh.respond(to: expected, columns: 80)
}

private func names(_ merged: [SessionState.MergedName]) -> [String] { merged.map(\.name) }

@Suite("Merging two sessions' states")
struct SessionMergeTests {
  @Test("A name only this session changed keeps this session's value")
  func onlyOurs() {
    let base = state(["x = 1", "y = 2"])
    let ours = state(["x = 10", "z = 3"], from: base)
    let merge = SessionState.merged(base: base, theirs: base, ours: ours)
    #expect(merge.state == ours)
    #expect(merge.keptOurs.isEmpty && merge.keptTheirs.isEmpty)
    #expect(merge.removedThere.isEmpty && merge.dropped.isEmpty)
  }

  @Test("A name only the other session changed keeps its value; this session's own names stay")
  func onlyTheirs() {
    let base = state(["x = 1", "y = 2"])
    let theirs = state(["x = 10", "w = 4"], from: base)
    let ours = state(["z = 3"], from: base)
    let merge = SessionState.merged(base: base, theirs: theirs, ours: ours)
    #expect(merge.state.variables == ["x": Number(10), "y": Number(2), "z": Number(3), "w": Number(4)])
    #expect(merge.keptOurs.isEmpty && merge.keptTheirs.isEmpty)
    #expect(evaluates("x + y + z + w", in: merge.state, as: "19"))
  }

  @Test("a = 111 in one session and b = 222 in the other: the file keeps both")
  func twoNewNames() {
    let base = state([])
    let theirs = state(["a = 111"], from: base)
    let ours = state(["b = 222"], from: base)
    let merge = SessionState.merged(base: base, theirs: theirs, ours: ours)
    #expect(evaluates("a + b", in: merge.state, as: "333"))
    // ans is each session's last result: this session's, the later, without a notice.
    #expect(merge.state.ans == Number(222))
    #expect(merge.keptOurs.isEmpty)
  }

  @Test("A name both changed keeps this session's value, and says so; alike changes say nothing")
  func bothChanged() {
    let base = state(["x = 1", "y = 2"])
    let theirs = state(["x = 5", "y = 7"], from: base)
    let ours = state(["x = 6", "y = 7"], from: base)
    let merge = SessionState.merged(base: base, theirs: theirs, ours: ours)
    #expect(merge.state.variables == ["x": Number(6), "y": Number(7)])
    #expect(merge.keptOurs == [SessionState.MergedName(name: "x", kind: .variable)])
    #expect(CommandMessage.changedInAnotherSession(merge.keptOurs)
      == "note: 'x' was also changed in another calc session; keeping this session's value")
  }

  @Test("A name one session removed (:clear) and the other left alone is removed")
  func removedUntouched() {
    let base = state(["x = 1", "f(t) = t + 1", "2*3"])
    // This session cleared, the other added w.
    let cleared = state([":clear"], from: base)
    let other = state(["w = 4"], from: base)
    let merge = SessionState.merged(base: base, theirs: other, ours: cleared)
    #expect(merge.state.variables == ["w": Number(4)])
    #expect(merge.state.functions == [])
    #expect(merge.keptTheirs.isEmpty && merge.removedThere.isEmpty)
    // The other cleared, this session added w: the same.
    let reverse = SessionState.merged(base: base, theirs: cleared, ours: other)
    #expect(reverse.state.variables == ["w": Number(4)])
    #expect(reverse.state.functions == [])
  }

  @Test("A name one session removed and the other changed keeps the change, with a notice")
  func removedAndChanged() {
    let base = state(["x = 1", "y = 2", "f(t) = t + 1"])
    let cleared = state([":clear"], from: base)
    let changed = state(["x = 10", "f(t) = t + 2"], from: base)
    // Removed here, changed there: the other's change is kept in the file.
    let here = SessionState.merged(base: base, theirs: changed, ours: cleared)
    #expect(here.state.variables == ["x": Number(10)])
    #expect(here.state.functions == ["f(t) = t + 2"])
    #expect(Set(names(here.keptTheirs)) == ["f", "x"])
    #expect(here.keptOurs.isEmpty && here.removedThere.isEmpty)
    #expect(CommandMessage.keptFromAnotherSession(here.keptTheirs).hasPrefix(
      "note: 'f' and 'x' were changed in another calc session after this one removed them"))
    // Removed there, changed here: this session's change is kept.
    let there = SessionState.merged(base: base, theirs: cleared, ours: changed)
    #expect(there.state.variables == ["x": Number(10)])
    #expect(there.state.functions == ["f(t) = t + 2"])
    #expect(Set(names(there.removedThere)) == ["f", "x"])
    #expect(there.keptOurs.isEmpty && there.keptTheirs.isEmpty)
  }

  @Test("Functions merge by name: each side's new ones are kept, one both redefined is this session's")
  func functions() {
    let base = state(["f(x) = x + 1", "g(x) = 2x"])
    let theirs = state(["h(x) = x^2", "f(x) = x + 5", "g(x) = 3x"], from: base)
    let ours = state(["k(x) = -x", "f(x) = x + 9"], from: base)
    let merge = SessionState.merged(base: base, theirs: theirs, ours: ours)
    #expect(merge.state.functions == ["f(x) = x + 9", "g(x) = 3x", "h(x) = x^2", "k(x) = -x"])
    #expect(merge.keptOurs == [SessionState.MergedName(name: "f", kind: .function)])
    #expect(CommandMessage.changedInAnotherSession(merge.keptOurs).hasSuffix("keeping this session's definition"))
    #expect(evaluates("f(1) + g(1) + h(3) + k(4)", in: merge.state, as: "10 + 3 + 9 - 4"))
  }

  @Test("A name that is a variable on one side and a function on the other is one name")
  func variableAgainstFunction() {
    let base = state([])
    let theirs = state(["f(x) = x + 1"], from: base)
    let ours = state(["f = 3"], from: base)
    let merge = SessionState.merged(base: base, theirs: theirs, ours: ours)
    #expect(merge.state.variables == ["f": Number(3)])
    #expect(merge.state.functions == [])
    #expect(names(merge.keptOurs) == ["f"])
    #expect((try? merge.state.validate()) != nil)
  }

  @Test("A function of the other session that calls one of this session's in a loop is kept: functions may recurse")
  func loopOfCalls() {
    let base = state(["g(x) = x"])
    // Here f calls g; there g was made to call f.
    let ours = state(["f(x) = if(x > 0, g(x - 1) + 1, 0)"], from: base)
    let theirs = state(["g(x) = f(x)*2"], from: base)
    let merge = SessionState.merged(base: base, theirs: theirs, ours: ours)
    #expect(merge.state.functions == ["f(x) = if(x > 0, g(x - 1) + 1, 0)", "g(x) = f(x)*2"])
    #expect(merge.dropped.isEmpty)
    #expect((try? merge.state.validate()) != nil)
    // f(3) = g(2) + 1 = 2 f(2) + 1 = 2 (2 f(1) + 1) + 1 = 4 (2 f(0) + 1) + 3 = 7.
    #expect(evaluates("f(3)", in: merge.state, as: "7"))
  }

  @Test("Amounts keep their currencies, merged with their values")
  func currencies() {
    let base = state(["price = 10 USD", "fee = 2 EUR"])
    let theirs = state(["price = 12 USD", "cost = 5 GBP", "tip = 1 EUR"], from: base)
    let ours = state(["fee = 2 USD", "n = 1", "tip = 1 USD"], from: base)
    let merge = SessionState.merged(base: base, theirs: theirs, ours: ours)
    // price and cost from there, fee from here (only its currency changed), tip both
    // (this session's).
    #expect(merge.state.currencies?["price"] == "USD" && merge.state.variables["price"] == Number(12))
    #expect(merge.state.currencies?["cost"] == "GBP")
    #expect(merge.state.currencies?["fee"] == "USD" && merge.state.variables["fee"] == Number(2))
    #expect(merge.state.currencies?["tip"] == "USD")
    #expect(merge.state.currencies?["n"] == nil)
    #expect(names(merge.keptOurs) == ["tip"])
    // ans, an amount here, stays with its currency.
    #expect(merge.state.ans == Number(1) && merge.state.currencies?["ans"] == "USD")
    #expect(session(merge.state).calculator.variableCurrencies == merge.state.currencies)
  }

  @Test("An approximation's assignment goes with its value")
  func definitions() {
    let base = state([])
    let theirs = state(["r = sqrt(2)"], from: base)
    let ours = state(["s = sqrt(3)"], from: base)
    let merge = SessionState.merged(base: base, theirs: theirs, ours: ours)
    #expect(merge.state.definitions?["r"]?.source == "r = sqrt(2)")
    #expect(merge.state.definitions?["s"]?.source == "s = sqrt(3)")
    // r = 5 there drops r's assignment with it.
    let exact = state(["r = 5"], from: merge.state)
    let again = SessionState.merged(base: merge.state, theirs: exact, ours: merge.state)
    #expect(again.state.variables["r"] == Number(5) && again.state.definitions?["r"] == nil)
  }

  @Test("Settings merge each on its own; one both changed is this session's")
  func settings() {
    let base = state([])
    let theirs = state([":degrees", ":precision 20", ":width 40"], from: base)
    let ours = state([":precision 50", ":rounding up"], from: base)
    let merge = SessionState.merged(base: base, theirs: theirs, ours: ours)
    #expect(merge.state.angleUnit == .degrees && merge.state.width == 40)
    #expect(merge.state.precision == 50 && merge.state.rounding == .up)
    #expect(merge.keptOurs == [SessionState.MergedName(name: "precision", kind: .setting)])
    #expect(CommandMessage.changedInAnotherSession(merge.keptOurs)
      == "note: the precision was also changed in another calc session; keeping this session's setting")
  }

  @Test("ans is this session's when it has a new one, else the other's")
  func ans() {
    let base = state(["7"])
    let theirs = state(["8"], from: base)
    #expect(SessionState.merged(base: base, theirs: theirs, ours: state(["x = 2"], from: base)).state.ans == Number(2))
    #expect(SessionState.merged(base: base, theirs: theirs, ours: state([":degrees"], from: base)).state.ans == Number(8))
  }
}

@Suite("Saving with another session at once")
struct SessionSaveTests {
  @Test("Two sessions from one file, each saving in turn, leave both their names")
  func twoSessions() throws {
    let file = StateFile(path: try makeTemporaryDirectory().path + "/session.json")
    #expect(file.write(state(["x = 1"])) == nil)
    let start = try #require(file.load().state)
    var first = session(start)
    var second = session(start)
    var firstBase = start
    var secondBase = start
    func save(_ session: Session, _ base: inout SessionState) -> StateFile.Saved {
      let saved = file.save(session.state, since: base)
      if saved.merge != nil { base = session.state }
      return saved
    }
    _ = first.respond(to: "a = 111", columns: 80)
    #expect(save(first, &firstBase).failure == nil)
    _ = second.respond(to: "b = 222", columns: 80)
    #expect(save(second, &secondBase).merge?.keptOurs.isEmpty == true)
    // The first saves again after a change of its own: b stays.
    _ = first.respond(to: "c = 3", columns: 80)
    #expect(save(first, &firstBase).failure == nil)
    // Both change x: the later save keeps its value and names x.
    _ = second.respond(to: "x = 20", columns: 80)
    #expect(save(second, &secondBase).merge?.keptOurs.isEmpty == true)
    _ = first.respond(to: "x = 10", columns: 80)
    #expect(save(first, &firstBase).merge.map { names($0.keptOurs) } == ["x"])
    let loaded = try #require(file.load().state)
    #expect(loaded.variables == ["a": Number(111), "b": Number(222), "c": Number(3), "x": Number(10)])
    #expect(evaluates("a + b", in: loaded, as: "333"))
    // The sessions' own values are their own until they start again.
    #expect(second.calculator.variables["a"] == nil)
  }

  @Test("Sessions saving at once on threads lose nothing")
  func concurrentSaves() async throws {
    let file = StateFile(path: try makeTemporaryDirectory().path + "/session.json")
    await withTaskGroup(of: Void.self) { group in
      for k in 0..<4 {
        group.addTask {
          var session = Session()
          var base = session.state
          for n in 0..<15 {
            _ = session.respond(to: "s\(k)_\(n) = \(n)", columns: 80)
            let saved = file.save(session.state, since: base)
            if saved.merge != nil { base = session.state }
          }
        }
      }
    }
    let loaded = try #require(file.load().state)
    #expect(loaded.variables.count == 60)
    #expect(!FileManager.default.fileExists(atPath: file.path + ".damaged"))
  }

  @Test("A file a newer calc wrote since the session started is left as it is")
  func newerSinceStart() throws {
    let file = StateFile(path: try makeTemporaryDirectory().path + "/session.json")
    let text = #"{"version": 9, "variables": {}}"#
    try Data(text.utf8).write(to: URL(fileURLWithPath: file.path))
    let saved = file.save(state(["x = 1"]), since: state([]))
    #expect(saved.newerVersion == 9 && saved.merge == nil)
    #expect(try String(contentsOfFile: file.path, encoding: .utf8) == text)
  }

  @Test("A file damaged since the session started is set aside, and the session is saved")
  func damagedSinceStart() throws {
    let file = StateFile(path: try makeTemporaryDirectory().path + "/session.json")
    try Data("{ nope".utf8).write(to: URL(fileURLWithPath: file.path))
    let saved = file.save(state(["x = 1"]), since: state([]))
    #expect(saved.warning?.contains("was damaged") == true, "\(saved.warning ?? "")")
    #expect(try String(contentsOfFile: file.asidePath, encoding: .utf8) == "{ nope")
    #expect(file.load().state?.variables == ["x": Number(1)])
  }

  @Test("The lock is session.lock beside the file; no temporary file is left")
  func lockFile() throws {
    let directory = try makeTemporaryDirectory().path
    let file = StateFile(path: directory + "/session.json")
    #expect(file.lockPath == directory + "/session.lock")
    #expect(file.save(state(["x = 1"]), since: state([])).failure == nil)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    #expect(names == ["session.json", "session.lock"])
  }
}
