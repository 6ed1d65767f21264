import CalcKit
import Foundation
import Testing

/// The Swift blocks of the DocC catalog (Sources/CalcKit/CalcKit.docc), each pasted as it
/// is into a test, run, and what its comments show checked after it (ARCHITECTURE.md,
/// "Tests").
@Suite struct DocCSnippetTests {
  /// CalcKit.md, the landing page (CalcKit.md).
  @Test("The landing page's block (CalcKit.md) gives what its comments show")
  func landingPage() throws {
    // The block, as it is:
    let calculator = Calculator()
    let value = try calculator.evaluate("0.1 + 0.2")
    calculator.format(value)   // "0.3"
    // What it shows:
    #expect(calculator.format(value) == "0.3")
  }

  /// Getting Started: evaluate and show (GettingStarted.md).
  @Test("Getting Started's evaluate-and-show block gives what its comments show")
  func evaluateAndShow() throws {
    // The block, as it is:
    let calculator = Calculator(precision: 10, rounding: .halfUp)
    let result = try calculator.evaluate("2/3")
    calculator.format(result)      // "0.6666666667"
    result.isExact                 // true: the value is exactly 2/3
    result.decimalValue            // Foundation.Decimal, for interop
    // What it shows:
    #expect(calculator.format(result) == "0.6666666667")
    #expect(result.isExact)
    #expect(result.decimalValue.description == "0." + String(repeating: "6", count: 37) + "7")
  }

  /// Getting Started: one value, one truth (GettingStarted.md).
  @Test("Getting Started's one-value-one-truth block gives what its comments show")
  func oneValueOneTruth() throws {
    let calculator = Calculator(precision: 10, rounding: .halfUp)
    let result = try calculator.evaluate("2/3")
    // The block, as it is:
    let huge = try calculator.evaluate("10^200")
    Decimal(rounding: huge)        // nil: past Decimal's range (decimalValue is NaN)
    Decimal(exactly: result)       // nil: 2/3 does not terminate
    try calculator.evaluate("sqrt(2)^2") == 2   // true
    // What it shows:
    #expect(Decimal(rounding: huge) == nil)
    #expect(huge.decimalValue.isNaN)
    #expect(Decimal(exactly: result) == nil)
    #expect(try calculator.evaluate("sqrt(2)^2") == 2)
    #expect(try calculator.evaluate("sqrt(2)^2").isExact)
  }

  /// Getting Started: handle errors (GettingStarted.md).
  @Test("Getting Started's error handling block gives what its comments show")
  func handleErrors() throws {
    let calculator = Calculator()
    // The block, as it is:
    do throws(CalcError) {
      _ = try calculator.evaluate("sqrt(2, 3)")
    } catch {
      print(error.rendered(source: "sqrt(2, 3)"))
      // error: sqrt takes 1 argument, got 2
      //   sqrt(2, 3)
      //   ^~~~~~~~~~
    }
    // What it shows:
    let errorThrown = caught { () throws(CalcError) in _ = try calculator.evaluate("sqrt(2, 3)") }
    let error = try #require(errorThrown)
    #expect(error.rendered(source: "sqrt(2, 3)") == "error: sqrt takes 1 argument, got 2\n  sqrt(2, 3)\n  ^~~~~~~~~~")
  }

  /// Getting Started: `do throws(CalcError)` in a Task's closure (GettingStarted.md).
  @Test("Getting Started's do throws(CalcError) in a Task's closure catches the typed error")
  func errorsInATaskClosure() async throws {
    let calculator = Calculator()
    // The block, as it is:
    let task = Task {
      do throws(CalcError) {
        return calculator.format(try calculator.evaluate("1/(2-2)"))
      } catch {
        return error.message         // "division by zero"
      }
    }
    // What it shows:
    #expect(await task.value == "division by zero")
  }

  /// Getting Started: keep a session (GettingStarted.md).
  @Test("Getting Started's session block keeps variables as its comments show")
  func keepASession() throws {
    // The block, as it is:
    var session = Calculator()
    try session.execute("price = 80")
    try session.execute("price + 25%")      // 100
    session.format(try session.evaluate("ans / 4"))   // "25"
    // What it shows:
    #expect(session.format(try session.evaluate("price + 25%")) == "100")
    #expect(session.format(try session.evaluate("ans / 4")) == "25")
  }

  /// Getting Started: cancel a long evaluation (GettingStarted.md).
  @Test("Getting Started's cancellation block stops the evaluation as its comments show")
  func cancel() async throws {
    // The block, as it is:
    let precise = Calculator(precision: 100_000)
    let task = Task.detached { try precise.evaluate("asin(0.3)") }
    task.cancel()   // the task ends with a .cancelled CalcError within milliseconds
    // What it shows:
    let result = await task.result
    guard case .failure(let error) = result else {
      Issue.record("a 100,000-digit asin(0.3) ended before it was cancelled")
      return
    }
    #expect((error as? CalcError)?.kind == .cancelled)
  }

  /// Getting Started: show numbers for people (GettingStarted.md).
  @Test("Getting Started's block that shows numbers for people gives what its comments show")
  func showNumbers() throws {
    // The block, as it is:
    0.75.formatted                                     // "0.75"
    1234.5.formatted                                   // "1,234.5"
    1234.5678.formatted(fractionDigits: 2)             // "1,234.57"
    1234.5.formatted(fractionDigits: 2, locale: NumberLocale(Locale.current))
    1234.5.currencyString(code: "USD")                 // "$1,234.50"
    // What it shows:
    #expect(0.75.formatted == "0.75")
    #expect(1234.5.formatted == "1,234.5")
    #expect(1234.5678.formatted(fractionDigits: 2) == "1,234.57")
    #expect(1234.5.currencyString(code: "USD") == "$1,234.50")
  }
}
