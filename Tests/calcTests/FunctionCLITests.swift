import Foundation
import Testing

// Functions defined in the language, through the built binary: batch and one-shot mode
// (the session's logic is in calcUnitTests' FunctionSessionTests).

@Suite("Functions in batch and one-shot mode")
struct FunctionBatchTests {
  @Test("A definition line prints itself; calls print their values")
  func batch() throws {
    let result = try runCalc([], stdin: "f(x) = x^2+1\nf(3)\nhyp(a, b) = sqrt(a^2 + b^2)\nhyp(3, 4)\nans\n")
    #expect(result.stdout == "f(x) = x^2+1\n10\nhyp(a, b) = sqrt(a^2 + b^2)\n5\n5\n", "\(result)")
    #expect(result.stderr == "" && result.status == 0, "\(result)")
  }

  @Test("Errors of definitions and calls have carets; the batch goes on")
  func batchErrors() throws {
    let result = try runCalc([], stdin: "f(x) = f(x)+1\nf(1)\ng(x) = sqrt(x)\ng(1, 2)\ng(-1)\ng(4)\n")
    #expect(result.stdout == "f(x) = f(x)+1\n\ng(x) = sqrt(x)\n\n\n2\n", "\(result)")
    let expected =
      errorReport(
        "'f' recursed deeper than 10,000 calls (does its recursion reach a case that ends it?)", "f(1)", "^~~~",
        prefix: "line 2: ")
      + errorReport("g takes 1 argument, got 2", "g(1, 2)", "^" + String(repeating: "~", count: 6), prefix: "line 4: ")
      + errorReport("in g: the square root of a negative number is not real", "g(-1)", "^~~~~", prefix: "line 5: ")
    #expect(result.stderr == expected, "\(result)")
    #expect(result.status == 1)
  }

  @Test("Many lines calling a function defined earlier come out in order")
  func manyLines() throws {
    var input = "sq(x) = x*x\n"
    var expected = "sq(x) = x*x\n"
    for i in 1...600 {
      input += "sq(\(i))\n"
      expected += "\(i * i)\n"
    }
    let result = try runCalc([], stdin: input)
    #expect(result.stdout == expected)
    #expect(result.status == 0)
  }

  @Test("One-shot: a definition prints itself")
  func oneShot() throws {
    let result = try runCalc(["f(x) = 2*x"])
    #expect(result.stdout == "f(x) = 2*x\n" && result.status == 0, "\(result)")
  }
}
