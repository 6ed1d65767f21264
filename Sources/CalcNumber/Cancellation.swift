import Synchronization

/// A switch that stops an evaluation in progress, from another thread or task.
///
/// Pass one to `Calculator.evaluate(_:cancellation:)` and call ``cancel()`` from
/// anywhere: the evaluation ends with a `CalcError` of kind
/// `CalcError.Kind.cancelled` within milliseconds, even in the middle of a function at
/// precision 5,000, and the `Calculator` is unchanged and usable. A token cancelled before
/// the call stops it before any work, even `1+1`.
///
/// ```swift
/// let token = CancellationToken()
/// DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) { token.cancel() }
/// do {
///   _ = try calculator.evaluate("asin(0.3) + asin(0.4)", cancellation: token)
/// } catch where error.kind == .cancelled {
///   // stopped
/// }
/// ```
///
/// A token stays cancelled once cancelled; use a new one for the next evaluation.
///
/// A token is only needed to cancel from outside a task: every evaluation made inside a
/// Swift `Task` also stops when that task is cancelled, with or without a token.
public final class CancellationToken: Sendable {
  private let flag = Atomic<Bool>(false)
  /// Whether the evaluation this token is handed to also stops when the task it runs on
  /// is cancelled (a token the evaluator makes, never one an app makes).
  private let followsCurrentTask: Bool
  /// The app's token that this one also stops for, when it follows the current task too.
  private let linked: CancellationToken?

  /// A token that is not cancelled.
  public init() {
    followsCurrentTask = false
    linked = nil
  }

  private init(followingCurrentTaskAnd linked: CancellationToken?) {
    followsCurrentTask = true
    self.linked = linked
  }

  /// The token that follows the current task alone: one for every evaluation, since the
  /// task it consults is the one running the check.
  private static let currentTask = CancellationToken(followingCurrentTaskAnd: nil)

  /// Stops every evaluation that uses this token, now and from now on.
  public func cancel() {
    flag.store(true, ordering: .relaxed)
  }

  /// Whether ``cancel()`` has been called.
  public var isCancelled: Bool {
    flag.load(ordering: .relaxed)
  }

  /// The token an evaluation checks, given the app's token (or nil): outside a task the
  /// app's token itself, so that nothing changes on a thread with no task (a batch on
  /// `DispatchQueue.concurrentPerform`); inside a task, one that also stops when that
  /// task is cancelled. The evaluation must check it on the thread that called this.
  package static func forEvaluation(_ token: CancellationToken?) -> CancellationToken? {
    guard withUnsafeCurrentTask(body: { $0 != nil }) else { return token }
    guard let token else { return currentTask }
    return CancellationToken(followingCurrentTaskAnd: token)
  }

  /// Whether an evaluation checking this token should stop: ``cancel()`` was called, or
  /// (for a token from ``forEvaluation(_:)``) the app's token was, or the task running
  /// the check was cancelled.
  @inline(__always)
  package var shouldStop: Bool {
    if flag.load(ordering: .relaxed) { return true }
    return followsCurrentTask && stopsWithTask()
  }

  /// The rest of ``shouldStop`` for a token that follows the current task.
  @inline(never)
  private func stopsWithTask() -> Bool {
    if let linked, linked.isCancelled { return true }
    return withUnsafeCurrentTask { $0?.isCancelled ?? false }
  }
}

extension Optional where Wrapped == CancellationToken {
  /// Throws ``ArithmeticError/cancelled`` if this token says to stop (see
  /// ``CancellationToken/shouldStop``): the kernels are handed the token of their
  /// evaluation (``WorkingPrecision/cancellation``) and check it in their loops, so a long
  /// series stops promptly.
  @inline(__always)
  package func check() throws(ArithmeticError) {
    if let token = self, token.shouldStop { throw .cancelled }
  }
}
