import Atomics

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
  /// swift-atomics' flag (the standard library's `Atomic` needs macOS 15 and iOS 18).
  private let flag = ManagedAtomic<Bool>(false)

  /// A token that is not cancelled.
  public init() {}

  /// Stops every evaluation that uses this token, now and from now on.
  public func cancel() {
    flag.store(true, ordering: .relaxed)
  }

  /// Whether ``cancel()`` has been called.
  public var isCancelled: Bool {
    flag.load(ordering: .relaxed)
  }
}

extension Optional where Wrapped == CancellationToken {
  /// Whether an evaluation checking this token should stop: the token was cancelled, or
  /// the task running the check was (`Task.isCancelled`, false outside any task).
  ///
  /// The token stays an optional reference that is nil when the app passed none, so that
  /// copying a ``WorkingPrecision`` retains nothing; the task is read at each check.
  /// `Task.isCancelled` is cheap: the current task from thread-local storage and its
  /// status. Finding out once whether there is a task at all would cost more
  /// (`withUnsafeCurrentTask` is unspecialized outside the standard library), and a token
  /// standing for "the current task" would make every copy of the working precision retain
  /// and release it.
  @inline(__always)
  package var shouldStop: Bool {
    if let token = self, token.isCancelled { return true }
    return Task<Never, Never>.isCancelled
  }

  /// Throws ``ArithmeticError/cancelled`` if this token or the current task was cancelled
  /// (``shouldStop``): the kernels are handed the token of their evaluation
  /// (``WorkingPrecision/cancellation``) and check it in their loops, so a long series
  /// stops promptly, whether the app cancels a token or the task the evaluation runs in.
  @inline(__always)
  package func check() throws(ArithmeticError) {
    if shouldStop { throw .cancelled }
  }
}
