import CalcKit
import Dispatch
import Foundation
import Testing

/// Stopping an evaluation from another thread or by task cancellation (issue 13).
///
/// The long evaluation is 10 `asin` calls (the most an expression may make there) at
/// precision 100,000, which takes half a minute in a release build (minutes in a debug
/// build): it can only end quickly by being cancelled. No timing is
/// asserted; a generous wait only keeps a broken cancellation from hanging the run.
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
    // Exact expressions finish before the first check; they are never long.
    #expect(try Calculator().evaluate("1+2", cancellation: token) == Number(3))
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
    try await Task.sleep(nanoseconds: 300_000_000)
    task.cancel()
    let result = await task.result
    guard case .failure(let error) = result else {
      Issue.record("expected a cancelled error, got \(result)")
      return
    }
    #expect((error as? CalcError)?.kind == .cancelled)
  }
}
