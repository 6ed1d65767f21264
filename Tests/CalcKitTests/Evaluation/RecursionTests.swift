import Foundation
import Testing

import CalcKit

/// Functions defined in the language that call themselves and each other (the values of
/// whole programs are in ProgramVectorTests, against Python).
@Suite("Recursive functions")
struct RecursionTests {
  static func calculator(_ lines: [String]) throws -> Calculator {
    var calculator = Calculator()
    for line in lines { try calculator.run(line) }
    return calculator
  }

  static func failure(_ source: String, _ calculator: Calculator, cancellation: CancellationToken? = nil) -> CalcError? {
    do {
      if let cancellation {
        _ = try calculator.evaluate(source, cancellation: cancellation)
      } else {
        _ = try calculator.evaluate(source)
      }
      return nil
    } catch {
      return error
    }
  }

  static let fibonacci = "f(n) = if(n<2, n, f(n-1)+f(n-2))"

  @Test("f(n) = if(n<2, n, f(n-1)+f(n-2)) is defined and f(25) is 75025, exactly")
  func fibonacci25() throws {
    var calculator = Calculator()
    guard case .definition(let definition) = try calculator.run(Self.fibonacci) else {
      Issue.record("not a definition")
      return
    }
    #expect(definition.source == Self.fibonacci)
    let value = try calculator.evaluate("f(25)")
    #expect(value.isExact)
    #expect(calculator.format(value) == "75025")
    #expect(calculator.format(try calculator.evaluate("f(25)")) == calculator.format(try calculator.evaluate("fib(25)")))
  }

  @Test("Functions may call each other in a loop, whichever is defined first; if … then … else … guards too")
  func mutualRecursion() throws {
    let calculator = try Self.calculator([
      "even(n) = if(n == 0, 1, odd(n-1))", "odd(n) = if n == 0 then 0 else even(n-1)",
    ])
    #expect(try calculator.evaluate("even(10)") == 1)
    #expect(try calculator.evaluate("odd(10)") == 0)
    #expect(try calculator.evaluate("odd(777)") == 1)
    #expect(calculator.definitions.map(\.name) == ["even", "odd"])
    // Defined again from their sources, in the other order (as a saved session is read back).
    var again = Calculator()
    for definition in calculator.definitions.reversed() { try again.define(definition.source) }
    #expect(try again.evaluate("even(500)") == 1)
  }

  @Test("A recursion that never ends stops at 10,000 calls deep with an error naming it; the next line evaluates")
  func endless() throws {
    var calculator = try Self.calculator(["g(n) = g(n+1)"])
    let started = Date()
    let error = try #require(Self.failure("1 + g(1)", calculator))
    #expect(Date().timeIntervalSince(started) < 30)
    #expect(error.kind == .nestingTooDeep)
    #expect(error.message == "'g' recursed deeper than 10,000 calls (does its recursion reach a case that ends it?)")
    #expect(error.range == SourceRange(4, 8))
    guard case .value(let next) = try calculator.run("2 + 3") else {
      Issue.record("no value")
      return
    }
    #expect(next == 5)
    // Through another function: the one that closes the loop is named.
    try calculator.run("h(n) = k(n) + 1")
    try calculator.run("k(n) = h(n) * 2")
    let loop = try #require(Self.failure("h(0)", calculator))
    #expect(loop.kind == .nestingTooDeep)
    #expect(loop.message.hasPrefix("'"))
    #expect(loop.message.contains("recursed deeper than 10,000 calls"))
    #expect(loop.range == SourceRange(0, 4))
  }

