import CalcKit
import Foundation

/// Evaluates previews on a thread of its own, so the key reader never waits for one.
///
/// It holds at most one request: a newer one replaces one not yet started, and the key
/// reader cancels the one running through its token. A finished preview is kept for
/// ``take()`` and announced by a byte on a pipe the reader polls with standard input.
final class LiveEvaluator: @unchecked Sendable {
  /// A line to preview.
  struct Request {
    var id: Int
    var session: Session
    var line: String
    var columns: Int
    var token: CancellationToken
  }

  /// The end of the pipe to poll: readable when a preview is ready.
  let wakeRead: Int32
  private let wakeWrite: Int32
  private let condition = NSCondition()
  private var request: Request?
  private var finished: (id: Int, preview: Session.Preview)?

  /// Starts the thread; nil when no pipe can be made.
  init?() {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    wakeRead = ends[0]
    wakeWrite = ends[1]
    _ = fcntl(wakeRead, F_SETFL, fcntl(wakeRead, F_GETFL) | O_NONBLOCK)
    let thread = Thread { [self] in work() }
    thread.stackSize = 8 << 20
    thread.start()
  }

  /// Asks for `request` to be previewed, in place of any request not yet started.
  func submit(_ request: Request) {
    condition.lock()
    self.request = request
    condition.signal()
    condition.unlock()
  }

  /// The preview finished last, if any, emptying the pipe.
  func take() -> (id: Int, preview: Session.Preview)? {
    var bytes = [UInt8](repeating: 0, count: 64)
    while read(wakeRead, &bytes, bytes.count) > 0 {}
    condition.lock()
    defer { condition.unlock() }
    let result = finished
    finished = nil
    return result
  }

  private func work() {
    // Ctrl-C and resizes are the key reader's: they interrupt its wait, never this thread.
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGWINCH)
    pthread_sigmask(SIG_BLOCK, &signals, nil)
    while true {
      condition.lock()
      while request == nil { condition.wait() }
      let next = request
      request = nil
      condition.unlock()
      guard let next else { continue }
      let preview: Session.Preview =
        next.token.isCancelled
        ? .nothing : next.session.preview(of: next.line, columns: next.columns, cancellation: next.token)
      condition.lock()
      finished = (next.id, preview)
      condition.unlock()
      var byte: UInt8 = 1
      _ = write(wakeWrite, &byte, 1)
    }
  }
}
