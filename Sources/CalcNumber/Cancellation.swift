import Synchronization

/// A switch that stops an evaluation in progress, from another thread or task.
///
/// Pass one to `Calculator.evaluate(_:cancellation:)` and call ``cancel()`` from
/// anywhere: the evaluation ends with a `CalcError` of kind
/// `CalcError.Kind.cancelled` within milliseconds, even in the middle of a function at
/// precision 5,000, and the `Calculator` is unchanged and usable.
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
/// `Calculator.evaluateCancellingWithTask(_:)` uses Swift task cancellation instead.
public final class CancellationToken: Sendable {
  private let flag = Atomic<Bool>(false)

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
  /// Throws ``ArithmeticError/cancelled`` if this token was cancelled: the kernels are handed
  /// the token of their evaluation (``WorkingPrecision/cancellation``) and check it in their
  /// loops, so a long series stops promptly.
  @inline(__always)
  package func check() throws(ArithmeticError) {
    if let token = self, token.isCancelled { throw .cancelled }
  }
}