  @Test("Limits.maximumCallDepth calls deep evaluate, one more is an error, on a thread with a 512 KiB stack")
  func depthOnSmallStack() throws {
    #expect(Limits.maximumCallDepth == 10_000)
    let calculator = try Self.calculator(["d(n) = if(n == 0, 0, 1 + d(n-1))"])
    final class Box: @unchecked Sendable { var deepest: Number?; var beyond: CalcError? }
    let box = Box()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      box.deepest = try? calculator.evaluate("d(9999)")
      box.beyond = Self.failure("d(10000)", calculator)
      done.signal()
    }
    thread.stackSize = 512 * 1024
    thread.start()
    #expect(done.wait(timeout: .now() + 300) == .success)
    #expect(box.deepest == Number(9999))
    #expect(box.beyond?.kind == .nestingTooDeep)
    #expect(box.beyond?.message.hasPrefix("'d' recursed deeper than 10,000 calls") == true)
  }

  @Test("A long chain of different functions nests up to the same depth, and names the call beyond it")
  func chain() throws {
    var calculator = Calculator()
    try calculator.run("c0(x) = x + 1")
    for level in 1...Limits.maximumCallDepth { try calculator.run("c\(level)(x) = c\(level - 1)(x) + 1") }
    #expect(try calculator.evaluate("c300(0)") == 301)
    #expect(try calculator.evaluate("c9999(0)") == 10_000)
    let error = try #require(Self.failure("c10000(0)", calculator))
    #expect(error.kind == .nestingTooDeep)
    #expect(error.message == "calls of defined functions nested deeper than 10,000 levels, at 'c0'")
    #expect(error.range == SourceRange(0, 9))
  }

  @Test("Work that grows with the calls stops at the work budget, naming the function")
  func budget() throws {
    var calculator = try Self.calculator([Self.fibonacci])
    calculator.workBudget = 100_000
    let steps = try #require(Self.failure("f(30)", calculator))
    #expect(steps.kind == .tooLarge)
    #expect(steps.message == "in f: defined functions take more than 100000 steps in one expression")
    #expect(steps.range == SourceRange(0, 5))
    // Approximations count against the calls' cap as they happen; exact work does not.
    var calls = try Self.calculator(["s(n) = if(n == 0, 0, sqrt(n) + s(n-1))", "q(n) = if(n == 0, 0, n^2 + q(n-1))"])
    let error = try #require(Self.failure("s(2500)", calls))
    #expect(error.kind == .tooLarge)
    #expect(error.message.hasPrefix("in s: more than 2000 function calls and powers in one expression at precision 38"))
    #expect(try calls.evaluate("q(3000)") == Number(3000 * 3001 * 6001 / 6))
    calls.precision = 10
    #expect(try calls.evaluate("s(2500)").isExact == false)
  }

  @Test("An error deep in a recursion is reported at the call typed, naming the function")
  func located() throws {
    let calculator = try Self.calculator(["r(n) = if(n == 0, sqrt(-1), r(n-1))"])
    let error = try #require(Self.failure("2 * r(50)", calculator))
    #expect(error.kind == .domain)
    #expect(error.message == "in r: the square root of a negative number is not real")
    #expect(error.range == SourceRange(4, 9))
  }

  /// A recursion that cannot end soon: five `asin` at 100,000 digits take seconds each, so
  /// the run ends early only by being cancelled (a recursion of cheap calls would meet the
  /// work budget first on a busy machine).
  static let slowRecursion = "s(n) = if(n == 0, 0, asin(1/(n+2)) + s(n-1))"

  static func slowCalculator() throws -> Calculator {
    var calculator = try Self.calculator([Self.slowRecursion])
    calculator.precision = Limits.maximumPrecision
    return calculator
  }

  @Test("Cancelling from another thread stops a long recursion")
  func cancelled() throws {
    let calculator = try Self.slowCalculator()
    let token = CancellationToken()
    final class Box: @unchecked Sendable { var error: CalcError? }
    let box = Box()
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      box.error = Self.failure("s(5)", calculator, cancellation: token)
      done.signal()
    }
    Thread.sleep(forTimeInterval: 0.2)
    token.cancel()
    #expect(done.wait(timeout: .now() + 60) == .success)
    #expect(box.error?.kind == .cancelled)
  }

  @Test("Cancelling the task stops a long recursion")
  func taskCancelled() async throws {
    let calculator = try Self.slowCalculator()
    let task = Task { () async throws(CalcError) -> Number in
      try await calculator.evaluateCancellingWithTask("s(5)")
    }
    // Cancelled from a thread of its own: the evaluation blocks a thread of the cooperative
    // pool (two on a two-core machine), so a `Task.sleep` here could wait for it to finish.
    CancellationTests.cancel(task, after: 0.2)
    let result = await task.result
    guard case .failure(let error) = result else {
      Issue.record("expected a cancelled error, got \(result)")
      return
    }
    #expect((error as? CalcError)?.kind == .cancelled)
  }

  @Test("A registered function may be called from a recursion")
  func registered() throws {
    var calculator = Calculator()
    try calculator.define(function: "twice", arity: 1, help: "2x") { args in try args[0] * Number(2) }
    try calculator.run("p(n) = if(n == 0, 1, twice(p(n-1)))")
    #expect(try calculator.evaluate("p(100)") == calculator.evaluate("2^100"))
  }
}
