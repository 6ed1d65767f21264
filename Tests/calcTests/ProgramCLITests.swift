import Foundation
import Testing

// Recursive functions and sums and products over a range, through the built binary.

@Suite("Programs in batch and one-shot mode")
struct ProgramCLITests {
  @Test("Batch: a recursive Fibonacci gives f(25) = 75025; an endless recursion stops with its name, and the next line evaluates")
  func recursion() throws {
    let input = "f(n) = if(n<2, n, f(n-1)+f(n-2))\nf(25)\ng(n) = g(n+1)\ng(1)\n2+3\n"
    let result = try runCalc([], stdin: input)
    #expect(result.stdout == "f(n) = if(n<2, n, f(n-1)+f(n-2))\n75025\ng(n) = g(n+1)\n\n5\n", "\(result)")
    #expect(
      result.stderr
        == errorReport(
          "'g' recursed deeper than 10,000 calls (does its recursion reach a case that ends it?)", "g(1)", "^~~~",
          prefix: "line 4: "), "\(result)")
    #expect(result.status == 1)
  }

  @Test("Batch: functions that call each other, the first defined before the second")
  func mutualRecursion() throws {
    let input = "even(n) = if(n == 0, 1, odd(n-1))\nodd(n) = if(n == 0, 0, even(n-1))\neven(1000)\nodd(1001)\n"
    let result = try runCalc([], stdin: input)
    #expect(result.stdout == "even(n) = if(n == 0, 1, odd(n-1))\nodd(n) = if(n == 0, 0, even(n-1))\n1\n1\n", "\(result)")
    #expect(result.status == 0)
  }

  @Test("One-shot: Σ, ∑, ∏ and their ASCII spellings", arguments: [
    ("Σ(k^2, k, 1, 100)", "338350"), ("∑(k^2, k, 1, 100)", "338350"), ("sumover(k^2, k, 1, 100)", "338350"),
    ("∏(1 - 1/k^2, k, 2, 1000)", "0.5005"), ("prodover(1 - 1/k^2, k, 2, 1000) to fraction", "1001/2000"),
  ])
  func rangeForms(_ expression: String, _ expected: String) throws {
    let result = try runCalc([expression])
    #expect(result.stdout == expected + "\n", "\(result)")
    #expect(result.status == 0)
  }

  @Test("One-shot: 10^12 terms are refused at once, naming the cap")
  func tooManyTerms() throws {
    let started = Date()
    let result = try runCalc(["Σ(k, k, 1, 10^12)"])
    #expect(Date().timeIntervalSince(started) < 10)
    #expect(result.status == 1)
    #expect(result.stderr.contains("Σ over 1,000,000,000,000 terms: the work budget (10,000,000 steps) allows at most 5,000,000 terms of this one"))
  }
}
