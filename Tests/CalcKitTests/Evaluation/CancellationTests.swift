import CalcKit
import Dispatch
import Foundation
import Testing

/// Stopping an evaluation from another thread or by task cancellation.
///
/// The long evaluation is 10 `asin` calls (the most an expression may make there) at
/// precision 100,000, far more work than a test waits for: it can only end quickly by
/// being cancelled. No timing is asserted; a generous wait only keeps a broken
/// cancellation from hanging the run.
@Suite("Cancellation")
struct CancellationTests {
  static let long = (1...10).map { "asin(0.\($0 + 10))" }.joined(separator: " + ")

  @Test("A token cancelled before the start stops the evaluation at once")
  func cancelledBeforeStart() throws {
    let token = CancellationToken()
    token.cancel()
    #expect(token.isCancelled)
    let error = #expect(throws: CalcError.self) {
      try Calculator().evaluate("sin(1) + 1", cancellation: token)
    }
    #expect(error?.kind == .cancelled)
    // Before any work: exact expressions (the fast path) stop too.
    for source in ["1+1", "1+2", "2^10 / 3"] {
      let exact = #expect(throws: CalcError.self) { try Calculator().evaluate(source, cancellation: token) }
      #expect(exact?.kind == .cancelled, "\(source)")
    }
    var calculator = Calculator()
    let run = #expect(throws: CalcError.self) { try calculator.run("1+1", cancellation: token) }
    #expect(run?.kind == .cancelled)
    let definition = #expect(throws: CalcError.self) { try calculator.run("f(x) = x^2", cancellation: token) }
    #expect(definition?.kind == .cancelled)
    #expect(throws: CalcError.self) { try calculator.run("f(2)") }  // f was not stored
    #expect(calculator.lastResult == nil)
    // A token that is not cancelled changes nothing.
    #expect(try calculator.evaluate("1+1", cancellation: CancellationToken()) == Number(2))
  }

  @Test("Cancelling from another thread stops a precision-100000 evaluation; the calculator is unchanged")
  func cancelFromAnotherThread() throws {
    var calculator = Calculator(precision: Limits.maximumPrecision)
    try calculator.execute("x = 7")
    let token = CancellationToken()
    let frozen = calculator
    final class Box: @unchecked Sendable { var outcome: Result<Number, CalcError>? }
    let box = Box()
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      box.outcome = Result { () throws(CalcError) -> Number in
        try frozen.evaluate(Self.long, cancellation: token)
      }
      done.signal()
    }
    Thread.sleep(forTimeInterval: 0.3)
    token.cancel()
    let finished = done.wait(timeout: .now() + 120) == .success
    #expect(finished, "the evaluation did not stop")
    guard finished, case .failure(let error) = box.outcome else {
      Issue.record("expected a cancelled error, got \(String(describing: box.outcome))")
      return
    }
    #expect(error.kind == .cancelled)
    #expect(error.message == "cancelled")
    // The calculator goes on: its variables are intact and it evaluates as before.
    #expect(calculator.variables["x"] == Number(7))
    #expect(calculator.format(try calculator.evaluate("x*6")) == "42")
  }

  @Test("execute with a cancelled token stores nothing")
  func executeStoresNothing() {
    var calculator = Calculator()
    let token = CancellationToken()
    token.cancel()
    #expect(throws: CalcError.self) { try calculator.execute("y = sqrt(2)", cancellation: token) }
    #expect(calculator.variables["y"] == nil)
    #expect(calculator.lastResult == nil)
  }

  @Test("Cancelling the task stops evaluateCancellingWithTask")
  func taskCancellation() async throws {
    let calculator = Calculator(precision: Limits.maximumPrecision)
    let task = Task { () async throws(CalcError) -> Number in
      try await calculator.evaluateCancellingWithTask(Self.long)
    }
    Self.cancel(task, after: 0.3)   // not `Task.sleep`: see `cancel(_:after:)`
    let result = await task.result
    guard case .failure(let error) = result else {
      Issue.record("expected a cancelled error, got \(result)")
      return
    }
    #expect((error as? CalcError)?.kind == .cancelled)
  }

  // MARK: Cancellation by default: a plain task, no token.

  /// 30,000 digits of `asin(0.3)`: long enough that a run cancelled soon after its start
  /// has clearly stopped early; only `plainTaskCancellation` waits for the whole, once, to
  /// compare.
  static let slow = "asin(0.3)"
  static let slowPrecision = 30_000

  /// `body`'s result on a new thread, which runs no Swift task.
  static func outsideAnyTask<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T? {
    let box = OutsideTaskBox<T>()
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      box.value = body()
      done.signal()
    }
    guard done.wait(timeout: .now() + 600) == .success else { return nil }
    return box.value
  }

  /// Cancels `task` after `seconds`, from a thread of its own: evaluations block the
  /// threads of the cooperative pool (two on a two-core machine), so a `Task.sleep` in the
  /// test could wait for one to finish before it cancelled anything.
  static func cancel<Success, Failure>(_ task: Task<Success, Failure>, after seconds: Double) {
    Thread.detachNewThread {
      Thread.sleep(forTimeInterval: seconds)
      task.cancel()
    }
  }

  @Test("Cancelling a plain Task stops a synchronous evaluate in it, well before it would finish")
  func plainTaskCancellation() async throws {
    let calculator = Calculator(precision: Self.slowPrecision)
    let clock = ContinuousClock()
    // Timed inside the task, and cancelled soon after it starts: in a whole test run the
    // task may wait long for a thread of the cooperative pool, before and after.
    let started = DispatchSemaphore(value: 0)
    let task = Task { () -> (Result<Number, CalcError>, Duration) in
      let start = clock.now
      started.signal()
      let result = Result { () throws(CalcError) -> Number in try calculator.evaluate(Self.slow) }
      return (result, clock.now - start)
    }
    Thread.detachNewThread {
      started.wait()
      Thread.sleep(forTimeInterval: 0.2)
      task.cancel()
    }
    let (result, cancelled) = await task.value
    guard case .failure(let error) = result else {
      Issue.record("expected a cancelled error, got \(result)")
      return
    }
    #expect(error.kind == .cancelled)
    // The same evaluation to the end, outside any task (a smaller one would do, but this
    // is the bound that holds on any machine): the cancelled one returned well before.
    let full = Self.outsideAnyTask { () -> (Duration, Bool) in
      let start = clock.now
      let value = try? calculator.evaluate(Self.slow)
      return (clock.now - start, value != nil)
    }
    #expect(full?.1 == true)
    if let full { #expect(cancelled < full.0, "cancelled after \(cancelled), the whole takes \(full.0)") }
  }

  @Test("Cancelling the task stops run, execute, bound and bindings evaluation as well")
  func plainTaskCancellationEveryEntry() async throws {
    var calculator = Calculator(precision: Self.slowPrecision)
    try calculator.execute("k = 0.3")
    try calculator.execute("x = 0.2")
    let frozen = calculator
    let parsed = try calculator.parse("asin(k) + asin(x)")
    let bound = try calculator.bind(parsed, parameters: ["x"])
    let entries: [(String, @Sendable () throws -> Void)] = [
      ("run", { var c = frozen; _ = try c.run(Self.slow) }),
      ("execute", { var c = frozen; try c.execute(Self.slow) }),
      ("evaluate(parsed)", { _ = try frozen.evaluate(parsed) }),
      ("bound", { _ = try bound.evaluate(Number(0.25)!) }),
      ("binding", { _ = try frozen.evaluate(parsed, binding: ["x": Number(0.25)!]) }),
      ("token too", { _ = try frozen.evaluate(Self.slow, cancellation: CancellationToken()) }),
    ]
    for (name, entry) in entries {
      let task = Task { try entry() }
      Self.cancel(task, after: 0.1)
      let result = await task.result
      guard case .failure(let error) = result else {
        Issue.record("\(name): expected a cancelled error, got \(result)")
        continue
      }
      #expect((error as? CalcError)?.kind == .cancelled, "\(name)")
    }
  }

  @Test("In a task cancelled before the call, even 1+1 and a definition stop, and nothing is stored")
  func cancelledTaskBeforeStart() async {
    let outcome = await Task { () -> [String] in
      withUnsafeCurrentTask { $0?.cancel() }
      var kinds: [String] = []
      var calculator = Calculator()
      func note(_ body: () throws -> Void) {
        do {
          try body()
          kinds.append("value")
        } catch {
          kinds.append((error as? CalcError)?.kind == .cancelled ? "cancelled" : "\(error)")
        }
      }
      note { _ = try calculator.evaluate("1+1") }
      note { _ = try calculator.evaluate("sin(1)") }
      note { _ = try calculator.execute("y = 2") }
      note { _ = try calculator.run("f(x) = x + 1") }
      note { _ = try calculator.bind(calculator.parse("x + 1"), parameters: ["x"]).evaluate(Number(1)) }
      if calculator.variables["y"] != nil || calculator.lastResult != nil { kinds.append("stored") }
      return kinds
    }.value
    #expect(outcome == Array(repeating: "cancelled", count: 5))
  }

  @Test("An evaluation in a task that is not cancelled gives the same value as outside any task")
  func uncancelledTask() async throws {
    let calculator = Calculator(precision: 200)
    let inTask = try await Task { () throws(CalcError) -> [Number] in
      [try calculator.evaluate("asin(0.3)"), try calculator.evaluate("1+1"), try calculator.evaluate("exp(1)")]
    }.value
    let outside = Self.outsideAnyTask { () -> [Number]? in
      try? [calculator.evaluate("asin(0.3)"), calculator.evaluate("1+1"), calculator.evaluate("exp(1)")]
    }
    #expect(outside == inTask)
    #expect(inTask[1] == Number(2))
  }

  @Test("Outside any task, evaluation needs no task and a cancelled token still stops it")
  func outsideAnyTaskUnaffected() {
    let outcome = Self.outsideAnyTask { () -> [String] in
      var notes: [String] = []
      if withUnsafeCurrentTask(body: { $0 != nil }) { notes.append("in a task") }
      let calculator = Calculator()
      notes.append((try? calculator.format(calculator.evaluate("1+1"))) ?? "error")
      notes.append((try? calculator.format(calculator.evaluate("sqrt(2)", cancellation: CancellationToken()))) ?? "error")
      let token = CancellationToken()
      token.cancel()
      do throws(CalcError) {
        _ = try calculator.evaluate("1+1", cancellation: token)
        notes.append("value")
      } catch {
        notes.append(error.kind == .cancelled ? "cancelled" : "other")
      }
      return notes
    }
    #expect(outcome == ["2", "1.4142135623730950488016887242096980786", "cancelled"])
  }
}

/// What a thread with no task hands back (``CancellationTests/outsideAnyTask(_:)``).
private final class OutsideTaskBox<T>: @unchecked Sendable {
  var value: T?
}
