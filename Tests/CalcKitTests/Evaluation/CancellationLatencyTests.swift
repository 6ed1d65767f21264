import CalcKit
import Dispatch
import Foundation
import Testing

/// How long an evaluation keeps running once its token is cancelled (issue 37: the live
/// preview cancels the evaluation of the line at each key, and a cancelled one must not keep
/// a processor busy). Each expression takes seconds at precision 100,000 in a debug build;
/// its token is cancelled 50 ms after the start, from a thread of its own, and the
/// processor time the evaluating thread spends from the cancel to its return is measured
/// (on Linux, the thread's own clock, so a loaded machine does not count; elsewhere the
/// time on the wall). Every kernel such a line reaches checks its token between its long
/// steps: what remains is at most one long step (a product, a division or a root at full
/// width), a fraction of a second in a debug build and milliseconds in a release build.
@Suite("Cancellation latency", .serialized)
struct CancellationLatencyTests {
  /// Lines whose evaluation at precision 100,000 reaches the long loops: the series of
  /// asin, atan, exp, ln, sin, the big products, divisions and square roots, and powers.
  static let lines = [
    "asin(0.3)", "atan(0.3)", "exp(0.3)", "ln(0.3)", "sin(0.3)", "sqrt(3)", "1/7 + 2^0.5", "pi", "e",
    "gamma(0.3)", "3^0.3", "cosh(0.7)",
  ]

  /// The most processor time an evaluation may take once cancelled.
  static let bound = 0.5  // seconds: on main before these checks, asin(0.3) ran on 0.84 s

  /// The processor time `clock` has counted, in seconds.
  static func seconds(_ clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  @Test("An evaluation cancelled 50 ms after its start returns promptly", arguments: lines)
  func returnsPromptly(line: String) throws {
    let calculator = Calculator(precision: 100_000)
    let token = CancellationToken()
    final class Box: @unchecked Sendable {
      var outcome: Result<Number, CalcError>?
      var clock = CLOCK_MONOTONIC
      var finished = 0.0
    }
    let box = Box()
    let done = DispatchSemaphore(value: 0)
    let started = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      #if os(Linux)
        var clock = clockid_t()
        if pthread_getcpuclockid(pthread_self(), &clock) == 0 { box.clock = clock }
      #endif
      started.signal()
      box.outcome = Result { () throws(CalcError) -> Number in try calculator.evaluate(line, cancellation: token) }
      box.finished = Self.seconds(box.clock)
      done.signal()
    }
    started.wait()
    Thread.sleep(forTimeInterval: 0.05)
    let cancelled = Self.seconds(box.clock)
    token.cancel()
    let returned = done.wait(timeout: .now() + 120) == .success
    #expect(returned, "\(line) did not stop")
    guard returned else { return }
    if case .failure(let error) = box.outcome {
      #expect(error.kind == .cancelled, "\(line): \(error)")
    }
    // A line that finished within the 50 ms has nothing to stop (a latency at or below 0).
    let latency = box.finished - cancelled
    print("cancellation latency \(line): \(Int(latency * 1000)) ms")
    #expect(latency < Self.bound, "\(line) ran on \(latency) s after its cancel")
  }
}
