import CalcKit
import Dispatch
import Foundation
import Testing

/// How long an evaluation keeps running once its token is cancelled (issue 37: the live
/// preview cancels the evaluation of the line at each key, and a cancelled one must not keep
/// a processor busy). Each expression takes seconds at precision 100,000; its token is
/// cancelled 50 ms after the start, from a thread of its own, and the time from the cancel to
/// the return is measured. Every kernel loop such a line reaches checks its token at least
/// once a block of work, so the return comes within a fraction of a second even in a debug
/// build on a loaded machine (release: a few milliseconds).
@Suite("Cancellation latency", .serialized)
struct CancellationLatencyTests {
  /// Lines whose evaluation at precision 100,000 reaches the long loops: the series of
  /// asin, atan, exp, ln, sin, the big products, divisions and square roots, and powers.
  static let lines = [
    "asin(0.3)", "atan(0.3)", "exp(0.3)", "ln(0.3)", "sin(0.3)", "sqrt(3)", "1/7 + 2^0.5", "pi", "e",
    "gamma(0.3)", "3^0.3", "cosh(0.7)",
  ]

  /// The most time an evaluation may run on once cancelled.
  static let bound = Duration.milliseconds(500)

  @Test("An evaluation cancelled 50 ms after its start returns promptly", arguments: lines)
  func returnsPromptly(line: String) throws {
    let calculator = Calculator(precision: 100_000)
    let token = CancellationToken()
    let clock = ContinuousClock()
    final class Box: @unchecked Sendable {
      var outcome: Result<Number, CalcError>?
      var finished: ContinuousClock.Instant?
    }
    let box = Box()
    let done = DispatchSemaphore(value: 0)
    let started = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      started.signal()
      box.outcome = Result { () throws(CalcError) -> Number in try calculator.evaluate(line, cancellation: token) }
      box.finished = clock.now
      done.signal()
    }
    started.wait()
    Thread.sleep(forTimeInterval: 0.05)
    let cancelled = clock.now
    token.cancel()
    let returned = done.wait(timeout: .now() + 120) == .success
    #expect(returned, "\(line) did not stop")
    guard returned, let finished = box.finished else { return }
    let latency = finished - cancelled
    if case .failure(let error) = box.outcome {
      #expect(error.kind == .cancelled, "\(line): \(error)")
    }
    // A line that finished within the 50 ms has nothing to stop (a latency at or below 0).
    print("cancellation latency \(line): \(latency)")
    #expect(latency < Self.bound, "\(line) ran on \(latency) after its cancel")
  }
}
