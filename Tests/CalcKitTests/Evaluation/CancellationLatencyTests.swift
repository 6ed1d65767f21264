import CalcKit
import Dispatch
import Foundation
import Testing

/// That an evaluation stops when its token is cancelled mid-way (issue 37: the live preview
/// cancels the evaluation of the line at each key, and a cancelled one must not keep a
/// processor busy). Each expression takes seconds at precision 100,000 in a debug build; its
/// token is cancelled 50 ms after the start, from a thread of its own, and the evaluation must
/// end with the cancelled error, or with its value only when it had finished before the cancel.
/// The processor time the evaluating thread spends from the cancel to its return is printed,
/// not asserted (tests assert no timings: under ThreadSanitizer it is ten times longer); the
/// release build's figures come from `Benchmarks/live-cancel.py`.
@Suite("Cancellation latency", .serialized)
struct CancellationLatencyTests {
  /// Lines whose evaluation at precision 100,000 reaches the long loops: the series of
  /// asin, atan, exp, ln, sin, the big products, divisions and square roots, and powers.
  static let lines = [
    "asin(0.3)", "atan(0.3)", "exp(0.3)", "ln(0.3)", "sin(0.3)", "sqrt(3)", "1/7 + 2^0.5", "pi", "e",
    "gamma(0.3)", "3^0.3", "cosh(0.7)",
  ]

  /// The processor time `clock` has counted, in seconds.
  static func seconds(_ clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  @Test("An evaluation cancelled 50 ms after its start ends cancelled", arguments: lines)
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
    // The thread's clock at its return minus at the cancel: at or below 0 when the line
    // finished before it was cancelled.
    let latency = box.finished - cancelled
    print("cancellation latency \(line): \(Int(latency * 1000)) ms")
    switch box.outcome {
    case .failure(let error): #expect(error.kind == .cancelled, "\(line): \(error)")
    case .success(let value): #expect(latency <= 0, "\(line) gave \(value) after its cancel")
    case nil: Issue.record("\(line): no outcome")
    }
  }
}
