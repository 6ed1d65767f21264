import CalcKit
import Foundation
import Testing

/// The Swift blocks of the DocC article "Cancelling a Long Evaluation" (CancellingEvaluations.md), each pasted as it is
/// into a test, run, and what its comments show checked after it (ARCHITECTURE.md, "Tests").
/// Lines before a block define what the article takes as given.
@Suite struct CancellingEvaluationsSnippetTests {
  /// Cancelling a Long Evaluation (CancellingEvaluations.md).
  @Test("CancellingEvaluations.md's block stops the evaluation as its comments show")
  func cancelling() async throws {
    let calculator = Calculator(precision: 100_000)
    let cancelButton = SnippetButton()  // tapped at once
    // The block, as it is:
    let task = Task.detached { try calculator.evaluate("asin(0.3)") }   // precision 100,000
    task.cancel()                                  // ends it with a .cancelled CalcError

    let token = CancellationToken()
    cancelButton.onTap { token.cancel() }          // any thread
    do {
      let value = try calculator.evaluate("asin(0.3) + asin(0.4)", cancellation: token)
    } catch where error.kind == .cancelled {
      // stopped; `calculator` is unchanged and usable
    }
    // What it shows:
    let result = await task.result
    guard case .failure(let error) = result else {
      Issue.record("a 100,000-digit asin(0.3) ended before it was cancelled")
      return
    }
    #expect((error as? CalcError)?.kind == .cancelled)
    #expect(token.isCancelled)
    do throws(CalcError) {
      _ = try calculator.evaluate("1+1", cancellation: token)
      Issue.record("the cancelled token did not stop 1+1")
    } catch {
      #expect(error.kind == .cancelled)
    }
  }
}
